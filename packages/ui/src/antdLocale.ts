/**
 * antd's own texts (the pager's "条/页", an empty list's "暂无数据", the form's rule messages) in the
 * interface language. The Chinese ones are in every first load; the English ones load when English is
 * chosen (issue 25: 1.6 KiB of gzip JavaScript most sessions never use): `setLanguage` waits for them
 * (core's `beforeLanguage`), and a console started in English asks for them as the kit loads. Should they
 * still be on their way when English is drawn, antd's Chinese texts show until they are here.
 */
import { beforeLanguage, savedLanguage } from '@lingxi/core';
import type { Locale } from 'antd/es/locale';
// antd's ES locales: `antd/locale/*` is CommonJS and brings antd's CommonJS date-picker and calendar texts
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useReducer } from 'react';

let english: Locale | undefined;
let loading: Promise<Locale> | undefined;

/** antd's English texts, loaded once (a failed load is tried again the next time). */
export function loadEnglishTexts(): Promise<Locale> {
  loading ??= import('antd/es/locale/en_US').then(
    (module) => {
      english = module.default;
      return english;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

beforeLanguage((language) => (language === 'en' ? loadEnglishTexts() : undefined));
if (savedLanguage() === 'en') loadEnglishTexts().catch(() => undefined);

/** antd's texts for the interface language; in English, drawn again once they have arrived. */
export function useAntdLocale(zh: boolean): Locale {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (zh || english) return;
    let live = true;
    loadEnglishTexts().then(
      () => live && arrived(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [zh]);
  return zh ? zhCN : (english ?? zhCN);
}

// SPEC §1: Chinese by default, English; every centre adds its texts to the one shared instance.
import { expect, it } from 'vitest';
import {
  addMessages,
  beforeLanguage,
  getStore,
  i18n,
  initI18n,
  menuName,
  menuTexts,
  setLanguage,
} from '../src';

it('keeps texts added before initialisation, defaults to Chinese, and remembers the chosen language', async () => {
  addMessages({ zh: { translation: { early: '早' } }, en: { translation: { early: 'early' } } });
  await initI18n({ zh: { translation: { late: '晚' } } });
  expect(i18n.language).toBe('zh');
  expect(i18n.t('early')).toBe('早');
  expect(i18n.t('late')).toBe('晚');
  expect(i18n.t('unknownError')).toBe('未知错误');
  await setLanguage('en');
  expect(i18n.t('early')).toBe('early');
  expect(i18n.t('unknownError')).toBe('unknown error');
  expect(getStore('language')).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});

it("names menu entries in English by their i18n key and keeps the server's Chinese name in Chinese", async () => {
  await initI18n();
  const param = { name: '参数管理_manage', meta: { i18n: 'param' } };
  const added = { name: '自建菜单', meta: { i18n: 'addedByAnAdministrator' } };
  await setLanguage('en');
  expect(menuName(param, menuTexts())).toBe('System parameters');
  expect(menuName({ name: '系统管理', meta: { i18n: 'system' } }, menuTexts())).toBe('System');
  expect(menuName(added, menuTexts())).toBe('自建菜单'); // no text for the key: the server's name
  await setLanguage('zh');
  // Chinese: the server's name (what the administrator edits), cleaned; not the console's copy
  expect(menuName(param, menuTexts())).toBe('参数管理');
  expect(menuName({ name: '参数设置', meta: { i18n: 'param' } }, menuTexts())).toBe('参数设置');
  expect(menuName(param, menuTexts('en'))).toBe('System parameters');
});

it('switches only once what the new language needs is here, and a failure of it does not stop the switch', async () => {
  await initI18n();
  await setLanguage('zh');
  const seen: string[] = [];
  let ready!: () => void;
  beforeLanguage((language) =>
    language === 'en'
      ? new Promise<void>((resolve) => {
          seen.push(`asked while ${i18n.language}`);
          ready = resolve;
        })
      : undefined,
  );
  beforeLanguage((language) => (language === 'en' ? Promise.reject(new Error('offline')) : undefined));
  const switching = setLanguage('en');
  await Promise.resolve();
  expect(seen).toEqual(['asked while zh']);
  expect(i18n.language).toBe('zh');
  ready();
  await switching;
  expect(i18n.language).toBe('en');
  await setLanguage('zh');
  expect(i18n.language).toBe('zh');
});

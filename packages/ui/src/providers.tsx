/**
 * Providers every page of the console runs under: antd (locale, accent colour), i18next, the page
 * data's query client, and the bridge that turns core's notices into toasts.
 */
import { type CoreMessageKey, DEFAULT_ACCENT, i18n, md5, notices, themeShades } from '@lingxi/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useAntdLocale } from './antdLocale';
import { consoleQueryClient } from './crud/data';
import { FeedbackRoot, useFeedback } from './feedback';
import { FONT_FAMILY } from './fonts';
import { useReducedMotion } from './hooks';

export { DEFAULT_ACCENT }; // SPEC §9

/** Without the shell's theme (a centre on its own): the default accent's readable shades (issue 11). */
const defaultShades = themeShades('default', DEFAULT_ACCENT);
const DEFAULT_THEME: ThemeConfig = {
  token: {
    fontFamily: FONT_FAMILY,
    colorPrimary: defaultShades.fill,
    colorLink: defaultShades.text,
    colorError: defaultShades.danger,
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
};

/** antd's own algorithms by name: a theme with any other algorithm gets no shared key. */
const ALGORITHMS = new Map([
  [antdTheme.defaultAlgorithm, 'default'],
  [antdTheme.darkAlgorithm, 'dark'],
  [antdTheme.compactAlgorithm, 'compact'],
]);

/**
 * The key of antd's CSS variables for a theme: the same for every root drawn with the same theme (the
 * console, the login page's warm-up, the lock page), so antd writes the theme's and each component's
 * variables once and the others find them in its cache; different for different themes, so two centres
 * embedded with two themes keep theirs apart. Undefined for an algorithm of the caller's own, which
 * cannot be told apart by value: such a theme gets a key per provider (`LocalisedConfig`).
 */
export function themeVariablesKey(config: ThemeConfig): string | undefined {
  const algorithms = [config.algorithm ?? []].flat().map((algorithm) => ALGORITHMS.get(algorithm));
  if (algorithms.includes(undefined)) return undefined;
  const text = JSON.stringify([algorithms, config.token ?? {}, config.components ?? {}]);
  return `css-var-lx-${md5(text).slice(0, 10)}`;
}

/**
 * A theme as the providers hand it to antd: with its variables' key, and without motion where the system
 * asks for less. Made once per theme object and motion for every root that shares the theme, so the
 * theme's key (a hash of the whole theme) is not worked out again for each root drawn (issue 25).
 */
type Themed = ThemeConfig & { cssVar: { key: string } };
const themedOnce = new WeakMap<ThemeConfig, { moving?: Themed; still?: Themed }>();
export function withVariables(chosen: ThemeConfig, still: boolean, ownKey: string): Themed {
  const made = themedOnce.get(chosen) ?? {};
  const hit = still ? made.still : made.moving;
  if (hit) return hit;
  const config = still ? { ...chosen, token: { ...chosen.token, motion: false } } : chosen;
  const key = themeVariablesKey(config);
  const themed: Themed = { ...config, cssVar: { key: key ?? ownKey } };
  // a theme without a shared key keeps this provider's own: it is not shared
  if (key !== undefined) themedOnce.set(chosen, { ...made, [still ? 'still' : 'moving']: themed });
  return themed;
}

function NoticeBridge() {
  const { message } = useFeedback();
  const { t } = useTranslation();
  useEffect(
    () =>
      notices.subscribe((notice) => {
        const content = notice.text ?? t(notice.key as CoreMessageKey);
        message.open({ type: notice.level, content, duration: notice.duration });
      }),
    [message, t],
  );
  return null;
}

const NO_WAVE = { disabled: true };

function LocalisedConfig({
  theme,
  notices: showNotices = true,
  children,
}: {
  theme?: ThemeConfig | undefined;
  notices?: boolean;
  children: ReactNode;
}) {
  const { i18n: instance } = useTranslation();
  const zh = instance.language !== 'en';
  const locale = useAntdLocale(zh);
  dayjs.locale(zh ? 'zh-cn' : 'en');
  const still = useReducedMotion();
  // a theme with an algorithm of the caller's own gets a key of this provider's own
  const ownKey = `css-var-lx-own-${useId().replace(/[^\w-]/g, '')}`;
  const themed = useMemo(() => withVariables(theme ?? DEFAULT_THEME, still, ownKey), [theme, still, ownKey]);
  return (
    // no click wave either while the system asks for less motion: antd draws it whatever the motion token
    <ConfigProvider
      locale={locale}
      theme={themed}
      button={{ autoInsertSpace: false }}
      wave={still ? NO_WAVE : undefined}
    >
      <FeedbackRoot variables={themed.cssVar.key}>
        {showNotices && <NoticeBridge />}
        {children}
      </FeedbackRoot>
    </ConfigProvider>
  );
}

/**
 * `notices={false}` where the page already shows core's notices itself (the login page's own toasts),
 * so nothing is said twice.
 */
export function ConsoleProviders({
  theme,
  notices = true,
  children,
}: {
  theme?: ThemeConfig | undefined;
  notices?: boolean;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={consoleQueryClient()}>
        <LocalisedConfig theme={theme} notices={notices}>
          {children}
        </LocalisedConfig>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

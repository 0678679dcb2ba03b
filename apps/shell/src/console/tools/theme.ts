/**
 * The shell's theme (SPEC §2 "Themes", §9 default `theme-default` and accent #409EFF). A theme is a
 * palette of shell colours: antd receives it as tokens (dark through antd's dark algorithm), and
 * plain CSS reads the same colours as variables that the class `theme-<name>` sets (paletteCss).
 * The choice survives a reload (browser storage through core).
 */
import {
  type AccentShades,
  DEFAULT_ACCENT,
  DEFAULT_THEME,
  getStore,
  isAccent,
  isThemeName,
  PALETTES,
  relativeLuminance,
  setStore,
  THEME_NAMES,
  type ThemeName,
  type ThemePalette,
  themeShades,
} from '@lingxi/core';
import { FONT_FAMILY } from '@lingxi/ui';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import './tools.css';

/** The CSS variable of each palette colour (what console.css and features.css read). */
export const CSS_VARIABLES = {
  topbarBg: '--lx-topbar-bg',
  topbarColor: '--lx-topbar-color',
  topbarMuted: '--lx-topbar-muted',
  siderBg: '--lx-sider-bg',
  siderColor: '--lx-sider-color',
  siderActiveBg: '--lx-sider-active-bg',
  siderBorder: '--lx-sider-border',
  tabsBg: '--lx-tabs-bg',
  pageBg: '--lx-page-bg',
} as const satisfies Partial<Record<keyof ThemePalette, `--lx-${string}`>>;

/** The rules `.theme-<name> { --lx-…: colour; … }` of every theme. */
export function paletteCss(): string {
  return THEME_NAMES.map((name) => {
    const palette = PALETTES[name];
    const declarations = Object.entries(CSS_VARIABLES).map(
      ([key, variable]) => `${variable}: ${palette[key as keyof typeof CSS_VARIABLES]};`,
    );
    return `.${themeClassName(name)} { ${declarations.join(' ')} }`;
  }).join('\n');
}

/** Adds the palette rules to the document once (before any theme class is used). */
function installPaletteCss(): void {
  if (typeof document === 'undefined' || document.getElementById('lx-theme-palettes')) return;
  const style = document.createElement('style');
  style.id = 'lx-theme-palettes';
  style.textContent = paletteCss();
  document.head.append(style);
}

installPaletteCss();

export function themeClassName(name: ThemeName): string {
  return `theme-${name}`;
}

/** A background light text goes on. */
export function isDarkColour(hex: string): boolean {
  return relativeLuminance(hex) < 0.18;
}

/**
 * The antd theme of a palette and accent colour. The accent stays the user's choice; antd gets its
 * readable shades (issue 11 "Contrast"): `fill` where white text sits on it (primary buttons), `text`
 * for links and accent-coloured text, a danger red that reads as text on the page.
 */
export function themeConfig(name: ThemeName, accent: string): ThemeConfig {
  const palette = PALETTES[name];
  const shades = themeShades(name, accent);
  const darkSider = isDarkColour(palette.siderBg);
  return {
    algorithm: palette.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      fontFamily: FONT_FAMILY,
      colorPrimary: shades.fill,
      colorPrimaryHover: shades.fillHover,
      colorPrimaryActive: shades.fillActive,
      colorPrimaryText: shades.text,
      colorPrimaryTextHover: shades.text,
      colorPrimaryTextActive: shades.text,
      colorLink: shades.text,
      colorLinkHover: shades.text,
      colorLinkActive: shades.text,
      colorInfo: shades.fill,
      colorError: shades.danger,
      colorErrorText: shades.danger,
      colorErrorHover: shades.danger,
      colorErrorActive: shades.dangerFill,
      // antd's secondary text (45 % black) is 4.4:1 on white: a little darker reads
      colorTextDescription: palette.dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.62)',
      colorTextTertiary: palette.dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.58)',
      colorTextPlaceholder: palette.dark ? 'rgba(255, 255, 255, 0.5)' : 'rgba(0, 0, 0, 0.55)',
    },
    components: {
      Button: { dangerColor: shades.onDanger },
      Tabs: { itemSelectedColor: shades.text, itemHoverColor: shades.text, itemActiveColor: shades.text },
      Layout: {
        headerBg: palette.topbarBg,
        headerColor: palette.topbarColor,
        siderBg: palette.siderBg,
        bodyBg: palette.tabsBg,
      },
      Menu: {
        itemBg: palette.siderBg,
        subMenuItemBg: palette.siderBg,
        itemColor: palette.siderColor,
        itemHoverColor: darkSider ? '#ffffff' : shades.siderSelected,
        itemHoverBg: darkSider ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.04)',
        itemSelectedBg: palette.siderActiveBg,
        itemSelectedColor: darkSider ? '#ffffff' : shades.siderSelected,
        groupTitleColor: palette.siderColor,
      },
    },
  };
}

interface ThemeState {
  name: ThemeName;
  accent: string;
}

function restoreTheme(): ThemeState {
  const name = getStore<string>('themeName');
  const accent = getStore<string>('colorName');
  return {
    name: isThemeName(name) ? name : DEFAULT_THEME,
    accent: isAccent(accent) ? accent : DEFAULT_ACCENT,
  };
}

export const themeStore = createStore<ThemeState>(() => restoreTheme());

export function setTheme(name: ThemeName): void {
  setStore('themeName', name);
  themeStore.setState({ name });
}

export function setAccent(accent: string): void {
  if (!isAccent(accent)) return;
  setStore('colorName', accent);
  themeStore.setState({ accent });
}

/** The accent's readable shades as CSS variables (plain CSS reads what antd's tokens carry). */
export function accentVariables(shades: AccentShades): Record<`--lx-${string}`, string> {
  return {
    '--lx-accent': shades.fill, // fills and marks: white on it 4.5:1, 3:1 on the page
    '--lx-accent-text': shades.text, // accent-coloured text and links
    '--lx-accent-soft': shades.tint,
    '--lx-danger': shades.danger,
  };
}

/**
 * Puts the theme class on <body> too, so popups (modals, dropdowns) follow, and the accent's shades as
 * the variables of accentVariables.
 */
function applyToBody(name: ThemeName, accent: string): void {
  const { body } = document;
  for (const theme of THEME_NAMES) body.classList.remove(themeClassName(theme));
  body.classList.add(themeClassName(name));
  for (const [variable, value] of Object.entries(accentVariables(themeShades(name, accent)))) {
    body.style.setProperty(variable, value);
  }
}

/**
 * One config object per theme and accent, whoever asks: the console, its warm-up and every dialog's root
 * then hand antd the same object, and what antd and the kit derive from it once is not derived again
 * (issue 25). Nothing changes a config once made.
 */
const configs = new Map<string, ThemeConfig>();
function sharedThemeConfig(name: ThemeName, accent: string): ThemeConfig {
  const key = `${name} ${accent}`;
  let config = configs.get(key);
  if (!config) {
    if (configs.size >= 32) configs.clear();
    config = themeConfig(name, accent);
    configs.set(key, config);
  }
  return config;
}

export function useShellTheme(): { config: ThemeConfig | undefined; className: string } {
  const { name, accent } = useStore(themeStore);
  const config = sharedThemeConfig(name, accent);
  const className = themeClassName(name);
  useEffect(() => applyToBody(name, accent), [name, accent]);
  return { config, className };
}

/**
 * The shell's theme (SPEC §2 "Themes", §9 default `theme-default` and accent #409EFF). A theme is a
 * palette of shell colours: antd receives it as tokens (dark through antd's dark algorithm), and
 * plain CSS reads the same colours as variables that the class `theme-<name>` sets (paletteCss).
 * The choice survives a reload (browser storage through core).
 */
import { getStore, setStore } from '@lingxi/core';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import './tools.css';

/** SPEC §2: the eleven themes; "intelligent" is spelled `bule`, as its class `theme-bule`. */
export const THEME_NAMES = [
  'default',
  'white',
  'dark',
  'star',
  'bule',
  'iview',
  'vip',
  'cool',
  'd2',
  'hey',
  'lte',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'default';
export const DEFAULT_ACCENT = '#409EFF'; // SPEC §9
export const ACCENT_PRESETS = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
] as const;

/** The shell colours of a theme: antd tokens and, through `theme-<name>`, the CSS variables below. */
export interface ThemePalette {
  /** antd's dark algorithm for the whole console. */
  dark: boolean;
  topbarBg: string;
  topbarColor: string;
  /** Inactive centre tabs in the top bar. */
  topbarMuted: string;
  siderBg: string;
  siderColor: string;
  siderActiveBg: string;
  siderBorder: string;
  /** Behind the page tabs and the page (the content area). */
  tabsBg: string;
  pageBg: string;
}

const light = { dark: false, pageBg: '#ffffff' } as const;

export const PALETTES: Record<ThemeName, ThemePalette> = {
  default: {
    ...light,
    topbarBg: '#1d3b72',
    topbarColor: '#ffffff',
    topbarMuted: '#c9d4e8',
    siderBg: '#ffffff',
    siderColor: '#303133',
    siderActiveBg: '#e6f4ff',
    siderBorder: '#f0f0f0',
    tabsBg: '#f5f5f5',
  },
  white: {
    ...light,
    topbarBg: '#ffffff',
    topbarColor: '#303133',
    topbarMuted: '#606266',
    siderBg: '#ffffff',
    siderColor: '#303133',
    siderActiveBg: '#ecf5ff',
    siderBorder: '#ebeef5',
    tabsBg: '#f5f7fa',
  },
  dark: {
    dark: true,
    topbarBg: '#1f1f1f',
    topbarColor: '#e8e8e8',
    topbarMuted: '#a6a6a6',
    siderBg: '#141414',
    siderColor: '#d9d9d9',
    siderActiveBg: '#262626',
    siderBorder: '#303030',
    tabsBg: '#000000',
    pageBg: '#141414',
  },
  star: {
    ...light,
    topbarBg: '#0b1a3d',
    topbarColor: '#ffffff',
    topbarMuted: '#a9b8d6',
    siderBg: '#0f2350',
    siderColor: '#dfe6f5',
    siderActiveBg: '#1b3a7a',
    siderBorder: '#0f2350',
    tabsBg: '#eef2fb',
  },
  bule: {
    ...light,
    topbarBg: '#0a3a8c',
    topbarColor: '#ffffff',
    topbarMuted: '#b3cdf5',
    siderBg: '#0b3a82',
    siderColor: '#e3edff',
    siderActiveBg: '#1565c0',
    siderBorder: '#0b3a82',
    tabsBg: '#eaf2ff',
  },
  iview: {
    ...light,
    topbarBg: '#ffffff',
    topbarColor: '#515a6e',
    topbarMuted: '#808695',
    siderBg: '#515a6e',
    siderColor: '#ffffff',
    siderActiveBg: '#363e4f',
    siderBorder: '#515a6e',
    tabsBg: '#f5f7f9',
  },
  vip: {
    ...light,
    topbarBg: '#1c1c1c',
    topbarColor: '#e6c88a',
    topbarMuted: '#b39a6a',
    siderBg: '#262626',
    siderColor: '#e6c88a',
    siderActiveBg: '#3a3327',
    siderBorder: '#262626',
    tabsBg: '#f7f3ea',
  },
  cool: {
    ...light,
    topbarBg: '#2b5876',
    topbarColor: '#ffffff',
    topbarMuted: '#cfe0ea',
    siderBg: '#304156',
    siderColor: '#bfcbd9',
    siderActiveBg: '#263445',
    siderBorder: '#304156',
    tabsBg: '#f0f2f5',
  },
  d2: {
    ...light,
    topbarBg: '#ebf1f6',
    topbarColor: '#2f3a4b',
    topbarMuted: '#606266',
    siderBg: '#ebf1f6',
    siderColor: '#2f3a4b',
    siderActiveBg: '#d8e3ee',
    siderBorder: '#dfe6ec',
    tabsBg: '#f4f7fa',
  },
  hey: {
    ...light,
    topbarBg: '#3788ee',
    topbarColor: '#ffffff',
    topbarMuted: '#d6e6fb',
    siderBg: '#ffffff',
    siderColor: '#3a3f51',
    siderActiveBg: '#eef5fe',
    siderBorder: '#e8e8e8',
    tabsBg: '#f3f6f8',
  },
  lte: {
    ...light,
    topbarBg: '#3c8dbc',
    topbarColor: '#ffffff',
    topbarMuted: '#dbeaf3',
    siderBg: '#222d32',
    siderColor: '#b8c7ce',
    siderActiveBg: '#1e282c',
    siderBorder: '#222d32',
    tabsBg: '#ecf0f5',
  },
};

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

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** A colour the console can use as antd's colorPrimary: `#rgb` or `#rrggbb`. */
export function isAccent(value: unknown): value is string {
  return typeof value === 'string' && /^#([\da-f]{3}|[\da-f]{6})$/i.test(value);
}

export function themeClassName(name: ThemeName): string {
  return `theme-${name}`;
}

/** The red, green and blue (0..255) of `#rgb` or `#rrggbb`. */
function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance below one half: light text goes on it. */
export function isDarkColour(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
}

/** The accent mixed into white (a tinted background, e.g. a selected card): `#rrggbb`. */
export function softAccent(accent: string, white = 0.9): string {
  return `#${channels(accent)
    .map((c) =>
      Math.round(c + (255 - c) * white)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The antd theme of a palette and accent colour. */
export function themeConfig(name: ThemeName, accent: string): ThemeConfig {
  const palette = PALETTES[name];
  const darkSider = isDarkColour(palette.siderBg);
  return {
    algorithm: palette.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: accent },
    components: {
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
        itemHoverColor: darkSider ? '#ffffff' : accent,
        itemHoverBg: darkSider ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.04)',
        itemSelectedBg: palette.siderActiveBg,
        itemSelectedColor: darkSider ? '#ffffff' : accent,
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

/**
 * Puts the theme class on <body> too, so popups (modals, dropdowns) follow, and the accent as the
 * variables `--lx-accent` and `--lx-accent-soft`.
 */
function applyToBody(className: string, accent: string): void {
  const { body } = document;
  for (const name of THEME_NAMES) body.classList.remove(themeClassName(name));
  body.classList.add(className);
  body.style.setProperty('--lx-accent', accent);
  body.style.setProperty('--lx-accent-soft', softAccent(accent));
}

export function useShellTheme(): { config: ThemeConfig | undefined; className: string } {
  const { name, accent } = useStore(themeStore);
  const config = useMemo(() => themeConfig(name, accent), [name, accent]);
  const className = themeClassName(name);
  useEffect(() => applyToBody(className, accent), [className, accent]);
  return { config, className };
}

/**
 * The shell's themes as data (SPEC §2 "Themes", §9 default theme and accent #409EFF): the eleven
 * palettes and the readable shades of an accent in each (issue 11 "Contrast"). Pure, so every theme
 * and any accent can be checked by a unit test; the shell turns it into antd tokens and CSS variables.
 */
import { type AccentShades, accentShades } from './colour';

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
    topbarMuted: '#6b7180', // issue 11: 4.5:1 on white
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
    topbarBg: '#2965b2', // issue 11: the muted centre tabs 4.5:1 on it
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
    topbarBg: '#2e6c91', // issue 11: the muted centre tabs 4.5:1 on it
    topbarColor: '#ffffff',
    topbarMuted: '#dbeaf3',
    siderBg: '#222d32',
    siderColor: '#b8c7ce',
    siderActiveBg: '#1e282c',
    siderBorder: '#222d32',
    tabsBg: '#ecf0f5',
  },
};

/** A colour the console can use as an accent: `#rgb` or `#rrggbb` (what the colour picker gives). */
export function isAccent(value: unknown): value is string {
  return typeof value === 'string' && /^#([\da-f]{3}|[\da-f]{6})$/i.test(value);
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** The shades of the user's accent that read well in theme `name`; the accent itself is kept. */
export function themeShades(name: ThemeName, accent: string): AccentShades {
  const palette = PALETTES[name];
  return accentShades(isAccent(accent) ? accent : DEFAULT_ACCENT, {
    dark: palette.dark,
    pageBg: palette.pageBg,
    siderActiveBg: palette.siderActiveBg,
  });
}

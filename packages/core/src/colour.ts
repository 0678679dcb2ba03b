/**
 * Colour maths for readable themes (issue 11 "Contrast", WCAG 2.2 §1.4.3 and §1.4.11): relative
 * luminance, contrast ratio, and the nearest shade of a colour that reaches a ratio against another.
 * Pure: the shell turns the results into antd tokens and CSS variables.
 */

/** WCAG: normal text 4.5:1; large text and the parts of controls 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_CONTRAST = 3;

type Rgb = [number, number, number];

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;

/** The red, green and blue (0..255) of `#rgb` or `#rrggbb`; throws on anything else. */
export function parseHex(hex: string): Rgb {
  if (!HEX.test(hex)) throw new Error(`not a #rgb or #rrggbb colour: ${hex}`);
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21, the same either way round. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` moved the fraction `amount` (0..1) of the way to `toward`. */
export function mixColours(colour: string, toward: string, amount: number): string {
  const from = parseHex(colour);
  const to = parseHex(toward);
  return toHex(from.map((c, i) => c + ((to[i] as number) - c) * amount) as Rgb);
}

/**
 * The shade of `colour` nearest to it (mixed with black or white) whose contrast with `against` is at
 * least `ratio`: the colour itself when it already reaches it. It moves away from `against` (darker on
 * a light background, lighter on a dark one), or the other way when that side cannot reach the ratio.
 * Keeps the hue, so a user's accent stays recognisably theirs.
 */
export function shadeForContrast(colour: string, against: string, ratio: number): string {
  if (contrastRatio(colour, against) >= ratio) return toHex(parseHex(colour));
  const darkerFirst = relativeLuminance(colour) <= relativeLuminance(against);
  const extremes = darkerFirst ? ['#000000', '#ffffff'] : ['#ffffff', '#000000'];
  const extreme = extremes.find((end) => contrastRatio(end, against) >= ratio) ?? (extremes[0] as string);
  let low = 0;
  let high = 1; // mixing fully reaches `extreme`, which reaches the ratio (or is the best there is)
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (contrastRatio(mixColours(colour, extreme, middle), against) >= ratio) high = middle;
    else low = middle;
  }
  // rounding to whole channels may land just below the ratio: step on until it holds
  let amount = high;
  let shade = mixColours(colour, extreme, amount);
  while (contrastRatio(shade, against) < ratio && amount < 1) {
    amount = Math.min(1, amount + 0.005);
    shade = mixColours(colour, extreme, amount);
  }
  return shade;
}

/** The surfaces a theme puts accent-coloured things on. */
export interface AccentSurfaces {
  /** antd's dark algorithm: light text and links on a dark page. */
  dark: boolean;
  /** Behind content: tables, forms, dialogs. */
  pageBg: string;
  /** Where the accent shows as selected-item text in the sidebar. */
  siderActiveBg: string;
}

/** The shades of one accent in one theme; every one readable where it is used. */
export interface AccentShades {
  /** Filled controls (primary buttons, checked boxes): white text on it 4.5:1, and 3:1 on the page. */
  fill: string;
  /** Filled controls, hovered and pressed: still 4.5:1 under white text. */
  fillHover: string;
  fillActive: string;
  /** Text and links on the page (row links, active tabs): 4.5:1, also on a light accent tint. */
  text: string;
  /** Danger text and links (delete): 4.5:1 on the page. */
  danger: string;
  /** Text on a danger fill: white where it reads (4.5:1), otherwise the page colour. */
  onDanger: string;
  /** Danger fills (a primary delete button), readable under `onDanger`. */
  dangerFill: string;
  /** The accent as selected-item text in the sidebar, on `siderActiveBg`. */
  siderSelected: string;
  /** A light tint of the accent (selected rows, cards): text shades above stay readable on it. */
  tint: string;
}

/** antd's error red, the base of the danger shades. */
export const DANGER_BASE = '#ff4d4f';
const WHITE = '#ffffff';
const BLACK = '#000000';

/**
 * The shades of `accent` for a theme (issue 11): derived, never replacing the user's choice, so that
 * text reaches 4.5:1 and controls 3:1 in every theme and for any accent.
 */
export function accentShades(accent: string, surfaces: AccentSurfaces): AccentShades {
  const { dark, pageBg } = surfaces;
  // a fill carries white text (4.5:1) and must stand out from the page as a control (3:1)
  let fill = shadeForContrast(accent, WHITE, TEXT_CONTRAST);
  if (contrastRatio(fill, pageBg) < LARGE_CONTRAST) fill = shadeForContrast(fill, pageBg, LARGE_CONTRAST);
  const fillHover = shadeForContrast(mixColours(fill, dark ? WHITE : BLACK, 0.12), WHITE, TEXT_CONTRAST);
  const fillActive = shadeForContrast(mixColours(fill, BLACK, 0.25), WHITE, TEXT_CONTRAST);
  const tint = dark ? mixColours(pageBg, accent, 0.2) : mixColours(accent, WHITE, 0.9);
  const text = shadeForContrast(shadeForContrast(accent, pageBg, TEXT_CONTRAST), tint, TEXT_CONTRAST);
  const danger = shadeForContrast(DANGER_BASE, pageBg, TEXT_CONTRAST);
  const onDanger = contrastRatio(WHITE, danger) >= TEXT_CONTRAST ? WHITE : pageBg;
  const dangerFill = shadeForContrast(danger, onDanger, TEXT_CONTRAST);
  const siderSelected = shadeForContrast(accent, surfaces.siderActiveBg, TEXT_CONTRAST);
  return { fill, fillHover, fillActive, text, danger, onDanger, dangerFill, siderSelected, tint };
}

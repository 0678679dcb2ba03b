// Issue 11 "Contrast": readable shades of the accent in every theme, for any accent the picker allows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCENT_PRESETS,
  accentShades,
  contrastRatio,
  DEFAULT_ACCENT,
  isAccent,
  isThemeName,
  LARGE_CONTRAST,
  mixColours,
  PALETTES,
  parseHex,
  relativeLuminance,
  shadeForContrast,
  TEXT_CONTRAST,
  THEME_NAMES,
  themeShades,
  toHex,
} from '../src';

const WHITE = '#ffffff';

describe('colour maths (WCAG 2.2)', () => {
  it('relative luminance runs from black 0 to white 1', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('contrast ratios are those the issue measured, either way round', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio(DEFAULT_ACCENT, WHITE)).toBeCloseTo(2.78, 2); // white on the brand blue
    expect(contrastRatio('#1677ff', WHITE)).toBeCloseTo(4.1, 1); // antd's link blue
    expect(contrastRatio('#ff4d4f', WHITE)).toBeCloseTo(3.26, 1); // antd's error red
    expect(contrastRatio(WHITE, DEFAULT_ACCENT)).toBe(contrastRatio(DEFAULT_ACCENT, WHITE));
  });

  it('parses #rgb and #rrggbb, and refuses anything else', () => {
    expect(parseHex('#0af')).toEqual([0, 170, 255]);
    expect(toHex(parseHex('#409EFF'))).toBe('#409eff');
    expect(() => parseHex('blue')).toThrow();
    expect(mixColours('#000000', WHITE, 0.5)).toBe('#808080');
  });

  it('keeps a colour that already reads and moves one that does not, no further than needed', () => {
    expect(shadeForContrast('#1d3b72', WHITE, TEXT_CONTRAST)).toBe('#1d3b72');
    const shade = shadeForContrast(DEFAULT_ACCENT, WHITE, TEXT_CONTRAST);
    expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(shade, WHITE)).toBeLessThan(4.7);
    // darker on a light background, lighter on a dark one
    expect(relativeLuminance(shade)).toBeLessThan(relativeLuminance(DEFAULT_ACCENT));
    const onDark = shadeForContrast('#1d3b72', '#141414', TEXT_CONTRAST);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#1d3b72'));
    expect(contrastRatio(onDark, '#141414')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // black on black can only go lighter
    expect(
      contrastRatio(shadeForContrast('#000000', '#000000', LARGE_CONTRAST), '#000000'),
    ).toBeGreaterThanOrEqual(LARGE_CONTRAST);
  });
});

/** Every pairing the console draws with the shades of `accent` in theme `name` reaches its ratio. */
function expectReadable(name: (typeof THEME_NAMES)[number], accent: string) {
  const palette = PALETTES[name];
  const shades = themeShades(name, accent);
  const ratio = (a: string, b: string) => contrastRatio(a, b);
  expect(ratio(WHITE, shades.fill), 'white text on a primary button').toBeGreaterThanOrEqual(TEXT_CONTRAST);
  expect(ratio(WHITE, shades.fillHover), 'white text on a hovered primary button').toBeGreaterThanOrEqual(
    TEXT_CONTRAST,
  );
  expect(ratio(WHITE, shades.fillActive), 'white text on a pressed primary button').toBeGreaterThanOrEqual(
    TEXT_CONTRAST,
  );
  expect(ratio(shades.fill, palette.pageBg), 'a filled control on the page').toBeGreaterThanOrEqual(
    LARGE_CONTRAST,
  );
  expect(ratio(shades.text, palette.pageBg), 'links and row links on the page').toBeGreaterThanOrEqual(
    TEXT_CONTRAST,
  );
  expect(ratio(shades.text, shades.tint), 'links on a selected row').toBeGreaterThanOrEqual(TEXT_CONTRAST);
  expect(ratio(shades.danger, palette.pageBg), 'delete links on the page').toBeGreaterThanOrEqual(
    TEXT_CONTRAST,
  );
  expect(ratio(shades.onDanger, shades.dangerFill), 'text on a danger button').toBeGreaterThanOrEqual(
    TEXT_CONTRAST,
  );
  expect(
    ratio(shades.siderSelected, palette.siderActiveBg),
    'the selected menu entry',
  ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
}

describe('the themes (SPEC §2, §9)', () => {
  it('has the eleven themes and the default accent #409EFF', () => {
    expect(THEME_NAMES).toHaveLength(11);
    expect(THEME_NAMES.every(isThemeName)).toBe(true);
    expect(isThemeName('pink')).toBe(false);
    expect(ACCENT_PRESETS[0]).toBe(DEFAULT_ACCENT);
    expect(isAccent('#abc')).toBe(true);
    expect(isAccent('red')).toBe(false);
  });

  it.each(THEME_NAMES)('theme %s: its own text reads on its own backgrounds', (name) => {
    const palette = PALETTES[name];
    expect(contrastRatio(palette.topbarColor, palette.topbarBg), 'top bar text').toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(
      contrastRatio(palette.topbarMuted, palette.topbarBg),
      'inactive centre tabs',
    ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(palette.siderColor, palette.siderBg), 'sidebar entries').toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(
      contrastRatio(palette.siderColor, palette.siderActiveBg),
      'the selected entry',
    ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(THEME_NAMES)('theme %s: the default accent and every preset give readable shades', (name) => {
    for (const accent of ACCENT_PRESETS) expectReadable(name, accent);
  });

  it('the default theme keeps the brand blue as the accent but draws its text 4.5:1', () => {
    const shades = themeShades('default', DEFAULT_ACCENT);
    expect(shades.fill).not.toBe('#409eff');
    expect(contrastRatio(shades.text, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // the same hue, only darker: blue stays the strongest channel
    const [r, g, b] = parseHex(shades.fill);
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('any accent the colour picker allows, in every theme, gives readable shades', () => {
    const hex = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map(([r, g, b]) => toHex([r, g, b]));
    fc.assert(
      fc.property(hex, fc.constantFrom(...THEME_NAMES), (accent, name) => {
        expectReadable(name, accent);
      }),
      { numRuns: 1000 },
    );
  });

  it('a sweep of the colour cube, extremes included, gives readable shades in every theme', () => {
    const levels = [0, 0x33, 0x66, 0x99, 0xcc, 0xff];
    for (const r of levels)
      for (const g of levels)
        for (const b of levels) for (const name of THEME_NAMES) expectReadable(name, toHex([r, g, b]));
  });

  it('an unusable stored accent falls back to the default', () => {
    expect(themeShades('default', 'not a colour')).toEqual(themeShades('default', DEFAULT_ACCENT));
    expect(accentShades('#fff', { dark: false, pageBg: WHITE, siderActiveBg: '#e6f4ff' }).text).not.toBe(
      '#ffffff',
    );
  });
});

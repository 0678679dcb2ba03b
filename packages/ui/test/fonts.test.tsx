// Issue 25: Chinese text in a face the font stacks name (fonts.css), not found through the system's
// fallback run by run; the same stack as antd's otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { initI18n } from '@lingxi/core';
import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CJK_FAMILY, FONT_FAMILY } from '../src/fonts';
import { ConsoleProviders } from '../src/providers';

beforeAll(() => initI18n());
afterEach(cleanup);

const families = (stack: string) => stack.split(',').map((family) => family.trim());

describe('the console’s font stack', () => {
  it('is antd’s with the Chinese face named just before the generic sans-serif', () => {
    const seed = families(theme.defaultSeed.fontFamily);
    const ours = families(FONT_FAMILY);
    expect(ours).toEqual([
      ...seed.slice(0, seed.indexOf('sans-serif')),
      CJK_FAMILY,
      ...seed.slice(seed.indexOf('sans-serif')),
    ]);
    expect(ours[0]).toBe('-apple-system'); // the Latin faces first, as in the seed
  });

  it('is the theme a centre on its own draws with', () => {
    function Family() {
      return <span data-testid="family" data-family={theme.useToken().token.fontFamily} />;
    }
    render(
      <ConsoleProviders>
        <Family />
      </ConsoleProviders>,
    );
    expect(screen.getByTestId('family').dataset.family).toBe(FONT_FAMILY);
  });
});

describe('fonts.css', () => {
  // quoted either way in CSS: compared with single quotes, as the stack names it
  const css = fs
    .readFileSync(path.join(import.meta.dirname, '../src/fonts.css'), 'utf8')
    .replaceAll('"', "'");
  const face = css.slice(css.indexOf('@font-face'));

  it('declares the named face from the installed WenQuanYi at weight 400, so bold is made as before', () => {
    expect(face).toContain(`font-family: ${CJK_FAMILY};`);
    expect(face).toMatch(/src: local\('WenQuanYi Zen Hei'\), local\('WenQuanYi Micro Hei'\);/);
    expect(face).toMatch(/font-weight: 400;/);
  });

  it('covers the CJK characters only: Latin text falls back as it did', () => {
    const ranges = [...face.matchAll(/U\+([0-9A-F]+)-([0-9A-F]+)/g)].map((match) => ({
      from: Number.parseInt(match[1] ?? '', 16),
      to: Number.parseInt(match[2] ?? '', 16),
    }));
    const covered = (char: string) => {
      const code = char.codePointAt(0) ?? -1;
      return ranges.some(({ from, to }) => code >= from && code <= to);
    };
    for (const char of ['灵', '犀', '。', '，', '（']) expect(covered(char), char).toBe(true);
    for (const char of ['A', 'z', '1', '…', '€']) expect(covered(char), char).toBe(false);
  });
});

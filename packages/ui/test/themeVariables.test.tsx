// Issue 25: antd's CSS variables under one key per theme, so the login page's warm-up, the console and the
// lock page share what antd wrote for the theme, and two centres with two themes keep theirs apart.
import { initI18n } from '@lingxi/core';
import { cleanup, render } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleProviders, themeVariablesKey, withVariables } from '../src/providers';

beforeAll(() => initI18n());
afterEach(cleanup);

describe('themeVariablesKey', () => {
  it('is the same for the same theme and differs with the algorithm, a token or a component setting', () => {
    const blue = { token: { colorPrimary: '#3179c4' } };
    const key = themeVariablesKey(blue);
    expect(key).toMatch(/^css-var-lx-[0-9a-f]{10}$/);
    expect(themeVariablesKey({ token: { colorPrimary: '#3179c4' } })).toBe(key);
    expect(themeVariablesKey({ ...blue, algorithm: theme.darkAlgorithm })).not.toBe(key);
    expect(themeVariablesKey({ ...blue, algorithm: [theme.compactAlgorithm] })).not.toBe(key);
    expect(themeVariablesKey({ token: { colorPrimary: '#3179c5' } })).not.toBe(key);
    expect(themeVariablesKey({ token: { ...blue.token, motion: false } })).not.toBe(key);
    expect(themeVariablesKey({ ...blue, components: { Layout: { headerHeight: 50 } } })).not.toBe(key);
    expect(themeVariablesKey({ ...blue, algorithm: theme.defaultAlgorithm })).not.toBe(
      themeVariablesKey({ ...blue, algorithm: theme.darkAlgorithm }),
    );
  });

  it('is left to antd for an algorithm of the caller’s own, which cannot be compared by value', () => {
    const own: typeof theme.defaultAlgorithm = (seed) => theme.defaultAlgorithm(seed);
    expect(themeVariablesKey({ algorithm: own })).toBeUndefined();
    expect(themeVariablesKey({ algorithm: [theme.darkAlgorithm, own] })).toBeUndefined();
  });
});

describe('withVariables', () => {
  it('makes one themed config per theme object and motion, whichever root asks', () => {
    const blue = { token: { colorPrimary: '#3179c4' } };
    const moving = withVariables(blue, false, 'own-1');
    expect(moving.cssVar).toEqual({ key: themeVariablesKey(blue) });
    expect(withVariables(blue, false, 'own-2')).toBe(moving);
    const still = withVariables(blue, true, 'own-1');
    expect(still.token?.motion).toBe(false);
    expect(still.cssVar).toEqual({ key: themeVariablesKey({ token: { ...blue.token, motion: false } }) });
    expect(withVariables(blue, true, 'own-3')).toBe(still);
    expect(withVariables(blue, false, 'own-1')).toBe(moving);
    // an equal theme in another object is worked out again, to the same key
    expect(withVariables({ token: { colorPrimary: '#3179c4' } }, false, 'own-1')).not.toBe(moving);
  });

  it('shares nothing for an algorithm of the caller’s own: each root keeps its own key', () => {
    const own: typeof theme.defaultAlgorithm = (seed) => theme.defaultAlgorithm(seed);
    const mine = { algorithm: own };
    expect(withVariables(mine, false, 'css-var-lx-own-a').cssVar).toEqual({ key: 'css-var-lx-own-a' });
    expect(withVariables(mine, false, 'css-var-lx-own-b').cssVar).toEqual({ key: 'css-var-lx-own-b' });
  });
});

describe('the console’s providers', () => {
  it('give roots with the same theme one key of CSS variables, and roots with another theme another', () => {
    const { container } = render(
      <>
        <ConsoleProviders theme={{ token: { colorPrimary: '#3179c4' } }}>one</ConsoleProviders>
        <ConsoleProviders theme={{ token: { colorPrimary: '#3179c4' } }}>two</ConsoleProviders>
        <ConsoleProviders theme={{ token: { colorPrimary: '#3179c4' }, algorithm: theme.darkAlgorithm }}>
          dark
        </ConsoleProviders>
      </>,
    );
    const keys = [...container.querySelectorAll('.lx-app')].map((app) =>
      [...app.classList].find((name) => name.startsWith('css-var-')),
    );
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^css-var-lx-/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('give each root with an algorithm of its own a key of its own', () => {
    const own: typeof theme.defaultAlgorithm = (seed) => theme.defaultAlgorithm(seed);
    const { container } = render(
      <>
        <ConsoleProviders theme={{ algorithm: own }}>one</ConsoleProviders>
        <ConsoleProviders theme={{ algorithm: own }}>two</ConsoleProviders>
      </>,
    );
    const keys = [...container.querySelectorAll('.lx-app')].map((app) =>
      [...app.classList].find((name) => name.startsWith('css-var-')),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^css-var-lx-own-/);
    expect(keys[1]).toMatch(/^css-var-lx-own-/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

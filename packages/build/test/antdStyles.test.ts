// antd's styles for the console's first components, written at build time (antdStyles.ts, issue 25).
import { describe, expect, it } from 'vitest';
import { DEFERRED } from '../src/antd';
import { antdStyleSheet, antdStylesAsset, firstLoadComponents } from '../src/antdStyles';
import { shell } from './workspace';

/** The cache paths antd's CSS-in-JS reads from the sheet (`hash|Component-part|prefix|icon prefix`). */
const cachePaths = (css: string) =>
  (/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '')
    .split(';')
    .filter(Boolean)
    .map((entry) => entry.slice(0, entry.lastIndexOf(':')));

/** What draws nothing of its own: a provider, a hook holder, the theme helpers. */
const NOTHING_TO_DRAW = new Set(['ConfigProvider', 'Grid', 'theme']);
/** Components whose styles antd registers under another name. */
const STYLED_AS: Record<string, string> = { Row: 'Grid', Col: 'Grid' };

describe("the build's antd style sheet", () => {
  const names = firstLoadComponents(shell);
  const css = antdStyleSheet(shell, names);
  const paths = cachePaths(css);

  it('covers the components the provided antd loads at once, and none it loads when first drawn', () => {
    expect(names).toEqual(
      expect.arrayContaining(['Button', 'Form', 'Input', 'Layout', 'Menu', 'Select', 'Table', 'Tabs']),
    );
    const components = new Set(paths.map((entry) => entry.split('|')[1]?.split('-')[0]));
    const missing = names.filter(
      (name) => !NOTHING_TO_DRAW.has(name) && !components.has(STYLED_AS[name] ?? name),
    );
    // a name here draws no style in antdCatalogue.cjs: give it the form the console draws it in
    expect(missing).toEqual([]);
    // what loads when first drawn writes its styles then: none of it in the sheet (the picker, the tree …)
    const deferred = Object.keys(DEFERRED).filter((name) => components.has(name));
    expect(deferred).toEqual([]);
    expect(Object.keys(DEFERRED)).toEqual(expect.arrayContaining(['DatePicker', 'Tree']));
    expect(css).toContain(':where(.css-');
  });

  it("holds the production class names antd's browser build uses, with the map after the styles", () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const entry of paths.filter((path) => path.startsWith('css-')))
      expect(entry).toMatch(/^css-[a-z0-9]+\|/);
    expect(css).not.toContain('css-dev-only');
    expect(css.trimEnd().endsWith('";}')).toBe(true);
  });

  it('is the same under the dark and the compact algorithms with other tokens: one sheet serves every theme', () => {
    expect(antdStyleSheet(shell, names, 'dark')).toBe(css);
    expect(antdStyleSheet(shell, names, 'compact')).toBe(css);
  });

  it('is emitted under a name that changes with its text, and its address carries the asset prefix', () => {
    const asset = antdStylesAsset(shell, '/console/');
    expect(asset.css).toBe(css);
    expect(asset.file).toMatch(/^static\/css\/antd\.[0-9a-f]{10}\.css$/);
    expect(asset.url).toBe(`/console/${asset.file}`);
  });
});

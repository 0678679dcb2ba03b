// antd's style functions left out of the shell's first load where the build-time sheet holds the style,
// and brought back when antd asks for one (antdStyleLoader.cjs, lateStyles.js; issue 25).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  antdStyleSheet,
  coveredStyleModules,
  firstLoadComponents,
  styleFunctionsRule,
} from '../src/antdStyles';
import { shell } from './workspace';

const require = createRequire(import.meta.url);
const loader = require('../src/antdStyleLoader.cjs') as {
  transform(
    source: string,
    options: { covered: Set<string>; real: boolean; helper: string; all: string },
  ): string;
  coveredKeys(css: string): Set<string>;
  styleKeys(source: string): string[];
};

const antdEs = path.join(
  path.dirname(createRequire(path.join(shell, 'package.json')).resolve('antd/package.json')),
  'es',
);
const styleSource = (component: string, file = 'index.js') =>
  fs.readFileSync(path.join(antdEs, component, 'style', file), 'utf8');
const options = { helper: '/helper.js', all: '/all.js' };

/** What a call throws (a stand-in suspends by throwing a promise); fails when it throws nothing. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (caught) {
    return caught;
  }
  throw new Error('nothing was thrown');
}

describe("the shell's loader for antd's style modules", () => {
  const css = antdStyleSheet(shell, firstLoadComponents(shell));
  const covered = loader.coveredKeys(css);

  it("reads the keys of the sheet's styles from its cache-path map", () => {
    expect(covered).toContain('Button-Button');
    expect(covered).toContain('Form-item-item');
    expect(covered).toContain('Input-Shared');
    // the reset styles and the icons' have no style function of a component
    expect([...covered].some((key) => key === 'ant-design-icons' || key === 'Shared')).toBe(false);
    // what loads when first drawn is not in the sheet, so its functions stay
    expect(covered).not.toContain('Tree-Tree');
    expect(covered).not.toContain('DatePicker-DatePicker');
  });

  it('replaces a held style function with a stand-in that loads them all, and the bundler can drop it', () => {
    const source = styleSource('button');
    const out = loader.transform(source, { covered, real: false, ...options });
    expect(out).toContain('import * as __lingxiStyles from "/helper.js";');
    expect(out).toContain('__lingxiStyles.later("Button-Button", () => import("/all.js"))');
    // the function's body is gone: what only it called is no longer referenced
    const body = /genStyleHooks\('Button', token => \{[\s\S]*?\n\}, prepareComponentToken/.exec(source)?.[0];
    expect(body).toBeTruthy();
    expect(out).not.toContain(body);
  });

  it('keeps the named exports other modules read (the input styles the select and the search take)', () => {
    const source = styleSource('input');
    const out = loader.transform(source, { covered, real: false, ...options });
    expect(out).toContain('__lingxiStyles.later("Input-Shared"');
    expect(out).toContain('__lingxiStyles.later("Input-Component"');
    for (const name of ['genInputStyle', 'genBasicInputStyle', 'useSharedStyle'])
      expect(out).toMatch(new RegExp(`export const ${name}\\b`));
  });

  it('leaves the function in place and registers it in the module loaded with ?lingxi-real', () => {
    const out = loader.transform(styleSource('form', 'fallbackCmp.js'), { covered, real: true, ...options });
    expect(out).toMatch(
      /genSubStyleComponent\(\['Form', 'item-item'\], __lingxiStyles\.real\("Form-item-item", \(token, \{/,
    );
    expect(out).not.toContain('.later(');
  });

  it('leaves alone a style the sheet does not hold', () => {
    const tree = styleSource('tree');
    expect(loader.transform(tree, { covered, real: false, ...options })).toBe(tree);
  });

  it('a hook made inside a function (the menu makes one per call): left out, and registered from a copy at the top', () => {
    const menu = styleSource('menu');
    expect(covered).toContain('Menu-Menu');
    expect(loader.styleKeys(menu)).toEqual(['Menu-Menu']);
    const stripped = loader.transform(menu, { covered, real: false, ...options });
    expect(stripped).toContain(`const useStyle = genStyleHooks('Menu', __lingxiStyles.later("Menu-Menu"`);
    expect(stripped).not.toContain('getThemeStyle(menuDarkToken');
    const real = loader.transform(menu, { covered, real: true, ...options });
    // the function stays where it was, and the module registers a copy of it when it runs
    expect(real).toContain("const useStyle = genStyleHooks('Menu', token => {");
    expect(real).toMatch(
      /\n__lingxiStyles\.real\("Menu-Menu", token => \{[\s\S]*getThemeStyle\(menuDarkToken, 'dark'\)[\s\S]*\}\);\n$/,
    );
  });

  it('keeps a function that reads what the function around it holds: a copy of it would not be the same', () => {
    const source = [
      "import { genStyleHooks } from '../../theme/internal';",
      'export default (prefixCls, rootCls = prefixCls) => {',
      "  const useStyle = genStyleHooks('Button', (token) => ({ ['.' + rootCls]: { color: token.colorText } }));",
      '  return useStyle(prefixCls, rootCls);',
      '};',
      '',
    ].join('\n');
    expect(loader.styleKeys(source)).toEqual([]);
    expect(loader.transform(source, { covered, real: false, ...options })).toBe(source);
    expect(loader.transform(source, { covered, real: true, ...options })).toBe(source);
  });

  it('brings back, in one module, every style module whose functions it leaves out', () => {
    const modules = coveredStyleModules(shell, covered);
    const rule = styleFunctionsRule(shell, css);
    const all = fs.readFileSync(rule.use[0]!.options.all, 'utf8');
    expect(modules.length).toBeGreaterThan(20);
    for (const file of modules) expect(all).toContain(`${JSON.stringify(`${file}?lingxi-real`)}`);
    // each of them makes at least one style the sheet holds, at the module's top level
    for (const file of modules)
      expect(loader.styleKeys(fs.readFileSync(file, 'utf8')).some((key) => covered.has(key))).toBe(true);
    expect(modules.some((file) => file.endsWith(path.join('button', 'style', 'index.js')))).toBe(true);
    expect(rule.test.test(path.join(antdEs, 'table', 'style', 'index.js'))).toBe(true);
    expect(rule.test.test(path.join(antdEs, 'table', 'Table.js'))).toBe(false);
  });
});

describe('the stand-ins in the browser (lateStyles.js)', () => {
  type Late = {
    real: (key: string, styleFn: (token: unknown) => unknown) => unknown;
    later: (
      key: string,
      load: () => Promise<unknown>,
    ) => (token: unknown, info?: { prefixCls: string }) => unknown;
  };
  let late: Late;
  beforeEach(async () => {
    vi.resetModules();
    vi.stubGlobal('window', {});
    late = (await import('../src/lateStyles.js')) as Late;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('suspends until the chunk has brought the functions, then draws with them; each style drawn so is recorded', async () => {
    const load = vi.fn(async () => {
      await Promise.resolve(); // a chunk arrives later
      late.real('Button-Button', (token) => ({ color: token }));
    });
    const button = late.later('Button-Button', load);
    const pending = thrown(() => button('red', { prefixCls: 'ant-btn' }));
    expect(pending).toBeInstanceOf(Promise);
    // a second style asked for meanwhile waits for the same load
    expect(thrown(() => button('red', { prefixCls: 'ant-btn' }))).toBe(pending);
    await pending;
    expect(button('red')).toEqual({ color: 'red' });
    expect(load).toHaveBeenCalledTimes(1);
    expect((window as { __LINGXI_LATE_STYLES__?: string[] }).__LINGXI_LATE_STYLES__).toEqual([
      'Button-Button ant-btn',
    ]);
  });

  it("throws a failed load's error once, to the error boundary, whose retry loads again", async () => {
    const error = new Error('chunk failed');
    let fail = true;
    const load = vi.fn(async () => {
      await Promise.resolve();
      if (fail) throw error;
      late.real('Tabs-Tabs', () => ({ tabs: true }));
    });
    const tabs = late.later('Tabs-Tabs', load);
    await thrown(() => tabs(null));
    expect(thrown(() => tabs(null))).toBe(error);
    fail = false;
    await thrown(() => tabs(null));
    expect(tabs(null)).toEqual({ tabs: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so when the chunk came without the function asked for (a fault of the build), instead of waiting forever', async () => {
    const stray = late.later('Stray-Stray', async () => undefined);
    await thrown(() => stray(null));
    expect(String(thrown(() => stray(null)))).toContain('Stray-Stray');
  });
});

describe("stylis for the shell's antd, loaded when antd first writes a style itself (lateStylis.js)", () => {
  type Stylis = {
    stylesReady: () => Promise<void>;
    compile: (css: string) => unknown;
    serialize: (nodes: unknown, callback: unknown) => string;
    stringify: unknown;
  };
  // the real stylis, as the generated module names it (antd's CSS-in-JS's own)
  const stylisFile = async () => {
    const { lateStylisModule } = await import('../src/antdStyles');
    return /import\("([^"]+)"\)/.exec(fs.readFileSync(lateStylisModule(shell), 'utf8'))?.[1] ?? '';
  };
  const real = async () => import(await stylisFile());
  const make = async (load: () => Promise<unknown>) =>
    (
      (await import('../src/lateStylis.js')) as { lateStylis: (load: () => Promise<unknown>) => Stylis }
    ).lateStylis(load);
  const serialise = (stylis: Stylis) => stylis.serialize(stylis.compile('.a{color:red}'), stylis.stringify);

  beforeEach(() => vi.stubGlobal('window', {}));
  afterEach(() => vi.unstubAllGlobals());

  it('suspends a style written before it is here, then serialises as stylis does; one load for all', async () => {
    const load = vi.fn(real);
    const stylis = await make(load);
    const pending = thrown(() => serialise(stylis));
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(serialise(stylis)).toBe('.a{color:red;}');
    await stylis.stylesReady();
    expect(load).toHaveBeenCalledTimes(1);
    // the browser tests read that a style waited for it
    expect((window as { __LINGXI_LATE_STYLES__?: string[] }).__LINGXI_LATE_STYLES__).toEqual(['stylis']);
  });

  it("serialises an empty style without it (a dropdown's menu leaves its styles to the dropdown)", async () => {
    const load = vi.fn(real);
    const stylis = (await make(load)) as Stylis & { middleware: (list: unknown[]) => unknown };
    expect(stylis.serialize(stylis.compile(''), stylis.stringify)).toBe('');
    expect(stylis.serialize(stylis.compile(''), stylis.middleware([stylis.stringify]))).toBe('');
    expect(load).not.toHaveBeenCalled();
    expect((window as { __LINGXI_LATE_STYLES__?: string[] }).__LINGXI_LATE_STYLES__).toBeUndefined();
  });

  it('is loaded ahead by stylesReady (what the deferred components wait for), and a failure is thrown once', async () => {
    const error = new Error('chunk failed');
    let fail = true;
    const stylis = await make(async () => {
      if (fail) throw error;
      return real();
    });
    await expect(stylis.stylesReady()).rejects.toBe(error);
    expect(thrown(() => serialise(stylis))).toBe(error);
    fail = false;
    await thrown(() => serialise(stylis));
    expect(serialise(stylis)).toBe('.a{color:red;}');
  });

  it("is what the shell's build gives antd's CSS-in-JS for stylis, and the shell's styles-ready", async () => {
    const { lateStylisModule, STYLIS_FROM_CSSINJS } = await import('../src/antdStyles');
    const file = lateStylisModule(shell);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(
      'export const { stylesReady, compile, middleware, prefixer, serialize, stringify }',
    );
    expect(text).toMatch(/import\("[^"]*[\\/]stylis[\\/]dist[\\/]stylis\.mjs"\)/);
    expect(
      STYLIS_FROM_CSSINJS.test(path.join(antdEs, '..', '..', '@ant-design', 'cssinjs', 'es', 'hooks')),
    ).toBe(true);
    const config = (await import('../src/index')).shellConfig(shell);
    expect(config.resolve?.alias).toEqual({ '@lingxi/build/styles-ready$': file });
  });
});

/**
 * antd's CSS for the components the console draws first, written at build time (issue 25).
 *
 * antd 6 writes a component's CSS in the browser the first time the component renders (its CSS-in-JS:
 * the style function, a serialiser, a hash, a `<style>` tag). A profile of a signed-in console's start
 * showed about 100 ms of the main thread there (the style functions, stylis, cssinjs). antd's CSS-in-JS
 * can read styles from a style sheet instead: with a rule `.data-ant-cssinjs-cache-path{content:"…"}`
 * that maps each style's cache path to its hash, it skips writing any style the sheet already holds
 * (`@ant-design/cssinjs`, `cacheMapUtil`). The shell's build writes that sheet for the components the
 * provided antd loads at once (antd.ts: used and not DEFERRED) with antd's own extractor, and the console
 * puts it in the page before antd first renders (core's `styleSheet.ts`, from the shell's `parts.ts`).
 *
 * The sheet is the same for every theme: antd 6 writes its components' CSS with CSS variables, and the
 * cache path carries no theme (the test renders the catalogue under the dark and compact algorithms and
 * compares). The theme's variables are still written in the browser, per theme, as before.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { antdComponents, DEFERRED } from './antd';
import { writeGenerated } from './subset';

const require = createRequire(import.meta.url);
const styleLoader = require('./antdStyleLoader.cjs') as {
  coveredKeys(css: string): Set<string>;
  styleKeys(source: string): string[];
  REAL: string;
};

/** The global the shell reads the sheet's address from (empty: no sheet, antd writes every style). */
export const ANTD_STYLES_GLOBAL = '__LINGXI_ANTD_STYLES__';

const SCRIPT = path.join(import.meta.dirname, 'antdCatalogue.cjs');

const digest = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The antd components the provided antd loads at once (the workspace's, DEFERRED aside); [] if antd is whole. */
export function firstLoadComponents(appDir: string): string[] {
  return (antdComponents(appDir) ?? []).filter((name) => !DEFERRED[name]);
}

/**
 * The sheet for `names` (antdCatalogue.cjs renders them in its own Node process), kept under the app's
 * `node_modules/.lingxi` by antd's version, the names and the catalogue, so a rebuild does not render
 * again. `theme` ('dark' | 'compact') is for the test only.
 */
export function antdStyleSheet(appDir: string, names: string[], theme?: 'dark' | 'compact'): string {
  const antdPackage = createRequire(path.join(appDir, 'package.json')).resolve('antd/package.json');
  const { version } = JSON.parse(fs.readFileSync(antdPackage, 'utf8')) as { version: string };
  const key = digest([version, fs.readFileSync(SCRIPT, 'utf8'), ...names, theme ?? ''].join('\n')).slice(
    0,
    12,
  );
  const cached = path.join(appDir, 'node_modules', '.lingxi', `antd-styles.${key}.css`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8');
  const css = execFileSync(
    process.execPath,
    [SCRIPT, antdPackage, JSON.stringify(names), ...(theme ? [theme] : [])],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  fs.writeFileSync(cached, css);
  return css;
}

/** The sheet's file in the build, its address for the browser (`prefix` is the shell's asset prefix) and its text. */
export function antdStylesAsset(appDir: string, prefix: string) {
  const names = firstLoadComponents(appDir);
  const css = names.length > 0 ? antdStyleSheet(appDir, names) : '';
  const file = css ? `static/css/antd.${digest(css).slice(0, 10)}.css` : '';
  return { file, css, url: file && prefix + file };
}

/** Emits the sheet into the build (its address is defined as ANTD_STYLES_GLOBAL by the config). */
export function pluginAntdStyles({ file, css }: { file: string; css: string }): RsbuildPlugin {
  return {
    name: 'lingxi:antd-styles',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        if (file) compilation.emitAsset(file, new sources.RawSource(css));
      });
    },
  };
}

/** antd's style modules: each component's `style/*.js` and the wave effect's `style.js`. */
export const ANTD_STYLE_MODULE =
  /[\\/]antd[\\/]es[\\/](?:[^\\/]+[\\/]style[\\/][^\\/]+|_util[\\/]wave[\\/]style)\.js$/;

/** antd's style modules that pass a function of a `covered` key to a maker (antdStyleLoader.cjs). */
export function coveredStyleModules(appDir: string, covered: Set<string>): string[] {
  const es = path.join(
    path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('antd/package.json')),
    'es',
  );
  const files = fs
    .readdirSync(es, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(es, entry.name, 'style');
      return fs.existsSync(folder)
        ? fs
            .readdirSync(folder)
            .filter((name) => name.endsWith('.js'))
            .map((name) => path.join(folder, name))
        : [];
    });
  files.push(path.join(es, '_util/wave/style.js'));
  return files.filter((file) =>
    styleLoader.styleKeys(fs.readFileSync(file, 'utf8')).some((key) => covered.has(key)),
  );
}

/**
 * The rule that leaves out of the shell's antd the style functions of what the sheet holds
 * (antdStyleLoader.cjs), and the module the stand-ins load to bring them all back (lateStyles.js):
 * every such style module again, with `?lingxi-real`.
 */
export function styleFunctionsRule(appDir: string, css: string) {
  const covered = styleLoader.coveredKeys(css);
  const modules = coveredStyleModules(appDir, covered);
  const all = writeGenerated(
    appDir,
    'antd-style-functions.js',
    [
      "// Generated by @lingxi/build (antdStyles.ts): antd's style modules with the functions the shell's first load leaves out.",
      ...modules.map((file, i) => `import * as m${i} from ${JSON.stringify(`${file}?${styleLoader.REAL}`)};`),
      `export default [${modules.map((_, i) => `m${i}`).join(', ')}];`,
      // what the stand-ins wait for besides these functions: stylis, to write the styles with
      `export { stylesReady } from ${JSON.stringify(lateStylisModule(appDir))};`,
      '',
    ].join('\n'),
  );
  return {
    test: ANTD_STYLE_MODULE,
    use: [
      {
        loader: path.join(import.meta.dirname, 'antdStyleLoader.cjs'),
        options: {
          covered: [...covered].sort(),
          helper: path.join(import.meta.dirname, 'lateStyles.js'),
          all,
        },
      },
    ],
  };
}

/** Where antd's CSS-in-JS imports stylis (only its style registration serialises with it). */
export const STYLIS_FROM_CSSINJS = /[\\/]@ant-design[\\/]cssinjs[\\/]/;

/**
 * The stylis antd's CSS-in-JS gets in the shell's build: stand-ins that load the real stylis the first
 * time antd writes a style itself (lateStylis.js), as a generated module that names the real file. The
 * same module is the shell's `@lingxi/build/styles-ready`, which the deferred components' loads wait for.
 */
export function lateStylisModule(appDir: string): string {
  const fromAntd = createRequire(
    createRequire(path.join(appDir, 'package.json')).resolve('antd/package.json'),
  );
  const fromCssinjs = createRequire(fromAntd.resolve('@ant-design/cssinjs/package.json'));
  const stylisPackage = fromCssinjs.resolve('stylis/package.json');
  const { module } = JSON.parse(fs.readFileSync(stylisPackage, 'utf8')) as { module: string };
  const real = path.join(path.dirname(stylisPackage), module);
  const helper = path.join(import.meta.dirname, 'lateStylis.js');
  return writeGenerated(
    appDir,
    'stylis.js',
    [
      "// Generated by @lingxi/build (antdStyles.ts): stylis for antd's CSS-in-JS, loaded when first needed.",
      `import { lateStylis } from ${JSON.stringify(helper)};`,
      `export const { stylesReady, compile, middleware, prefixer, serialize, stringify } = lateStylis(() => import(${JSON.stringify(real)}));`,
      '',
    ].join('\n'),
  );
}

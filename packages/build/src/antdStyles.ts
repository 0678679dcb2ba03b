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

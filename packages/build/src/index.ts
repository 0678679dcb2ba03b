/**
 * Rsbuild + Module Federation settings shared by the shell and the four centres.
 * The singleton list lives here once: a library shared by one app and bundled by another
 * silently makes a second copy (a second session store, a second antd theme).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  antdComponents,
  antdSubset,
  COLOR_PRESETS_FROM_STYLES,
  IS_BRIGHT,
  NO_FILTER_DROPDOWN,
  NO_ILLUSTRATION,
  RESULT_ILLUSTRATIONS,
  SIDE_EFFECT_FREE,
  TABLE_FILTER_DROPDOWN,
} from './antd';
import {
  ANTD_STYLES_GLOBAL,
  antdStylesAsset,
  lateStylisModule,
  pluginAntdStyles,
  STYLIS_FROM_CSSINJS,
  styleFunctionsRule,
} from './antdStyles';
import { pluginCompileHints } from './compileHints';
import { libraryExports, librarySubset, SUBSET_LIBRARIES, type SubsetLibrary } from './libraries';
import { LOGIN_SHARED } from './loginShared';
import { SUBSETS_FILE } from './subset';

/** @ant-design/icons and the icon definitions it draws. */
const ANTD_ICONS = /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/;

/** Libraries every app uses from one copy at run time (STYLE.md, Boundaries). */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'antd',
  'zustand',
  'axios',
  'i18next',
  'react-i18next',
  'dayjs',
  '@tanstack/react-query',
  '@lingxi/core',
  '@lingxi/ui',
] as const;

const WORKSPACE_PACKAGES = new Set(['@lingxi/core', '@lingxi/ui']);

/** The gateway that dev servers proxy to. */
const GATEWAY = process.env.LINGXI_GATEWAY ?? 'http://localhost:8080';

function installedVersion(appDir: string, name: string): string {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  const require = createRequire(path.join(appDir, 'package.json'));
  return (require(`${pkgName}/package.json`) as { version: string }).version;
}

const isSubsetLibrary = (name: string): name is SubsetLibrary =>
  (SUBSET_LIBRARIES as readonly string[]).includes(name);

export function sharedConfig(appDir: string) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      if (WORKSPACE_PACKAGES.has(name)) return [name, { singleton: true, requiredVersion: false as const }];
      const version = installedVersion(appDir, name);
      // antd, react-router, react-i18next: one copy, but only what the workspace uses (subset.ts, issue 25)
      const subset =
        name === 'antd'
          ? { import: antdSubset(appDir), version }
          : isSubsetLibrary(name)
            ? { import: librarySubset(appDir, name), version }
            : {};
      return [name, { singleton: true, requiredVersion: `^${version}`, ...subset }];
    }),
  );
}

const proxy = {
  '/api': { target: GATEWAY, changeOrigin: true },
  '/lingxi.config.json': { target: GATEWAY, changeOrigin: true },
};

/** Centre names, their federation container names and standalone ports. */
export const CENTRES = {
  system: { container: 'lingxi_system', port: 3001 },
  business: { container: 'lingxi_business', port: 3002 },
  identity: { container: 'lingxi_identity', port: 3003 },
  promotion: { container: 'lingxi_promotion', port: 3004 },
} as const;
export type CentreName = keyof typeof CENTRES;

/**
 * A release (`pnpm release <centre>`, scripts/release.mjs) builds into its own versioned folder,
 * `releases/<centre>/<version>/`, named by LINGXI_DIST; a plain build goes to the app's dist/.
 */
const distRoot = () => process.env.LINGXI_DIST || 'dist';

/**
 * Where a build writes, emptied first by a build and never by a dev server: the dev server serves from
 * memory, and emptying dist/ took away the built app that the gateway serves (a centre's dev server
 * started beside `npm start` left the console without that centre). The rsbuild CLI sets NODE_ENV
 * (development for `dev`) before it reads the config.
 */
const outputDir = () => ({
  cleanDistPath: process.env.NODE_ENV !== 'development',
  distPath: { root: distRoot() },
  // LINGXI_NO_MANGLE=1: a build that keeps its functions' names, for CPU profiles that say whose time it is
  // (minified and compressed as usual otherwise; README, "Where the browser's time goes")
  ...(process.env.LINGXI_NO_MANGLE === '1'
    ? { minify: { jsOptions: { minimizerOptions: { mangle: false, compress: { keep_fnames: true } } } } }
    : {}),
});

/**
 * The shell's release (`pnpm release shell`) is built for its own address, `/shell/<version>/`
 * (LINGXI_ASSET_PREFIX), and knows its version (LINGXI_SHELL_VERSION, empty for a plain build), so an
 * open console compares what it runs with what the config names live.
 */
const shellPrefix = () => process.env.LINGXI_ASSET_PREFIX || '/';

const common = (
  appDir: string,
  title: string,
  template: string,
  /** The shell's: what its antd leaves out of the first load (antdStyles.ts). */
  shell?: { rules: Rspack.RuleSetRule[]; stylis: string },
): RsbuildConfig => ({
  plugins: [pluginReact()],
  source: { entry: { index: path.join(appDir, 'src/index.ts') } },
  html: { title, template },
  output: outputDir(),
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    // antd's Result without its 403/404/500 illustrations, its table without the column filter
    // dropdown (the console uses neither), and its button and tag styles without the colour presets
    // panel (antd.ts)
    rspack: (config, { rspack }) => {
      config.plugins ??= [];
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(RESULT_ILLUSTRATIONS, NO_ILLUSTRATION),
        new rspack.NormalModuleReplacementPlugin(TABLE_FILTER_DROPDOWN, NO_FILTER_DROPDOWN),
        new rspack.NormalModuleReplacementPlugin(COLOR_PRESETS_FROM_STYLES, IS_BRIGHT),
      );
      config.module ??= {};
      config.module.rules ??= [];
      config.module.rules.push({ test: SIDE_EFFECT_FREE, sideEffects: false }, ...(shell?.rules ?? []));
      // the shell's antd serialises styles with a stylis loaded when it first writes one itself
      const stylis = shell?.stylis;
      if (stylis)
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(/^stylis$/, (resource) => {
            if (STYLIS_FROM_CSSINJS.test(resource.context)) resource.request = stylis;
          }),
        );
      // the icons' shared code (and an icon) that several lazily loaded parts use is one chunk, not a copy in
      // each: chunks smaller than the split threshold were each given their own copy (issue 25)
      const split = config.optimization?.splitChunks;
      if (split)
        split.cacheGroups = {
          ...split.cacheGroups,
          icons: { test: ANTD_ICONS, name: 'icons', chunks: 'async', minChunks: 2, minSize: 0, priority: 20 },
        };
    },
  },
});

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/**
 * The shared chunks are only discovered once the federation runtime in the entry has run. The login
 * page needs a known few of them (and its own `login` chunk): list them in index.html as preloads.
 */
function pluginPreloadLogin(): RsbuildPlugin {
  return {
    name: 'lingxi:preload-login',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        const dist = api.context.distPath;
        const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
          shared: ManifestShared[];
        };
        // The first variant of each shared library: the one the shell provides.
        const shared = manifest.shared
          .filter((entry) => LOGIN_SHARED.has(entry.name))
          .flatMap((entry) => entry.assets.js.sync.slice(0, 1));
        // The `login` chunk group: the login code and what only it uses.
        const json = stats?.toJson({ all: false, chunkGroups: true });
        const own = (json?.namedChunkGroups?.login?.assets ?? []).map((asset) => asset.name);
        const prefix = shellPrefix();
        const links = [...new Set([...shared, ...own])].map((href) =>
          href.endsWith('.css')
            ? `<link rel="preload" as="style" href="${prefix}${href}">`
            : `<link rel="preload" as="script" href="${prefix}${href}">`,
        );
        const htmlPath = path.join(dist, 'index.html');
        const html = fs.readFileSync(htmlPath, 'utf8');
        fs.writeFileSync(htmlPath, html.replace('</head>', `${links.join('')}</head>`));
      });
    },
  };
}

/** Writes what the build provides of the libraries shared as subsets beside its manifest, for the drift guard. */
function pluginSubsetLists(appDir: string): RsbuildPlugin {
  return {
    name: 'lingxi:subset-lists',
    setup(api) {
      api.onAfterBuild(() => {
        const lists = {
          antd: antdComponents(appDir),
          ...Object.fromEntries(
            SUBSET_LIBRARIES.map((library) => [library, libraryExports(appDir, library)]),
          ),
        };
        fs.writeFileSync(path.join(api.context.distPath, SUBSETS_FILE), `${JSON.stringify(lists)}\n`);
      });
    },
  };
}

/** A style sheet's rules without its comments, for an HTML page's own `<style>`. */
function inlineCss(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function shellConfig(appDir: string) {
  const antdStyles = antdStylesAsset(appDir, shellPrefix());
  // the style functions of what the build-time sheet holds, and stylis, stay out of the shell's first
  // load (antdStyles.ts); the deferred components' loads wait for stylis (`@lingxi/build/styles-ready`)
  const stylis = lateStylisModule(appDir);
  const shell = { rules: antdStyles.css ? [styleFunctionsRule(appDir, antdStyles.css)] : [], stylis };
  const base = common(appDir, '灵犀运营管理平台', path.join(appDir, 'src/index.html'), shell);
  return defineConfig({
    ...base,
    // the kit's Chinese face (`@lingxi/ui/fonts.css`) in the HTML's first style: the login frame
    // painted from the HTML names it too
    html: {
      ...base.html,
      templateParameters: {
        fontFaces: inlineCss(
          createRequire(path.join(appDir, 'package.json')).resolve('@lingxi/ui/fonts.css'),
        ),
      },
    },
    resolve: { alias: { '@lingxi/build/styles-ready$': stylis } },
    output: { ...outputDir(), assetPrefix: shellPrefix() },
    source: {
      entry: { index: path.join(appDir, 'src/index.ts') },
      define: {
        __LINGXI_SHELL_VERSION__: JSON.stringify(process.env.LINGXI_SHELL_VERSION ?? ''),
        [ANTD_STYLES_GLOBAL]: JSON.stringify(antdStyles.url),
      },
    },
    server: { port: 3000, proxy: { ...proxy, '/centres': { target: GATEWAY, changeOrigin: true } } },
    plugins: [
      pluginReact(),
      pluginPreloadLogin(),
      pluginCompileHints({ loginPage: true }),
      pluginSubsetLists(appDir),
      pluginAntdStyles(antdStyles),
      pluginModuleFederation({
        name: 'lingxi_shell',
        // Centres are registered at run time from /lingxi.config.json, never compiled in.
        remotes: {},
        shared: sharedConfig(appDir),
        // Use whatever is already loaded (the shell's copies) instead of fetching every remote
        // entry up front to compare versions.
        shareStrategy: 'loaded-first',
        dts: false,
        // a browser's runtime: without the federation runtime's code for Node (issue 25)
        experiments: { optimization: { target: 'web' } },
      }),
    ],
  });
}

export function centreConfig(appDir: string, centre: CentreName) {
  const { container, port } = CENTRES[centre];
  return defineConfig({
    // Every centre's standalone page is the same bare root element.
    ...common(appDir, `灵犀 · ${centre}`, path.join(import.meta.dirname, 'centre.html')),
    server: { port, cors: true, proxy },
    // Chunks resolve next to their manifest wherever the centre is served from (TOOLCHAIN pitfall 6).
    output: { ...outputDir(), assetPrefix: 'auto' },
    plugins: [
      pluginReact(),
      pluginCompileHints({ loginPage: false }),
      pluginSubsetLists(appDir),
      pluginModuleFederation({
        name: container,
        // A stable name: integrators load it with a plain <script> (see the centre READMEs).
        filename: 'remoteEntry.js',
        exposes: {
          './routes': path.join(appDir, 'src/routes.tsx'),
          './mount': path.join(appDir, 'src/mount.tsx'),
        },
        shared: sharedConfig(appDir),
        shareStrategy: 'loaded-first',
        dts: false,
        // A centre's container loads no remote of its own (the shell loads the centres from their
        // manifests): its runtime is built for the browser, without remote loading and the manifest
        // snapshots that serves (issue 25: 2 KiB of each centre's remote entry).
        experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
    ],
  });
}

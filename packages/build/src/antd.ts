/**
 * antd as a federation singleton that carries only what the console and the centres use (issue 25).
 *
 * A shared module is provided whole: the share scope cannot know which exports another container will
 * ask for, so `shared: { antd }` put every component of the library into the first load after login.
 * Here the module provided under the share key `antd` is a generated file that re-exports exactly the
 * components imported from 'antd' anywhere in the workspace's sources (apps and packages); the bundler
 * tree-shakes antd's own barrel behind it, so the components nobody imports are not built at all.
 * Every app generates the same list from the same sources, so whichever container provides `antd`
 * (the shell, or a centre on its own page) provides all of them; there is still one copy at run time.
 *
 * Limits, the same as `@lingxi/ui` shared whole: a centre built from a later commit that starts using a
 * component the running shell's build did not list gets `undefined` for it; release the shell with it.
 * Each build writes its list beside its manifest (SUBSETS_FILE, subset.ts), and the drift guard and
 * `pnpm release` refuse such a centre, naming the components (scripts/drift-guard.mjs).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { esExports, REPO, usedExports, writeGenerated } from './subset';

/** The antd components imported anywhere in the workspace; null when some file takes the whole library. */
export function usedAntdExports(available: Set<string>, repo = REPO): string[] | null {
  return usedExports('antd', available, repo);
}

/** antd's ES entry as installed for `appDir`. */
export function antdEntry(appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return path.join(path.dirname(require.resolve('antd/package.json')), 'es/index.js');
}

/** The antd components this build provides and uses; null when it takes the library whole. */
export function antdComponents(appDir: string): string[] | null {
  return usedAntdExports(esExports(antdEntry(appDir)));
}

/**
 * Components most sessions never render, kept out of the first load after login: the provided `antd`
 * exports a wrapper for each that loads the component (a chunk of the same container, so it shares the
 * one ConfigProvider, theme and style cache) the first time one renders, and shows nothing until then.
 * Static members the workspace reads are kept: sub-components as wrappers of their own (`parts`),
 * constants by value (`constants`), and values known only once loaded (`values`) read when asked, which
 * is always after the component rendered (Upload.LIST_IGNORE is returned from Upload's own callback).
 * A static member used elsewhere must be added here: the wrapper has only these. Each wrapper also carries,
 * under `Symbol.for('lingxi.later')`, `load()` and `ready()`, so the kit can show a light stand-in and
 * load the component when the user points at it (`@lingxi/ui`'s `laterOf`, the search form's dates).
 * Measured (esbuild, gzip, on top of the rest of the subset): date picker 35 KiB, colour picker 24,
 * image 11, upload 10, timeline 9, tree select 6; then the input number 6, the progress bar 5, the drawer
 * 5, the list 3 and the descriptions 2 (a number field, the import's progress, a detail drawer, the
 * notices' list and a record's facts: all in dialogs, drawers or popovers, none on a list page's first
 * paint); then the tree, 16 KiB with the table's filter dropdown left out (TABLE_FILTER_DROPDOWN): shown
 * beside the users' and the regions' lists and in grant dialogs, never in the console's frame; then the
 * alert and the divider, 3 KiB together (a list that could not be read, dialogs, a record's details);
 * then the avatar and the statistic, 4 KiB together (the profile, the lock page and the home page's
 * figures; the radio buttons and the skeleton stay, as the table and the card use them); then the
 * dialog, the toasts and the notices, 16 KiB together (`Modal`, `message`, `notification`: the kit's
 * `FeedbackRoot` draws their holders when something is first said, in place of antd's `App`, which took
 * all three; a dialog loads when it first opens, `untilOpen`); then the tag and the typography, 8 KiB
 * together (list cells of the business and identity centres, which wait for them: their `parts`). A page
 * loaded on demand that draws one at once waits for it in its loader (`@lingxi/ui`'s `whenLoaded`, a page
 * module's `partsReady`, a centre's `parts`), so it does not pop in.
 * Never a component that wraps what it shows (a popover, a tooltip): the wrapper shows nothing until
 * loaded, so the button inside would be missing meanwhile.
 */
export const DEFERRED: Record<
  string,
  {
    folder: string;
    parts?: string[];
    constants?: Record<string, string>;
    values?: string[];
    /** Not a component but an object of functions (`message`): its `values` only, read once loaded. */
    object?: true;
    /**
     * A dialog: loaded when first open (or rendered ahead with `forceRender`), not when first rendered,
     * since every list page renders its dialogs closed. Until then it draws nothing, as antd's does.
     */
    untilOpen?: true;
  }
> = {
  Alert: { folder: 'alert' },
  Avatar: { folder: 'avatar' },
  ColorPicker: { folder: 'color-picker' },
  DatePicker: {
    folder: 'date-picker',
    parts: ['RangePicker', 'TimePicker', 'WeekPicker', 'MonthPicker', 'QuarterPicker', 'YearPicker'],
  },
  Descriptions: { folder: 'descriptions', parts: ['Item'] },
  Divider: { folder: 'divider' },
  Drawer: { folder: 'drawer' },
  Image: { folder: 'image', parts: ['PreviewGroup'] },
  InputNumber: { folder: 'input-number' },
  // the confirmations, toasts and notices: their hooks are called by the kit's feedback holders
  // (`@lingxi/ui`'s feedback.tsx), drawn once something is first said; never antd's App
  message: { folder: 'message', object: true, values: ['useMessage'] },
  Modal: { folder: 'modal', values: ['useModal'], untilOpen: true },
  notification: { folder: 'notification', object: true, values: ['useNotification'] },
  Progress: { folder: 'progress' },
  Statistic: { folder: 'statistic' },
  // a list cell's state and a record's texts: drawn at once by the business and identity centres' pages
  // (their `parts`) and a few of the system centre's (their `partsReady`), never by the console's frame
  Tag: { folder: 'tag' },
  Timeline: { folder: 'timeline' },
  Tree: { folder: 'tree' },
  Typography: { folder: 'typography', parts: ['Link', 'Paragraph', 'Text', 'Title'] },
  TreeSelect: {
    folder: 'tree-select',
    // @rc-component/tree-select's own values
    constants: { SHOW_ALL: 'SHOW_ALL', SHOW_PARENT: 'SHOW_PARENT', SHOW_CHILD: 'SHOW_CHILD' },
  },
  Upload: { folder: 'upload', parts: ['Dragger'], values: ['LIST_IGNORE'] },
};

/** The wrappers' helper, written once at the top of the generated module. */
const LATER = `import { createElement, lazy, Suspense, useState } from 'react';
// what a component's first styles need besides its chunk (the shell's build: stylis, lateStylis.js)
import { stylesReady } from '@lingxi/build/styles-ready';

/** What a wrapper carries for the kit: load the component ahead of its first render, and whether it is here. */
const LATER = Symbol.for('lingxi.later');

/** A component loaded the first time one renders (@lingxi/build, antd.ts: DEFERRED). */
function later(load) {
  let loaded;
  let pending;
  const get = () =>
    (pending ??= Promise.all([load(), stylesReady()]).then(
      ([module]) => (loaded = module.default),
      (error) => {
        pending = undefined; // a failed fetch is tried again on the next render or intent
        throw error;
      },
    ));
  return {
    part(name, pick, wanted) {
      const resolve = (component) => ({ default: pick ? pick(component) : component });
      // once the chunk is here (another part rendered, or the console's warm-up), a part renders at once:
      // a thenable that answers synchronously, which React's lazy reads without suspending
      const Lazy = lazy(() => (loaded ? { then: (done) => done(resolve(loaded)) } : get().then(resolve)));
      const Shown = (props) => createElement(Suspense, { fallback: null }, createElement(Lazy, props));
      // a dialog: nothing, and nothing fetched, until first wanted; drawn from then on (its closing)
      const Part = wanted
        ? (props) => {
            const [shown, setShown] = useState(false);
            if (!shown && wanted(props)) setShown(true);
            return shown || wanted(props) ? Shown(props) : null;
          }
        : Shown;
      Part.displayName = name;
      Part[LATER] = { load: get, ready: () => loaded !== undefined };
      return Part;
    },
    object() {
      return { [LATER]: { load: get, ready: () => loaded !== undefined } };
    },
    value(target, key) {
      Object.defineProperty(target, key, { enumerable: true, get: () => loaded?.[key] });
    },
  };
}
`;

/** The generated module's text for the used components (DEFERRED ones as wrappers). */
export function antdModule(used: string[]): string {
  const now = used.filter((name) => !DEFERRED[name]);
  const deferred = used.filter((name) => DEFERRED[name]);
  const lines = [
    '// Generated by @lingxi/build (antd.ts): the antd components the workspace imports; those in DEFERRED load when first rendered.',
  ];
  if (deferred.length) lines.push(LATER);
  lines.push(`export { ${now.join(', ')} } from 'antd/es/index.js';`);
  for (const name of deferred) {
    const { folder, parts = [], constants = {}, values = [], object, untilOpen } = DEFERRED[name]!;
    const wanted = untilOpen ? ', undefined, (props) => props.open || props.forceRender' : '';
    const loader = `load${name}`;
    lines.push('', `const ${loader} = later(() => import('antd/es/${folder}/index.js'));`);
    lines.push(`export const ${name} = ${loader}.${object ? 'object()' : `part('${name}'${wanted})`};`);
    for (const part of parts)
      lines.push(`${name}.${part} = ${loader}.part('${name}.${part}', (component) => component.${part});`);
    for (const [key, value] of Object.entries(constants))
      lines.push(`${name}.${key} = ${JSON.stringify(value)};`);
    for (const key of values) lines.push(`${loader}.value(${name}, '${key}');`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The module this app provides as `antd`: a file in the app's `node_modules/.lingxi/` re-exporting the
 * used components from antd's ES entry (a request the `antd` share key does not match, so the file
 * does not consume itself). Falls back to antd whole when a source imports it whole.
 */
export function antdSubset(appDir: string): string {
  const used = antdComponents(appDir);
  return used ? writeGenerated(appDir, 'antd.js', antdModule(used)) : 'antd';
}

/**
 * antd's `Result` draws three illustrations for the statuses 403, 404 and 500 (about 10 KiB of gzip
 * SVG in JSX, imported whether used or not). The console shows results with an icon status only
 * (warning, info, error), so the builds replace the three with an empty component (`NO_ILLUSTRATION`);
 * `test/antd.test.ts` fails when a source asks for one of those statuses or their images.
 */
export const RESULT_ILLUSTRATIONS = /[\\/]antd[\\/]es[\\/]result[\\/](noFound|serverError|unauthorized)\.js$/;
export const NO_ILLUSTRATION = path.join(import.meta.dirname, 'noIllustration.js');

/**
 * antd's table imports its column filter dropdown, and the dropdown antd's tree (with @rc-component/tree,
 * about 16 KiB of gzip JavaScript), whether a column filters or not. The console's tables filter through
 * the search form, never a column's own `filters` or `filterDropdown`, so the builds replace the dropdown
 * with the column's title alone (`NO_FILTER_DROPDOWN`), and antd's tree loads only where a page shows one
 * (DEFERRED). `test/antd.test.ts` fails when a source gives a column filters.
 */
export const TABLE_FILTER_DROPDOWN =
  /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
export const NO_FILTER_DROPDOWN = path.join(import.meta.dirname, 'noFilterDropdown.js');

/**
 * antd's button and tag styles take `isBright` from the colour picker's presets panel, and with that file
 * antd's collapse and @rc-component/collapse (about 4 KiB of gzip JavaScript) come into every app's first
 * load. The request is matched as those two styles write it (the panel itself imports `./ColorPresets`,
 * so the deferred colour picker keeps the real one) and replaced with the same test alone
 * (`IS_BRIGHT`); `test/antd.test.ts` compares the two on colours and backgrounds.
 */
export const COLOR_PRESETS_FROM_STYLES = /^\.\.\/\.\.\/color-picker\/components\/ColorPresets(\.js)?$/;
export const IS_BRIGHT = path.join(import.meta.dirname, 'isBright.js');

/**
 * antd's own packages that do not say they are free of side effects (no `sideEffects` in their
 * package.json): every `@rc-component/*` (the table, the tree, the select, util …) and five of
 * `@ant-design/*`. Without the flag the bundler keeps every module such a package's entry re-exports as
 * soon as one name is imported from it (antd's table takes four helpers from `@rc-component/tree`, which
 * brought the whole tree component). They are libraries of components and functions with nothing to run
 * on import, so the builds treat them as `sideEffects: false` (a module rule), as antd itself declares.
 */
export const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color|react-slick))[\\/]/;

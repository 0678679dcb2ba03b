/**
 * V8's explicit compile hints (issue 25): a script whose first line is `//# allFunctionsCalledOnLoad`
 * has all its functions compiled as it loads (Chrome 136 and later; https://v8.dev/blog/explicit-compile-hints),
 * on a background thread when the script is streamed, instead of each one on the main thread the first
 * time it is called. Without the hint, the console's first drawing after the login compiled about
 * 17 ms of functions of antd, the kit, the shell's console and the centre's page in its one long task;
 * with it, 3-4 ms, and the first row came 25-75 ms sooner (packages/build README). Other browsers
 * read the line as a comment.
 *
 * The hint is given to the chunks the console runs, which load while the password is typed or when a
 * page opens, and not to:
 * - what the login page runs (the entry, the `login` chunk group and the libraries it runs on,
 *   `LOGIN_SHARED`): its largest paint and password field come before anything else, and a whole
 *   library compiled up front would compete with them for the two cores;
 * - the libraries only some pages load when opened (the workflow designer, the rich-text editor, charts,
 *   spreadsheets): much of them never runs, and V8 compiles what does when it is first called.
 */
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { LOGIN_SHARED } from './loginShared';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk group of the login page's own code (the shell's `webpackChunkName: "login"`). */
const LOGIN_GROUP = 'login';

/** Libraries only the pages that use them load: workflow, rich text, charts, spreadsheets, sanitising. */
const PAGE_LIBRARIES =
  /[\\/]node_modules[\\/](bpmn-js|bpmn-moddle|bpmn-engine|bpmn-elements|bpmnlint|diagram-js|moddle|moddle-xml|@tiptap|prosemirror-[\w-]+|echarts|zrender|exceljs|fflate|dompurify|sanitize-html)[\\/]/;

const SEPARATOR = String.raw`[\\/]`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', SEPARATOR);

/**
 * The files of the libraries the login page runs on, named as the build shares them (`LOGIN_SHARED`:
 * `react/jsx-runtime` is react's): a package's own files under node_modules, a workspace package's
 * sources (`@lingxi/core` → `packages/core/src`), and the scheduler React's DOM runs on.
 */
export function loginLibraryFiles(libraries: Iterable<string>): RegExp {
  const packages = new Set(['scheduler']);
  const workspace = new Set<string>();
  for (const library of libraries) {
    const [first = '', second = ''] = library.split('/');
    if (first === '@lingxi') workspace.add(second);
    else packages.add(first.startsWith('@') ? `${first}/${second}` : first);
  }
  const alternatives = (names: Set<string>) => [...names].map(escaped).join('|');
  const parts = [`${SEPARATOR}node_modules${SEPARATOR}(${alternatives(packages)})${SEPARATOR}`];
  if (workspace.size)
    parts.push(`${SEPARATOR}packages${SEPARATOR}(${alternatives(workspace)})${SEPARATOR}src${SEPARATOR}`);
  return new RegExp(parts.join('|'));
}

/**
 * A chunk as the rule reads it: whether it loads with the page, its groups' names, and the files its
 * modules were built from (the federation's wrappers that provide a shared library have none: they
 * only say where it is).
 */
export interface ChunkFacts {
  initial: boolean;
  groups: readonly string[];
  modules: readonly string[];
}

export interface HintRule {
  /**
   * The build has the login page (the shell), whose entry and `login` group load before anything else;
   * a centre's entry is its remote entry, which loads with the centre.
   */
  loginPage: boolean;
  /** The files of the libraries the login page runs on (`loginLibraryFiles`). */
  loginFiles: RegExp;
}

/** Whether a chunk's functions are compiled as it loads (see the top of this file). */
export function compiledOnLoad(chunk: ChunkFacts, { loginPage, loginFiles }: HintRule): boolean {
  if (loginPage && (chunk.initial || chunk.groups.includes(LOGIN_GROUP))) return false;
  return !chunk.modules.some((file) => loginFiles.test(file) || PAGE_LIBRARIES.test(file));
}

type Module = Rspack.Module & { modules?: Rspack.Module[] };

/** The file a module was built from and, for modules concatenated into one, each inner module's. */
function sourceFiles(module: Module): string[] {
  const own = module.nameForCondition();
  return [...(own ? [own] : []), ...(module.modules ?? []).flatMap((inner) => sourceFiles(inner))];
}

/**
 * Puts the hint on the first line of the JavaScript files of the chunks `compiledOnLoad` picks: after
 * minifying (which would drop the comment) and before the files' content hashes are taken. Not in a
 * build with source maps (the dev server's): a file's map is made before this stage, and a line put
 * before the code would shift every line the map points at.
 */
export function pluginCompileHints({ loginPage }: { loginPage: boolean }): RsbuildPlugin {
  const rule: HintRule = { loginPage, loginFiles: loginLibraryFiles(LOGIN_SHARED) };
  return {
    name: 'lingxi:compile-hints',
    setup(api) {
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, compiler, sources }) => {
        if (compiler.options.devtool) return;
        for (const chunk of compilation.chunks) {
          const facts: ChunkFacts = {
            initial: chunk.canBeInitial(),
            groups: [...chunk.groupsIterable].map((group) => group.name ?? ''),
            modules: compilation.chunkGraph.getChunkModules(chunk).flatMap((m) => sourceFiles(m as Module)),
          };
          if (!compiledOnLoad(facts, rule)) continue;
          for (const file of chunk.files) {
            const source = assets[file];
            if (!file.endsWith('.js') || !source) continue;
            compilation.updateAsset(file, new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    },
  };
}

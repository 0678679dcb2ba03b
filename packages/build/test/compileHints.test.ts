import { describe, expect, it } from 'vitest';
import { type ChunkFacts, compiledOnLoad, type HintRule, loginLibraryFiles } from '../src/compileHints';
import { LOGIN_SHARED } from '../src/loginShared';

const pnpm = (name: string, file: string) =>
  `/repo/node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/${file}`;
const chunk = (facts: Partial<ChunkFacts>): ChunkFacts => ({
  initial: false,
  groups: [],
  modules: [],
  ...facts,
});

const loginFiles = loginLibraryFiles(LOGIN_SHARED);
const SHELL: HintRule = { loginPage: true, loginFiles };
const CENTRE: HintRule = { loginPage: false, loginFiles };

describe('which chunks V8 compiles as they load', () => {
  it("the console's: the shell's console, antd, the kit, a centre's pages", () => {
    expect(
      compiledOnLoad(
        chunk({ groups: ['console'], modules: ['/repo/apps/shell/src/console/Console.tsx'] }),
        SHELL,
      ),
    ).toBe(true);
    expect(
      compiledOnLoad(
        chunk({
          modules: [pnpm('antd', 'es/button/index.js'), pnpm('@rc-component/trigger', 'es/index.js')],
        }),
        SHELL,
      ),
    ).toBe(true);
    expect(compiledOnLoad(chunk({ modules: ['/repo/packages/ui/src/crud/CrudPage.tsx'] }), CENTRE)).toBe(
      true,
    );
    expect(compiledOnLoad(chunk({ modules: ['/repo/apps/system/src/pages/param/index.tsx'] }), CENTRE)).toBe(
      true,
    );
  });

  it("not the login page's: the shell's entry, its login group and the libraries it runs on", () => {
    expect(compiledOnLoad(chunk({ initial: true, modules: ['/repo/apps/shell/src/index.ts'] }), SHELL)).toBe(
      false,
    );
    expect(
      compiledOnLoad(
        chunk({ groups: ['login'], modules: ['/repo/apps/shell/src/public/LoginPage.tsx'] }),
        SHELL,
      ),
    ).toBe(false);
    // a chunk the login page shares with the console is the login page's
    expect(compiledOnLoad(chunk({ groups: ['app', 'login'] }), SHELL)).toBe(false);
    for (const library of ['react', 'react-dom', 'scheduler', 'i18next', 'axios'])
      expect(compiledOnLoad(chunk({ modules: [pnpm(library, 'index.js')] }), SHELL), library).toBe(false);
    expect(compiledOnLoad(chunk({ modules: ['/repo/packages/core/src/http.ts'] }), CENTRE)).toBe(false);
    // react-router and react-i18next are the console's, not react's
    expect(
      compiledOnLoad(
        chunk({ modules: [pnpm('react-router', 'dist/index.mjs'), pnpm('react-i18next', 'dist/index.js')] }),
        SHELL,
      ),
    ).toBe(true);
  });

  it("a centre's remote entry, which loads with the centre, not with the login page", () => {
    expect(
      compiledOnLoad(
        chunk({ initial: true, modules: [pnpm('@module-federation/runtime-core', 'dist/core.cjs')] }),
        CENTRE,
      ),
    ).toBe(true);
  });

  it('not the libraries only some pages load: workflow, rich text, charts, spreadsheets', () => {
    // beside the page that uses it, in one chunk, the whole chunk is left to V8
    for (const [library, file] of [
      ['bpmn-js', 'lib/Modeler.js'],
      ['diagram-js', 'lib/Diagram.js'],
      ['@tiptap/core', 'dist/index.js'],
      ['prosemirror-view', 'dist/index.js'],
      ['echarts', 'lib/echarts.js'],
      ['zrender', 'lib/zrender.js'],
      ['exceljs', 'dist/exceljs.min.js'],
      ['dompurify', 'dist/purify.es.mjs'],
    ])
      expect(
        compiledOnLoad(
          chunk({ modules: ['/repo/apps/business/src/pages/x.tsx', pnpm(library, file)] }),
          CENTRE,
        ),
        library,
      ).toBe(false);
  });
});

describe("the login page's library files, from the names the build shares them by", () => {
  it('a package by its name, a scoped one whole, a workspace package by its sources, on either separator', () => {
    const files = loginLibraryFiles(['react/jsx-runtime', '@tanstack/query-core', '@lingxi/core']);
    expect(files.test(pnpm('react', 'jsx-runtime.js'))).toBe(true);
    expect(files.test(pnpm('scheduler', 'index.js'))).toBe(true);
    expect(files.test(pnpm('@tanstack/query-core', 'build/modern/index.js'))).toBe(true);
    expect(files.test('C:\\repo\\packages\\core\\src\\http.ts')).toBe(true);
    expect(files.test(pnpm('react-dom', 'index.js'))).toBe(false);
    expect(files.test(pnpm('@tanstack/react-query', 'build/modern/index.js'))).toBe(false);
    expect(files.test('/repo/packages/ui/src/crud/CrudPage.tsx')).toBe(false);
  });
});

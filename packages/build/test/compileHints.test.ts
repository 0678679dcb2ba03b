import { describe, expect, it } from 'vitest';
import { type ChunkFacts, compiledOnLoad } from '../src/compileHints';

const pnpm = (name: string, file: string) =>
  `/repo/node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/${file}`;
const chunk = (facts: Partial<ChunkFacts>): ChunkFacts => ({
  initial: false,
  groups: [],
  modules: [],
  ...facts,
});

describe('which chunks V8 compiles as they load', () => {
  it("the console's: the shell's console, antd, the kit, a centre's pages", () => {
    expect(
      compiledOnLoad(
        chunk({ groups: ['console'], modules: ['/repo/apps/shell/src/console/Console.tsx'] }),
        true,
      ),
    ).toBe(true);
    expect(
      compiledOnLoad(
        chunk({
          modules: [pnpm('antd', 'es/button/index.js'), pnpm('@rc-component/trigger', 'es/index.js')],
        }),
        true,
      ),
    ).toBe(true);
    expect(compiledOnLoad(chunk({ modules: ['/repo/packages/ui/src/crud/CrudPage.tsx'] }), false)).toBe(true);
    expect(compiledOnLoad(chunk({ modules: ['/repo/apps/system/src/pages/param/index.tsx'] }), false)).toBe(
      true,
    );
  });

  it("not the login page's: the shell's entry, its login group and the libraries it runs on", () => {
    expect(compiledOnLoad(chunk({ initial: true, modules: ['/repo/apps/shell/src/index.ts'] }), true)).toBe(
      false,
    );
    expect(
      compiledOnLoad(
        chunk({ groups: ['login'], modules: ['/repo/apps/shell/src/public/LoginPage.tsx'] }),
        true,
      ),
    ).toBe(false);
    // a chunk the login page shares with the console is the login page's
    expect(compiledOnLoad(chunk({ groups: ['app', 'login'] }), true)).toBe(false);
    for (const library of ['react', 'react-dom', 'scheduler', 'i18next', 'axios', 'js-md5'])
      expect(compiledOnLoad(chunk({ modules: [pnpm(library, 'index.js')] }), true), library).toBe(false);
    expect(compiledOnLoad(chunk({ modules: ['/repo/packages/core/src/http.ts'] }), false)).toBe(false);
    // react-router and react-i18next are the console's, not react's
    expect(
      compiledOnLoad(
        chunk({ modules: [pnpm('react-router', 'dist/index.mjs'), pnpm('react-i18next', 'dist/index.js')] }),
        true,
      ),
    ).toBe(true);
  });

  it("a centre's remote entry, which loads with the centre, not with the login page", () => {
    expect(
      compiledOnLoad(
        chunk({ initial: true, modules: [pnpm('@module-federation/runtime-core', 'dist/core.cjs')] }),
        false,
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
          false,
        ),
        library,
      ).toBe(false);
  });
});

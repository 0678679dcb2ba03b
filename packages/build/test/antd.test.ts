import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  antdEntry,
  antdSubset,
  COLOR_PRESETS_FROM_STYLES,
  IS_BRIGHT,
  NO_FILTER_DROPDOWN,
  NO_ILLUSTRATION,
  RESULT_ILLUSTRATIONS,
  SIDE_EFFECT_FREE,
  TABLE_FILTER_DROPDOWN,
  usedAntdExports,
} from '../src/antd';
import { esExports, REPO, sourceFiles } from '../src/subset';
import { shell, workspace } from './workspace';

const available = esExports(antdEntry(shell));

describe("antd's runtime exports", () => {
  it('are the components and helpers of the ES entry, not its types', () => {
    expect(available.has('Button')).toBe(true);
    expect(available.has('ConfigProvider')).toBe(true);
    expect(available.has('theme')).toBe(true);
    expect(available.has('ButtonProps')).toBe(false);
  });
});

describe('the antd components the workspace imports', () => {
  it('are every named value import from antd in apps and packages, renamed or not, comments aside', () => {
    const repo = workspace({
      'apps/a/src/Page.tsx': `import { Button, type ButtonProps, Table as Grid } from 'antd';\nimport { X } from 'other';`,
      'packages/kit/src/Form.tsx': `import {\n  // the form\n  Form,\n  /* a picker */ DatePicker,\n} from "antd";`,
      'packages/kit/src/types.ts': `import type { Modal } from 'antd';`,
      'apps/a/src/Page.test.tsx': `import { Cascader } from 'antd';`,
      'apps/a/other/Outside.tsx': `import { Transfer } from 'antd';`,
    });
    expect(usedAntdExports(available, repo)).toEqual(['Button', 'DatePicker', 'Form', 'Table']);
  });

  it('leave out names antd has only as types, imported without the type keyword', () => {
    const repo = workspace({ 'apps/a/src/x.ts': `import { Select, SelectProps } from 'antd';` });
    expect(usedAntdExports(available, repo)).toEqual(['Select']);
  });

  it('are "all of antd" when a source takes the library whole', () => {
    const repo = workspace({
      'apps/a/src/x.ts': `import { Button } from 'antd';`,
      'apps/b/src/y.ts': `import * as antd from 'antd';`,
    });
    expect(usedAntdExports(available, repo)).toBeNull();
  });
});

describe("the module an app provides as 'antd'", () => {
  it("re-exports the workspace's components from antd's ES entry, a request the share key does not match", () => {
    const file = antdSubset(shell);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toMatch(/export \{ [^}]*\bTable\b[^}]*\} from 'antd\/es\/index\.js';/);
    expect(text).toMatch(/\bConfigProvider\b/);
    expect(text).not.toMatch(/from 'antd';/);
  });
});

describe("antd's Result illustrations, left out of the builds", () => {
  it("are exactly Result's three files for 403, 404 and 500", () => {
    const folder = path.join(path.dirname(antdEntry(shell)), 'result');
    const matched = fs
      .readdirSync(folder)
      .filter((file) => RESULT_ILLUSTRATIONS.test(path.join(folder, file)))
      .sort();
    expect(matched).toEqual(['noFound.js', 'serverError.js', 'unauthorized.js']);
    expect(fs.existsSync(NO_ILLUSTRATION)).toBe(true);
  });

  it('are asked for nowhere in the workspace: no result of status 403, 404 or 500, nor their images', () => {
    const asking = sourceFiles(REPO).filter((file) =>
      /status=\{?\s*["'](403|404|500)["']|PRESENTED_IMAGE_(403|404|500)/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(asking).toEqual([]);
  });
});

describe("antd's table column filter dropdown, left out of the builds", () => {
  it("is exactly the table's filter dropdown file, and the stand-in keeps the hook's flattenKeys", async () => {
    const folder = path.join(path.dirname(antdEntry(shell)), 'table', 'hooks', 'useFilter');
    const matched = fs
      .readdirSync(folder)
      .filter((file) => TABLE_FILTER_DROPDOWN.test(path.join(folder, file)));
    expect(matched).toEqual(['FilterDropdown.js']);
    // the filter hook imports these two names from the file
    expect(fs.readFileSync(path.join(folder, 'index.js'), 'utf8')).toMatch(
      /import FilterDropdown, \{ flattenKeys \} from '\.\/FilterDropdown';/,
    );
    const standIn = await import(NO_FILTER_DROPDOWN);
    const filters = [{ value: 'a', children: [{ value: 'b' }, { value: 'c', children: [{ value: 'd' }] }] }];
    expect(standIn.flattenKeys(filters)).toEqual(['a', 'b', 'c', 'd']);
    expect(standIn.default({ children: '标题' })).toBe('标题');
  });

  it('is needed nowhere in the workspace: no column gives filters or a filter dropdown', () => {
    const filtering = sourceFiles(REPO).filter((file) =>
      /\b(filterDropdown|filterIcon|onFilter|filteredValue|defaultFilteredValue|filterMode|filterSearch)\s*[:=]|\bfilters\s*:\s*\[\s*\{\s*text\b/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(filtering).toEqual([]);
  });
});

describe("antd's packages treated as free of side effects", () => {
  /** antd's installed dependencies of its own families, by folder. */
  function antdFamily(): { name: string; folder: string; sideEffects: unknown }[] {
    const antd = path.dirname(path.dirname(antdEntry(shell)));
    const modules = path.dirname(antd); // pnpm: antd's dependencies are its siblings
    const manifest = JSON.parse(fs.readFileSync(path.join(antd, 'package.json'), 'utf8'));
    return Object.keys(manifest.dependencies as Record<string, string>)
      .filter((name) => /^@(rc-component|ant-design)\//.test(name))
      .map((name) => {
        const folder = fs.realpathSync(path.join(modules, name));
        const own = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
        return { name, folder, sideEffects: own.sideEffects };
      });
  }

  it('are every one of them that does not declare its side effects, and none that does', () => {
    const family = antdFamily();
    expect(family.length).toBeGreaterThan(30);
    for (const { name, folder, sideEffects } of family) {
      const file = path.join(folder, 'es', 'index.js');
      if (sideEffects === undefined) expect(SIDE_EFFECT_FREE.test(file), name).toBe(true);
      else expect(SIDE_EFFECT_FREE.test(file), name).toBe(false);
    }
    expect(family.map((p) => p.name)).toEqual(
      expect.arrayContaining(['@rc-component/tree', '@rc-component/util']),
    );
  });

  it('leave antd itself, React and the rest to their own declarations', () => {
    for (const file of [
      antdEntry(shell),
      '/x/node_modules/react/index.js',
      '/x/node_modules/@ant-design/icons/es/index.js',
    ])
      expect(SIDE_EFFECT_FREE.test(file), file).toBe(false);
  });
});

describe("antd's colour presets panel, left out of the button's and the tag's styles", () => {
  const es = path.dirname(antdEntry(shell));

  it('is replaced where those two styles import it, and nowhere else', () => {
    const files = fs
      .readdirSync(es, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const importers = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']*ColorPresets)'/g)].map((match) => [
        path.relative(es, file),
        COLOR_PRESETS_FROM_STYLES.test(match[1]!),
      ]),
    );
    expect(importers.sort()).toEqual([
      ['button/style/token.js', true],
      ['color-picker/components/PanelPresets.js', false],
      ['tag/style/index.js', true],
    ]);
    // the resolved file itself is never matched (the colour picker keeps its panel)
    expect(COLOR_PRESETS_FROM_STYLES.test(path.join(es, 'color-picker/components/ColorPresets.js'))).toBe(
      false,
    );
  });

  it("judges every colour as antd's own isBright does, over a light and a dark background", async () => {
    const { isBright } = await import(IS_BRIGHT);
    const antd = await import(path.join(es, 'color-picker/components/ColorPresets.js'));
    const { AggregationColor } = await import(path.join(es, 'color-picker/color.js'));
    const colours = ['#fff', '#000', '#1677ff', '#fadb14', '#52c41a', '#c0c0c0', '#bfbfbf'];
    const alphas = ['', '80', '7f', '33', '00'];
    let bright = 0;
    for (const colour of colours)
      for (const alpha of alphas)
        for (const background of ['#fff', '#141414', 'rgba(0, 0, 0, 0.5)']) {
          const value = new AggregationColor(colour + alpha);
          const expected = antd.isBright(value, background);
          expect(isBright(value, background), `${colour}${alpha} over ${background}`).toBe(expected);
          if (expected) bright += 1;
        }
    expect(bright).toBeGreaterThan(10); // both answers are met
  });
});

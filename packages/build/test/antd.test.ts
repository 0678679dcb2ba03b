import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdEntry, antdSubset, NO_ILLUSTRATION, RESULT_ILLUSTRATIONS, usedAntdExports } from '../src/antd';
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

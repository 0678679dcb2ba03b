import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routerEntry, routerExports, routerSubset } from '../src/router';

const shell = path.resolve(import.meta.dirname, '../../../apps/shell');

const repos: string[] = [];
function workspace(files: Record<string, string>): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-build-'));
  repos.push(repo);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  return repo;
}
afterEach(() => {
  for (const repo of repos.splice(0)) fs.rmSync(repo, { recursive: true, force: true });
});

describe('the react-router exports the workspace imports', () => {
  it('are the named value imports from react-router, types and other packages aside', () => {
    const repo = workspace({
      'apps/a/src/App.tsx': `import { BrowserRouter, Routes, type RouteObject, useNavigate as go } from 'react-router';`,
      'packages/kit/src/x.ts': `import { NavigateFunction, useLocation } from 'react-router';\nimport { Link } from 'react-router/dom';`,
      'packages/kit/src/y.test.tsx': `import { MemoryRouter } from 'react-router';`,
    });
    expect(routerExports(shell, repo)).toEqual(['BrowserRouter', 'Routes', 'useLocation', 'useNavigate']);
  });

  it('are "all of react-router" when a source takes it whole', () => {
    const repo = workspace({ 'apps/a/src/x.ts': `import * as router from 'react-router';` });
    expect(routerExports(shell, repo)).toBeNull();
  });
});

describe("the module an app provides as 'react-router'", () => {
  it("re-exports the workspace's names from the package's ES entry by path, a request the share key does not match", async () => {
    const file = routerSubset(shell);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(`from ${JSON.stringify(routerEntry(shell))};`);
    expect(text).not.toMatch(/from 'react-router';/);
    const provided = (await import(file)) as Record<string, unknown>;
    // what the shell's own routes and the kit's list pages use, as functions
    for (const name of ['BrowserRouter', 'Routes', 'Route', 'Navigate', 'useNavigate', 'useSearchParams'])
      expect(typeof provided[name], name).toBe('function');
    // the data routers and server rendering are not carried
    expect(provided.createBrowserRouter).toBeUndefined();
    expect(provided.ServerRouter).toBeUndefined();
  });
});

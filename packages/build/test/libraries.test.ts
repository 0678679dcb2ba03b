import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { esEntry, libraryExports, librarySubset } from '../src/libraries';
import { shell, workspace } from './workspace';

describe('the exports of a library the workspace imports', () => {
  it('are the named value imports from it, types, tests and other packages aside', () => {
    const repo = workspace({
      'apps/a/src/App.tsx': `import { BrowserRouter, Routes, type RouteObject, useNavigate as go } from 'react-router';`,
      'packages/kit/src/x.ts': `import { NavigateFunction, useLocation } from 'react-router';\nimport { Link } from 'react-router/dom';`,
      'packages/kit/src/y.test.tsx': `import { MemoryRouter } from 'react-router';`,
      'packages/kit/src/z.tsx': `import { useTranslation } from 'react-i18next';`,
    });
    expect(libraryExports(shell, 'react-router', repo)).toEqual([
      'BrowserRouter',
      'Routes',
      'useLocation',
      'useNavigate',
    ]);
    expect(libraryExports(shell, 'react-i18next', repo)).toEqual(['useTranslation']);
  });

  it("follow a package its entry re-exports wholesale: TanStack Query's core", () => {
    const repo = workspace({
      'packages/kit/src/data.ts': `import { QueryClient, keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';`,
    });
    expect(libraryExports(shell, '@tanstack/react-query', repo)).toEqual([
      'QueryClient',
      'keepPreviousData',
      'useQuery',
    ]);
  });

  it('are "all of it" when a source takes the library whole', () => {
    const repo = workspace({ 'apps/a/src/x.ts': `import * as router from 'react-router';` });
    expect(libraryExports(shell, 'react-router', repo)).toBeNull();
  });
});

describe('the module an app provides for such a library', () => {
  it("re-exports react-router's used names from its ES entry by path, a request the share key does not match", async () => {
    const file = librarySubset(shell, 'react-router');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(`from ${JSON.stringify(esEntry(shell, 'react-router'))};`);
    expect(text).not.toMatch(/from 'react-router';/);
    const provided = (await import(file)) as Record<string, unknown>;
    // what the shell's own routes and the kit's list pages use, as functions
    for (const name of ['BrowserRouter', 'Routes', 'Route', 'Navigate', 'useNavigate', 'useSearchParams'])
      expect(typeof provided[name], name).toBe('function');
    // the data routers and server rendering are not carried
    expect(provided.createBrowserRouter).toBeUndefined();
    expect(provided.ServerRouter).toBeUndefined();
  });

  it("carries TanStack Query's client, its provider and the hooks the kit uses, not the rest", async () => {
    const file = librarySubset(shell, '@tanstack/react-query');
    expect(fs.readFileSync(file, 'utf8')).toContain(
      `from ${JSON.stringify(esEntry(shell, '@tanstack/react-query'))};`,
    );
    const provided = (await import(file)) as Record<string, unknown>;
    for (const name of ['QueryClient', 'QueryClientProvider', 'useQuery', 'useQueries', 'useQueryClient'])
      expect(provided[name], name).toBeDefined();
    for (const name of [
      'useMutation',
      'useInfiniteQuery',
      'useSuspenseQuery',
      'dehydrate',
      'HydrationBoundary',
    ])
      expect(provided[name], name).toBeUndefined();
  });

  it("carries react-i18next's hook and provider, not Trans", async () => {
    const provided = (await import(librarySubset(shell, 'react-i18next'))) as Record<string, unknown>;
    expect(typeof provided.useTranslation).toBe('function');
    expect(typeof provided.I18nextProvider).toBe('function');
    expect(provided.Trans).toBeUndefined();
  });
});

import { defineConfig } from 'vitest/config';

/**
 * A centre's vitest configuration: the pure tests (test/*.test.ts: rules, texts) and the page tests
 * (test/pages/), which run the centre's real pages against one real gateway the page harness's global
 * setup starts for the whole run. One project, so the pure tests run in the workers the page tests already
 * started (a project of their own waited for the pages and then started a worker of its own: 2–3 s).
 */
// Plain JavaScript: the centres' vitest.config.ts loads it through Node, which does not read TypeScript
// from a workspace package (its types are in vitest.d.ts).
export function centreTestConfig() {
  return defineConfig({
    test: {
      // Both cores for a centre's own run (the page tests share one gateway; a file's records are its own).
      // `.ci/run` runs two packages at once and sets 1 (scripts/unit-tests.mjs).
      maxWorkers: Number(process.env.LINGXI_TEST_WORKERS) || 2,
      // React's development build and happy-dom allocate short-lived objects by the million: a larger young
      // generation cut the page tests' time by about 7 % at 64 MB and 5 % more at 128 MB (platform,
      // dictionary and user pages, one worker; 256 MB gained nothing more). The collector on the worker's
      // own thread: its helper threads only compete with the other worker for two cores (the system
      // centre's run 67 s → 61–64 s, 9 % less CPU).
      execArgv: ['--max-semi-space-size=128', '--single-threaded-gc'],
      // the transformed modules kept on disk (node_modules/.experimental-vitest-cache) for the next run: the first
      // page test starts about 2 s sooner
      experimental: { fsModuleCache: true },
      environment: 'happy-dom',
      include: ['test/*.test.ts?(x)', 'test/pages/**/*.test.tsx'],
      globalSetup: ['@lingxi/testing/global-setup'],
      setupFiles: ['@lingxi/testing/setup'],
      // the files share antd, the kit and the signed-in users instead of loading them per file (the
      // business centre's 9 pure files: 35 s → 8 s); no test mocks or stubs a global, and each page test
      // sets its own language
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}

import { defineConfig } from 'vitest/config';

/**
 * A centre's vitest configuration, two projects: the pure tests (rules, texts), and the page tests
 * (test/pages/), which run the centre's real pages against one real gateway the page harness's global
 * setup starts for the whole run.
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
      // dictionary and user pages, one worker; 256 MB gained nothing more)
      execArgv: ['--max-semi-space-size=128'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['test/*.test.ts?(x)'],
            // pure tests of rules and texts, but their modules bring antd and the kit: loaded once per
            // worker instead of per file (the business centre's 9 files: 35 s → 8 s); none of them mocks,
            // stubs a global or changes the language
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'pages',
            environment: 'happy-dom',
            include: ['test/pages/**/*.test.tsx'],
            globalSetup: ['@lingxi/testing/global-setup'],
            setupFiles: ['@lingxi/testing/setup'],
            // the files share antd, the kit and the signed-in users instead of loading them per file
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  });
}

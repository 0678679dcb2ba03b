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
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'happy-dom', include: ['test/*.test.ts?(x)'] },
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

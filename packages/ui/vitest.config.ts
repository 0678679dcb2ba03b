import { defineConfig } from 'vitest/config';

/**
 * The files that replace one of the kit's own modules (`vi.mock`): a module replaced in a shared module
 * graph would stay replaced for the files after them, so they run in a fresh one each.
 */
const MOCKING = ['test/useRemove.test.tsx', 'test/feedbackRetry.test.tsx'];
const common = { environment: 'happy-dom', testTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        // one module graph per worker, reset between files by test/fresh.ts (which says why)
        test: {
          ...common,
          name: 'kit',
          include: ['test/**/*.test.tsx'],
          exclude: MOCKING,
          isolate: false,
          setupFiles: ['test/fresh.ts'],
        },
      },
      { test: { ...common, name: 'kit (own modules replaced)', include: MOCKING } },
    ],
  },
});

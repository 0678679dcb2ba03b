import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/index.ts'],
      reporter: ['text-summary', 'text'],
      // Issue 3: at least 90 % of core's lines are run by a test; the test command fails below it.
      thresholds: { lines: 90 },
    },
  },
});

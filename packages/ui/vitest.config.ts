import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const TESTS = 'test/**/*.test.tsx';

/**
 * The files that replace one of the kit's own modules (`vi.mock`), found by reading them: a module
 * replaced in a shared module graph would stay replaced for the files after them, so they run in a fresh
 * graph each.
 */
const testDir = join(import.meta.dirname, 'test'); // wherever vitest is started from
const MOCKING = readdirSync(testDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .filter((file) => readFileSync(join(testDir, file), 'utf8').includes('vi.mock('))
  .map((file) => `test/${file}`);
const common = { environment: 'happy-dom', testTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        // one module graph per worker, reset between files by test/fresh.ts (which says why)
        test: {
          ...common,
          name: 'kit',
          include: [TESTS],
          exclude: MOCKING,
          isolate: false,
          setupFiles: ['test/fresh.ts'],
        },
      },
      { test: { ...common, name: 'kit (own modules replaced)', include: MOCKING } },
    ],
  },
});

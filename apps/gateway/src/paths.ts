import { fileURLToPath } from 'node:url';

// This file sits directly in src/ and is bundled into dist/main.mjs: both are one level below the
// package, so the same relative URLs work from source (tsx, vitest) and from the build.
export const defaultDataDir = fileURLToPath(new URL('../data', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
/** The repository's apps/ folder: shell/dist, system/dist, ... live below it. */
export const defaultStaticRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Vitest `setupFiles` of the page tests: runs before every test file, also when the files share their
 * modules (`isolate: false`, which keeps antd and the harness loaded once per worker).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { basename, join } from 'node:path';
import { configureTestingLibrary, skipOwnerStacks } from '@lingxi/ui/testing';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

configureTestingLibrary();
skipOwnerStacks();

afterEach(() => {
  cleanup();
});

// a failed query prints the start of the page, not all of it
process.env.DEBUG_PRINT_LIMIT ??= '2000';

// LINGXI_TEST_CPU_PROFILE=<folder>: a CPU profile of each test file, `<file>.cpuprofile` there (where a
// slow test's time goes; open it in Chrome's DevTools). Taken in the worker through the inspector: node's
// --cpu-prof writes at a clean exit, which vitest's workers do not make.
const profileDir = process.env.LINGXI_TEST_CPU_PROFILE;
if (profileDir) {
  const session = new Session();
  beforeAll(async () => {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  });
  afterAll(async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(profileDir, { recursive: true });
    const file = basename(expect.getState().testPath ?? `worker-${process.pid}`);
    writeFileSync(join(profileDir, `${file}.cpuprofile`), JSON.stringify(profile));
  });
}

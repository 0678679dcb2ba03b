/**
 * Vitest `setupFiles` of the page tests: runs before every test file, also when the files share their
 * modules (`isolate: false`, which keeps antd and the harness loaded once per worker).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// a page answers after a real round trip to the gateway, on a machine that may be busy: CI runs two
// packages' tests at once on 2 cores, where an import's answer once took longer than 8 s
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});

// a failed query prints the start of the page, not all of it
process.env.DEBUG_PRINT_LIMIT ??= '2000';

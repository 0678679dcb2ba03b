import type { UserConfig } from 'vitest/config';

/** A centre's vitest configuration: the unit project and the page-harness project. */
export function centreTestConfig(): UserConfig;

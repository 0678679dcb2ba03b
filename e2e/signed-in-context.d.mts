import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** localStorage key that says this origin's saved state was written in this context. */
export declare const SEEDED_KEY: string;

/** `browser.newContext(options)` that starts signed in from `options.storageState` (signed-in-context.mjs). */
export declare function newSignedInContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext>;

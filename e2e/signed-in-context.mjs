// A browser context that starts signed in from a saved storage state, for the browser tests' consoles
// (tests/support.ts) and `pnpm bench` (scripts/bench-console.mjs measures a console started this way).
// Plain JavaScript so the bench runs it as it is.
//
// Playwright's own `storageState` option writes localStorage by opening a hidden page at each origin in
// the new context before the test's page exists: another renderer and a navigation, about 150 ms of the
// browser's CPU for every console a test starts (measured, README "The browser"). Here the cookies are
// added directly and the saved localStorage is written by an init script, before the page's own scripts
// run, the first time each origin loads in the context. A marker key keeps a reload (or a later page of
// the context) from writing the saved session over a newer one: the console rotates its refresh token
// and clears its keys on logout, and a reload must see that as the user would.
import { readFile } from 'node:fs/promises';

/** localStorage key that says this origin's saved state was written in this context. */
export const SEEDED_KEY = 'e2e-storage-state-written';

/** Runs in the page: writes the origin's saved localStorage once per context. */
function writeSavedStorage({ origins, marker }) {
  const saved = origins.find((one) => one.origin === location.origin);
  if (!saved || localStorage.getItem(marker) !== null) return;
  for (const { name, value } of saved.localStorage) localStorage.setItem(name, value);
  localStorage.setItem(marker, '1');
}

/**
 * `browser.newContext(options)` whose `storageState` (a file's path or the state itself) is applied as
 * described above; without one, a context with no saved state. (Inside a test Playwright fills the options
 * a call leaves out from the test's own, `storageState` among them: it is passed as undefined so the
 * test's is not applied the slow way as well.)
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').BrowserContextOptions} options
 * @returns {Promise<import('@playwright/test').BrowserContext>}
 */
export async function newSignedInContext(browser, { storageState, ...options } = {}) {
  const context = await browser.newContext({ ...options, storageState: undefined });
  if (storageState === undefined) return context;
  const state =
    typeof storageState === 'string' ? JSON.parse(await readFile(storageState, 'utf8')) : storageState;
  if (state.cookies?.length) await context.addCookies(state.cookies);
  const origins = (state.origins ?? []).filter((origin) => origin.localStorage?.length > 0);
  if (origins.length > 0) await context.addInitScript(writeSavedStorage, { origins, marker: SEEDED_KEY });
  return context;
}

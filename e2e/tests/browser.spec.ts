/**
 * The test browser itself and how a test's console starts (issue 25, README "The browser").
 * - Chromium 156's headless mode builds the omnibox's WebUI pop-ups for every new context, two hidden
 *   renderers that cost about a third of a signed-in console's start-up in CPU (scripts/bench-console.mjs);
 *   chromium.json turns those features off. Chromium keeps only the last `--disable-features`, so that list
 *   also carries the features Playwright turns off itself: a Playwright upgrade that adds one fails here
 *   until chromium.json has it too.
 * - A console starts from a saved sign-in through `newSignedInContext` (signed-in-context.mjs), not
 *   Playwright's `storageState` option: signed in at once, and only once, as a person's browser would be.
 */
import { expect, test } from '@playwright/test';
import { SEEDED_KEY } from '../signed-in-context.mjs';
import { ADMIN, login, NO_SESSION, newSignedInContext } from './support';

/** Each `--disable-features` the browser was started with, in order: the last one is in force. */
function disabledFeatureLists(commandLine: string): string[][] {
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','));
}

test('the test browser keeps Playwright’s disabled features and builds no omnibox pop-ups', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://version');
    const lists = disabledFeatureLists((await page.locator('#command_line').textContent()) ?? '');
    expect(lists.length).toBeGreaterThan(1); // Playwright's own, then chromium.json's
    const inForce = lists[lists.length - 1];
    for (const earlier of lists.slice(0, -1)) expect(inForce).toEqual(expect.arrayContaining(earlier));
    expect(inForce).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));

    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.map((target) => target.url).filter((url) => url.includes('omnibox'))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a console from a saved sign-in starts signed in once: a reload keeps what the console wrote, and a logout', async ({
  browser,
}) => {
  // a session of this test's own: logging out ends it on the server (README "How a spec is written")
  const signing = await browser.newContext({ storageState: NO_SESSION });
  const state = await signing.newPage().then(async (page) => {
    await login(page, ADMIN);
    return signing.storageState();
  });
  await signing.close();

  const context = await newSignedInContext(browser, { storageState: state });
  try {
    const page = await context.newPage();
    await page.goto('/system/param');
    await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SEEDED_KEY)).toBe('1');
    // what the console writes over the saved state (a refreshed token, here the token's time stamp) is
    // what a reload finds, not the saved state again
    const rewritten = await page.evaluate(() => {
      const item = JSON.parse(localStorage.getItem('lingxi-tokenTime') ?? '{}');
      const value = JSON.stringify({ ...item, datetime: item.datetime + 1 });
      localStorage.setItem('lingxi-tokenTime', value);
      return value;
    });
    await page.reload();
    await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lingxi-tokenTime'))).toBe(rewritten);

    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page
      .locator('.ant-modal-confirm')
      .filter({ hasText: '退出系统, 是否继续?' })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('lingxi-token'))).toBeNull();
    // a second page of the same browser is not signed in again either
    const second = await context.newPage();
    await second.goto('/system/param');
    await expect(second).toHaveURL(/\/login\?redirect=/);
  } finally {
    await context.close();
  }
});

/**
 * The test browser itself (chromium.json, issue 25). Chromium 156's headless mode builds the omnibox's
 * WebUI pop-ups for every new context, two hidden renderers that cost about a third of a signed-in
 * console's start-up in CPU (scripts/bench-console.mjs); chromium.json turns those features off. Chromium
 * keeps only the last `--disable-features`, so that list also carries the features Playwright turns off
 * itself: a Playwright upgrade that adds one fails here until chromium.json has it too.
 */
import { expect, test } from '@playwright/test';

/** Each `--disable-features` the browser was started with, in order: the last one is in force. */
function disabledFeatureLists(commandLine: string): string[][] {
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1].split(','));
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

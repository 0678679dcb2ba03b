/**
 * The home page's layout (issue 11 "Home page layout"; SPEC §2: menu and centre tabs hidden there):
 * its header at the top of the window above the page tabs, and for a restricted user only what the
 * user may see, evenly laid out, without asking the server for what it will refuse.
 */
import path from 'node:path';
import { expect, type Locator } from '@playwright/test';
import { OPERATOR, signedIn, test } from './support';

const SCREENSHOTS = path.join(import.meta.dirname, '../test-results/screenshots');

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as NonNullable<typeof found>;
};

/** The cards of one row: side by side on one line, of one width, filling the row. */
async function expectEvenRow(cards: Locator) {
  const boxes = await Promise.all((await cards.all()).map(box));
  const row = await box(cards.first().locator('xpath=ancestor::div[contains(@class,"ant-row")][1]'));
  for (const card of boxes) {
    expect(Math.abs(card.y - (boxes[0]?.y ?? 0))).toBeLessThan(1);
    expect(Math.abs(card.width - (boxes[0]?.width ?? 0))).toBeLessThan(1);
  }
  const last = boxes.at(-1) as NonNullable<(typeof boxes)[number]>;
  expect(Math.abs(last.x + last.width - (row.x + row.width))).toBeLessThan(20); // the gutter at most
}

test('home: the header spans the top of the window, above the page tabs', async ({ page }) => {
  await page.goto('/home/index'); // a console starting: the entry overlay, then the home page
  await expect(page.getByTestId('entry-overlay')).toBeHidden();
  const header = await box(page.locator('.lx-home-header'));
  const tabs = await box(page.locator('.lx-page-tabs'));
  const width = page.viewportSize()?.width ?? 0;
  expect(header).toMatchObject({ x: 0, y: 0, width });
  expect(tabs.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(page.getByTestId('home-figure-logins')).toContainText(/\d+/);
  await expect(page.getByRole('img', { name: '近 7 日登录次数' })).toBeVisible();
  await expectEvenRow(page.locator('.lx-home-centre'));
  await page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, 'home-admin.png'),
    fullPage: true,
  });
});

test.describe('as the restricted operator', () => {
  test.use({ storageState: signedIn(OPERATOR) });

  test('home of a restricted operator: only the centres and figures of its menu, evenly, and no refused request', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await page.goto('/home/index');
    await expect(page.getByTestId('entry-overlay')).toBeHidden();
    await expect(page.getByTestId('home-figure-params')).toContainText(/\d+/);
    // the operator's menu has system parameters, and none of the logs or user pages
    for (const figure of ['logins', 'operations', 'users'])
      await expect(page.getByTestId(`home-figure-${figure}`)).toHaveCount(0);
    await expect(page.getByRole('img', { name: '近 7 日登录次数' })).toHaveCount(0);
    // centres the operator has pages in, and only those
    await expect(page.getByTestId('home-centre-system')).toBeVisible();
    await expect(page.getByTestId('home-centre-business')).toBeVisible();
    await expect(page.getByTestId('home-centre-identity')).toHaveCount(0);
    await expect(page.getByTestId('home-centre-promotion')).toHaveCount(0);
    await expectEvenRow(page.locator('.lx-home-centre'));
    await expectEvenRow(page.locator('.lx-home .ant-card:has(.ant-statistic)'));
    await expectEvenRow(page.locator('.lx-home-charts .ant-card'));
    await page.screenshot({
      animations: 'disabled',
      path: path.join(SCREENSHOTS, 'home-operator.png'),
      fullPage: true,
    });
    expect(refused).toEqual([]);
  });
});

/**
 * The home page reports work (issue 23; SPEC §2: menu and centre tabs hidden there): its header above the
 * page tabs; the figures of the user's menu as charts, each value a link to the filtered list it counts,
 * and the list opened by a click shows that many rows; no figure the menu does not allow, no request the
 * server refuses; the charts' code loaded by the home page only; Chinese, English, dark and 375 px.
 */
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { HANDLER1, NO_SESSION, OPERATOR, open, signedIn, test } from './support';

const SCREENSHOTS = path.join(import.meta.dirname, '../test-results/screenshots');
const CHARTS_CODE = /home-charts|echarts/;

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

const figure = (page: Page, key: string) => page.getByTestId(`home-figure-${key}`);

async function openHome(page: Page) {
  await open(page, '/home/index');
  await expect(page.getByTestId('entry-overlay')).toBeHidden();
  await expect(page.getByTestId('home-loading')).toHaveCount(0);
}

/** A figure's links: where each goes and the number it shows. */
async function linksOf(scope: Locator): Promise<{ href: string; value: number }[]> {
  const out: { href: string; value: number }[] = [];
  for (const link of await scope.getByTestId('home-link').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const shown = (await link.locator('strong, .ant-statistic-content-value').first().textContent()) ?? '';
    out.push({ href, value: Number(shown.replace(/\D/g, '')) });
  }
  return out;
}

/** Clicks the link to `href` on the home page and answers the total its list shows. */
async function listTotal(page: Page, href: string): Promise<number> {
  await page.locator(`.lx-home [data-testid="home-link"][href="${href}"]`).first().click();
  const pathname = href.split('?')[0] as string;
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.locator(`.lx-page-tabs .ant-tabs-tab-active[data-node-key="${pathname}"]`)).toBeVisible();
  const total = page.locator('.ant-pagination-total-text:visible').first();
  await expect(total).toHaveText(/共 \d+ 条/);
  return Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
}

test("home: the header above the page tabs, the administrator's figures as charts, each equal to the list it opens", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await openHome(page);
  const header = await box(page.locator('.lx-home-header'));
  const tabs = await box(page.locator('.lx-page-tabs'));
  const width = page.viewportSize()?.width ?? 0;
  expect(header).toMatchObject({ x: 0, y: 0, width });
  expect(tabs.y).toBeGreaterThanOrEqual(header.y + header.height);

  for (const key of ['myItems', 'overdue', 'audits', 'lights', 'enterprises', 'logins'])
    await expect(figure(page, key)).toBeVisible();
  // drawn by ECharts (an SVG in each chart), named by its figure's title
  for (const name of ['我的在办诉求', '诉求红绿灯', '近 8 周新认证企业', '近 7 日登录次数'])
    await expect(page.getByRole('img', { name }).locator('svg')).toBeVisible();
  // no count of pages, no placeholder page advertised
  await expect(page.locator('.lx-home')).not.toContainText('个页面');
  await expect(page.locator('.lx-home')).not.toContainText('各中心可用页面');
  await expect(page.locator('.lx-home')).toContainText('统计日期');
  await page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, 'home-admin.png'),
    fullPage: true,
  });

  // every figure: its first non-zero value opens a list of exactly that many rows
  for (const key of ['myItems', 'overdue', 'audits', 'lights', 'enterprises', 'logins']) {
    const links = (await linksOf(figure(page, key))).filter((link) => link.value > 0);
    expect(links.length, key).toBeGreaterThan(0);
    const [first] = links as [{ href: string; value: number }];
    const listed = await listTotal(page, first.href);
    // today's logins grow while the run logs in: the list, read after the figure, may only be larger
    if (key === 'logins') expect(listed, first.href).toBeGreaterThanOrEqual(first.value);
    else expect(listed, first.href).toBe(first.value);
    await openHome(page);
  }
  expect(refused).toEqual([]);
});

test('a click on a chart opens the list it counts', async ({ page }) => {
  await openHome(page);
  const lights = figure(page, 'lights');
  const values = await linksOf(lights);
  // the pie's ring (centre at 50 % / 44 %, radii 40 %–68 % of half the smaller side), just right of its
  // top, where its first slice starts
  await lights.locator('.lx-home-chart').scrollIntoViewIfNeeded();
  const chart = await box(lights.locator('.lx-home-chart'));
  const radius = (Math.min(chart.width, chart.height) / 2) * 0.54;
  const angle = (4 * Math.PI) / 180;
  await page.mouse.click(
    chart.x + chart.width / 2 + radius * Math.sin(angle),
    chart.y + chart.height * 0.44 - radius * Math.cos(angle),
  );
  await expect(page).toHaveURL(/\/appeal\/light\?light=(red|yellow|green)$/);
  const light = new URL(page.url()).searchParams.get('light');
  const shown = values.find((link) => link.href.endsWith(`light=${light}`));
  expect(shown?.value).toBeGreaterThan(0);
  await expect(page.locator('.ant-pagination-total-text:visible').first()).toHaveText(
    `共 ${shown?.value} 条`,
  );
});

test.describe('as a department handler', () => {
  test.use({ storageState: signedIn(HANDLER1) });

  test('his open items and the overdue only, each equal to the handling list it opens on its tab', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await openHome(page);
    await expect(figure(page, 'myItems')).toBeVisible();
    await expect(figure(page, 'overdue')).toBeVisible();
    for (const key of ['audits', 'lights', 'enterprises', 'logins'])
      await expect(figure(page, key)).toHaveCount(0);
    await expect(page.getByRole('img', { name: '我的在办诉求' }).locator('svg')).toBeVisible();
    const links = (await linksOf(figure(page, 'myItems'))).filter((link) => link.value > 0);
    expect(links.length).toBeGreaterThan(0);
    const [first] = links as [{ href: string; value: number }];
    expect(await listTotal(page, first.href)).toBe(first.value);
    // the tab the link names is the one shown
    const tab = new URLSearchParams(first.href.split('?')[1]).get('tab');
    const names: Record<string, string> = { toSign: '待签收', inProgress: '办理中', awaitingAudit: '待审核' };
    // the tab's name, and beside it its to-do count (the bell's counts)
    const active = page.locator('.lx-appeal-tabs .ant-tabs-tab-active');
    await expect(active).toHaveAttribute('data-node-key', tab ?? '?');
    await expect(active).toContainText(names[tab ?? ''] ?? '?');
    expect(refused).toEqual([]);
  });
});

test.describe('as the restricted operator', () => {
  test.use({ storageState: signedIn(OPERATOR) });

  test('no figure of a menu without one: the empty state, its centres evenly, no refused request', async ({
    page,
  }) => {
    const refused: string[] = [];
    const charts: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
      if (CHARTS_CODE.test(response.url())) charts.push(response.url());
    });
    await openHome(page);
    await expect(page.getByTestId('home-nothing')).toContainText('暂无需要您处理的事项');
    await expect(page.locator('.lx-home-figure')).toHaveCount(0);
    await expect(page.getByTestId('home-centre-system')).toBeVisible();
    await expect(page.getByTestId('home-centre-business')).toBeVisible();
    await expect(page.getByTestId('home-centre-identity')).toHaveCount(0);
    await expect(page.getByTestId('home-centre-promotion')).toHaveCount(0);
    await expectEvenRow(page.locator('.lx-home-centre'));
    await page.screenshot({
      animations: 'disabled',
      path: path.join(SCREENSHOTS, 'home-operator.png'),
      fullPage: true,
    });
    expect(refused).toEqual([]);
    expect(charts).toEqual([]); // nothing to draw, nothing of the charts loaded
  });
});

test.describe('before login', () => {
  test.use({ storageState: NO_SESSION });

  test('the login page loads nothing of the charts', async ({ freshPage: page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto('/login');
    await expect(page.locator('#login-password')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((url) => CHARTS_CODE.test(url))).toEqual([]);
  });
});

test("another page's first load brings nothing of the charts; the home page does", async ({
  freshPage: page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto('/system/param');
  await expect(page.locator('.ant-pagination-total-text:visible').first()).toHaveText(/共 \d+ 条/);
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((url) => CHARTS_CODE.test(url))).toEqual([]);
  await open(page, '/home/index');
  await expect(page.getByRole('img', { name: '诉求红绿灯' }).locator('svg')).toBeVisible();
  expect(loaded.filter((url) => CHARTS_CODE.test(url)).length).toBeGreaterThan(0);
});

test('home in English, in the dark theme and at 375 px: readable, the charts following the theme', async ({
  freshPage: page,
}) => {
  await page.goto('/home/index');
  await expect(page.getByTestId('entry-overlay')).toBeHidden();
  const pie = page.getByRole('img', { name: '诉求红绿灯' });
  await expect(pie.locator('svg')).toBeVisible();
  const labelColour = () =>
    pie
      .locator('svg text')
      .first()
      .evaluate((element) => getComputedStyle(element).fill || element.getAttribute('fill'));
  const light = await labelColour();

  await page.locator('.lx-home-header').getByRole('button', { name: '主题', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '选择主题' });
  await dialog.getByRole('radio', { name: '黑色主题' }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).toHaveClass(/\btheme-dark\b/);
  // the chart's text follows the theme: light text on the dark page
  await expect.poll(labelColour).not.toBe(light);
  // the overlay shown on entry dims the dark page instead of flashing white over it
  const overlay = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'lx-entry-overlay';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  const [red = 1, green = 1, blue = 1] = (overlay.match(/[\d.]+/g) ?? []).map(Number);
  const scale = overlay.startsWith('color(') ? 1 : 255; // color(srgb 0.1 0.1 0.1 / 0.85) or rgb(…)
  expect((red + green + blue) / 3 / scale, overlay).toBeLessThan(0.4);
  await page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, 'home-dark.png'),
    fullPage: true,
  });
  // the platform's charts, below the fold (the page scrolls inside the console)
  await page
    .locator('.lx-home-section')
    .nth(1)
    .screenshot({
      animations: 'disabled',
      path: path.join(SCREENSHOTS, 'home-platform-dark.png'),
    });

  await page.locator('.lx-home-header').getByRole('button', { name: '切换语言' }).hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('img', { name: 'Appeal lights' }).locator('svg')).toBeVisible();
  await expect(page.locator('.lx-home')).toContainText('My open appeals');
  await expect(page.locator('.lx-home')).toContainText('Counted on');
  await expect(page).toHaveTitle('首页 - 灵犀运营管理平台'); // fixed, and Chinese whatever the language
  await page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, 'home-en-dark.png'),
    fullPage: true,
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('img', { name: 'Appeal lights' }).locator('svg')).toBeVisible();
  // nothing wider than the screen: no sideways scrolling, every figure and chart within it
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const card of await page.locator('.lx-home-figure').all()) {
    const { x, width } = await box(card);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(375);
  }
  for (const chart of await page.locator('.lx-home-chart svg').all())
    expect((await box(chart)).width).toBeLessThanOrEqual(375);
  await page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOTS, 'home-375.png'),
    fullPage: true,
  });
});

// Figures of the list pages for `pnpm bench` (DEVELOPERS.md: any list page opened from the menu shows
// its first row within 300 ms of the click; a 200-row page renders without a long task over 100 ms):
//  - menuToFirstRowMs: from the press on a sidebar entry to the first row of that page's table, for a
//    few list pages of the product system management centre, each opened twice (cold, then warm);
//  - pageOf200: from choosing 200 rows a page to that page drawn, and the longest task meanwhile.
// Times are the browser's own (event time stamps and performance.now in the page).
import { submitLogin } from './bench-login.mjs';

const LIST_PAGES = ['岗位管理', '租户管理', '应用管理', '数据源管理', '参数管理'];

async function apiToken(base, captcha) {
  const config = await (await fetch(`${base}/lingxi.config.json`)).json();
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  const captchaAnswer = await (
    await fetch(`${base}/api/lingxi-auth/oauth/captcha`, { headers: { Authorization: basic } })
  ).json();
  const { createHash } = await import('node:crypto');
  const params = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: createHash('md5').update('admin').digest('hex'),
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  });
  const response = await fetch(`${base}/api/lingxi-auth/oauth/token?${params}`, {
    method: 'POST',
    headers: {
      Authorization: basic,
      'Tenant-Id': '000000',
      'Captcha-Key': captchaAnswer.key,
      'Captcha-Code': captcha,
    },
  });
  const token = await response.json();
  if (!response.ok || !token.access_token)
    throw new Error(`login: ${response.status} ${JSON.stringify(token)}`);
  return { Authorization: basic, 'lingxi-auth': `bearer ${token.access_token}` };
}

/** Enough parameters for a 200-row page. */
async function seedParams(base, headers, count) {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/api/lingxi-system/param/submit`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        paramName: `压测参数${i}`,
        paramKey: `bench.param.${Date.now()}.${i}`,
        paramValue: `值 ${i} `.repeat(8),
      }),
    });
    if (!response.ok) throw new Error(`param ${i}: ${response.status}`);
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

export async function measureListPages(browser, { base, captcha }) {
  await seedParams(base, await apiToken(base, captcha), 200);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const marks = { pressed: null, longest: 0, longTasks: [] };
    window.__listMarks = marks;
    document.addEventListener(
      'pointerdown',
      (event) => {
        marks.pressed = event.timeStamp;
      },
      true,
    );
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // no long-task timing in this browser
    }
  });
  try {
    await page.goto(`${base}/login?redirect=%2Fsystem%2Fparam`);
    await submitLogin(page, captcha);
    await page.locator('.lx-crud tbody tr.ant-table-row').first().waitFor({ timeout: 15_000 });

    const opened = {};
    for (const round of ['cold', 'warm']) {
      for (const label of LIST_PAGES) {
        const entry = page.locator('.lx-sider').getByRole('menuitem', { name: label, exact: true });
        if ((await entry.count()) === 0) continue;
        // the row must belong to the page being opened, not to the one being left
        await page.evaluate(() => {
          window.__leaving = document.querySelector('.lx-crud');
        });
        await entry.click();
        const shown = await page
          .waitForFunction(
            () => {
              const table = [...document.querySelectorAll('.lx-crud')].find((el) => el !== window.__leaving);
              return table?.querySelector('tbody tr.ant-table-row') ? performance.now() : false;
            },
            null,
            { timeout: 15_000, polling: 'raf' },
          )
          .then((handle) => handle.jsonValue())
          .catch(() => null);
        const pressed = await page.evaluate(() => window.__listMarks.pressed);
        opened[label] ??= {};
        opened[label][round] = shown === null ? null : Math.round(shown - pressed);
      }
    }

    // 200 rows a page, chosen in the page size menu
    await page.locator('.lx-sider').getByRole('menuitem', { name: '参数管理', exact: true }).click();
    await page.locator('.lx-crud tbody tr.ant-table-row').first().waitFor();
    await page.locator('.ant-pagination-options .ant-select').click();
    const before = await page.evaluate(() => performance.now());
    await page.getByText('200 条/页').click();
    const rendered = await page
      // more than the 10 rows of before: the 200 rows are in (a virtual table draws only those in view,
      // as divs, not table rows)
      .waitForFunction(
        () => (document.querySelectorAll('.lx-crud .ant-table-row').length > 10 ? performance.now() : false),
        null,
        {
          timeout: 15_000,
          polling: 'raf',
        },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    const marks = await page.evaluate(() => window.__listMarks);
    const during = marks.longTasks.filter(
      (task) => task.start >= before - 1 && task.start <= (rendered ?? Infinity),
    );
    return {
      menuToFirstRowMs: opened,
      menuToFirstRowMedianMs: median(Object.values(opened).flatMap((times) => [times.cold, times.warm])),
      pageOf200: {
        renderMs: rendered === null ? null : Math.round(rendered - marks.pressed),
        longestTaskMs: Math.round(Math.max(0, ...during.map((task) => task.duration))),
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * The bell and the to-do counts (issue 23): an appeal the dispatcher sends to handler1's department
 * (seeded over the API, as from another browser) appears in handler1's bell and on the handling page's
 * 待签收 tab without a reload (the shared poll: 30 s while visible; the test moves the page's clock on);
 * opening it from the bell opens the record on the handling page and marks it read (signing it,
 * `changeToReaded`): gone from the unread count and from the tab's. Screenshots of the open bell in both
 * languages at 375 px.
 */
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  apiLogin,
  DISPATCHER,
  GATEWAY,
  HANDLER1,
  newSignedInContext,
  open,
  post,
  signedIn,
  test,
  uniq,
} from './support';

const SCREENSHOTS = path.join(import.meta.dirname, '../test-results/screenshots');
/** The shared poll's interval while the page is visible (core's `INBOX_POLL_MS`). */
const POLL_INTERVAL_MS = 30_000;
const POLL = { timeout: 45_000 }; // one poll and the page's answer

test.use({ storageState: signedIn(HANDLER1) });

const bellButton = (page: Page) => page.getByRole('button', { name: /^(通知|Notices)$/ });
const bell = (page: Page) =>
  page.locator('.lx-topbar-right').getByRole('button', { name: /^(通知|Notices)$/ });
// the count stands beside the button, in the badge around it (as the error log's)
const bellCount = (page: Page) =>
  page.locator('.lx-topbar-right .ant-badge', { has: bellButton(page) }).locator('.ant-scroll-number');
const toSignTab = (page: Page) => page.locator('.lx-appeal-tabs').getByRole('tab', { name: /^待签收/ });
const number = async (_page: Page, text: Promise<string | null>) =>
  Number((await text)?.replace(/\D/g, '') || 0);

async function dispatchToHandler1(request: Parameters<typeof apiLogin>[0], title: string): Promise<string> {
  const handler = await apiLogin(request, HANDLER1);
  const info = await (
    await request.get(`${GATEWAY}/api/lingxi-auth/oauth/user-info`, { headers: handler })
  ).json();
  const dept = String(info.data.deptId ?? info.data.dept_id).split(',')[0];
  const headers = await apiLogin(request, DISPATCHER);
  const types = await (
    await request.get(`${GATEWAY}/api/lingxi-appeal-type/apltype/all`, { headers })
  ).json();
  const typeId = (types.data as { id: string; fParentNode: string }[]).find(
    (one) => String(one.fParentNode) !== '0',
  )?.id;
  const appeal = await post<{ id: string }>(request, headers, '/lingxi-appeal/appeal/saveOrUpdate', {
    data: {
      typeId,
      title,
      content: `${title}：企业反映用电报装进度缓慢，请协调。`,
      enterpriseName: '杭州灵犀测试科技有限公司',
      contactPhone: '13912345678',
      saveStatus: 1,
    },
  });
  const records = await post<{ id: string }[]>(request, headers, '/lingxi-appeal/apldis/save', {
    params: { tag: 1 },
    data: { appealId: appeal.id, deptIds: [dept] },
  });
  return String(records[0]?.id);
}

test('a dispatch reaches handler1’s bell and tab count without a reload, and leaves them when read', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // the page's clock, so the next poll comes when the test moves the clock on, not 30 s later
  await page.clock.install();
  await open(page, '/appeal/handle');
  await expect(toSignTab(page)).toBeVisible();
  // the counts have arrived (the tab's count equals the 待签收 list's total)
  await expect
    .poll(async () => number(page, toSignTab(page).textContent()))
    .toBe(await number(page, page.locator('.ant-pagination-total-text').first().textContent()));
  const before = await number(page, toSignTab(page).textContent());
  // the bell's first answer has arrived too (handler1 starts with unread items of the seeded appeals):
  // read before it, the count would be 0 and the dispatch would seem to add them all
  await expect(bellCount(page).first()).toBeVisible();
  const unreadBefore = await number(page, bellCount(page).first().textContent());

  const title = `用电报装协调${uniq()}`;
  await dispatchToHandler1(request, title);

  // no reload: the next poll brings it to the bell and to the tab
  await page.clock.fastForward(POLL_INTERVAL_MS);
  await expect.poll(async () => number(page, toSignTab(page).textContent()), POLL).toBe(before + 1);
  await expect
    .poll(async () => number(page, bellCount(page).first().textContent()), POLL)
    .toBe(unreadBefore + 1);

  await bell(page).click();
  const popover = page.locator('.lx-notice-popover');
  await popover.getByRole('tab', { name: /^消息/ }).click();
  const item = popover.locator('.lx-notice-scroll:visible .lx-notice-item', { hasText: title });
  await expect(item).toHaveClass(/lx-notice-unread/);
  await expect(item).toContainText('派发至本部门，待签收');

  // opening it opens the record on the handling page and signs it (read)
  await item.getByRole('button').click();
  await expect(page).toHaveURL(/\/appeal\/handle/);
  await expect(page.getByRole('dialog').filter({ hasText: title })).toBeVisible();
  await expect.poll(async () => number(page, toSignTab(page).textContent()), POLL).toBe(before);
  await expect
    .poll(
      async () => ((await bellCount(page).count()) ? number(page, bellCount(page).first().textContent()) : 0),
      POLL,
    )
    .toBe(unreadBefore);
  await page.keyboard.press('Escape');
  await bell(page).click();
  await popover.getByRole('tab', { name: /^消息/ }).click();
  await expect(
    popover.locator('.lx-notice-scroll:visible .lx-notice-item', { hasText: title }),
  ).not.toHaveClass(/lx-notice-unread/);
  await bell(page).click();
});

for (const language of ['zh', 'en'] as const)
  test(`the bell at 375 px (${language})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await newSignedInContext(browser, {
      storageState: signedIn(HANDLER1),
      viewport: { width: 375, height: 740 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      const title = `${language === 'zh' ? '窄屏铃声' : 'Narrow bell'}${uniq()}`;
      await dispatchToHandler1(request, title);
      await page.goto('/appeal/handle');
      if (language === 'en') {
        await page
          .locator('.lx-topbar-right')
          .getByRole('button', { name: /切换语言|switch language/i })
          .click();
        await page.getByRole('menuitem', { name: 'English' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      await bell(page).click();
      const popover = page.locator('.lx-notice-popover');
      await popover.getByRole('tab', { name: language === 'zh' ? /^消息/ : /^Messages/ }).click();
      const item = popover.locator('.lx-notice-scroll:visible .lx-notice-item', { hasText: title });
      await expect(item).toHaveClass(/lx-notice-unread/, POLL);
      await expect(item).toContainText(language === 'zh' ? '派发至本部门' : 'Dispatched to your department');
      // the popover fits the narrow screen
      const box = await popover.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
      await page.screenshot({ path: path.join(SCREENSHOTS, `bell-375-${language}.png`) });
    } finally {
      await context.close();
    }
  });

/**
 * Releasing one centre alone (issue 24): a version of the system centre is published and made live
 * while a console is open on one of its pages; the console offers the reload and then runs the new
 * version; the old version made live again is what the next load runs. Another centre keeps working
 * throughout, an old chunk is still served, and a chunk gone from the host is fetched from the live
 * version instead of leaving a blank page. The shell is released the same way, built for its version's
 * address.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { centreTab, open, rows, test } from './support';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The test gateway's releases folder (LINGXI_RELEASES_DIR in playwright.config.ts). */
const RELEASES = path.join(import.meta.dirname, '../.tmp/releases');
const SYSTEM = '产品体系管理中心';
/**
 * How long the test moves the page's clock on (installed before the console opens) for a navigation to
 * read the runtime config again: core's `NAVIGATION_CHECK_MS` (15 s) and a little more. The console's
 * wait is the one it has, without the test sleeping through it.
 */
const CONFIG_WAIT = 15_500;

/** `pnpm release` / `pnpm release:live` as a centre's team runs them, on the test gateway's folder. */
function release(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, LINGXI_RELEASES_DIR: RELEASES },
  });
}

/** Publishes the system centre's build as a new version (no rebuild of anything else). */
function publish(id: string): string {
  const out = release('publish', 'system', '--prebuilt', '--id', id);
  const version = /published system (\S+)/.exec(out)?.[1];
  if (!version) throw new Error(`nothing published: ${out}`);
  return version;
}

async function expectRunning(page: Page, text: string) {
  await page.getByTestId('error-log').click();
  const log = page.getByRole('dialog', { name: '错误日志' });
  await expect(log.getByTestId('running-versions')).toContainText(text);
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
}

const id = Date.now().toString(36);
let v1 = '';
let v2 = '';

test.beforeAll(() => {
  v1 = publish(`${id}a`);
  v2 = publish(`${id}b`);
});

test.afterAll(() => {
  // the other specs find the system centre where they expect it: its dist/ build
  fs.rmSync(path.join(RELEASES, 'live.json'), { force: true });
});

test('a new version made live is offered for reload, then runs; the old one made live again is the next load', async ({
  page,
}) => {
  test.setTimeout(120_000);
  release('live', 'system', v1);
  await page.clock.install(); // CONFIG_WAIT
  await open(page, '/system/param');
  await expect(rows(page).first()).toBeVisible();
  await expectRunning(page, `${SYSTEM} ${v1}`);
  // another centre, open alongside
  await centreTab(page, '综合业务服务中心').click();
  await expect(page.locator('.lx-page-title')).toHaveText('服务资源');

  expect(release('live', 'system', v2)).toContain(`roll back: pnpm release:live system ${v1}`);

  // an old chunk asked for after the switch is still served, unchanged and cacheable for a year
  const oldChunks = path.join(RELEASES, 'system', v1, 'static/js');
  const chunk = fs.readdirSync(oldChunks).find((name) => name.endsWith('.js'));
  const old = await page.request.get(`/centres/system/${v1}/static/js/${chunk}`);
  expect(old.status()).toBe(200);
  expect(old.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // the console reads the config on navigation (at most every 15 s) and offers the reload
  await page.clock.fastForward(CONFIG_WAIT);
  await page.locator('.lx-page-tabs').getByText('参数管理').click();
  const notice = page.getByTestId('release-notice');
  await expect(notice).toContainText(`${SYSTEM}有新版本可用，重新加载即可使用。`);
  await expect(notice).toContainText('重新加载会丢失表单中尚未保存的内容。');
  // it blocks nothing: the page still works, and so does the other centre
  await expect(rows(page).first()).toBeVisible();
  await centreTab(page, '综合业务服务中心').click();
  await expect(page.locator('.lx-page-title')).toHaveText('服务资源');
  await expect(notice).toBeVisible();

  // with a form open, the reload asks first
  await page.locator('.lx-page-tabs').getByText('参数管理').click();
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByLabel('参数名称') });
  await expect(form).toBeVisible();
  await page.locator('.ant-notification').getByRole('button', { name: '重新加载' }).click();
  const question = page.getByRole('dialog', { name: '放弃未保存的内容并重新加载？' });
  await expect(question).toContainText('重新加载会丢失表单中尚未保存的内容。');
  await question.getByRole('button', { name: /取\s*消/ }).click();
  await expect(form).toBeVisible(); // nothing lost
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await expect(form).toBeHidden();

  // no form open: the reload happens at once, and the console runs version 2
  await Promise.all([
    page.waitForEvent('load'),
    page.locator('.ant-notification').getByRole('button', { name: '重新加载' }).click(),
  ]);
  await expect(rows(page).first()).toBeVisible();
  await expectRunning(page, `${SYSTEM} ${v2}`);
  await expect(page.getByTestId('release-notice')).toHaveCount(0);

  // roll back: version 1 live again, the next load runs it
  release('live', 'system', v1);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expectRunning(page, `${SYSTEM} ${v1}`);
});

test('a chunk gone from the host after a release is fetched from the live version: no blank page', async ({
  page,
}) => {
  release('live', 'system', v1);
  await page.goto('/system/param');
  await expect(rows(page).first()).toBeVisible();
  await expectRunning(page, `${SYSTEM} ${v1}`);
  // version 2 goes live, and this host drops version 1 (as a host that keeps one version would)
  release('live', 'system', v2);
  await page.route(`**/centres/system/${v1}/**`, (route) => route.abort('failed'));
  // a page whose code was never loaded: its chunk of version 1 fails, is fetched once from version 2
  await open(page, '/system/post');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('centre-error')).toHaveCount(0);
  await expectRunning(page, `${SYSTEM} ${v2}`);
  // the failure is in the error log with the version it happened in
  await page.getByTestId('error-log').click();
  const log = page.getByRole('dialog', { name: '错误日志' });
  await expect(log).toContainText(/chunk/i);
  await page.keyboard.press('Escape');
});

test('a chunk that fails from the live version too is reported with the offer to reload, never raw', async ({
  page,
}) => {
  release('live', 'system', v1);
  await page.goto('/system/param');
  await expect(rows(page).first()).toBeVisible();
  // the host loses every chunk of the centre (no version can be fetched)
  await page.route('**/centres/system/**/static/js/async/**', (route) => route.abort('failed'));
  await open(page, '/system/datasource');
  const error = page.getByTestId('centre-error');
  await expect(error).toContainText('“产品体系管理中心”暂时无法加载');
  await expect(error).toContainText('该中心可能刚发布了新版本，重新加载页面即可使用。');
  await expect(error.getByRole('button', { name: '重新加载' })).toBeVisible();
  await expect(error).not.toContainText(/ChunkLoadError|Loading chunk|RUNTIME-|https?:\/\//);
  // the chunks are back: the retry shows the page without a reload
  await page.unroute('**/centres/system/**/static/js/async/**');
  await error.getByRole('button', { name: '重试' }).click();
  await expect(rows(page).first()).toBeVisible();
});

test('the shell released alone: built for its own address, offered for reload, then run with the centres unchanged', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const out = release('publish', 'shell', '--id', `${id}s`); // a real build of the shell alone
  const shell = /published shell (\S+)/.exec(out)?.[1] ?? '';
  expect(shell).not.toBe('');
  await page.clock.install();
  await open(page, '/system/param');
  await expect(rows(page).first()).toBeVisible();

  expect(release('live', 'shell', shell)).toContain(`shell: live ${shell}`);
  await page.clock.fastForward(CONFIG_WAIT);
  await centreTab(page, '综合业务服务中心').click();
  const notice = page.getByTestId('release-notice');
  await expect(notice).toContainText('控制台有新版本可用，重新加载即可使用。');

  await Promise.all([
    page.waitForEvent('load'),
    page.locator('.ant-notification').getByRole('button', { name: '重新加载' }).click(),
  ]);
  await expect(page.locator('.lx-page-title')).toHaveText('服务资源');
  // the page and its code come from the released version's folder, cached for a year
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
  expect(scripts.some((src) => src.includes(`/shell/${shell}/static/js/`))).toBe(true);
  const chunk = scripts.find((src) => src.includes(`/shell/${shell}/`)) as string;
  expect((await page.request.get(chunk)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  await expectRunning(page, `控制台 ${shell}`);
  await expect(page.getByTestId('release-notice')).toHaveCount(0);
  // the system centre, not released with it, still opens in its build
  await centreTab(page, SYSTEM).click();
  await expect(rows(page).first()).toBeVisible();
});

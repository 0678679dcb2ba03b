/** Independent teams and integrators (issue #2, item 7). */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, CAPTCHA, GATEWAY } from './support';

const INTEGRATOR_PAGE = fs
  .readFileSync(path.join(import.meta.dirname, '../fixtures/integrator.html'), 'utf8')
  .replaceAll('GATEWAY', GATEWAY);

/** The centre's own login form (antd), used when a centre runs without the shell. */
async function standaloneLogin(page: Page) {
  await page.getByLabel('租户编号').fill(ADMIN.tenant);
  await page.getByLabel('账号').fill(ADMIN.account);
  await page.getByLabel('密码').fill(ADMIN.password);
  await page.getByLabel('验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: '登录' }).click();
}

/** The integrator's own web server, on another origin than the console. */
let portal: http.Server;
let PORTAL = '';
test.beforeAll(async () => {
  portal = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(INTEGRATOR_PAGE);
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  PORTAL = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => portal.close(() => resolve())));

test('a centre mounts into a plain HTML page of another origin, logs in against the gateway and unmounts', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/portal/system/param`);
  await expect(page.locator('#partner-header')).toHaveText('Partner portal');
  await standaloneLogin(page);
  const centre = page.locator('#lingxi-centre');
  await expect(centre.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page).toHaveURL(`${PORTAL}/portal/system/param`);
  // its own menu, under the integrator's router base
  await centre.getByRole('menuitem', { name: '区域发布' }).click();
  await expect(page).toHaveURL(`${PORTAL}/portal/basicData/areaPublish`);
  await expect(centre.getByRole('heading', { name: '区域发布' })).toBeVisible();
  await expect(centre.locator('.ant-tree-title').first()).toBeVisible(); // the region tree, read from the gateway
  expect(await page.evaluate(() => document.body.dataset.error)).toBeUndefined();

  await page.locator('#unmount').click();
  await expect(page.locator('body')).toHaveAttribute('data-unmounted', 'yes');
  await expect(centre).toBeEmpty();
});

test('a centre runs on its own preview server for its team, logging in against the gateway', async ({
  page,
}) => {
  await page.goto('http://localhost:3001/');
  await standaloneLogin(page);
  await expect(page).toHaveURL('http://localhost:3001/project/software');
  await expect(page.getByRole('heading', { name: '软件项目' })).toBeVisible();
  await expect(page.getByTestId('page-placeholder')).toHaveCount(0);
  await page.getByRole('menuitem', { name: '参数管理' }).click();
  await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
});

/**
 * The unified identity authentication centre (issue 22) in the browser: the identity administrator
 * (seeded `identity`, every page and button of the centre) resets a registered user's password from a
 * certified enterprise's detail, and makes a member the enterprise's administrator; the identity viewer
 * (`idviewer`, the pages only) is offered neither. Each change is read back from the server.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  confirm,
  GATEWAY,
  login,
  NO_SESSION,
  open,
  rows,
  search,
  seeded,
  test,
} from './support';

const IDENTITY = seeded('identity');
const VIEWER = seeded('idviewer');
const CE = '/lingxi-web-uniformIA/certifiedEnterprise';
const MEMBERS = '/lx-appserver/lingxi-member-oper-log/memberoperlog';

// enterprises of src/seed/identity.ts: one with its administrator, one seeded without
const ENTERPRISE = '杭州西湖云栖软件有限公司';
const WITHOUT_ADMIN = '杭州滨江华数生物科技有限公司';

test.use({ storageState: NO_SESSION });

const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function get<T>(request: APIRequestContext, path: string, params: Record<string, string>) {
  const headers = await apiLogin(request, ADMIN);
  const res = await request.get(`${GATEWAY}/api${path}`, { headers, params });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

test('the identity administrator resets a registered user password and sets an enterprise administrator', async ({
  page,
  request,
}) => {
  await login(page, IDENTITY);
  await open(page, '/enterpriseCertification/alreadyCertified');
  await search(page, '企业名称', '西湖云栖软件');
  await expect(rows(page)).toHaveCount(1);
  await row(page, ENTERPRISE).getByRole('button', { name: '查看', exact: true }).click();

  const drawer = page.locator('.ant-drawer').filter({ hasText: '企业详情' });
  await expect(drawer.getByText('统一社会信用代码', { exact: true })).toBeVisible();
  const member = drawer.locator('tbody tr.ant-table-row').filter({ hasText: 'm01b' });
  await expect(member).toBeVisible();
  await expect(drawer.locator('tbody tr.ant-table-row').filter({ hasText: 'm01a_sub1' })).toBeVisible();
  const reset = page.waitForResponse((res) => res.url().includes('/certifiedEnterprise/resetPassword'));
  await member.getByRole('button', { name: '重置密码', exact: true }).click();
  await confirm(page, '确定将该用户的密码重置为初始密码?');
  expect((await reset).status()).toBe(200);
  await expect(page.locator('.lx-toasts').getByText('重置密码成功')).toBeVisible();

  // read back: the reset is in the member's operation log
  const [enterprise] = (
    await get<{ records: { id: string }[] }>(request, `${CE}/page`, { enterpriseName: '西湖云栖软件' })
  ).records;
  const users = await get<{ id: string; account: string }[]>(request, `${MEMBERS}/listEntUser`, {
    enterpriseId: String(enterprise?.id),
  });
  const m01b = users.find((u) => u.account === 'm01b');
  const log = await get<{ records: { operation: string }[] }>(request, `${MEMBERS}/listRecord`, {
    registerUserId: String(m01b?.id),
  });
  expect(log.records.map((r) => r.operation)).toContain('重置密码');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // the enterprise seeded without an administrator gets one
  await open(page, '/member/administrators');
  await search(page, '企业名称', '滨江华数生物科技');
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).filter({ hasText: '管理员' }).filter({ hasNotText: '设为管理员' })).toHaveCount(0);
  const chosen = row(page, 'm12c');
  const setting = page.waitForResponse((res) => res.url().includes('/settingAdministrators'));
  await chosen.getByRole('button', { name: '设为管理员', exact: true }).click();
  await confirm(page, '确定将该成员设为所在企业的管理员吗');
  expect((await setting).status()).toBe(200);
  await expect(page.locator('.lx-toasts').getByText('设置成功')).toBeVisible();
  await expect(chosen.getByText('管理员', { exact: true })).toBeVisible();
  await expect(chosen.getByRole('button', { name: '设为管理员', exact: true })).toHaveCount(0);
  await expect(row(page, 'm12a').getByRole('button', { name: '设为管理员', exact: true })).toBeVisible();

  // read back: exactly one administrator, the one chosen
  const members = (
    await get<{ records: { account: string; isAdmin: number; enterpriseName: string }[] }>(
      request,
      `${MEMBERS}/pageEntUser`,
      { enterpriseName: '滨江华数生物科技', size: '50' },
    )
  ).records;
  expect(members.every((m) => m.enterpriseName === WITHOUT_ADMIN)).toBe(true);
  expect(members.filter((m) => m.isAdmin === 1).map((m) => m.account)).toEqual(['m12c']);
});

test('the identity viewer sees the pages without their actions', async ({ freshPage: page }) => {
  await login(page, VIEWER);
  await open(page, '/member/administrators');
  await search(page, '企业名称', '滨江华数生物科技');
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: '设为管理员', exact: true })).toHaveCount(0);
  await open(page, '/enterpriseCertification/alreadyCertified');
  await search(page, '企业名称', '西湖云栖软件');
  await row(page, ENTERPRISE).getByRole('button', { name: '查看', exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '企业详情' });
  await expect(drawer.locator('tbody tr.ant-table-row').filter({ hasText: 'm01b' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: '重置密码', exact: true })).toHaveCount(0);
});

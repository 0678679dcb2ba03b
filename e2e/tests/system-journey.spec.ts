/**
 * The system centre's journey (issue 18): what a system administrator does in one sitting, in one console
 * (open a page from the menu, search, add with a validation message, edit, view, a grant and a status
 * switch read back, reset a password and log in with it, export, delete), the files that go through the
 * browser itself (a download, an .xlsx upload), and the restricted operator, who is offered none of these
 * pages and whose calls the server refuses. Each page's own logic is tested by its page test against the
 * real gateway (apps/system/test/pages/); e2e/README.md "Where the page walks went" says where each
 * former page walk's checks live.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from '@playwright/test';
import {
  apiLogin,
  confirm,
  GATEWAY,
  login,
  NO_SESSION,
  navigateInApp,
  OPERATOR,
  open,
  post,
  records,
  rows,
  search,
  shot,
  signedIn,
  test,
  uniq,
} from './support';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Workbook {
  xlsx: { load(data: ArrayBuffer): Promise<unknown>; writeBuffer(): Promise<ArrayBuffer> };
  worksheets: {
    addRow(values: unknown[]): unknown;
    eachRow(callback: (row: { values: unknown[] }) => void): void;
  }[];
}

/** The gateway's own Excel library (the e2e package has none). */
function excel(): Workbook {
  const require = createRequire(path.resolve(import.meta.dirname, '../../apps/gateway/package.json'));
  const ExcelJS = require('exceljs') as { Workbook: new () => Workbook };
  return new ExcelJS.Workbook();
}

/** The texts of a workbook's first sheet (it must open as one). */
async function sheetCells(file: Buffer): Promise<string[]> {
  const workbook = excel();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    for (const value of row.values) if (value !== undefined && value !== null) cells.push(String(value));
  });
  return cells;
}

/** Writes rows under a template's header. */
async function fillTemplate(template: Buffer, lines: string[][]): Promise<Buffer> {
  const workbook = excel();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  for (const line of lines) sheet?.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type UserRecord = { id: string; realName: string; userType: number; name?: string; status: number };

test("a system administrator's journey: government users from the menu, add, edit, view, grant, reset, status, export, delete", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiLogin(request);
  await open(page, '/system/param');
  const sider = page.locator('.lx-sider');
  const menuItem = sider.getByRole('menuitem', { name: '政府用户' });
  if (!(await menuItem.isVisible())) await sider.getByRole('menuitem', { name: '用户管理' }).click();
  await menuItem.click();
  await expect(page).toHaveURL(/\/managerUser\/governmentUsers/);
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'journey-governmentUsers');

  // add: the required fields, then the two passwords must agree (SPEC §5)
  const account = `e2ej${uniq()}`;
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '新增' });
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入登录账号')).toBeVisible();
  await expect(drawer.getByText('请输入用户姓名')).toBeVisible();
  await drawer.getByLabel('登录账号').fill(account);
  await drawer.getByLabel('密码', { exact: true }).fill('First#123');
  await drawer.getByLabel('确认密码').fill('Other#123');
  await drawer.getByLabel('用户姓名').fill('旅程');
  await drawer.getByLabel('手机号码').fill('13900001234');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('两次输入的密码不一致')).toBeVisible();
  await drawer.getByLabel('确认密码').fill('First#123');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [created] = (await records(request, headers, '/lingxi-user/page-boot', { account })) as UserRecord[];
  expect(created).toMatchObject({ realName: '旅程', userType: 1 });
  const detail = async () =>
    (
      await (
        await request.get(`${GATEWAY}/api/lingxi-user/detail`, {
          headers,
          params: { id: String(created?.id) },
        })
      ).json()
    ).data as UserRecord & { roleId?: string };

  await search(page, '登录账号', account);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();

  // edit (the account stays) and view
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('登录账号')).toBeDisabled();
  await edit.getByLabel('用户昵称').fill('小旅');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect((await detail()).name).toBe('小旅');
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view).toContainText('小旅');
  await view.getByRole('button', { name: '关闭' }).last().click();
  await expect(view).toBeHidden();

  // the special action: a role granted, shown on the row and read back
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '角色配置' }).click();
  const grant = page.getByRole('dialog', { name: '角色配置' });
  await grant.getByRole('checkbox', { name: '政府用户', exact: true }).click();
  await grant.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('角色配置成功')).toBeVisible();
  expect((await detail()).roleId).toBeTruthy();
  await expect(grant).toBeHidden();

  // reset the password (asks first): the initial password logs in on the login page of a fresh browser
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '密码重置' }).click();
  await confirm(page, '确定将选择账号密码重置为初始密码?');
  await expect(page.getByText('密码重置成功')).toBeVisible();
  const fresh = await browser.newContext({ storageState: NO_SESSION });
  try {
    const other = await fresh.newPage();
    await login(other, { tenant: '000000', account, password: '123456' });
    await expect(other.locator('.lx-user-name')).toHaveText('旅程');
  } finally {
    await fresh.close();
  }

  // status, read back
  await row.getByRole('switch', { name: account }).click();
  await confirm(page);
  await expect(row.getByRole('switch', { name: account })).not.toBeChecked();
  expect((await detail()).status).toBe(0);

  // export: the spec's file name, an Excel workbook (a zip: "PK") that lists the new user
  const [exported, download] = await Promise.all([
    page.waitForResponse((res) => res.url().includes('/lingxi-user/export-user')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(exported.headers()['content-type']).toContain(XLSX);
  expect(download.suggestedFilename()).toBe('政府用户.xlsx');
  const file = await readFile(await download.path());
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(await sheetCells(file)).toContain(account);

  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  expect(await records(request, headers, '/lingxi-user/page-boot', { account })).toHaveLength(0);
});

test('files through the browser: an attachment uploaded and downloaded, enterprise users imported from a real .xlsx', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await apiLogin(request);
  await navigateInApp(page, '/system/attach');
  await expect(page.getByRole('button', { name: '上传' })).toBeVisible();
  const fileName = `旅程-${uniq()}.png`;
  await page.locator('.lx-table-toolbar input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText(`已上传 ${fileName}`)).toBeVisible();
  await search(page, '附件原名', fileName);
  await expect(rows(page)).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rows(page).first().getByRole('button', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path())).equals(PNG)).toBe(true);
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();

  // the template from the gateway, filled with two enterprise users, imported through the dialog
  await open(page, '/managerUser/gardenUser');
  await expect(rows(page).first()).toBeVisible();
  const imported = [`imp${uniq()}`, `imp${uniq()}`];
  const template = await request.get(`${GATEWAY}/api/lx-operation/lingxi-user/import-template`, { headers });
  expect(template.status()).toBe(200);
  const xlsx = await fillTemplate(await template.body(), [
    [imported[0] as string, '导入甲', '', '13900002222', ''],
    [imported[1] as string, '导入乙', '', '', 'b@example.com'],
  ]);
  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog', { name: '企业用户导入' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'users.xlsx', mimeType: XLSX, buffer: xlsx });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog).toContainText('共 2 条，成功 2 条，失败 0 条');
  for (const one of imported) {
    const [found] = await records(request, headers, '/lx-operation/lingxi-user/page', { account: one });
    expect(found?.userType).toBe(3);
  }
  await shot(page, 'journey-import');
  await dialog
    .getByRole('button', { name: /取消|关闭|Close/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  // the imported users go again, so the list stays as seeded for later files
  for (const one of imported) {
    const [found] = await records(request, headers, '/lx-operation/lingxi-user/page', { account: one });
    await post(request, headers, '/lx-operation/lingxi-user/remove', { params: { ids: String(found?.id) } });
  }
});

test.describe('as the restricted operator', () => {
  test.use({ storageState: signedIn(OPERATOR) });

  test('the restricted operator is offered none of the administration and platform pages, and the server refuses them', async ({
    page,
    request,
  }) => {
    await open(page, '/system/param');
    const sider = page.locator('.lx-sider');
    await expect(sider).toContainText('参数管理');
    for (const name of [
      '租户管理',
      '应用管理',
      '数据源管理',
      '岗位管理',
      '短信配置',
      '对象存储',
      '附件管理',
      '代码生成',
      '登录日志',
      '角色管理',
      'Web菜单',
      '数据权限',
    ]) {
      await expect(sider, name).not.toContainText(name);
    }
    // their addresses open no page either
    for (const target of ['/platform/roles', '/platform/assigned', '/platform/menu', '/system/dataScope']) {
      await navigateInApp(page, target);
      await expect(page.locator('.lx-crud, .lx-role-grant'), target).toHaveCount(0);
    }
    const headers = await apiLogin(request, OPERATOR);
    for (const call of [
      '/lingxi-system/tenant/list',
      '/lingxi-resource/sms/list',
      '/lingxi-app-loginRecode/loginrecord/page',
    ]) {
      expect((await request.get(`${GATEWAY}/api${call}`, { headers })).status(), call).toBe(403);
    }
  });
});

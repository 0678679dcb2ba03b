/**
 * The business centre's data pages in the browser (issue 20): one import into the investment enterprise
 * library as an operator of the centre makes it: the template from the dialog, filled; a workbook with a
 * refused row (each refused row listed with its reason, nothing stored); the fixed workbook imported and
 * found in the list.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiLogin, GATEWAY, open, rows, search, shot, test } from './support';

interface Workbook {
  xlsx: { load(data: ArrayBuffer): Promise<unknown>; writeBuffer(): Promise<ArrayBuffer> };
  worksheets: { addRow(values: unknown[]): unknown }[];
}

/** The gateway's own Excel library (the e2e package has none). */
function excel(): Workbook {
  const require = createRequire(path.resolve(import.meta.dirname, '../../apps/gateway/package.json'));
  const ExcelJS = require('exceljs') as { Workbook: new () => Workbook };
  return new ExcelJS.Workbook();
}

/** The downloaded template with `rows` added under its header row, as a person fills it. */
async function fillTemplate(template: Buffer, data: (string | number)[][]): Promise<Buffer> {
  const workbook = excel();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  for (const row of data) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function total(request: APIRequestContext, creditCode: string): Promise<number> {
  const response = await request.get(`${GATEWAY}/api/lingxi-project-enterprise/page`, {
    headers: await apiLogin(request),
    params: { creditCode },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.total as number;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('the investment library imports a workbook: a refused row stores nothing; fixed, it goes in', async ({
  page,
  request,
}) => {
  const stem = String(Date.now() % 1e8).padStart(8, '0');
  const codes = [`91330106ME${stem}`, `91330106MF${stem}`];
  await open(page, '/basicData/businessLibrary');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入招商企业' });
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  const download = await templateDownload;
  expect(download.suggestedFilename()).toBe('招商企业导入模板.xlsx');
  const template = await import('node:fs/promises').then((fs) => download.path().then((p) => fs.readFile(p)));
  const name = `浏览器导入${stem}`;
  // the template's columns: 企业名称, 统一社会信用代码, 法定代表人, 所属行业, 注册资本(万元), 企业地址, 联系人, 联系电话, 投资意向
  const good = [
    `${name}甲有限公司`,
    codes[0] as string,
    '孙总',
    '新材料',
    800,
    '杭州市西湖区',
    '钱经理',
    '13900001111',
    '拟设研发中心',
  ];
  const bad = [
    `${name}乙有限公司`,
    codes[1] as string,
    '李总',
    '新能源',
    500,
    '杭州市滨江区',
    '赵经理',
    '1390000',
    '拟建工厂',
  ];
  await dialog.locator('input[type=file]').setInputFiles({
    name: '招商企业.xlsx',
    mimeType: XLSX,
    buffer: await fillTemplate(template, [good, bad]),
  });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('1 行数据有误，未导入任何数据');
  const refused = dialog.getByRole('table');
  await expect(refused.getByRole('row', { name: /3\s*手机号码格式不正确/ })).toBeVisible();
  // the server's message too, and not even the good row went in
  await expect(page.getByText('第3行：手机号码格式不正确')).toBeVisible();
  expect(await total(request, codes[0] as string)).toBe(0);
  await shot(page, 'businessLibrary-import-refused');

  bad[7] = '13900002222';
  await dialog.locator('input[type=file]').setInputFiles({
    name: '招商企业.xlsx',
    mimeType: XLSX,
    buffer: await fillTemplate(template, [good, bad]),
  });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog).toContainText('共 2 条，成功 2 条，失败 0 条');
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
  await search(page, '企业名称', name);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: `${name}乙有限公司` })).toContainText('赵经理');
  expect(await total(request, codes[1] as string)).toBe(1);
});

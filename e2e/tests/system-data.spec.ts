/**
 * The system centre's data pages against the real gateway: dictionaries (general, business, the edit
 * page), base codes, government organisations, regions, projects and users. Each test makes its own
 * records (unique names) and reads every write back from the server.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  apiLogin,
  confirm,
  GATEWAY,
  login,
  NO_SESSION,
  OPERATOR,
  open,
  rows,
  search,
  shot,
  signedIn,
  test,
  uniq,
} from './support';

const unique = (prefix: string) => `${prefix}${uniq()}`;

/** GET a gateway call as the administrator; answers `data`. */
async function api<T = unknown>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string> = {},
) {
  const response = await request.get(`${GATEWAY}/api${path}`, { headers: await apiLogin(request), params });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data as T;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

type PageOf<T> = { records: T[]; total: number };

test.describe('dictionaries', () => {
  for (const { path, base, name } of [
    { path: '/basicData/dictionary', base: '/lingxi-system/dict', name: 'dictionary' },
    { path: '/basicData/businessDictionary', base: '/lingxi-system/dict-biz', name: 'businessDictionary' },
  ]) {
    test(`${name}: parent list, search, add with validation, entries as a child tree, edit, view, delete`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await open(page, path);
      await expect(rows(page).first()).toBeVisible();
      await shot(page, name);

      // add: SPEC §5 messages
      await page.getByRole('button', { name: '新增', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '新增' });
      await dialog.getByLabel('字典排序').fill('');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByText('请输入字典编号')).toBeVisible();
      await expect(dialog.getByText('请输入字典名称')).toBeVisible();
      await expect(dialog.getByText('请输入字典排序')).toBeVisible();
      const code = unique('e2e_');
      await dialog.getByLabel('字典编号').fill(code);
      await dialog.getByLabel('字典名称').fill('端到端字典');
      await dialog.getByLabel('字典排序').fill('7');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('新增成功')).toBeVisible();
      const parents = await api<PageOf<{ id: string; code: string; dictValue: string; sort: number }>>(
        request,
        `${base}/parent-list`,
        { code },
      );
      expect(parents.records).toHaveLength(1);
      expect(parents.records[0]).toMatchObject({ code, dictValue: '端到端字典', sort: 7 });
      const parentId = parents.records[0]?.id as string;

      // search by code
      await search(page, '字典编号', code);
      await expect(rows(page)).toHaveCount(1);

      // edit the parent
      await rows(page).first().getByRole('button', { name: '编辑' }).click();
      const edit = page.getByRole('dialog', { name: '编辑' });
      await expect(edit.getByLabel('字典编号')).toHaveValue(code);
      await edit.getByLabel('字典名称').fill('端到端字典改');
      await edit.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('修改成功')).toBeVisible();
      await expect(rows(page).first()).toContainText('端到端字典改');

      // the code tag opens the entries: add one (code and parent locked), then one under it
      await rows(page).first().getByRole('button', { name: code }).click();
      const drawer = page.getByRole('dialog', { name: `字典项: 端到端字典改 (${code})` });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: '新增', exact: true }).click();
      const add = page.getByRole('dialog', { name: '新增' });
      await expect(add.getByLabel('字典编号')).toHaveValue(code);
      await expect(add.getByLabel('字典编号')).toBeDisabled();
      await expect(add.getByLabel('上级字典')).toHaveValue('端到端字典改');
      await expect(add.getByLabel('上级字典')).toBeDisabled();
      await add.getByLabel('字典名称').fill('条目一');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(add.getByText('请输入字典键值')).toBeVisible();
      await add.getByLabel('字典键值').fill('1');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('新增成功')).toBeVisible();
      const entry = drawer.locator('tr.ant-table-row', { hasText: '条目一' });
      await expect(entry).toBeVisible();
      await shot(page, `${name}-entries`);

      await entry.getByRole('button', { name: '新增子项' }).click();
      await expect(add.getByLabel('上级字典')).toHaveValue('条目一');
      await add.getByLabel('字典名称').fill('条目一之一');
      await add.getByLabel('字典键值').fill('11');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('新增成功')).toBeVisible();
      const children = await api<PageOf<{ id: string; dictValue: string; dictKey: string; code: string }>>(
        request,
        `${base}/child-list`,
        { parentId },
      );
      expect(children.records.map((r) => [r.dictValue, r.dictKey, r.code])).toEqual([['条目一', '1', code]]);
      const entryId = children.records[0]?.id as string;
      const grand = await api<PageOf<{ dictValue: string }>>(request, `${base}/child-list`, {
        parentId: entryId,
      });
      expect(grand.records.map((r) => r.dictValue)).toEqual(['条目一之一']);

      // the new entries are in the dictionary look-up
      const lookup = await api<{ dictValue: string }[]>(request, `${base}/dictionary`, { code });
      expect(lookup.map((r) => r.dictValue).sort()).toEqual(['条目一', '条目一之一']);

      // expand, view and edit an entry
      // (the kit's tree page opens the parent of a new child by itself; the parent/child piece may not)
      const expand = entry.getByRole('button', { name: /展开|Expand/ });
      if ((await expand.count()) > 0) await expand.click();
      const grandRow = drawer.locator('tr.ant-table-row', { hasText: '条目一之一' });
      await expect(grandRow).toBeVisible();
      await grandRow.getByRole('button', { name: '查看' }).click();
      const view = page.getByRole('dialog', { name: '查看' });
      await expect(view).toContainText('11');
      await view.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
      await grandRow.getByRole('button', { name: '编辑' }).click();
      await expect(edit.getByLabel('字典编号')).toBeDisabled();
      await edit.getByLabel('字典名称').fill('条目一之一改');
      await edit.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('修改成功')).toBeVisible();
      await expect(drawer.locator('tr.ant-table-row', { hasText: '条目一之一改' })).toBeVisible();

      // a parent with entries is refused; entries first
      await drawer
        .locator('tr.ant-table-row', { hasText: '条目一之一改' })
        .getByRole('button', { name: '删除' })
        .click();
      await confirm(page, '确定将选择数据删除?');
      await expect(page.getByText('删除成功')).toBeVisible();
      await expect(drawer.locator('tr.ant-table-row', { hasText: '条目一之一改' })).toHaveCount(0);
      await drawer
        .locator('tr.ant-table-row', { hasText: '条目一' })
        .getByRole('button', { name: '删除' })
        .click();
      await confirm(page, '确定将选择数据删除?');
      await expect(drawer.locator('tr.ant-table-row')).toHaveCount(0);
      await drawer
        .getByRole('button', { name: /Close|关闭/ })
        .first()
        .click();

      await rows(page).first().getByRole('button', { name: '删除' }).click();
      await confirm(page, '确定将选择数据删除?');
      await expect(rows(page)).toHaveCount(0);
      const after = await api<PageOf<unknown>>(request, `${base}/parent-list`, { code });
      expect(after.total).toBe(0);
    });
  }

  test('the edit-dictionary page shows one dictionary, reached from the entries drawer', async ({ page }) => {
    await open(page, '/basicData/dictionary');
    await search(page, '字典编号', 'org_category');
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: 'org_category' }).click();
    await page.getByRole('link', { name: '在页面中打开' }).click();
    await expect(page).toHaveURL(/\/basicData\/editeDictionary\?kind=dict&id=\d+/);
    const table = page.locator('.lx-crud-table');
    await expect(table.locator('tr.ant-table-row', { hasText: '政府机构' })).toBeVisible();
    await expect(table.locator('tr.ant-table-row', { hasText: '运营机构' })).toBeVisible();
    await shot(page, 'editeDictionary');
  });

  test('business dictionary entries switch status, read back from the server', async ({ page, request }) => {
    await open(page, '/basicData/businessDictionary');
    await search(page, '字典编号', 'park_level');
    await rows(page).first().getByRole('button', { name: 'park_level' }).click();
    const drawer = page.getByRole('dialog', { name: /字典项/ });
    const toggle = drawer.getByRole('switch', { name: '市级' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(toggle).not.toBeChecked();
    const entries = await api<{ dictValue: string; status: number }[]>(
      request,
      '/lingxi-system/dict-biz/dictionary',
      { code: 'park_level' },
    );
    expect(entries.find((e) => e.dictValue === '市级')?.status).toBe(0);
    await toggle.click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(toggle).toBeChecked();
  });
});

test('base codes: parent list, add with validation, child codes, edit, view, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await open(page, '/basicData/baseCode');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'baseCode');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入编码')).toBeVisible();
  await expect(dialog.getByText('请输入名称')).toBeVisible();
  const code = unique('BC');
  await dialog.getByLabel('编码', { exact: true }).fill(code);
  await dialog.getByLabel('名称', { exact: true }).fill('端到端编码');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const parents = await api<PageOf<{ id: string; name: string }>>(
    request,
    '/lingxi-basecode-general/basecodegeneral/parentPage',
    { code },
  );
  expect(parents.records.map((r) => r.name)).toEqual(['端到端编码']);

  await search(page, '编码', code);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: code }).click();
  const drawer = page.getByRole('dialog', { name: `字典项: 端到端编码 (${code})` });
  await drawer.getByRole('button', { name: '新增', exact: true }).click();
  await expect(dialog.getByLabel('上级编码')).toHaveValue('端到端编码');
  await dialog.getByLabel('编码', { exact: true }).fill(`${code}01`);
  await dialog.getByLabel('名称', { exact: true }).fill('子编码');
  await dialog.getByLabel('编码值').fill('v1');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const child = drawer.locator('tr.ant-table-row', { hasText: '子编码' });
  await expect(child).toBeVisible();
  const children = await api<PageOf<{ id: string; codeValue: string }>>(
    request,
    '/lingxi-basecode-general/basecodegeneral/childPage',
    { parentId: parents.records[0]?.id as string },
  );
  expect(children.records.map((r) => r.codeValue)).toEqual(['v1']);

  // edit goes through `update`
  await child.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await edit.getByLabel('编码值').fill('v2');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(child).toContainText('v2');
  await child.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(drawer.locator('tr.ant-table-row')).toHaveCount(0);
  const after = await api<PageOf<unknown>>(request, '/lingxi-basecode-general/basecodegeneral/childPage', {
    parentId: parents.records[0]?.id as string,
  });
  expect(after.total).toBe(0);
});

for (const { path, base, name, category, sortable } of [
  {
    path: '/basicData/governmentOrgans',
    base: '/lingxi-system/dept',
    name: 'governmentOrgans',
    category: '政府机构',
    sortable: true,
  },
  {
    path: '/platform/parkAndInstitutions',
    base: '/lingxi-system/park',
    name: 'parkAndInstitutions',
    category: '园区',
    sortable: false,
  },
]) {
  test(`${name}: lazy tree, search, add with validation, add child, sort, status, view, edit, delete`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await open(page, path);
    const table = page.locator('.lx-crud-table');
    await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
    await shot(page, name);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入机构名称')).toBeVisible();
    await expect(dialog.getByText('请选择机构类型')).toBeVisible();
    const root = unique('端到端机构');
    await dialog.getByLabel('机构名称').fill(root);
    await dialog.getByLabel('机构类型').click();
    await page.locator(`.ant-select-item-option[title="${category}"]`).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const created = await api<{ id: string; deptName: string }[]>(request, `${base}/lazy-list`, {
      deptName: root,
    });
    expect(created.map((d) => d.deptName)).toEqual([root]);
    const rootId = created[0]?.id as string;

    const rootRow = table
      .locator('tr.ant-table-row')
      .filter({ hasText: root })
      .filter({ hasNotText: `${root}分部` });
    await rootRow.getByRole('button', { name: '新增子项' }).click();
    await expect(dialog.getByLabel('上级机构')).toHaveValue(root);
    await dialog.getByLabel('机构名称').fill(`${root}分部`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const kids = await api<{ id: string; deptName: string }[]>(request, `${base}/lazy-list`, {
      parentId: rootId,
    });
    expect(kids.map((d) => d.deptName)).toEqual([`${root}分部`]);
    const childId = kids[0]?.id as string;

    // the parent opens by itself to show its new child (the kit's tree page)
    const childRow = table.locator('tr.ant-table-row', { hasText: `${root}分部` });
    await expect(childRow).toBeVisible();

    if (sortable) {
      const sort = childRow.getByLabel(`排序 ${root}分部`);
      await sort.fill('5');
      await sort.press('Enter');
      await expect(page.getByText('排序已保存')).toBeVisible();
      expect((await api<{ sort: number }>(request, `${base}/detail`, { id: childId })).sort).toBe(5);
    }

    await childRow.getByRole('switch').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(childRow.getByRole('switch')).not.toBeChecked();
    expect((await api<{ status: number }>(request, `${base}/detail`, { id: childId })).status).toBe(0);

    await childRow.getByRole('button', { name: '查看' }).click();
    const view = page.getByRole('dialog', { name: '查看' });
    await expect(view).toContainText(root);
    await view.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await childRow.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await edit.getByLabel('机构全称').fill(`${root}分部全称`);
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    expect((await api<{ fullName: string }>(request, `${base}/detail`, { id: childId })).fullName).toBe(
      `${root}分部全称`,
    );

    // search answers matching departments of the whole tree
    await search(page, '机构名称', `${root}分部`);
    await expect(table.locator('tr.ant-table-row')).toHaveCount(1);
    await page.getByRole('button', { name: '清空' }).click();

    // a department with children is refused; the child first
    await rootRow.getByRole('button', { name: '删除' }).click();
    await confirm(page, '确定将选择数据删除?');
    await expect(page.getByText('请先删除子节点')).toBeVisible();
    await childRow.getByRole('button', { name: '删除' }).click();
    await confirm(page, '确定将选择数据删除?');
    await expect(childRow).toHaveCount(0);
    await rootRow.getByRole('button', { name: '删除' }).click();
    await confirm(page, '确定将选择数据删除?');
    await expect(rootRow).toHaveCount(0);
    expect(await api<unknown[]>(request, `${base}/lazy-list`, { deptName: root })).toEqual([]);
  });
}

test('regions: lazy tree and the chosen region form; add sub-region, save, search, status, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await open(page, '/basicData/areaPublish');
  const tree = page.getByRole('tree');
  const node = (name: string) =>
    page.locator('.ant-tree-treenode', {
      has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${name}$`) }),
    });
  await expect(node('浙江省')).toBeVisible();
  await shot(page, 'areaPublish');
  // nothing chosen yet
  await page.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('请先选择一个区域')).toBeVisible();
  await page.getByRole('button', { name: '新增下级' }).click();
  await expect(page.getByText('请先选择一个区域').first()).toBeVisible();

  await node('浙江省').locator('.ant-tree-switcher').click();
  await expect(node('杭州市')).toBeVisible();
  await tree.getByText('杭州市', { exact: true }).click();
  await expect(page.getByLabel('区划编号', { exact: true })).toHaveValue('3301');
  await expect(page.getByLabel('上级区划名称')).toHaveValue('浙江省');
  await expect(page.getByLabel('区划编号', { exact: true })).toBeDisabled();

  await page.getByRole('button', { name: '新增下级' }).click();
  await expect(page.getByLabel('上级区划编号')).toHaveValue('3301');
  await expect(page.getByLabel('上级区划名称')).toHaveValue('杭州市');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入下级编号')).toBeVisible();
  const sub = String(90 + Math.floor(Math.random() * 10));
  const name = unique('端到端区');
  await page.getByLabel('下级编号').fill(sub);
  await page.getByLabel('区划名称', { exact: true }).fill(name);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const code = `3301${sub}`;
  const created = await api<{ id: string; name: string; parentCode: string; regionLevel: number }>(
    request,
    '/lingxi-system/region/detail',
    { code },
  );
  expect(created).toMatchObject({ name, parentCode: '3301', regionLevel: 3 });
  await expect(node(name)).toBeVisible();
  await expect(page.getByLabel('区划编号', { exact: true })).toHaveValue(code);
  await shot(page, 'areaPublish-form');

  await page.getByLabel('区划名称', { exact: true }).fill(`${name}改`);
  await page.getByLabel('排序').fill('3');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect(
    await api<{ name: string; sort: number }>(request, '/lingxi-system/region/detail', { code }),
  ).toMatchObject({
    name: `${name}改`,
    sort: 3,
  });

  // search: the whole tree on the server, a branch never opened too (江苏省 > 南京市 > 鼓楼区)
  const searchBox = page.getByLabel('搜索区域');
  const results = page.getByRole('tree', { name: '搜索结果' });
  await searchBox.fill('鼓楼');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('找到 1 个区域')).toBeVisible();
  await expect(results.locator('.ant-tree-treenode')).toHaveCount(1);
  await results.getByText('鼓楼区').click();
  await expect(page.getByLabel('区划编号', { exact: true })).toHaveValue('320106');
  await expect(page.getByLabel('上级区划名称')).toHaveValue('南京市');
  await expect(page.getByLabel('区划名称', { exact: true })).toHaveValue('鼓楼区');
  // by code: the new region, chosen from the matches
  await searchBox.fill(code);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('找到 1 个区域')).toBeVisible();
  await results.getByText(`${name}改`).click();
  await expect(page.getByLabel('区划编号', { exact: true })).toHaveValue(code);
  await expect(page.getByLabel('上级区划名称')).toHaveValue('杭州市');
  await expect(page.getByLabel('排序')).toHaveValue('3');

  await page.getByRole('switch', { name: `状态 ${name}改` }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('switch', { name: `状态 ${name}改` })).not.toBeChecked();
  expect((await api<{ status: number }>(request, '/lingxi-system/region/detail', { code })).status).toBe(0);

  await page.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('找到 0 个区域')).toBeVisible();
  // the search cleared: the tree again, without it
  await searchBox.fill('');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(results).toHaveCount(0);
  await expect(node('杭州市')).toBeVisible();
  await expect(node(`${name}改`)).toHaveCount(0);
  const gone = await request.get(`${GATEWAY}/api/lingxi-system/region/detail`, {
    headers: await apiLogin(request),
    params: { code },
  });
  expect(gone.status()).toBe(404);
});

test('software projects: add, add subproject (top level only), edit, view, enable/disable, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await open(page, '/project/software');
  const table = page.locator('.lx-crud-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await shot(page, 'software');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入项目名称')).toBeVisible();
  await expect(dialog.getByText('请输入项目编号')).toBeVisible();
  const name = unique('端到端项目');
  const code = unique('P-');
  await dialog.getByLabel('项目名称').fill(name);
  await dialog.getByLabel('项目编号').fill(code);
  await dialog.getByLabel('负责人').fill('张三');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const found = await api<PageOf<{ id: string; projectCode: string }>>(
    request,
    '/lingxi-project/project/page',
    {
      projectCode: code,
    },
  );
  expect(found.total).toBe(1);
  const projectId = found.records[0]?.id as string;

  const row = table
    .locator('tr.ant-table-row')
    .filter({ hasText: name })
    .filter({ hasNotText: `${name}子` });
  await row.getByRole('button', { name: '新增子项目' }).click();
  await dialog.getByLabel('项目名称').fill(`${name}子`);
  await dialog.getByLabel('项目编号').fill(`${code}-1`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const subs = await api<PageOf<{ projectName: string }>>(request, '/lingxi-project/project/page', {
    parentId: projectId,
  });
  expect(subs.records.map((p) => p.projectName)).toEqual([`${name}子`]);
  // the parent opens by itself to show its new subproject (the kit's tree page)
  const sub = table.locator('tr.ant-table-row', { hasText: `${name}子` });
  await expect(sub).toBeVisible();
  // a subproject has no subprojects of its own
  await expect(sub.getByRole('button', { name: '新增子项目' })).toHaveCount(0);

  await sub.getByRole('switch').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(sub.getByRole('switch')).not.toBeChecked();
  const disabled = await api<PageOf<{ status: number }>>(request, '/lingxi-project/project/page', {
    projectCode: `${code}-1`,
  });
  expect(disabled.records[0]?.status).toBe(0);

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await edit.getByLabel('负责人').fill('李四');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('dialog', { name: '查看' })).toContainText('李四');
  await page
    .getByRole('dialog', { name: '查看' })
    .locator('.ant-modal-footer')
    .getByRole('button', { name: '关闭' })
    .click();

  await sub.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(sub).toHaveCount(0);
  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(row).toHaveCount(0);
  const after = await api<PageOf<unknown>>(request, '/lingxi-project/project/page', { projectCode: code });
  expect(after.total).toBe(0);
});

/** Opens the add drawer of a user page and fills the basic and detail fields. */
async function fillNewUser(page: Page, account: string, password: string, confirmation = password) {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '新增' });
  await drawer.getByLabel('登录账号').fill(account);
  await drawer.getByLabel('密码', { exact: true }).fill(password);
  await drawer.getByLabel('确认密码').fill(confirmation);
  await drawer.getByLabel('用户姓名').fill('端到端');
  await drawer.getByLabel('手机号码').fill('13900001234');
  return drawer;
}

test('government users: department tree, add (passwords must agree), edit, view, grant, status, reset password, export, delete', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await open(page, '/managerUser/governmentUsers');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'governmentUsers');

  // the department tree filters the list
  const tree = page.getByRole('tree');
  await page
    .locator('.ant-tree-treenode', {
      has: page.locator('.ant-tree-title', { hasText: /^杭州市经济和信息化局$/ }),
    })
    .locator('.ant-tree-switcher')
    .click();
  await tree.getByText('产业发展处', { exact: true }).click();
  await expect(rows(page).first()).toContainText('产业发展处');
  const total = page.locator('.ant-pagination-total-text');
  const depts = await api<{ id: string; title: string }[]>(request, '/lingxi-system/dept/tree');
  const all = depts.flatMap((d) => [
    d,
    ...((d as { children?: { id: string; title: string }[] }).children ?? []),
  ]);
  const deptId = all.find((d) => d.title === '产业发展处')?.id as string;
  const inDept = await api<PageOf<unknown>>(request, '/lingxi-user/page-boot', { deptId });
  await expect(total).toHaveText(`共 ${inDept.total} 条`);
  // 清空 clears the chosen department too: the whole list again
  await page.getByRole('button', { name: '清空' }).click();
  await expect(tree.locator('.ant-tree-treenode-selected')).toHaveCount(0);
  await expect(total).not.toHaveText(`共 ${inDept.total} 条`);

  // add: required fields, then the two passwords must agree (SPEC §5)
  await page.getByRole('button', { name: '新增', exact: true }).click();
  let drawer = page.getByRole('dialog', { name: '新增' });
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入登录账号')).toBeVisible();
  await expect(drawer.getByText('请输入用户姓名')).toBeVisible();
  await drawer.getByRole('button', { name: '取消' }).click();
  const account = unique('e2eu');
  drawer = await fillNewUser(page, account, 'First#123', 'Other#123');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await drawer.getByLabel('确认密码').fill('First#123');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const created = await api<PageOf<{ id: string; realName: string; userType: number; phone: string }>>(
    request,
    '/lingxi-user/page-boot',
    { account },
  );
  expect(created.records[0]).toMatchObject({ realName: '端到端', userType: 1, phone: '13900001234' });
  const userId = created.records[0]?.id as string;
  await apiLogin(request, { tenant: '000000', account, password: 'First#123' });

  await search(page, '登录账号', account);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();

  // edit: the account is not edited
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('登录账号')).toBeDisabled();
  await edit.getByLabel('用户昵称').fill('小端');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect((await api<{ name: string }>(request, '/lingxi-user/detail', { id: userId })).name).toBe('小端');
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('dialog', { name: '查看' })).toContainText('小端');
  await page.getByRole('dialog', { name: '查看' }).getByRole('button', { name: '关闭' }).last().click();

  // role grant for one user
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '角色配置' }).click();
  const grant = page.getByRole('dialog', { name: '角色配置' });
  await grant.getByText('政府用户', { exact: true }).click();
  await grant.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('角色配置成功')).toBeVisible();
  const roles = await api<{ id: string; title: string }[]>(request, '/lingxi-system/role/tree');
  const govRole = roles.find((r) => r.title === '政府用户')?.id;
  expect((await api<{ roleId: string }>(request, '/lingxi-user/detail', { id: userId })).roleId).toBe(
    govRole,
  );
  await expect(row).toContainText('政府用户');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '角色配置' }).click();
  await expect(grant.locator('.ant-tree-treenode-checkbox-checked')).toContainText('政府用户');
  await grant.getByRole('button', { name: '取消' }).click();

  // reset password (asks first): the initial password logs in on the login page of a fresh browser
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '密码重置' }).click();
  await expect(page.getByText('确定将选择账号密码重置为初始密码?')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码重置成功')).toBeVisible();
  const fresh = await browser.newContext({ storageState: NO_SESSION });
  try {
    const other = await fresh.newPage();
    await login(other, { tenant: '000000', account, password: '123456' });
    await expect(other.locator('.lx-user-name')).toHaveText('端到端');
  } finally {
    await fresh.close();
  }

  // status
  await row.getByRole('switch', { name: account }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(row.getByRole('switch', { name: account })).not.toBeChecked();
  expect((await api<{ status: number }>(request, '/lingxi-user/detail', { id: userId })).status).toBe(0);

  // export: the spec's file name, an Excel workbook (a zip: "PK") that lists the new user
  const [exported, download] = await Promise.all([
    page.waitForResponse((res) => res.url().includes('/lingxi-user/export-user')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toContain(XLSX);
  expect(download.suggestedFilename()).toBe('政府用户.xlsx');
  const file = await readFile(await download.path());
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(await sheetCells(file)).toContain(account);

  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(rows(page)).toHaveCount(0);
  expect((await api<PageOf<unknown>>(request, '/lingxi-user/page-boot', { account })).total).toBe(0);
});

test('park and operating users: add, edit, view, reset password, status, delete, enterprise import from a real .xlsx', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await open(page, '/managerUser/gardenUser');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'gardenUser');

  const account = unique('e2eg');
  const drawer = await fillNewUser(page, account, 'Garden#123');
  await drawer.getByLabel('用户类型').click();
  await page.locator('.ant-select-item-option[title="运营机构用户"]').click();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const created = await api<PageOf<{ id: string; userType: number }>>(
    request,
    '/lx-operation/lingxi-user/page',
    {
      account,
    },
  );
  expect(created.records[0]?.userType).toBe(4);
  const userId = created.records[0]?.id as string;

  await search(page, '登录账号', account);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('运营机构用户');

  // edit: the account is not edited, the type is kept
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('登录账号')).toHaveValue(account);
  await expect(edit.getByLabel('登录账号')).toBeDisabled();
  await expect(edit.getByLabel('密码', { exact: true })).toHaveCount(0);
  await edit.getByLabel('用户昵称').fill('小园');
  await edit.getByLabel('手机号码').fill('13900005678');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(edit).toBeHidden();
  expect(await api(request, '/lx-operation/lingxi-user/detail', { id: userId })).toMatchObject({
    account,
    name: '小园',
    phone: '13900005678',
    userType: 4,
    realName: '端到端',
  });

  // view: read-only details
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view).toContainText(account);
  await expect(view).toContainText('小园');
  await expect(view).toContainText('13900005678');
  await expect(view).toContainText('运营机构用户');
  await view.getByRole('button', { name: '关闭' }).last().click();
  await expect(view).toBeHidden();

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '密码重置' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码重置成功')).toBeVisible();
  await apiLogin(request, { tenant: '000000', account, password: '123456' });
  await row.getByRole('switch', { name: account }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(row.getByRole('switch', { name: account })).not.toBeChecked();
  expect(
    (await api<{ status: number }>(request, '/lx-operation/lingxi-user/detail', { id: userId })).status,
  ).toBe(0);

  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  expect((await api<PageOf<unknown>>(request, '/lx-operation/lingxi-user/page', { account })).total).toBe(0);

  // import: the template from the gateway, filled with two enterprise users
  const imported = [unique('imp'), unique('imp')];
  const template = await request.get(`${GATEWAY}/api/lx-operation/lingxi-user/import-template`, {
    headers: await apiLogin(request),
  });
  expect(template.status()).toBe(200);
  const xlsx = await fillTemplate(await template.body(), [
    [imported[0] as string, '导入甲', '', '13900002222', ''],
    [imported[1] as string, '导入乙', '', '', 'b@example.com'],
  ]);
  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog', { name: '企业用户导入' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  expect((await templateDownload).suggestedFilename()).toBe('企业用户导入.xlsx');
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog).toContainText('共 2 条，成功 2 条，失败 0 条');
  for (const one of imported) {
    const found = await api<PageOf<{ userType: number }>>(request, '/lx-operation/lingxi-user/page', {
      account: one,
    });
    expect(found.records[0]?.userType).toBe(3);
  }
  await shot(page, 'gardenUser-import');
});

test.describe('as the restricted operator', () => {
  test.use({ storageState: signedIn(OPERATOR) });

  test('the restricted operator adds and edits dictionaries but deletes nothing', async ({ page }) => {
    await open(page, '/basicData/dictionary');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '新增', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
    await rows(page).first().getByRole('button', { name: '字典项' }).click();
    const drawer = page.getByRole('dialog', { name: /字典项/ });
    await expect(drawer.locator('tr.ant-table-row').first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: '编辑' }).first()).toBeVisible();
  });

  test('regions: the restricted operator edits but has no delete', async ({ page }) => {
    await open(page, '/basicData/areaPublish');
    await expect(page.getByRole('tree').getByText('浙江省', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '新增下级' })).toBeVisible();
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
  });
});

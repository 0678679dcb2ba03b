/**
 * The system centre's data pages against the real gateway: dictionaries (general, business, the edit
 * page), base codes, government organisations, regions, projects and users. Each test makes its own
 * records (unique names) and reads every write back from the server.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiLogin, GATEWAY, login, OPERATOR } from './support';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** GET a gateway call as the administrator; answers `data`. */
async function api<T = unknown>(request: APIRequestContext, path: string, params: Record<string, string> = {}) {
  const response = await request.get(`${GATEWAY}/api${path}`, { headers: await apiLogin(request), params });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data as T;
}

type PageOf<T> = { records: T[]; total: number };

const rows = (page: Page) => page.locator('.lx-crud tbody tr.ant-table-row');

async function confirm(page: Page) {
  await expect(page.getByText('确定将选择数据删除?')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
}

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
      await login(page, ADMIN, path);
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
      await page.locator('.lx-search-form').getByLabel('字典编号').fill(code);
      await page.getByRole('button', { name: '搜索', exact: true }).click();
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
      const grand = await api<PageOf<{ dictValue: string }>>(request, `${base}/child-list`, { parentId: entryId });
      expect(grand.records.map((r) => r.dictValue)).toEqual(['条目一之一']);

      // the new entries are in the dictionary look-up
      const lookup = await api<{ dictValue: string }[]>(request, `${base}/dictionary`, { code });
      expect(lookup.map((r) => r.dictValue).sort()).toEqual(['条目一', '条目一之一']);

      // expand, view and edit an entry
      await entry.getByRole('button', { name: /展开|Expand/ }).click();
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
      await drawer.locator('tr.ant-table-row', { hasText: '条目一之一改' }).getByRole('button', { name: '删除' }).click();
      await confirm(page);
      await expect(page.getByText('删除成功')).toBeVisible();
      await drawer.locator('tr.ant-table-row', { hasText: '条目一' }).getByRole('button', { name: '删除' }).click();
      await confirm(page);
      await expect(drawer.locator('tr.ant-table-row')).toHaveCount(0);
      await drawer.getByRole('button', { name: /Close|关闭/ }).first().click();

      await rows(page).first().getByRole('button', { name: '删除' }).click();
      await confirm(page);
      await expect(rows(page)).toHaveCount(0);
      const after = await api<PageOf<unknown>>(request, `${base}/parent-list`, { code });
      expect(after.total).toBe(0);
    });
  }

  test('the edit-dictionary page shows one dictionary, reached from the entries drawer', async ({ page }) => {
    await login(page, ADMIN, '/basicData/dictionary');
    await page.locator('.lx-search-form').getByLabel('字典编号').fill('org_category');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
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
    await login(page, ADMIN, '/basicData/businessDictionary');
    await page.locator('.lx-search-form').getByLabel('字典编号').fill('park_level');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
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

  test('the restricted operator adds and edits dictionaries but deletes nothing', async ({ page }) => {
    await login(page, OPERATOR, '/basicData/dictionary');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '新增', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
    await rows(page).first().getByRole('button', { name: '字典项' }).click();
    const drawer = page.getByRole('dialog', { name: /字典项/ });
    await expect(drawer.locator('tr.ant-table-row').first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: '编辑' }).first()).toBeVisible();
  });
});

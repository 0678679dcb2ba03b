/**
 * The platform pages of the product system management centre against the real gateway: roles and their
 * permission settings, the front-end and back-end permission pages, web and app menus, top menus and
 * their menus, data scopes and API scopes. Every change is read back from the server.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  confirm,
  GATEWAY,
  navigateInApp,
  OPERATOR,
  open,
  post,
  refresh,
  shot,
  signedIn,
  test,
  uniq,
} from './support';

const SYS = `${GATEWAY}/api/lingxi-system`;

interface TreeNode {
  id: string;
  title: string;
  children?: TreeNode[];
}

let adminHeaders: Promise<Record<string, string>> | undefined;
/** The administrator's headers, logged in once for the file. */
const asAdmin = (request: APIRequestContext) => {
  adminHeaders ??= apiLogin(request, ADMIN);
  return adminHeaders;
};

async function api<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string> = {},
): Promise<T> {
  const res = await request.get(`${SYS}/${path}`, { headers: await asAdmin(request), params });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

/** Seeds a record (or a grant) of the system service as the administrator; answers its `data`. */
const seed = async (request: APIRequestContext, path: string, data: unknown) =>
  post<{ id: string }>(request, await asAdmin(request), `/lingxi-system/${path}`, { data });

const find = (nodes: readonly TreeNode[], title: string): TreeNode | undefined => {
  for (const node of nodes) {
    if (node.title === title) return node;
    const below = find(node.children ?? [], title);
    if (below) return below;
  }
  return undefined;
};

const table = (page: Page) => page.locator('.lx-table-card').getByRole('table').last();
const row = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('row', { name }).first();
const dialog = (page: Page) => page.getByRole('dialog').last();
const searchForm = (page: Page) => page.locator('.lx-search-form');

async function expand(page: Page, name: string) {
  await row(table(page), name)
    .getByRole('button', { name: /展开|Expand/ })
    .click();
}

/** A node of the grant editor's shown tab, by its title: its checkbox. */
const treeNode = (scope: Locator | Page, title: string) =>
  scope.getByRole('tabpanel').getByRole('checkbox', { name: title, exact: true });

test.describe('roles', () => {
  test('list, search, add with validation, add child, edit, view, delete', async ({ page, request }) => {
    const tag = uniq();
    await open(page, '/platform/roles');
    await expect(row(table(page), /政府用户/)).toBeVisible();
    await shot(page, 'roles');

    // add: the required fields first
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(dialog(page)).toContainText('请输入角色名称');
    await expect(dialog(page)).toContainText('请输入角色别名');
    await dialog(page).getByLabel('角色名称').fill(`测试角色${tag}`);
    await dialog(page).getByLabel('角色别名').fill(`r${tag}`);
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const [saved] = await api<{ id: string; roleAlias: string; parentId: string }[]>(
      request,
      'role/lazy-list',
      {
        roleName: `测试角色${tag}`,
      },
    );
    expect(saved).toMatchObject({ roleAlias: `r${tag}`, parentId: '0' });

    // search
    await searchForm(page).getByLabel('角色名称').fill(`测试角色${tag}`);
    await searchForm(page).getByRole('button', { name: '搜索' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await searchForm(page).getByRole('button', { name: '清空' }).click();

    // a child role: the parent is preset
    await row(table(page), `测试角色${tag}`).getByRole('button', { name: '新增下级' }).click();
    await expect(dialog(page)).toContainText(`测试角色${tag}`); // the parent, preset
    await dialog(page).getByLabel('角色名称').fill(`下级角色${tag}`);
    await dialog(page).getByLabel('角色别名').fill(`c${tag}`);
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(row(table(page), `下级角色${tag}`)).toBeVisible();
    const [child] = await api<{ id: string; parentId: string }[]>(request, 'role/lazy-list', {
      roleName: `下级角色${tag}`,
    });
    expect(child?.parentId).toBe(saved?.id);

    // edit
    await row(table(page), `下级角色${tag}`).getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('角色名称').fill(`改名角色${tag}`);
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    const detail = await api<{ roleName: string }>(request, 'role/detail', { id: child?.id ?? '' });
    expect(detail.roleName).toBe(`改名角色${tag}`);

    // view
    await row(table(page), `改名角色${tag}`).getByRole('button', { name: '查看' }).click();
    await expect(dialog(page)).toContainText(`c${tag}`);
    await expect(dialog(page)).toContainText(`测试角色${tag}`); // the parent by name
    await dialog(page).getByRole('button', { name: '关闭' }).last().click();

    // delete: the parent refuses while it has a child
    await row(table(page), `测试角色${tag}`).getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await expect(page.getByText('请先删除子节点')).toBeVisible();
    await row(table(page), `改名角色${tag}`).getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row(table(page), `改名角色${tag}`)).toHaveCount(0);
    const left = await api<unknown[]>(request, 'role/lazy-list', { roleName: `改名角色${tag}` });
    expect(left).toHaveLength(0);
  });

  test('permission settings: menus with their half-checked parents, and scopes, read back and shown again', async ({
    page,
    request,
  }) => {
    const tag = uniq();
    const role = await seed(request, 'role/submit', {
      roleName: `授权角色${tag}`,
      roleAlias: `g${tag}`,
      sort: 99,
    });
    const trees = await api<{ menu: TreeNode[]; dataScope: TreeNode[]; apiScope: TreeNode[] }>(
      request,
      'menu/grant-tree',
    );
    const system = find(trees.menu, '系统管理') as TreeNode;
    const param = find(system.children ?? [], '参数管理') as TreeNode;
    const paramScope = find(trees.dataScope, '参数-本人可见') as TreeNode;

    await open(page, '/platform/roles');
    await refresh(page); // the previous test left this list on screen a moment ago
    // exactly one role
    await page.getByRole('button', { name: '权限设置' }).click();
    await expect(page.getByText('请选择一条数据')).toBeVisible();
    await row(table(page), `授权角色${tag}`).getByRole('checkbox').check();
    await page.getByRole('button', { name: '权限设置' }).click();
    const editor = dialog(page);
    await expect(editor.getByRole('tab', { name: '菜单权限' })).toBeVisible();
    await expect(editor.getByRole('tab', { name: '数据权限' })).toBeVisible();
    await expect(editor.getByRole('tab', { name: '接口权限' })).toBeVisible();
    await treeNode(editor, '参数管理').click();
    await expect(treeNode(editor, '系统管理')).toHaveClass(/indeterminate/);
    await shot(page, 'roles-grant');
    await editor.getByRole('tab', { name: '数据权限' }).click();
    await treeNode(editor, '参数-本人可见').click();
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('授权成功')).toBeVisible();

    const keys = await api<{ menu: string[]; dataScope: string[]; apiScope: string[] }>(
      request,
      'menu/role-tree-keys',
      { roleIds: role.id },
    );
    // the page, its four buttons, and the half-checked group above it (decided: sent, so the page is reachable)
    expect(new Set(keys.menu)).toEqual(
      new Set([system.id, param.id, ...(param.children ?? []).map((button) => button.id)]),
    );
    expect(keys.dataScope).toEqual([paramScope.id]); // the scope only, never its menu
    expect(keys.apiScope).toEqual([]);

    // opened again, the editor shows what the server holds
    await row(table(page), `授权角色${tag}`).getByRole('checkbox').check();
    await page.getByRole('button', { name: '权限设置' }).click();
    await expect(treeNode(editor, '参数管理')).toHaveClass(/checked/);
    await expect(treeNode(editor, '系统管理')).toHaveClass(/indeterminate/);
    await expect(treeNode(editor, '租户管理')).not.toHaveClass(/checked/);
    await editor.getByRole('button', { name: '取消' }).click();
  });

  test('front-end and back-end permission pages, reached from the roles page', async ({ page, request }) => {
    const tag = uniq();
    const role = await seed(request, 'role/submit', {
      roleName: `分配角色${tag}`,
      roleAlias: `a${tag}`,
      sort: 98,
    });
    const trees = await api<{ menu: TreeNode[]; apiScope: TreeNode[] }>(request, 'menu/grant-tree');
    const param = find(trees.menu, '参数管理') as TreeNode;
    const apiScope = find(trees.apiScope, '参数列表') as TreeNode;
    const system = find(trees.menu, '系统管理') as TreeNode;
    await seed(request, `role/grant`, {
      roleIds: [role.id],
      menuIds: [system.id, param.id],
      dataScopeIds: [],
      apiScopeIds: [],
    });

    await open(page, '/platform/roles');
    await refresh(page); // the previous test left this list on screen a moment ago
    await row(table(page), `分配角色${tag}`).getByRole('button', { name: '前端权限' }).click();
    await expect(page).toHaveURL(new RegExp(`/platform/assigned\\?roleId=${role.id}`));
    await expect(page.getByRole('tab', { name: '菜单权限' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '接口权限' })).toBeVisible();
    await expect(treeNode(page.locator('.lx-role-grant'), '参数管理')).toHaveClass(/checked/);
    await shot(page, 'assigned');

    await page.goBack();
    await row(table(page), `分配角色${tag}`).getByRole('button', { name: '后端权限' }).click();
    await expect(page).toHaveURL(/\/platform\/assignedBack\?roleId=/);
    const back = page.locator('.lx-role-grant');
    await expect(back.getByRole('tab', { name: '接口权限' })).toBeVisible();
    await expect(back.getByRole('tab', { name: '菜单权限' })).toHaveCount(0);
    await treeNode(back, '参数列表').click();
    await back.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('授权成功')).toBeVisible();
    await shot(page, 'assignedBack');
    const keys = await api<{ menu: string[]; apiScope: string[] }>(request, 'menu/role-tree-keys', {
      roleIds: role.id,
    });
    expect(keys.apiScope).toEqual([apiScope.id]);
    expect(new Set(keys.menu)).toEqual(new Set([system.id, param.id])); // the menus stay as they were
  });
});

test.describe('menus', () => {
  test('web menus: tree, search, add with validation, add a button under a menu, edit, view, delete', async ({
    page,
    request,
  }) => {
    const tag = uniq();
    await open(page, '/platform/menu');
    // the seeded icon names render as icons
    await expect(row(table(page), /平台管理/).locator('.lx-icon-value svg')).toBeVisible();
    await expand(page, '平台管理');
    await expect(row(table(page), /顶部菜单/)).toBeVisible();
    await shot(page, 'menu');

    // search by code: the match from anywhere in the tree
    await searchForm(page).getByLabel('菜单编号').fill('topmenu_add');
    await searchForm(page).getByRole('button', { name: '搜索' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(table(page), /topmenu_add/)).toBeVisible();
    await searchForm(page).getByRole('button', { name: '清空' }).click();

    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(dialog(page)).toContainText('请输入菜单名称');
    await expect(dialog(page)).toContainText('请输入菜单编号');
    await dialog(page).getByLabel('菜单名称').fill(`测试菜单${tag}`);
    await dialog(page).getByLabel('路由地址').fill(`/test/${tag}`);
    await dialog(page).getByLabel('菜单编号').fill(`m${tag}`);
    await dialog(page).getByRole('textbox', { name: '图标', exact: true }).fill('StarOutlined');
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const [menu] = await api<{ id: string; category: number; source: string; parentId: string }[]>(
      request,
      'menu/lazy-list',
      { code_equal: `m${tag}` },
    );
    expect(menu).toMatchObject({ category: 1, source: 'StarOutlined', parentId: '0' });

    // a button under the menu: parent preset, no path needed
    await row(table(page), `测试菜单${tag}`).getByRole('button', { name: '新增子项' }).click();
    await dialog(page).getByLabel('菜单名称').fill(`测试按钮${tag}`);
    await dialog(page).getByLabel('菜单编号').fill(`m${tag}_add`);
    await dialog(page).getByRole('radio', { name: '按钮' }).check();
    await dialog(page).getByRole('radio', { name: '工具栏', exact: true }).check();
    // the menu's own toast first goes (3 s), so the one read next is the button's
    await expect(page.getByText('新增成功')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const button = row(table(page), `测试按钮${tag}`);
    await expect(button).toBeVisible();
    await expect(button).toContainText('工具栏');
    await expect(button.getByRole('button', { name: '新增子项' })).toHaveCount(0); // a button is a leaf
    const [saved] = await api<{ parentId: string; category: number; action: number; path: string | null }[]>(
      request,
      'menu/lazy-list',
      { code_equal: `m${tag}_add` },
    );
    expect(saved).toMatchObject({ parentId: menu?.id, category: 2, action: 1 });
    expect(saved?.path ?? '').toBe('');

    // edit and view
    await button.getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('菜单别名').fill('add');
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    const [edited] = await api<{ alias: string }[]>(request, 'menu/lazy-list', { code_equal: `m${tag}_add` });
    expect(edited?.alias).toBe('add');
    await row(table(page), `测试菜单${tag}`).getByRole('button', { name: '查看' }).click();
    await expect(dialog(page)).toContainText(`/test/${tag}`);
    await expect(dialog(page)).toContainText('StarOutlined');
    await dialog(page).getByRole('button', { name: '关闭' }).last().click();

    // delete the button, then the menu
    await row(table(page), `测试按钮${tag}`).getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await expect(page.getByText('删除成功')).toBeVisible();
    await row(table(page), `测试菜单${tag}`).getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await expect(row(table(page), `测试菜单${tag}`)).toHaveCount(0);
    expect(await api<unknown[]>(request, 'menu/lazy-list', { code_equal: `m${tag}` })).toHaveLength(0);
  });

  test('app menus: the tree under the menus aliased app, apart from the web menus; add, edit, view, delete', async ({
    page,
    request,
  }) => {
    const tag = uniq();
    await open(page, '/platform/menuApp');
    await expect(table(page)).toBeVisible();
    await expect(row(table(page), /平台管理/)).toHaveCount(0);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByLabel('菜单名称').fill(`App首页${tag}`);
    await dialog(page).getByLabel('菜单编号').fill(`app${tag}`);
    await dialog(page).getByLabel('路由地址').fill(`/app/${tag}`);
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(row(table(page), `App首页${tag}`)).toBeVisible();
    await shot(page, 'menuApp');
    const [saved] = await api<{ id: string; alias: string }[]>(request, 'menu/lazy-list', {
      code_equal: `app${tag}`,
    });
    expect(saved?.alias).toBe('app');

    // not among the web menus
    await navigateInApp(page, '/platform/menu');
    await expect(row(table(page), /平台管理/)).toBeVisible();
    await expect(row(table(page), `App首页${tag}`)).toHaveCount(0);
    await navigateInApp(page, '/platform/menuApp');
    await expect(row(table(page), `App首页${tag}`)).toBeVisible();

    // edit: still an app menu afterwards
    await row(table(page), `App首页${tag}`).getByRole('button', { name: '编辑' }).click();
    await expect(dialog(page).getByLabel('菜单编号')).toHaveValue(`app${tag}`);
    await dialog(page).getByLabel('路由地址').fill(`/app/${tag}/home`);
    await dialog(page).getByLabel('菜单排序').fill('5');
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    const [edited] = await api<{ id: string; alias: string; path: string; sort: number }[]>(
      request,
      'menu/lazy-list',
      { code_equal: `app${tag}` },
    );
    expect(edited).toMatchObject({ id: saved?.id, alias: 'app', path: `/app/${tag}/home`, sort: 5 });
    await expect(row(table(page), `App首页${tag}`)).toContainText(`/app/${tag}/home`);

    // view
    await row(table(page), `App首页${tag}`).getByRole('button', { name: '查看' }).click();
    await expect(dialog(page)).toContainText(`/app/${tag}/home`);
    await expect(dialog(page)).toContainText(`app${tag}`);
    await dialog(page).getByRole('button', { name: '关闭' }).last().click();

    // delete
    await row(table(page), `App首页${tag}`).getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row(table(page), `App首页${tag}`)).toHaveCount(0);
    expect(await api<unknown[]>(request, 'menu/lazy-list', { code_equal: `app${tag}` })).toHaveLength(0);
  });
});

test.describe('top menus', () => {
  test('add with validation, edit, view, menu settings read back, delete', async ({ page, request }) => {
    const tag = uniq();
    await open(page, '/platform/topMenu');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(dialog(page)).toContainText('请输入顶部菜单名称');
    await dialog(page).getByLabel('顶部菜单名称').fill(`顶部${tag}`);
    await dialog(page).getByLabel('顶部菜单编号').fill(`t${tag}`);
    await dialog(page).getByRole('textbox', { name: '图标', exact: true }).fill('AppstoreOutlined');
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const list = await api<{ records: { id: string; name: string; source: string }[] }>(
      request,
      'topmenu/list',
      {
        code: `t${tag}`,
      },
    );
    const top = list.records[0];
    expect(top).toMatchObject({ name: `顶部${tag}`, source: 'AppstoreOutlined' });
    await expect(row(table(page), `顶部${tag}`).locator('.lx-icon-value svg')).toBeVisible();
    await shot(page, 'topMenu');

    await row(table(page), `顶部${tag}`).getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('顶部菜单排序').fill('7');
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    expect((await api<{ sort: number }>(request, 'topmenu/detail', { id: top?.id ?? '' })).sort).toBe(7);
    await row(table(page), `顶部${tag}`).getByRole('button', { name: '查看' }).click();
    await expect(dialog(page)).toContainText(`t${tag}`);
    await dialog(page).getByRole('button', { name: '关闭' }).last().click();

    // the menus it groups
    const tree = await api<{ menu: TreeNode[] }>(request, 'menu/grant-top-tree');
    const platform = find(tree.menu, '平台管理') as TreeNode;
    const roles = find(tree.menu, '角色管理') as TreeNode;
    await row(table(page), `顶部${tag}`).getByRole('button', { name: '菜单配置' }).click();
    const editor = dialog(page);
    await treeNode(editor, '角色管理').click();
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('配置成功')).toBeVisible();
    const keys = await api<{ menu: string[] }>(request, 'menu/top-tree-keys', { topMenuIds: top?.id ?? '' });
    expect(new Set(keys.menu)).toEqual(new Set([platform.id, roles.id]));

    await row(table(page), `顶部${tag}`).getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await expect(page.getByText('删除成功')).toBeVisible();
    expect((await api<{ total: number }>(request, 'topmenu/list', { code: `t${tag}` })).total).toBe(0);
  });
});

test.describe('scopes', () => {
  test('data scopes: a menu’s rules, the type pre-fills name and column, edit, view, delete', async ({
    page,
    request,
  }) => {
    const tag = uniq();
    await open(page, '/system/dataScope');
    await expand(page, '系统管理');
    await row(table(page), /参数管理/)
      .getByRole('button', { name: '权限配置' })
      .click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer).toContainText('参数-本人可见');
    await shot(page, 'dataScope');

    await drawer.getByRole('button', { name: '新增', exact: true }).click();
    const form = dialog(page);
    await expect(form).toContainText('参数管理');
    await expect(form.getByLabel('权限编号')).toHaveValue('param');
    await form.getByLabel('规则类型').click();
    await page.locator('.ant-select-item-option[title="所在机构可见"]').click();
    await expect(form.getByLabel('权限名称')).toHaveValue('参数管理-所在机构可见');
    await expect(form.getByLabel('权限字段')).toHaveValue('create_dept');
    await form.getByLabel('权限名称').fill(`机构规则${tag}`);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const paramMenu = (await api<{ id: string }[]>(request, 'menu/lazy-list', { code_equal: 'param' }))[0];
    const rules = await api<{
      records: { id: string; scopeName: string; scopeColumn: string; scopeType: number }[];
    }>(request, 'data-scope/list', { menuId: paramMenu?.id ?? '', scopeName: `机构规则${tag}` });
    expect(rules.records[0]).toMatchObject({ scopeColumn: 'create_dept', scopeType: 3 });

    await row(drawer, `机构规则${tag}`).getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('规则值').fill('1,2');
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    const detail = await api<{ scopeValue: string }>(request, 'data-scope/detail', {
      id: rules.records[0]?.id ?? '',
    });
    expect(detail.scopeValue).toBe('1,2');
    await row(drawer, `机构规则${tag}`).getByRole('button', { name: '查看' }).click();
    await expect(dialog(page)).toContainText('所在机构可见');
    await dialog(page).getByRole('button', { name: '关闭' }).last().click();
    await row(drawer, `机构规则${tag}`).getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row(drawer, `机构规则${tag}`)).toHaveCount(0);
  });

  test('API scopes: a path instead of a column, required; edit, view, delete', async ({ page, request }) => {
    const tag = uniq();
    await open(page, '/system/apiScope');
    await expand(page, '系统管理');
    await row(table(page), /参数管理/)
      .getByRole('button', { name: '权限配置' })
      .click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer).toContainText('参数列表');
    await shot(page, 'apiScope');
    await drawer.getByRole('button', { name: '新增', exact: true }).click();
    const form = dialog(page);
    await expect(form.getByLabel('权限字段')).toHaveCount(0);
    await form.getByLabel('规则类型').click();
    await page.locator('.ant-select-item-option[title="业务接口"]').click();
    await expect(form.getByLabel('权限名称')).toHaveValue('参数管理-业务接口');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toContainText('请输入权限路径');
    await form.getByLabel('权限名称').fill(`接口规则${tag}`);
    await form.getByLabel('权限路径').fill('/lingxi-system/param/detail');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const found = await api<{ records: { id: string; scopePath: string; scopeType: number }[] }>(
      request,
      'api-scope/list',
      { scopeName: `接口规则${tag}` },
    );
    expect(found.records[0]).toMatchObject({ scopePath: '/lingxi-system/param/detail', scopeType: 2 });
    const scopeId = found.records[0]?.id ?? '';

    await row(drawer, `接口规则${tag}`).getByRole('button', { name: '编辑' }).click();
    await expect(dialog(page).getByLabel('权限路径')).toHaveValue('/lingxi-system/param/detail');
    await dialog(page).getByLabel('权限路径').fill('/lingxi-system/param/list');
    await dialog(page).getByLabel('备注').fill('端到端');
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    expect(
      await api<{ scopePath: string; remark: string }>(request, 'api-scope/detail', { id: scopeId }),
    ).toMatchObject({ scopePath: '/lingxi-system/param/list', remark: '端到端', scopeType: 2 });
    await expect(row(drawer, `接口规则${tag}`)).toContainText('/lingxi-system/param/list');

    await row(drawer, `接口规则${tag}`).getByRole('button', { name: '查看' }).click();
    await expect(dialog(page)).toContainText('业务接口');
    await expect(dialog(page)).toContainText('参数管理');
    await expect(dialog(page)).toContainText('/lingxi-system/param/list');
    await dialog(page).getByRole('button', { name: '关闭' }).last().click();

    await row(drawer, `接口规则${tag}`).getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row(drawer, `接口规则${tag}`)).toHaveCount(0);
    expect(
      (await api<{ records: unknown[] }>(request, 'api-scope/list', { scopeName: `接口规则${tag}` })).records,
    ).toHaveLength(0);
  });
});

test.describe('as the restricted operator', () => {
  test.use({ storageState: signedIn(OPERATOR) });

  test('the restricted operator has none of these pages', async ({ page }) => {
    await open(page, '/home/index');
    const sider = page.locator('.lx-sider');
    await expect(sider.getByRole('menuitem', { name: '角色管理' })).toHaveCount(0);
    await expect(sider.getByRole('menuitem', { name: 'Web菜单' })).toHaveCount(0);
    await expect(sider.getByRole('menuitem', { name: '数据权限' })).toHaveCount(0);
    for (const path of ['/platform/roles', '/platform/assigned', '/platform/menu', '/system/dataScope']) {
      await navigateInApp(page, path);
      await expect(page.locator('.lx-crud, .lx-role-grant')).toHaveCount(0);
    }
  });
});

// Platform pages (PAGES.md "Roles", "Top menus", "Data scopes, API scopes"): through what a person sees
// only (roles and top menus are being rebuilt on new kit parts).
import {
  choose,
  closeDialog,
  confirmBox,
  fill,
  openAdd,
  openDialog,
  renderPage,
  rowWith,
  saveEmpty,
  screen,
  search,
  seed,
  stored,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('roles', () => {
  it('lists the roles with their grants offered per row, and the grant needs one chosen role', async () => {
    const { user } = await renderPage(centre, { path: '/platform/roles' });
    const admin = await rowWith('超级管理员');
    expect(await within(admin).findByText('administrator')).toBeTruthy();
    for (const name of ['新增下级', '前端权限', '后端权限', '编辑'])
      expect(within(admin).getByRole('button', { name })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '权限设置' }));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
  });

  it('opens the grant of the chosen role with the menu tree', async () => {
    const { user } = await renderPage(centre, { path: '/platform/roles' });
    await user.click(within(await rowWith('运营人员')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '权限设置' }));
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getAllByText('系统管理').length).toBeGreaterThan(0));
  });
});

describe('top menus', () => {
  it('lists the top menus in order with their menu grant offered', async () => {
    await renderPage(centre, { path: '/platform/topMenu' });
    const desk = await rowWith('工作台');
    expect(within(desk).getByRole('button', { name: '菜单配置' })).toBeTruthy();
    expect(await rowWith('企业服务')).toBeTruthy();
  });
});

describe('data and API scopes', () => {
  for (const [path, title] of [
    ['/system/dataScope', '数据权限'],
    ['/system/apiScope', '接口权限'],
  ] as const) {
    it(`${title}: lists the menus, each opening its rules`, async () => {
      const { user } = await renderPage(centre, { path });
      const row = await rowWith('诉求管理');
      await user.click(within(row).getByRole('button', { name: '权限配置' }));
      const drawer = await openDialog();
      expect(within(drawer).getAllByRole('button').length).toBeGreaterThan(0);
    });
  }
});

describe('front-end and back-end grants of a role', () => {
  for (const [button, back] of [
    ['前端权限', '返回角色管理'],
    ['后端权限', '返回角色管理'],
  ] as const) {
    it(`${button}: opens from the role's row on the role's own page`, async () => {
      const { user } = await renderPage(centre, { path: '/platform/roles' });
      await user.click(within(await rowWith('运营人员')).getByRole('button', { name: button }));
      expect(await screen.findByRole('button', { name: back })).toBeTruthy();
      await waitFor(() => expect(screen.getAllByText(/运营人员/).length).toBeGreaterThan(0));
    });
  }
});

interface GrantNode {
  id: string;
  title: string;
  children?: GrantNode[];
}
const findNode = (nodes: readonly GrantNode[], title: string): GrantNode | undefined => {
  for (const node of nodes) {
    if (node.title === title) return node;
    const below = findNode(node.children ?? [], title);
    if (below) return below;
  }
  return undefined;
};
/**
 * A node's checkbox in the shown tab of a grant editor, by the node's title (found by the tree's own
 * markup: role queries over the whole menu tree take seconds each in happy-dom).
 */
const grantBox = (scope: HTMLElement, title: string) =>
  waitFor(() => {
    const panel = scope.querySelector('.ant-tabs-tabpane-active') ?? scope;
    const node = [...panel.querySelectorAll('.ant-tree-treenode')].find(
      (one) => one.querySelector('.ant-tree-title')?.textContent === title,
    );
    const box = node?.querySelector<HTMLElement>('[role="checkbox"]');
    if (!box) throw new Error(`no node ${title} in the grant`);
    return box;
  });
const stamp = () => Date.now().toString(36);
/** The grant of the front-end or back-end permission page. */
const grantRegion = () =>
  waitFor(() => {
    const region = document.querySelector<HTMLElement>('.lx-role-grant');
    if (!region) throw new Error('no role grant on the page');
    return region;
  });

describe('role walk', () => {
  it("adds a role with SPEC §5's messages, searches, adds a child under it, edits, views, deletes the child first", async () => {
    const tag = stamp();
    const { user } = await renderPage(centre, { path: '/platform/roles' });
    await rowWith('超级管理员');
    const add = await openAdd(user);
    await saveEmpty(user, add, ['请输入角色名称', '请输入角色别名']);
    await fill(user, within(add).getByLabelText('角色名称'), `走查角色${tag}`);
    await fill(user, within(add).getByLabelText('角色别名'), `r${tag}`);
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [saved] = await stored<{ id: string }[]>('/lingxi-system/role/lazy-list', {
      roleName: `走查角色${tag}`,
    });
    expect(saved).toMatchObject({ roleAlias: `r${tag}`, parentId: '0' });

    await search(user, '角色名称', `走查角色${tag}`);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await user.click(
      within(document.querySelector('.lx-search-form') as HTMLElement).getByRole('button', { name: '清空' }),
    );

    await user.click(within(await rowWith(`走查角色${tag}`)).getByRole('button', { name: '新增下级' }));
    const child = await openDialog('新增');
    await waitFor(() => expect(child.textContent).toContain(`走查角色${tag}`)); // the parent, preset
    await fill(user, within(child).getByLabelText('角色名称'), `下级角色${tag}`);
    await fill(user, within(child).getByLabelText('角色别名'), `c${tag}`);
    await user.click(within(child).getByRole('button', { name: '保存' }));
    expect(await rowWith(`下级角色${tag}`)).toBeTruthy();
    const [made] = await stored<{ id: string; parentId: string }[]>('/lingxi-system/role/lazy-list', {
      roleName: `下级角色${tag}`,
    });
    expect(made?.parentId).toBe(saved?.id);

    await user.click(within(await rowWith(`下级角色${tag}`)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const name = within(edit).getByLabelText('角色名称') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe(`下级角色${tag}`));
    await fill(user, name, `改名角色${tag}`);
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(
      (await stored<{ roleName: string }>('/lingxi-system/role/detail', { id: String(made?.id) })).roleName,
    ).toBe(`改名角色${tag}`);

    await user.click(within(await rowWith(`改名角色${tag}`)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain(`c${tag}`));
    expect(view.textContent).toContain(`走查角色${tag}`); // the parent by name
    await closeDialog(user, view);

    await user.click(within(await rowWith(`走查角色${tag}`)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('请先删除子节点')).toBeTruthy();
    await user.click(within(await rowWith(`改名角色${tag}`)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`改名角色${tag}`)).toBeNull());
    expect(await stored('/lingxi-system/role/lazy-list', { roleName: `改名角色${tag}` })).toHaveLength(0);
  });

  it('permission settings: a page with its half-checked group, a data scope; read back and shown again', async () => {
    const tag = stamp();
    const role = await seed<{ id: string }>('/lingxi-system/role/submit', {
      data: { roleName: `授权角色${tag}`, roleAlias: `g${tag}`, sort: 99 },
    });
    const trees = await stored<{ menu: GrantNode[]; dataScope: GrantNode[] }>(
      '/lingxi-system/menu/grant-tree',
    );
    const system = findNode(trees.menu, '系统管理') as GrantNode;
    const param = findNode(system.children ?? [], '参数管理') as GrantNode;
    const paramScope = findNode(trees.dataScope, '参数-本人可见') as GrantNode;
    const roleId =
      role?.id ??
      (await stored<{ id: string }[]>('/lingxi-system/role/lazy-list', { roleName: `授权角色${tag}` }))[0]
        ?.id;

    const { user } = await renderPage(centre, { path: '/platform/roles' });
    await user.click(within(await rowWith(`授权角色${tag}`)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '权限设置' }));
    let editor = await openDialog(/授权角色/);
    for (const tab of ['菜单权限', '数据权限', '接口权限'])
      expect(within(editor).getByRole('tab', { name: tab })).toBeTruthy();
    await user.click(await grantBox(editor, '参数管理'));
    await waitFor(async () =>
      expect((await grantBox(editor, '系统管理')).getAttribute('aria-checked')).toBe('mixed'),
    );
    await user.click(within(editor).getByRole('tab', { name: '数据权限' }));
    await user.click(await grantBox(editor, '参数-本人可见'));
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('授权成功')).toBeTruthy();

    const keys = await stored<{ menu: string[]; dataScope: string[]; apiScope: string[] }>(
      '/lingxi-system/menu/role-tree-keys',
      { roleIds: String(roleId) },
    );
    // the page, its buttons, and the half-checked group above it (sent, so the page is reachable)
    expect(new Set(keys.menu)).toEqual(
      new Set([system.id, param.id, ...(param.children ?? []).map((one) => one.id)]),
    );
    expect(keys.dataScope).toEqual([paramScope.id]); // the scope only, never its menu
    expect(keys.apiScope).toEqual([]);

    const box = within(await rowWith(`授权角色${tag}`)).getByRole('checkbox') as HTMLInputElement;
    if (!box.checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: '权限设置' }));
    editor = await openDialog(/授权角色/);
    await waitFor(async () =>
      expect((await grantBox(editor, '参数管理')).getAttribute('aria-checked')).toBe('true'),
    );
    expect((await grantBox(editor, '系统管理')).getAttribute('aria-checked')).toBe('mixed');
    expect((await grantBox(editor, '租户管理')).getAttribute('aria-checked')).toBe('false');
    await user.click(within(editor).getByRole('button', { name: '取消' }));
  });

  it("the front-end page shows a role's menus; the back-end page grants API scopes only, menus kept", async () => {
    const tag = stamp();
    await seed('/lingxi-system/role/submit', {
      data: { roleName: `分配角色${tag}`, roleAlias: `a${tag}`, sort: 98 },
    });
    const [role] = await stored<{ id: string }[]>('/lingxi-system/role/lazy-list', {
      roleName: `分配角色${tag}`,
    });
    const trees = await stored<{ menu: GrantNode[]; apiScope: GrantNode[] }>(
      '/lingxi-system/menu/grant-tree',
    );
    const system = findNode(trees.menu, '系统管理') as GrantNode;
    const param = findNode(trees.menu, '参数管理') as GrantNode;
    const apiScope = findNode(trees.apiScope, '参数列表') as GrantNode;
    await seed('/lingxi-system/role/grant', {
      data: { roleIds: [role?.id], menuIds: [system.id, param.id], dataScopeIds: [], apiScopeIds: [] },
    });

    // (reached from the role's row: "opens from the role's row on the role's own page" above)
    const { user } = await renderPage(centre, { path: `/platform/assigned?roleId=${role?.id}` });
    const front = await grantRegion();
    expect(within(front).getByRole('tab', { name: '菜单权限' })).toBeTruthy();
    expect(within(front).getByRole('tab', { name: '接口权限' })).toBeTruthy();
    await waitFor(async () =>
      expect((await grantBox(front, '参数管理')).getAttribute('aria-checked')).toBe('true'),
    );

    await renderPage(centre, { path: `/platform/assignedBack?roleId=${role?.id}` });
    const back = await grantRegion();
    expect(within(back).getByRole('tab', { name: '接口权限' })).toBeTruthy();
    expect(within(back).queryByRole('tab', { name: '菜单权限' })).toBeNull();
    await user.click(await grantBox(back, '参数列表'));
    await user.click(within(back).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('授权成功')).toBeTruthy();
    const keys = await stored<{ menu: string[]; apiScope: string[] }>('/lingxi-system/menu/role-tree-keys', {
      roleIds: String(role?.id),
    });
    expect(keys.apiScope).toEqual([apiScope.id]);
    expect(new Set(keys.menu)).toEqual(new Set([system.id, param.id])); // the menus stay as they were
  });
});

describe('top menu walk', () => {
  it("adds with SPEC §5's message, an icon shown; edits the order, views, groups menus read back, deletes", async () => {
    const tag = stamp();
    const { user } = await renderPage(centre, { path: '/platform/topMenu' });
    await rowWith('工作台');
    const add = await openAdd(user);
    await saveEmpty(user, add, ['请输入顶部菜单名称']);
    await fill(user, within(add).getByLabelText('顶部菜单名称'), `顶部${tag}`);
    await fill(user, within(add).getByLabelText('顶部菜单编号'), `t${tag}`);
    await fill(user, within(add).getByRole('textbox', { name: '图标' }), 'AppstoreOutlined');
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [top] = (
      await stored<{ records: { id: string }[] }>('/lingxi-system/topmenu/list', { code: `t${tag}` })
    ).records;
    expect(top).toMatchObject({ name: `顶部${tag}`, source: 'AppstoreOutlined' });
    await waitFor(async () =>
      expect((await rowWith(`顶部${tag}`)).querySelector('.lx-icon-value svg')).toBeTruthy(),
    );

    await user.click(within(await rowWith(`顶部${tag}`)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    await waitFor(() =>
      expect((within(edit).getByLabelText('顶部菜单编号') as HTMLInputElement).value).toBe(`t${tag}`),
    );
    await fill(user, within(edit).getByLabelText('顶部菜单排序'), '7');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(
      (await stored<{ sort: number }>('/lingxi-system/topmenu/detail', { id: String(top?.id) })).sort,
    ).toBe(7);
    await user.click(within(await rowWith(`顶部${tag}`)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain(`t${tag}`));
    await closeDialog(user, view);

    const tree = await stored<{ menu: GrantNode[] }>('/lingxi-system/menu/grant-top-tree');
    const platform = findNode(tree.menu, '平台管理') as GrantNode;
    const roles = findNode(tree.menu, '角色管理') as GrantNode;
    await user.click(within(await rowWith(`顶部${tag}`)).getByRole('button', { name: '菜单配置' }));
    const editor = await openDialog();
    await user.click(await grantBox(editor, '角色管理'));
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('配置成功')).toBeTruthy();
    const keys = await stored<{ menu: string[] }>('/lingxi-system/menu/top-tree-keys', {
      topMenuIds: String(top?.id),
    });
    expect(new Set(keys.menu)).toEqual(new Set([platform.id, roles.id]));

    await user.click(within(await rowWith(`顶部${tag}`)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect((await stored<{ total: number }>('/lingxi-system/topmenu/list', { code: `t${tag}` })).total).toBe(
      0,
    );
  });
});

describe('scope walks', () => {
  it('data scopes: the rule type pre-fills name and column; stored, edited, viewed, deleted', async () => {
    const tag = stamp();
    const { user } = await renderPage(centre, { path: '/system/dataScope' });
    const expand = within(await rowWith('系统管理')).queryByRole('button', { name: /展开|Expand/ });
    if (expand) await user.click(expand);
    await user.click(within(await rowWith('参数管理')).getByRole('button', { name: '权限配置' }));
    const drawer = await openDialog();
    expect(await within(drawer).findByText('参数-本人可见')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const form = await openDialog('新增');
    await waitFor(() =>
      expect((within(form).getByLabelText('权限编号') as HTMLInputElement).value).toBe('param'),
    );
    expect(form.textContent).toContain('参数管理');
    await choose(user, within(form).getByRole('combobox', { name: '规则类型' }), '所在机构可见');
    await waitFor(() =>
      expect((within(form).getByLabelText('权限名称') as HTMLInputElement).value).toBe(
        '参数管理-所在机构可见',
      ),
    );
    expect((within(form).getByLabelText('权限字段') as HTMLInputElement).value).toBe('create_dept');
    await fill(user, within(form).getByLabelText('权限名称'), `机构规则${tag}`);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [paramMenu] = await stored<{ id: string }[]>('/lingxi-system/menu/lazy-list', {
      code_equal: 'param',
    });
    const [rule] = (
      await stored<{ records: { id: string }[] }>('/lingxi-system/data-scope/list', {
        menuId: String(paramMenu?.id),
        scopeName: `机构规则${tag}`,
      })
    ).records;
    expect(rule).toMatchObject({ scopeColumn: 'create_dept', scopeType: 3 });

    const ruleRow = async () =>
      (await within(drawer).findByText(`机构规则${tag}`)).closest('tr') as HTMLElement;
    await user.click(within(await ruleRow()).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const value = within(edit).getByLabelText('规则值') as HTMLInputElement;
    await waitFor(() => expect(value.disabled).toBe(false));
    await fill(user, value, '1,2');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(
      (await stored<{ scopeValue: string }>('/lingxi-system/data-scope/detail', { id: String(rule?.id) }))
        .scopeValue,
    ).toBe('1,2');
    await user.click(within(await ruleRow()).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain('所在机构可见'));
    await closeDialog(user, view);
    await user.click(within(await ruleRow()).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    await waitFor(() => expect(within(drawer).queryByText(`机构规则${tag}`)).toBeNull());
  });

  it('API scopes: a path instead of a column, required; stored, edited, viewed, deleted', async () => {
    const tag = stamp();
    const { user } = await renderPage(centre, { path: '/system/apiScope' });
    const expand = within(await rowWith('系统管理')).queryByRole('button', { name: /展开|Expand/ });
    if (expand) await user.click(expand);
    await user.click(within(await rowWith('参数管理')).getByRole('button', { name: '权限配置' }));
    const drawer = await openDialog();
    expect(await within(drawer).findByText('参数列表')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const form = await openDialog('新增');
    expect(within(form).queryByLabelText('权限字段')).toBeNull();
    await choose(user, within(form).getByRole('combobox', { name: '规则类型' }), '业务接口');
    await waitFor(() =>
      expect((within(form).getByLabelText('权限名称') as HTMLInputElement).value).toBe('参数管理-业务接口'),
    );
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入权限路径')).toBeTruthy();
    await fill(user, within(form).getByLabelText('权限名称'), `接口规则${tag}`);
    await fill(user, within(form).getByLabelText('权限路径'), '/lingxi-system/param/detail');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [scope] = (
      await stored<{ records: { id: string }[] }>('/lingxi-system/api-scope/list', {
        scopeName: `接口规则${tag}`,
      })
    ).records;
    expect(scope).toMatchObject({ scopePath: '/lingxi-system/param/detail', scopeType: 2 });

    const ruleRow = async () =>
      (await within(drawer).findByText(`接口规则${tag}`)).closest('tr') as HTMLElement;
    await user.click(within(await ruleRow()).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const path = within(edit).getByLabelText('权限路径') as HTMLInputElement;
    await waitFor(() => expect(path.value).toBe('/lingxi-system/param/detail'));
    await fill(user, path, '/lingxi-system/param/list');
    await fill(user, within(edit).getByLabelText('备注'), '走查');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(await stored('/lingxi-system/api-scope/detail', { id: String(scope?.id) })).toMatchObject({
      scopePath: '/lingxi-system/param/list',
      remark: '走查',
      scopeType: 2,
    });
    await user.click(within(await ruleRow()).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain('/lingxi-system/param/list'));
    expect(view.textContent).toContain('业务接口');
    expect(view.textContent).toContain('参数管理');
    await closeDialog(user, view);
    await user.click(within(await ruleRow()).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    await waitFor(() => expect(within(drawer).queryByText(`接口规则${tag}`)).toBeNull());
    expect(
      (await stored<{ records: unknown[] }>('/lingxi-system/api-scope/list', { scopeName: `接口规则${tag}` }))
        .records,
    ).toHaveLength(0);
  });
});

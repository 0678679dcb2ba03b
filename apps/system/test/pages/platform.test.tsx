// Platform pages (PAGES.md "Roles", "Top menus", "Data scopes, API scopes"): through what a person sees
// only (roles and top menus are being rebuilt on new kit parts).
import {
  closeDialog,
  confirmBox,
  fill,
  openAdd,
  openDialog,
  renderPage,
  requests,
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

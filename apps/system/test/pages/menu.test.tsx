// Web and app menus (PAGES.md "Web menus, app menus"): lazy trees of menus and buttons.
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
  searchForm,
  stored,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('web menus', () => {
  it('lists the top-level web menus with their type label; children are offered on menus', async () => {
    await renderPage(centre, { path: '/platform/menu' });
    const system = await rowWith('系统管理');
    expect(await within(system).findByText('菜单')).toBeTruthy();
    expect(within(system).getByRole('button', { name: '新增子项' })).toBeTruthy();
    expect(await rowWith('基础数据')).toBeTruthy();
    expect(requests.to(/\/lingxi-system\/menu\/lazy-list$/).length).toBeGreaterThan(0);
  });

  it('searches by name and shows the matching menu', async () => {
    const { user } = await renderPage(centre, { path: '/platform/menu' });
    await rowWith('系统管理');
    await fill(user, within(searchForm()).getByLabelText('菜单名称'), '参数管理');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.all().some((call) => call.query.name === '参数管理' && call.method === 'GET')).toBe(
        true,
      ),
    );
    expect(await rowWith('参数管理')).toBeTruthy();
  });

  it('asks for the required fields of a new menu', async () => {
    const { user } = await renderPage(centre, { path: '/platform/menu' });
    await rowWith('系统管理');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入菜单名称', '请输入菜单编号']);
    expect(requests.to('/lingxi-system/menu/submit')).toHaveLength(0);
  });
});

describe('app menus', () => {
  it('adds a top-level app menu under the app alias', async () => {
    const { user } = await renderPage(centre, { path: '/platform/menuApp' });
    await waitFor(() => expect(screen.getByRole('button', { name: '新增' })).toBeTruthy());
    expect(screen.queryByText('系统管理')).toBeNull();
    const dialog = await openAdd(user);
    await fill(user, within(dialog).getByLabelText('菜单名称'), '页面测试App菜单');
    await fill(user, within(dialog).getByLabelText('菜单编号'), 'pageTestApp');
    await fill(user, within(dialog).getByLabelText('路由地址'), '/app/pageTest');
    // a new entry is a menu by default (its choices come from a dictionary: wait for them)
    await waitFor(() =>
      expect((within(dialog).getByRole('radio', { name: '菜单' }) as HTMLInputElement).checked).toBe(true),
    );
    await fill(user, within(dialog).getByLabelText('菜单排序'), '99');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-system/menu/submit', 'POST');
    expect(submit.body).toMatchObject({
      name: '页面测试App菜单',
      code: 'pageTestApp',
      alias: 'app',
      category: 1,
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(await rowWith('页面测试App菜单')).toBeTruthy();
  });
});

type MenuRecord = {
  id: string;
  category: number;
  source: string;
  parentId: string;
  action: number;
  path: string | null;
  alias: string;
  sort: number;
};
const menusWith = (code: string) =>
  stored<MenuRecord[]>('/lingxi-system/menu/lazy-list', { code_equal: code });

describe('web menu walk', () => {
  it('icons render; search by code from anywhere; a menu, a toolbar button under it (a leaf), edit, view, delete', async () => {
    const tag = Date.now().toString(36);
    const { user } = await renderPage(centre, { path: '/platform/menu' });
    await waitFor(async () =>
      expect((await rowWith('平台管理')).querySelector('.lx-icon-value svg')).toBeTruthy(),
    );
    await fill(user, within(searchForm()).getByLabelText('菜单编号'), 'topmenu_add');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(await rowWith('topmenu_add')).toBeTruthy();
    await user.click(within(searchForm()).getByRole('button', { name: '清空' }));
    await rowWith('系统管理');

    const add = await openAdd(user);
    await fill(user, within(add).getByLabelText('菜单名称'), `走查菜单${tag}`);
    await fill(user, within(add).getByLabelText('路由地址'), `/walk/${tag}`);
    await fill(user, within(add).getByLabelText('菜单编号'), `m${tag}`);
    await fill(user, within(add).getByRole('textbox', { name: '图标' }), 'StarOutlined');
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [menu] = await menusWith(`m${tag}`);
    expect(menu).toMatchObject({ category: 1, source: 'StarOutlined', parentId: '0' });

    await user.click(within(await rowWith(`走查菜单${tag}`)).getByRole('button', { name: '新增子项' }));
    const child = await openDialog('新增');
    await fill(user, within(child).getByLabelText('菜单名称'), `走查按钮${tag}`);
    await fill(user, within(child).getByLabelText('菜单编号'), `m${tag}_add`);
    await user.click(within(child).getByRole('radio', { name: '按钮' }));
    await user.click(within(child).getByRole('radio', { name: '工具栏' }));
    await user.click(within(child).getByRole('button', { name: '保存' }));
    const button = await rowWith(`走查按钮${tag}`);
    expect(await within(button).findByText('工具栏')).toBeTruthy();
    expect(within(button).queryByRole('button', { name: '新增子项' })).toBeNull(); // a button is a leaf
    const [saved] = await menusWith(`m${tag}_add`);
    expect(saved).toMatchObject({ parentId: menu?.id, category: 2, action: 1 });
    expect(saved?.path ?? '').toBe('');

    await user.click(within(button).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    await waitFor(() =>
      expect((within(edit).getByLabelText('菜单编号') as HTMLInputElement).value).toBe(`m${tag}_add`),
    );
    await fill(user, within(edit).getByLabelText('菜单别名'), 'add');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect((await menusWith(`m${tag}_add`))[0]?.alias).toBe('add'));
    await user.click(within(await rowWith(`走查菜单${tag}`)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain(`/walk/${tag}`));
    expect(view.textContent).toContain('StarOutlined');
    await closeDialog(user, view);

    await user.click(within(await rowWith(`走查按钮${tag}`)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    await waitFor(() => expect(screen.queryByText(`走查按钮${tag}`)).toBeNull());
    await user.click(within(await rowWith(`走查菜单${tag}`)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    await waitFor(async () => expect(await menusWith(`m${tag}`)).toHaveLength(0));
  });
});

describe('app menu walk', () => {
  it('an app menu is not among the web menus; edited it stays an app menu; view, delete', async () => {
    const tag = Date.now().toString(36);
    const { user } = await renderPage(centre, { path: '/platform/menuApp' });
    await waitFor(() => expect(screen.getByRole('button', { name: '新增' })).toBeTruthy());
    const add = await openAdd(user);
    await fill(user, within(add).getByLabelText('菜单名称'), `App走查${tag}`);
    await fill(user, within(add).getByLabelText('菜单编号'), `app${tag}`);
    await fill(user, within(add).getByLabelText('路由地址'), `/app/${tag}`);
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await rowWith(`App走查${tag}`)).toBeTruthy();
    const [saved] = await menusWith(`app${tag}`);
    expect(saved?.alias).toBe('app');

    await user.click(within(await rowWith(`App走查${tag}`)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    await waitFor(() =>
      expect((within(edit).getByLabelText('菜单编号') as HTMLInputElement).value).toBe(`app${tag}`),
    );
    await fill(user, within(edit).getByLabelText('路由地址'), `/app/${tag}/home`);
    await fill(user, within(edit).getByLabelText('菜单排序'), '5');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await menusWith(`app${tag}`))[0]).toMatchObject({
      id: saved?.id,
      alias: 'app',
      path: `/app/${tag}/home`,
      sort: 5,
    });
    expect(await within(await rowWith(`App走查${tag}`)).findByText(`/app/${tag}/home`)).toBeTruthy();
    await user.click(within(await rowWith(`App走查${tag}`)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain(`app${tag}`));
    await closeDialog(user, view);

    await renderPage(centre, { path: '/platform/menu' });
    await rowWith('平台管理');
    expect(screen.queryByText(`App走查${tag}`)).toBeNull();

    const again = await renderPage(centre, { path: '/platform/menuApp' });
    await again.user.click(within(await rowWith(`App走查${tag}`)).getByRole('button', { name: '删除' }));
    await confirmBox(again.user, '确定将选择数据删除?');
    await waitFor(async () => expect(await menusWith(`app${tag}`)).toHaveLength(0));
  });
});

// Web and app menus (PAGES.md "Web menus, app menus"): lazy trees of menus and buttons.
import {
  fill,
  openAdd,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  searchForm,
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

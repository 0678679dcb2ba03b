// Platform pages (PAGES.md "Roles", "Top menus", "Data scopes, API scopes"): through what a person sees
// only (roles and top menus are being rebuilt on new kit parts).
import { openDialog, renderPage, rowWith, screen, waitFor, within } from '@lingxi/testing';
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

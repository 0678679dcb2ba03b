// Government users and park / enterprise users (PAGES.md "Users"): through what a person sees only (the
// pages are being rebuilt on new kit parts).
import {
  fill,
  openAdd,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  searchForm,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('government users', () => {
  it('lists the seeded accounts and searches by account', async () => {
    const { user } = await renderPage(centre, { path: '/managerUser/governmentUsers' });
    await waitFor(() => expect(tableRows().length).toBe(10));
    await fill(user, within(searchForm()).getByLabelText('登录账号'), 'gov002');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.all().some((call) => call.method === 'GET' && call.query.account === 'gov002')).toBe(
        true,
      ),
    );
    expect(await rowWith('gov002')).toBeTruthy();
    await waitFor(() => expect(tableRows()).toHaveLength(1));
  });

  it('offers the administrator add, role and password actions', async () => {
    await renderPage(centre, { path: '/managerUser/governmentUsers' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    for (const name of ['新增', '批量删除', '角色配置', '密码重置'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('asks for the required fields of a new user and sends nothing', async () => {
    const { user } = await renderPage(centre, { path: '/managerUser/governmentUsers' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    const before = requests.all().filter((call) => call.method === 'POST').length;
    const form = await openAdd(user);
    await saveEmpty(user, form, ['请输入登录账号', '请输入用户姓名']);
    expect(requests.all().filter((call) => call.method === 'POST')).toHaveLength(before);
  });
});

describe('park and enterprise users', () => {
  it('lists park users, offers import and password reset, and searches by account', async () => {
    const { user } = await renderPage(centre, { path: '/managerUser/gardenUser' });
    await waitFor(() =>
      expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0),
    );
    for (const name of ['导入', '新增', '批量删除', '密码重置'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('登录账号'), 'park');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.all().some((call) => call.method === 'GET' && call.query.account === 'park')).toBe(
        true,
      ),
    );
  });
});

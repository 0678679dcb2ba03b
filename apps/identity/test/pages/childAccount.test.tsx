// Child accounts (issue 22): an administrator's sub-accounts, one added (SPEC §5 phone check first)
// and removed, read back from the server each time.

import { md5 } from '@lingxi/core';
import {
  fill,
  openDialog,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = `/member/childAccounts?enterpriseName=${encodeURIComponent('西湖云栖软件')}`;

describe('child accounts', () => {
  it("adds an administrator's child account with a checked phone, lists it, and removes it", async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const admin = await rowWith('m01a');
    expect(requests.last('/memberoperlog/pageEntUser')?.query).toMatchObject({ isAdmin: '1', parentId: '0' });
    await user.click(within(admin).getByRole('button', { name: '子账号' }));
    const drawer = await openDialog('m01a的子账号');
    expect(await within(drawer).findByText('m01a_sub1')).toBeTruthy();
    expect((await requests.next('/memberoperlog/listEntUser')).query.parentId).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const dialog = await openDialog('新增');
    expect((within(dialog).getByLabelText('管理员') as HTMLInputElement).value).toContain('m01a');
    await saveEmpty(user, dialog, ['请输入登录账号', '请输入密码', '请输入姓名', '手机号码不能为空']);
    expect(requests.to('/enterprise/saveChildAccount')).toHaveLength(0);

    const account = `pt${Date.now().toString(36)}`;
    await fill(user, within(dialog).getByLabelText('登录账号'), account);
    await fill(user, within(dialog).getByLabelText('密码'), 'Sub#2026');
    await fill(user, within(dialog).getByLabelText('确认密码'), 'Sub#2026');
    await fill(user, within(dialog).getByLabelText('姓名'), '页面子账号');
    await fill(user, within(dialog).getByLabelText('手机号码'), '1380000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('手机号码长度不为11位')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText('手机号码'), '12345678901');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('手机号码格式不正确')).toBeTruthy();
    expect(requests.to('/enterprise/saveChildAccount')).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('手机号码'), '13912340000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const saved = await requests.next('/enterprise/saveChildAccount', 'POST');
    expect(saved.body).toMatchObject({
      account,
      password: md5('Sub#2026'),
      realName: '页面子账号',
      phone: '13912340000',
      parentId: expect.any(String),
    });
    expect(saved.body).not.toHaveProperty('password2');
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const row = (await within(drawer).findByText(account)).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: '删除' }));
    const question = await openDialog('提示');
    expect(within(question).getByText('确定将选择数据删除?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect((await requests.next('/enterprise/deleteChildAccount', 'POST')).query).toMatchObject({
      id: expect.any(String),
    });
    expect(await screen.findByText('删除成功')).toBeTruthy();
    const rows = () =>
      [...drawer.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.textContent ?? '');
    await waitFor(() => expect(rows().some((text) => text.includes(account))).toBe(false));
    expect(rows().some((text) => text.includes('m01a_sub1'))).toBe(true);
  });
});

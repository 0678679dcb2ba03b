// Single sign-on user systems (issue 22): the systems (search, add, edit, view, delete), the accounts
// bound to one, an account bound after checkAuth said it may be, and the reason shown when it may not.
import {
  fill,
  openAdd,
  openDialog,
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

const PATH = '/sso/userSystem';

describe('user systems', () => {
  it('searches, adds, edits, views and deletes a system', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    expect(await within(await rowWith('人才服务平台')).findByText('已接入')).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('系统名称'), '人才');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next('/usersystem/page', 'GET', 1)).query).toMatchObject({ systemName: '人才' });
    await screen.findByText('共 1 条');
    await user.click(within(searchForm()).getByRole('button', { name: '清空' }));

    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入系统名称', '请输入系统编号']);
    const code = `pt${Date.now().toString(36)}`;
    await fill(user, within(dialog).getByLabelText('系统名称'), '页面测试系统');
    await fill(user, within(dialog).getByLabelText('系统编号'), code);
    await fill(user, within(dialog).getByLabelText('系统地址'), 'ftp://x');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('系统地址必须以http://或https://开头')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText('系统地址'), 'https://pt.example');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await requests.next('/usersystem/submit', 'POST')).body).toMatchObject({
      systemName: '页面测试系统',
      systemCode: code,
      url: 'https://pt.example',
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();

    await user.click(within(await rowWith(code)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    await fill(user, within(edit).getByLabelText('系统名称'), '页面测试系统改');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect((await requests.next('/usersystem/submit', 'POST', 1)).body).toMatchObject({
      systemName: '页面测试系统改',
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(await rowWith('页面测试系统改')).toBeTruthy();

    await user.click(within(await rowWith(code)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    expect(await within(view).findByText('https://pt.example')).toBeTruthy();
    await user.click(within(view).getAllByRole('button', { name: /关闭|取消|Close/ })[0] as HTMLElement);

    await user.click(within(await rowWith(code)).getByRole('button', { name: '删除' }));
    await user.click(within(await openDialog('提示')).getByRole('button', { name: '确定' }));
    await requests.next('/usersystem/remove', 'POST');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(tableRows().some((row) => row.textContent?.includes(code))).toBe(false));
    expect(tableRows().length).toBeGreaterThan(0);
  });

  it('binds an account after the check, and says why another may not be bound', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith('人才服务平台')).getByRole('button', { name: '已绑定账号' }));
    const drawer = await openDialog('人才服务平台的绑定账号');
    await within(drawer).findAllByText(/^talent_/);

    const ext = `talent_pt${Date.now().toString(36)}`;
    await user.click(within(drawer).getByRole('button', { name: '绑定账号' }));
    const dialog = await openDialog('绑定账号');
    await fill(user, within(dialog).getByLabelText('平台账号'), 'idviewer');
    await fill(user, within(dialog).getByLabelText('系统账号'), ext);
    await user.click(within(dialog).getByRole('button', { name: '检查并绑定' }));
    expect((await requests.next('/usersystem/checkAuth', 'GET')).query).toMatchObject({
      account: 'idviewer',
      extAccount: ext,
    });
    expect((await requests.next('/usersystem/bind', 'POST')).body).toMatchObject({
      account: 'idviewer',
      extAccount: ext,
    });
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    const row = (await within(drawer).findByText(ext)).closest('tr') as HTMLElement;
    expect(within(row).getByText('idviewer')).toBeTruthy();

    // the same system account for another platform account: refused after the check, never sent
    await user.click(within(drawer).getByRole('button', { name: '绑定账号' }));
    const again = await openDialog('绑定账号');
    await fill(user, within(again).getByLabelText('平台账号'), 'operator');
    await fill(user, within(again).getByLabelText('系统账号'), ext);
    await user.click(within(again).getByRole('button', { name: '检查并绑定' }));
    await requests.next('/usersystem/checkAuth', 'GET', 1);
    expect(await screen.findByText(`不能绑定：系统账号${ext}已绑定平台账号idviewer`)).toBeTruthy();
    expect(requests.to('/usersystem/bind')).toHaveLength(1);
    expect((within(again).getByLabelText('平台账号') as HTMLInputElement).value).toBe('operator');
  });

  it('offers no binding on a disabled system', async () => {
    const { user } = await renderPage(centre, { path: `${PATH}?systemName=${encodeURIComponent('旧版')}` });
    expect(await within(await rowWith('旧版企业门户')).findByText('已停用')).toBeTruthy();
    await user.click(within(await rowWith('旧版企业门户')).getByRole('button', { name: '已绑定账号' }));
    const drawer = await openDialog('旧版企业门户的绑定账号');
    await requests.next('/usersystem/bindPage', 'GET');
    await within(drawer).findAllByText(/^legacy_/);
    expect(within(drawer).queryByRole('button', { name: '绑定账号' })).toBeNull();
  });
});

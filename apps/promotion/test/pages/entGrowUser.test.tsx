// Enterprise-growth users: the category-1 list, search, edit read back, and a new password (asks first).
import {
  fill,
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  searchForm,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/managerUser/entGrowUser';
const LIST = '/lx-operation/lingxi-user/enterpriseGrowthPage';

describe('enterprise-growth users', () => {
  it('lists the programme’s users, searches, edits one and resets its password', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    expect((await requests.next(LIST, 'GET')).query).toMatchObject({ deptCategory: '1' });
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await fill(user, within(searchForm()).getByLabelText('登录账号'), 'grow002');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next(LIST, 'GET', 1)).query).toMatchObject({
      account: 'grow002',
      deptCategory: '1',
    });
    const row = await rowWith('grow002');
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const drawer = await openDialog();
    const name = within(drawer).getByLabelText('用户姓名');
    await waitFor(() => expect((name as HTMLInputElement).value).not.toBe(''));
    await fill(user, name, '页面测试成长');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    const update = await requests.next('/lx-operation/lingxi-user/update', 'POST');
    expect(update.body).toMatchObject({ realName: '页面测试成长' });
    expect(await within(await rowWith('grow002')).findByText('页面测试成长')).toBeTruthy();

    await user.click(within(await rowWith('grow002')).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('确定将选择账号密码重置为初始密码?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    const reset = await requests.next('/lx-operation/lingxi-user/reset-password', 'POST');
    expect(reset.query.userIds).toMatch(/^\d+$/);
    expect(await screen.findByText('重置密码成功')).toBeTruthy();
  });
});

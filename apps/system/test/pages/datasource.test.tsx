// Datasources (PAGES.md "Datasources"): the password is write-only.
import {
  choose,
  fill,
  openAdd,
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

const PATH = '/system/datasource';
const SUBMIT = '/lingxi-develop/datasource/submit';

describe('datasources', () => {
  it('lists name, driver and URL, never a password', async () => {
    await renderPage(centre, { path: PATH });
    const row = await rowWith('业务主库');
    expect(await within(row).findByText('com.mysql.cj.jdbc.Driver')).toBeTruthy();
    expect(screen.queryByText('密码')).toBeNull();
  });

  it('asks for the required fields and sends the new datasource with its password', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('业务主库');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入名称', '请选择驱动类', '请输入用户名', '请输入连接地址']);

    await fill(user, within(dialog).getByLabelText('名称'), '页面测试库');
    await choose(user, within(dialog).getByRole('combobox', { name: '驱动类' }), 'org.postgresql.Driver');
    await fill(user, within(dialog).getByLabelText('用户名'), 'tester');
    await fill(user, within(dialog).getByLabelText('密码'), 's3cret');
    await fill(user, within(dialog).getByLabelText('连接地址'), 'jdbc:postgresql://db/test');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next(SUBMIT, 'POST');
    expect(submit.body).toMatchObject({
      name: '页面测试库',
      driverClass: 'org.postgresql.Driver',
      username: 'tester',
      password: 's3cret',
      url: 'jdbc:postgresql://db/test',
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('edits without the password when it is left blank (the stored one is kept)', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith('产业数据仓库')).getByRole('button', { name: '编辑' }));
    const dialog = await openDialog();
    const password = within(dialog).getByLabelText('密码') as HTMLInputElement;
    await waitFor(() => expect(password.disabled).toBe(false));
    expect(password.value).toBe('');
    await fill(user, within(dialog).getByLabelText('用户名'), 'lingxi_dw2');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next(SUBMIT, 'POST');
    expect(submit.body).toMatchObject({ id: expect.any(String), username: 'lingxi_dw2' });
    expect((submit.body as Record<string, unknown>).password ?? '').toBe('');
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });
});

// Datasources (PAGES.md "Datasources"): the password is write-only.
import {
  choose,
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
  storedRecords,
  tableRows,
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

  it('edits the address read back, shows the details without a password, deletes after the question', async () => {
    const name = `走查库${Date.now().toString(36)}`;
    await seed(SUBMIT, {
      data: {
        name,
        driverClass: 'org.postgresql.Driver',
        username: 'walk',
        password: 's3cret',
        url: 'jdbc:postgresql://db:5432/walk',
      },
    });
    // the server never hands a password back
    expect((await storedRecords('/lingxi-develop/datasource/list', { name }))[0]).not.toHaveProperty(
      'password',
    );
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('业务主库');
    await search(user, '名称', name);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await user.click(within(await rowWith(name)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const url = within(edit).getByLabelText('连接地址') as HTMLInputElement;
    await waitFor(() => expect(url.value).toBe('jdbc:postgresql://db:5432/walk'));
    await fill(user, url, 'jdbc:postgresql://db:5432/walk2');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-develop/datasource/list', { name }))[0]).toMatchObject({
      url: 'jdbc:postgresql://db:5432/walk2',
      username: 'walk',
    });

    await user.click(within(await rowWith(name)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    expect(await within(view).findByText('jdbc:postgresql://db:5432/walk2')).toBeTruthy();
    expect(within(view).getByText('org.postgresql.Driver')).toBeTruthy();
    expect(view.textContent).not.toContain('密码');
    expect(view.textContent).not.toContain('s3cret');
    await closeDialog(user, view);

    await user.click(within(await rowWith(name)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    expect(await storedRecords('/lingxi-develop/datasource/list', { name })).toHaveLength(0);
  });
});

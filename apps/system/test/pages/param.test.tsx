// System parameters (PAGES.md "System parameters"; SPEC §5 "System parameter"): the real page against
// the real gateway, as the platform administrator, the operator and the second tenant's administrator.
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

const PATH = '/system/param';
const LIST = '/lingxi-system/param/list';

describe('system parameters', () => {
  it('lists the tenant’s parameters ten at a time and searches by name and key', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('数据导出单次上限');
    expect(tableRows()).toHaveLength(10);
    expect(screen.getByText('共 32 条')).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('参数名称'), '锁定');
    await fill(user, within(searchForm()).getByLabelText('参数键名'), 'account.');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next(LIST, 'GET', 1);
    expect(search.query).toMatchObject({ paramName: '锁定', paramKey: 'account.', current: '1' });
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(tableRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('账号锁定时长(分钟)'),
      expect.stringContaining('账号错误锁定次数'),
    ]);
  });

  it("says SPEC §5's messages for an empty form and sends nothing; a full form is submitted as typed", async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('数据导出单次上限');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入参数名称', '请输入参数键名', '请输入参数键值']);
    expect(requests.to('/lingxi-system/param/submit')).toHaveLength(0);

    const key = `page.test.${Date.now().toString(36)}`;
    await fill(user, within(dialog).getByLabelText('参数名称'), '页面测试参数');
    await fill(user, within(dialog).getByLabelText('参数键名'), key);
    await fill(user, within(dialog).getByLabelText('参数键值'), 'on');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-system/param/submit', 'POST');
    expect(submit.body).toEqual({ paramName: '页面测试参数', paramKey: key, paramValue: 'on' });
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(await rowWith(key)).toBeTruthy();

    // edit: the form holds the stored record, the save sends its id with the change
    await user.click(within(await rowWith(key)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog();
    const value = within(edit).getByLabelText('参数键值') as HTMLTextAreaElement;
    await waitFor(() => expect(value.disabled).toBe(false)); // the stored record has arrived
    expect(value.value).toBe('on');
    await fill(user, value, 'off');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    const update = await requests.next('/lingxi-system/param/submit', 'POST', 1);
    expect(update.body).toMatchObject({ id: expect.any(String), paramKey: key, paramValue: 'off' });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('offers the operator add and edit but no delete', async () => {
    await renderPage(centre, { path: PATH, user: 'operator' });
    const row = await rowWith('数据导出单次上限');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });

  it("shows the second tenant's administrator only that tenant's parameters, with every action", async () => {
    await renderPage(centre, { path: PATH, user: 'tenantAdmin' });
    const row = await rowWith('园区名称');
    expect(screen.getByText('共 4 条')).toBeTruthy();
    expect(screen.queryByText('账号错误锁定次数')).toBeNull();
    expect(within(row).getByRole('button', { name: '删除' })).toBeTruthy();
  });
});

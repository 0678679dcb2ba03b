// Tenants (PAGES.md "Tenants"): settings (quota, expiry) and datasource dialogs.
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
  storedRecords,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/system/tenant';

describe('tenants', () => {
  it('lists both tenants; a tenant without a quota shows 不限制', async () => {
    await renderPage(centre, { path: PATH });
    const park = await rowWith('100000');
    expect(await within(park).findByText('示范园区')).toBeTruthy();
    expect(await rowWith('000000')).toBeTruthy();
  });

  it('asks for a name, and sends the new tenant', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('100000');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入租户名称']);
    await fill(user, within(dialog).getByLabelText('租户名称'), '页面测试租户');
    await fill(user, within(dialog).getByLabelText('联系人'), '张三');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-system/tenant/submit', 'POST');
    expect(submit.body).toMatchObject({ tenantName: '页面测试租户', linkman: '张三' });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('needs one chosen tenant for the datasource, and sends the settings of the chosen ones', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const park = await rowWith('100000');
    await user.click(screen.getByRole('button', { name: '数据源配置' }));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    await user.click(within(park).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '授权配置' }));
    const dialog = await openDialog('授权配置');
    await fill(user, within(dialog).getByLabelText('账号额度'), '50');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const setting = await requests.next('/lingxi-system/tenant/setting', 'POST');
    expect(setting.query).toMatchObject({ ids: expect.stringMatching(/^\d+$/), accountNumber: '50' });
    expect(await screen.findByText('操作成功')).toBeTruthy();
    await waitFor(() => expect(within(park).getByText('50')).toBeTruthy());
  });

  it('walks a new tenant: unlimited quota, id shown not editable, view, settings and datasource read back, delete', async () => {
    const name = `走查租户${Date.now().toString(36)}`;
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('100000');
    const add = await openAdd(user);
    await fill(user, within(add).getByLabelText('租户名称'), name);
    await fill(user, within(add).getByLabelText('联系人'), '张三');
    await fill(user, within(add).getByLabelText('联系电话'), '13800001111');
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [saved] = await storedRecords('/lingxi-system/tenant/list', { tenantName: name });
    expect(saved).toMatchObject({ tenantName: name, linkman: '张三', accountNumber: -1 });
    const tenantId = String(saved?.tenantId);
    expect(tenantId).toMatch(/^\d{6}$/);

    await search(user, '租户名称', name);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(await within(await rowWith(name)).findByText('不限制')).toBeTruthy();

    await user.click(within(await rowWith(name)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const id = within(edit).getByLabelText('租户ID') as HTMLInputElement;
    await waitFor(() => expect(id.value).toBe(tenantId));
    expect(id.disabled).toBe(true);
    await fill(user, within(edit).getByLabelText('联系人'), '李四');
    await fill(user, within(edit).getByLabelText('联系地址'), '杭州市西湖区');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-system/tenant/list', { tenantName: name }))[0]).toMatchObject({
      tenantId,
      linkman: '李四',
      address: '杭州市西湖区',
      contactNumber: '13800001111',
    });

    await user.click(within(await rowWith(name)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    expect(await within(view).findByText('杭州市西湖区')).toBeTruthy();
    expect(within(view).getByText(tenantId)).toBeTruthy();
    expect(within(view).getByText('不限制')).toBeTruthy();
    expect(within(view).queryByRole('textbox')).toBeNull();
    await closeDialog(user, view);

    await user.click(screen.getByRole('button', { name: '授权配置' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    await user.click(within(await rowWith(name)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '授权配置' }));
    const settings = await openDialog('授权配置');
    await fill(user, within(settings).getByLabelText('账号额度'), '20');
    await user.click(within(settings).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-system/tenant/list', { tenantName: name }))[0]?.accountNumber).toBe(
      20,
    );
    expect(await within(await rowWith(name)).findByText('20')).toBeTruthy();

    const [store] = await storedRecords('/lingxi-develop/datasource/list', { name: '业务主库' });
    const row = await rowWith(name);
    const box = within(row).getByRole('checkbox') as HTMLInputElement;
    if (!box.checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: '数据源配置' }));
    const datasource = await openDialog('数据源配置');
    await choose(user, within(datasource).getByRole('combobox', { name: '数据源' }), '业务主库');
    await user.click(within(datasource).getByRole('button', { name: '确定' }));
    await waitFor(async () =>
      expect((await storedRecords('/lingxi-system/tenant/list', { tenantName: name }))[0]?.datasourceId).toBe(
        store?.id,
      ),
    );
    expect(await within(await rowWith(name)).findByText('业务主库')).toBeTruthy();

    await user.click(within(await rowWith(name)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(await storedRecords('/lingxi-system/tenant/list', { tenantName: name })).toHaveLength(0);
  });
});

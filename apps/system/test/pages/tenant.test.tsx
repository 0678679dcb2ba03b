// Tenants (PAGES.md "Tenants"): settings (quota, expiry) and datasource dialogs.
import {
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
});

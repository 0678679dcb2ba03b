// Clients (PAGES.md "Clients"): grant types as checkboxes, stored comma-joined.
import {
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

const PATH = '/system/client';

describe('clients', () => {
  it('lists the seeded clients and searches by client id', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('lx_bigscreen');
    expect(await within(row).findByText('client_credentials')).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: '客户端id' }), 'lx_app');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect((await requests.next('/lingxi-system/client/list', 'GET', 1)).query).toMatchObject({
      clientId: 'lx_app',
    });
  });

  it('asks for id and secret, and sends the checked grant types comma-joined in the offered order', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('lx_app');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入客户端id', '请输入客户端密钥']);

    await fill(user, within(dialog).getByLabelText('客户端id'), 'page_test');
    await fill(user, within(dialog).getByLabelText('客户端密钥'), 'page_secret');
    // the defaults: refresh_token and password checked
    await user.click(within(dialog).getByRole('checkbox', { name: 'captcha' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'refresh_token' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-system/client/submit', 'POST');
    expect(submit.body).toMatchObject({
      clientId: 'page_test',
      clientSecret: 'page_secret',
      authorizedGrantTypes: 'password,captcha',
      scope: 'all',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('stores token seconds and callback; an edit unchecks a grant type; view and delete', async () => {
    const clientId = `walk_${Date.now().toString(36)}`;
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('lx_app');
    const add = await openAdd(user);
    await fill(user, within(add).getByLabelText('客户端id'), clientId);
    await fill(user, within(add).getByLabelText('客户端密钥'), 'walk-secret');
    expect((within(add).getByRole('checkbox', { name: 'password' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(add).getByRole('checkbox', { name: 'captcha' }));
    await fill(user, within(add).getByLabelText('令牌秒数'), '1800');
    await fill(user, within(add).getByLabelText('回调地址'), 'https://example.org/callback');
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-system/client/list', { clientId }))[0]).toMatchObject({
      clientId,
      authorizedGrantTypes: 'password,refresh_token,captcha',
      scope: 'all',
      accessTokenValidity: 1800,
      refreshTokenValidity: 604800,
      webServerRedirectUri: 'https://example.org/callback',
    });

    await search(user, '客户端id', clientId);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await user.click(within(await rowWith(clientId)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const captcha = within(edit).getByRole('checkbox', { name: 'captcha' }) as HTMLInputElement;
    await waitFor(() => expect(captcha.checked).toBe(true));
    // (the form takes clicks once its record is in)
    await waitFor(() => user.click(captcha));
    expect(captcha.checked).toBe(false);
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-system/client/list', { clientId }))[0]?.authorizedGrantTypes).toBe(
      'password,refresh_token',
    );

    await user.click(within(await rowWith(clientId)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    expect(await within(view).findByText('https://example.org/callback')).toBeTruthy();
    await closeDialog(user, view);
    await user.click(within(await rowWith(clientId)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(await storedRecords('/lingxi-system/client/list', { clientId })).toHaveLength(0);
  });
});

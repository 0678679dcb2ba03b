// Clients (PAGES.md "Clients"): grant types as checkboxes, stored comma-joined.
import { fill, openAdd, renderPage, requests, rowWith, saveEmpty, screen, within } from '@lingxi/testing';
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
});

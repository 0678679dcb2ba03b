// SMS configuration (PAGES.md "SMS"): provider labels, one enabled configuration, the test message.
import { fill, openDialog, renderPage, requests, rowWith, screen, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/system/sms';

describe('sms configuration', () => {
  it('shows the provider and status by their labels; test on the enabled one, enable on the other', async () => {
    await renderPage(centre, { path: PATH });
    const enabled = await rowWith('aliyun-login');
    const disabled = await rowWith('tx-notice');
    expect(await within(enabled).findByText('阿里云')).toBeTruthy();
    expect(await within(disabled).findByText('腾讯云')).toBeTruthy();
    expect(within(enabled).getByRole('button', { name: '调试' })).toBeTruthy();
    expect(within(enabled).queryByRole('button', { name: '启用' })).toBeNull();
    expect(within(disabled).queryByRole('button', { name: '调试' })).toBeNull();
    expect(within(disabled).getByRole('button', { name: '启用' })).toBeTruthy();
  });

  it('sends a test message through the enabled configuration and says how many numbers it reached', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith('aliyun-login')).getByRole('button', { name: '调试' }));
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('手机号码不能为空')).toBeTruthy();
    // SPEC §5: every number of the list is checked before anything is sent
    await fill(user, within(dialog).getByLabelText('手机号码'), '13800000001，1380000');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('手机号码长度不为11位')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText('手机号码'), '13800000001，13800000002');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    const send = await requests.next('/lingxi-resource/sms/endpoint/send-message', 'POST');
    expect(send.query).toMatchObject({ code: 'aliyun-login', phones: '13800000001,13800000002' });
    expect(await screen.findByText('发送成功：共 2 个号码')).toBeTruthy();
  });

  it('relabels the keys by provider in the form (Tencent Cloud: AppId, AppKey)', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith('tx-notice')).getByRole('button', { name: '编辑' }));
    const dialog = await openDialog(/编辑/);
    expect(await within(dialog).findByLabelText('AppId')).toBeTruthy();
    expect(within(dialog).getByLabelText('AppKey')).toBeTruthy();
  });
});

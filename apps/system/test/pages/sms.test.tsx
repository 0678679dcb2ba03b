// SMS configuration (PAGES.md "SMS"): provider labels, one enabled configuration, the test message.
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

  it('walks a new configuration: keys relabelled, a taken code refused, secret never shown, enable is exclusive, delete', async () => {
    const code = `s${Date.now().toString(36)}`.slice(0, 12);
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('aliyun-login');
    const fillNew = async (dialog: HTMLElement) => {
      const category = within(dialog).getByRole('combobox', { name: '分类' });
      await choose(user, category, '腾讯云');
      expect(await within(dialog).findByLabelText('AppId')).toBeTruthy();
      expect(within(dialog).getByLabelText('AppKey')).toBeTruthy();
      await choose(user, category, '阿里云');
      await fill(user, within(dialog).getByLabelText('资源编号'), code);
      await fill(user, within(dialog).getByLabelText('模板ID'), 'SMS_0001');
      await fill(user, await within(dialog).findByLabelText('AccessKey'), 'ak');
      await fill(user, within(dialog).getByLabelText('SecretKey'), 'sk');
      await fill(user, within(dialog).getByLabelText('短信签名'), '走查');
    };
    let add = await openAdd(user);
    await fillNew(add);
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [saved] = await storedRecords('/lingxi-resource/sms/list', { smsCode: code });
    expect(saved).toMatchObject({ smsCode: code, category: 3, signName: '走查', status: 0 });
    expect(saved).not.toHaveProperty('secretKey');

    // the same code again is refused; the form keeps what was typed
    await waitFor(() => expect(screen.queryByText('新增成功')).toBeNull(), { timeout: 8_000 });
    add = await openAdd(user);
    await fillNew(add);
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('资源编号已存在')).toBeTruthy();
    expect((within(add).getByLabelText('资源编号') as HTMLInputElement).value).toBe(code);
    await user.click(within(add).getByRole('button', { name: '取消' }));

    await search(user, '资源编号', code);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(await within(await rowWith(code)).findByText('停用')).toBeTruthy();
    await user.click(within(await rowWith(code)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const accessKey = (await within(edit).findByLabelText('AccessKey')) as HTMLInputElement;
    await waitFor(() => expect(accessKey.value).toBe('ak'));
    expect((within(edit).getByLabelText('SecretKey') as HTMLInputElement).value).toBe('');
    await fill(user, within(edit).getByLabelText('短信签名'), '走查改');
    await fill(user, within(edit).getByLabelText('模板ID'), 'SMS_0002');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-resource/sms/list', { smsCode: code }))[0]).toMatchObject({
      smsCode: code,
      category: 3,
      signName: '走查改',
      templateId: 'SMS_0002',
      accessKey: 'ak',
      status: 0,
    });

    await user.click(within(await rowWith(code)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    expect(await within(view).findByText('走查改')).toBeTruthy();
    expect(await within(view).findByText('阿里云')).toBeTruthy();
    expect(view.textContent).not.toContain('SecretKey');
    await closeDialog(user, view);

    const row = await rowWith(code);
    expect(within(row).queryByRole('button', { name: '调试' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '启用' }));
    await confirmBox(user, '是否确定启用这条配置?');
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(await within(await rowWith(code)).findByRole('button', { name: '调试' })).toBeTruthy();
    const all = await storedRecords('/lingxi-resource/sms/list');
    expect(all.filter((config) => config.status === 1).map((config) => config.smsCode)).toEqual([code]);
    // the seeded configuration in use again
    const seeded = all.find((config) => config.smsCode === 'aliyun-login');
    await seed('/lingxi-resource/sms/enable', { params: { ids: String(seeded?.id), status: '1' } });

    await user.click(within(await rowWith(code)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(await storedRecords('/lingxi-resource/sms/list', { smsCode: code })).toHaveLength(0);
  });
});

// Certified enterprises (issue 22): the list searched by name, credit code and certification date; an
// enterprise's detail with its registered users; a user's detail; a password reset, confirmed.
import { fill, openDialog, renderPage, requests, rowWith, screen, searchForm, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/enterpriseCertification/alreadyCertified';
const NAME = '杭州西湖云栖软件有限公司';

describe('certified enterprises', () => {
  it('lists the enterprises and searches by name and credit code', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await screen.findByText(/共 \d+ 条/);
    expect(
      Number((await screen.findByText(/共 \d+ 条/)).textContent?.match(/\d+/)?.[0]),
    ).toBeGreaterThanOrEqual(50);
    await fill(user, within(searchForm()).getByLabelText('企业名称'), '西湖云栖软件');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next('/certifiedEnterprise/page', 'GET', 1)).query).toMatchObject({
      enterpriseName: '西湖云栖软件',
    });
    const row = await rowWith(NAME);
    const code = within(row).getByText(/^92330106MB/).textContent ?? '';
    await user.click(within(searchForm()).getByRole('button', { name: '清空' }));
    await fill(user, within(searchForm()).getByLabelText('统一社会信用代码'), code);
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const byCode = await requests.next('/certifiedEnterprise/page', 'GET', 2);
    expect(byCode.query).toMatchObject({ creditCode: code });
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(await rowWith(NAME)).toBeTruthy();
  });

  it('sends the certification date range as whole days', async () => {
    await renderPage(centre, { path: `${PATH}?certifyTime=2026-01-01~2026-12-31` });
    const asked = await requests.next('/certifiedEnterprise/page', 'GET');
    expect(asked.query).toMatchObject({
      certifyTime_datege: '2026-01-01 00:00:00',
      certifyTime_datelt: '2027-01-01 00:00:00',
    });
    expect(within(searchForm()).getByText('认证时间')).toBeTruthy();
  });

  it("shows an enterprise with its registered users, a user's detail, and resets a password", async () => {
    const { user } = await renderPage(centre, {
      path: `${PATH}?enterpriseName=${encodeURIComponent('西湖云栖软件')}`,
    });
    await user.click(within(await rowWith(NAME)).getByRole('button', { name: '查看' }));
    const drawer = await openDialog('企业详情');
    expect(await within(drawer).findByText('法定代表人')).toBeTruthy();
    const users = await requests.next('/certifiedEnterprise/listRegisterUser', 'GET');
    expect(users.query.enterpriseId).toBe((await requests.next('/certifiedEnterprise/detail')).query.id);
    const member = (await within(drawer).findByText('m01b')).closest('tr') as HTMLElement;
    expect(within(drawer).getByText('m01a_sub1')).toBeTruthy();
    expect(await within(member).findByText('普通成员')).toBeTruthy();

    await user.click(within(member).getByRole('button', { name: '查看' }));
    await requests.next('/certifiedEnterprise/registerUserDetail');
    const detail = await openDialog(/查看/);
    expect(await within(detail).findByText('m01b@ent.example')).toBeTruthy();
    await user.click(within(detail).getAllByRole('button', { name: /关闭|Close/ })[0] as HTMLElement);

    await user.click(within(member).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('确定将该用户的密码重置为初始密码?')).toBeTruthy();
    expect(requests.to('/certifiedEnterprise/resetPassword')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确定' }));
    const reset = await requests.next('/certifiedEnterprise/resetPassword', 'GET');
    expect(await screen.findByText('重置密码成功')).toBeTruthy();
    expect(reset).toMatchObject({ status: 200, query: { id: expect.any(String) } });
  });
});

// Registered personal users (issue 22): the list, a search, a user's detail with the enterprises the
// user belongs to.
import { fill, openDialog, renderPage, requests, rowWith, screen, searchForm, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/enterpriseCertification/personalUsers';

describe('registered personal users', () => {
  it('lists the users and searches by account', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const total = await screen.findByText(/共 \d+ 条/);
    expect(Number(total.textContent?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(100);
    await fill(user, within(searchForm()).getByLabelText('登录账号'), 'person001');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next('/registerUser/page', 'GET', 1)).query).toMatchObject({
      account: 'person001',
    });
    expect(await within(await rowWith('person001')).findByText('个人用户')).toBeTruthy();
    expect(await screen.findByText('共 1 条')).toBeTruthy();
  });

  it('shows a personal user who belongs to no enterprise', async () => {
    const { user } = await renderPage(centre, { path: `${PATH}?account=person002` });
    await user.click(within(await rowWith('person002')).getByRole('button', { name: '查看' }));
    const drawer = await openDialog('用户详情');
    expect(await within(drawer).findByText('person2@mail.example')).toBeTruthy();
    expect(await within(drawer).findByText('未加入任何企业')).toBeTruthy();
    expect((await requests.next('/certifiedEnterprise/listEnterpriseByUser')).query.userId).toBeTruthy();
  });

  it("shows a member's enterprise", async () => {
    const { user } = await renderPage(centre, { path: `${PATH}?account=m01b` });
    const row = await rowWith('m01b');
    expect(await within(row).findByText('普通成员')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await openDialog('用户详情');
    expect(await within(drawer).findByText('杭州西湖云栖软件有限公司')).toBeTruthy();
    expect(within(drawer).getByText('所属企业')).toBeTruthy();
  });
});

// The member operation log (issue 22): an enterprise's users, then one user's records.
import { fill, openDialog, renderPage, requests, rowWith, screen, searchForm, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/member/operLog';

describe('the member operation log', () => {
  it("searches an enterprise's users and shows a user's records", async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const total = await screen.findByText(/共 \d+ 条/);
    expect(Number(total.textContent?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(150);
    await fill(user, within(searchForm()).getByLabelText('企业名称'), '西湖云栖软件');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next('/memberoperlog/pageEntUser', 'GET', 1)).query).toMatchObject({
      enterpriseName: '西湖云栖软件',
    });
    const admin = await rowWith('m01a');
    expect(within(admin).getByText('杭州西湖云栖软件有限公司')).toBeTruthy();
    expect(await within(admin).findByText('管理员')).toBeTruthy();
    expect(await rowWith('m01b')).toBeTruthy();

    await user.click(within(admin).getByRole('button', { name: '操作记录' }));
    const drawer = await openDialog('m01a的操作记录');
    const asked = await requests.next('/memberoperlog/listRecord', 'GET');
    const members = requests.last('/memberoperlog/pageEntUser')?.answer as
      | { data: { records: { id: string; account: string }[] } }
      | undefined;
    expect(asked.query.registerUserId).toBe(members?.data.records.find((r) => r.account === 'm01a')?.id);
    expect((await within(drawer).findAllByText('m01a')).length).toBeGreaterThanOrEqual(2);
    expect(within(drawer).getByText('登录企业端')).toBeTruthy();
    await fill(user, within(drawer).getByLabelText('操作'), '登录');
    await user.click(within(drawer).getByRole('button', { name: '搜索' }));
    expect((await requests.next('/memberoperlog/listRecord', 'GET', 1)).query).toMatchObject({
      operation: '登录',
    });
  });
});

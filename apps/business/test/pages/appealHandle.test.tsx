// Appeal handling (gateway README "Appeals"): a handler's records by tab; signing one.
import { renderPage, requests, rowWith, screen, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('appeal handling', () => {
  it("shows the handler's five tabs and, on a record to sign, sign and return (not dispose)", async () => {
    await renderPage(centre, { path: '/appeal/handle', user: 'handler1' });
    const row = await rowWith('稳岗返还政策适用咨询');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '待签收',
      '办理中',
      '待审核',
      '已办结',
      '已超期',
    ]);
    expect(await within(row).findByText('待签收')).toBeTruthy();
    expect(await within(row).findByText('绿灯')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '签收' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '申请退回' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '办结' })).toBeNull();
  });

  it('opens the list the address names (a home page link) with its filter, and keeps a tab chosen there', async () => {
    const { user } = await renderPage(centre, {
      path: '/appeal/handle?tab=inProgress&light=green',
      user: 'handler1',
    });
    const list = await requests.next('/lingxi-appeal/apldistribute/page');
    expect(list.query).toMatchObject({ state: 'signed,handling', light: 'green' });
    const active = () =>
      screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
    await waitFor(() => expect(active()?.textContent).toBe('办理中'));
    requests.clear();
    await user.click(screen.getByRole('tab', { name: '已超期' }));
    const overdue = await requests.next('/lingxi-appeal/apldistribute/page');
    expect(overdue.query.state).toBe('dispatched,signed,handling,delayRequested,returnRequested');
    await waitFor(() => expect(active()?.textContent).toBe('已超期'));
  });

  it('signs a record after the confirmation, and the server’s answer is said', async () => {
    const { user } = await renderPage(centre, { path: '/appeal/handle', user: 'handler1' });
    await user.click(within(await rowWith('稳岗返还政策适用咨询')).getByRole('button', { name: '签收' }));
    expect(await screen.findByText('确定签收该诉求？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await requests.next('/lingxi-appeal/apldistribute/changeToReaded', 'POST');
    expect(await screen.findByText('签收成功')).toBeTruthy();
    expect(requests.last('/lingxi-appeal/apldistribute/changeToReaded')?.status).toBe(200);
    // signed, it is no longer waiting to be signed
    await waitFor(() => expect(screen.queryByText('稳岗返还政策适用咨询')).toBeNull());
  });
});

// Appeal handling (gateway README "Appeals"): a handler's records by tab; signing one.
import { renderPage, requests, rowWith, screen, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('appeal handling', () => {
  it("shows the handler's five tabs and, on a record to sign, sign and return (not dispose)", async () => {
    await renderPage(centre, { path: '/appeal/handle', user: 'handler1' });
    const row = await rowWith('稳岗返还政策适用咨询');
    // the tabs' counts in one request, the to-sign one equal to the to-sign list's total
    const call = await requests.next('/lingxi-desk/inbox/counts', 'GET');
    expect(call.query).toEqual({ screen: 'appealHandle' });
    await waitFor(() => expect(call.answer).toBeDefined());
    const counts = (call.answer as { data: Record<string, number> }).data;
    const list = requests.last('/lingxi-appeal/apldistribute/page') as {
      answer?: { data: { total: number } };
    };
    expect(counts.toSign).toBe(list.answer?.data.total);
    expect(counts.toSign).toBeGreaterThan(0);
    const shown = (n: number | undefined) => (n ? String(n) : '');
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        `待签收${shown(counts.toSign)}`,
        `办理中${shown(counts.inProgress)}`,
        `待审核${shown(counts.awaitingAudit)}`,
        '已办结',
        `已超期${shown(counts.overdue)}`,
      ]),
    );
    expect(requests.to('/lingxi-desk/inbox/counts')).toHaveLength(1);
    expect(await within(row).findByText('待签收')).toBeTruthy();
    expect(await within(row).findByText('绿灯')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '签收' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '申请退回' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '办结' })).toBeNull();
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

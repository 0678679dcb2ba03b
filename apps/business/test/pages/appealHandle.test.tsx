// Appeal handling (gateway README "Appeals"): a handler's records by tab; signing one.
import {
  choicesOf,
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  waitFor,
  within,
} from '@lingxi/testing';
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

  it('assigns a handler from the department’s people, the user offered first (issue 23)', async () => {
    const { user } = await renderPage(centre, { path: '/appeal/handle', user: 'handler1' });
    await user.click(await screen.findByRole('tab', { name: '办理中' }));
    const row = await rowWith('食品经营许可证变更');
    await user.click(within(row).getByRole('button', { name: '指定办理人' }));
    const dialog = await openDialog('指定办理人');
    const select = within(dialog).getByLabelText('办理人');
    // himself, by name, already chosen; the choices are his department's people only
    expect(await within(dialog).findByText('钱办理')).toBeTruthy();
    const choices = await choicesOf(user, select);
    expect(choices[0]).toBe('钱办理');
    expect(choices).not.toContain('孙承办');
    // the handlers of the department, not everyone in it
    expect(choices).not.toContain('刘员工');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const call = await requests.next('/lingxi-appeal/apldistribute/bindingAppealToPeason', 'POST');
    expect(call.body).toMatchObject({ userId: expect.any(String) });
    expect(await screen.findByText('指定成功')).toBeTruthy();
    expect(call.status).toBe(200);
  });

  it('the delay dialog shows the deadline and the latest date; a handler notes progress (issue 23)', async () => {
    const { user } = await renderPage(centre, { path: '/appeal/handle', user: 'handler1' });
    await user.click(await screen.findByRole('tab', { name: '办理中' }));
    const row = await rowWith('园区道路施工影响企业出入');
    const deadline = (await within(row).findByText(/^\d{4}-\d{2}-\d{2}$/)).textContent ?? '';
    await user.click(within(row).getByRole('button', { name: '申请延期' }));
    const delay = await openDialog('申请延期');
    expect(
      await within(delay).findByText(new RegExp(`当前办理时限：${deadline}；最晚可申请延期至：\\d{4}`)),
    ).toBeTruthy();
    // the deadline itself (and every day the rule refuses) cannot be picked
    await user.click(within(delay).getByLabelText('申请延期至'));
    const cell = () => document.querySelector(`td[title="${deadline}"]`);
    await waitFor(() => expect(cell()).not.toBeNull());
    expect(cell()?.className).toContain('picker-cell-disabled');
    expect(requests.to('/lingxi-appeal-delayapply/save')).toHaveLength(0);
    await user.click(within(delay).getByRole('button', { name: '取消' }));

    await user.click(within(row).getByRole('button', { name: '记录进展' }));
    const note = await openDialog('记录进展');
    await user.type(within(note).getByLabelText('进展情况'), '已约施工单位现场协调');
    await user.click(within(note).getByRole('button', { name: '确定' }));
    const call = await requests.next('/lingxi-appeal/apltrack/append', 'POST');
    expect(call.body).toMatchObject({ comment: '已约施工单位现场协调', disId: expect.any(String) });
    expect(await screen.findByText('记录成功')).toBeTruthy();
    expect(call.status).toBe(200);
  });
});

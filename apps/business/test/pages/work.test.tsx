// My tasks (gateway README "Workflow", its seeded instances): to-do, claim, start, sent, done, each as
// its seeded user sees it, against the real gateway.
import { openDialog, renderPage, requests, rowWith, screen, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const LEAVE_2_DAYS = '张员工的请假申请(2天)';

describe('my tasks', () => {
  it('to-do: a reject without a comment says so and sends nothing', async () => {
    const { user } = await renderPage(centre, { path: '/work/todo', user: 'head1' });
    const row = await rowWith(LEAVE_2_DAYS);
    expect(within(row).getByText('部门负责人审批')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '驳回' }));
    const dialog = await openDialog('驳回该任务');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请输入审批意见')).toBeTruthy();
    expect(requests.to('/lingxi-flow/work/complete-task')).toHaveLength(0);
  });

  it("to-do: a task's detail shows its facts and its instance's history", async () => {
    const { user } = await renderPage(centre, { path: '/work/todo', user: 'head1' });
    await user.click(within(await rowWith(LEAVE_2_DAYS)).getByRole('button', { name: '详情' }));
    const drawer = await openDialog('详情');
    expect(await within(drawer).findByText('审批记录')).toBeTruthy();
    expect(await within(drawer).findByText(/^(.+ · )?发起$/)).toBeTruthy();
    expect(within(drawer).getByText('张员工')).toBeTruthy();
  });

  it('to-do: approved, the task leaves the list and is in done with its comment', async () => {
    const { user } = await renderPage(centre, { path: '/work/todo', user: 'head1' });
    await user.click(within(await rowWith(LEAVE_2_DAYS)).getByRole('button', { name: '同意' }));
    const dialog = await openDialog('同意该任务');
    await user.type(within(dialog).getByRole('textbox', { name: '审批意见' }), '同意，好好休息');
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    const sent = await requests.next('/lingxi-flow/work/complete-task', 'POST');
    expect(sent.body).toMatchObject({ flag: 'pass', comment: '同意，好好休息' });
    expect(await screen.findByText('已同意')).toBeTruthy();
    expect(requests.last('/lingxi-flow/work/complete-task')?.status).toBe(200);
    await waitFor(() => expect(screen.queryByText(LEAVE_2_DAYS, { selector: 'td, td *' })).toBeNull());

    await renderPage(centre, { path: '/work/done', user: 'head1' });
    const done = await rowWith(LEAVE_2_DAYS);
    expect(within(done).getByText('同意，好好休息')).toBeTruthy();
  });

  it('claim: hr1 claims the HR approval, then it is in his to-do', async () => {
    const { user } = await renderPage(centre, { path: '/work/claim', user: 'hr1' });
    const row = await rowWith('人事审批');
    expect(within(row).queryByRole('button', { name: '同意' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '签收' }));
    expect(await screen.findByText('确定签收该任务？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await requests.next('/lingxi-flow/work/claim-task', 'POST');
    expect(await screen.findByText('签收成功')).toBeTruthy();
    expect(requests.last('/lingxi-flow/work/claim-task')?.status).toBe(200);
    await waitFor(() => expect(screen.queryByText('人事审批', { selector: 'td, td *' })).toBeNull());

    await renderPage(centre, { path: '/work/todo', user: 'hr1' });
    const todo = await rowWith('人事审批');
    expect(within(todo).getByText(/^张员工的请假申请/)).toBeTruthy();
    expect(within(todo).getByRole('button', { name: '同意' })).toBeTruthy();
  });

  it('start: staff2 starts an expense, then it is in sent, waiting for the department', async () => {
    const { user } = await renderPage(centre, { path: '/work/start', user: 'staff2' });
    const expense = await rowWith('费用报销');
    // the leave is started from its own form
    expect(within(await rowWith('请假流程')).queryByRole('button', { name: '发起' })).toBeNull();
    await user.click(within(expense).getByRole('button', { name: '发起' }));
    const dialog = await openDialog('发起流程');
    await user.type(within(dialog).getByRole('textbox', { name: '标题' }), '刘员工的会议费报销');
    await user.click(within(dialog).getByRole('button', { name: '发起' }));
    expect((await requests.next('/lingxi-flow/work/start-process', 'POST')).body).toMatchObject({
      title: '刘员工的会议费报销',
    });
    expect(await screen.findByText('发起成功')).toBeTruthy();
    expect(requests.last('/lingxi-flow/work/start-process')?.status).toBe(200);

    await renderPage(centre, { path: '/work/send', user: 'staff2' });
    const sent = await rowWith('刘员工的会议费报销');
    expect(within(sent).getByText('待办：部门审核')).toBeTruthy();
  });
});

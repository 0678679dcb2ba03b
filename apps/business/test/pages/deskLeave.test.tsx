// The leave request (/desk/leave) against the real gateway with the seeded workflow (gateway README
// "Workflow"): the form's rules and their messages, the working days the gateway counts, what a start
// sends, the applicant's own requests and a request's detail with its history; in both languages.
import {
  choicesOf,
  choose,
  fill,
  openAdd,
  openDialog,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

type UserEvent = Awaited<ReturnType<typeof renderPage>>['user'];

const PATH = '/desk/leave';
const START = '/lingxi-desk/process/leave/start-process';
const DAYS = '/lingxi-desk/process/leave/working-days';

/** Types a date-time into its picker as a person does and confirms it with the picker's OK. */
async function pickDateTime(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.clear(input);
  await user.paste(value);
  const ok = await waitFor(() => {
    const found = document.querySelector<HTMLButtonElement>(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button',
    );
    if (!found || found.disabled) throw new Error('no OK in the picker yet');
    return found;
  });
  await user.click(ok);
  await waitFor(() => expect((input as HTMLInputElement).value).toBe(value));
}

describe('leave request', () => {
  it('asks for what a request needs, checks the end on its field, and sends nothing', async () => {
    const { user } = await renderPage(centre, { path: PATH, user: 'staff2' });
    await rowWith('个人事务');
    const dialog = await openAdd(user);
    expect(within(dialog).getByText('选择开始和结束时间后计算')).toBeTruthy();
    await saveEmpty(user, dialog, ['请选择审批人', '请选择开始时间', '请选择结束时间', '请输入请假理由']);
    await pickDateTime(user, within(dialog).getByLabelText('开始时间'), '2031-03-05 09:00:00');
    await pickDateTime(user, within(dialog).getByLabelText('结束时间'), '2031-03-04 18:00:00');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('结束时间必须晚于开始时间')).toBeTruthy();
    // no working days for a period that ends before it starts, and no start
    expect(within(dialog).getByText('选择开始和结束时间后计算')).toBeTruthy();
    expect(requests.to(DAYS)).toHaveLength(0);
    expect(requests.to(START)).toHaveLength(0);
  });

  it('shows the working days the gateway counts, and its reason for a period without one', async () => {
    const { user } = await renderPage(centre, { path: PATH, user: 'staff2' });
    await rowWith('个人事务');
    const dialog = await openAdd(user);
    // Friday to Monday: the weekend is not counted
    await pickDateTime(user, within(dialog).getByLabelText('开始时间'), '2031-03-07 09:00:00');
    await pickDateTime(user, within(dialog).getByLabelText('结束时间'), '2031-03-10 18:00:00');
    expect(await within(dialog).findByText('2个工作日')).toBeTruthy();
    const asked = requests.last(DAYS);
    expect(asked?.query).toMatchObject({ startTime: '2031-03-07 09:00:00', endTime: '2031-03-10 18:00:00' });
    // a weekend alone: the gateway's reason, in the form
    await pickDateTime(user, within(dialog).getByLabelText('开始时间'), '2031-03-08 09:00:00');
    await pickDateTime(user, within(dialog).getByLabelText('结束时间'), '2031-03-09 18:00:00');
    expect(await within(dialog).findByText('请假时间内没有工作日')).toBeTruthy();
  });

  it('starts a request with the approver chosen from the users; it is listed waiting for him', async () => {
    const { user } = await renderPage(centre, { path: PATH, user: 'staff2' });
    await rowWith('个人事务');
    const dialog = await openAdd(user);
    const approver = within(dialog).getByRole('combobox', { name: '审批人' });
    const choices = await choicesOf(user, approver);
    expect(choices).toContain('王主管 (head1)');
    // never the applicant himself
    expect(choices.some((choice) => choice.includes('(staff2)'))).toBe(false);
    await choose(user, approver, '王主管 (head1)');
    await pickDateTime(user, within(dialog).getByLabelText('开始时间'), '2031-03-12 09:00:00');
    await pickDateTime(user, within(dialog).getByLabelText('结束时间'), '2031-03-12 18:00:00');
    expect(await within(dialog).findByText('1个工作日')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText('请假理由'), '页面测试：搬家');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const sent = await requests.next(START, 'POST');
    expect(sent.body).toMatchObject({
      startTime: '2031-03-12 09:00:00',
      endTime: '2031-03-12 18:00:00',
      reason: '页面测试：搬家',
    });
    expect(String((sent.body as { approver?: string }).approver)).toMatch(/^\d+$/);
    await waitFor(() => expect(sent.status).toBe(200));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const row = await rowWith('页面测试：搬家');
    expect(within(row).getByText('王主管')).toBeTruthy();
    expect(within(row).getByText('审批中')).toBeTruthy();
    expect(within(row).getByText('部门负责人审批')).toBeTruthy();
  });

  it("a request's detail: the request, and its history with the approver's comment", async () => {
    const { user } = await renderPage(centre, { path: PATH, user: 'staff2' });
    const row = await rowWith('个人事务');
    expect(within(row).getByText('已驳回')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '详情' }));
    const drawer = await openDialog('详情');
    expect(await within(drawer).findByText('审批记录')).toBeTruthy();
    expect(await within(drawer).findByText('本周项目验收，请改期')).toBeTruthy();
    expect(within(drawer).getAllByText('王主管').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('个人事务')).toBeTruthy();
  });

  it('in English: the labels, the working days and the end-before-start message', async () => {
    const { user } = await renderPage(centre, { path: PATH, user: 'staff2', language: 'en' });
    await rowWith('个人事务');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Counted once the start and end are chosen')).toBeTruthy();
    await pickDateTime(user, within(dialog).getByLabelText('Start'), '2031-03-03 09:00:00');
    await pickDateTime(user, within(dialog).getByLabelText('End'), '2031-03-07 18:00:00');
    expect(await within(dialog).findByText('5 working day(s)')).toBeTruthy();
    await pickDateTime(user, within(dialog).getByLabelText('End'), '2031-03-02 18:00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeTruthy();
    expect(requests.to(START)).toHaveLength(0);
  });
});

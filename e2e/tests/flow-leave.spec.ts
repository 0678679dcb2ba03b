import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import {
  apiLogin,
  confirm,
  GATEWAY,
  HEAD1,
  HR1,
  inEnglish,
  newSignedInContext,
  opened,
  open as openPage,
  pick,
  post,
  refresh,
  rows,
  STAFF1,
  signedInState,
  test,
  uniq,
} from './support';

type Who = 'staff1' | 'head1' | 'hr1';
const ACCOUNTS = { staff1: STAFF1, head1: HEAD1, hr1: HR1 } as const;

const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** Types a date-time into its picker, confirms it with the picker's OK and moves on, as a person does. */
async function pickDateTime(page: Page, scope: Locator, label: string, value: string) {
  const input = scope.getByLabel(label, { exact: true });
  if (await input.inputValue()) {
    // a time chosen before is cleared first with the picker's own clear button
    const picker = input.locator(
      'xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-picker ")][1]',
    );
    await picker.hover();
    await picker.locator('.ant-picker-clear').click();
    await expect(input).toHaveValue('');
  }
  await input.click();
  await input.fill(value);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await expect(input).toHaveValue(value);
  await input.press('Tab'); // on to the next field: the kit checks a field when it is left
}

/** A full-page screenshot kept always: the looks of the leave page are reviewed from these. */
async function look(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

test.describe
  .serial('the leave process, walked by its people', () => {
    const consoles = {} as Record<Who, Page>;
    let api: APIRequestContext;
    const approved = `端到端年假${uniq()}`;
    const rejected = `端到端长假${uniq()}`;
    // the instance titles the task lists show: 8 and 9 working days, more than any seeded leave of staff1
    const APPROVED_TITLE = '张员工的请假申请(8天)';
    const REJECTED_TITLE = '张员工的请假申请(9天)';

    async function consoleOf(browser: Browser, who: Who) {
      const context = await newSignedInContext(browser, {
        storageState: await signedInState(browser, ACCOUNTS[who]),
      });
      return context.newPage();
    }

    /** A page of a person's console, read afresh from the server. */
    async function visit(who: Who, path: string) {
      const page = consoles[who];
      await openPage(page, path);
      await expect(page.locator('.lx-crud').first()).toBeVisible();
      await refresh(page);
      return page;
    }

    /** Approves or rejects a task of the to-do list with a comment. */
    async function decide(page: Page, title: string, verb: '同意' | '驳回', comment: string) {
      await row(page, title).getByRole('button', { name: verb, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `${verb}该任务` });
      await opened(dialog);
      await dialog.getByLabel('审批意见').fill(comment);
      await dialog.getByRole('button', { name: verb, exact: true }).click();
      await expect(
        page.getByText(verb === '同意' ? '已同意' : '已驳回', { exact: true }).first(),
      ).toBeVisible();
      await expect(row(page, title)).toHaveCount(0);
    }

    test.beforeAll(async ({ browser, playwright }) => {
      test.setTimeout(180_000);
      api = await playwright.request.newContext();
      for (const who of ['staff1', 'head1', 'hr1'] as const) consoles[who] = await consoleOf(browser, who);
    });

    test.afterAll(async () => {
      for (const page of Object.values(consoles)) await page.context().close();
      await api?.dispose();
    });

    test('staff1 asks for leave: the end after the start, the working days from the gateway, head1 as approver', async () => {
      const page = await visit('staff1', '/desk/leave');
      await page.getByRole('button', { name: '新增', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '新增' });
      await opened(dialog);
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByText('请选择审批人')).toBeVisible();
      await expect(dialog.getByText('请输入请假理由')).toBeVisible();
      await pick(page, dialog, '审批人', '王主管 (head1)');
      await pickDateTime(page, dialog, '开始时间', '2031-03-03 09:00:00');
      await pickDateTime(page, dialog, '结束时间', '2031-03-02 18:00:00');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByText('结束时间必须晚于开始时间')).toBeVisible();
      await pickDateTime(page, dialog, '结束时间', '2031-03-12 18:00:00');
      // Monday 03-03 to Wednesday of the next week: eight working days, the weekend not counted
      await expect(dialog.getByText('8个工作日')).toBeVisible();
      await dialog.getByLabel('请假理由').fill(approved);
      await look(page, 'leave-form');
      const started = page.waitForResponse((res) =>
        res.url().includes('/lingxi-desk/process/leave/start-process'),
      );
      await dialog.getByRole('button', { name: '保存' }).click();
      expect((await started).status()).toBe(200);
      await expect(page.getByText('新增成功').first()).toBeVisible();
      const mine = row(page, approved);
      await expect(mine).toContainText('王主管');
      await expect(mine).toContainText('审批中');
      await expect(mine).toContainText('部门负责人审批');
      await look(page, 'leave-list');

      // in staff1's sent, waiting for the department head
      const sent = await visit('staff1', '/work/send');
      await expect(row(sent, APPROVED_TITLE)).toContainText('待办：部门负责人审批');
      await expect(row(sent, APPROVED_TITLE)).toContainText('王主管');
    });

    test('head1 approves it from his to-do; above 3 days it goes to the hr role, hr1 claims and approves', async () => {
      // not offered to hr1 before the head decided
      const hrClaim = await visit('hr1', '/work/claim');
      await expect(row(hrClaim, APPROVED_TITLE)).toHaveCount(0);

      const todo = await visit('head1', '/work/todo');
      await expect(row(todo, APPROVED_TITLE)).toContainText('部门负责人审批');
      await decide(todo, APPROVED_TITLE, '同意', '同意，注意交接');
      const headDone = await visit('head1', '/work/done');
      await expect(row(headDone, APPROVED_TITLE)).toContainText('同意，注意交接');

      const sent = await visit('staff1', '/work/send');
      await expect(row(sent, APPROVED_TITLE)).toContainText('待办：人事审批');

      const claim = await visit('hr1', '/work/claim');
      const offered = row(claim, APPROVED_TITLE);
      await expect(offered).toContainText('人事审批');
      // offered, not yet his: claim only
      await expect(offered.getByRole('button', { name: '同意', exact: true })).toHaveCount(0);
      await offered.getByRole('button', { name: '签收', exact: true }).click();
      await confirm(claim, '确定签收该任务？');
      await expect(claim.getByText('签收成功').first()).toBeVisible();
      await expect(row(claim, APPROVED_TITLE)).toHaveCount(0);

      const hrTodo = await visit('hr1', '/work/todo');
      await decide(hrTodo, APPROVED_TITLE, '同意', '材料齐全');
      const hrDone = await visit('hr1', '/work/done');
      await expect(row(hrDone, APPROVED_TITLE)).toContainText('材料齐全');
    });

    test('staff1 sees it approved: in sent, on the leave page, and its history in the detail', async () => {
      const sent = await visit('staff1', '/work/send');
      await expect(row(sent, APPROVED_TITLE)).toContainText('已结束：已通过');
      const page = await visit('staff1', '/desk/leave');
      const mine = row(page, approved);
      await expect(mine).toContainText('已通过');
      await mine.getByRole('button', { name: '详情', exact: true }).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: '审批记录' });
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText(approved);
      await expect(drawer).toContainText('8');
      await expect(drawer).toContainText('同意，注意交接');
      await expect(drawer).toContainText('材料齐全');
      await expect(drawer).toContainText('陈人事');
      await look(page, 'leave-detail');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    });

    test('a second request is rejected by head1: refused without a comment, with its message; then with one', async () => {
      // seeded over the API as staff1 (the form was walked above)
      const staff = await apiLogin(api, STAFF1);
      const approvers = (await (
        await api.get(`${GATEWAY}/api/lingxi-desk/process/leave/approvers`, { headers: staff })
      ).json()) as { data: { id: string; account: string }[] };
      const head = approvers.data.find((one) => one.account === 'head1');
      expect(head).toBeTruthy();
      const leave = await post<{ days: number }>(api, staff, '/lingxi-desk/process/leave/start-process', {
        data: {
          approver: head?.id,
          startTime: '2031-03-17 09:00:00',
          endTime: '2031-03-27 18:00:00',
          reason: rejected,
        },
      });
      expect(leave.days).toBe(9);

      const todo = await visit('head1', '/work/todo');
      const task = row(todo, REJECTED_TITLE);
      await task.getByRole('button', { name: '驳回', exact: true }).click();
      const dialog = todo.getByRole('dialog', { name: '驳回该任务' });
      await opened(dialog);
      const sentBefore = todo.waitForRequest((req) => req.url().includes('/complete-task'), {
        timeout: 1_500,
      });
      await dialog.getByRole('button', { name: '驳回', exact: true }).click();
      await expect(dialog.getByText('请输入审批意见')).toBeVisible();
      await expect(sentBefore).rejects.toThrow();
      await look(todo, 'leave-reject-required');
      await dialog.getByLabel('审批意见').fill('项目上线期间，请改期');
      await dialog.getByRole('button', { name: '驳回', exact: true }).click();
      await expect(todo.getByText('已驳回', { exact: true }).first()).toBeVisible();
      await expect(row(todo, REJECTED_TITLE)).toHaveCount(0);

      const done = await visit('head1', '/work/done');
      await expect(row(done, REJECTED_TITLE)).toContainText('驳回');
      await expect(row(done, REJECTED_TITLE)).toContainText('项目上线期间，请改期');
      // never offered to HR: the reject ends it
      const claim = await visit('hr1', '/work/claim');
      await expect(row(claim, REJECTED_TITLE)).toHaveCount(0);

      const sent = await visit('staff1', '/work/send');
      await expect(row(sent, REJECTED_TITLE)).toContainText('已结束：已驳回');
      const page = await visit('staff1', '/desk/leave');
      await expect(row(page, rejected)).toContainText('已驳回');
    });

    test('the leave page in English and at 375 px', async ({ browser }) => {
      const english = await inEnglish(await signedInState(browser, STAFF1));
      const context = await newSignedInContext(browser, { storageState: english, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto('/desk/leave');
      await expect(row(page, approved)).toContainText('Approved');
      await expect(row(page, rejected)).toContainText('Rejected');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add' });
      await opened(dialog);
      await expect(dialog.getByText('Counted once the start and end are chosen')).toBeVisible();
      await pickDateTime(page, dialog, 'Start', '2031-04-01 09:00:00');
      await pickDateTime(page, dialog, 'End', '2031-04-03 18:00:00');
      await expect(dialog.getByText('3 working day(s)')).toBeVisible();
      await look(page, 'leave-form-en');
      await page.keyboard.press('Escape');
      await look(page, 'leave-list-en');
      await context.close();

      const narrow = await newSignedInContext(browser, {
        storageState: await signedInState(browser, STAFF1),
        viewport: { width: 375, height: 812 },
      });
      const phone = await narrow.newPage();
      await phone.goto('/desk/leave');
      await expect(phone.getByText(approved).first()).toBeVisible();
      await look(phone, 'leave-list-375');
      await phone.getByRole('button', { name: '新增', exact: true }).click();
      const form = phone.getByRole('dialog', { name: '新增' });
      await opened(form);
      await look(phone, 'leave-form-375');
      await narrow.close();
    });
  });

/**
 * The leave request's own calls (gateway README "Workflow", the leave request): the approvers the applicant
 * may choose, the working days of a period counted by the database's working-day calendar (weekends,
 * holidays, make-up days) and stored with the request, the applicant's own requests with where each
 * stands, and the form's refusals (400 with msg, nothing stored). On PostgreSQL in the PostgreSQL run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectRefused, type Gw, type Json, login, okData, operationLog, type Page } from './helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

const external = !!process.env.GATEWAY_URL;

type Rec = Record<string, unknown>;

const L = '/api/lingxi-desk/process/leave';
const W = '/api/lingxi-flow/work';

describe.skipIf(external)('the leave request', () => {
  let own: OwnGateway | undefined;
  let gw: Gw;
  const t: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const api = (who: string, path: string, body?: unknown): Promise<Json> =>
    call(gw, path, { method: body === undefined ? 'GET' : 'POST', token: t[who], body });
  const ok = (res: Promise<Json> | Json) => okData<Rec>(res);
  const list = async (who: string, query = '') =>
    (await ok(api(who, `${L}/list?size=200${query}`))) as unknown as Page<Rec>;
  const days = (who: string, startTime: string, endTime: string) =>
    api(
      who,
      `${L}/working-days?startTime=${encodeURIComponent(startTime)}&endTime=${encodeURIComponent(endTime)}`,
    );

  beforeAll(async () => {
    own = await ownGateway('leave', {
      captchaCode: '2468',
      seedRows: 20,
      tokenPerMinute: 1_000_000,
    });
    gw = own.gw;
    for (const account of ['admin', 'operator', 'staff1', 'staff2', 'head1', 'hr1']) {
      const token = await login(gw, account, account);
      t[account] = token.access_token;
      ids[account] = token.user_id;
    }
    t.park = (await login(gw, 'admin', 'admin', '100000')).access_token;
  });

  afterAll(async () => {
    await own?.close();
  });

  it('approvers: the users of the tenant who may decide an approval, never the applicant', async () => {
    const approvers = (await ok(api('staff1', `${L}/approvers`))) as unknown as Rec[];
    const accounts = approvers.map((a) => a.account);
    expect(accounts).toEqual(expect.arrayContaining(['head1', 'staff2', 'hr1', 'finance1', 'admin']));
    expect(accounts).not.toContain('staff1');
    // the operator holds no to-do: he could never decide it
    expect(accounts).not.toContain('operator');
    expect(approvers.find((a) => a.account === 'head1')).toEqual({
      id: ids.head1,
      account: 'head1',
      realName: '王主管',
    });
    // another tenant's administrator sees only his own tenant's users
    const park = (await ok(api('park', `${L}/approvers`))) as unknown as Rec[];
    expect(park.map((a) => a.id)).not.toContain(ids.head1);
    // without leave_add: 403
    await expectRefused(api('operator', `${L}/approvers`), 403, '缺失功能权限');
    // the start refuses an approver who cannot decide it, and stores nothing
    const before = (await list('staff1')).total;
    await expectRefused(
      api('staff1', `${L}/start-process`, {
        approver: ids.operator,
        startTime: '2031-03-03 09:00:00',
        endTime: '2031-03-03 18:00:00',
        reason: '事假',
      }),
      400,
      '审批人没有办理审批的权限',
    );
    expect((await list('staff1')).total).toBe(before);
  });

  it('working days: weekends, then a holiday and a make-up day of the calendar in the database', async () => {
    // Monday 2031-03-03 to Friday: five; Friday to Monday: two (the weekend is not counted)
    expect(await ok(days('staff1', '2031-03-03 09:00:00', '2031-03-07 18:00:00'))).toEqual({ days: 5 });
    expect(await ok(days('staff1', '2031-03-07 09:00:00', '2031-03-10 18:00:00'))).toEqual({ days: 2 });
    // the platform's calendar: Tuesday 03-04 a holiday, Saturday 03-08 a make-up working day
    await ok(
      api('admin', '/api/lingxi-appeal-type/calendar/submit', {
        fDate: '2031-03-04',
        fType: 1,
        fName: '测试假日',
      }),
    );
    await ok(
      api('admin', '/api/lingxi-appeal-type/calendar/submit', {
        fDate: '2031-03-08',
        fType: 2,
        fName: '测试调休',
      }),
    );
    // Mon, (Tue holiday), Wed, Thu, Fri, Sat (make-up), (Sun), Mon: six
    expect(await ok(days('staff1', '2031-03-03 09:00:00', '2031-03-10 12:00:00'))).toEqual({ days: 6 });
    // the start counts the same and stores it with the request
    const leave = await ok(
      api('staff1', `${L}/start-process`, {
        approver: ids.head1,
        startTime: '2031-03-03 09:00:00',
        endTime: '2031-03-10 12:00:00',
        reason: '探亲',
      }),
    );
    expect(leave.days).toBe(6);
    const mine = await list('staff1');
    expect(mine.records.find((r) => r.id === leave.id)).toMatchObject({
      days: 6,
      reason: '探亲',
      approverName: '王主管',
      startTime: '2031-03-03 09:00:00',
      endTime: '2031-03-10 12:00:00',
    });
    // more than three working days: after the head, HR (the exclusive gateway reads the stored days)
    const task = ((await ok(api('head1', `${W}/todo-list?size=200`))).records as Rec[]).find(
      (r) => r.processInstanceId === leave.processInstanceId,
    ) as Rec;
    await ok(
      api('head1', `${W}/complete-task`, {
        taskId: task.taskId,
        processInstanceId: leave.processInstanceId,
        flag: 'pass',
        comment: '同意',
      }),
    );
    const after = (await list('staff1')).records.find((r) => r.id === leave.id);
    expect(after).toMatchObject({ state: 'running', processIsFinished: false, currentTaskNames: '人事审批' });
  });

  it('working days: the period refused with its message', async () => {
    const refused: [start: string, end: string, message: string][] = [
      ['2031-03-03 09:00:00', '2031-03-03 09:00:00', '结束时间必须晚于开始时间'],
      ['2031-03-05 09:00:00', '2031-03-03 09:00:00', '结束时间必须晚于开始时间'],
      ['2031-03-15 09:00:00', '2031-03-16 18:00:00', '请假时间内没有工作日'],
      ['2031-02-30 09:00:00', '2031-03-03 18:00:00', '开始时间格式不正确'],
      ['2031-03-03 09:00:00', 'tomorrow', '结束时间格式不正确'],
      ['2031-03-03 09:00:00', '2032-04-03 18:00:00', '请假时间不能超过一年'],
    ];
    for (const [from, to, message] of refused) await expectRefused(days('staff1', from, to), 400, message);
    await expectRefused(api('staff1', `${L}/working-days?endTime=2031-03-03`), 400, '请输入开始时间');
    await expectRefused(days('operator', '2031-03-03 09:00:00', '2031-03-04 18:00:00'), 403, '缺失功能权限');
  });

  it('the start: a reason is required, the end after the start; a refusal stores nothing and logs nothing', async () => {
    const body = {
      approver: ids.head1,
      startTime: '2031-04-01 09:00:00',
      endTime: '2031-04-02 18:00:00',
      reason: '事假',
    };
    const before = (await list('staff2')).total;
    await expectRefused(
      api('staff2', `${L}/start-process?mark=leave-refused`, { ...body, reason: '   ' }),
      400,
      '请输入请假理由',
    );
    await expectRefused(
      api('staff2', `${L}/start-process`, { ...body, endTime: '2031-03-31 18:00:00' }),
      400,
      '结束时间必须晚于开始时间',
    );
    await expectRefused(api('staff2', `${L}/start-process`, { ...body, approver: '' }), 400, '请选择审批人');
    expect((await list('staff2')).total).toBe(before);
    const started = await ok(api('staff2', `${L}/start-process?mark=leave-started`, body));
    expect(started.days).toBe(2);
    expect((await list('staff2')).total).toBe(before + 1);
    expect(await operationLog(gw, t.admin as string, 'mark=leave-refused')).toEqual([]);
    const logged = await operationLog(gw, t.admin as string, 'mark=leave-started');
    expect(logged.map((r) => r.path)).toEqual(['/api/lingxi-desk/process/leave/start-process']);
  });

  it("list: the applicant's own requests, newest first, with where each stands; filtered by reason", async () => {
    const staff1 = await list('staff1');
    expect(staff1.records.every((r) => r.applyUser === ids.staff1)).toBe(true);
    // the seeded two (waiting for the head; waiting for HR) and the one above
    expect(staff1.records.map((r) => r.reason)).toEqual(
      expect.arrayContaining(['家中有事，请假两天', '回老家探亲', '探亲']),
    );
    const waiting = staff1.records.find((r) => r.reason === '家中有事，请假两天');
    expect(waiting).toMatchObject({
      state: 'running',
      currentTaskNames: '部门负责人审批',
      currentAssignees: '王主管',
      days: 2,
    });
    const staff2 = await list('staff2');
    const ends = staff2.records.filter((r) => r.processIsFinished).map((r) => r.endActivityName);
    expect(ends.sort()).toEqual(['已通过', '已通过', '已驳回']);
    // never another's: head1 applied for nothing
    expect((await list('head1')).total).toBe(0);
    const times = staff1.records.map((r) => String(r.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    const found = await list('staff1', `&reason=${encodeURIComponent('老家')}`);
    expect(found.records.map((r) => r.reason)).toEqual(['回老家探亲']);
    // another tenant sees none of them; the operator has no leave page
    expect((await list('park')).total).toBe(0);
    await expectRefused(api('operator', `${L}/list`), 403, '缺失功能权限');
  });
});

/**
 * The workflow over HTTP on a gateway of its own with the seeded processes (src/seed/flow.ts): every path
 * of the leave and expense processes, the condition branches, claim and completion races, who may do
 * what (403), suspended deployments, versions, lint refusals, deployment deletion with and without its
 * instances, follow-up deletion, tenant isolation, history and operation-log rows, and the contract of
 * each call (envelopes, paging, 400 msg, permission codes). On PostgreSQL in the PostgreSQL run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBpmn } from '../src/services/flow/bpmn';
import {
  call,
  expectRefused,
  flatten,
  type Gw,
  type Json,
  login,
  type MenuNode,
  okData,
  operationLog,
  type Page,
} from './helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

const external = !!process.env.GATEWAY_URL;

type Rec = Record<string, unknown>;

/** A one-task review process whose task is offered to the candidate users given. */
const reviewXml = (key: string, candidates: string, taskName = '复核') =>
  buildBpmn({
    key,
    name: `复核流程${key}`,
    nodes: [
      { id: 'start', kind: 'startEvent', name: '开始', x: 100, y: 100 },
      { id: 'reviewTask', kind: 'userTask', name: taskName, x: 250, y: 100, candidateUsers: candidates },
      { id: 'end', kind: 'endEvent', name: '完成', x: 400, y: 100 },
    ],
    flows: [
      { id: 'f1', from: 'start', to: 'reviewTask' },
      { id: 'f2', from: 'reviewTask', to: 'end' },
    ],
  });

describe.skipIf(external)('workflow', () => {
  let own: OwnGateway | undefined;
  let gw: Gw;
  const t: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const api = (who: string, path: string, body?: unknown): Promise<Json> =>
    call(gw, path, { method: body === undefined ? 'GET' : 'POST', token: t[who], body });
  const ok = (res: Promise<Json> | Json) => okData<Rec>(res);
  const page = async (who: string, path: string): Promise<Page<Rec>> =>
    (await ok(api(who, path))) as unknown as Page<Rec>;
  const W = '/api/lingxi-flow/work';

  const startLeave = (
    who: string,
    startTime: string,
    endTime: string,
    reason = '测试请假',
    approver = ids.head1,
  ) => ok(api(who, '/api/lingxi-desk/process/leave/start-process', { approver, startTime, endTime, reason }));
  /** The task of `instanceId` in `who`'s list (todo or claim). */
  const taskIn = async (who: string, list: 'todo-list' | 'claim-list', instanceId: unknown) => {
    const rows = (await page(who, `${W}/${list}?size=200`)).records;
    return rows.find((r) => r.processInstanceId === instanceId);
  };
  const complete = (who: string, task: Rec, flag: 'pass' | 'reject', comment?: string) =>
    api(who, `${W}/complete-task`, {
      taskId: task.taskId,
      processInstanceId: task.processInstanceId,
      flag,
      comment,
    });
  const history = async (who: string, instanceId: unknown) =>
    (await ok(
      api(who, `/api/lingxi-flow/process/history-flow-list?processInstanceId=${instanceId}`),
    )) as unknown as Rec[];
  const leaveDetail = (who: string, leaveId: unknown) =>
    ok(api(who, `/api/lingxi-desk/process/leave/detail?id=${leaveId}`));

  beforeAll(async () => {
    own = await ownGateway('flow', {
      captchaCode: '2468',
      seedRows: 100,
      tokenPerMinute: 1_000_000,
    });
    gw = own.gw;
    for (const account of ['admin', 'operator', 'staff1', 'staff2', 'head1', 'hr1', 'finance1']) {
      const token = await login(gw, account, account);
      t[account] = token.access_token;
      ids[account] = token.user_id;
    }
    t.park = (await login(gw, 'admin', 'admin', '100000')).access_token;
  });

  afterAll(async () => {
    await own?.close();
  });

  it('seeded: each account sees its own tasks, sent instances and done tasks', async () => {
    const headTodo = (await page('head1', `${W}/todo-list`)).records;
    expect(headTodo.map((r) => `${r.title}/${r.taskName}`)).toContain('张员工的请假申请(2天)/部门负责人审批');
    const hrClaim = (await page('hr1', `${W}/claim-list`)).records;
    expect(hrClaim.map((r) => `${r.title}/${r.taskName}`)).toContain('张员工的请假申请(5天)/人事审批');
    expect((await page('hr1', `${W}/todo-list`)).total).toBe(0);
    const financeTodo = (await page('finance1', `${W}/todo-list`)).records;
    expect(financeTodo.map((r) => r.taskName)).toEqual(['财务审核']);
    // the department's members are the candidates of 部门审核 (candidateGroups = the applicant's department id)
    const staff2Claim = (await page('staff2', `${W}/claim-list`)).records;
    expect(staff2Claim.map((r) => `${r.title}/${r.taskName}`)).toEqual(['张员工的差旅费报销/部门审核']);
    expect((await page('finance1', `${W}/claim-list`)).total).toBe(0);
    const sent = (await page('staff1', `${W}/send-list`)).records;
    expect(sent).toHaveLength(3);
    expect(sent.every((r) => r.startUserName === '张员工')).toBe(true);
    expect(sent.map((r) => r.currentTaskNames).sort()).toEqual(['人事审批', '部门审核', '部门负责人审批']);
    const staff2Sent = (await page('staff2', `${W}/send-list`)).records;
    expect(staff2Sent.map((r) => r.endActivityName ?? r.currentTaskNames).sort()).toEqual([
      '已通过',
      '已通过',
      '已驳回',
      '财务审核',
    ]);
    const headDone = (await page('head1', `${W}/done-list?size=50`)).records;
    expect(headDone.map((r) => r.outcome).sort()).toEqual(['pass', 'pass', 'pass', 'pass', 'reject']);
    const follow = (await page('admin', '/api/lingxi-flow/follow/list')).records;
    expect(follow).toHaveLength(4);
    const start = (await page('staff1', `${W}/start-list`)).records;
    expect(start.map((r) => `${r.key}:${r.version}`).sort()).toEqual(['expense:1', 'leave:1']);
  });

  it('leave of 3 working days (the boundary): the head approves and it ends 已通过', async () => {
    const leave = await startLeave('staff1', '2031-03-03 09:00', '2031-03-05 18:00', '三天年假');
    expect(leave.days).toBe(3);
    expect(leave.approverName).toBe('王主管');
    const task = await taskIn('head1', 'todo-list', leave.processInstanceId);
    expect(task?.taskName).toBe('部门负责人审批');
    await ok(complete('head1', task as Rec, 'pass', '同意'));
    const detail = await leaveDetail('staff1', leave.id);
    const flow = detail.flow as Rec;
    expect(flow.state).toBe('completed');
    expect(flow.endActivityName).toBe('已通过');
    expect(flow.currentTasks).toEqual([]);
    const steps = (detail.history as Rec[]).map(
      (h) => `${h.action}:${h.historyActivityName}:${h.assigneeName ?? ''}`,
    );
    expect(steps).toEqual(['start:发起流程:张员工', 'pass:部门负责人审批:王主管', 'end:已通过:']);
    const done = (await page('head1', `${W}/done-list?size=50`)).records;
    expect(done.find((r) => r.processInstanceId === leave.processInstanceId)?.comment).toBe('同意');
  });

  it('leave of 4 working days goes to HR (exclusive gateway on days): HR claims, approves; another HR rejects', async () => {
    for (const [flag, end] of [
      ['pass', '已通过'],
      ['reject', '已驳回'],
    ] as const) {
      const leave = await startLeave('staff1', '2031-03-03 09:00', '2031-03-06 12:00', '四天假');
      expect(leave.days).toBe(4);
      await ok(
        complete(
          'head1',
          (await taskIn('head1', 'todo-list', leave.processInstanceId)) as Rec,
          'pass',
          '同意',
        ),
      );
      // offered to the hr role, nobody's yet
      const offered = (await taskIn('hr1', 'claim-list', leave.processInstanceId)) as Rec;
      expect(offered.taskName).toBe('人事审批');
      expect(offered.assignee).toBeNull();
      expect(await taskIn('staff2', 'claim-list', leave.processInstanceId)).toBeUndefined();
      await ok(api('hr1', `${W}/claim-task?taskId=${offered.taskId}`, {}));
      const mine = (await taskIn('hr1', 'todo-list', leave.processInstanceId)) as Rec;
      expect(mine.assigneeName).toBe('陈人事');
      await ok(complete('hr1', mine, flag, flag === 'reject' ? '材料不全' : undefined));
      const flow = (await leaveDetail('staff1', leave.id)).flow as Rec;
      expect(flow.endActivityName).toBe(end);
      const actions = (await history('staff1', leave.processInstanceId)).map((h) => h.action);
      expect(actions).toEqual(['start', 'pass', 'claim', flag, 'end']);
    }
  });

  it('the head rejects: a reject needs a comment, then it ends 已驳回 without HR', async () => {
    const leave = await startLeave('staff2', '2031-03-03 09:00', '2031-03-14 18:00', '长假');
    expect(leave.days).toBe(10);
    const task = (await taskIn('head1', 'todo-list', leave.processInstanceId)) as Rec;
    await expectRefused(complete('head1', task, 'reject'), 400, '驳回时必须填写审批意见');
    await expectRefused(complete('head1', task, 'reject', '   '), 400, '驳回时必须填写审批意见');
    await ok(complete('head1', task, 'reject', '项目关键期，请改期'));
    const detail = await leaveDetail('staff2', leave.id);
    expect((detail.flow as Rec).endActivityName).toBe('已驳回');
    const last = (detail.history as Rec[]).filter((h) => h.action === 'reject');
    expect(last.map((h) => h.comment)).toEqual(['项目关键期，请改期']);
    expect(await taskIn('hr1', 'claim-list', leave.processInstanceId)).toBeUndefined();
  });

  it('the leave form: end after start, working days from the calendar, an approver of the tenant', async () => {
    // Friday to Monday: two working days (the weekend is not counted)
    const weekend = await startLeave('staff2', '2031-03-07 09:00', '2031-03-10 18:00', '跨周末');
    expect(weekend.days).toBe(2);
    const L = '/api/lingxi-desk/process/leave/start-process';
    const body = {
      approver: ids.head1,
      startTime: '2031-03-03 09:00',
      endTime: '2031-03-04 18:00',
      reason: '事假',
    };
    await expectRefused(
      api('staff1', L, { ...body, endTime: '2031-03-03 09:00' }),
      400,
      '结束时间必须晚于开始时间',
    );
    await expectRefused(
      api('staff1', L, { ...body, endTime: '2031-03-02 09:00' }),
      400,
      '结束时间必须晚于开始时间',
    );
    await expectRefused(
      api('staff1', L, { ...body, startTime: '2031-03-08 09:00', endTime: '2031-03-09 18:00' }),
      400,
      '请假时间内没有工作日',
    );
    await expectRefused(
      api('staff1', L, { ...body, startTime: '2031-02-30 09:00' }),
      400,
      '开始时间格式不正确',
    );
    await expectRefused(api('staff1', L, { ...body, approver: undefined }), 400, '请选择审批人');
    await expectRefused(api('staff1', L, { ...body, approver: 'x' }), 400, 'approver格式不正确');
    await expectRefused(api('staff1', L, { ...body, approver: '999' }), 400, '审批人不存在');
    await expectRefused(api('staff1', L, { ...body, approver: ids.staff1 }), 400, '审批人不能是申请人本人');
    await expectRefused(api('staff1', L, { ...body, reason: '' }), 400, '请输入请假理由');
    await expectRefused(
      api('staff1', L, { ...body, reason: 'x'.repeat(501) }),
      400,
      '请假理由长度不能超过500个字符',
    );
    // the generic start refuses the leave process: it is started with its request
    await expectRefused(
      api('staff1', `${W}/start-process`, { processDefinitionKey: 'leave' }),
      400,
      '请假流程请从请假申请发起',
    );
  });

  it('expense: the department claims and approves, finance claims and rejects or approves; the department rejects', async () => {
    for (const [deptFlag, financeFlag, end] of [
      ['pass', 'reject', '已驳回'],
      ['pass', 'pass', '已报销'],
      ['reject', undefined, '已驳回'],
    ] as const) {
      const started = await ok(
        api('staff1', `${W}/start-process`, {
          processDefinitionKey: 'expense',
          title: '测试报销',
          variables: { amount: 300, note: '打车' },
        }),
      );
      expect(started.processDefinitionVersion).toBe(1);
      const id = started.processInstanceId;
      const offered = (await taskIn('staff2', 'claim-list', id)) as Rec;
      expect(offered.taskName).toBe('部门审核');
      await ok(api('staff2', `${W}/claim-task`, { taskId: offered.taskId }));
      await ok(complete('staff2', offered, deptFlag, '部门意见'));
      if (financeFlag) {
        const fin = (await taskIn('finance1', 'claim-list', id)) as Rec;
        expect(fin.taskName).toBe('财务审核');
        await ok(api('finance1', `${W}/claim-task`, { taskId: fin.taskId }));
        await ok(complete('finance1', fin, financeFlag, '财务意见'));
      }
      const sent = (await page('staff1', `${W}/send-list?size=200`)).records.find(
        (r) => r.processInstanceId === id,
      );
      expect(sent?.processIsFinished).toBe(true);
      expect(sent?.endActivityName).toBe(end);
    }
  });

  it('who may act: the assignee completes, a candidate claims first, others get 403', async () => {
    const leave = await startLeave('staff1', '2031-03-03 09:00', '2031-03-03 18:00', '一天');
    const task = (await taskIn('head1', 'todo-list', leave.processInstanceId)) as Rec;
    await expectRefused(complete('staff2', task, 'pass'), 403, '您不是该任务的办理人，不能办理');
    await expectRefused(complete('admin', task, 'pass'), 403, '您不是该任务的办理人，不能办理');
    await expectRefused(api('staff2', `${W}/claim-task`, { taskId: task.taskId }), 400, '该任务已被签收');
    const exp = await ok(
      api('staff1', `${W}/start-process`, { processDefinitionKey: 'expense', variables: { amount: 1 } }),
    );
    const offered = (await taskIn('staff2', 'claim-list', exp.processInstanceId)) as Rec;
    await expectRefused(complete('staff2', offered, 'pass'), 403, '请先签收该任务');
    await expectRefused(
      api('finance1', `${W}/claim-task`, { taskId: offered.taskId }),
      403,
      '您不是该任务的候选人，不能签收',
    );
    await expectRefused(api('staff2', `${W}/claim-task`, { taskId: '1' }), 400, '任务不存在或已删除');
    await expectRefused(
      api('staff2', `${W}/complete-task`, {
        taskId: offered.taskId,
        processInstanceId: leave.processInstanceId,
      }),
      400,
      '任务不属于该流程实例',
    );
    // history: the starter and the people of its tasks; an outsider 403
    expect((await history('head1', leave.processInstanceId)).length).toBeGreaterThan(0);
    await expectRefused(
      api(
        'finance1',
        `/api/lingxi-flow/process/history-flow-list?processInstanceId=${leave.processInstanceId}`,
      ),
      403,
      '您无权查看该流程实例',
    );
  });

  it('10 parallel claims of one task: exactly one wins, the others are told it is taken', async () => {
    const exp = await ok(
      api('staff1', `${W}/start-process`, { processDefinitionKey: 'expense', variables: { amount: 2 } }),
    );
    const offered = (await taskIn('staff2', 'claim-list', exp.processInstanceId)) as Rec;
    const who = (i: number) => (i % 2 === 0 ? 'staff2' : 'head1');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(who(i), `${W}/claim-task`, { taskId: offered.taskId })),
    );
    const won = results.map((r, i) => [r, who(i)] as const).filter(([r]) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('该任务已被签收');
    }
    const winner = won[0]?.[1] as string;
    const mine = (await taskIn(winner, 'todo-list', exp.processInstanceId)) as Rec;
    expect(mine.assignee).toBe(ids[winner]);
    const claims = (await history('staff1', exp.processInstanceId)).filter((h) => h.action === 'claim');
    expect(claims).toHaveLength(1);
  });

  it('parallel completions of one task: one wins, the next step is created once', async () => {
    const leave = await startLeave('staff1', '2031-03-03 09:00', '2031-03-07 18:00', '五天');
    const task = (await taskIn('head1', 'todo-list', leave.processInstanceId)) as Rec;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => complete('head1', task, 'pass', '同意')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.msg).toBe('任务已办理，不能重复提交');
    const hist = await history('staff1', leave.processInstanceId);
    expect(hist.filter((h) => h.action === 'pass')).toHaveLength(1);
    const hrTasks = (await page('hr1', `${W}/claim-list?size=200`)).records.filter(
      (r) => r.processInstanceId === leave.processInstanceId,
    );
    expect(hrTasks).toHaveLength(1);
    ids.waitingForHr = String(leave.processInstanceId);
  });

  it('a suspended deployment refuses new starts and completions; activated again, both work', async () => {
    const deployments = (await page('admin', '/api/lingxi-flow/manager/list?key=leave')).records;
    const v1 = deployments.find((d) => d.version === 1) as Rec;
    expect(v1.state).toBe('active');
    const M = '/api/lingxi-flow/manager/change-state';
    await ok(api('admin', `${M}?state=suspended&processId=${v1.id}`, {}));
    await expectRefused(
      api('staff1', '/api/lingxi-desk/process/leave/start-process', {
        approver: ids.head1,
        startTime: '2031-03-03 09:00',
        endTime: '2031-03-03 18:00',
        reason: '挂起时',
      }),
      400,
      '流程已挂起，不能发起：请假流程',
    );
    expect((await page('staff1', `${W}/start-list`)).records.map((r) => r.key)).toEqual(['expense']);
    const offered = (await taskIn('hr1', 'claim-list', ids.waitingForHr)) as Rec;
    expect(offered.suspended).toBe(true);
    await expectRefused(
      api('hr1', `${W}/claim-task`, { taskId: offered.taskId }),
      400,
      '流程已挂起，不能办理任务',
    );
    const headTask = (await page('head1', `${W}/todo-list?size=200`)).records.find(
      (r) => r.taskName === '部门负责人审批',
    ) as Rec;
    await expectRefused(complete('head1', headTask, 'pass', '同意'), 400, '流程已挂起，不能办理任务');
    await expectRefused(
      api('admin', `${M}?state=paused&processId=${v1.id}`, {}),
      400,
      'state只能是active或suspended',
    );
    await expectRefused(api('admin', `${M}?state=active&processId=1`, {}), 404, '数据不存在或已删除');
    // the contract's switch-status form: ids and status 1 / 0
    await ok(api('admin', `${M}?ids=${v1.id}&status=1`, {}));
    await ok(api('hr1', `${W}/claim-task`, { taskId: offered.taskId }));
    await ok(complete('head1', headTask, 'pass', '同意'));
  });

  it('models: saved only when lint passes; a deploy is a new version; running instances stay on theirs', async () => {
    const models = (await page('admin', '/api/lingxi-flow/model/list')).records;
    const leaveModel = models.find((m) => m.modelKey === 'leave') as Rec;
    expect(leaveModel.version).toBe(1);
    const detail = await ok(api('admin', `/api/lingxi-flow/model/detail?id=${leaveModel.id}`));
    const xml = String(detail.xml);
    // lint refusals: nothing saved
    const broken = xml.replace('name="部门负责人审批"', '');
    await expectRefused(
      api('admin', '/api/lingxi-flow/model/update', { id: leaveModel.id, xml: broken }),
      400,
      /^流程模型校验未通过：/,
    );
    expect((await ok(api('admin', `/api/lingxi-flow/model/detail?id=${leaveModel.id}`))).xml).toBe(xml);
    await expectRefused(
      api('admin', '/api/lingxi-flow/model/create', {
        modelKey: 'broken',
        name: '坏模型',
        xml: broken.replaceAll('"leave"', '"broken"'),
      }),
      400,
      /^流程模型校验未通过：/,
    );
    await expectRefused(
      api('admin', '/api/lingxi-flow/model/update', {
        id: leaveModel.id,
        xml: xml.replaceAll('"leave"', '"other"'),
      }),
      400,
      '流程定义ID必须与模型标识(leave)一致',
    );
    await expectRefused(
      api('admin', '/api/lingxi-flow/model/create', { modelKey: 'leave', name: '重复' }),
      400,
      '模型标识已存在',
    );
    expect((await page('admin', '/api/lingxi-flow/model/list')).total).toBe(models.length);

    // an instance waiting at HR on version 1
    const before = await startLeave('staff1', '2031-03-03 09:00', '2031-03-07 18:00', '版本一');
    await ok(
      complete(
        'head1',
        (await taskIn('head1', 'todo-list', before.processInstanceId)) as Rec,
        'pass',
        '同意',
      ),
    );
    // edit (rename the HR task), deploy as version 2
    const edited = xml.replace('name="人事审批"', 'name="人事复核"');
    const saved = await ok(api('admin', '/api/lingxi-flow/model/update', { id: leaveModel.id, xml: edited }));
    expect(saved.rowVersion).toBe(2);
    const deployed = (await ok(
      api('admin', '/api/lingxi-flow/model/deploy', { modelId: leaveModel.id, category: '办公审批' }),
    )) as unknown as Rec[];
    expect(deployed.map((d) => `${d.key}:${d.version}:${d.category}`)).toEqual(['leave:2:办公审批']);
    const versions = (await page('admin', '/api/lingxi-flow/manager/list?key=leave')).records.map(
      (d) => d.version,
    );
    expect(versions).toEqual([2, 1]);
    expect((await page('staff1', `${W}/start-list`)).records.find((r) => r.key === 'leave')?.version).toBe(2);
    // the running instance stays on version 1 (its HR task keeps its name), a new one runs version 2
    const old = await ok(
      api('staff1', `/api/lingxi-flow/process/diagram-view?processInstanceId=${before.processInstanceId}`),
    );
    expect(old.processDefinitionVersion).toBe(1);
    expect(old.activeActivityIds).toEqual(['hrApproval']);
    expect(old.finishedActivityIds).toEqual(['headApproval']);
    expect(String(old.xml)).toContain('name="人事审批"');
    expect(((await taskIn('hr1', 'claim-list', before.processInstanceId)) as Rec).taskName).toBe('人事审批');
    const after = await startLeave('staff1', '2031-03-03 09:00', '2031-03-07 18:00', '版本二');
    await ok(
      complete('head1', (await taskIn('head1', 'todo-list', after.processInstanceId)) as Rec, 'pass', '同意'),
    );
    const next = (await taskIn('hr1', 'claim-list', after.processInstanceId)) as Rec;
    expect(next.taskName).toBe('人事复核');
    expect(next.processDefinitionVersion).toBe(2);

    // a new model starts from a valid diagram; it cannot be deployed before it has a user task
    const fresh = await ok(
      api('admin', '/api/lingxi-flow/model/create', { modelKey: 'fresh', name: '新模型' }),
    );
    expect(String(fresh.xml)).toContain('<process id="fresh" name="新模型"');
    await expectRefused(
      api('admin', '/api/lingxi-flow/model/deploy', { modelId: fresh.id }),
      400,
      '流程模型至少需要一个用户任务',
    );
    await ok(api('admin', `/api/lingxi-flow/model/remove?ids=${fresh.id}`, {}));
    await expectRefused(
      api('admin', `/api/lingxi-flow/model/detail?id=${fresh.id}`),
      404,
      '数据不存在或已删除',
    );
  });

  it('deploy-upload: multipart files, category and tenants; an invalid file deploys nothing', async () => {
    const upload = async (who: string, files: [string, string][], fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      for (const [name, text] of files) form.append('files', new Blob([text], { type: 'text/xml' }), name);
      const res = await fetch(`${gw.url}/api/lingxi-flow/manager/deploy-upload`, {
        method: 'POST',
        headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${t[who]}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Json['body'], headers: res.headers };
    };
    const before = (await page('admin', '/api/lingxi-flow/manager/list')).total;
    const bad = reviewXml('review', 'admin').replace('name="复核"', '');
    const refusedUpload = await upload('admin', [['bad.bpmn', bad]], { category: '测试' });
    expect(refusedUpload.status).toBe(400);
    expect(refusedUpload.body.msg).toMatch(/^流程模型校验未通过：/);
    // two files, one good one bad: nothing deployed
    const mixed = await upload(
      'admin',
      [
        ['review.bpmn', reviewXml('review', 'admin')],
        ['bad.bpmn', bad],
      ],
      {},
    );
    expect(mixed.status).toBe(400);
    expect((await page('admin', '/api/lingxi-flow/manager/list')).total).toBe(before);
    expect((await upload('admin', [['review.txt', 'x']], {})).body.msg).toBe(
      '文件review.txt不是.bpmn或.xml流程文件',
    );
    expect((await upload('admin', [], { category: 'x' })).body.msg).toBe('请选择流程文件');

    const good = await upload('admin', [['review.bpmn', reviewXml('review', 'admin,staff1')]], {
      category: '测试',
      tenantIds: '000000,100000',
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(
      (good.body.data as Rec[]).map((d) => `${d.tenantId}:${d.key}:${d.version}:${d.resourceName}`),
    ).toEqual(['000000:review:1:review.bpmn', '100000:review:1:review.bpmn']);
    const parkList = (await page('park', '/api/lingxi-flow/manager/list')).records;
    expect(parkList.map((d) => d.key)).toEqual(['review']);
    const fromPark = await upload('park', [['review.bpmn', reviewXml('review', 'admin')]], {
      tenantIds: '000000',
    });
    expect(fromPark.status).toBe(403);
    expect(fromPark.body.msg).toBe('只有平台租户可以部署到其他租户');
    expect(
      (await upload('admin', [['r.bpmn', reviewXml('r2', 'admin')]], { tenantIds: '999999' })).body.msg,
    ).toBe('租户999999不存在');
  });

  it('delete-deployment: refused while instances run; with cascade they end, the reason in their history', async () => {
    const review = (await page('admin', '/api/lingxi-flow/manager/list?key=review')).records[0] as Rec;
    const inst = await ok(
      api('staff1', `${W}/start-process`, { processDefinitionId: review.id, title: '待复核' }),
    );
    expect((await taskIn('admin', 'claim-list', inst.processInstanceId))?.taskName).toBe('复核');
    const D = '/api/lingxi-flow/manager/delete-deployment';
    await expectRefused(
      api('admin', `${D}?deploymentIds=${review.id}`, {}),
      400,
      '部署下有运行中的流程实例，不能删除(如需一并结束这些实例，请传cascade=true)',
    );
    const done = await ok(
      api(
        'admin',
        `${D}?deploymentIds=${review.id}&cascade=true&reason=${encodeURIComponent('流程下线')}`,
        {},
      ),
    );
    expect(done).toEqual({ deleted: 1, endedInstances: 1 });
    const hist = await history('staff1', inst.processInstanceId);
    expect(hist.at(-1)).toMatchObject({
      action: 'delete',
      comment: '部署已删除：流程下线',
      assigneeName: '管理员',
    });
    expect(await taskIn('admin', 'claim-list', inst.processInstanceId)).toBeUndefined();
    expect((await page('admin', '/api/lingxi-flow/manager/list?key=review')).total).toBe(0);
    await expectRefused(api('admin', `${D}?deploymentIds=${review.id}`, {}), 404, '数据不存在或已删除');
    // the park tenant's copy is untouched
    expect((await page('park', '/api/lingxi-flow/manager/list?key=review')).total).toBe(1);
  });

  it('follow-up: delete a running instance only with a reason; its tasks go, the reason stays', async () => {
    const leave = await startLeave('staff1', '2031-03-03 09:00', '2031-03-03 18:00', '将被删除');
    const F = '/api/lingxi-flow/follow';
    expect((await page('admin', `${F}/list?size=200`)).records.map((r) => r.processInstanceId)).toContain(
      leave.processInstanceId,
    );
    const row = (await page('admin', `${F}/list?size=200`)).records.find(
      (r) => r.processInstanceId === leave.processInstanceId,
    );
    expect(row).toMatchObject({
      startUserName: '张员工',
      currentTaskNames: '部门负责人审批',
      currentAssignees: '王主管',
    });
    await expectRefused(
      api('admin', `${F}/delete-process-instance`, { processInstanceId: leave.processInstanceId }),
      400,
      '请输入删除原因',
    );
    await expectRefused(
      api('admin', `${F}/delete-process-instance`, {
        processInstanceId: leave.processInstanceId,
        deleteReason: '  ',
      }),
      400,
      '请输入删除原因',
    );
    await ok(
      api('admin', `${F}/delete-process-instance`, {
        processInstanceId: leave.processInstanceId,
        deleteReason: '重复提交',
      }),
    );
    expect(await taskIn('head1', 'todo-list', leave.processInstanceId)).toBeUndefined();
    const flow = (await leaveDetail('staff1', leave.id)).flow as Rec;
    expect(flow).toMatchObject({ state: 'deleted', deleteReason: '重复提交', processIsFinished: true });
    await expectRefused(
      api('admin', `${F}/delete-process-instance`, {
        processInstanceId: leave.processInstanceId,
        deleteReason: '再删',
      }),
      400,
      '流程实例已结束',
    );
  });

  it('tenants see only their own models, deployments, instances and tasks', async () => {
    const leave = await startLeave('staff1', '2031-03-03 09:00', '2031-03-03 18:00', '租户隔离');
    const task = (await taskIn('head1', 'todo-list', leave.processInstanceId)) as Rec;
    expect((await page('park', '/api/lingxi-flow/model/list')).total).toBe(0);
    expect((await page('park', '/api/lingxi-flow/follow/list')).total).toBe(0);
    expect((await page('park', `${W}/todo-list`)).total).toBe(0);
    expect((await page('park', `${W}/start-list`)).records.map((r) => r.key)).toEqual(['review']);
    await expectRefused(api('park', `${W}/claim-task`, { taskId: task.taskId }), 400, '任务不存在或已删除');
    await expectRefused(complete('park', task, 'pass', 'x'), 400, '任务不存在或已删除');
    await expectRefused(
      api('park', `/api/lingxi-flow/process/history-flow-list?processInstanceId=${leave.processInstanceId}`),
      404,
      '数据不存在或已删除',
    );
    await expectRefused(
      api('park', `/api/lingxi-desk/process/leave/detail?id=${leave.id}`),
      404,
      '数据不存在或已删除',
    );
    await expectRefused(
      api('park', '/api/lingxi-flow/follow/delete-process-instance', {
        processInstanceId: leave.processInstanceId,
        deleteReason: 'x',
      }),
      400,
      '流程实例不存在或已删除',
    );
    const models = (await page('admin', '/api/lingxi-flow/model/list')).records;
    await expectRefused(
      api('park', `/api/lingxi-flow/model/detail?id=${models[0]?.id}`),
      404,
      '数据不存在或已删除',
    );
    // the park's own leave model deploys as its own version 1
    await ok(
      api('park', '/api/lingxi-flow/model/create', {
        modelKey: 'leave',
        name: '园区请假',
        xml: reviewXml('leave', 'admin'),
      }),
    );
    const parkModel = (await page('park', '/api/lingxi-flow/model/list')).records[0] as Rec;
    const dep = (await ok(
      api('park', '/api/lingxi-flow/model/deploy', { modelId: parkModel.id }),
    )) as unknown as Rec[];
    expect(dep.map((d) => `${d.tenantId}:${d.key}:${d.version}`)).toEqual(['100000:leave:1']);
  });

  it('every transition is in the instance history and the operation log', async () => {
    const leave = await startLeave('staff1', '2031-03-03 09:00', '2031-03-07 18:00', '日志');
    const task = (await taskIn('head1', 'todo-list', leave.processInstanceId)) as Rec;
    await ok(api('head1', `${W}/complete-task?taskId=${task.taskId}&flag=pass&comment=ok`, {}));
    const hrTask = (await taskIn('hr1', 'claim-list', leave.processInstanceId)) as Rec;
    await ok(api('hr1', `${W}/claim-task?taskId=${hrTask.taskId}`, {}));
    await ok(
      api(
        'hr1',
        `${W}/complete-task?taskId=${hrTask.taskId}&flag=reject&comment=${encodeURIComponent('不同意')}`,
        {},
      ),
    );
    const hist = await history('hr1', leave.processInstanceId);
    expect(
      hist.map((h) => [h.action, h.actionName, h.historyActivityName, h.assigneeName, h.comment]),
    ).toEqual([
      ['start', '发起', '发起流程', '张员工', null],
      ['pass', '同意', '部门负责人审批', '王主管', 'ok'],
      // version 2 of the leave process (deployed by the models test) names it 人事复核
      ['claim', '签收', '人事复核', '陈人事', null],
      ['reject', '驳回', '人事复核', '陈人事', '不同意'],
      ['end', '结束', '已驳回', null, null],
    ]);
    for (const h of hist) expect(String(h.createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const claims = await operationLog(gw, t.admin as string, `taskId=${hrTask.taskId}`);
    expect(claims.map((r) => r.path).sort()).toEqual([
      '/api/lingxi-flow/work/claim-task',
      '/api/lingxi-flow/work/complete-task',
    ]);
    const titles = (
      await page(
        'admin',
        `/api/lingxi-operation-log/list?size=200&path=${encodeURIComponent('/api/lingxi-flow/')}`,
      )
    ).records.map((r) => r.title);
    const leaveLog = await page(
      'admin',
      `/api/lingxi-operation-log/list?path=${encodeURIComponent('/api/lingxi-desk/process/leave/start-process')}`,
    );
    expect(leaveLog.records[0]?.title).toBe('请假申请');
    for (const title of [
      '办理事务',
      '签收事务',
      '发起流程',
      '部署模型',
      '变更流程状态',
      '上传部署',
      '删除部署',
      '删除流程实例',
      '模型管理',
    ])
      expect(titles).toContain(title);
    // a refused transition leaves no row
    const refusedClaim = await api('hr1', `${W}/claim-task?taskId=${hrTask.taskId}&mark=refused`, {});
    expect(refusedClaim.status).toBe(400);
    expect(await operationLog(gw, t.admin as string, 'mark=refused')).toEqual([]);
  });

  it('contract: envelopes and paging of every list, 400 msg on bad input, permission codes', async () => {
    const lists = [
      `${W}/start-list`,
      `${W}/claim-list`,
      `${W}/todo-list`,
      `${W}/send-list`,
      `${W}/done-list`,
      '/api/lingxi-flow/model/list',
      '/api/lingxi-flow/manager/list',
      '/api/lingxi-flow/follow/list',
    ];
    for (const path of lists) {
      const all = await page('admin', `${path}?size=200`);
      expect(Object.keys(all).sort(), path).toEqual(['current', 'pages', 'records', 'size', 'total']);
      const one = await page('admin', `${path}?size=1&current=1`);
      expect(one.size).toBe(1);
      expect(one.records.length).toBe(Math.min(1, all.total));
      expect(one.pages).toBe(all.total);
      await expectRefused(api('admin', `${path}?size=0`), 400, '每页条数必须在1到200之间');
      await expectRefused(api('admin', `${path}?current=x`), 400, '当前页码必须是正整数');
      // the operator's role holds none of the workflow's menus
      await expectRefused(api('operator', path), 403, '缺失功能权限');
    }
    const send = await page('staff1', `${W}/send-list?size=2&current=2`);
    expect(send.current).toBe(2);
    expect(send.records.length).toBeLessThanOrEqual(2);
    const posts: [string, unknown][] = [
      [`${W}/start-process`, { processDefinitionKey: 'expense' }],
      [`${W}/claim-task`, { taskId: '1' }],
      [`${W}/complete-task`, { taskId: '1', flag: 'pass' }],
      ['/api/lingxi-flow/model/create', { modelKey: 'x', name: 'x' }],
      ['/api/lingxi-flow/model/update', { id: '1' }],
      ['/api/lingxi-flow/model/remove?ids=1', {}],
      ['/api/lingxi-flow/model/deploy', { modelId: '1' }],
      ['/api/lingxi-flow/manager/change-state?ids=1&state=active', {}],
      ['/api/lingxi-flow/manager/delete-deployment?deploymentIds=1', {}],
      ['/api/lingxi-flow/follow/delete-process-instance', { processInstanceId: '1', deleteReason: 'x' }],
      ['/api/lingxi-desk/process/leave/start-process', { approver: '1' }],
    ];
    for (const [path, body] of posts) await expectRefused(api('operator', path, body), 403, '缺失功能权限');
    // the seeded buttons: administrators hold every workflow code, the flow roles the task pages' ones
    const buttons = async (who: string) =>
      flatten((await ok(api(who, '/api/lingxi-system/menu/buttons'))) as unknown as MenuNode[])
        .filter((n) => n.category === 2)
        .map((n) => n.code);
    const codes = [
      'workStart_start',
      'workClaim_claim',
      'workTodo_handle',
      'flowModel_deploy',
      'flowDeploy_state',
      'flowDeploy_upload',
      'flowDeploy_delete',
      'flowFollow_delete',
      'leave_add',
    ];
    expect(await buttons('admin')).toEqual(expect.arrayContaining(codes));
    const staff = await buttons('staff1');
    expect(staff).toEqual(
      expect.arrayContaining(['workStart_start', 'workClaim_claim', 'workTodo_handle', 'leave_add']),
    );
    for (const code of [
      'flowModel_deploy',
      'flowDeploy_state',
      'flowDeploy_upload',
      'flowDeploy_delete',
      'flowFollow_delete',
    ])
      expect(staff).not.toContain(code);
    await expectRefused(api('staff1', '/api/lingxi-flow/follow/list'), 403, '缺失功能权限');
    await expectRefused(api('staff1', '/api/lingxi-flow/model/list'), 403, '缺失功能权限');
    await expectRefused(api('operator', '/api/lingxi-desk/process/leave/detail?id=1'), 403, '缺失功能权限');
    // garbage: a 400 with its message, never a 500
    await expectRefused(api('head1', `${W}/claim-task`, {}), 400, '请选择任务');
    await expectRefused(api('head1', `${W}/claim-task`, { taskId: 'abc' }), 400, 'taskId格式不正确');
    await expectRefused(
      api('head1', `${W}/complete-task`, { taskId: '1', flag: 'maybe' }),
      400,
      'flag只能是pass或reject',
    );
    await expectRefused(
      api('head1', `${W}/complete-task`, { taskId: '1', comment: 5 }),
      400,
      '审批意见格式不正确',
    );
    await expectRefused(
      api('staff1', `${W}/start-process`, { processDefinitionKey: 'expense', variables: [1] }),
      400,
      'variables必须是对象',
    );
    await expectRefused(
      api('staff1', `${W}/start-process`, { processDefinitionKey: 'expense', variables: { a: { b: 1 } } }),
      400,
      '流程变量a只能是文本、数字或布尔值',
    );
    await expectRefused(
      api('staff1', `${W}/start-process`, { processDefinitionKey: 'expense', variables: { pass: true } }),
      400,
      '流程变量pass由系统设置',
    );
    await expectRefused(
      api('staff1', `${W}/start-process`, { processDefinitionKey: 'nope' }),
      400,
      '流程不存在或未部署',
    );
    await expectRefused(api('staff1', `${W}/start-process`, {}), 400, '请选择流程');
    await expectRefused(
      api('admin', '/api/lingxi-flow/model/create', { modelKey: '1x', name: 'x' }),
      400,
      '模型标识只能以字母开头，包含字母、数字、下划线、点或横线',
    );
    await expectRefused(
      api('admin', '/api/lingxi-flow/model/create', { modelKey: 'x1' }),
      400,
      '请输入模型名称',
    );
    await expectRefused(
      api('admin', '/api/lingxi-flow/model/create', { modelKey: 'x1', name: 'x', xml: '<nope' }),
      400,
      /^流程模型不是合法的BPMN 2.0 XML/,
    );
    await expectRefused(api('admin', '/api/lingxi-flow/model/remove', {}), 400, '请选择要删除的数据');
    await expectRefused(
      api('admin', '/api/lingxi-flow/manager/list?state=x'),
      400,
      'state只能是active或suspended',
    );
    await expectRefused(api('admin', '/api/lingxi-flow/process/history-flow-list'), 400, '请选择流程实例');
    await expectRefused(
      api('admin', '/api/lingxi-flow/process/history-flow-list?processInstanceId=1'),
      404,
      '数据不存在或已删除',
    );
    const bad = await call(gw, `${W}/complete-task`, {
      method: 'POST',
      token: t.head1,
      body: '{"taskId":',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请求体不是合法的JSON');
  });
});

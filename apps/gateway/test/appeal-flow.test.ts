/**
 * The appeal state machine over HTTP on a gateway whose clock the test sets (`startGateway({ now })`):
 * every legal transition and the illegal ones (wrong state, wrong department, wrong role, a second open
 * application, a delay after the deadline, double submits), deadlines over a weekend, a holiday and a
 * make-up day, the light at each threshold, urges, manual lights, tenant isolation and the journal.
 * Needs its own gateway (the clock is an option): skipped against an external GATEWAY_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectRefused, type Gw, type Json, login, okData, type Page } from './helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

const external = !!process.env.GATEWAY_URL;

type Rec = Record<string, unknown>;

describe.skipIf(external)('appeal flow', () => {
  let own: OwnGateway | undefined;
  let gw: Gw;
  let clock = new Date(2031, 2, 7, 10, 0, 0);
  /** Sets the gateway's clock: `YYYY-MM-DD` at hh:mm local time. */
  const setClock = (day: string, hh = 10, mm = 0) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    clock = new Date(y, m - 1, d, hh, mm, 0);
  };

  const t: Record<string, string> = {};
  let dept1 = '';
  let dept2 = '';
  let dept3 = '';
  let handler1Id = '';
  let handler2Id = '';
  let typeId = '';
  let level1Id = '';

  const api = (who: string, path: string, body?: unknown): Promise<Json> =>
    call(gw, path, { method: body === undefined ? 'GET' : 'POST', token: t[who], body });
  const ok = (res: Promise<Json> | Json) => okData<Rec>(res);
  const record = (id: string, who = 'admin') =>
    ok(api(who, `/api/lingxi-appeal/apldistribute/getById?id=${id}`));
  const journal = async (appealId: string) =>
    (
      (await ok(
        api('admin', `/api/lingxi-appeal/apltrack/page?appealId=${appealId}&size=200`),
      )) as unknown as Page<Rec>
    ).records;

  /** A submitted appeal of the test type, planned and dispatched to `depts`: the records by department. */
  async function dispatched(
    title: string,
    depts: string[],
  ): Promise<{ appealId: string; records: Map<string, Rec> }> {
    const appeal = await ok(
      api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
        typeId,
        title,
        content: `${title}的具体内容`,
        enterpriseName: '杭州测试科技有限公司',
        contactPhone: '13912345678',
        saveStatus: 1,
      }),
    );
    const list = (await ok(
      api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=1', {
        appealId: appeal.id,
        deptIds: depts.join(','),
      }),
    )) as unknown as Rec[];
    return { appealId: String(appeal.id), records: new Map(list.map((r) => [String(r.deptId), r])) };
  }

  beforeAll(async () => {
    own = await ownGateway('appeal', {
      captchaCode: '3579',
      seedRows: 100,
      now: () => clock,
    });
    gw = own.gw;
    for (const account of ['admin', 'operator', 'dispatcher', 'handler1', 'handler2', 'auditor'])
      t[account] = (await login(gw, account, account)).access_token;
    t.park = (await login(gw, 'admin', 'admin', '100000')).access_token;
    const info = async (who: string) => ok(api(who, '/api/lingxi-user/info'));
    const h1 = await info('handler1');
    const h2 = await info('handler2');
    dept1 = String(h1.deptId);
    dept2 = String(h2.deptId);
    handler1Id = String(h1.id);
    handler2Id = String(h2.id);
    const depts = (await ok(
      api('admin', '/api/lingxi-system/dept/list?deptName=产业发展处'),
    )) as unknown as Page<Rec>;
    dept3 = String(depts.records[0]?.id);
    const level1 = await ok(
      api('admin', '/api/lingxi-appeal-type/apltype/submit', { fName: '测试大类', sort: 99 }),
    );
    level1Id = String(level1.id);
    const type = await ok(
      api('admin', '/api/lingxi-appeal-type/apltype/submit', {
        fName: '五日办结',
        fParentNode: level1Id,
        fLimitDays: 5,
      }),
    );
    typeId = String(type.id);
    // a holiday on Wednesday 2031-03-12, a make-up working day on Saturday 2031-03-29
    await ok(
      api('admin', '/api/lingxi-appeal-type/calendar/submit', {
        fDate: '2031-03-12',
        fType: 1,
        fName: '测试假日',
      }),
    );
    await ok(
      api('admin', '/api/lingxi-appeal-type/calendar/submit', {
        fDate: '2031-03-29',
        fType: 2,
        fName: '测试调休',
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await own?.close();
  });

  it('the server clock is the gateway clock', async () => {
    setClock('2031-03-07', 10, 0);
    const time = await ok(api('admin', '/api/lingxi-server/server-time'));
    expect(time.time).toBe('2031-03-07 10:00:00');
    expect(time.timestamp).toBe(clock.getTime());
  });

  describe('an appeal from draft to dispatch, then signed: lights at every threshold', () => {
    let appealId = '';
    let disId = '';

    it('a draft is edited, submitted once, then frozen', async () => {
      setClock('2031-03-07', 9, 0);
      const draft = await ok(
        api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
          typeId,
          title: '阈值测试诉求',
          content: '草稿内容',
          enterpriseName: '杭州阈值科技有限公司',
        }),
      );
      appealId = String(draft.id);
      expect(draft).toMatchObject({ saveStatus: 0, appealState: 'draft', appealStateName: '草稿' });
      expect(String(draft.appealNo)).toMatch(/^SQ20310307\d{6}$/);
      const submitted = await ok(
        api('dispatcher', '/api/lingxi-appeal/appeal/update', {
          id: appealId,
          content: '正式内容',
          saveStatus: 1,
        }),
      );
      expect(submitted).toMatchObject({
        appealState: 'pending',
        content: '正式内容',
        submitTime: '2031-03-07 09:00:00',
      });
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/appeal/update', { id: appealId, content: '再改' }),
        400,
        '诉求已提交，不能修改',
      );
      // a plan (tag 0) is not yet sent: the department does not see it and cannot act on it
      const planned = (await ok(
        api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=0', { appealId, deptIds: [dept1, dept3] }),
      )) as unknown as Rec[];
      expect(planned.map((r) => r.state)).toEqual(['pending', 'pending']);
      // the plan changes: dept3 is dropped
      const plan = (await ok(
        api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=0', { appealId, deptIds: [dept1] }),
      )) as unknown as Rec[];
      expect(plan).toHaveLength(1);
      disId = String(plan[0]?.id);
      const seen = (await ok(
        api('handler1', '/api/lingxi-appeal/apldistribute/page?title=阈值测试'),
      )) as unknown as Page<Rec>;
      expect(seen.total).toBe(0);
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }),
        400,
        '当前状态为「待派发」，不能签收',
      );
      const pendingList = (await ok(
        api('dispatcher', '/api/lingxi-appeal/apldis/aplDis/page?title=阈值测试'),
      )) as unknown as Page<Rec>;
      expect(pendingList.records.map((r) => r.id)).toEqual([appealId]);
    });

    it('dispatch on a Friday: the deadline skips the weekend and the holiday', async () => {
      setClock('2031-03-07', 10, 0);
      const records = (await ok(
        api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=1', { appealId, deptIds: dept1 }),
      )) as unknown as Rec[];
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        id: disId,
        state: 'dispatched',
        stateName: '待签收',
        deptId: dept1,
        deptName: '企业服务处',
        limitDays: 5,
        dispatchTime: '2031-03-07 10:00:00',
        // Mon 10, Tue 11, (Wed 12 holiday), Thu 13, Fri 14, (weekend), Mon 17
        deadline: '2031-03-17',
        light: 'green',
      });
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=1', { appealId, deptIds: dept1 }),
        400,
        '诉求已分发至企业服务处，请勿重复分发',
      );
      const appeal = await ok(api('admin', `/api/lingxi-appeal/appeal/detail?id=${appealId}`));
      expect(appeal).toMatchObject({ appealState: 'handling', deadline: '2031-03-17', light: 'green' });
    });

    it('unsigned: green on the first working day, yellow after it', async () => {
      setClock('2031-03-10', 17, 0);
      expect((await record(disId)).light).toBe('green');
      setClock('2031-03-11', 8, 30);
      expect(await record(disId)).toMatchObject({ light: 'yellow', lightName: '黄灯' });
      const yellow = (await ok(
        api('admin', '/api/lingxi-appeal/apldistribute/page?title=阈值测试&light=yellow'),
      )) as unknown as Page<Rec>;
      expect(yellow.total).toBe(1);
      const green = (await ok(
        api('admin', '/api/lingxi-appeal/apldistribute/page?title=阈值测试&light=green'),
      )) as unknown as Page<Rec>;
      expect(green.total).toBe(0);
    });

    it('signed once: a second click and a parallel click change nothing', async () => {
      const signed = await ok(
        api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }),
      );
      expect(signed).toMatchObject({ state: 'signed', signTime: '2031-03-11 08:30:00', light: 'green' });
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }),
        400,
        '该诉求已签收，请勿重复操作',
      );
      const signs = (await journal(appealId)).filter((e) => e.action === 'sign');
      expect(signs).toHaveLength(1);
      expect(signs[0]).toMatchObject({
        userName: '钱办理',
        deptName: '企业服务处',
        fromState: 'dispatched',
        toState: 'signed',
        createTime: '2031-03-11 08:30:00',
      });
    });

    it('after signing: green until 80 % of the limit is used, yellow, then red after the deadline', async () => {
      const at = async (day: string, light: string) => {
        setClock(day, 12, 0);
        expect((await record(disId)).light, day).toBe(light);
        const listed = (await ok(
          api('admin', `/api/lingxi-appeal/appeal/search?title=阈值测试&light=${light}`),
        )) as unknown as Page<Rec>;
        expect(
          listed.records.map((r) => r.id),
          day,
        ).toEqual([appealId]);
      };
      await at('2031-03-14', 'green'); // Mon, Tue, Thu used: 2 working days left
      await at('2031-03-15', 'yellow'); // Saturday: Fri used too, 4 of 5
      await at('2031-03-17', 'yellow'); // the deadline day
      await at('2031-03-18', 'red');
      expect(await record(disId)).toMatchObject({ state: 'signed', deadline: '2031-03-17' });
    });

    it('no delay after the deadline', async () => {
      setClock('2031-03-18', 9, 0);
      await expectRefused(
        api('handler1', '/api/lingxi-appeal-delayapply/save', {
          disId,
          reason: '来不及了',
          requestedDate: '2031-03-20',
        }),
        400,
        '已超过办理时限，不能申请延期',
      );
      expect((await record(disId)).state).toBe('signed');
      expect((await journal(appealId)).some((e) => e.action === 'delayApply')).toBe(false);
    });

    it('lists sort by light: red first', async () => {
      setClock('2031-03-18', 9, 0);
      const other = await dispatched('阈值测试绿灯对照', [dept2]);
      const sorted = (await ok(
        api('admin', '/api/lingxi-appeal/apldistribute/page?title=阈值测试&descs=light'),
      )) as unknown as Page<Rec>;
      expect(sorted.records.map((r) => r.light)).toEqual(['red', 'green']);
      const ascending = (await ok(
        api('admin', '/api/lingxi-appeal/appeal/search?title=阈值测试&ascs=light'),
      )) as unknown as Page<Rec>;
      expect(ascending.records.map((r) => r.id)).toEqual([other.appealId, appealId]);
    });
  });

  describe('every transition of a record, in order, with the journal', () => {
    let appealId = '';
    let disId = '';

    it('dispatch on Monday without holidays: deadline the next Monday', async () => {
      setClock('2031-03-03', 9, 0);
      const d = await dispatched('全流程诉求', [dept1]);
      appealId = d.appealId;
      disId = String(d.records.get(dept1)?.id);
      expect(d.records.get(dept1)).toMatchObject({ state: 'dispatched', deadline: '2031-03-10' });
    });

    it('only the receiving department, and only handlers, act on it', async () => {
      setClock('2031-03-03', 9, 30);
      const sign = (who: string) =>
        api(who, '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId });
      await expectRefused(sign('handler2'), 403, '该诉求不属于您所在的部门，不能办理');
      await expectRefused(sign('dispatcher'), 403, '缺失功能权限');
      await expectRefused(sign('auditor'), 403, '缺失功能权限');
      // the administrator holds every code but belongs to no department
      await expectRefused(sign('admin'), 403, '该诉求不属于您所在的部门，不能办理');
      await expectRefused(sign('operator'), 403, '缺失功能权限');
      expect((await record(disId)).state).toBe('dispatched');
      // wrong state
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/apldistribute/disposeAplDistribute', {
          id: disId,
          content: '办完了',
        }),
        400,
        '当前状态为「待签收」，不能办结',
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal-manage/apl/manage/submit', { id: disId }),
        400,
        '当前状态为「待签收」，不能归档',
      );
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
          disId,
          auditStatus: 1,
          permittedDate: '2031-03-12',
        }),
        400,
        '没有待审核的延期申请',
      );
      expect((await journal(appealId)).map((e) => e.action)).toEqual(['submit', 'distribute', 'dispatch']);
    });

    it('sign, then bind a handler of the department', async () => {
      setClock('2031-03-03', 10, 0);
      await ok(api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }));
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/apldistribute/bindingAppealToPeason', {
          id: disId,
          userId: handler2Id,
        }),
        400,
        '办理人必须是承办部门的人员',
      );
      const bound = await ok(
        api('handler1', '/api/lingxi-appeal/apldistribute/bindingAppealToPeason', {
          id: disId,
          userId: handler1Id,
        }),
      );
      expect(bound).toMatchObject({
        state: 'handling',
        stateName: '办理中',
        handlerUserId: handler1Id,
        handlerName: '钱办理',
      });
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/apldistribute/bindingAppealToPeason', { id: disId }),
        400,
        '该诉求已指定办理人，请勿重复操作',
      );
    });

    it('delay: bad dates refused, one open application, approved with an earlier date', async () => {
      setClock('2031-03-05', 10, 0);
      const apply = (body: Rec) => api('handler1', '/api/lingxi-appeal-delayapply/save', { disId, ...body });
      await expectRefused(
        apply({ reason: '需会商', requestedDate: '2031-03-10' }),
        400,
        '延期日期必须晚于原办理时限2031-03-10',
      );
      await expectRefused(
        apply({ reason: '需会商', requestedDate: '2031-03-21' }),
        400,
        '延期日期不能晚于原办理时限后10天',
      );
      await expectRefused(
        apply({ reason: '需会商', requestedDate: '2031-02-30' }),
        400,
        '申请延期日期格式不正确',
      );
      await expectRefused(apply({ requestedDate: '2031-03-14' }), 400, '请输入延期理由');
      // a deadline is a working day: not a Saturday, nor the calendar's holiday
      await expectRefused(
        apply({ reason: '需会商', requestedDate: '2031-03-15' }),
        400,
        '延期日期2031-03-15不是工作日，请选择工作日',
      );
      await expectRefused(
        apply({ reason: '需会商', requestedDate: '2031-03-12' }),
        400,
        '延期日期2031-03-12不是工作日，请选择工作日',
      );
      await expectRefused(
        api('handler2', '/api/lingxi-appeal-delayapply/save', {
          disId,
          reason: '需会商',
          requestedDate: '2031-03-14',
        }),
        403,
        '该诉求不属于您所在的部门，不能办理',
      );
      const created = await ok(apply({ reason: '需会商', requestedDate: '2031-03-14' }));
      expect((await record(disId)).state).toBe('delayRequested');
      await expectRefused(
        apply({ reason: '再申请', requestedDate: '2031-03-13' }),
        400,
        '已有待审核的延期申请，请等待审核',
      );
      await expectRefused(
        api('handler1', '/api/lingxi-appeal-backapply/save', { disId, reason: '不是我们的事' }),
        400,
        '已有待审核的延期申请，不能申请退回',
      );
      // only auditors audit
      await expectRefused(
        api('handler1', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
          id: created.id,
          auditStatus: 1,
          permittedDate: '2031-03-12',
        }),
        403,
        '缺失功能权限',
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
          id: created.id,
          auditStatus: 1,
          permittedDate: '2031-03-12',
        }),
        403,
        '缺失功能权限',
      );
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
          id: created.id,
          auditStatus: 1,
          permittedDate: '2031-03-15',
        }),
        400,
        '批准的延期日期必须晚于原办理时限2031-03-10且不晚于申请日期2031-03-14',
      );
      setClock('2031-03-06', 11, 0);
      // a deadline is a working day: Wednesday 2031-03-12 is the calendar's holiday
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
          id: created.id,
          auditStatus: 1,
          permittedDate: '2031-03-12',
        }),
        400,
        '批准的延期日期2031-03-12不是工作日，请选择工作日',
      );
      const audit = await ok(
        api('auditor', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
          id: created.id,
          auditStatus: 1,
          permittedDate: '2031-03-11',
          opinion: '同意延期一天',
        }),
      );
      expect(audit.state).toBe('handling');
      expect(await record(disId)).toMatchObject({ state: 'handling', deadline: '2031-03-11' });
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
          id: created.id,
          auditStatus: 1,
          permittedDate: '2031-03-12',
        }),
        400,
        '该延期申请已审核，请勿重复提交',
      );
      const detail = await ok(
        api('auditor', `/api/lingxi-appeal-delayapply/delayApplyDetai?id=${created.id}`),
      );
      expect(detail).toMatchObject({
        auditStatus: 1,
        auditStatusName: '审核通过',
        requestedDate: '2031-03-14',
        permittedDate: '2031-03-11',
        oldDeadline: '2031-03-10',
        auditUserName: '周督办',
        applyUserName: '钱办理',
      });
    });

    it('delay rejected: the deadline stays, the state before it returns', async () => {
      setClock('2031-03-07', 10, 0);
      const created = await ok(
        api('handler1', '/api/lingxi-appeal-delayapply/save', {
          disId,
          reason: '再延一次',
          requestedDate: '2031-03-19',
        }),
      );
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-delayapply/delayApplyAudit', { id: created.id, auditStatus: 2 }),
        400,
        '请输入驳回理由',
      );
      await ok(
        api('auditor', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
          disId,
          auditStatus: 2,
          opinion: '理由不充分',
        }),
      );
      expect(await record(disId)).toMatchObject({ state: 'handling', deadline: '2031-03-11' });
      const applies = (await ok(
        api('handler1', `/api/lingxi-appeal-delayapply/delayMessageDetai?disId=${disId}`),
      )) as unknown as Rec[];
      expect(applies.map((a) => a.auditStatus)).toEqual([2, 1]);
    });

    it('return rejected: back to where it was', async () => {
      setClock('2031-03-10', 10, 0);
      await ok(api('handler1', '/api/lingxi-appeal-backapply/save', { disId, reason: '应由科技局办理' }));
      expect((await record(disId)).state).toBe('returnRequested');
      await expectRefused(
        api('handler1', '/api/lingxi-appeal-backapply/save', { disId, reason: '再退' }),
        400,
        '已有待审核的退回申请，请等待审核',
      );
      await expectRefused(
        api('handler1', '/api/lingxi-appeal-delayapply/save', {
          disId,
          reason: '延期',
          requestedDate: '2031-03-13',
        }),
        400,
        '已有待审核的退回申请，不能申请延期',
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal-backapply/backApplyToAudit', {
          disId,
          auditStatus: 2,
          opinion: '不同意',
        }),
        403,
        '缺失功能权限',
      );
      await ok(
        api('auditor', '/api/lingxi-appeal-backapply/backApplyToAudit', {
          disId,
          auditStatus: 2,
          opinion: '属本部门职责',
        }),
      );
      expect((await record(disId)).state).toBe('handling');
    });

    it('dispose after the deadline keeps a red light; dispose twice is refused', async () => {
      setClock('2031-03-13', 15, 0);
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/apldistribute/disposeAplDistribute', { id: disId }),
        400,
        '请输入办理结果',
      );
      expect((await record(disId)).state).toBe('handling');
      const disposed = await ok(
        api('handler1', '/api/lingxi-appeal/apldistribute/disposeAplDistribute', {
          id: disId,
          content: '已协调解决',
        }),
      );
      expect(disposed).toMatchObject({ state: 'disposed', disposeContent: '已协调解决', light: 'red' });
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/apldistribute/disposeAplDistribute', {
          id: disId,
          content: '再办一次',
        }),
        400,
        '该诉求已办结，请勿重复操作',
      );
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-urgedispose/saveDepturge', { disId, content: '快点' }),
        400,
        '当前状态为「已办结」，不能督办',
      );
      // a manual light is set on an open record only: a disposed one keeps the light it had
      const light = { fDisId: disId, fLightCode: 'yellow', fReasonCode: '2' };
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-manage/apl/light/submit', light),
        400,
        '该诉求当前不在办理中，不能亮灯',
      );
      expect((await record(disId)).manualLight).toBeNull();
      setClock('2031-04-30', 9, 0);
      expect((await record(disId)).light).toBe('red');
      expect((await ok(api('admin', `/api/lingxi-appeal/appeal/detail?id=${appealId}`))).appealState).toBe(
        'disposed',
      );
    });

    it('closed by the dispatcher; the journal tells the whole story', async () => {
      setClock('2031-03-14', 9, 0);
      await expectRefused(
        api('handler1', '/api/lingxi-appeal-manage/apl/manage/submit', { id: disId }),
        403,
        '缺失功能权限',
      );
      const closed = await ok(
        api('dispatcher', '/api/lingxi-appeal-manage/apl/manage/submit', { id: disId, opinion: '企业满意' }),
      );
      expect(closed).toMatchObject({ state: 'closed', closeTime: '2031-03-14 09:00:00' });
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal-manage/apl/manage/submit', { id: disId }),
        400,
        '该诉求已归档，请勿重复操作',
      );
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-manage/apl/light/submit', {
          fDisId: disId,
          fLightCode: 'red',
          fReasonCode: '3',
        }),
        400,
        '该诉求当前不在办理中，不能亮灯',
      );
      expect((await ok(api('admin', `/api/lingxi-appeal/appeal/detail?id=${appealId}`))).appealState).toBe(
        'closed',
      );
      const entries = await journal(appealId);
      expect(entries.map((e) => e.action)).toEqual([
        'submit',
        'distribute',
        'dispatch',
        'sign',
        'bind',
        'delayApply',
        'delayApprove',
        'delayApply',
        'delayReject',
        'returnApply',
        'returnReject',
        'dispose',
        'close',
      ]);
      expect(entries.map((e) => e.userName)).toEqual([
        '赵分发',
        '赵分发',
        '赵分发',
        '钱办理',
        '钱办理',
        '钱办理',
        '周督办',
        '钱办理',
        '周督办',
        '钱办理',
        '周督办',
        '钱办理',
        '赵分发',
      ]);
      const approve = entries.find((e) => e.action === 'delayApprove');
      expect(approve).toMatchObject({
        actionName: '延期审核通过',
        fromState: 'delayRequested',
        toState: 'handling',
        comment: '批准延期至2031-03-11：同意延期一天',
        createTime: '2031-03-06 11:00:00',
      });
      expect(entries.find((e) => e.action === 'dispose')).toMatchObject({
        deptName: '企业服务处',
        comment: '已协调解决',
        createTime: '2031-03-13 15:00:00',
      });
      const audits = (await ok(
        api('auditor', `/api/lingxi-appeal/apltrack/selectAudistPage?appealId=${appealId}`),
      )) as unknown as Page<Rec>;
      expect(audits.records.map((e) => e.action).sort()).toEqual([
        'delayApprove',
        'delayReject',
        'returnReject',
      ]);
      // the detail page's timeline is the same journal
      const detail = await ok(api('handler1', `/api/lingxi-appeal/apldistribute/getDetailById?id=${disId}`));
      expect((detail.tracks as Rec[]).map((e) => e.action)).toEqual(entries.map((e) => e.action));
      expect(detail.actions).toEqual([]);
    });
  });

  describe('return approved: the appeal goes back to distribution', () => {
    it('two departments return it; it is dispatched again', async () => {
      setClock('2031-03-03', 9, 0);
      const d = await dispatched('退回重分诉求', [dept1, dept2]);
      const r1 = String(d.records.get(dept1)?.id);
      const r2 = String(d.records.get(dept2)?.id);
      // a return from an unsigned record
      await ok(api('handler1', '/api/lingxi-appeal-backapply/save', { disId: r1, reason: '非本部门职责' }));
      const pending = (await ok(
        api('auditor', '/api/lingxi-appeal-backapply/page?auditStatus=0&title=退回重分'),
      )) as unknown as Page<Rec>;
      expect(pending.records).toHaveLength(1);
      await ok(
        api('auditor', '/api/lingxi-appeal-backapply/backApplyToAudit', {
          id: pending.records[0]?.id,
          auditStatus: 1,
        }),
      );
      expect(await record(r1)).toMatchObject({ state: 'returned', light: null });
      let appeal = await ok(api('admin', `/api/lingxi-appeal/appeal/detail?id=${d.appealId}`));
      expect(appeal.appealState).toBe('handling');
      // the place the returned department left waits for distribution, though another still holds it
      const toDistribute = async () =>
        (
          (await ok(
            api('dispatcher', '/api/lingxi-appeal/apldis/aplDis/page?title=退回重分'),
          )) as unknown as Page<Rec>
        ).records.map((r) => r.id);
      expect(await toDistribute()).toEqual([d.appealId]);
      // the returned department no longer acts on it
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: r1 }),
        400,
        '当前状态为「已退回」，不能签收',
      );
      await ok(api('handler2', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: r2 }));
      await ok(
        api('handler2', '/api/lingxi-appeal-backapply/save', { disId: r2, reason: '同样非本部门职责' }),
      );
      await ok(
        api('auditor', '/api/lingxi-appeal-backapply/backApplyToAudit', { disId: r2, auditStatus: 1 }),
      );
      appeal = await ok(api('admin', `/api/lingxi-appeal/appeal/detail?id=${d.appealId}`));
      expect(appeal).toMatchObject({ appealState: 'pending', light: null });
      expect(await toDistribute()).toEqual([d.appealId]);
      setClock('2031-03-04', 9, 0);
      const again = (await ok(
        api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=1', { appealId: d.appealId, deptIds: [dept1] }),
      )) as unknown as Rec[];
      expect(again.map((r) => [r.state, r.deadline])).toEqual([['dispatched', '2031-03-11']]);
      appeal = await ok(api('admin', `/api/lingxi-appeal/appeal/detail?id=${d.appealId}`));
      expect(appeal.appealState).toBe('handling');
      expect((appeal.records as Rec[]).map((r) => r.state).sort()).toEqual([
        'dispatched',
        'returned',
        'returned',
      ]);
      // dispatched again: nothing waits any more
      expect(await toDistribute()).toEqual([]);
    });
  });

  it('a make-up working day counts', async () => {
    setClock('2031-03-28', 16, 0);
    const oneDay = await ok(
      api('admin', '/api/lingxi-appeal-type/apltype/submit', {
        fName: '一日办结',
        fParentNode: level1Id,
        fLimitDays: 1,
      }),
    );
    const appeal = await ok(
      api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
        typeId: oneDay.id,
        title: '调休日诉求',
        content: '周五派发，周六调休上班',
        enterpriseName: '杭州调休科技有限公司',
        saveStatus: 1,
      }),
    );
    const records = (await ok(
      api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=1', { appealId: appeal.id, deptIds: [dept1] }),
    )) as unknown as Rec[];
    // Saturday 2031-03-29 is worked; a limit of one day is yellow at once
    expect(records[0]).toMatchObject({ deadline: '2031-03-29', light: 'yellow' });
    setClock('2031-03-30', 9, 0);
    expect((await record(String(records[0]?.id))).light).toBe('red');
  });

  describe('urges, manual lights and department lights', () => {
    let appealId = '';
    let r1 = '';
    let r2 = '';

    it('urge every open department, or one; a repeat within seconds is refused', async () => {
      setClock('2031-03-03', 9, 0);
      const d = await dispatched('督办诉求', [dept1, dept2]);
      appealId = d.appealId;
      r1 = String(d.records.get(dept1)?.id);
      r2 = String(d.records.get(dept2)?.id);
      await expectRefused(
        api('handler1', '/api/lingxi-appeal-urgedispose/save', { appealId, content: '请加快' }),
        403,
        '缺失功能权限',
      );
      const all = await ok(
        api('auditor', '/api/lingxi-appeal-urgedispose/save', { appealId, content: '请加快办理' }),
      );
      expect(all.count).toBe(2);
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-urgedispose/save', { appealId, content: '请加快办理' }),
        400,
        '请勿重复提交',
      );
      setClock('2031-03-03', 9, 1);
      await ok(
        api('auditor', '/api/lingxi-appeal-urgedispose/saveDepturge', {
          appealId,
          deptId: dept1,
          content: '请加快办理',
        }),
      );
      await ok(
        api('dispatcher', '/api/lingxi-appeal-urgedispose/saveDepturge', {
          disId: r1,
          content: '企业再次来电',
        }),
      );
      expect(await record(r1)).toMatchObject({
        urgeCount: 3,
        lastUrgeTime: '2031-03-03 09:01:00',
        state: 'dispatched',
      });
      expect((await record(r2)).urgeCount).toBe(1);
      const byDept = (await ok(
        api('handler1', `/api/lingxi-appeal/apldistribute/getUrgeAllDeptContent?appealId=${appealId}`),
      )) as unknown as Rec[];
      // a handler sees its own department's urges only
      expect(byDept.map((x) => [x.deptName, (x.urges as Rec[]).length])).toEqual([['企业服务处', 3]]);
      const forRecord = (await ok(
        api('admin', `/api/lingxi-appeal/apldistribute/getUrgeHandleContent?id=${r2}`),
      )) as unknown as Rec[];
      expect(forRecord.map((u) => u.content)).toEqual(['请加快办理']);
      const urgeId = String(forRecord[0]?.id);
      expect(
        await ok(api('auditor', `/api/lingxi-appeal-urgedispose/urgeDisDetail?id=${urgeId}`)),
      ).toMatchObject({
        urgeUserName: '周督办',
        deptName: '科技局',
      });
      expect(
        (await api('handler1', `/api/lingxi-appeal-urgedispose/urgeDisDetail?id=${urgeId}`)).status,
      ).toBe(404);
      expect((await journal(appealId)).filter((e) => e.action === 'urge')).toHaveLength(4);
    });

    it('a manual light beside the computed one, filterable; department lights', async () => {
      setClock('2031-03-04', 9, 0);
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal-manage/apl/light/submit', {
          fDisId: r1,
          fLightCode: 'red',
          fReasonCode: '3',
        }),
        403,
        '缺失功能权限',
      );
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-manage/apl/light/submit', {
          fDisId: r1,
          fLightCode: 'purple',
          fReasonCode: '3',
        }),
        400,
        '亮灯只能是green、yellow、red或none',
      );
      await expectRefused(
        api('auditor', '/api/lingxi-appeal-manage/apl/light/submit', { fDisId: r1, fLightCode: 'red' }),
        400,
        '请选择亮灯原因',
      );
      const light = await ok(
        api('auditor', '/api/lingxi-appeal-manage/apl/light/submit', {
          fDisId: r1,
          fLightCode: 'red',
          fReasonCode: '3',
          fDescription: '市领导批示件',
        }),
      );
      expect(light).toMatchObject({
        fDisId: r1,
        fLightCode: 'red',
        fLightName: '红灯',
        fReasonName: '重点督办事项',
      });
      const rec = await record(r1);
      expect(rec.light).toBe('green');
      expect(rec.manualLight).toMatchObject({
        lightId: light.lightId,
        fLightCode: 'red',
        fDescription: '市领导批示件',
      });
      const board = (await ok(
        api('auditor', '/api/lingxi-appeal-manage/apl/manage/list?title=督办诉求&manualLight=red'),
      )) as unknown as Page<Rec>;
      expect(board.records.map((r) => r.id)).toEqual([r1]);
      const none = (await ok(
        api('auditor', '/api/lingxi-appeal-manage/apl/manage/list?title=督办诉求&manualLight=none'),
      )) as unknown as Page<Rec>;
      expect(none.records.map((r) => r.id)).toEqual([r2]);
      const appeals = (await ok(
        api('auditor', '/api/lingxi-appeal/appeal/search?title=督办诉求&manualLight=red'),
      )) as unknown as Page<Rec>;
      expect(appeals.records.map((r) => [r.id, r.light, r.manualLight])).toEqual([
        [appealId, 'green', 'red'],
      ]);
      // department light
      await ok(
        api('auditor', '/api/lingxi-web-deptlight/deptlight/submit', {
          deptId: dept2,
          flight: 'yellow',
          flightReason: '超期较多',
        }),
      );
      const dl = await ok(api('auditor', `/api/lingxi-web-deptlight/deptlight/detail?deptId=${dept2}`));
      expect(dl).toMatchObject({
        deptName: '科技局',
        flight: 'yellow',
        flightName: '黄灯',
        flightReason: '超期较多',
      });
      expect(Number(dl.openCount)).toBeGreaterThan(0);
      await expectRefused(
        api('auditor', '/api/lingxi-web-deptlight/deptlight/submit', { deptId: dept2, flight: 'red' }),
        400,
        '请输入亮灯原因',
      );
    });
  });

  describe('tenants and input', () => {
    it('another tenant neither sees nor acts on the records', async () => {
      setClock('2031-03-03', 9, 0);
      const d = await dispatched('隔离诉求', [dept1]);
      const disId = String(d.records.get(dept1)?.id);
      expect((await api('park', `/api/lingxi-appeal/apldistribute/getById?id=${disId}`)).status).toBe(404);
      expect((await api('park', `/api/lingxi-appeal/appeal/detail?id=${d.appealId}`)).status).toBe(404);
      await expectRefused(
        api('park', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }),
        400,
        '诉求分发记录不存在',
      );
      await expectRefused(
        api('park', '/api/lingxi-appeal-urgedispose/save', { appealId: d.appealId, content: '越权督办' }),
        400,
        '诉求不存在',
      );
      await expectRefused(
        api('park', '/api/lingxi-appeal/apldis/save?tag=1', { appealId: d.appealId, deptIds: [dept1] }),
        400,
        '诉求不存在',
      );
      const search = (await ok(
        api('park', '/api/lingxi-appeal/appeal/search?title=隔离诉求'),
      )) as unknown as Page<Rec>;
      expect(search.total).toBe(0);
      const track = (await ok(
        api('park', `/api/lingxi-appeal/apltrack/page?appealId=${d.appealId}`),
      )) as unknown as Page<Rec>;
      expect(track.total).toBe(0);
      const own = (await ok(api('park', '/api/lingxi-appeal/appeal/search'))) as unknown as Page<Rec>;
      expect(own.total).toBeGreaterThan(0);
      expect(own.records.every((r) => r.tenantId === '100000')).toBe(true);
      // the park's types are its own
      const level1 = (await ok(api('park', '/api/lingxi-appeal-type/apltype/level1'))) as unknown as Rec[];
      expect(level1.some((r) => r.fName === '测试大类')).toBe(false);
      expect(
        ((await ok(api('admin', '/api/lingxi-appeal-type/apltype/level1'))) as unknown as Rec[]).some(
          (r) => r.fName === '测试大类',
        ),
      ).toBe(true);
      const level2 = (await ok(
        api('admin', `/api/lingxi-appeal-type/apltype/level2?fParentNode=${level1Id}`),
      )) as unknown as Rec[];
      expect(level2.map((r) => r.fName)).toEqual(['五日办结', '一日办结']);
      // the calendar is the platform's: other tenants read it only
      await expectRefused(
        api('park', '/api/lingxi-appeal-type/calendar/submit', { fDate: '2031-05-06', fType: 1 }),
        403,
        '缺失功能权限',
      );
    });

    it('types and appeals check their input; nothing half-stored', async () => {
      await expectRefused(
        api('admin', '/api/lingxi-appeal-type/apltype/submit', {
          fName: '三级',
          fParentNode: typeId,
          fLimitDays: 3,
        }),
        400,
        '诉求类型最多两级',
      );
      await expectRefused(
        api('admin', '/api/lingxi-appeal-type/apltype/submit', {
          fName: '时限',
          fParentNode: level1Id,
          fLimitDays: 0,
        }),
        400,
        '办理时限(工作日)不能小于1',
      );
      await expectRefused(
        api('admin', `/api/lingxi-appeal-type/apltype/remove?ids=${typeId}`, {}),
        400,
        '该类型已被诉求使用，不能删除',
      );
      const base = { title: '输入校验', content: '内容', enterpriseName: '某公司', saveStatus: 1 };
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', { ...base, typeId: level1Id }),
        400,
        '请选择二级诉求类型',
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', { ...base }),
        400,
        '请选择诉求类型',
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
          ...base,
          typeId,
          contactPhone: '12345',
        }),
        400,
        '手机号码格式不正确',
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
          ...base,
          typeId,
          attachIds: '123456789',
        }),
        400,
        '附件不存在',
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', { ...base, typeId, saveStatus: 2 }),
        400,
        '保存状态格式不正确',
      );
      await expectRefused(
        api('handler1', '/api/lingxi-appeal/appeal/saveOrUpdate', { ...base, typeId }),
        403,
        '缺失功能权限',
      );
      const found = (await ok(
        api('admin', '/api/lingxi-appeal/appeal/search?title=输入校验'),
      )) as unknown as Page<Rec>;
      expect(found.total).toBe(0);
      // a double click on save creates one appeal
      const first = await api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
        ...base,
        typeId,
        title: '双击诉求',
      });
      const second = await api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
        ...base,
        typeId,
        title: '双击诉求',
      });
      expect([first.status, second.status]).toEqual([200, 400]);
      expect(second.body.msg).toBe('请勿重复提交');
      // a dispatched appeal cannot be removed; a draft can
      const dispatchedOne = await dispatched('删除校验', [dept1]);
      await expectRefused(
        api('dispatcher', `/api/lingxi-appeal/appeal/remove?ids=${dispatchedOne.appealId}`, {}),
        400,
        /已分发，不能删除$/,
      );
      await expectRefused(
        api('dispatcher', `/api/lingxi-appeal-manage/apl/manage/del?id=${dispatchedOne.appealId}`, {}),
        400,
        /已分发，不能删除$/,
      );
      await expectRefused(
        api('auditor', `/api/lingxi-appeal/appeal/remove?ids=${(first.body.data as Rec).id}`, {}),
        403,
        '缺失功能权限',
      );
      await ok(api('dispatcher', `/api/lingxi-appeal/appeal/remove?ids=${(first.body.data as Rec).id}`, {}));
      expect(
        (await api('admin', `/api/lingxi-appeal/appeal/detail?id=${(first.body.data as Rec).id}`)).status,
      ).toBe(404);
    });

    it('notes in the journal, clearing a manual light, removing a planned appeal, a type and a calendar day', async () => {
      setClock('2031-03-05', 14, 0);
      const d = await dispatched('备注诉求', [dept1]);
      const disId = String(d.records.get(dept1)?.id);
      await ok(
        api('dispatcher', '/api/lingxi-appeal/apltrack/append', {
          appealId: d.appealId,
          disId,
          comment: '已电话联系企业',
        }),
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/apltrack/append', {
          appealId: d.appealId,
          disId,
          comment: '已电话联系企业',
        }),
        400,
        '请勿重复提交',
      );
      await expectRefused(
        api('dispatcher', '/api/lingxi-appeal/apltrack/append', { appealId: d.appealId, comment: ' ' }),
        400,
        '请输入跟踪内容',
      );
      const notes = (await journal(d.appealId)).filter((e) => e.action === 'note');
      expect(notes).toEqual([
        expect.objectContaining({
          actionName: '跟踪记录',
          userName: '赵分发',
          comment: '已电话联系企业',
          disId,
        }),
      ]);
      // a manual light set, then cleared
      await ok(
        api('auditor', '/api/lingxi-appeal-manage/apl/light/submit', {
          fDisId: disId,
          fLightCode: 'yellow',
          fReasonCode: '1',
        }),
      );
      expect(((await record(disId)).manualLight as Rec).fLightCode).toBe('yellow');
      expect(
        await ok(
          api('auditor', '/api/lingxi-appeal-manage/apl/light/submit', { fDisId: disId, fLightCode: 'none' }),
        ),
      ).toBeNull();
      expect((await record(disId)).manualLight).toBeNull();
      expect((await journal(d.appealId)).filter((e) => e.action === 'light').map((e) => e.comment)).toEqual([
        '黄灯：办理进度滞后',
        '取消人工亮灯',
      ]);
      // a planned appeal (nothing sent) is removed with its plan
      const planned = await ok(
        api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
          typeId,
          title: '计划后删除',
          content: '仅保存分发计划',
          enterpriseName: '杭州删除科技有限公司',
          saveStatus: 1,
        }),
      );
      await ok(
        api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=0', { appealId: planned.id, deptIds: [dept2] }),
      );
      await ok(api('dispatcher', `/api/lingxi-appeal-manage/apl/manage/del?id=${planned.id}`, {}));
      expect((await api('admin', `/api/lingxi-appeal/appeal/detail?id=${planned.id}`)).status).toBe(404);
      const left = (await ok(
        api('admin', `/api/lingxi-appeal/apldistribute/page?appealId=${planned.id}`),
      )) as unknown as Page<Rec>;
      expect(left.total).toBe(0);
      // an unused type and a calendar day
      const unused = await ok(
        api('admin', '/api/lingxi-appeal-type/apltype/submit', {
          fName: '未用类型',
          fParentNode: level1Id,
          fLimitDays: 2,
        }),
      );
      await ok(api('admin', `/api/lingxi-appeal-type/apltype/remove?ids=${unused.id}`, {}));
      const day = await ok(
        api('admin', '/api/lingxi-appeal-type/calendar/submit', {
          fDate: '2031-06-02',
          fType: 1,
          fName: '临时假日',
        }),
      );
      await expectRefused(
        api('admin', '/api/lingxi-appeal-type/calendar/submit', { fDate: '2031-06-02', fType: 2 }),
        400,
        '该日期已在日历中',
      );
      const year = (await ok(
        api('admin', '/api/lingxi-appeal-type/calendar/list?year=2031&size=50'),
      )) as unknown as Page<Rec>;
      expect(year.records.map((r) => [r.fDate, r.fTypeName])).toEqual([
        ['2031-03-12', '节假日'],
        ['2031-03-29', '调休上班'],
        ['2031-06-02', '节假日'],
      ]);
      await ok(api('admin', `/api/lingxi-appeal-type/calendar/remove?ids=${day.id}`, {}));
    });

    it('two signs at once: one wins, one journal row', async () => {
      setClock('2031-03-03', 9, 0);
      const d = await dispatched('并发签收', [dept1]);
      const disId = String(d.records.get(dept1)?.id);
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      expect((await journal(d.appealId)).filter((e) => e.action === 'sign')).toHaveLength(1);
    });
  });
});

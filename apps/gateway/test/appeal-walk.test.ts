/**
 * Issue 23, what the walk found on the appeal pages, the server's part: the journal's server-written
 * comments carry a code and parameters (the console words them); a record a delay may be applied for
 * answers the rule's window; the distribution list answers the planned departments and why a department
 * gave an appeal back; the handlers of a record's department; a handler's progress note; .xlsx exports
 * of the lists with their filters. Its own gateway with a set clock: skipped against GATEWAY_URL.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Gw, type Json, login, okData, type Page } from './helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

const external = !!process.env.GATEWAY_URL;
type Rec = Record<string, unknown>;

describe.skipIf(external)('appeal walk (issue 23)', () => {
  let own: OwnGateway | undefined;
  let gw: Gw;
  // Friday 2031-03-07
  const clock = new Date(2031, 2, 7, 10, 0, 0);
  const t: Record<string, string> = {};
  let dept1 = '';
  let dept2 = '';
  let handler1Id = '';
  let handler2Id = '';
  let typeId = '';

  const api = (who: string, path: string, body?: unknown): Promise<Json> =>
    call(gw, path, { method: body === undefined ? 'GET' : 'POST', token: t[who], body });
  const ok = (res: Promise<Json> | Json) => okData<Rec>(res);
  const journal = async (appealId: string) =>
    (
      (await ok(
        api('admin', `/api/lingxi-appeal/apltrack/page?appealId=${appealId}&size=200`),
      )) as unknown as Page<Rec>
    ).records;
  const submitted = (title: string) =>
    ok(
      api('dispatcher', '/api/lingxi-appeal/appeal/saveOrUpdate', {
        typeId,
        title,
        content: `${title}的内容`,
        enterpriseName: '杭州走查科技有限公司',
        saveStatus: 1,
      }),
    );
  const dispatch = async (appealId: string, depts: string[]) =>
    (await ok(
      api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=1', { appealId, deptIds: depts.join(',') }),
    )) as unknown as Rec[];

  beforeAll(async () => {
    own = await ownGateway('appeal-walk', {
      captchaCode: '3579',
      seedRows: 100,
      now: () => clock,
    });
    gw = own.gw;
    for (const account of ['admin', 'dispatcher', 'handler1', 'handler2', 'auditor'])
      t[account] = (await login(gw, account, account)).access_token;
    const h1 = await ok(api('handler1', '/api/lingxi-user/info'));
    const h2 = await ok(api('handler2', '/api/lingxi-user/info'));
    dept1 = String(h1.deptId);
    dept2 = String(h2.deptId);
    handler1Id = String(h1.id);
    handler2Id = String(h2.id);
    const level1 = await ok(
      api('admin', '/api/lingxi-appeal-type/apltype/submit', { fName: '走查大类', sort: 98 }),
    );
    const type = await ok(
      api('admin', '/api/lingxi-appeal-type/apltype/submit', {
        fName: '走查五日',
        fParentNode: String(level1.id),
        fLimitDays: 5,
      }),
    );
    typeId = String(type.id);
  }, 180_000);

  afterAll(async () => {
    await own?.close();
  });

  it('the comments the server writes go with a code and parameters; people’s text has none', async () => {
    const appeal = await submitted('走查编码诉求');
    const appealId = String(appeal.id);
    const [record] = await dispatch(appealId, [dept1]);
    const disId = String(record?.id);
    await ok(api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }));
    await ok(api('handler1', '/api/lingxi-appeal/apldistribute/bindingAppealToPeason', { id: disId }));
    await ok(
      api('handler1', '/api/lingxi-appeal-delayapply/save', {
        disId,
        reason: '需会商',
        requestedDate: '2031-03-18',
      }),
    );
    const rows = await journal(appealId);
    const byAction = (action: string) => rows.find((row) => row.action === action);
    expect(byAction('distribute')).toMatchObject({
      comment: expect.stringContaining('分发至'),
      commentCode: 'distributedTo',
      commentParams: { dept: expect.any(String) },
    });
    expect(byAction('dispatch')).toMatchObject({
      comment: '办理时限5个工作日，截止2031-03-14',
      commentCode: 'dispatchLimit',
      commentParams: { days: 5, deadline: '2031-03-14' },
      fromState: 'pending',
      toState: 'dispatched',
    });
    expect(byAction('bind')).toMatchObject({
      commentCode: 'handler',
      commentParams: { name: expect.any(String) },
    });
    expect(byAction('delayApply')).toMatchObject({
      commentCode: 'delayRequested',
      commentParams: { date: '2031-03-18', reason: '需会商' },
    });
    // a person's own words are not coded
    expect(byAction('submit')).toMatchObject({ commentCode: null, commentParams: null });
  });

  it('a record a delay may be applied for answers the rule’s window: working days up to the deadline + 10', async () => {
    const appeal = await submitted('走查延期窗口');
    const [record] = await dispatch(String(appeal.id), [dept1]);
    const disId = String(record?.id);
    // dispatched: no delay yet, no window
    const before = await ok(api('handler1', `/api/lingxi-appeal/apldistribute/getById?id=${disId}`));
    expect(before.delayDates).toBeUndefined();
    await ok(api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }));
    const signed = await ok(api('handler1', `/api/lingxi-appeal/apldistribute/getById?id=${disId}`));
    expect(signed).toMatchObject({ deadline: '2031-03-14', delayLatest: '2031-03-24' });
    expect(signed.delayDates).toEqual([
      '2031-03-17',
      '2031-03-18',
      '2031-03-19',
      '2031-03-20',
      '2031-03-21',
      '2031-03-24',
    ]);
    // the list answers it too
    const page = (await ok(
      api('handler1', `/api/lingxi-appeal/apldistribute/page?appealId=${String(appeal.id)}`),
    )) as unknown as Page<Rec>;
    expect(page.records[0]).toMatchObject({ delayLatest: '2031-03-24' });
  });

  it('a handler is bound from his department’s people; another department’s is refused', async () => {
    const appeal = await submitted('走查指定办理人');
    const [record] = await dispatch(String(appeal.id), [dept1]);
    const disId = String(record?.id);
    await ok(api('handler1', '/api/lingxi-appeal/apldistribute/changeToReaded', { id: disId }));
    const people = (await ok(
      api('handler1', `/api/lingxi-appeal/apldistribute/handlers?id=${disId}`),
    )) as unknown as Rec[];
    // the department's handlers, the caller first; not every person of the department
    expect(people[0]?.id).toBe(handler1Id);
    const staff = (await ok(
      api('admin', `/api/lingxi-user/page?deptId=${dept1}&size=100`),
    )) as unknown as Page<Rec>;
    expect(staff.total).toBeGreaterThan(people.length);
    expect(people.map((p) => p.id)).not.toContain(handler2Id);
    // another department's record is not his to see; the dispatcher holds no bind code
    expect((await api('handler2', `/api/lingxi-appeal/apldistribute/handlers?id=${disId}`)).status).toBe(404);
    expect((await api('dispatcher', `/api/lingxi-appeal/apldistribute/handlers?id=${disId}`)).status).toBe(
      403,
    );
    const wrong = await api('handler1', '/api/lingxi-appeal/apldistribute/bindingAppealToPeason', {
      id: disId,
      userId: handler2Id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('办理人必须是承办部门的人员');
  });

  it('a handler notes the progress of his department’s record, not of another’s', async () => {
    const appeal = await submitted('走查进展');
    const appealId = String(appeal.id);
    const [record] = await dispatch(appealId, [dept1]);
    const disId = String(record?.id);
    await ok(
      api('handler1', '/api/lingxi-appeal/apltrack/append', { appealId, disId, comment: '已约企业面谈' }),
    );
    expect(
      (await journal(appealId)).some((row) => row.action === 'note' && row.comment === '已约企业面谈'),
    ).toBe(true);
    const other = await api('handler2', '/api/lingxi-appeal/apltrack/append', {
      appealId,
      disId,
      comment: '越权',
    });
    expect(other.status).toBe(403);
    // without a record of his, a handler writes no note on the appeal
    const bare = await api('handler1', '/api/lingxi-appeal/apltrack/append', { appealId, comment: '无记录' });
    expect(bare.status).toBe(403);
    expect((await journal(appealId)).some((row) => row.comment === '越权' || row.comment === '无记录')).toBe(
      false,
    );
  });

  it('distribution answers the planned departments, and a returned appeal says who gave it back and why', async () => {
    const planned = await submitted('走查已计划');
    await ok(
      api('dispatcher', '/api/lingxi-appeal/apldis/save?tag=0', {
        appealId: planned.id,
        deptIds: `${dept1},${dept2}`,
      }),
    );
    const returned = await submitted('走查被退回');
    const [record] = await dispatch(String(returned.id), [dept2]);
    await ok(
      api('handler2', '/api/lingxi-appeal-backapply/save', { disId: record?.id, reason: '不属于本部门职责' }),
    );
    await ok(
      api('auditor', '/api/lingxi-appeal-backapply/backApplyToAudit', {
        disId: record?.id,
        auditStatus: 1,
        opinion: '同意',
      }),
    );
    const list = (await ok(
      api('dispatcher', '/api/lingxi-appeal/apldis/aplDis/page?title=走查&size=50'),
    )) as unknown as Page<Rec>;
    const row = (title: string) => list.records.find((r) => r.title === title);
    expect([...((row('走查已计划')?.plannedDeptIds as string[]) ?? [])].sort()).toEqual(
      [dept1, dept2].sort(),
    );
    expect(row('走查已计划')).toMatchObject({ returnReason: null });
    expect(row('走查被退回')).toMatchObject({
      returnReason: '不属于本部门职责',
      returnedDeptNames: expect.any(String),
    });
    // the appeal's detail shows the returned record with its reason
    const detail = await ok(api('dispatcher', `/api/lingxi-appeal/appeal/detail?id=${String(returned.id)}`));
    expect(detail.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: 'returned', returnReason: '不属于本部门职责' }),
      ]),
    );
  });

  it('the lists export as .xlsx with their filters; a handler’s export holds only his department’s records', async () => {
    const sheetOf = async (path: string, who: string) => {
      const res = await fetch(`${gw.url}${path}`, {
        headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${t[who]}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
      const ws = wb.worksheets[0];
      const rows: unknown[][] = [];
      ws?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return rows;
    };
    const appeals = await sheetOf(
      `/api/lingxi-appeal/appeal/export?title=${encodeURIComponent('走查被退回')}`,
      'dispatcher',
    );
    expect(appeals[0]?.[0]).toBe('诉求编号');
    expect(appeals.slice(1).map((r) => r[1])).toEqual(['走查被退回']);
    const records = await sheetOf(
      `/api/lingxi-appeal/apldistribute/export?title=${encodeURIComponent('走查')}`,
      'handler2',
    );
    // handler2's department only received the returned one
    expect(records.slice(1).map((r) => r[1])).toEqual(['走查被退回']);
    // a handler may not export the appeal management list
    const refused = await api('handler1', '/api/lingxi-appeal/appeal/export');
    expect(refused.status).toBe(403);
  });
});

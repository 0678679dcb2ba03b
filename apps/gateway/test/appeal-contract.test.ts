/**
 * The appeal calls of SPEC §7 on the shared gateway and its seeded data: every endpoint at its path with
 * the contract's envelope and paging, the permission codes of the seeded roles (dispatcher, handler,
 * auditor), a department's own view, tenant isolation, the vocabulary dictionaries, and garbage input
 * that never gives a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, flatten, type Gw, login, type MenuNode, type Page } from './helpers';

type Rec = Record<string, unknown>;

let gw: Gw;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

async function data(who: string, path: string, body?: unknown): Promise<unknown> {
  const res = await call(gw, path, { token: t[who], method: body === undefined ? 'GET' : 'POST', body });
  expect(res.status, `${path} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  expect(res.body).toMatchObject({ code: 200, success: true });
  expect(typeof res.body.msg).toBe('string');
  return res.body.data;
}
const page = async (who: string, path: string) => (await data(who, path)) as Page<Rec>;
/** Every record of a paged list, page by page (a page holds at most 200). */
async function every(who: string, path: string): Promise<Rec[]> {
  const all: Rec[] = [];
  for (let current = 1; ; current++) {
    const { records, pages } = await page(who, `${path}?size=200&current=${current}`);
    all.push(...records);
    if (current >= pages) return all;
  }
}

beforeAll(async () => {
  gw = await connect();
  for (const account of ['admin', 'operator', 'dispatcher', 'handler1', 'handler2', 'auditor'])
    t[account] = (await login(gw, account, account)).access_token;
  t.park = (await login(gw, 'admin', 'admin', '100000')).access_token;
  const records = await page('admin', '/api/lingxi-appeal/apldistribute/page?size=200');
  const byState = (state: string) =>
    records.records.find((r) => r.state === state && r.deptName === '企业服务处') ??
    records.records.find((r) => r.state === state);
  ids.record = String(byState('handling')?.id);
  ids.appeal = String(byState('handling')?.appealId);
  ids.delayRecord = String(byState('delayRequested')?.id);
  ids.backRecord = String(byState('returnRequested')?.id);
  ids.dept = String(byState('handling')?.deptId);
  const delays = await page('admin', '/api/lingxi-appeal-delayapply/page');
  ids.delay = String(delays.records[0]?.id);
  const backs = await page('admin', '/api/lingxi-appeal-backapply/page');
  ids.back = String(backs.records[0]?.id);
  const urged = records.records.find((r) => Number(r.urgeCount) > 0);
  ids.urgedRecord = String(urged?.id);
  ids.urgedAppeal = String(urged?.appealId);
  const urges = (await data(
    'admin',
    `/api/lingxi-appeal/apldistribute/getUrgeHandleContent?id=${ids.urgedRecord}`,
  )) as Rec[];
  ids.urge = String(urges[0]?.id);
  const types = (await data('admin', '/api/lingxi-appeal-type/apltype/level1')) as Rec[];
  ids.type1 = String(types[0]?.id);
  const calendar = await page('admin', '/api/lingxi-appeal-type/calendar/list');
  ids.day = String(calendar.records[0]?.id);
});

const PAGED = [
  '/api/lingxi-appeal/appeal/search',
  '/api/lingxi-appeal/appeal/updatePage',
  '/api/lingxi-appeal/apldis/aplDis/page',
  '/api/lingxi-appeal/apldistribute/page',
  '/api/lingxi-appeal-delayapply/page',
  '/api/lingxi-appeal-backapply/page',
  '/api/lingxi-appeal/apltrack/page',
  '/api/lingxi-appeal/apltrack/selectAudistPage',
  '/api/lingxi-appeal-manage/apl/manage/list',
  '/api/lingxi-appeal-type/apltype/list',
  '/api/lingxi-appeal-type/calendar/list',
];

/** Path → what `data` is: a list, or an object (after the ids of the seeded records are known). */
const READS: [string, 'list' | 'object'][] = [
  ['/api/lingxi-appeal-type/apltype/list/all', 'list'],
  ['/api/lingxi-appeal-type/apltype/all', 'list'],
  ['/api/lingxi-appeal-type/apltype/level1', 'list'],
  ['/api/lingxi-appeal-type/apltype/level2?fParentNode={type1}', 'list'],
  ['/api/lingxi-appeal-type/apltype/tree', 'list'],
  ['/api/lingxi-appeal-type/apltype/detail?id={type1}', 'object'],
  ['/api/lingxi-appeal-type/calendar/detail?id={day}', 'object'],
  ['/api/lingxi-appeal/appeal/detail?id={appeal}', 'object'],
  ['/api/lingxi-appeal-manage/apl/manage/aplinfo?id={appeal}', 'object'],
  ['/api/lingxi-appeal-manage/apl/manage/look?id={record}', 'object'],
  ['/api/lingxi-appeal/apldistribute/getById?id={record}', 'object'],
  ['/api/lingxi-appeal/apldistribute/getDetailById?id={record}', 'object'],
  ['/api/lingxi-appeal/apldistribute/getUrgeHandleContent?id={urgedRecord}', 'list'],
  ['/api/lingxi-appeal/apldistribute/getUrgeAllDeptContent?appealId={urgedAppeal}', 'list'],
  ['/api/lingxi-appeal-delayapply/delayApplyDetai?id={delay}', 'object'],
  ['/api/lingxi-appeal-delayapply/delayMessageDetai?disId={delayRecord}', 'list'],
  ['/api/lingxi-appeal-backapply/backApplyDetai?id={back}', 'object'],
  ['/api/lingxi-appeal-backapply/backMessgeDetail?disId={backRecord}', 'list'],
  ['/api/lingxi-appeal-urgedispose/urgeDisDetail?id={urge}', 'object'],
  ['/api/lingxi-appeal-urgedispose/urgeDisMessageDetail?appealId={urgedAppeal}', 'list'],
  ['/api/lingxi-web-deptlight/deptlight/list', 'list'],
  ['/api/lingxi-web-deptlight/deptlight/detail?deptId={dept}', 'object'],
];
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, k: string) => ids[k] ?? '0');

describe('appeal endpoints: envelopes and paging', () => {
  it.each(PAGED)('GET %s answers a page', async (path) => {
    const p = await page('admin', `${path}?current=1&size=5`);
    expect(p).toMatchObject({ current: 1, size: 5 });
    expect(p.pages).toBe(Math.ceil(p.total / 5));
    expect(p.records.length).toBeLessThanOrEqual(5);
    expect(p.total).toBeGreaterThan(0);
    for (const r of p.records) expect(typeof r.id).toBe('string');
  });

  it.each(READS)('GET %s', async (path, kind) => {
    const d = await data('admin', fill(path));
    if (kind === 'list') expect(Array.isArray(d)).toBe(true);
    else expect(d).toEqual(expect.objectContaining({}));
    if (kind === 'object') expect(Array.isArray(d)).toBe(false);
  });

  it('lists accept POST bodies, page further and refuse bad paging or sorting', async () => {
    // other test files add appeals meanwhile: the whole list is read before and after the second page,
    // and the comparison made from a pair with nothing added in between
    let all: Page<Rec>;
    let second: Page<Rec>;
    for (let attempt = 0; ; attempt++) {
      all = await page('admin', '/api/lingxi-appeal/appeal/search?size=200');
      second = (await data('admin', '/api/lingxi-appeal/appeal/search', {
        current: 2,
        size: 3,
      })) as Page<Rec>;
      const after = await page('admin', '/api/lingxi-appeal/appeal/search?size=200');
      if (after.total === all.total || attempt === 4) break;
    }
    expect(second).toMatchObject({ current: 2, size: 3, total: all.total, pages: Math.ceil(all.total / 3) });
    expect(second.records.map((r) => r.id)).toEqual(all.records.slice(3, 6).map((r) => r.id));
    const big = await call(gw, '/api/lingxi-appeal/apldistribute/page?size=201', { token: t.admin });
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('每页条数必须在1到200之间');
    const sort = await call(gw, '/api/lingxi-appeal/appeal/search?descs=password', { token: t.admin });
    expect(sort.status).toBe(400);
    expect(sort.body.msg).toBe('不支持的排序字段: password');
    const light = await call(gw, '/api/lingxi-appeal/apldistribute/page?light=blue', { token: t.admin });
    expect(light.status).toBe(400);
    expect(light.body.msg).toBe('查询条件light格式不正确');
    const missing = await call(gw, '/api/lingxi-appeal/apldistribute/getById?id=123', { token: t.admin });
    expect(missing.status).toBe(404);
  });

  it('enterprise search answers candidates for the appeal form', async () => {
    const list = (await data('admin', '/api/lingxi-appeal/appeal/searchEnterprise', {
      enterpriseName: '',
    })) as Rec[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), enterpriseName: expect.any(String) }),
    );
  });
});

describe('seeded appeals', () => {
  it('cover every appeal state, record state and light', async () => {
    const appeals = await page('admin', '/api/lingxi-appeal/appeal/search?size=200');
    expect(new Set(appeals.records.map((r) => r.appealState))).toEqual(
      new Set(['draft', 'pending', 'handling', 'disposed', 'closed']),
    );
    const records = await page('admin', '/api/lingxi-appeal/apldistribute/page?size=200');
    expect(new Set(records.records.map((r) => r.state))).toEqual(
      new Set([
        'pending',
        'dispatched',
        'signed',
        'handling',
        'delayRequested',
        'returnRequested',
        'disposed',
        'closed',
        'returned',
      ]),
    );
    const lights = new Set(records.records.map((r) => r.light));
    for (const light of ['green', 'yellow', 'red']) expect(lights.has(light), light).toBe(true);
    expect(records.records.some((r) => (r.manualLight as Rec | null)?.fLightCode === 'red')).toBe(true);
    const red = await page('admin', '/api/lingxi-appeal/apldistribute/page?size=200&light=red');
    expect(red.total).toBeGreaterThan(0);
    expect(red.records.every((r) => r.light === 'red')).toBe(true);
    const sorted = await page('admin', '/api/lingxi-appeal/appeal/search?size=200&descs=light');
    const rank = (l: unknown) => ({ red: 3, yellow: 2, green: 1 })[String(l)] ?? 0;
    const ranks = sorted.records.map((r) => rank(r.light));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('the detail page has the appeal, the applications, urges, the timeline and the caller’s buttons', async () => {
    const detail = (await data(
      'handler1',
      `/api/lingxi-appeal/apldistribute/getDetailById?id=${ids.delayRecord}`,
    )) as Rec;
    expect(detail.state).toBe('delayRequested');
    expect((detail.appeal as Rec).title).toEqual(expect.any(String));
    expect((detail.delayApplies as Rec[])[0]).toMatchObject({ auditStatus: 0, auditStatusName: '待审核' });
    expect((detail.tracks as Rec[]).map((e) => e.action)).toEqual(
      expect.arrayContaining(['submit', 'dispatch', 'sign', 'delayApply']),
    );
    // a handler's buttons on a record waiting for the delay audit: none
    expect(detail.actions).toEqual([]);
    const forAuditor = (await data(
      'auditor',
      `/api/lingxi-appeal/apldistribute/getDetailById?id=${ids.delayRecord}`,
    )) as Rec;
    expect(forAuditor.actions).toEqual(['delayApprove', 'delayReject', 'urge']);
    const handling = (await data(
      'handler1',
      `/api/lingxi-appeal/apldistribute/getDetailById?id=${ids.record}`,
    )) as Rec;
    expect(handling.actions).toEqual(expect.arrayContaining(['dispose', 'returnApply']));
    expect(handling.actions).not.toContain('sign');
  });

  it('the vocabulary is in the dictionaries', async () => {
    const states = (await data(
      'admin',
      '/api/lingxi-system/dict/dictionary?code=appeal_record_state',
    )) as Rec[];
    expect(states.map((s) => s.dictKey)).toEqual([
      'pending',
      'dispatched',
      'signed',
      'handling',
      'delayRequested',
      'returnRequested',
      'disposed',
      'closed',
      'returned',
    ]);
    const lights = (await data('admin', '/api/lingxi-system/dict/dictionary?code=appeal_light')) as Rec[];
    expect(lights.map((s) => s.dictValue)).toEqual(['绿灯', '黄灯', '红灯']);
  });
});

describe('roles and permission codes', () => {
  const buttons = async (who: string) =>
    flatten((await data(who, '/api/lingxi-system/menu/buttons')) as MenuNode[])
      .filter((n) => n.category === 2)
      .map((n) => n.code);

  it('each seeded role holds its buttons and not the others', async () => {
    const dispatcher = await buttons('dispatcher');
    expect(dispatcher).toEqual(
      expect.arrayContaining([
        'appeal_add',
        'appeal_close',
        'appeal_urge',
        'appealDistribution_add',
        'appealDistribution_dispatch',
      ]),
    );
    for (const code of [
      'appealHandle_sign',
      'appealDelayAudit_audit',
      'appealReturnAudit_audit',
      'appealLight_edit',
    ])
      expect(dispatcher).not.toContain(code);
    const handler = await buttons('handler1');
    expect(handler).toEqual(
      expect.arrayContaining([
        'appealHandle_sign',
        'appealHandle_bind',
        'appealHandle_dispose',
        'appealHandle_delay',
        'appealHandle_back',
      ]),
    );
    for (const code of [
      'appeal_view',
      'appeal_close',
      'appealDistribution_dispatch',
      'appealDelayAudit_audit',
    ])
      expect(handler).not.toContain(code);
    const auditor = await buttons('auditor');
    expect(auditor).toEqual(
      expect.arrayContaining([
        'appealDelayAudit_audit',
        'appealReturnAudit_audit',
        'appealLight_edit',
        'appeal_urge',
      ]),
    );
    for (const code of ['appealHandle_sign', 'appeal_close', 'appealDistribution_dispatch'])
      expect(auditor).not.toContain(code);
    const admin = await buttons('admin');
    for (const code of [...dispatcher, ...handler, ...auditor]) expect(admin).toContain(code);
  });

  it('the roles see the appeal pages only; the user info names the role', async () => {
    const routes = flatten(
      (await data('handler1', '/api/lingxi-system/menu/system-routes', {})) as MenuNode[],
    );
    expect(routes.map((n) => n.code).sort()).toEqual(['appealHandle', 'appealManage', 'appealTrack']);
    const info = (await data('dispatcher', '/api/lingxi-auth/oauth/user-info')) as Rec;
    expect(JSON.stringify(info)).toContain('dispatcher');
  });

  const OPERATOR_403 = [
    '/api/lingxi-appeal/appeal/search',
    '/api/lingxi-appeal/apldis/aplDis/page',
    '/api/lingxi-appeal/apldistribute/page',
    '/api/lingxi-appeal-delayapply/page',
    '/api/lingxi-appeal-backapply/page',
    '/api/lingxi-appeal/apltrack/page',
    '/api/lingxi-appeal-manage/apl/manage/list',
    '/api/lingxi-appeal-type/apltype/list',
    '/api/lingxi-web-deptlight/deptlight/list',
  ];
  it.each(OPERATOR_403)('the restricted operator gets 403 on %s', async (path) => {
    const res = await call(gw, path, { token: t.operator });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('缺失功能权限');
  });

  it('each call checks its own code', async () => {
    const status = async (who: string, path: string, body?: unknown) =>
      (await call(gw, fill(path), { token: t[who], method: body === undefined ? 'GET' : 'POST', body }))
        .status;
    expect(await status('handler1', '/api/lingxi-appeal/appeal/search')).toBe(403);
    expect(await status('handler1', '/api/lingxi-appeal-manage/apl/manage/list')).toBe(403);
    expect(await status('handler1', '/api/lingxi-appeal/apldis/aplDis/page')).toBe(403);
    expect(await status('dispatcher', '/api/lingxi-appeal/apldis/aplDis/page')).toBe(200);
    expect(await status('auditor', '/api/lingxi-appeal-manage/apl/manage/list')).toBe(200);
    expect(
      await status('auditor', '/api/lingxi-appeal/apldis/save?tag=1', {
        appealId: ids.appeal,
        deptIds: ids.dept,
      }),
    ).toBe(403);
    expect(
      await status('dispatcher', '/api/lingxi-appeal-delayapply/delayApplyAudit', {
        id: ids.delay,
        auditStatus: 2,
        opinion: 'x',
      }),
    ).toBe(403);
    expect(
      await status('handler1', '/api/lingxi-appeal-backapply/backApplyToAudit', {
        id: ids.back,
        auditStatus: 2,
        opinion: 'x',
      }),
    ).toBe(403);
    expect(
      await status('dispatcher', '/api/lingxi-web-deptlight/deptlight/submit', {
        deptId: ids.dept,
        flight: 'red',
        flightReason: 'x',
      }),
    ).toBe(403);
    expect(
      await status('handler1', '/api/lingxi-appeal/apltrack/append', { appealId: ids.appeal, comment: 'x' }),
    ).toBe(403);
    expect(await status('handler1', '/api/lingxi-appeal-type/apltype/submit', { fName: 'x' })).toBe(403);
    expect(
      await status('dispatcher', '/api/lingxi-appeal-type/calendar/submit', {
        fDate: '2040-01-02',
        fType: 1,
      }),
    ).toBe(403);
  });

  it('a department handler sees only its department’s dispatched records and their journal', async () => {
    const own = await page('handler1', '/api/lingxi-appeal/apldistribute/page?size=200');
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.records.map((r) => r.deptName))).toEqual(new Set(['企业服务处']));
    expect(own.records.some((r) => r.state === 'pending')).toBe(false);
    const other = await page('handler2', '/api/lingxi-appeal/apldistribute/page?size=200');
    expect(new Set(other.records.map((r) => r.deptName))).toEqual(new Set(['科技局']));
    const foreign = other.records[0];
    const res = await call(gw, `/api/lingxi-appeal/apldistribute/getById?id=${foreign?.id}`, {
      token: t.handler1,
    });
    expect(res.status).toBe(404);
    // Other files dispatch to this department while this runs, and a dispatched record never leaves its
    // department's view: the journal read first names only appeals the records read after it hold.
    const journal = await every('handler1', '/api/lingxi-appeal/apltrack/page');
    const visible = new Set(
      (await every('handler1', '/api/lingxi-appeal/apldistribute/page')).map((r) => r.appealId),
    );
    expect(journal.length).toBeGreaterThan(0);
    expect(journal.filter((e) => !visible.has(e.appealId)).map((e) => e.appealId)).toEqual([]);
  });

  it('tenants see their own appeals only', async () => {
    const park = await page('park', '/api/lingxi-appeal/appeal/search?size=200');
    expect(park.total).toBeGreaterThan(0);
    expect(park.records.every((r) => r.tenantId === '100000')).toBe(true);
    expect(
      (await call(gw, `/api/lingxi-appeal/apldistribute/getById?id=${ids.record}`, { token: t.park })).status,
    ).toBe(404);
    expect(
      (await call(gw, `/api/lingxi-appeal-delayapply/delayApplyDetai?id=${ids.delay}`, { token: t.park }))
        .status,
    ).toBe(404);
    const audit = await call(gw, '/api/lingxi-appeal-delayapply/delayApplyAudit', {
      token: t.park,
      method: 'POST',
      body: { id: ids.delay, auditStatus: 2, opinion: '越权' },
    });
    expect(audit.status).toBe(400);
    expect(audit.body.msg).toBe('延期申请不存在');
    // the platform calendar is read by every tenant
    expect((await page('park', '/api/lingxi-appeal-type/calendar/list')).total).toBeGreaterThan(0);
  });
});

const GARBAGE_QUERY =
  '?id=abc&ids=1;drop&disId=%27&appealId=-1&current=-1&size=abc&light=x&state=nope&deptId=%00&fParentNode=x&tag=9&descs=light;drop';
const GARBAGE_BODIES: unknown[] = [
  '{"broken": ',
  'null',
  '"text"',
  [1, 2, 3],
  {
    id: 'abc',
    disId: { x: 1 },
    appealId: [1],
    deptIds: 'a,b',
    tag: 7,
    auditStatus: 'yes',
    permittedDate: '2031-13-45',
  },
  {
    id: '99999999999999999999',
    fDisId: '-5',
    fLightCode: {},
    content: 'x'.repeat(10_000),
    requestedDate: 20310101,
    typeId: 'x',
  },
];
const APPEAL_GETS = [...PAGED, ...READS.map(([p]) => p.split('?')[0] ?? p)];
const APPEAL_POSTS = [
  '/api/lingxi-appeal/appeal/saveOrUpdate',
  '/api/lingxi-appeal/appeal/update',
  '/api/lingxi-appeal/appeal/remove',
  '/api/lingxi-appeal/appeal/searchEnterprise',
  '/api/lingxi-appeal/apldis/save',
  '/api/lingxi-appeal/apldistribute/changeToReaded',
  '/api/lingxi-appeal/apldistribute/bindingAppealToPeason',
  '/api/lingxi-appeal/apldistribute/disposeAplDistribute',
  '/api/lingxi-appeal-delayapply/save',
  '/api/lingxi-appeal-delayapply/delayApplyAudit',
  '/api/lingxi-appeal-backapply/save',
  '/api/lingxi-appeal-backapply/backApplyToAudit',
  '/api/lingxi-appeal-urgedispose/save',
  '/api/lingxi-appeal-urgedispose/saveDepturge',
  '/api/lingxi-appeal/apltrack/append',
  '/api/lingxi-appeal-manage/apl/manage/del',
  '/api/lingxi-appeal-manage/apl/manage/submit',
  '/api/lingxi-appeal-manage/apl/light/submit',
  '/api/lingxi-web-deptlight/deptlight/submit',
  '/api/lingxi-appeal-type/apltype/submit',
  '/api/lingxi-appeal-type/apltype/remove',
  '/api/lingxi-appeal-type/calendar/submit',
];

describe('missing and null ids', () => {
  it.each([
    [
      '/api/lingxi-appeal-delayapply/delayApplyAudit',
      { id: null, auditStatus: 2, opinion: '驳回' },
      '请选择要审核的申请',
    ],
    [
      '/api/lingxi-appeal-backapply/backApplyToAudit',
      { id: '', disId: null, auditStatus: 1 },
      '请选择要审核的申请',
    ],
    ['/api/lingxi-appeal/apldistribute/changeToReaded', { id: null }, '请选择诉求分发记录'],
    [
      '/api/lingxi-appeal-delayapply/save',
      { reason: '理由', requestedDate: '2031-01-01' },
      '请选择诉求分发记录',
    ],
    ['/api/lingxi-appeal/apldis/save?tag=1', { appealId: null, deptIds: [] }, '请选择诉求'],
    ['/api/lingxi-appeal-urgedispose/save', { content: '快' }, '请选择诉求'],
    ['/api/lingxi-appeal-manage/apl/light/submit', { fLightCode: 'red' }, '请选择诉求分发记录'],
  ] as [string, unknown, string][])('POST %s %j answers 400 %s', async (path, body, msg) => {
    const res = await call(gw, path, { token: t.admin, method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });
});

describe('garbage never gives a 500', () => {
  it.each(APPEAL_GETS)('GET %s', async (path) => {
    const res = await call(gw, `${path}${GARBAGE_QUERY}`, { token: t.admin });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(500);
    if (res.status !== 200) expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it.each(APPEAL_POSTS)('POST %s', async (path) => {
    for (const body of GARBAGE_BODIES) {
      const res = await call(gw, `${path}${GARBAGE_QUERY}`, { method: 'POST', token: t.admin, body });
      expect(
        res.status,
        `${JSON.stringify(body).slice(0, 80)} → ${JSON.stringify(res.body).slice(0, 300)}`,
      ).toBeLessThan(500);
      if (res.status !== 200) expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

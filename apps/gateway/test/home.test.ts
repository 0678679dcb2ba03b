/**
 * The home page's figures (`GET /api/lingxi-home/figures`, README "Home figures") on the shared gateway
 * and its seeded data: each figure equals the total of the list the home page links to, asked with the
 * link's filters; a figure whose page is not in the caller's menu is absent (and its list refused);
 * counts stay within the caller's tenant and departments; no token, no figures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type Page } from './helpers';

type Rec = Record<string, unknown>;
type Query = Record<string, string>;

interface Figures {
  day: string;
  myItems?: Record<string, Record<string, number>>;
  overdue?: number;
  lights?: Record<string, number>;
  audits?: { delay?: number; return?: number };
  enterprises?: { from: string; to: string; count: number }[];
  logins?: { day: string; count: number }[];
}

const FIGURES = '/api/lingxi-home/figures';
const HANDLE = '/api/lingxi-appeal/apldistribute/page';
const LIGHT = '/api/lingxi-appeal-manage/apl/manage/list';
const DELAY = '/api/lingxi-appeal-delayapply/page';
const BACK = '/api/lingxi-appeal-backapply/page';
const CERTIFIED = '/api/lingxi-web-uniformIA/certifiedEnterprise/page';
const LOGINS = '/api/lingxi-app-loginRecode/loginrecord/page';
const OPEN = 'dispatched,signed,handling,delayRequested,returnRequested';
const TABS: Record<string, Query> = {
  toSign: { state: 'dispatched' },
  inProgress: { state: 'signed,handling' },
  awaitingAudit: { state: 'delayRequested,returnRequested' },
};

let gw: Gw;
const t: Record<string, string> = {};

async function figures(who: string): Promise<Figures> {
  const res = await call(gw, FIGURES, { token: t[who] });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.body).toMatchObject({ code: 200, success: true });
  return res.body.data as Figures;
}

async function total(who: string, path: string, query: Query): Promise<number> {
  const qs = new URLSearchParams({ current: '1', size: '1', ...query }).toString();
  const res = await call(gw, `${path}?${qs}`, { token: t[who] });
  expect(res.status, `${path}?${qs} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return (res.body.data as Page<Rec>).total;
}

const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
};
/** A day range `from~to` as the console's list sends it (both days included). */
const range = (field: string, from: string, to: string): Query => ({
  [`${field}_datege`]: `${from} 00:00:00`,
  [`${field}_datelt`]: `${nextDay(to)} 00:00:00`,
});

/**
 * Every (figure, list) pair of a caller's answer: the figure's value and the list query it links to.
 * Today's logins grow while other suites log in: read after the figures, the list may only be larger.
 */
function pairs(f: Figures): { name: string; value: number; path: string; query: Query; growing?: boolean }[] {
  const out: ReturnType<typeof pairs> = [];
  for (const [tab, byLight] of Object.entries(f.myItems ?? {}))
    for (const [light, value] of Object.entries(byLight))
      out.push({ name: `myItems.${tab}.${light}`, value, path: HANDLE, query: { ...TABS[tab], light } });
  if (f.overdue !== undefined)
    out.push({ name: 'overdue', value: f.overdue, path: HANDLE, query: { state: OPEN, light: 'red' } });
  for (const [light, value] of Object.entries(f.lights ?? {}))
    out.push({ name: `lights.${light}`, value, path: LIGHT, query: { light } });
  if (f.audits?.delay !== undefined)
    out.push({ name: 'audits.delay', value: f.audits.delay, path: DELAY, query: { auditStatus: '0' } });
  if (f.audits?.return !== undefined)
    out.push({ name: 'audits.return', value: f.audits.return, path: BACK, query: { auditStatus: '0' } });
  for (const week of f.enterprises ?? [])
    out.push({
      name: `enterprises.${week.from}`,
      value: week.count,
      path: CERTIFIED,
      query: range('certifyTime', week.from, week.to),
    });
  for (const day of f.logins ?? [])
    out.push({
      name: `logins.${day.day}`,
      value: day.count,
      path: LOGINS,
      query: { status: '1', ...range('createTime', day.day, day.day) },
      growing: day.day === f.day,
    });
  return out;
}

async function expectListsAgree(who: string): Promise<Figures> {
  const f = await figures(who);
  for (const pair of pairs(f)) {
    const listed = await total(who, pair.path, pair.query);
    if (pair.growing) expect(listed, pair.name).toBeGreaterThanOrEqual(pair.value);
    else expect(listed, pair.name).toBe(pair.value);
  }
  return f;
}

beforeAll(async () => {
  gw = await connect();
  for (const account of ['admin', 'dispatcher', 'handler1', 'handler2', 'auditor'])
    t[account] = (await login(gw, account, account)).access_token;
  t.park = (await login(gw, 'admin', 'admin', '100000')).access_token;
});

describe('home figures', () => {
  it('answers nothing without a token', async () => {
    const res = await call(gw, FIGURES);
    expect(res.status).toBe(401);
    expect(res.body.data ?? null).toBeNull();
  });

  it("gives the administrator every figure of his menu, each equal to its list's total", async () => {
    const f = await expectListsAgree('admin');
    expect(f.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(f.myItems ?? {})).toEqual(['toSign', 'inProgress', 'awaitingAudit']);
    expect(Object.keys(f.lights ?? {}).sort()).toEqual(['green', 'red', 'yellow']);
    expect(f.audits).toEqual({ delay: expect.any(Number), return: expect.any(Number) });
    expect(f.enterprises).toHaveLength(8);
    expect(f.logins).toHaveLength(7);
    expect(f.logins?.at(-1)?.day).toBe(f.day);
    // this suite logged in today: the last day counts it
    expect(f.logins?.at(-1)?.count).toBeGreaterThan(0);
    // the seeded appeals are counted (a figure that is always 0 would agree with nothing)
    const lit = Object.values(f.lights ?? {}).reduce((a, b) => a + b, 0);
    expect(lit).toBeGreaterThan(0);
    expect((f.audits?.delay ?? 0) + (f.audits?.return ?? 0)).toBeGreaterThan(0);
    // weeks follow each other, seven days each, the last ending today
    const weeks = f.enterprises ?? [];
    expect(weeks.at(-1)?.to).toBe(f.day);
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]?.from).toBe(nextDay(weeks[i - 1]?.to ?? ''));
  });

  it("gives a handler his departments' open items only, and no figure his menu does not hold", async () => {
    const f = await expectListsAgree('handler1');
    expect(Object.keys(f).sort()).toEqual(['day', 'myItems', 'overdue']);
    // the absent figures' lists are refused him too
    for (const path of [LIGHT, CERTIFIED, LOGINS])
      expect((await call(gw, path, { token: t.handler1 })).status).toBe(403);
    const mine = Object.values(f.myItems ?? {}).flatMap((byLight) => Object.values(byLight));
    expect(mine.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    // another department's handler counts other records: the scope is the department's
    const other = await expectListsAgree('handler2');
    const admin = await figures('admin');
    const sum = (x: Figures) =>
      Object.values(x.myItems ?? {})
        .flatMap((byLight) => Object.values(byLight))
        .reduce((a, b) => a + b, 0);
    expect(sum(f) + sum(other)).toBeLessThanOrEqual(sum(admin));
  });

  it('gives an auditor the pending audits and the lights, not the handling lists nor the platform figures', async () => {
    const f = await expectListsAgree('auditor');
    expect(Object.keys(f).sort()).toEqual(['audits', 'day', 'lights']);
    expect(Object.keys(f.audits ?? {}).sort()).toEqual(['delay', 'return']);
  });

  it('gives a dispatcher the lights only', async () => {
    const f = await expectListsAgree('dispatcher');
    expect(Object.keys(f).sort()).toEqual(['day', 'lights']);
  });

  it("counts within the caller's tenant", async () => {
    const park = await expectListsAgree('park');
    const admin = await figures('admin');
    // the park tenant's own appeals (one lit record seeded), not the platform's
    const lit = (x: Figures) => Object.values(x.lights ?? {}).reduce((a, b) => a + b, 0);
    expect(lit(park)).toBeGreaterThan(0);
    expect(lit(park)).toBeLessThan(lit(admin));
  });
});

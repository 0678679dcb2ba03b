import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type Page } from './helpers';

interface Param {
  id: string;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string | null;
  createTime: string;
  updateTime: string;
  createUser: string;
  status: number;
  isDeleted: number;
}

const BASE = '/api/lingxi-system/param';
let gw: Gw;
let admin: string;
let operator: string;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
});

async function list(query: string, token = admin): Promise<Page<Param>> {
  const res = await call(gw, `${BASE}/list${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Page<Param>;
}

async function expect400(path: string, msg: string | RegExp, init: { method?: string; body?: unknown } = {}) {
  const res = await call(gw, path, { token: admin, ...init });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe(400);
  expect(res.body.success).toBe(false);
  if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
  else expect(res.body.msg).toMatch(msg);
}

const submit = (body: unknown, token = admin) => call(gw, `${BASE}/submit`, { method: 'POST', token, body });

describe('param list', () => {
  it('pages with defaults current 1, size 10, newest first', async () => {
    const page = await list('');
    expect(page.current).toBe(1);
    expect(page.size).toBe(10);
    expect(page.records).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.pages).toBe(Math.ceil(page.total / 10));
    expect(page.pages).toBeGreaterThanOrEqual(3);
    const times = page.records.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const r = page.records[0] as Param;
    expect(r.id).toMatch(/^\d+$/);
    expect(r.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r).toMatchObject({ tenantId: '000000', isDeleted: 0, status: 1 });
    for (const f of ['paramName', 'paramKey', 'paramValue', 'createUser', 'updateUser', 'updateTime'])
      expect(r).toHaveProperty(f);
  });

  it('later pages continue without overlap', async () => {
    const [p1, p2, p3] = [
      await list('?current=1&size=10'),
      await list('?current=2&size=10'),
      await list('?current=3&size=10'),
    ];
    const ids = [...p1.records, ...p2.records, ...p3.records].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(p3.current).toBe(3);
    const beyond = await list('?current=999');
    expect(beyond.records).toEqual([]);
  });

  it('size is limited to 200', async () => {
    expect((await list('?size=200')).size).toBe(200);
    await expect400(`${BASE}/list?size=201`, /200/);
    await expect400(`${BASE}/list?size=0`, /200/);
    await expect400(`${BASE}/list?paramName=a%00b`, /paramName/);
    await expect400(`${BASE}/list?id=abc`, /id/);
    await expect400(`${BASE}/list?status_gt=x`, /status_gt/);
    await expect400(`${BASE}/list?size=ten`, /200/);
    await expect400(`${BASE}/list?current=0`, /页码/);
    await expect400(`${BASE}/list?current=-1`, /页码/);
  });

  it('filters paramName and paramKey by contains', async () => {
    const byName = await list(`?paramName=${encodeURIComponent('密码')}&size=50`);
    expect(byName.total).toBeGreaterThanOrEqual(3);
    expect(byName.records.every((r) => r.paramName.includes('密码'))).toBe(true);
    const byKey = await list('?paramKey=account.&size=50');
    expect(byKey.total).toBeGreaterThanOrEqual(3);
    // contains is case-insensitive (BladeX on MySQL's default collation behaves the same)
    expect(byKey.records.every((r) => r.paramKey.toLowerCase().includes('account.'))).toBe(true);
    expect(byKey.records.map((r) => r.paramKey)).toContain('enterprise.childAccount.max');
    const both = await list(`?paramKey=tenant&paramName=${encodeURIComponent('额度')}`);
    expect(both.records.map((r) => r.paramKey)).toEqual(['tenant.default.accountNumber']);
    // LIKE wildcards are literal
    expect((await list('?paramKey=%25')).total).toBe(0);
    expect((await list('?paramKey=_')).total).toBe(0);
    // unknown filters are ignored, empty ones too
    expect((await list('?nothing=1&paramName=')).total).toBe((await list('')).total);
  });

  it('filters createTime by a date range', async () => {
    const all = await list('?size=200');
    const sorted = all.records.map((r) => r.createTime).sort();
    const middle = sorted[Math.floor(sorted.length / 2)] as string;
    const from = await list(`?size=200&createTime_datege=${encodeURIComponent(middle)}`);
    expect(from.total).toBe(sorted.filter((t) => t >= middle).length);
    expect(from.records.every((r) => r.createTime >= middle)).toBe(true);
    const until = await list(`?size=200&createTime_datelt=${encodeURIComponent(middle)}`);
    expect(until.total).toBe(sorted.filter((t) => t < middle).length);
    expect(from.total + until.total).toBe(all.total);
    expect((await list('?createTime_datege=2999-01-01%2000:00:00')).total).toBe(0);
    await expect400(`${BASE}/list?createTime_datege=yesterday`, /createTime_datege/);
    await expect400(`${BASE}/list?createTime_datelt=2024-02-31%2000:00:00`, /createTime_datelt/);
  });

  it('sorts by whitelisted columns only', async () => {
    const asc = await list('?ascs=paramKey&size=200');
    const keys = asc.records.map((r) => r.paramKey);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await list('?descs=param_key&size=200');
    expect(desc.records.map((r) => r.paramKey)).toEqual([...keys].reverse());
    const oldest = await list('?ascs=create_time');
    const times = oldest.records.map((r) => r.createTime);
    expect(times).toEqual([...times].sort());
    await expect400(`${BASE}/list?descs=password`, /排序/);
    await expect400(`${BASE}/list?ascs=${encodeURIComponent('param_key;drop table blade_param')}`, /排序/);
    await expect400(`${BASE}/list?ascs=paramValue`, /排序/);
  });
});

describe('param detail, submit, remove', () => {
  const key = `test.created.${Date.now()}`;
  let created: Param;

  it('validates submit input with the contract messages', async () => {
    await expect400(`${BASE}/submit`, '请输入参数名称', {
      method: 'POST',
      body: { paramKey: 'a.b', paramValue: '1' },
    });
    await expect400(`${BASE}/submit`, '请输入参数键名', {
      method: 'POST',
      body: { paramName: '名', paramValue: '1' },
    });
    await expect400(`${BASE}/submit`, '请输入参数键值', {
      method: 'POST',
      body: { paramName: '名', paramKey: 'a.b' },
    });
    await expect400(`${BASE}/submit`, '请输入参数名称', {
      method: 'POST',
      body: { paramName: '   ', paramKey: 'a.b', paramValue: '1' },
    });
    await expect400(`${BASE}/submit`, '请输入参数键值', {
      method: 'POST',
      body: { paramName: 'n', paramKey: 'a.b', paramValue: '' },
    });
    await expect400(`${BASE}/submit`, /格式/, {
      method: 'POST',
      body: { paramName: { x: 1 }, paramKey: 'a.b', paramValue: '1' },
    });
    await expect400(`${BASE}/submit`, /255/, {
      method: 'POST',
      body: { paramName: 'x'.repeat(256), paramKey: 'a.b', paramValue: '1' },
    });
    await expect400(`${BASE}/submit`, /JSON/, { method: 'POST', body: '{"paramName":' });
    await expect400(`${BASE}/submit`, /非法字符/, {
      method: 'POST',
      body: { paramName: 'n', paramKey: 'nul\u0000key', paramValue: 'v' },
    });
    await expect400(`${BASE}/submit`, /对象/, { method: 'POST', body: [1, 2] });
    await expect400(`${BASE}/submit`, /主键/, {
      method: 'POST',
      body: { id: 'abc', paramName: 'n', paramKey: 'k', paramValue: 'v' },
    });
    await expect400(`${BASE}/submit`, /状态/, {
      method: 'POST',
      body: { paramName: 'n', paramKey: 'k.s', paramValue: 'v', status: 7 },
    });
  });

  it('creates without an id', async () => {
    const res = await submit({
      paramName: '测试参数',
      paramKey: key,
      paramValue: 'v1',
      remark: '自动化测试',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    created = res.body.data as Param;
    expect(created.id).toMatch(/^\d+$/);
    expect(created).toMatchObject({
      paramName: '测试参数',
      paramKey: key,
      paramValue: 'v1',
      tenantId: '000000',
      isDeleted: 0,
    });
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const first = await list('?size=1');
    expect(first.records[0]?.id).toBe(created.id);
  });

  it('reads it back with detail', async () => {
    const res = await call(gw, `${BASE}/detail?id=${created.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      paramKey: key,
      paramValue: 'v1',
      remark: '自动化测试',
    });
    await expect400(`${BASE}/detail`, /id/);
    await expect400(`${BASE}/detail?id=1;drop`, /id/);
    const missing = await call(gw, `${BASE}/detail?id=123`, { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
  });

  it('refuses a duplicate key', async () => {
    await expect400(`${BASE}/submit`, '参数键名已存在', {
      method: 'POST',
      body: { paramName: '重复', paramKey: key, paramValue: 'x' },
    });
    await expect400(`${BASE}/submit`, '参数键名已存在', {
      method: 'POST',
      body: { paramName: '重复', paramKey: 'account.initPassword', paramValue: 'x' },
    });
  });

  it('updates with an id', async () => {
    const res = await submit({ id: created.id, paramName: '测试参数(改)', paramKey: key, paramValue: 'v2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: created.id, paramName: '测试参数(改)', paramValue: 'v2' });
    const detail = await call(gw, `${BASE}/detail?id=${created.id}`, { token: admin });
    expect(detail.body.data).toMatchObject({ paramValue: 'v2', createTime: created.createTime });
    // keeping its own key is no duplicate; taking another's is
    await expect400(`${BASE}/submit`, '参数键名已存在', {
      method: 'POST',
      body: { id: created.id, paramName: 'x', paramKey: 'account.initPassword', paramValue: 'x' },
    });
    await expect400(`${BASE}/submit`, '请输入参数键值', {
      method: 'POST',
      body: { id: created.id, paramName: 'x', paramKey: key, paramValue: '  ' },
    });
    await expect400(`${BASE}/submit`, /不存在/, {
      method: 'POST',
      body: { id: '999999999', paramName: 'x', paramKey: 'unknown.id', paramValue: 'x' },
    });
  });

  it('removes logically', async () => {
    await expect400(`${BASE}/remove`, /删除/, { method: 'POST' });
    await expect400(`${BASE}/remove?ids=`, /删除/, { method: 'POST' });
    await expect400(`${BASE}/remove?ids=1,abc`, /删除/, { method: 'POST' });
    await expect400(`${BASE}/remove?ids=42`, /不存在/, { method: 'POST' });
    const before = (await list('')).total;
    const res = await call(gw, `${BASE}/remove?ids=${created.id}`, { method: 'POST', token: admin });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await list('')).total).toBe(before - 1);
    expect((await call(gw, `${BASE}/detail?id=${created.id}`, { token: admin })).status).toBe(404);
    // removing again: nothing left to remove
    await expect400(`${BASE}/remove?ids=${created.id}`, /不存在/, { method: 'POST' });
    // the key is free again
    const again = await submit({ paramName: '测试参数', paramKey: key, paramValue: 'v3' });
    expect(again.status).toBe(200);
    const id = (again.body.data as Param).id;
    expect(id).not.toBe(created.id);
    expect((await call(gw, `${BASE}/remove?ids=${id}`, { method: 'POST', token: admin })).status).toBe(200);
  });
});

describe('param permissions', () => {
  it('need a login', async () => {
    expect((await call(gw, `${BASE}/list`)).status).toBe(401);
    expect((await call(gw, `${BASE}/submit`, { method: 'POST', body: {} })).status).toBe(401);
  });

  it('operator may list, add and edit but not remove', async () => {
    expect((await list('', operator)).total).toBeGreaterThanOrEqual(30);
    const key = `operator.created.${Date.now()}`;
    const created = await submit({ paramName: '运营参数', paramKey: key, paramValue: '1' }, operator);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as Param).id;
    const edited = await submit({ id, paramName: '运营参数', paramKey: key, paramValue: '2' }, operator);
    expect(edited.status).toBe(200);
    const removed = await call(gw, `${BASE}/remove?ids=${id}`, { method: 'POST', token: operator });
    expect(removed.status).toBe(403);
    expect(removed.body).toMatchObject({ code: 403, success: false, msg: '缺失功能权限' });
    expect((await call(gw, `${BASE}/detail?id=${id}`, { token: admin })).status).toBe(200);
    expect((await call(gw, `${BASE}/remove?ids=${id}`, { method: 'POST', token: admin })).status).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, flatten, type Gw, login, type MenuNode } from './helpers';

const BASE = '/api/lingxi-system/param';
let gw: Gw;
let park: string;
let platform: string;

beforeAll(async () => {
  gw = await connect();
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
  platform = (await login(gw, 'admin', 'admin', '000000')).access_token;
});

describe('second tenant 100000', () => {
  it('its administrator is its own user', async () => {
    const me = await call(gw, '/api/lingxi-auth/oauth/user-info', { token: park });
    expect(me.body.data).toMatchObject({ tenantId: '100000', account: 'admin', roles: ['administrator'] });
    const other = await call(gw, '/api/lingxi-auth/oauth/user-info', { token: platform });
    expect((other.body.data as { id: string }).id).not.toBe((me.body.data as { id: string }).id);
  });

  it('sees all menus', async () => {
    const res = await call(gw, '/api/lingxi-system/menu/system-routes', { method: 'POST', token: park });
    const aliases = new Set((res.body.data as MenuNode[]).map((g) => g.alias));
    for (const alias of ['enterpriseTerminal', 'certification', 'promotion', 'system'])
      expect(aliases).toContain(alias);
    expect(flatten(res.body.data as MenuNode[]).some((n) => n.code === 'param')).toBe(true);
  });

  it('sees only its own parameters', async () => {
    const res = await call(gw, `${BASE}/list?size=200`, { token: park });
    expect(res.status).toBe(200);
    const page = res.body.data as {
      records: { tenantId: string; paramKey: string; paramValue: string }[];
      total: number;
    };
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(30);
    expect(page.records.every((r) => r.tenantId === '100000')).toBe(true);
    expect(page.records.find((r) => r.paramKey === 'park.name')?.paramValue).toBe('灵犀示范园区');
    expect(page.records.find((r) => r.paramKey === 'account.initPassword')?.paramValue).toBe('Park@2024');
  });

  it("cannot read or remove the other tenant's records", async () => {
    const theirs = await call(gw, `${BASE}/list?paramKey=platform.name`, { token: platform });
    const id = (theirs.body.data as { records: { id: string }[] }).records[0]?.id;
    expect(id).toMatch(/^\d+$/);
    expect((await call(gw, `${BASE}/detail?id=${id}`, { token: park })).status).toBe(404);
    expect((await call(gw, `${BASE}/remove?ids=${id}`, { method: 'POST', token: park })).status).toBe(400);
    const upd = await call(gw, `${BASE}/submit`, {
      method: 'POST',
      token: park,
      body: { id, paramName: 'x', paramKey: 'platform.name', paramValue: 'hijacked' },
    });
    expect(upd.status).toBe(400);
    const still = await call(gw, `${BASE}/detail?id=${id}`, { token: platform });
    expect((still.body.data as { paramValue: string }).paramValue).toBe('灵犀企业服务运营平台');
  });

  it('keys are unique per tenant, not across tenants', async () => {
    // both tenants were seeded with account.initPassword; platform.name exists only in 000000
    const res = await call(gw, `${BASE}/submit`, {
      method: 'POST',
      token: park,
      body: { paramName: '平台名称', paramKey: 'platform.name', paramValue: '园区平台' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.data as { id: string }).id;
    const dup = await call(gw, `${BASE}/submit`, {
      method: 'POST',
      token: park,
      body: { paramName: '平台名称', paramKey: 'platform.name', paramValue: 'again' },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('参数键名已存在');
    expect((await call(gw, `${BASE}/remove?ids=${id}`, { method: 'POST', token: park })).status).toBe(200);
  });
});

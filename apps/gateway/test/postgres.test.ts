import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../src/app';
import { silentLogger } from '../src/config';
import { call, connect, type Gw, login, refresh } from './helpers';

// Runs only with LINGXI_TEST_DATABASE_URL=postgres://... pointing at an EMPTY database: two gateways
// start on it at once (the advisory lock must serialise their migrations) and share sessions.
const url = process.env.LINGXI_TEST_DATABASE_URL;
// CI always provides one (scripts/postgres.sh): there this suite may never be skipped.
if (process.env.CI && !url) throw new Error('LINGXI_TEST_DATABASE_URL is required in CI');

describe.runIf(!!url)('two gateways on one PostgreSQL', () => {
  let a: RunningGateway;
  let b: RunningGateway;
  let ga: Gw;
  let gb: Gw;

  beforeAll(async () => {
    const common = {
      port: 0,
      hostname: '127.0.0.1',
      databaseUrl: url,
      captchaCode: '4321',
      logger: silentLogger,
    };
    [a, b] = await Promise.all([startGateway(common), startGateway(common)]);
    ga = await connect(a.url, '4321');
    gb = await connect(b.url, '4321');
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('share the client secret and the seeded data', async () => {
    expect(ga.secret).toBe(gb.secret);
    const t = await login(ga, 'admin', 'admin');
    const res = await call(gb, '/api/lingxi-system/param/list', { token: t.access_token });
    expect(res.status).toBe(200);
    expect((res.body.data as { total: number }).total).toBeGreaterThanOrEqual(30);
  });

  it('share sessions: a logout on one gateway ends the session on the other', async () => {
    const t = await login(ga, 'admin', 'admin');
    expect((await call(gb, '/api/lingxi-auth/oauth/user-info', { token: t.access_token })).status).toBe(200);
    expect((await call(ga, '/api/lingxi-auth/oauth/logout', { token: t.access_token })).status).toBe(200);
    expect((await call(gb, '/api/lingxi-auth/oauth/user-info', { token: t.access_token })).status).toBe(401);
  });

  it('detect refresh-token reuse across gateways', async () => {
    const t = await login(ga, 'admin', 'admin');
    const rotated = await refresh(ga, t.refresh_token);
    expect(rotated.status).toBe(200);
    expect((await refresh(gb, t.refresh_token)).status).toBe(400);
    const next = rotated.body as { access_token: string };
    expect((await call(ga, '/api/lingxi-auth/oauth/user-info', { token: next.access_token })).status).toBe(
      401,
    );
  });

  it('enforce unique keys with the same SQL', async () => {
    const t = await login(gb, 'admin', 'admin');
    const body = { paramName: '并发', paramKey: `pg.race.${Date.now()}`, paramValue: '1' };
    const [x, y] = await Promise.all([
      call(ga, '/api/lingxi-system/param/submit', { method: 'POST', token: t.access_token, body }),
      call(gb, '/api/lingxi-system/param/submit', { method: 'POST', token: t.access_token, body }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 400]);
    expect([x, y].find((r) => r.status === 400)?.body.msg).toBe('参数键名已存在');
  });
});

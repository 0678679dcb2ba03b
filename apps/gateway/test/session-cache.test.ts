/**
 * The cache of authenticated sessions (src/session-cache.ts, migration 007): its rule for reads that race
 * a change, the write requests that make their own process forget, and a session served from memory that
 * follows every kind of change at once on the process that made it (the notifications themselves:
 * db.test.ts; two processes: postgres.test.ts), and a session kept from its login on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth';
import { type Db, inTransaction, openPglite } from '../src/db';
import { migrate } from '../src/migrate';
import { migrationsDir } from '../src/paths';
import type { ResourceEnv } from '../src/resource';
import { operationLogger } from '../src/services/log/handlers';
import { SessionCache } from '../src/session-cache';
import { call, connect, type Gw, login, md5, operationLog, uniq } from './helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

describe('SessionCache', () => {
  it('keeps what was read, and forgets everything on a change', () => {
    const cache = new SessionCache<string>(() => true);
    cache.store('1', 'one', cache.begin());
    expect(cache.get('1')).toBe('one');
    cache.forget();
    expect(cache.get('1')).toBeUndefined();
  });

  it('does not keep a read that started before a change was forgotten', () => {
    const cache = new SessionCache<string>(() => true);
    const begun = cache.begin();
    cache.forget(); // the change commits while the read is on its way
    cache.store('1', 'stale', begun);
    expect(cache.get('1')).toBeUndefined();
    cache.store('1', 'fresh', cache.begin());
    expect(cache.get('1')).toBe('fresh');
  });

  it('answers nothing, and keeps nothing, while changes are not heard', () => {
    let listening = true;
    const cache = new SessionCache<string>(() => listening);
    cache.store('1', 'one', cache.begin());
    listening = false;
    expect(cache.get('1')).toBeUndefined();
    cache.store('2', 'two', cache.begin());
    listening = true;
    expect(cache.get('2')).toBeUndefined();
  });

  it('stays bounded', () => {
    const cache = new SessionCache<number>(() => true, 3);
    for (let i = 0; i < 10; i++) cache.store(String(i), i, cache.begin());
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get('9')).toBe(9);
  });
});

describe('a write request that changes a session, user or grant', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lingxi-auth-changed-'));
  let db: Db;
  let app: Hono<ResourceEnv>;
  const calls: { committed: boolean }[] = [];
  const user = { tenantId: '000000', userId: '1', account: 'a', name: 'a', realName: 'a' } as AuthUser;

  beforeAll(async () => {
    db = await openPglite(dir);
    await migrate(db, migrationsDir, () => undefined);
    app = new Hono<ResourceEnv>();
    app.use('*', async (c, next) => {
      c.set('user', user);
      await next();
    });
    // what the gateway wires to its session cache's forget()
    app.use(
      '*',
      operationLogger(db, () => calls.push({ committed: !inTransaction() })),
    );
    app.post('/user', async (c) => {
      await db.query(`update blade_user set update_time = now() where account = 'nobody'`);
      return c.json({ code: 200 });
    });
    app.post('/grants', async (c) => {
      await db.query(`delete from blade_role_menu where role_id = -1`);
      return c.json({ code: 200 });
    });
    app.post('/param', async (c) => {
      await db.query(`update blade_param set update_time = now() where param_key = 'nobody'`);
      return c.json({ code: 200 });
    });
    app.post('/refused', async (c) => {
      await db.query(`update blade_user set update_time = now() where account = 'nobody'`);
      return c.json({ code: 400 }, 400);
    });
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes its own process forget, once committed, before it answers', async () => {
    for (const path of ['/user', '/grants']) {
      calls.length = 0;
      expect((await app.request(path, { method: 'POST' })).status).toBe(200);
      expect(calls, path).toEqual([{ committed: true }]);
    }
  });

  it('other writes, and writes rolled back, do not', async () => {
    calls.length = 0;
    expect((await app.request('/param', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/refused', { method: 'POST' })).status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('a session served from memory follows every change at once (same process)', () => {
  let gw: Gw;
  let admin: string;
  const post = (path: string, token: string, body?: unknown) =>
    call(gw, path, { method: 'POST', token, body });
  const info = async (token: string) => call(gw, '/api/lingxi-user/info', { token });

  beforeAll(async () => {
    gw = await connect();
    admin = (await login(gw, 'admin', 'admin')).access_token;
  });

  async function newUser() {
    const account = `sc_${uniq()}`;
    const created = await post('/api/lingxi-user/submit', admin, {
      account,
      password: md5('Cache#1'),
      realName: '缓存测试',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const token = (await login(gw, account, 'Cache#1')).access_token;
    // twice: the second is answered from memory
    expect((await info(token)).status).toBe(200);
    expect((await info(token)).status).toBe(200);
    return { account, id: (created.body.data as { id: string }).id, token };
  }

  it('a disabled user is refused on the next request', async () => {
    const u = await newUser();
    expect((await post(`/api/lingxi-user/switch-status?ids=${u.id}&status=0`, admin)).status).toBe(200);
    expect((await info(u.token)).status).toBe(401);
  });

  it('a removed user is refused on the next request', async () => {
    const u = await newUser();
    expect((await post(`/api/lingxi-user/remove?ids=${u.id}`, admin)).status).toBe(200);
    expect((await info(u.token)).status).toBe(401);
  });

  it('a password reset by the administrator ends the session on the next request', async () => {
    const u = await newUser();
    expect((await post(`/api/lingxi-user/reset-password?userIds=${u.id}`, admin)).status).toBe(200);
    expect((await info(u.token)).status).toBe(401);
  });

  it('a logout ends the session on the next request', async () => {
    const u = await newUser();
    expect((await call(gw, '/api/lingxi-auth/oauth/logout', { token: u.token })).status).toBe(200);
    expect((await info(u.token)).status).toBe(401);
  });

  it('new roles take effect on the next request', async () => {
    const u = await newUser();
    // no role: the user's own menus hold nothing behind the parameter page
    expect((await call(gw, '/api/lingxi-system/param/list', { token: u.token })).status).toBe(403);
    const roles = (await call(gw, '/api/lingxi-system/role/list?roleAlias=administrator', { token: admin }))
      .body.data as { records: { id: string }[] };
    const roleId = roles.records[0]?.id;
    expect(roleId).toBeTruthy();
    expect((await post(`/api/lingxi-user/grant?userIds=${u.id}&roleIds=${roleId}`, admin)).status).toBe(200);
    expect((await call(gw, '/api/lingxi-system/param/list', { token: u.token })).status).toBe(200);
  });

  it("the caller's new name is the one its next write is logged under", async () => {
    const u = await newUser();
    const name = `新名${uniq().slice(-4)}`;
    expect((await post('/api/lingxi-user/update-info', u.token, { realName: name })).status).toBe(200);
    const marker = `sc${uniq()}`;
    const roles = (await call(gw, '/api/lingxi-system/role/list?roleAlias=administrator', { token: admin }))
      .body.data as { records: { id: string }[] };
    await post(`/api/lingxi-user/grant?userIds=${u.id}&roleIds=${roles.records[0]?.id}`, admin);
    const wrote = await post(`/api/lingxi-system/param/submit?mark=${marker}`, u.token, {
      paramName: 'cache',
      paramKey: marker,
      paramValue: '1',
    });
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
    const rows = (await operationLog(gw, admin, marker)) as unknown as { userName: string }[];
    expect(rows.map((r) => r.userName)).toEqual([name]);
  });
});

describe('a session kept from its login on (issue 25)', () => {
  let own: OwnGateway;
  /** What the gateway's database is asked while `recording` is on. */
  const asked: string[] = [];
  let recording = false;
  const SESSION_READ = /from lingxi_session s join blade_user u/;

  beforeAll(async () => {
    own = await ownGateway('session-kept', { captchaCode: '1357', seedRows: 10, tokenPerMinute: 1_000_000 });
    const db = own.running.gateway.db;
    const query = db.query.bind(db);
    db.query = ((sql: string, params?: readonly unknown[]) => {
      if (recording) asked.push(sql);
      return query(sql, params);
    }) as Db['query'];
  }, 60_000);
  afterAll(async () => {
    await own?.close();
  });

  /** The console's first three calls, together, as it makes them after the login. */
  const consoleStart = (token: string) =>
    Promise.all([
      call(own.gw, '/api/lingxi-system/menu/system-routes', { method: 'POST', token }),
      call(own.gw, '/api/lingxi-system/menu/buttons', { token }),
      call(own.gw, '/api/lingxi-system/param/list?current=1&size=10', { token }),
    ]);

  it("the console's first calls after a login read nothing of the session", async () => {
    const admin = await login(own.gw, 'admin', 'admin');
    asked.length = 0;
    recording = true;
    const answers = await consoleStart(admin.access_token);
    recording = false;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(asked.filter((sql) => SESSION_READ.test(sql))).toEqual([]);
    // the user it answers for is the one who logged in
    const info = await call(own.gw, '/api/lingxi-user/info', { token: admin.access_token });
    expect((info.body.data as { account: string }).account).toBe('admin');
  });

  it('a user disabled right after the login is refused on the first request', async () => {
    const admin = (await login(own.gw, 'admin', 'admin')).access_token;
    const account = `sk_${uniq()}`;
    const created = await call(own.gw, '/api/lingxi-user/submit', {
      method: 'POST',
      token: admin,
      body: { account, password: md5('Kept#1'), realName: '登录即缓存' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: string }).id;
    const token = (await login(own.gw, account, 'Kept#1')).access_token;
    const off = await call(own.gw, `/api/lingxi-user/switch-status?ids=${id}&status=0`, {
      method: 'POST',
      token: admin,
    });
    expect(off.status).toBe(200);
    expect((await call(own.gw, '/api/lingxi-user/info', { token })).status).toBe(401);
  });

  it('a session ended by a logout is refused on the next request', async () => {
    const token = (await login(own.gw, 'admin', 'admin')).access_token;
    expect((await call(own.gw, '/api/lingxi-auth/oauth/logout', { token })).status).toBe(200);
    expect((await call(own.gw, '/api/lingxi-user/info', { token })).status).toBe(401);
  });
});

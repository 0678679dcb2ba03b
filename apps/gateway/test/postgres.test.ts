import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captcha, connect, type Gw, login, md5, refresh, type TokenResponse } from './helpers';
import { cutListeners, freshDatabase, listeners } from './pg';

// Two gateway PROCESSES on one fresh PostgreSQL database (LINGXI_TEST_DATABASE_URL names the server):
// they start at once (the advisory lock serialises migrations and seeds) and share every piece of
// state that matters: captchas, sessions, refresh-token families, lockouts, unique keys.
const serverUrl = process.env.LINGXI_TEST_DATABASE_URL;
// CI always provides one (scripts/postgres.sh): there this suite may never be skipped.
if (process.env.CI && !serverUrl) throw new Error('LINGXI_TEST_DATABASE_URL is required in CI');
// The PostgreSQL run of the whole suite (LINGXI_TEST_BACKEND=postgres) does not repeat this file.
const run = !!serverUrl && process.env.LINGXI_TEST_BACKEND !== 'postgres';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const CODE = '4321';

interface Proc {
  child: ChildProcess;
  url: string;
}

function startProcess(databaseUrl: string, dataDir: string): Promise<Proc> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LINGXI_DATA_DIR: dataDir,
        LINGXI_CAPTCHA_CODE: CODE,
        LINGXI_SEED_ROWS: '2000',
        LINGXI_LOCK_MINUTES: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${m[1]}` });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}:\n${out}`));
    });
  });
}

async function stop(proc: Proc | undefined) {
  if (!proc || proc.child.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await exited;
}

describe.runIf(run)('two gateway processes on one PostgreSQL', () => {
  let a: Proc | undefined;
  let b: Proc | undefined;
  let ga: Gw;
  let gb: Gw;
  let db: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'lingxi-pg-test-'));

  beforeAll(async () => {
    db = await freshDatabase(serverUrl ?? '');
    [a, b] = await Promise.all([startProcess(db.url, dataDir), startProcess(db.url, dataDir)]);
    ga = await connect(a.url, CODE);
    gb = await connect(b.url, CODE);
  }, 120_000);

  afterAll(async () => {
    await stop(a);
    await stop(b);
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are two processes sharing the client secret and the seeded data', async () => {
    expect(a?.child.pid).not.toBe(b?.child.pid);
    expect(ga.secret).toBe(gb.secret);
    const t = await login(ga, 'admin', 'admin');
    const res = await call(gb, '/api/lingxi-system/param/list', { token: t.access_token });
    expect(res.status).toBe(200);
    expect((res.body.data as { total: number }).total).toBe(32);
  });

  it('a captcha from one gateway logs in on the other, once', async () => {
    const { key } = await captcha(ga);
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    });
    const headers = { 'Tenant-Id': '000000', 'Captcha-Key': key, 'Captcha-Code': CODE };
    const first = await call(gb, `/api/lingxi-auth/oauth/token?${q}`, { method: 'POST', headers });
    expect(first.status).toBe(200);
    const again = await call(ga, `/api/lingxi-auth/oauth/token?${q}`, { method: 'POST', headers });
    expect(again.body.error_description).toBe('验证码不正确');
  });

  it('refresh works on either gateway; reuse of a rotated token on the other revokes the family', async () => {
    const t = await login(ga, 'admin', 'admin');
    const onB = await refresh(gb, t.refresh_token);
    expect(onB.status).toBe(200);
    const next = onB.body as unknown as TokenResponse;
    const onA = await refresh(ga, next.refresh_token);
    expect(onA.status).toBe(200);
    const latest = onA.body as unknown as TokenResponse;
    expect((await call(gb, '/api/lingxi-auth/oauth/user-info', { token: latest.access_token })).status).toBe(
      200,
    );
    expect((await refresh(ga, t.refresh_token)).status).toBe(400);
    expect((await userInfo(ga, latest.access_token)).status).toBe(401);
    await expectRefusedOn(gb, latest.access_token);
  });

  // A session ended on one gateway is refused at once there; the other gateway forgets its cached copy
  // when PostgreSQL's notification reaches it (normally within a millisecond: 2 s is the test's bound).
  const userInfo = (gw: Gw, token: string) => call(gw, '/api/lingxi-auth/oauth/user-info', { token });
  const expectRefusedOn = (gw: Gw, token: string) =>
    expect.poll(async () => (await userInfo(gw, token)).status, { timeout: 2000, interval: 5 }).toBe(401);

  it('a logout on one gateway ends the session on the other', async () => {
    const t = await login(ga, 'admin', 'admin');
    // served from each gateway's memory from now on
    expect((await userInfo(gb, t.access_token)).status).toBe(200);
    expect((await userInfo(ga, t.access_token)).status).toBe(200);
    expect((await call(ga, '/api/lingxi-auth/oauth/logout', { token: t.access_token })).status).toBe(200);
    expect((await userInfo(ga, t.access_token)).status).toBe(401);
    await expectRefusedOn(gb, t.access_token);
  });

  it('a user disabled on one gateway is refused on the other', async () => {
    const admin = (await login(ga, 'admin', 'admin')).access_token;
    const account = `pgd_${Date.now()}`;
    const created = await call(ga, '/api/lingxi-user/submit', {
      method: 'POST',
      token: admin,
      body: { account, password: md5('Right#1'), realName: '停用' },
    });
    expect(created.status).toBe(200);
    const token = (await login(gb, account, 'Right#1')).access_token;
    expect((await userInfo(gb, token)).status).toBe(200);
    const id = (created.body.data as { id: string }).id;
    const disabled = await call(ga, `/api/lingxi-user/switch-status?ids=${id}&status=0`, {
      method: 'POST',
      token: admin,
    });
    expect(disabled.status).toBe(200);
    await expectRefusedOn(gb, token);
  });

  it('a gateway whose listening connection is cut reads sessions until it listens again', async () => {
    const t = await login(ga, 'admin', 'admin');
    expect((await userInfo(gb, t.access_token)).status).toBe(200);
    const url = db?.url ?? '';
    // both gateways' listeners go; a logout right after must still be refused by both
    expect(await cutListeners(url)).toBe(2);
    expect((await call(ga, '/api/lingxi-auth/oauth/logout', { token: t.access_token })).status).toBe(200);
    await expectRefusedOn(gb, t.access_token);
    // and they listen again
    await expect.poll(() => listeners(url), { timeout: 15_000, interval: 100 }).toBe(2);
    const again = await login(gb, 'admin', 'admin');
    expect((await userInfo(ga, again.access_token)).status).toBe(200);
    expect((await call(gb, '/api/lingxi-auth/oauth/logout', { token: again.access_token })).status).toBe(200);
    await expectRefusedOn(ga, again.access_token);
  });

  it('wrong passwords counted on both gateways lock the account for both', async () => {
    const t = await login(ga, 'admin', 'admin');
    const account = `lock_${Date.now()}`;
    const created = await call(ga, '/api/lingxi-user/submit', {
      method: 'POST',
      token: t.access_token,
      body: { account, password: md5('Right#1'), realName: '锁定' },
    });
    expect(created.status).toBe(200);
    const { tokenRequest } = await import('./helpers');
    for (let i = 0; i < 5; i++) await tokenRequest(i % 2 ? ga : gb, account, 'wrong');
    expect((await tokenRequest(ga, account, 'Right#1')).body.error_description).toBe(
      '账号已被锁定，请稍后再试',
    );
    expect((await tokenRequest(gb, account, 'Right#1')).body.error_description).toBe(
      '账号已被锁定，请稍后再试',
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

/**
 * The login door (issue 19 items 4 and 6; README "Guarantees: the login door"): the client address is
 * the socket's unless a trusted proxy forwards it; failures are limited per address, per account and
 * address, per account; the isFrame login has its own budget; the token endpoint answers 429 past its
 * rate. Clients at different addresses are Linux's loopback addresses 127.0.0.x (the whole 127/8 is the
 * loopback interface), each request bound to its own source address. Its own gateway (tight limits,
 * 127.0.0.2 as the trusted proxy), so it skips against an external GATEWAY_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../src/app';
import { silentLogger } from '../src/config';
import { type Captcha, call, connect, type Gw, login, md5, uniq } from './helpers';
import { freshDatabase } from './pg';

const external = !!process.env.GATEWAY_URL;
const CODE = '2468';
const PROXY = '127.0.0.2';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

let running: RunningGateway;
let gw: Gw;
let dir: string;
let admin: string;
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;

/** A request sent from the loopback address `from`. */
function from(
  address: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: { Authorization: gw.basic, ...init.headers },
        localAddress: address,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: Record<string, unknown>;
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            body = { raw: text };
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The console's login (captcha grant), or the isFrame one (`frame`: password grant, missPassword). */
async function loginFrom(
  address: string,
  account: string,
  password: string,
  opts: { frame?: boolean; code?: string; key?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'Tenant-Id': '000000', 'User-Type': 'web', ...opts.headers };
  if (!opts.frame) {
    headers['Captcha-Key'] =
      opts.key ?? ((await from(address, '/api/lingxi-auth/oauth/captcha')).body as unknown as Captcha).key;
    headers['Captcha-Code'] = opts.code ?? CODE;
  }
  const q = new URLSearchParams({
    tenantId: '000000',
    username: account,
    password: md5(password),
    grant_type: opts.frame ? 'password' : 'captcha',
    scope: 'all',
    type: opts.frame ? 'missPassword' : 'account',
  });
  return from(address, `/api/lingxi-auth/oauth/token?${q}`, { method: 'POST', headers });
}

/** The newest login-log rows of an account (the platform administrator reads them). */
async function loginLog(account: string): Promise<{ ip: string | null; status: number }[]> {
  const res = await call(gw, `/api/lingxi-app-loginRecode/loginrecord/page?account_equal=${account}`, {
    token: admin,
  });
  return (res.body.data as { records: { ip: string | null; status: number }[] }).records;
}

describe.skipIf(external)('the login door', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lingxi-door-'));
    // the PostgreSQL run of the suite runs this gateway on a fresh PostgreSQL database too
    const serverUrl = process.env.LINGXI_TEST_DATABASE_URL;
    if (process.env.LINGXI_TEST_BACKEND === 'postgres' && serverUrl)
      database = await freshDatabase(serverUrl);
    running = await startGateway({
      databaseUrl: database?.url,
      port: 0,
      hostname: '127.0.0.1',
      dataDir: dir,
      staticRoot: dir,
      captchaCode: CODE,
      seedRows: 1000,
      lockMinutes: 0.03, // 1.8 s, then 3.6 s
      tokenPerMinute: 20,
      addressFailures: 12,
      accountFailures: 10,
      frameLoginFailures: 3,
      registerPerHour: 3,
      trustedProxies: [PROXY],
      logger: silentLogger,
    });
    gw = await connect(running.url, CODE);
    admin = (await login(gw, 'admin', 'admin')).access_token;
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("an attacker's wrong passwords lock the account for the attacker's address only, longer each time", async () => {
    const attacker = '127.0.0.20';
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(attacker, 'operator', `guess-${i}`)).body.error_description).toBe(
        '用户名或密码不正确',
      );
    const locked = await loginFrom(attacker, 'operator', 'operator');
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ error_code: 400, error_description: '账号已被锁定，请稍后再试' });
    // the owner, at another address, logs in with the right password
    const owner = await loginFrom('127.0.0.21', 'operator', 'operator');
    expect(owner.status).toBe(200);
    expect(owner.body.account).toBe('operator');
    // the attacker's second lock lasts twice as long (1.8 s, then 3.6 s): checked 2 s after each began,
    // which leaves a loaded machine 1.6 s for the last call to arrive while the second still holds
    await new Promise((r) => setTimeout(r, 2000));
    for (let i = 0; i < 5; i++) await loginFrom(attacker, 'operator', `again-${i}`);
    await new Promise((r) => setTimeout(r, 2000));
    expect((await loginFrom(attacker, 'operator', 'operator')).body.error_description).toBe(
      '账号已被锁定，请稍后再试',
    );
    expect((await loginFrom('127.0.0.21', 'operator', 'operator')).status).toBe(200);
  });

  it('many addresses failing on one account shut it to those addresses, growing, not to the owner', async () => {
    // 14 addresses, one wrong password each: past the account's 10, each failure doubles its wait (8 s now)
    for (let i = 0; i < 14; i++)
      expect((await loginFrom(`127.0.1.${i + 1}`, 'gov003', 'wrong')).body.error_description).toBe(
        '用户名或密码不正确',
      );
    // an address that failed on it is refused even with the right password
    expect((await loginFrom('127.0.1.1', 'gov003', '123456')).body.error_description).toBe(
      '账号已被锁定，请稍后再试',
    );
    // the owner's address has not failed on it
    expect((await loginFrom('127.0.1.100', 'gov003', '123456')).status).toBe(200);
  });

  it("an address's failures past its budget make it wait (429, Retry-After): its own budget, nobody else's", async () => {
    const address = '127.0.0.30';
    // wrong captchas count on the address too: 12 free, then each failure makes the address wait
    const statuses: number[] = [];
    let refused: Answer | undefined;
    for (let i = 0; i < 20 && !refused; i++) {
      const res = await loginFrom(address, `nobody-${i}`, 'x', { key: `k-${i}`, code: 'WRONG' });
      if (res.status === 429) refused = res;
      else statuses.push(res.status);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(13);
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect(refused?.body).toMatchObject({ code: 429, success: false, msg: '登录失败次数过多，请稍后再试' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // another address is not affected
    expect((await loginFrom('127.0.0.31', 'gov005', '123456')).status).toBe(200);
  });

  it('the token endpoint answers 429 with Retry-After past its rate per address', async () => {
    const address = '127.0.0.40';
    const q = new URLSearchParams({ tenantId: '000000', grant_type: 'refresh_token', refresh_token: 'x' });
    const path = `/api/lingxi-auth/oauth/token?${q}`;
    for (let i = 0; i < 20; i++)
      expect((await from(address, path, { method: 'POST', headers: { 'Tenant-Id': '000000' } })).status).toBe(
        400,
      );
    const over = await from(address, path, { method: 'POST', headers: { 'Tenant-Id': '000000' } });
    expect(over.status).toBe(429);
    const wait = Number(over.headers['retry-after']);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(over.body).toMatchObject({
      code: 429,
      success: false,
      data: null,
      msg: '请求过于频繁，请稍后再试',
    });
    // another address is within its own rate
    expect(
      (await from('127.0.0.41', path, { method: 'POST', headers: { 'Tenant-Id': '000000' } })).status,
    ).toBe(400);
  });

  it('the isFrame login: no captcha, its own budget per account; once spent, the captcha login still works', async () => {
    const ok = await loginFrom('127.0.0.50', 'gov002', '123456', { frame: true });
    expect(ok.status).toBe(200);
    expect(ok.body.account).toBe('gov002');
    // three captcha-less failures from three addresses spend the account's frame budget
    for (let i = 0; i < 3; i++)
      expect(
        (await loginFrom(`127.0.0.${51 + i}`, 'gov002', 'wrong', { frame: true })).body.error_description,
      ).toBe('用户名或密码不正确');
    const shut = await loginFrom('127.0.0.55', 'gov002', '123456', { frame: true });
    expect(shut.status).toBe(400);
    expect(shut.body.error_description).toBe('免验证码登录已暂停，请输入验证码登录');
    // the owner's captcha login, and other accounts' frame logins, are not affected
    expect((await loginFrom('127.0.0.55', 'gov002', '123456')).status).toBe(200);
    expect((await loginFrom('127.0.0.55', 'gov004', '123456', { frame: true })).status).toBe(200);
    // without type=missPassword a password grant needs the captcha
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'gov004',
      password: md5('123456'),
      grant_type: 'password',
      type: 'account',
    });
    const plain = await from('127.0.0.56', `/api/lingxi-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { 'Tenant-Id': '000000' },
    });
    expect(plain.body).toEqual({ error_code: 400, error_description: '验证码不正确' });
  });

  it('X-Forwarded-For and X-Real-IP are ignored from a direct client and honoured from a trusted proxy (login log)', async () => {
    const forged = { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.10' };
    const direct = `xff-direct-${uniq()}`;
    await loginFrom('127.0.0.60', direct, 'x', { headers: forged });
    expect((await loginLog(direct))[0]?.ip).toBe('127.0.0.60');

    const bare = `xff-bare-${uniq()}`;
    await loginFrom('127.0.0.61', bare, 'x');
    expect((await loginLog(bare))[0]?.ip).toBe('127.0.0.61'); // a direct client's real address, never null

    const proxied = `xff-proxied-${uniq()}`;
    // the proxy appends the address it saw; a client-sent entry left of it is not believed
    await loginFrom(PROXY, proxied, 'x', { headers: { 'X-Forwarded-For': '192.0.2.1, 198.51.100.7' } });
    expect((await loginLog(proxied))[0]?.ip).toBe('198.51.100.7');

    const real = `xff-real-${uniq()}`;
    await loginFrom(PROXY, real, 'x', { headers: { 'X-Real-IP': '198.51.100.8' } });
    expect((await loginLog(real))[0]?.ip).toBe('198.51.100.8');

    const garbage = `xff-garbage-${uniq()}`;
    await loginFrom(PROXY, garbage, 'x', { headers: { 'X-Forwarded-For': '=HYPERLINK("x")' } });
    expect((await loginLog(garbage))[0]?.ip).toBe(PROXY);
  });

  it('the operation log records the real address, the forwarded one only through the trusted proxy', async () => {
    const write = async (address: string, headers: Record<string, string>) => {
      const key = `door.${uniq()}`;
      const body = JSON.stringify({ paramName: '地址', paramKey: key, paramValue: key });
      const res = await new Promise<number>((resolve, reject) => {
        const url = new URL(gw.url);
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: `/api/lingxi-system/param/submit?door=${key}`,
            method: 'POST',
            headers: {
              Authorization: gw.basic,
              'lingxi-auth': `bearer ${admin}`,
              'Content-Type': 'application/json',
              ...headers,
            },
            localAddress: address,
            agent: false,
          },
          (r) => {
            r.resume();
            r.on('end', () => resolve(r.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(res).toBe(200);
      const log = await call(gw, `/api/lingxi-operation-log/list?size=10&query=${encodeURIComponent(key)}`, {
        token: admin,
      });
      return (log.body.data as { records: { ip: string | null }[] }).records[0]?.ip;
    };
    expect(await write('127.0.0.70', { 'X-Forwarded-For': '203.0.113.77' })).toBe('127.0.0.70');
    expect(await write(PROXY, { 'X-Forwarded-For': '198.51.100.77' })).toBe('198.51.100.77');
  });

  it('the registration limit counts the real address: forged headers do not rotate it, proxied clients have their own', async () => {
    const register = (address: string, headers: Record<string, string> = {}) => {
      const account = `door${uniq()}`.slice(0, 40);
      const q = new URLSearchParams({
        tenantId: '000000',
        account,
        name: '注册',
        password: md5('Abc12345'),
        password2: md5('Abc12345'),
      });
      return from(address, `/api/lingxi-auth/combine/register?${q}`, { headers });
    };
    // 3 per hour (this gateway's limit), whatever the direct client claims to be
    for (let i = 0; i < 3; i++)
      expect((await register('127.0.0.80', { 'X-Forwarded-For': `203.0.113.${i}` })).body.msg).toBe(
        '注册申请已提交，请耐心等待管理员审核',
      );
    expect((await register('127.0.0.80', { 'X-Forwarded-For': '203.0.113.99' })).body.msg).toBe(
      '注册过于频繁，请稍后再试',
    );
    // another direct client without any header has its own bucket (no shared "unknown" one)
    expect((await register('127.0.0.81')).body.msg).toBe('注册申请已提交，请耐心等待管理员审核');
    // behind the trusted proxy each forwarded client has its own bucket, not the proxy's
    for (let i = 0; i < 4; i++)
      expect((await register(PROXY, { 'X-Forwarded-For': `198.51.100.${100 + i}` })).body.msg).toBe(
        '注册申请已提交，请耐心等待管理员审核',
      );
  });
});

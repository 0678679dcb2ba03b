/**
 * Tokens: whatever a caller presents that is not a live access token answers 401 on every kind of
 * endpoint (engine list, engine write, special endpoint): forged signatures, `alg: none`, other
 * algorithms, tampered claims, expired tokens, tokens of a session ended by logout, and the tokens of a
 * family whose rotated refresh token was presented again. A 401 never writes anything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../src/app';
import { silentLogger } from '../src/config';
import { call, connect, type Gw, login, operationLog, refresh, type TokenResponse, uniq } from './helpers';

let gw: Gw;

beforeAll(async () => {
  gw = await connect();
});

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** Every kind of endpoint a token guards: each must answer 401 (writes: and store nothing). */
async function expectRefusedEverywhere(g: Gw, token: string) {
  const marker = `tok${uniq()}`;
  const probes: [string, string, unknown?][] = [
    ['GET', '/api/lingxi-auth/oauth/user-info'],
    ['GET', '/api/lingxi-system/param/list'],
    ['GET', '/api/lingxi-area-enterprise/page?current=3'],
    [
      'POST',
      `/api/lingxi-system/param/submit?mark=${marker}`,
      { paramName: 'x', paramKey: marker, paramValue: 'x' },
    ],
    ['POST', '/api/lingxi-system/menu/system-routes'],
    ['POST', '/api/lingxi-user/update-info', { name: 'hacked' }],
  ];
  for (const [method, path, body] of probes) {
    const res = await call(g, path, { method, token, body });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(401);
    expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  }
  return marker;
}

describe('tokens that are not live answer 401', () => {
  let valid: TokenResponse;
  let admin: string;

  beforeAll(async () => {
    valid = await login(gw, 'admin', 'admin');
    admin = (await login(gw, 'admin', 'admin')).access_token;
  });

  it('a forged signature', async () => {
    const [h, p] = valid.access_token.split('.');
    await expectRefusedEverywhere(gw, `${h}.${p}.${b64('not the signature')}`);
  });

  it('tampered claims under the original signature (another user, another tenant, later expiry)', async () => {
    const [h, p, s] = valid.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    for (const change of [
      { tenant_id: '100000' },
      { user_id: '1' },
      { exp: Number(claims.exp) + 86400 },
      { role_name: 'operator', role_id: '1' },
    ])
      await expectRefusedEverywhere(gw, `${h}.${b64({ ...claims, ...change })}.${s}`);
  });

  it('alg none, and other algorithms', async () => {
    const claims = JSON.parse(Buffer.from(valid.access_token.split('.')[1] ?? '', 'base64url').toString());
    for (const alg of ['none', 'None', 'HS512', 'RS256'])
      for (const sig of ['', 'x'])
        await expectRefusedEverywhere(gw, `${b64({ alg, typ: 'JWT' })}.${b64(claims)}.${sig}`);
  });

  it('garbage: empty, one part, a refresh token of another session, a huge token', async () => {
    for (const t of ['', 'abc', 'a.b', 'a.b.c.d', `${'x'.repeat(8000)}.y.z`])
      for (const path of ['/api/lingxi-system/param/list', '/api/lingxi-auth/oauth/user-info']) {
        const res = await call(gw, path, { headers: { 'lingxi-auth': `bearer ${t}` } });
        expect(res.status).toBe(401);
      }
  });

  it('after logout, the access and refresh tokens of that session', async () => {
    const t = await login(gw, 'admin', 'admin');
    expect((await call(gw, '/api/lingxi-auth/oauth/logout', { token: t.access_token })).status).toBe(200);
    const marker = await expectRefusedEverywhere(gw, t.access_token);
    await expectRefusedEverywhere(gw, t.refresh_token);
    expect((await refresh(gw, t.refresh_token)).status).toBe(400);
    // nothing was written by the refused calls
    expect(await operationLog(gw, admin, marker)).toHaveLength(0);
  });

  it('a reused rotated refresh token revokes its whole family: old and new tokens', async () => {
    const first = await login(gw, 'admin', 'admin');
    const second = (await refresh(gw, first.refresh_token)).body as unknown as TokenResponse;
    expect(second.access_token).toBeTruthy();
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: second.access_token })).status).toBe(
      200,
    );
    expect((await refresh(gw, first.refresh_token)).status).toBe(400); // the reuse
    await expectRefusedEverywhere(gw, second.access_token);
    await expectRefusedEverywhere(gw, first.access_token);
    expect((await refresh(gw, second.refresh_token)).status).toBe(400);
  });
});

describe('expired tokens answer 401', () => {
  // a gateway of its own whose access tokens live 5 seconds
  let running: RunningGateway;
  let dir: string;
  let short: Gw;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lingxi-tokens-'));
    running = await startGateway({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: dir,
      staticRoot: dir,
      captchaCode: '5555',
      accessTokenSeconds: 5,
      seedRows: 200,
      logger: silentLogger,
    });
    short = await connect(running.url, '5555');
  });

  afterAll(async () => {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an access token past its expiry, signed by the gateway itself', async () => {
    const t = await login(short, 'admin', 'admin');
    expect((await call(short, '/api/lingxi-system/param/list', { token: t.access_token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 6100));
    await expectRefusedEverywhere(short, t.access_token);
    // the refresh token still rotates the session: a fresh access token works again
    const renewed = (await refresh(short, t.refresh_token)).body as unknown as TokenResponse;
    expect((await call(short, '/api/lingxi-system/param/list', { token: renewed.access_token })).status).toBe(
      200,
    );
  });
});

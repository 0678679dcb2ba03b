/** The social grant against a provider the test plays: unbound accounts register, bound ones log in. */

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../src/app';
import { silentLogger } from '../src/config';
import { call, connect, type Gw, login, md5 } from './helpers';

// Needs its own gateway (the provider URL is configuration): skipped against an external GATEWAY_URL.
const external = !!process.env.GATEWAY_URL;

describe.skipIf(external)('social grant', () => {
  let provider: Server;
  let running: RunningGateway;
  let gw: Gw;
  const work = mkdtempSync(join(tmpdir(), 'lingxi-social-'));

  beforeAll(async () => {
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const { code } = JSON.parse(body) as { code: string };
        if (!code.startsWith('good-')) {
          res.writeHead(401).end('{"error":"invalid_grant"}');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({ uuid: `gitee-${code.slice(5)}`, username: code.slice(5), nickname: '码云用户' }),
        );
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const port = (provider.address() as AddressInfo).port;
    running = await startGateway({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: join(work, 'data'),
      staticRoot: join(work, 'apps'),
      captchaCode: '2468',
      seedRows: 100,
      registerPerHour: 4,
      socialProviders: { gitee: `http://127.0.0.1:${port}/oauth/user` },
      logger: silentLogger,
    });
    gw = await connect(running.url, '2468');
  }, 90_000);

  afterAll(async () => {
    await running?.close();
    await new Promise((resolve) => provider?.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  const social = (source: string, code: string) =>
    call(
      gw,
      `/api/lingxi-auth/oauth/token?${new URLSearchParams({ tenantId: '000000', grant_type: 'social', scope: 'all', source, code, state: 's' })}`,
      {
        method: 'POST',
        headers: { 'Tenant-Id': '000000' },
      },
    );

  it('an unbound account answers its oauth_id; registering with it binds; approval lets it in', async () => {
    const who = `u${Date.now()}`;
    const first = await social('gitee', `good-${who}`);
    expect(first.status).toBe(400);
    expect(first.body.error_description).toBe('第三方账号未绑定平台账号，请先注册');
    const oauthId = first.body.oauth_id as string;
    expect(oauthId).toMatch(/^\d+$/);
    const account = `social_${who}`;
    const reg = await call(gw, '/api/lingxi-user/register-guest', {
      method: 'POST',
      body: { tenantId: '000000', name: '码云用户', account, password: md5('Social#1'), oauthId },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect((await social('gitee', `good-${who}`)).body.error_description).toBe('该账号已被禁用');
    const admin = (await login(gw, 'admin', 'admin')).access_token;
    const users = (await call(gw, `/api/lx-operation/lingxi-user/page?account=${account}`, { token: admin }))
      .body.data as {
      records: { id: string }[];
    };
    const id = users.records[0]?.id;
    expect(
      (
        await call(gw, `/api/lx-operation/lingxi-user/switch-status?ids=${id}&status=1`, {
          method: 'POST',
          token: admin,
        })
      ).status,
    ).toBe(200);
    const ok = await social('gitee', `good-${who}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ account, oauth_id: oauthId, token_type: 'bearer' });
    expect(
      (await call(gw, '/api/lingxi-auth/oauth/user-info', { token: ok.body.access_token as string })).status,
    ).toBe(200);
    const again = await call(gw, '/api/lingxi-user/register-guest', {
      method: 'POST',
      body: { tenantId: '000000', name: 'x', account: `${account}2`, password: md5('x'), oauthId },
    });
    expect(again.body.msg).toBe('第三方账号已绑定平台账号');
    const log = (
      await call(gw, '/api/lingxi-app-loginRecode/loginrecord/page?grantType=social&status=1', {
        token: admin,
      })
    ).body.data as { total: number };
    expect(log.total).toBe(1);
  });

  it('refuses unknown sources, missing codes and codes the provider rejects', async () => {
    expect((await social('weibo', 'good-x')).body.error_description).toBe('不支持的第三方登录(social)平台');
    expect((await social('gitee', '')).body.error_description).toBe('第三方授权码不能为空');
    expect((await social('gitee', 'stolen')).body.error_description).toBe('第三方登录失败，请重试');
  });

  it('limits self-registrations per client and hour, counted in the database', async () => {
    // the first test used two of this gateway's four registrations
    const register = (n: number) =>
      call(gw, '/api/lingxi-user/register-guest', {
        method: 'POST',
        body: { tenantId: '000000', name: '限流', account: `limit_${Date.now()}_${n}`, password: md5('x') },
      });
    expect((await register(1)).status).toBe(200);
    expect((await register(2)).status).toBe(200);
    const refused = await register(3);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('注册过于频繁，请稍后再试');
  });
});

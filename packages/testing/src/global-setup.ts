/**
 * Vitest `globalSetup` of the centres' page tests: one real gateway per test run (in-process, a fresh
 * PGlite data dir, port 0, a fixed captcha code, as apps/gateway/test/global-setup.ts starts one), and
 * the test users logged in once over HTTP with the captcha grant, so every test file of the run shares
 * one gateway and one token per user (the token endpoint is rate limited per address).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningGateway, startGateway } from '@lingxi/gateway/src/app';
import { silentLogger } from '@lingxi/gateway/src/config';
import type { TestProject } from 'vitest/node';
import { type HarnessRuntime, type TokenAnswer, USERS, type UserKey } from './users';

const CAPTCHA_CODE = 'PG7H3';

async function loginOverHttp(
  url: string,
  authorization: string,
  user: (typeof USERS)[UserKey],
): Promise<TokenAnswer> {
  const captcha = (await (
    await fetch(`${url}/api/lingxi-auth/oauth/captcha`, { headers: { authorization } })
  ).json()) as { key: string };
  const query = new URLSearchParams({
    tenantId: user.tenant,
    username: user.account,
    password: createHash('md5').update(user.password).digest('hex'),
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  });
  const answer = await fetch(`${url}/api/lingxi-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: {
      authorization,
      'Tenant-Id': user.tenant,
      'User-Type': 'web',
      'Captcha-Key': captcha.key,
      'Captcha-Code': CAPTCHA_CODE,
    },
  });
  const body = (await answer.json()) as TokenAnswer & { error_description?: string };
  if (!answer.ok || !body.access_token)
    throw new Error(
      `login of ${user.tenant}/${user.account} failed: ${answer.status} ${body.error_description}`,
    );
  return body;
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'lingxi-page-test-'));
  let running: RunningGateway | undefined;
  try {
    running = await startGateway({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: join(work, 'data'),
      staticRoot: join(work, 'apps'),
      consoleConfigFile: join(work, 'console-config.json'),
      captchaCode: CAPTCHA_CODE,
      // the regional enterprise library is the benchmark's table: no page tested here lists it
      seedRows: 200,
      logger: silentLogger,
    });
    const { url } = running;
    const config = (await (await fetch(`${url}/lingxi.config.json`)).json()) as HarnessRuntime['config'];
    const authorization = `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`;
    const sessions = {} as HarnessRuntime['sessions'];
    for (const key of Object.keys(USERS) as UserKey[]) {
      sessions[key] = await loginOverHttp(url, authorization, USERS[key]);
    }
    project.provide('lingxiPages', { gatewayUrl: url, captchaCode: CAPTCHA_CODE, config, sessions });
  } catch (err) {
    await running?.close();
    rmSync(work, { recursive: true, force: true });
    throw err;
  }
  return async () => {
    await running?.close();
    rmSync(work, { recursive: true, force: true });
  };
}

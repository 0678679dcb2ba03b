import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../src/app';
import { silentLogger } from '../src/config';
import { connect, type Gw, tokenRequest } from './helpers';

// Locking the seeded admin would disturb the other suites, so this one runs its own gateway
// (its own database) with a 3-second lock. Skipped against an external GATEWAY_URL.
const external = !!process.env.GATEWAY_URL;

describe.skipIf(external)('account lockout', () => {
  let running: RunningGateway;
  let gw: Gw;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lingxi-lockout-'));
    running = await startGateway({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: dir,
      staticRoot: dir,
      captchaCode: '7777',
      lockMinutes: 0.05,
      // this suite's 13 failures all come from 127.0.0.1: the address's own budget is login-door.test.ts's
      addressFailures: 100,
      seedRows: 1000,
      logger: silentLogger,
    });
    gw = await connect(running.url, '7777');
  });

  afterAll(async () => {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('locks after 5 wrong passwords in a row (for this address), even for the right one, then unlocks', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await tokenRequest(gw, 'admin', `wrong-${i}`);
      expect(res.status).toBe(400);
      expect(res.body.error_description).toBe('用户名或密码不正确');
    }
    const locked = await tokenRequest(gw, 'admin', 'admin');
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ error_code: 400, error_description: '账号已被锁定，请稍后再试' });
    // another account of the same tenant is not affected
    expect((await tokenRequest(gw, 'operator', 'operator')).status).toBe(200);
    // the same account name in another tenant is not affected
    expect((await tokenRequest(gw, 'admin', 'admin', { tenantId: '100000' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3300));
    const after = await tokenRequest(gw, 'admin', 'admin');
    expect(after.status).toBe(200);
  });

  it('a success resets the count', async () => {
    for (let i = 0; i < 4; i++) await tokenRequest(gw, 'operator', 'bad');
    expect((await tokenRequest(gw, 'operator', 'operator')).status).toBe(200);
    for (let i = 0; i < 4; i++) await tokenRequest(gw, 'operator', 'bad');
    expect((await tokenRequest(gw, 'operator', 'operator')).status).toBe(200);
  });

  it('a second gateway on the same data folder is refused (PGlite is single-process)', async () => {
    await expect(
      startGateway({ port: 0, hostname: '127.0.0.1', dataDir: dir, staticRoot: dir, logger: silentLogger }),
    ).rejects.toThrow(/another gateway|data folder/);
  });
});

/**
 * Vitest `globalSetup` of the centres' page tests: one real gateway per test run (in-process, a fresh
 * PGlite data dir, port 0, a fixed captcha code, as apps/gateway/test/global-setup.ts starts one), and
 * the test users logged in once over HTTP with the captcha grant, so every test file of the run shares
 * one gateway and one token per user (the token endpoint is rate limited per address).
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type RunningGateway, type StartOptions, startGateway } from '@lingxi/gateway/src/app';
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

/** The gateway's options in a run's folder `work`. */
function gatewayIn(work: string): StartOptions {
  return {
    port: 0,
    hostname: '127.0.0.1',
    dataDir: join(work, 'data'),
    staticRoot: join(work, 'apps'),
    consoleConfigFile: join(work, 'console-config.json'),
    captchaCode: CAPTCHA_CODE,
    // the regional enterprise library is the benchmark's table: no page tested here lists it
    seedRows: 200,
    logger: silentLogger,
  };
}

const gatewayRoot = dirname(createRequire(import.meta.url).resolve('@lingxi/gateway/package.json'));

function hashFolder(hash: ReturnType<typeof createHash>, folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) hashFolder(hash, path);
    else hash.update(entry.name).update(readFileSync(path));
  }
}

/**
 * Where a freshly migrated and seeded database of this gateway is kept between runs: named by the
 * gateway's code and migrations, the lockfile and the hour (the seeded dates follow the day and hour
 * the gateway was seeded, and the tests read them relative to now).
 */
function templateFolder(): string {
  const hash = createHash('sha256');
  hashFolder(hash, join(gatewayRoot, 'src'));
  hashFolder(hash, join(gatewayRoot, 'migrations'));
  const repository = dirname(dirname(gatewayRoot));
  hash.update(readFileSync(join(repository, 'pnpm-lock.yaml'))); // PGlite's version among the rest
  const now = new Date();
  hash.update(`${now.getFullYear()}-${now.getMonth()}-${now.getDate()} ${now.getHours()}`);
  return join(repository, 'node_modules', '.cache', 'lingxi-page-tests', hash.digest('hex').slice(0, 16));
}

/** Removes the kept databases of earlier hours (64 MB each); a run of the last two hours may still copy one. */
function forgetOldTemplates(folder: string): void {
  const before = Date.now() - 2 * 3600_000;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).mtimeMs < before) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The run's data folder, copied from the kept seeded database: migrating and seeding a fresh PGlite
 * took about 5 s of every centre's test run, opening a seeded one under 1 s. The first run of the hour
 * (or after a change to the gateway) seeds one, closes it and keeps a copy; runs at the same time each
 * seed their own and the first kept is used.
 */
async function seededData(work: string): Promise<void> {
  const template = templateFolder();
  if (!existsSync(template)) {
    const seeding = mkdtempSync(join(tmpdir(), 'lingxi-page-seed-'));
    try {
      const first = await startGateway(gatewayIn(seeding));
      await first.close();
      mkdirSync(dirname(template), { recursive: true });
      const staged = `${template}.${process.pid}`;
      cpSync(join(seeding, 'data'), staged, { recursive: true });
      try {
        renameSync(staged, template);
      } catch {
        rmSync(staged, { recursive: true, force: true }); // another run kept its copy first
      }
      forgetOldTemplates(dirname(template));
    } finally {
      rmSync(seeding, { recursive: true, force: true });
    }
  }
  cpSync(template, join(work, 'data'), { recursive: true });
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'lingxi-page-test-'));
  let running: RunningGateway | undefined;
  try {
    await seededData(work);
    running = await startGateway(gatewayIn(work));
    const { url } = running;
    const config = (await (await fetch(`${url}/lingxi.config.json`)).json()) as HarnessRuntime['config'];
    const authorization = `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`;
    // all at once: the gateway checks passwords off its event loop
    const keys = Object.keys(USERS) as UserKey[];
    const answers = await Promise.all(keys.map((key) => loginOverHttp(url, authorization, USERS[key])));
    const sessions = Object.fromEntries(
      keys.map((key, i) => [key, answers[i]]),
    ) as HarnessRuntime['sessions'];
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

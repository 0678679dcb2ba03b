/**
 * Faults: a gateway process killed (SIGKILL, no clean shutdown) during a burst of writes loses no
 * acknowledged write and leaves no half-written record: after a restart on the same database every
 * write answered 200 is stored, complete, with its operation-log row, and every stored record of the
 * burst has its operation-log row (the write and its audit row commit together or not at all).
 * On PGlite (the same data folder) and on PostgreSQL (a fresh database on LINGXI_TEST_DATABASE_URL's
 * server; CI always has one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type Page } from './helpers';
import { freshDatabase } from './pg';

const serverUrl = process.env.LINGXI_TEST_DATABASE_URL;
if (process.env.CI && !serverUrl) throw new Error('LINGXI_TEST_DATABASE_URL is required in CI');
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const CODE = '2468';

function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LINGXI_CAPTCHA_CODE: CODE,
        LINGXI_SEED_ROWS: '200',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${out}`)), 120_000);
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

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Writes as fast as 24 connections can until the process dies; answers the acknowledged keys. */
async function burstUntilKilled(
  gw: Gw,
  token: string,
  run: string,
  child: ChildProcess,
): Promise<Set<string>> {
  const acknowledged = new Set<string>();
  let n = 0;
  let dead = false;
  const worker = async () => {
    while (!dead) {
      const key = `fault.${run}.${n++}`;
      try {
        const res = await call(gw, `/api/lingxi-system/param/submit?k=${key}`, {
          method: 'POST',
          token,
          body: {
            paramName: `故障${key}`,
            paramKey: key,
            paramValue: `value-of-${key}`,
            remark: 'x'.repeat(200),
          },
        });
        if (res.status === 200) acknowledged.add(key);
        else expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      } catch {
        dead = true; // the connection died with the process: this write was never acknowledged
      }
    }
  };
  const workers = Array.from({ length: 24 }, worker);
  // kill once a good number of writes went through (and many are in flight)
  const t0 = Date.now();
  while (acknowledged.size < 60 && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 20));
  await killed(child);
  dead = true;
  await Promise.all(workers);
  return acknowledged;
}

async function all<T>(gw: Gw, token: string, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let current = 1; ; current++) {
    const res = await call(gw, `${path}&size=200&current=${current}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body.data as Page<T>;
    out.push(...page.records);
    if (current >= page.pages) return out;
  }
}

async function killDuringBurst(env: Record<string, string>) {
  const run = Date.now().toString(36);
  let proc = await startProcess(env);
  try {
    let gw = await connect(proc.url, CODE);
    let token = (await login(gw, 'admin', 'admin')).access_token;
    const acknowledged = await burstUntilKilled(gw, token, run, proc.child);
    expect(acknowledged.size).toBeGreaterThanOrEqual(10);

    proc = await startProcess(env); // same database: recovery
    gw = await connect(proc.url, CODE);
    token = (await login(gw, 'admin', 'admin')).access_token;
    const stored = await all<{ paramKey: string; paramName: string; paramValue: string; remark: string }>(
      gw,
      token,
      `/api/lingxi-system/param/list?paramKey=${encodeURIComponent(`fault.${run}.`)}`,
    );
    const logged = await all<{ query: string; statusCode: number }>(
      gw,
      token,
      `/api/lingxi-operation-log/list?query=${encodeURIComponent(`k=fault.${run}.`)}`,
    );
    const storedKeys = new Set(stored.map((r) => r.paramKey));
    const loggedKeys = new Set(logged.map((r) => /k=(fault\.[^&]+)/.exec(r.query)?.[1]));
    // no acknowledged write lost
    for (const key of acknowledged) expect(storedKeys.has(key), `acknowledged ${key} lost`).toBe(true);
    // no half-written record: each stored record is complete and has its audit row, and vice versa
    for (const r of stored) {
      expect(r).toMatchObject({
        paramName: `故障${r.paramKey}`,
        paramValue: `value-of-${r.paramKey}`,
        remark: 'x'.repeat(200),
      });
      expect(loggedKeys.has(r.paramKey), `${r.paramKey} stored without its operation-log row`).toBe(true);
    }
    for (const key of loggedKeys)
      expect(storedKeys.has(key ?? ''), `${key} logged but not stored`).toBe(true);
    expect(stored.length).toBe(storedKeys.size);
  } finally {
    await killed(proc.child);
  }
}

describe('a gateway killed during a burst of writes', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('PGlite: no acknowledged write lost, no half-written record after restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingxi-faults-'));
    dirs.push(dir);
    await killDuringBurst({ LINGXI_DATA_DIR: join(dir, 'data') });
  }, 300_000);

  it.runIf(!!serverUrl)(
    'PostgreSQL: no acknowledged write lost, no half-written record after restart',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lingxi-faults-'));
      dirs.push(dir);
      const db = await freshDatabase(serverUrl ?? '');
      try {
        await killDuringBurst({
          DATABASE_URL: db.url,
          LINGXI_DATA_DIR: join(dir, 'data'),
          LINGXI_OSS_DIR: join(dir, 'oss'),
        });
      } finally {
        await db.drop();
      }
    },
    300_000,
  );
});

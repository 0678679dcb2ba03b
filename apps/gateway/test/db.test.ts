/**
 * The database layer: notifications (Db.listen) on both databases, a lost listening connection on
 * PostgreSQL, the plan cache mode of the gateway's PostgreSQL connections, and new PGlite folders started
 * from a template cluster.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite, openPostgres, planCacheMode } from '../src/db';
import { cutListeners, freshDatabase } from './pg';

/** Records what a listener hears. */
function recorder() {
  const heard: string[] = [];
  let gaps = 0;
  return {
    heard,
    gaps: () => gaps,
    handlers: {
      onNotify: (payload: string) => heard.push(payload),
      onGap: () => {
        gaps++;
      },
    },
  };
}

async function notifiesOnCommitOnly(db: Db) {
  const r = recorder();
  const listener = await db.listen('lingxi_test', r.handlers);
  try {
    expect(listener.listening()).toBe(true);
    await db.query(`select pg_notify('lingxi_test', 'autocommit')`);
    await db
      .transaction(async (tx) => {
        await tx.query(`select pg_notify('lingxi_test', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await tx.query(`select pg_notify('lingxi_test', 'committed')`);
      // nothing is heard before the commit
      expect(r.heard).not.toContain('committed');
    });
    await expect.poll(() => r.heard, { timeout: 2000, interval: 10 }).toEqual(['autocommit', 'committed']);
  } finally {
    await listener.stop();
  }
}

describe('Db.listen on PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lingxi-listen-'));
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(dir);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hears committed notifications, not rolled-back ones', () => notifiesOnCommitOnly(db));
});

describe('a new PGlite folder from LINGXI_PGLITE_TEMPLATE (set by the suite: test/global-setup.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lingxi-template-'));
  const template = process.env.LINGXI_PGLITE_TEMPLATE ?? '';
  afterAll(() => {
    process.env.LINGXI_PGLITE_TEMPLATE = template; // the refusal test changes it
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a working cluster of its own; the template stays as it was', async () => {
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true);
    const before = readdirSync(template, { recursive: true }).length;
    const db = await openPglite(join(dir, 'a'));
    try {
      await db.exec('create table t (id int primary key)');
      await db.query('insert into t values (1)');
      expect(await db.query('select count(*)::int as n from t')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
    expect(readdirSync(template, { recursive: true }).length).toBe(before);
    // a second folder from the same template does not have the first one's table
    const other = await openPglite(join(dir, 'b'));
    try {
      expect(await other.query(`select to_regclass('t') as t`)).toEqual([{ t: null }]);
    } finally {
      await other.close();
    }
  });

  it('refuses a template that holds no cluster, naming it', async () => {
    process.env.LINGXI_PGLITE_TEMPLATE = join(dir, 'nothing-here');
    await expect(openPglite(join(dir, 'c'))).rejects.toThrow(
      `LINGXI_PGLITE_TEMPLATE holds no PGlite cluster: ${join(dir, 'nothing-here')}`,
    );
  });
});

describe('planCacheMode', () => {
  it('is generic plans unless set, and refuses what PostgreSQL does not know', () => {
    expect(planCacheMode(undefined)).toBe('force_generic_plan');
    expect(planCacheMode('')).toBe('force_generic_plan');
    expect(planCacheMode('auto')).toBe('auto');
    expect(() => planCacheMode('generic; drop table x')).toThrow(/LINGXI_PG_PLAN_CACHE_MODE/);
  });
});

const serverUrl = process.env.LINGXI_TEST_DATABASE_URL;
describe.runIf(!!serverUrl)('PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDatabase(serverUrl ?? '');
    db = await openPostgres(fresh.url);
  });
  afterAll(async () => {
    await db?.close();
    await fresh?.drop();
  });

  it('hears committed notifications, not rolled-back ones', () => notifiesOnCommitOnly(db));

  it('plans the prepared statements of every pooled connection once (generic plans)', async () => {
    const modes = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction((tx) => tx.query<{ plan_cache_mode: string }>('show plan_cache_mode')),
      ),
    );
    expect(modes.map((rows) => rows[0]?.plan_cache_mode)).toEqual(Array(4).fill('force_generic_plan'));
  });

  it('says when its connection is lost, connects again and hears what comes after', async () => {
    const r = recorder();
    const listener = await db.listen('lingxi_test', r.handlers);
    try {
      const gapsBefore = r.gaps();
      expect(await cutListeners(fresh.url)).toBe(1);
      // lost: said at once, and nothing is claimed to be heard until it listens again
      await expect.poll(() => r.gaps(), { timeout: 2000, interval: 10 }).toBeGreaterThan(gapsBefore);
      await expect.poll(() => listener.listening(), { timeout: 10_000, interval: 20 }).toBe(true);
      await db.query(`select pg_notify('lingxi_test', 'after')`);
      await expect.poll(() => r.heard, { timeout: 2000, interval: 10 }).toContain('after');
    } finally {
      await listener.stop();
    }
  });
});

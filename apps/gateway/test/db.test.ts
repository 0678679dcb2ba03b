/**
 * The database layer: notifications (Db.listen) on both databases, a lost listening connection on
 * PostgreSQL, and the plan cache mode of the gateway's PostgreSQL connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

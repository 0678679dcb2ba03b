import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from './db';

/** One key for every schema change: two gateways on one PostgreSQL take turns. */
const MIGRATION_LOCK = 4_205_318_771;

export interface Seed {
  /** Recorded in lingxi_seed; a seed with a recorded name never runs again. */
  name: string;
  run(tx: Queryable): Promise<void>;
}

export type Log = (message: string) => void;

async function lock(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  await tx.exec(`
    create table if not exists schema_migrations (
      version varchar(64) primary key,
      name varchar(255) not null,
      applied_time timestamptz not null default now()
    );
    create table if not exists lingxi_seed (
      name varchar(128) primary key,
      applied_time timestamptz not null default now()
    );`);
}

export function migrationFiles(dir: string): { version: string; name: string; file: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.split('_')[0] ?? f, name: f.replace(/\.sql$/, ''), file: join(dir, f) }));
}

/** Applies pending migrations in order, each in its own transaction under the advisory lock. */
export async function migrate(db: Db, dir: string, log: Log): Promise<number> {
  let applied = 0;
  for (const migration of migrationFiles(dir)) {
    const done = await db.transaction(async (tx) => {
      await lock(tx);
      const found = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (found.length > 0) return false;
      await tx.exec(readFileSync(migration.file, 'utf8'));
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) {
      applied++;
      log(`applied migration ${migration.name}`);
    }
  }
  return applied;
}

/** Runs each seed once, recorded by name, in its own transaction under the advisory lock. */
export async function seed(db: Db, seeds: readonly Seed[], log: Log): Promise<number> {
  let ran = 0;
  for (const s of seeds) {
    const done = await db.transaction(async (tx) => {
      await lock(tx);
      const found = await tx.query('select 1 from lingxi_seed where name = $1', [s.name]);
      if (found.length > 0) return false;
      await s.run(tx);
      await tx.query('insert into lingxi_seed (name) values ($1)', [s.name]);
      return true;
    });
    if (done) {
      ran++;
      log(`applied seed ${s.name}`);
    }
  }
  return ran;
}

/** Runs `fn` in a transaction holding the schema lock (start-up bootstrap of secrets). */
export function withSchemaLock<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lock(tx);
    return fn(tx);
  });
}

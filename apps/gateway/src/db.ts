import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GatewayOptions } from './config';

/** A row as the database answers it: bigint columns arrive as strings, timestamps as Date. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$1` parameters (PostgreSQL dialect). */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migration scripts). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. While `fn` runs, every
   * `query` / `exec` / `transaction` of this Db in the same async context joins that transaction (a
   * nested `transaction` is a SAVEPOINT): a request wrapped in one transaction cannot write beside it.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a notification channel (LISTEN): `onNotify` gets each committed `pg_notify` payload, from
   * this process or any other on the same database. `onGap` says that notifications may have been missed
   * (the listening connection broke): whatever they would have invalidated must be forgotten; while
   * `listening()` is false none arrive. Answers the unsubscribe.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onGap(): void;
}

export interface Listener {
  /** Whether notifications are being received now (a broken connection is being re-established). */
  listening(): boolean;
  stop(): Promise<void>;
}

interface TxScope {
  tx: Queryable;
  savepoints: number;
  committed: (() => void)[];
  rolledBack: (() => void)[];
}

/** The transaction the current async context runs in, if any. */
const txScope = new AsyncLocalStorage<TxScope>();

/** Whether the current async context runs inside a transaction (its reads see its own writes). */
export function inTransaction(): boolean {
  return txScope.getStore() !== undefined;
}

/** Runs `fn` once the current transaction commits (at once outside a transaction). */
export function whenCommitted(fn: () => void): void {
  const scope = txScope.getStore();
  if (scope) scope.committed.push(fn);
  else fn();
}

/** Runs `fn` if the current transaction rolls back (files written for rows that were never stored). */
export function whenRolledBack(fn: () => void): void {
  txScope.getStore()?.rolledBack.push(fn);
}

function settle(hooks: (() => void)[]): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch {
      // a clean-up hook never changes the outcome
    }
  }
}

/**
 * A Db whose calls join the current async context's transaction. `begin` opens a real transaction,
 * runs its callback with the transaction's Queryable and answers its result.
 */
function scoped(
  kind: Db['kind'],
  base: Queryable,
  begin: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
  listen: Db['listen'],
  close: () => Promise<void>,
): Db {
  const current = () => txScope.getStore()?.tx ?? base;
  return {
    kind,
    query: <T extends Row = Row>(sql: string, params?: readonly unknown[]) => current().query<T>(sql, params),
    exec: (sql: string) => current().exec(sql),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const outer = txScope.getStore();
      if (outer) {
        const name = `sp_${++outer.savepoints}`;
        await outer.tx.query(`savepoint ${name}`);
        try {
          const result = await fn(outer.tx);
          await outer.tx.query(`release savepoint ${name}`);
          return result;
        } catch (err) {
          await outer.tx.query(`rollback to savepoint ${name}`).catch(() => undefined);
          throw err;
        }
      }
      const scope: TxScope = { tx: base, savepoints: 0, committed: [], rolledBack: [] };
      let result: T;
      try {
        result = await begin((tx) => {
          scope.tx = tx;
          return txScope.run(scope, () => fn(tx));
        });
      } catch (err) {
        settle(scope.rolledBack);
        throw err;
      }
      settle(scope.committed);
      return result;
    },
    listen,
    close,
  };
}

/** PGlite answers int8 as bigint, node-postgres as string: both become strings. */
function normaliseRow(row: Row): Row {
  for (const key of Object.keys(row)) {
    const value = row[key];
    if (typeof value === 'bigint') row[key] = value.toString();
  }
  return row;
}

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrapPglite(target: PgliteLike): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows.map(normaliseRow) as T[];
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * `LINGXI_PGLITE_TEMPLATE`: a folder holding an initialised, empty PGlite cluster (what `openPglite` makes
 * of an empty folder, closed). A data folder without a cluster then starts as its copy (0.1 s) instead of
 * PGlite's initdb in WebAssembly (about 4 s of CPU). The gateway's tests open two dozen fresh databases
 * and set it (test/global-setup.ts); migrations and seeds run as on any new folder.
 */
function startFromTemplate(dataDir: string): void {
  const template = process.env.LINGXI_PGLITE_TEMPLATE;
  if (!template || existsSync(join(dataDir, 'PG_VERSION'))) return;
  if (!existsSync(join(template, 'PG_VERSION')))
    throw new Error(`LINGXI_PGLITE_TEMPLATE holds no PGlite cluster: ${template}`);
  cpSync(template, dataDir, { recursive: true });
}

export async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  startFromTemplate(dataDir);
  const { PGlite, types } = await import('@electric-sql/pglite');
  // int8 as text, like node-postgres: PGlite would answer small values as number, large as bigint.
  const pglite = new PGlite(dataDir, {
    parsers: { [types.INT8]: (value: string) => value, [types.DATE]: (value: string) => value },
  });
  await pglite.waitReady;
  return scoped(
    'pglite',
    wrapPglite(pglite),
    <T>(fn: (tx: Queryable) => Promise<T>) => pglite.transaction((tx) => fn(wrapPglite(tx))),
    // one process, one connection: a notification is handled as the statement that commits it returns
    async (channel, { onNotify }) => {
      const unlisten = await pglite.listen(channel, onNotify);
      return { listening: () => true, stop: () => unlisten() };
    },
    () => pglite.close(),
  );
}

const statementNames = new Map<string, string>();

/** The prepared-statement name of a query text (bounded: past 5,000 texts, unnamed). */
function statementName(sql: string): string | undefined {
  if (/^(savepoint|release|rollback)\b/i.test(sql)) return undefined;
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < 5000) {
    name = `lx_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

const PLAN_CACHE_MODES = ['force_generic_plan', 'auto', 'force_custom_plan'] as const;

/**
 * How PostgreSQL plans the gateway's prepared statements. Generic plans by default: planned once per
 * connection. With `auto`, PostgreSQL plans a paged list again on every execution (a generic plan of
 * `limit $n offset $m` is estimated too dear ever to be chosen): 0.2 ms of planning for 0.05-0.15 ms of
 * work, and, for some filters, custom plans many times slower than the generic one (README, Benchmark).
 */
export function planCacheMode(value: string | undefined): (typeof PLAN_CACHE_MODES)[number] {
  if (value === undefined || value === '') return 'force_generic_plan';
  const mode = PLAN_CACHE_MODES.find((m) => m === value);
  if (!mode) throw new Error(`LINGXI_PG_PLAN_CACHE_MODE must be one of ${PLAN_CACHE_MODES.join(', ')}`);
  return mode;
}

export async function openPostgres(url: string): Promise<Db> {
  const pg = await import('pg');
  const { Pool, types } = pg.default;
  // int8 stays a string (the default); numeric too. Timestamps with time zone arrive as Date.
  types.setTypeParser(20, (v: string) => v);
  types.setTypeParser(1082, (v: string) => v);
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.LINGXI_PG_POOL ?? 10),
    options: `-c plan_cache_mode=${planCacheMode(process.env.LINGXI_PG_PLAN_CACHE_MODE)}`,
  });
  pool.on('error', (err: Error) => console.error('[gateway] idle PostgreSQL client error:', err.message));
  await pool.query('select 1');
  const wrap = (client: {
    query: (
      sql: string | { name?: string; text: string; values: unknown[] },
      params?: unknown[],
    ) => Promise<{ rows: Row[] }>;
  }) => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      // named (prepared) statements: parsed and planned once per connection, not on every call
      const name = statementName(sql);
      try {
        const result = await client.query({ name, text: sql, values: [...params] });
        return result.rows.map(normaliseRow) as T[];
      } catch (err) {
        // a table changed under a prepared statement (another gateway migrated): once more, unprepared
        if (name && pgErrorCode(err) === '0A000') {
          const result = await client.query({ text: sql, values: [...params] });
          return result.rows.map(normaliseRow) as T[];
        }
        throw err;
      }
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  });
  return scoped(
    'postgres',
    wrap(pool),
    async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw err;
      } finally {
        client.release(broken);
      }
    },
    (channel, handlers) => listenPostgres(pg.default.Client, url, channel, handlers),
    () => pool.end(),
  );
}

type PgClient = InstanceType<typeof import('pg').Client>;

/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'lingxi-gateway-listen';

/**
 * LISTEN on a connection of its own, outside the pool. Until it listens, and whenever it breaks,
 * `listening()` is false and `onGap` is called; it connects again (after 0.2 s, doubling up to 5 s) until
 * stopped, and calls `onGap` once more when it listens again (what was committed meanwhile is unknown).
 */
async function listenPostgres(
  Client: typeof import('pg').Client,
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let current: PgClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 200;
  const close = (client: PgClient) => {
    client.removeAllListeners();
    client.on('error', () => undefined);
    return client.end().catch(() => undefined);
  };
  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url, application_name: LISTENER_NAME });
    let gone = false;
    const lose = () => {
      if (gone) return;
      gone = true;
      if (current === client) current = undefined;
      void close(client);
      if (stopped) return;
      handlers.onGap();
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
      delay = Math.min(delay * 2, 5000);
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (n) => {
      if (n.channel === channel) handlers.onNotify(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch {
      lose();
      return;
    }
    if (gone) return;
    if (stopped) {
      gone = true;
      void close(client);
      return;
    }
    current = client;
    delay = 200;
    handlers.onGap();
  };
  await connect();
  return {
    listening: () => current !== undefined,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = current;
      current = undefined;
      if (last) await close(last);
    },
  };
}

/** PostgreSQL error code of a failed query, when there is one (23505 = unique violation). */
export function pgErrorCode(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') return err.code;
  return undefined;
}

const dirsInUse = new Set<string>();

/** One gateway per PGlite folder: PGlite is a single-process database. */
function lockDataDir(dir: string): () => void {
  const folder = resolve(dir);
  const busy = () =>
    new Error(
      `another gateway uses the data folder ${folder}; stop it, or set LINGXI_DATA_DIR / DATABASE_URL (if none runs, delete ${join(folder, 'gateway.pid')})`,
    );
  if (dirsInUse.has(folder)) throw busy();
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'gateway.pid');
  let pid = 0;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
  } catch {
    pid = 0;
  }
  if (pid && pid !== process.pid) {
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw busy();
  }
  writeFileSync(file, String(process.pid));
  dirsInUse.add(folder);
  return () => {
    dirsInUse.delete(folder);
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in the (locked) data folder. */
export async function openDatabase(options: GatewayOptions): Promise<{ db: Db; release: () => void }> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl))
      throw new Error('DATABASE_URL must start with postgres://');
    return { db: await openPostgres(options.databaseUrl), release: () => {} };
  }
  const release = lockDataDir(options.dataDir);
  try {
    return { db: await openPglite(options.dataDir), release };
  } catch (err) {
    release();
    throw err;
  }
}

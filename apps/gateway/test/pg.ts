import pg from 'pg';
import { LISTENER_NAME } from '../src/db';

/** A new empty database on the PostgreSQL server of `baseUrl`, dropped again by `drop()`. */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lingxi_t_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
  const admin = async (sql: string) => {
    await queryOnce(baseUrl, sql);
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** One query on its own connection to the database of `url`. */
export async function queryOnce<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T>(sql, params);
  } finally {
    await client.end();
  }
}

/** Ends the gateways' listening connections on the database of `url` (as a network fault would): how many. */
export async function cutListeners(url: string): Promise<number> {
  const cut = await queryOnce(
    url,
    'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
    [LISTENER_NAME],
  );
  return cut.rowCount ?? 0;
}

/** How many gateway processes listen on the database of `url`. */
export async function listeners(url: string): Promise<number> {
  const rows = await queryOnce<{ n: number }>(
    url,
    'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
    [LISTENER_NAME],
  );
  return rows.rows[0]?.n ?? 0;
}

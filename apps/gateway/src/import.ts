/**
 * Excel imports written set-wise (issue 19, item 1). Row by row (`saveEntity` per row: three or four
 * statements each) a 5,000-row import held its transaction, and on PGlite the only connection, for
 * seconds. Here the rows are checked before the transaction opens (each as `saveEntity` would check a
 * create: `readEntity`, then uniqueness within the file and against the stored rows), and the
 * transaction only checks the stored rows again (a race with another writer) and inserts them in one
 * statement (`insertPlanned`): all or nothing, as before.
 *
 * The report is the one of the row-by-row import: the 400 names the first row (in file order) that
 * would have failed, `第N行：<its message>`. Resource hooks (`beforeSave`, `afterSave`) do not run:
 * the caller does their work for the whole file (the users' import: one password hash, the quota).
 */
import type { AuthUser } from './auth';
import { pgErrorCode, type Queryable } from './db';
import { badRequest, HttpError } from './http';
import { allFields, type FieldDef, type ResourceDef, readEntity, SqlBuilder } from './resource';
import type { XlsxRow } from './xlsx-read';

export interface ImportPlan {
  def: ResourceDef;
  /** The rows that passed the checks made before the transaction, in file order. */
  rows: { line: number; columns: Map<string, unknown> }[];
  /** The first row failing those checks, if any (rows after it are not in `rows`). */
  failure?: { line: number; msg: string };
}

/** Rows per `values` statement where one over arrays cannot be used (at most ~12 columns each: well under PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 500;

const uniqueFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.unique && !f.uniqueWith);

/**
 * A turn of the event loop every `every` calls, for a loop over a file's rows (5,000 rows checked are
 * 30-60 ms of script): the requests that came meanwhile are answered between the slices.
 */
export function eventLoopTurns(every = 500): () => Promise<void> | undefined {
  let calls = 0;
  return () => {
    calls++;
    return calls % every === 0 ? new Promise((resolve) => setImmediate(resolve)) : undefined;
  };
}

/**
 * Checks each row as `saveEntity` checks a create, in file order, until the first failing row:
 * `before` (a check of the raw row the import makes first), the field values with `extra` added, then
 * uniqueness within the file.
 */
export async function planImport(
  def: ResourceDef,
  rows: readonly XlsxRow[],
  extra: Record<string, unknown> = {},
  before?: (row: XlsxRow) => string | undefined,
): Promise<ImportPlan> {
  if (def.fields.some((f) => f.unique && f.uniqueWith)) throw new Error(`${def.name}: no set-wise import`);
  const plan: ImportPlan = { def, rows: [] };
  const seen = new Map<string, Set<string>>(uniqueFields(def).map((f) => [f.column, new Set()]));
  const turn = eventLoopTurns();
  for (const row of rows) {
    await turn();
    try {
      const msg = before?.(row);
      if (msg) throw badRequest(msg);
      const columns = readEntity(def, { ...row.values, ...extra }, true);
      for (const f of uniqueFields(def)) {
        const v = columns.get(f.column);
        if (v === null || v === undefined) continue;
        const values = seen.get(f.column) as Set<string>;
        if (values.has(String(v))) throw badRequest(f.unique as string);
        values.add(String(v));
      }
      plan.rows.push({ line: row.line, columns });
    } catch (err) {
      if (!(err instanceof HttpError) || err.code !== 400) throw err;
      plan.failure = { line: row.line, msg: err.message };
      break;
    }
  }
  return plan;
}

/** The first planned row whose unique value is already stored (one query per unique field). */
async function firstStoredConflict(
  q: Queryable,
  user: AuthUser,
  plan: ImportPlan,
): Promise<{ line: number; msg: string } | undefined> {
  let first: { line: number; msg: string } | undefined;
  for (const f of uniqueFields(plan.def)) {
    const values = [...new Set(plan.rows.map((r) => r.columns.get(f.column)).filter((v) => v != null))];
    if (values.length === 0) continue;
    // the live rows of the tenant, as the tables' unique indexes see them (not the definition's
    // narrower `where`: an import of park users must not collide with a government user's account)
    const sql = new SqlBuilder();
    if (!plan.def.plain) sql.where.push('is_deleted = 0');
    if (plan.def.tenantOwned) sql.where.push(`tenant_id = ${sql.add(user.tenantId)}`);
    sql.where.push(`${f.column}::text = any(${sql.add(values.map(String))}::text[])`);
    const stored = await q.query<{ v: string }>(
      `select distinct ${f.column}::text as v from ${plan.def.table} where ${sql.where.join(' and ')}`,
      sql.params,
    );
    if (stored.length === 0) continue;
    const taken = new Set(stored.map((s) => s.v));
    const row = plan.rows.find((r) => taken.has(String(r.columns.get(f.column))));
    if (row && (!first || row.line < first.line)) first = { line: row.line, msg: f.unique as string };
  }
  return first;
}

/**
 * Throws the row-numbered 400 of the first failing row: the plan's own failure or a row whose unique
 * value is stored, whichever comes first in the file; `more` adds a failure found by the caller.
 */
export async function refuseFirstFailure(
  q: Queryable,
  user: AuthUser,
  plan: ImportPlan,
  more?: { line: number; msg: string },
): Promise<void> {
  const failures = [plan.failure, await firstStoredConflict(q, user, plan), more].filter(
    (f): f is { line: number; msg: string } => !!f,
  );
  if (failures.length === 0) return;
  const first = failures.reduce((a, b) => (b.line < a.line ? b : a));
  throw badRequest(`第${first.line}行：${first.msg}`);
}

/** A column of a table as the catalog describes it: its type without modifiers, and whether it has a default. */
interface CatalogColumn {
  type: string;
  hasDefault: boolean;
}

/** Each table's columns, read once per process: the migrations have run before any request. */
const catalogs = new Map<string, Map<string, CatalogColumn>>();

async function catalogColumns(q: Queryable, table: string): Promise<Map<string, CatalogColumn>> {
  let columns = catalogs.get(table);
  if (!columns) {
    const rows = await q.query<{ name: string; type: string; has_default: boolean }>(
      `select a.attname as name, format_type(a.atttypid, null) as type, a.atthasdef as has_default
         from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
      [table],
    );
    columns = new Map(rows.map((r) => [r.name, { type: r.type, hasDefault: r.has_default }]));
    catalogs.set(table, columns);
  }
  return columns;
}

/** A cell the insert leaves to the column's default. */
const DEFAULT = Symbol('default');

/**
 * Inside the transaction: checks the stored rows again, then inserts every planned row (with `set`
 * overriding columns). Answers the number of rows stored.
 *
 * On PGlite the transaction holds the gateway's only connection, and its statements run on the event
 * loop, so every other request waits for the whole insert. One statement over arrays, a column each
 * (`unnest`), inserts 5,000 rows in about a third of the time of ten multi-row `values` statements
 * (75-175 against 230-400 ms in PGlite): the statement is short to parse and bind whatever the rows.
 * The `values` statements remain for what one statement over arrays cannot say: a row leaving a
 * column with an SQL default to that default while other rows set it. The cells are what `readEntity`
 * makes of a row (strings, numbers, null) and the resource's `defaults`.
 */
export async function insertPlanned(
  tx: Queryable,
  user: AuthUser,
  plan: ImportPlan,
  set: Record<string, unknown> = {},
  more?: { line: number; msg: string },
): Promise<number> {
  await refuseFirstFailure(tx, user, plan, more);
  if (plan.rows.length === 0) return 0; // a file whose every row overwrites a stored one
  const { def } = plan;
  const known = new Set(allFields(def).map((f) => f.column));
  for (const column of Object.keys(set)) if (!known.has(column)) throw new Error(`unknown column ${column}`);
  const columns = new Set<string>([...Object.keys(def.defaults ?? {}), ...Object.keys(set)]);
  for (const row of plan.rows) for (const column of row.columns.keys()) columns.add(column);
  const dept = user.deptId.split(',')[0] ?? '';
  // the same for every row: `set`, then the audit columns; per row: the rest
  const shared: [string, unknown][] = [...columns]
    .filter((column) => column in set)
    .map((column) => [column, set[column]]);
  if (!def.plain)
    shared.push(
      ['create_user', user.userId],
      ['update_user', user.userId],
      ['create_dept', /^\d+$/.test(dept) ? dept : null],
    );
  if (def.tenantOwned) shared.push(['tenant_id', user.tenantId]);
  const perRow = [...columns].filter((column) => !(column in set));
  const names = [...perRow, ...shared.map(([column]) => column)];
  const cells = plan.rows.map((row) =>
    perRow.map((column) => {
      if (row.columns.has(column)) return row.columns.get(column);
      if (def.defaults && column in def.defaults) return def.defaults[column];
      return DEFAULT;
    }),
  );
  try {
    const table = await catalogColumns(tx, def.table);
    const info = (column: string): CatalogColumn => {
      const found = table.get(column);
      if (!found) throw new Error(`${def.table} has no column ${column}`);
      return found;
    };
    // a default left to some rows is the same as null only where the column has none
    const oneStatement = perRow.every(
      (column, i) => !info(column).hasDefault || cells.every((row) => row[i] !== DEFAULT),
    );
    const sharedValue = (sql: SqlBuilder, [column, value]: [string, unknown]) =>
      `${sql.add(value)}::${info(column).type}`;
    if (oneStatement) {
      const sql = new SqlBuilder();
      const arrays = perRow.map(
        (column, i) =>
          `${sql.add(cells.map((row) => (row[i] === DEFAULT ? null : row[i])))}::${info(column).type}[]`,
      );
      const select = [...perRow.map((_, i) => `u.c${i}`), ...shared.map((pair) => sharedValue(sql, pair))];
      const aliases = [...perRow.map((_, i) => `c${i}`), 'n'];
      await tx.query(
        `insert into ${def.table} (${names.join(', ')})
           select ${select.join(', ')} from unnest(${arrays.join(', ')}) with ordinality as u(${aliases.join(', ')})
           order by u.n`,
        sql.params,
      );
      return plan.rows.length;
    }
    for (let at = 0; at < plan.rows.length; at += INSERT_BATCH) {
      const sql = new SqlBuilder();
      const tuples = cells.slice(at, at + INSERT_BATCH).map((row) => {
        const values = row.map((v) => (v === DEFAULT ? 'default' : sql.add(v)));
        return `(${[...values, ...shared.map((pair) => sharedValue(sql, pair))].join(', ')})`;
      });
      await tx.query(
        `insert into ${def.table} (${names.join(', ')}) values ${tuples.join(', ')}`,
        sql.params,
      );
    }
  } catch (err) {
    // a unique index refusing a row the checks let through (a write racing this one)
    if (pgErrorCode(err) === '23505') throw badRequest(uniqueFields(def)[0]?.unique ?? '数据已存在');
    throw err;
  }
  return plan.rows.length;
}

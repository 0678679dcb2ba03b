/**
 * Excel imports written set-wise (issue 19, item 1). Row by row (`saveEntity` per row: three or four
 * statements each) a 5,000-row import held its transaction, and on PGlite the only connection, for
 * seconds. Here the rows are checked before the transaction opens (each as `saveEntity` would check a
 * create: `readEntity`, then uniqueness within the file and against the stored rows), and the
 * transaction only checks the stored rows again (a race with another writer) and inserts them in a few
 * multi-row statements: all or nothing, as before.
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

/** Rows per insert statement (at most ~12 columns each: well under PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 500;

const uniqueFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.unique && !f.uniqueWith);

/**
 * Checks each row as `saveEntity` checks a create, in file order, until the first failing row:
 * `before` (a check of the raw row the import makes first), the field values with `extra` added, then
 * uniqueness within the file.
 */
export function planImport(
  def: ResourceDef,
  rows: readonly XlsxRow[],
  extra: Record<string, unknown> = {},
  before?: (row: XlsxRow) => string | undefined,
): ImportPlan {
  if (def.fields.some((f) => f.unique && f.uniqueWith)) throw new Error(`${def.name}: no set-wise import`);
  const plan: ImportPlan = { def, rows: [] };
  const seen = new Map<string, Set<string>>(uniqueFields(def).map((f) => [f.column, new Set()]));
  for (const row of rows) {
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

/**
 * Inside the transaction: checks the stored rows again, then inserts every planned row (with `set`
 * overriding columns) in multi-row statements. Answers the number of rows stored.
 */
export async function insertPlanned(
  tx: Queryable,
  user: AuthUser,
  plan: ImportPlan,
  set: Record<string, unknown> = {},
  more?: { line: number; msg: string },
): Promise<number> {
  await refuseFirstFailure(tx, user, plan, more);
  const { def } = plan;
  const known = new Set(allFields(def).map((f) => f.column));
  for (const column of Object.keys(set)) if (!known.has(column)) throw new Error(`unknown column ${column}`);
  const columns = new Set<string>([...Object.keys(def.defaults ?? {}), ...Object.keys(set)]);
  for (const row of plan.rows) for (const column of row.columns.keys()) columns.add(column);
  const dept = user.deptId.split(',')[0] ?? '';
  const audit: [string, unknown, string][] = def.plain
    ? []
    : [
        ['create_user', user.userId, '::bigint'],
        ['update_user', user.userId, '::bigint'],
        ['create_dept', /^\d+$/.test(dept) ? dept : null, '::bigint'],
      ];
  if (def.tenantOwned) audit.push(['tenant_id', user.tenantId, '']);
  const names = [...columns, ...audit.map(([c]) => c)];
  for (let at = 0; at < plan.rows.length; at += INSERT_BATCH) {
    const sql = new SqlBuilder();
    const tuples = plan.rows.slice(at, at + INSERT_BATCH).map((row) => {
      const cells = [...columns].map((column) => {
        if (column in set) return sql.add(set[column]);
        if (row.columns.has(column)) return sql.add(row.columns.get(column));
        if (def.defaults && column in def.defaults) return sql.add(def.defaults[column]);
        return 'default';
      });
      for (const [, value, cast] of audit) cells.push(`${sql.add(value)}${cast}`);
      return `(${cells.join(', ')})`;
    });
    try {
      await tx.query(
        `insert into ${def.table} (${names.join(', ')}) values ${tuples.join(', ')}`,
        sql.params,
      );
    } catch (err) {
      // a unique index refusing a row the checks let through (a write racing this one)
      if (pgErrorCode(err) === '23505') throw badRequest(uniqueFields(def)[0]?.unique ?? '数据已存在');
      throw err;
    }
  }
  return plan.rows.length;
}

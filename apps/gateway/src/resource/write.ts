/** Writing a resource: submitted values, uniqueness, permissions, and saveEntity (create / update). */
import type { AuthUser } from '../auth';
import type { Queryable, Row } from '../db';
import { badRequest, HttpError, MSG_FORBIDDEN, parseId, unstorable } from '../http';
import { formatDate, parseDate, parseDateTime } from '../time';
import { scope } from './query';
import { allFields, SqlBuilder } from './sql';
import { type FieldDef, MSG_NOT_FOUND, type ResourceDef, type ResourceDeps, type SaveContext } from './types';

function readString(f: FieldDef, raw: unknown): string {
  // a JSON number, boolean, object or array is not text: refused, never stored as its String() (issue 19, item 8)
  if (typeof raw !== 'string') throw badRequest(`${f.label}格式不正确`);
  const text = raw;
  if (f.required && text.trim() === '') throw badRequest(f.required);
  if (unstorable(text)) throw badRequest(`${f.label}包含非法字符`);
  if (f.maxLength && text.length > f.maxLength)
    throw badRequest(`${f.label}长度不能超过${f.maxLength}个字符`);
  if (f.pattern && text !== '' && !f.pattern.re.test(text)) throw badRequest(f.pattern.msg);
  return text;
}

/** Validates one submitted value; throws 400 with the field's message. */
export function readValue(f: FieldDef, raw: unknown): unknown {
  if (f.type === 'string') return readString(f, raw);
  if (f.type === 'int' || f.type === 'decimal') {
    if (typeof raw === 'string' && raw.trim() === '' && !f.required) return null;
    const re = f.type === 'int' ? /^-?\d{1,9}$/ : /^-?\d{1,14}(\.\d{1,4})?$/;
    const n = typeof raw === 'string' && re.test(raw.trim()) ? Number(raw) : raw;
    const okType =
      typeof n === 'number' && Number.isFinite(n) && (f.type === 'decimal' || Number.isInteger(n));
    if (!okType || (f.values && !f.values.includes(n))) throw badRequest(`${f.label}格式不正确`);
    if (Math.abs(n) > 1e14) throw badRequest(`${f.label}格式不正确`);
    if (f.min !== undefined && n < f.min) throw badRequest(`${f.label}不能小于${f.min}`);
    if (f.max !== undefined && n > f.max) throw badRequest(`${f.label}不能大于${f.max}`);
    return n;
  }
  if (f.type === 'id') {
    if (raw === 0 || raw === '0') return '0';
    if (typeof raw === 'string' && raw.trim() === '' && !f.required) return null;
    const id = parseId(raw);
    if (!id) throw badRequest(`${f.label}格式不正确`);
    return id;
  }
  if (typeof raw === 'string' && raw.trim() === '' && !f.required) return null;
  const d = typeof raw === 'string' ? (f.type === 'date' ? parseDate(raw) : parseDateTime(raw)) : undefined;
  if (!d) throw badRequest(`${f.label}格式不正确`);
  return f.type === 'date' ? formatDate(d) : d.toISOString();
}

/** Validates a submit body into column values; throws 400 with the field's message. */
export function readEntity(
  def: ResourceDef,
  body: Record<string, unknown>,
  creating: boolean,
): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const f of allFields(def)) {
    if (!f.writable) continue;
    const raw = body[f.field];
    const absent = raw === undefined || raw === null;
    if (absent) {
      if (creating && f.required) throw badRequest(f.required);
      continue;
    }
    const value = readValue(f, raw);
    if (value === null && f.required) throw badRequest(f.required);
    values.set(f.column, value);
  }
  return values;
}

async function checkUnique(def: ResourceDef, ctx: SaveContext): Promise<void> {
  for (const f of def.fields) {
    if (!f.unique || !ctx.values.has(f.column)) continue;
    const value = ctx.values.get(f.column);
    if (value === null || value === undefined) continue;
    const sql = new SqlBuilder();
    scope(def, ctx.user, sql);
    sql.where.push(`${f.column} = ${sql.add(value)}`);
    for (const col of f.uniqueWith ?? []) {
      const v = ctx.values.has(col) ? ctx.values.get(col) : ctx.existing?.[col];
      sql.where.push(
        v === null || v === undefined ? `${col} is null` : `${col}::text = ${sql.add(String(v))}`,
      );
    }
    if (ctx.id) sql.where.push(`id <> ${sql.add(ctx.id)}::bigint`);
    const rows = await ctx.tx.query(
      `select 1 from ${def.table} where ${sql.where.join(' and ')} limit 1`,
      sql.params,
    );
    if (rows.length > 0) throw badRequest(f.unique);
  }
}

export async function requirePermission(deps: ResourceDeps, user: AuthUser, code: string): Promise<void> {
  if (!(await deps.can(user, code))) throw new HttpError(403, MSG_FORBIDDEN);
}

/** Rows of another table (or of the same one) that still point at the rows a removal would delete. */
export interface Referrer {
  table: string;
  /** The column holding the reference, compared as text. */
  column: string;
  /** The column holds a comma-joined list of keys (blade_user.role_id, dept_id). */
  list?: boolean;
  /** The 400 message while such a row exists. */
  msg: string;
  /** Which rows count: live ones, of the caller's tenant, ... */
  where?: (sql: SqlBuilder) => void;
}

/**
 * Refuses a removal while a row still refers to one of `keys` (children of a tree node, users of a
 * role or department): 400 with the first referrer's message that finds one.
 */
export async function refuseWhileReferenced(
  tx: Queryable,
  keys: readonly string[],
  referrers: readonly Referrer[],
): Promise<void> {
  for (const ref of referrers) {
    const sql = new SqlBuilder();
    ref.where?.(sql);
    const param = sql.add(keys);
    sql.where.push(
      ref.list
        ? `string_to_array(${ref.column}, ',') && ${param}::text[]`
        : `${ref.column}::text = any(${param}::text[])`,
    );
    const rows = await tx.query(
      `select 1 from ${ref.table} where ${sql.where.join(' and ')} limit 1`,
      sql.params,
    );
    if (rows.length > 0) throw badRequest(ref.msg);
  }
}

/** Creates or updates one entity inside `tx`; used by submit and by special handlers. */
export async function saveEntity(
  def: ResourceDef,
  tx: Queryable,
  user: AuthUser,
  body: Record<string, unknown>,
  id: string | undefined,
): Promise<Row> {
  const creating = !id;
  const values = readEntity(def, body, creating);
  const ctx: SaveContext = { tx, user, values, creating, id, body };
  if (id) {
    const sql = new SqlBuilder();
    scope(def, user, sql);
    sql.where.push(`id = ${sql.add(id)}::bigint`);
    const rows = await tx.query(
      `select * from ${def.table} where ${sql.where.join(' and ')} for update`,
      sql.params,
    );
    if (!rows[0]) throw badRequest(MSG_NOT_FOUND);
    ctx.existing = rows[0];
  }
  await def.beforeSave?.(ctx);
  await checkUnique(def, ctx);
  const sql = new SqlBuilder();
  let row: Row | undefined;
  if (id) {
    const sets = [...values].map(([col, v]) => `${col} = ${sql.add(v)}`);
    if (!def.plain) sets.push(`update_user = ${sql.add(user.userId)}::bigint`, 'update_time = now()');
    if (sets.length === 0) return ctx.existing ?? {};
    scope(def, user, sql);
    sql.where.push(`id = ${sql.add(id)}::bigint`);
    const rows = await tx.query(
      `update ${def.table} set ${sets.join(', ')} where ${sql.where.join(' and ')} returning *`,
      sql.params,
    );
    row = rows[0];
  } else {
    for (const [col, v] of Object.entries(def.defaults ?? {})) if (!values.has(col)) values.set(col, v);
    const columns = [...values.keys()];
    const params = [...values.values()].map((v) => sql.add(v));
    if (!def.plain) {
      const dept = user.deptId.split(',')[0] ?? '';
      columns.push('create_user', 'update_user', 'create_dept');
      params.push(
        `${sql.add(user.userId)}::bigint`,
        `${sql.add(user.userId)}::bigint`,
        `${sql.add(/^\d+$/.test(dept) ? dept : null)}::bigint`,
      );
    }
    if (def.tenantOwned) {
      columns.push('tenant_id');
      params.push(sql.add(user.tenantId));
    }
    const rows = await tx.query(
      `insert into ${def.table} (${columns.join(', ')}) values (${params.join(', ')}) returning *`,
      sql.params,
    );
    row = rows[0];
  }
  if (!row) throw badRequest(MSG_NOT_FOUND);
  await def.afterSave?.({ ...ctx, row });
  return row;
}

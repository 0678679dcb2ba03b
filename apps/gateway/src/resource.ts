/**
 * A small declarative resource engine: a definition (table, fields, filters, required fields,
 * uniqueness, permission code) drives BladeX-style list / detail / submit / remove endpoints.
 */
import type { Context, Hono } from 'hono';
import type { AuthUser } from './auth';
import type { Db, Queryable, Row } from './db';
import { pgErrorCode } from './db';
import {
  badRequest,
  HttpError,
  isRecord,
  MSG_FORBIDDEN,
  ok,
  parseId,
  parseIds,
  readJson,
  sendR,
} from './http';
import { formatDateTime, parseDateTime } from './time';

export type FieldType = 'id' | 'string' | 'int' | 'datetime';

export interface FieldDef {
  /** JSON name (camelCase). */
  field: string;
  /** SQL column (snake_case). */
  column: string;
  type: FieldType;
  /** Chinese label used in messages. */
  label: string;
  /** Accepted from submit. */
  writable?: boolean;
  /** Message when a create lacks it (or any submit sends it blank). */
  required?: string;
  maxLength?: number;
  /** Allowed integer values. */
  values?: readonly number[];
  /** Message when another non-deleted record (of the same tenant) holds the value. */
  unique?: string;
  /** Usable as a query filter (`field`, `field_equal`, `field_like`, `field_gt`, ...). */
  filter?: boolean;
  /** Usable in `ascs` / `descs`. */
  sortable?: boolean;
}

export interface ResourceDef {
  name: string;
  /** Route prefix, e.g. `/api/lingxi-system/param`. */
  path: string;
  table: string;
  /** Rows carry tenant_id; callers only see and touch their tenant's rows. */
  tenantOwned: boolean;
  /**
   * Menu code: the caller needs it to list / read, and `<code>_add`, `<code>_edit`,
   * `<code>_delete` to create, update, remove.
   */
  permission: string;
  /** The resource's own fields; audit fields are added by the engine. */
  fields: readonly FieldDef[];
  defaultOrder: readonly { column: string; desc: boolean }[];
  maxPageSize?: number;
}

export interface ResourceDeps {
  db: Db;
  /** Whether the caller holds a menu / button code. */
  can(user: AuthUser, code: string): Promise<boolean>;
}

export type ResourceEnv = { Variables: { user: AuthUser } };

const AUDIT_FIELDS: readonly FieldDef[] = [
  { field: 'createUser', column: 'create_user', type: 'id', label: '创建人', filter: true },
  { field: 'createDept', column: 'create_dept', type: 'id', label: '创建部门' },
  {
    field: 'createTime',
    column: 'create_time',
    type: 'datetime',
    label: '创建时间',
    filter: true,
    sortable: true,
  },
  { field: 'updateUser', column: 'update_user', type: 'id', label: '修改人' },
  {
    field: 'updateTime',
    column: 'update_time',
    type: 'datetime',
    label: '修改时间',
    filter: true,
    sortable: true,
  },
  {
    field: 'status',
    column: 'status',
    type: 'int',
    label: '状态',
    writable: true,
    values: [0, 1],
    filter: true,
    sortable: true,
  },
  { field: 'isDeleted', column: 'is_deleted', type: 'int', label: '删除标记' },
];

const RESERVED_QUERY = new Set(['current', 'size', 'ascs', 'descs', '_t', 't']);
const FILTER_SUFFIXES = [
  'equal',
  'like',
  'notequal',
  'gt',
  'lt',
  'ge',
  'le',
  'datege',
  'datelt',
  'dategt',
  'datele',
] as const;
type FilterOp = 'contains' | (typeof FILTER_SUFFIXES)[number];

export const MSG_NOT_FOUND = '数据不存在或已删除';

function allFields(def: ResourceDef): FieldDef[] {
  const id: FieldDef = { field: 'id', column: 'id', type: 'id', label: '主键', filter: true, sortable: true };
  const tenant: FieldDef[] = def.tenantOwned
    ? [{ field: 'tenantId', column: 'tenant_id', type: 'string', label: '租户ID' }]
    : [];
  return [id, ...tenant, ...def.fields, ...AUDIT_FIELDS];
}

/** Row → JSON entity: camelCase names, ids as strings, times as `YYYY-MM-DD HH:mm:ss`. */
export function serialise(def: ResourceDef, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of allFields(def)) {
    const v = row[f.column];
    if (v === null || v === undefined) out[f.field] = null;
    else if (f.type === 'datetime') out[f.field] = formatDateTime(v);
    else if (f.type === 'int') out[f.field] = Number(v);
    else out[f.field] = String(v);
  }
  return out;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

class SqlBuilder {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

function parsePositiveInt(value: string | undefined, fallback: number, message: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d{1,9}$/.test(value.trim())) throw badRequest(message);
  const n = Number(value.trim());
  if (n < 1) throw badRequest(message);
  return n;
}

function filterValue(f: FieldDef, key: string, op: FilterOp, raw: string): unknown {
  const bad = () => badRequest(`查询条件${key}格式不正确`);
  if (raw.includes('\u0000')) throw bad();
  if (op.startsWith('date') || f.type === 'datetime') {
    if (f.type !== 'datetime') throw bad();
    const d = parseDateTime(raw);
    if (!d) throw bad();
    return d.toISOString();
  }
  if (f.type === 'int') {
    if (!/^-?\d{1,9}$/.test(raw.trim())) throw bad();
    return Number(raw.trim());
  }
  if (f.type === 'id') {
    const id = parseId(raw);
    if (!id) throw bad();
    return id;
  }
  if (raw.length > 255) throw bad();
  return raw;
}

function addFilter(sql: SqlBuilder, f: FieldDef, key: string, op: FilterOp, raw: string): void {
  const col = f.column;
  if ((op === 'like' || op === 'contains') && f.type === 'string') {
    if (raw.includes('\u0000') || raw.length > 255) throw badRequest(`查询条件${key}格式不正确`);
    sql.where.push(`${col} ilike ${sql.add(`%${escapeLike(raw)}%`)} escape '\\'`);
    return;
  }
  if (op === 'like') throw badRequest(`查询条件${key}格式不正确`);
  const value = filterValue(f, key, op, raw);
  const cast = f.type === 'datetime' ? '::timestamptz' : f.type === 'id' ? '::bigint' : '';
  const p = `${sql.add(value)}${cast}`;
  const sqlOp: Record<Exclude<FilterOp, 'like'>, string> = {
    contains: '=',
    equal: '=',
    notequal: '<>',
    gt: '>',
    lt: '<',
    ge: '>=',
    le: '<=',
    datege: '>=',
    datelt: '<',
    dategt: '>',
    datele: '<=',
  };
  sql.where.push(`${col} ${sqlOp[op]} ${p}`);
}

function parseFilters(def: ResourceDef, query: Record<string, string>, sql: SqlBuilder): void {
  const fields = allFields(def).filter((f) => f.filter);
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED_QUERY.has(key) || raw.trim() === '') continue;
    let name = key;
    let op: FilterOp = 'contains';
    const us = key.lastIndexOf('_');
    if (us > 0) {
      const suffix = key.slice(us + 1);
      if ((FILTER_SUFFIXES as readonly string[]).includes(suffix)) {
        name = key.slice(0, us);
        op = suffix as FilterOp;
      }
    }
    const f = fields.find((x) => x.field === name || x.column === name);
    if (!f) continue; // unknown query parameters are ignored, as BladeX does
    addFilter(sql, f, key, op, raw);
  }
}

function parseOrder(def: ResourceDef, query: Record<string, string>): string {
  const sortable = allFields(def).filter((f) => f.sortable);
  const parts: string[] = [];
  for (const [param, dir] of [
    ['ascs', 'asc'],
    ['descs', 'desc'],
  ] as const) {
    const value = query[param];
    if (!value) continue;
    for (const name of value.split(',').map((s) => s.trim())) {
      if (!name) continue;
      const f = sortable.find((x) => x.field === name || x.column === name);
      if (!f) throw badRequest(`不支持的排序字段: ${name.slice(0, 64)}`);
      parts.push(`${f.column} ${dir}`);
    }
  }
  if (parts.length === 0)
    for (const o of def.defaultOrder) parts.push(`${o.column} ${o.desc ? 'desc' : 'asc'}`);
  parts.push('id desc');
  return parts.join(', ');
}

function scope(def: ResourceDef, user: AuthUser, sql: SqlBuilder): void {
  sql.where.push('is_deleted = 0');
  if (def.tenantOwned) sql.where.push(`tenant_id = ${sql.add(user.tenantId)}`);
}

/** Validates a submit body into column values; throws 400 with the field's message. */
function readEntity(
  def: ResourceDef,
  body: Record<string, unknown>,
  creating: boolean,
): Map<FieldDef, unknown> {
  const values = new Map<FieldDef, unknown>();
  for (const f of allFields(def)) {
    if (!f.writable) continue;
    const raw = body[f.field];
    const absent = raw === undefined || raw === null;
    if (absent) {
      if (creating && f.required) throw badRequest(f.required);
      continue;
    }
    if (f.type === 'string') {
      if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
        throw badRequest(`${f.label}格式不正确`);
      }
      const text = String(raw);
      if (f.required && text.trim() === '') throw badRequest(f.required);
      if (text.includes('\u0000')) throw badRequest(`${f.label}包含非法字符`);
      if (f.maxLength && text.length > f.maxLength)
        throw badRequest(`${f.label}长度不能超过${f.maxLength}个字符`);
      values.set(f, text);
    } else if (f.type === 'int') {
      const n = typeof raw === 'string' && /^-?\d{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n) || (f.values && !f.values.includes(n))) {
        throw badRequest(`${f.label}格式不正确`);
      }
      values.set(f, n);
    } else if (f.type === 'id') {
      const id = parseId(raw);
      if (!id) throw badRequest(`${f.label}格式不正确`);
      values.set(f, id);
    } else {
      const d = typeof raw === 'string' ? parseDateTime(raw) : undefined;
      if (!d) throw badRequest(`${f.label}格式不正确`);
      values.set(f, d.toISOString());
    }
  }
  return values;
}

async function checkUnique(
  def: ResourceDef,
  tx: Queryable,
  user: AuthUser,
  values: Map<FieldDef, unknown>,
  id: string | undefined,
): Promise<void> {
  for (const [f, value] of values) {
    if (!f.unique) continue;
    const sql = new SqlBuilder();
    scope(def, user, sql);
    sql.where.push(`${f.column} = ${sql.add(value)}`);
    if (id) sql.where.push(`id <> ${sql.add(id)}::bigint`);
    const rows = await tx.query(
      `select 1 from ${def.table} where ${sql.where.join(' and ')} limit 1`,
      sql.params,
    );
    if (rows.length > 0) throw badRequest(f.unique);
  }
}

async function requirePermission(deps: ResourceDeps, user: AuthUser, code: string): Promise<void> {
  if (!(await deps.can(user, code))) throw new HttpError(403, MSG_FORBIDDEN);
}

export async function listRecords(
  def: ResourceDef,
  deps: ResourceDeps,
  user: AuthUser,
  query: Record<string, string>,
) {
  const max = def.maxPageSize ?? 200;
  const current = parsePositiveInt(query.current, 1, '当前页码必须是正整数');
  const size = parsePositiveInt(query.size, 10, `每页条数必须在1到${max}之间`);
  if (size > max) throw badRequest(`每页条数必须在1到${max}之间`);
  const sql = new SqlBuilder();
  scope(def, user, sql);
  parseFilters(def, query, sql);
  const order = parseOrder(def, query);
  const where = sql.where.join(' and ');
  const counted = await deps.db.query<{ total: number }>(
    `select count(*)::int as total from ${def.table} where ${where}`,
    sql.params,
  );
  const total = counted[0]?.total ?? 0;
  const rows = await deps.db.query(
    `select * from ${def.table} where ${where} order by ${order} limit ${sql.add(size)} offset ${sql.add((current - 1) * size)}`,
    sql.params,
  );
  return {
    records: rows.map((r) => serialise(def, r)),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  };
}

/** Registers `list`, `detail`, `submit` and `remove` for a resource. */
export function mountResource(app: Hono<ResourceEnv>, def: ResourceDef, deps: ResourceDeps): void {
  const uniqueMessage = def.fields.find((f) => f.unique)?.unique ?? '数据已存在';

  app.get(`${def.path}/list`, async (c) => {
    const user = c.get('user');
    await requirePermission(deps, user, def.permission);
    return sendR(c, ok(await listRecords(def, deps, user, c.req.query())));
  });

  app.get(`${def.path}/detail`, async (c) => {
    const user = c.get('user');
    await requirePermission(deps, user, def.permission);
    const id = parseId(c.req.query('id'));
    if (!id) throw badRequest('请传入正确的主键id');
    const sql = new SqlBuilder();
    scope(def, user, sql);
    sql.where.push(`id = ${sql.add(id)}::bigint`);
    const rows = await deps.db.query(
      `select * from ${def.table} where ${sql.where.join(' and ')}`,
      sql.params,
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, MSG_NOT_FOUND);
    return sendR(c, ok(serialise(def, row)));
  });

  app.post(`${def.path}/submit`, async (c: Context<ResourceEnv>) => {
    const user = c.get('user');
    const body = await readJson(c);
    if (!isRecord(body)) throw badRequest('请求体必须是对象');
    const rawId = body.id;
    const creating = rawId === undefined || rawId === null || rawId === '';
    const id = creating ? undefined : parseId(rawId);
    if (!creating && !id) throw badRequest('主键格式不正确');
    await requirePermission(deps, user, `${def.permission}_${creating ? 'add' : 'edit'}`);
    const values = readEntity(def, body, creating);
    try {
      const row = await deps.db.transaction(async (tx) => {
        await checkUnique(def, tx, user, values, id);
        const sql = new SqlBuilder();
        if (id) {
          const sets = [...values].map(([f, v]) => `${f.column} = ${sql.add(v)}`);
          sets.push(`update_user = ${sql.add(user.userId)}::bigint`, 'update_time = now()');
          scope(def, user, sql);
          sql.where.push(`id = ${sql.add(id)}::bigint`);
          const rows = await tx.query(
            `update ${def.table} set ${sets.join(', ')} where ${sql.where.join(' and ')} returning *`,
            sql.params,
          );
          return rows[0];
        }
        const columns = [...values.keys()].map((f) => f.column);
        const params = [...values.values()].map((v) => sql.add(v));
        const deptId = /^\d+$/.test(user.deptId.split(',')[0] ?? '') ? user.deptId.split(',')[0] : null;
        columns.push('create_user', 'update_user', 'create_dept');
        params.push(
          `${sql.add(user.userId)}::bigint`,
          `${sql.add(user.userId)}::bigint`,
          `${sql.add(deptId)}::bigint`,
        );
        if (def.tenantOwned) {
          columns.push('tenant_id');
          params.push(sql.add(user.tenantId));
        }
        const rows = await tx.query(
          `insert into ${def.table} (${columns.join(', ')}) values (${params.join(', ')}) returning *`,
          sql.params,
        );
        return rows[0];
      });
      if (!row) throw badRequest(MSG_NOT_FOUND);
      return sendR(c, ok(serialise(def, row)));
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw badRequest(uniqueMessage);
      throw err;
    }
  });

  app.post(`${def.path}/remove`, async (c) => {
    const user = c.get('user');
    const ids = parseIds(c.req.query('ids'));
    if (!ids) throw badRequest('请选择要删除的数据');
    await requirePermission(deps, user, `${def.permission}_delete`);
    const removed = await deps.db.transaction(async (tx) => {
      const sql = new SqlBuilder();
      const userParam = sql.add(user.userId);
      scope(def, user, sql);
      sql.where.push(`id = any(${sql.add(ids)}::bigint[])`);
      return tx.query(
        `update ${def.table} set is_deleted = 1, update_user = ${userParam}::bigint, update_time = now()
         where ${sql.where.join(' and ')} returning id`,
        sql.params,
      );
    });
    if (removed.length === 0) throw badRequest(MSG_NOT_FOUND);
    return sendR(c, ok(null));
  });
}

/**
 * The declarative resource engine: one definition (table, fields, filters, tree shape, tenant
 * ownership, permission code) drives the BladeX-style endpoints list / page, detail, submit
 * (create and update), remove, switch-status and the tree family (tree, lazy-list, lazy-tree,
 * parent-list, child-list). Special endpoints are small handlers beside it (see src/handlers/).
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
import { formatDate, formatDateTime, parseDate, parseDateTime } from './time';

export type FieldType = 'id' | 'string' | 'int' | 'datetime' | 'date' | 'decimal';

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
  /** Inclusive numeric bounds (int and decimal). */
  min?: number;
  max?: number;
  /** A string must match; `msg` is the 400 message. */
  pattern?: { re: RegExp; msg: string };
  /** Message when another non-deleted record (of the same tenant) holds the value. */
  unique?: string;
  /** Columns that scope the uniqueness (e.g. a dictionary key is unique per code). */
  uniqueWith?: readonly string[];
  /** Usable as a query filter (`field`, `field_equal`, `field_like`, `field_gt`, ...). */
  filter?: boolean;
  /** Usable in `ascs` / `descs`. */
  sortable?: boolean;
  /** Never answered (passwords, secrets stay write-only). */
  hidden?: boolean;
}

export type EndpointKind =
  | 'list'
  | 'all'
  | 'detail'
  | 'submit'
  | 'create'
  | 'update'
  | 'remove'
  | 'switchStatus'
  | 'tree'
  | 'lazyList'
  | 'lazyTree'
  | 'parentList'
  | 'childList';

export interface SaveContext {
  tx: Queryable;
  user: AuthUser;
  /** column → value about to be written; hooks may change it. */
  values: Map<string, unknown>;
  creating: boolean;
  id?: string;
  /** The stored row before an update. */
  existing?: Row;
  body: Record<string, unknown>;
}

export interface ResourceDef {
  name: string;
  /** Chinese title, used in the operation log. */
  title: string;
  /** Route prefix(es), e.g. `/api/lingxi-system/param`. */
  path: string | readonly string[];
  table: string;
  /** Rows carry tenant_id; callers only see and touch their tenant's rows. */
  tenantOwned: boolean;
  /**
   * Menu code: the caller needs it to list / read, and `<code>_add`, `<code>_edit`,
   * `<code>_delete` to create, update, remove.
   */
  permission: string;
  /** Only callers of the platform tenant 000000 may use it at all (tenants, clients, ...). */
  platformOnly?: boolean;
  /** Endpoint names (the last path segment) that need a login only, not the menu. */
  openReads?: readonly string[];
  /** Append-only table (logs): no audit columns, no logical delete. */
  plain?: boolean;
  /** The resource's own fields; audit fields are added by the engine. */
  fields: readonly FieldDef[];
  defaultOrder: readonly { column: string; desc: boolean }[];
  maxPageSize?: number;
  /** A fixed SQL condition (no parameters) that selects the resource's rows of a shared table. */
  where?: string;
  /** Column values every insert gets (the counterpart of `where`). */
  defaults?: Readonly<Record<string, unknown>>;
  /** Parent/child shape: rows whose `parent` column equals another row's `key` column. */
  tree?: {
    parent: string;
    parentField: string;
    key?: string;
    label: string;
    root: string;
  };
  /** Lookup by another unique column (region: `code`), accepted by detail and remove. */
  lookup?: { param: string; column: string };
  /** Which endpoints exist and under which names. Default: list, detail, submit, remove. */
  endpoints?: Partial<Record<EndpointKind, readonly string[]>>;
  /** Filters that are not plain field conditions: query name → SQL condition. */
  filters?: Readonly<Record<string, (raw: string, sql: SqlBuilder) => void>>;
  beforeSave?(ctx: SaveContext): Promise<void>;
  afterSave?(ctx: SaveContext & { row: Row }): Promise<void>;
  beforeRemove?(tx: Queryable, user: AuthUser, rows: Row[]): Promise<void>;
  /** Adds computed fields to an answered entity. */
  decorate?(row: Row, out: Record<string, unknown>): void;
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

const PLAIN_FIELDS: readonly FieldDef[] = [
  {
    field: 'createTime',
    column: 'create_time',
    type: 'datetime',
    label: '创建时间',
    filter: true,
    sortable: true,
  },
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
export const MAX_TREE_ROWS = 20_000;

const fieldCache = new WeakMap<ResourceDef, FieldDef[]>();

export function allFields(def: ResourceDef): FieldDef[] {
  const cached = fieldCache.get(def);
  if (cached) return cached;
  const id: FieldDef = { field: 'id', column: 'id', type: 'id', label: '主键', filter: true, sortable: true };
  const tenant: FieldDef[] = def.tenantOwned
    ? [{ field: 'tenantId', column: 'tenant_id', type: 'string', label: '租户ID' }]
    : [];
  const fields = [id, ...tenant, ...def.fields, ...(def.plain ? PLAIN_FIELDS : AUDIT_FIELDS)];
  fieldCache.set(def, fields);
  return fields;
}

/** Row → JSON entity: camelCase names, ids as strings, times as `YYYY-MM-DD HH:mm:ss`. */
export function serialise(def: ResourceDef, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of allFields(def)) {
    if (f.hidden) continue;
    const v = row[f.column];
    if (v === null || v === undefined) out[f.field] = null;
    else if (f.type === 'datetime') out[f.field] = formatDateTime(v);
    else if (f.type === 'date') out[f.field] = formatDate(v);
    else if (f.type === 'int' || f.type === 'decimal') out[f.field] = Number(v);
    else out[f.field] = String(v);
  }
  if (def.tree && 'has_children' in row) out.hasChildren = row.has_children === true;
  def.decorate?.(row, out);
  return out;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export class SqlBuilder {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

export function parsePositiveInt(value: string | undefined, fallback: number, message: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d{1,9}$/.test(value.trim())) throw badRequest(message);
  const n = Number(value.trim());
  if (n < 1) throw badRequest(message);
  return n;
}

function filterValue(f: FieldDef, key: string, op: FilterOp, raw: string): unknown {
  const bad = () => badRequest(`查询条件${key}格式不正确`);
  if (raw.includes('\u0000')) throw bad();
  if (op.startsWith('date') || f.type === 'datetime' || f.type === 'date') {
    if (f.type !== 'datetime' && f.type !== 'date') throw bad();
    const d = parseDateTime(raw);
    if (!d) throw bad();
    return f.type === 'date' ? formatDate(d) : d.toISOString();
  }
  if (f.type === 'int') {
    if (!/^-?\d{1,9}$/.test(raw.trim())) throw bad();
    return Number(raw.trim());
  }
  if (f.type === 'decimal') {
    if (!/^-?\d{1,14}(\.\d{1,4})?$/.test(raw.trim())) throw bad();
    return raw.trim();
  }
  if (f.type === 'id') {
    if (raw.trim() === '0') return '0';
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
  const cast =
    f.type === 'datetime'
      ? '::timestamptz'
      : f.type === 'date'
        ? '::date'
        : f.type === 'id'
          ? '::bigint'
          : f.type === 'decimal'
            ? '::numeric'
            : '';
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

export function parseFilters(def: ResourceDef, query: Record<string, string>, sql: SqlBuilder): void {
  const fields = allFields(def).filter((f) => f.filter);
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED_QUERY.has(key) || raw.trim() === '') continue;
    const custom = def.filters?.[key];
    if (custom) {
      if (raw.length > 255 || raw.includes('\u0000')) throw badRequest(`查询条件${key}格式不正确`);
      custom(raw.trim(), sql);
      continue;
    }
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

export function parseOrder(def: ResourceDef, query: Record<string, string>): string {
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

/** The rows a caller may see: not deleted, own tenant, the resource's fixed condition. */
export function scope(def: ResourceDef, user: AuthUser, sql: SqlBuilder): void {
  if (!def.plain) sql.where.push('is_deleted = 0');
  if (def.tenantOwned) sql.where.push(`tenant_id = ${sql.add(user.tenantId)}`);
  if (def.where) sql.where.push(def.where);
}

function selectList(def: ResourceDef): string {
  if (!def.tree) return '*';
  const key = def.tree.key ?? 'id';
  const conds = [`c.${def.tree.parent} = t.${key}`];
  if (!def.plain) conds.push('c.is_deleted = 0');
  if (def.tenantOwned) conds.push('c.tenant_id = t.tenant_id');
  return `t.*, exists (select 1 from ${def.table} c where ${conds.join(' and ')}) as has_children`;
}

function readString(f: FieldDef, raw: unknown): string {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw badRequest(`${f.label}格式不正确`);
  }
  const text = String(raw);
  if (f.required && text.trim() === '') throw badRequest(f.required);
  if (text.includes('\u0000')) throw badRequest(`${f.label}包含非法字符`);
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

export function pageArgs(query: Record<string, string>, max = 200): { current: number; size: number } {
  const current = parsePositiveInt(query.current, 1, '当前页码必须是正整数');
  const size = parsePositiveInt(query.size, 10, `每页条数必须在1到${max}之间`);
  if (size > max) throw badRequest(`每页条数必须在1到${max}之间`);
  return { current, size };
}

/** A paged query over a resource (shared by list / page / parent-list / child-list). */
export async function listRecords(
  def: ResourceDef,
  deps: ResourceDeps,
  user: AuthUser,
  query: Record<string, string>,
  extra?: (sql: SqlBuilder) => void,
) {
  const { current, size } = pageArgs(query, def.maxPageSize ?? 200);
  const sql = new SqlBuilder();
  scope(def, user, sql);
  parseFilters(def, query, sql);
  extra?.(sql);
  const order = parseOrder(def, query);
  const where = sql.where.join(' and ');
  const counted = await deps.db.query<{ total: number }>(
    `select count(*)::int as total from ${def.table} t where ${where}`,
    sql.params,
  );
  const total = counted[0]?.total ?? 0;
  const offset = (current - 1) * size;
  let rows: Row[] = [];
  if (offset < total) {
    const columns = selectList(def);
    // deferred join: the page's ids come from the (index-only) ordered scan, then whole rows for those ids
    rows = await deps.db.query(
      `select ${columns} from ${def.table} t where t.id in (
         select id from ${def.table} where ${where} order by ${order} limit ${sql.add(size)} offset ${sql.add(offset)}
       ) order by ${order}`,
      sql.params,
    );
  }
  return {
    records: rows.map((r) => serialise(def, r)),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  };
}

/** Every matching row, unpaged (capped), in the default order. */
export async function allRecords(
  def: ResourceDef,
  db: Queryable,
  user: AuthUser,
  query: Record<string, string>,
  extra?: (sql: SqlBuilder) => void,
): Promise<Row[]> {
  const sql = new SqlBuilder();
  scope(def, user, sql);
  parseFilters(def, query, sql);
  extra?.(sql);
  const order = parseOrder(def, query);
  const columns = selectList(def);
  return db.query(
    `select ${columns} from ${def.table} t where ${sql.where.join(' and ')} order by ${order} limit ${MAX_TREE_ROWS}`,
    sql.params,
  );
}

export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: TreeNode[];
  [extra: string]: unknown;
}

/** BladeX TreeNode forest from rows of a tree resource; unknown parents make roots. */
export function buildTree(def: ResourceDef, rows: Row[], withEntity = false): TreeNode[] {
  const tree = def.tree;
  if (!tree) return [];
  const key = tree.key ?? 'id';
  const nodes = new Map<string, TreeNode>();
  for (const row of rows) {
    const k = String(row[key]);
    nodes.set(k, {
      ...(withEntity ? serialise(def, row) : {}),
      id: String(row.id),
      parentId: String(row[tree.parent]),
      title: String(row[tree.label] ?? ''),
      key: k,
      value: k,
      hasChildren: false,
    });
  }
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(String(row[key]));
    if (!node) continue;
    const parent = nodes.get(String(row[tree.parent]));
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

function parentParam(def: ResourceDef, query: Record<string, string>, required: boolean): string {
  const tree = def.tree;
  if (!tree) throw new Error('not a tree');
  const raw = query[tree.parentField]?.trim();
  if (!raw) {
    if (required) throw badRequest(`请传入${tree.parentField}`);
    return tree.root;
  }
  if (raw.length > 64 || !/^[\w-]+$/.test(raw)) throw badRequest(`${tree.parentField}格式不正确`);
  if ((tree.key ?? 'id') === 'id' && raw !== '0' && !parseId(raw))
    throw badRequest(`${tree.parentField}格式不正确`);
  return raw;
}

const parentCondition = (def: ResourceDef, parent: string) => (sql: SqlBuilder) => {
  const tree = def.tree;
  if (tree) sql.where.push(`${tree.parent}::text = ${sql.add(parent)}`);
};

/** `ids` (and `status`) from the query, a form or a JSON body. */
async function readIdsAndStatus(
  c: Context,
  needStatus: boolean,
  missing = '请选择要操作的数据',
): Promise<{ ids: string[]; status?: number }> {
  let ids = c.req.query('ids') ?? c.req.query('id');
  let status = c.req.query('status');
  const type = c.req.header('content-type') ?? '';
  if ((!ids || (needStatus && !status)) && type.includes('application/json')) {
    const body = await readJson(c);
    if (isRecord(body)) {
      const b = body as Record<string, unknown>;
      const rawIds = b.ids ?? b.id;
      if (!ids && rawIds !== undefined)
        ids = Array.isArray(rawIds) ? rawIds.map(String).join(',') : String(rawIds as string);
      if (!status && b.status !== undefined) status = String(b.status as string);
    }
  }
  const parsed = parseIds(ids);
  if (!parsed) throw badRequest(missing);
  if (!needStatus) return { ids: parsed };
  if (status !== '0' && status !== '1') throw badRequest('状态只能是1(启用)或0(停用)');
  return { ids: parsed, status: Number(status) };
}

export function paths(def: ResourceDef): readonly string[] {
  return typeof def.path === 'string' ? [def.path] : def.path;
}

const DEFAULT_ENDPOINTS: Partial<Record<EndpointKind, readonly string[]>> = {
  list: ['list'],
  detail: ['detail'],
  submit: ['submit'],
  remove: ['remove'],
};
const PLAIN_ENDPOINTS: Partial<Record<EndpointKind, readonly string[]>> = {
  list: ['list'],
  detail: ['detail'],
};

/** Every mounted path → the resource's title (for the operation log). */
export const TITLES = new Map<string, string>();
/** Mounted paths that only read (list / detail / trees), whatever the method. */
export const READ_PATHS = new Set<string>();
const WRITE_KINDS = new Set<EndpointKind>(['submit', 'create', 'update', 'remove', 'switchStatus']);

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

/** Registers the resource's endpoints. */
export function mountResource(app: Hono<ResourceEnv>, def: ResourceDef, deps: ResourceDeps): void {
  const uniqueMessage = def.fields.find((f) => f.unique)?.unique ?? '数据已存在';
  const endpoints = def.endpoints ?? (def.plain ? PLAIN_ENDPOINTS : DEFAULT_ENDPOINTS);
  const guard = async (c: Context<ResourceEnv>, code: string, name: string) => {
    const user = c.get('user');
    if (def.platformOnly && user.tenantId !== '000000') throw new HttpError(403, MSG_FORBIDDEN);
    if (!def.tenantOwned && code !== def.permission && user.tenantId !== '000000') {
      // platform data (menus, dictionaries, regions, ...): other tenants read it, never write it
      throw new HttpError(403, MSG_FORBIDDEN);
    }
    if (code === def.permission && def.openReads?.includes(name)) return user;
    await requirePermission(deps, user, code);
    return user;
  };

  const write = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw badRequest(uniqueMessage);
      throw err;
    }
  };

  for (const base of paths(def)) {
    const on = (
      kind: EndpointKind,
      method: 'get' | 'post' | 'all',
      handler: (c: Context<ResourceEnv>, name: string) => Promise<Response>,
    ) => {
      for (const name of endpoints[kind] ?? []) {
        TITLES.set(`${base}/${name}`, def.title);
        if (!WRITE_KINDS.has(kind)) READ_PATHS.add(`${base}/${name}`);
        const h = (c: Context<ResourceEnv>) => handler(c, name);
        if (method === 'get') app.get(`${base}/${name}`, h);
        else if (method === 'post') app.post(`${base}/${name}`, h);
        else app.on(['GET', 'POST'], `${base}/${name}`, h);
      }
    };

    on('list', 'all', async (c, name) => {
      const user = await guard(c, def.permission, name);
      return sendR(c, ok(await listRecords(def, deps, user, c.req.query())));
    });

    on('all', 'get', async (c, name) => {
      const user = await guard(c, def.permission, name);
      const rows = await allRecords(def, deps.db, user, c.req.query());
      return sendR(c, ok(rows.map((r) => serialise(def, r))));
    });

    on('detail', 'all', async (c, name) => {
      const user = await guard(c, def.permission, name);
      const sql = new SqlBuilder();
      scope(def, user, sql);
      const lookup = def.lookup ? c.req.query(def.lookup.param) : undefined;
      if (def.lookup && lookup && !c.req.query('id')) {
        if (lookup.length > 64) throw badRequest(`${def.lookup.param}格式不正确`);
        sql.where.push(`${def.lookup.column} = ${sql.add(lookup)}`);
      } else {
        const id = parseId(c.req.query('id'));
        if (!id) throw badRequest('请传入正确的主键id');
        sql.where.push(`id = ${sql.add(id)}::bigint`);
      }
      const columns = selectList(def);
      const rows = await deps.db.query(
        `select ${columns} from ${def.table} t where ${sql.where.join(' and ')}`,
        sql.params,
      );
      const row = rows[0];
      if (!row) throw new HttpError(404, MSG_NOT_FOUND);
      return sendR(c, ok(serialise(def, row)));
    });

    const submitHandler = (mode: 'submit' | 'create' | 'update') => async (c: Context<ResourceEnv>) => {
      const body = await readJson(c);
      if (!isRecord(body)) throw badRequest('请求体必须是对象');
      const rawId = body.id;
      const creating = rawId === undefined || rawId === null || rawId === '';
      if (mode === 'create' && !creating) throw badRequest('新增时不能指定主键');
      if (mode === 'update' && creating) throw badRequest('请传入正确的主键id');
      const id = creating ? undefined : parseId(rawId);
      if (!creating && !id) throw badRequest('主键格式不正确');
      const user = await guard(c, `${def.permission}_${creating ? 'add' : 'edit'}`, mode);
      const row = await write(() => deps.db.transaction((tx) => saveEntity(def, tx, user, body, id)));
      return sendR(c, ok(serialise(def, row)));
    };
    on('submit', 'post', submitHandler('submit'));
    on('create', 'post', submitHandler('create'));
    on('update', 'post', submitHandler('update'));

    on('remove', 'post', async (c) => {
      let ids: string[] | undefined;
      let lookupValues: string[] | undefined;
      const lookupRaw = def.lookup ? c.req.query(def.lookup.param) : undefined;
      if (def.lookup && lookupRaw && !c.req.query('ids')) {
        lookupValues = lookupRaw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (
          lookupValues.length === 0 ||
          lookupValues.length > 1000 ||
          lookupValues.some((v) => v.length > 64)
        )
          throw badRequest('请选择要删除的数据');
      } else {
        ids = (await readIdsAndStatus(c, false, '请选择要删除的数据')).ids;
      }
      const user = await guard(c, `${def.permission}_delete`, 'remove');
      await deps.db.transaction(async (tx) => {
        const sql = new SqlBuilder();
        scope(def, user, sql);
        if (lookupValues && def.lookup)
          sql.where.push(`${def.lookup.column} = any(${sql.add(lookupValues)}::text[])`);
        else sql.where.push(`id = any(${sql.add(ids)}::bigint[])`);
        const rows = await tx.query(
          `select * from ${def.table} where ${sql.where.join(' and ')} for update`,
          sql.params,
        );
        if (rows.length === 0) throw badRequest(MSG_NOT_FOUND);
        if (def.tree) {
          const key = def.tree.key ?? 'id';
          const keys = rows.map((r) => String(r[key]));
          const child = new SqlBuilder();
          scope(def, user, child);
          child.where.push(`${def.tree.parent}::text = any(${child.add(keys)}::text[])`);
          child.where.push(`not (${key}::text = any(${child.add(keys)}::text[]))`);
          const kids = await tx.query(
            `select 1 from ${def.table} where ${child.where.join(' and ')} limit 1`,
            child.params,
          );
          if (kids.length > 0) throw badRequest('请先删除子节点');
        }
        await def.beforeRemove?.(tx, user, rows);
        const upd = new SqlBuilder();
        const userParam = upd.add(user.userId);
        upd.where.push(`id = any(${upd.add(rows.map((r) => String(r.id)))}::bigint[])`);
        await tx.query(
          `update ${def.table} set is_deleted = 1, update_user = ${userParam}::bigint, update_time = now() where ${upd.where.join(' and ')}`,
          upd.params,
        );
      });
      return sendR(c, ok(null));
    });

    on('switchStatus', 'post', async (c) => {
      const { ids, status } = await readIdsAndStatus(c, true);
      const user = await guard(c, `${def.permission}_edit`, 'switch-status');
      const updated = await deps.db.transaction(async (tx) => {
        const sql = new SqlBuilder();
        const statusParam = sql.add(status);
        const userParam = sql.add(user.userId);
        scope(def, user, sql);
        sql.where.push(`id = any(${sql.add(ids)}::bigint[])`);
        return tx.query(
          `update ${def.table} set status = ${statusParam}, update_user = ${userParam}::bigint, update_time = now() where ${sql.where.join(' and ')} returning id`,
          sql.params,
        );
      });
      if (updated.length === 0) throw badRequest(MSG_NOT_FOUND);
      return sendR(c, ok(null));
    });

    if (!def.tree) continue;

    on('tree', 'get', async (c, name) => {
      const user = await guard(c, def.permission, name);
      const rows = await allRecords(def, deps.db, user, c.req.query());
      return sendR(c, ok(buildTree(def, rows)));
    });

    on('lazyTree', 'get', async (c, name) => {
      const user = await guard(c, def.permission, name);
      const parent = parentParam(def, c.req.query(), false);
      const rows = await allRecords(def, deps.db, user, {}, parentCondition(def, parent));
      const nodes = rows.map((r) => ({ ...buildTree(def, [r])[0], hasChildren: r.has_children === true }));
      return sendR(c, ok(nodes));
    });

    on('lazyList', 'get', async (c, name) => {
      const user = await guard(c, def.permission, name);
      const query = { ...c.req.query() };
      const parent = parentParam(def, query, false);
      delete query[def.tree?.parentField ?? ''];
      const searching = Object.entries(query).some(([k, v]) => !RESERVED_QUERY.has(k) && v.trim() !== '');
      const rows = await allRecords(
        def,
        deps.db,
        user,
        query,
        searching ? undefined : parentCondition(def, parent),
      );
      return sendR(c, ok(rows.map((r) => serialise(def, r))));
    });

    on('parentList', 'get', async (c, name) => {
      const user = await guard(c, def.permission, name);
      return sendR(
        c,
        ok(await listRecords(def, deps, user, c.req.query(), parentCondition(def, def.tree?.root ?? '0'))),
      );
    });

    on('childList', 'get', async (c, name) => {
      const user = await guard(c, def.permission, name);
      const query = { ...c.req.query() };
      const parent = parentParam(def, query, true);
      delete query[def.tree?.parentField ?? ''];
      return sendR(c, ok(await listRecords(def, deps, user, query, parentCondition(def, parent))));
    });
  }
}

/** Reading a resource: filters, order, the caller's scope, paging; listRecords and allRecords. */
import type { AuthUser } from '../auth';
import { inTransaction, type Queryable, type Row } from '../db';
import { badRequest, parseId } from '../http';
import { formatDate, parseDateTime } from '../time';
import { ANCHOR_STEP, versionSql } from './pages';
import { allFields, escapeLike, SqlBuilder, selectList, serialise } from './sql';
import type { FieldDef, FieldType, Page, ResourceDef, ResourceDeps } from './types';

/** Query parameters that are never filters. */
export const RESERVED_QUERY = new Set(['current', 'size', 'ascs', 'descs', '_t', 't']);
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

export const MAX_TREE_ROWS = 20_000;

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

/** One column of a list's order. */
export interface OrderKey {
  column: string;
  desc: boolean;
  type: FieldType;
}

const CASTS: Record<FieldType, string> = {
  id: 'bigint',
  int: 'int',
  decimal: 'numeric',
  datetime: 'timestamptz',
  date: 'date',
  string: 'text',
};

/** `ascs` / `descs` over the sortable fields (else the default order), always ending with `id desc`. */
export function orderKeys(def: ResourceDef, query: Record<string, string>): OrderKey[] {
  const fields = allFields(def);
  const sortable = fields.filter((f) => f.sortable);
  const keys: OrderKey[] = [];
  for (const [param, desc] of [
    ['ascs', false],
    ['descs', true],
  ] as const) {
    const value = query[param];
    if (!value) continue;
    for (const name of value.split(',').map((s) => s.trim())) {
      if (!name) continue;
      const f = sortable.find((x) => x.field === name || x.column === name);
      if (!f) throw badRequest(`不支持的排序字段: ${name.slice(0, 64)}`);
      keys.push({ column: f.column, desc, type: f.type });
    }
  }
  if (keys.length === 0)
    for (const o of def.defaultOrder)
      keys.push({
        column: o.column,
        desc: o.desc,
        type: fields.find((f) => f.column === o.column)?.type ?? 'string',
      });
  keys.push({ column: 'id', desc: true, type: 'id' });
  return keys;
}

const orderSql = (keys: readonly OrderKey[]) =>
  keys.map((k) => `${k.column} ${k.desc ? 'desc' : 'asc'}`).join(', ');

export function parseOrder(def: ResourceDef, query: Record<string, string>): string {
  return orderSql(orderKeys(def, query));
}

/** The rows a caller may see: not deleted, own tenant, the resource's fixed condition. */
export function scope(def: ResourceDef, user: AuthUser, sql: SqlBuilder): void {
  if (!def.plain) sql.where.push('is_deleted = 0');
  if (def.tenantOwned) sql.where.push(`tenant_id = ${sql.add(user.tenantId)}`);
  if (def.where) sql.where.push(def.where);
}

export function pageArgs(query: Record<string, string>, max = 200): { current: number; size: number } {
  const current = parsePositiveInt(query.current, 1, '当前页码必须是正整数');
  const size = parsePositiveInt(query.size, 10, `每页条数必须在1到${max}之间`);
  if (size > max) throw badRequest(`每页条数必须在1到${max}之间`);
  return { current, size };
}

/**
 * A paged query over a resource (shared by list / page / parent-list / child-list). On a table that
 * records its changes, the total and the page anchors come from the cache of `deps.lists` while the
 * table's version (read in the page's own statement) is unchanged (pages.ts); elsewhere, and inside a
 * transaction, the rows are counted.
 */
export async function listRecords(
  def: ResourceDef,
  deps: ResourceDeps,
  user: AuthUser,
  query: Record<string, string>,
  extra?: (sql: SqlBuilder) => void,
): Promise<Page<Record<string, unknown>>> {
  const { current, size } = pageArgs(query, def.maxPageSize ?? 200);
  const sql = new SqlBuilder();
  scope(def, user, sql);
  parseFilters(def, query, sql);
  extra?.(sql);
  const keys = orderKeys(def, query);
  const order = orderSql(keys);
  const where = sql.where.join(' and ');
  const offset = (current - 1) * size;
  const page = (rows: Row[], total: number) => ({
    records: rows.map((r) => serialise(def, r)),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  });
  const columns = selectList(def);
  // deferred join: the page's ids come from the (index-only) ordered scan, then whole rows for those ids
  const pageSql = (params: unknown[], condition: string, skip: number, extraColumns = '') =>
    `select ${columns}${extraColumns} from ${def.table} t where t.id in (
       select id from ${def.table} where ${condition} order by ${order} limit $${params.push(size)} offset $${params.push(skip)}
     ) order by ${order}`;

  const cache = deps.lists;
  if (!cache?.versioned(def.table) || inTransaction()) {
    const counted = await deps.db.query<{ total: number }>(
      `select count(*)::int as total from ${def.table} t where ${where}`,
      sql.params,
    );
    const total = counted[0]?.total ?? 0;
    const params = [...sql.params];
    const rows = offset < total ? await deps.db.query(pageSql(params, where, offset), params) : [];
    return page(rows, total);
  }

  const version = versionSql(def.table);
  const key = `${def.table}\u0001${where}\u0001${JSON.stringify(sql.params)}\u0001${order}`;
  const sameDirection = keys.every((k) => k.desc === keys[0]?.desc);
  let stats = cache.get(key);
  for (let attempt = 0; ; attempt++) {
    if (!stats) {
      const anchorRow = `array[${keys.map((k) => `${k.column}::text`).join(', ')}]`;
      const computed = await deps.db.query<{
        version: string;
        total: number;
        anchors: string[][] | null;
        nulls: boolean | null;
      }>(
        `select ${version} as version, count(*)::int as total,
           json_agg(a order by rn) filter (where rn % ${ANCHOR_STEP} = 0) as anchors,
           bool_or(array_position(a, null) is not null) as nulls
         from (select ${anchorRow} as a, row_number() over (order by ${order}) - 1 as rn
               from ${def.table} where ${where}) x`,
        sql.params,
      );
      const c = computed[0];
      if (!c) throw new Error('list statistics unavailable');
      stats = {
        version: c.version,
        total: c.total,
        anchors: c.nulls || !sameDirection ? undefined : (c.anchors ?? []),
      };
      cache.set(key, stats);
      attempt = 1; // fresh statistics: whatever the next statement sees is answered
    }
    if (offset >= stats.total) {
      if (attempt === 0) {
        const now = await deps.db.query<{ v: string }>(`select ${version} as v`);
        if (now[0]?.v !== stats.version) {
          stats = undefined;
          continue;
        }
      }
      return page([], stats.total);
    }
    const params = [...sql.params];
    let condition = where;
    let skip = offset;
    const anchors = stats.anchors;
    if (anchors && anchors.length > 0 && offset >= ANCHOR_STEP) {
      const i = Math.min(Math.floor(offset / ANCHOR_STEP), anchors.length - 1);
      const anchor = anchors[i] ?? [];
      const values = keys.map((k, j) => `$${params.push(anchor[j])}::${CASTS[k.type]}`);
      condition += ` and (${keys.map((k) => k.column).join(', ')}) ${keys[0]?.desc ? '<=' : '>='} (${values.join(', ')})`;
      skip = offset - i * ANCHOR_STEP;
    }
    // from an anchor (or near the start) few rows are skipped: a plain ordered query, cheaper to plan
    // than the deferred join, which stays for deep offsets without anchors
    const rows = await deps.db.query(
      skip < 2 * ANCHOR_STEP
        ? `select ${columns}, ${version} as lx_list_version from ${def.table} t where ${condition}
           order by ${order} limit $${params.push(size)} offset $${params.push(skip)}`
        : pageSql(params, condition, skip, `, ${version} as lx_list_version`),
      params,
    );
    const seen = rows[0]?.lx_list_version;
    if (attempt > 0 || (rows.length > 0 && seen === stats.version)) return page(rows, stats.total);
    stats = undefined;
  }
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

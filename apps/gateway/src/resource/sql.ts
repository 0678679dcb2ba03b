/** SQL building blocks: the statement builder, LIKE escaping, the select list, the field lists and rows → JSON. */
import type { Row } from '../db';
import { formatDate, formatDateTime } from '../time';
import type { FieldDef, ResourceDef, SqlConditions } from './types';

export class SqlBuilder implements SqlConditions {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

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

export function selectList(def: ResourceDef): string {
  if (!def.tree) return '*';
  const key = def.tree.key ?? 'id';
  const conds = [`c.${def.tree.parent} = t.${key}`];
  if (!def.plain) conds.push('c.is_deleted = 0');
  if (def.tenantOwned) conds.push('c.tenant_id = t.tenant_id');
  return `t.*, exists (select 1 from ${def.table} c where ${conds.join(' and ')}) as has_children`;
}

/**
 * Field helpers shared by every service's resource definitions: field constructors, patterns, orders,
 * and the lookups definitions' hooks use (findOne, checkParent, idsOf, liveOf).
 */
import type { AuthUser } from '../auth';
import type { Queryable, Row } from '../db';
import { badRequest } from '../http';
import type { FieldDef, SaveContext, SqlConditions } from '../resource';

export const snake = (camel: string) => camel.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

export type Opts = Partial<FieldDef>;
export const str = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'string',
  label,
  writable: true,
  maxLength: 255,
  filter: true,
  ...o,
});
export const int = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'int',
  label,
  writable: true,
  filter: true,
  sortable: true,
  ...o,
});
export const idf = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'id',
  label,
  writable: true,
  filter: true,
  ...o,
});
export const dec = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'decimal',
  label,
  writable: true,
  filter: true,
  sortable: true,
  min: 0,
  ...o,
});
export const time = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'datetime',
  label,
  writable: true,
  filter: true,
  sortable: true,
  ...o,
});
export const date = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'date',
  label,
  writable: true,
  filter: true,
  sortable: true,
  ...o,
});
export const sort = int('sort', '排序', { min: 0, max: 999999 });
export const remark = str('remark', '备注', { filter: false });

export const PHONE = { re: /^1[3-9]\d{9}$/, msg: '手机号码格式不正确' };
export const EMAIL = { re: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, msg: '邮箱格式不正确' };
export const MD5 = { re: /^[0-9a-fA-F]{32}$/, msg: '密码格式不正确' };
export const CREDIT_CODE = {
  re: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
  msg: '统一社会信用代码格式不正确',
};
export const IDS = { re: /^\d{1,19}(,\d{1,19})*$/, msg: '编号列表格式不正确' };
export const CODE = {
  re: /^[A-Za-z][\w.-]{0,63}$/,
  msg: '编号只能以字母开头，包含字母、数字、下划线、点或横线',
};

export const newestFirst = [{ column: 'create_time', desc: true }] as const;
export const bySort = [{ column: 'sort', desc: false }] as const;

export async function findOne(
  tx: Queryable,
  table: string,
  where: string,
  params: unknown[],
): Promise<Row | undefined> {
  const rows = await tx.query(`select * from ${table} where is_deleted = 0 and ${where} limit 1`, params);
  return rows[0];
}

/** Parent of a tree row: exists in the caller's scope and is not the row itself or below it. */
export async function checkParent(
  ctx: SaveContext,
  table: string,
  tenantOwned: boolean,
  label: string,
): Promise<Row | undefined> {
  const parentId = String(ctx.values.get('parent_id') ?? ctx.existing?.parent_id ?? '0');
  if (parentId === '0') return undefined;
  if (ctx.id && parentId === ctx.id) throw badRequest(`上级${label}不能是自己`);
  const parent = await findOne(
    ctx.tx,
    table,
    tenantOwned ? 'id = $1 and tenant_id = $2' : 'id = $1',
    tenantOwned ? [parentId, ctx.user.tenantId] : [parentId],
  );
  if (!parent) throw badRequest(`上级${label}不存在`);
  if (ctx.id && parent.ancestors && String(parent.ancestors).split(',').includes(ctx.id)) {
    throw badRequest(`上级${label}不能是自己的下级`);
  }
  return parent;
}

/** Name and credit code, the first fields of every enterprise resource. */
export const enterpriseFields = (): FieldDef[] => [
  str('enterpriseName', '企业名称', { required: '请输入企业名称', sortable: true }),
  str('creditCode', '统一社会信用代码', {
    required: '请输入统一社会信用代码',
    maxLength: 18,
    pattern: CREDIT_CODE,
    unique: '该统一社会信用代码已存在',
  }),
];

/** A read-only, filterable field of an append-only log. */
export const ro = (field: string, label: string, type: FieldDef['type'] = 'string'): FieldDef => ({
  field,
  column: snake(field),
  type,
  label,
  filter: true,
});

/** The ids of rows about to be removed (for refuseWhileReferenced). */
export const idsOf = (rows: readonly Row[]) => rows.map((r) => String(r.id));

/** Referencing rows that count: not deleted, of the caller's tenant. */
export const liveOf = (user: AuthUser) => (sql: SqlConditions) => {
  sql.where.push(`tenant_id = ${sql.add(user.tenantId)}`, 'is_deleted = 0');
};

/**
 * The enterprise-growth users page (promotion centre, `entGrowUser`) edits its users through the park and
 * operator endpoints of /api/lx-operation/lingxi-user (detail, update, switch-status, reset-password),
 * which ask for `gardenUser_*`. A role holding the growth page's codes instead (`entGrowUser`,
 * `entGrowUser_edit`) may use them on growth users only: user type 3 in a department of category 1 (the
 * growth programme). Anyone else goes on to the generic endpoints, unchanged.
 */
import type { Context, Next } from 'hono';
import type { AuthUser } from '../../auth';
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
} from '../../http';
import { type ResourceDef, SqlBuilder, saveEntity, scope, serialise } from '../../resource';
import type { App, HandlerDeps } from '../common';
import { entGrowUserResource } from './resources';

const OU = '/api/lx-operation/lingxi-user';

/** Growth users: user type 3 in a live department of category 1. */
export const GROWTH_USER = `user_type = 3 and exists (select 1 from blade_dept d where d.is_deleted = 0 and d.dept_category = 1 and d.id::text = any(string_to_array(dept_id, ',')))`;

/** The growth users as a resource: what a holder of the growth page's codes reaches. */
export const growthUserDef: ResourceDef = { ...entGrowUserResource, where: GROWTH_USER };

/** Assignments the growth page does not make: left as stored when its editor saves a user. */
const KEPT = ['roleId', 'deptId', 'postId', 'userType', 'password', 'tenantId', 'account'] as const;

/**
 * Whether the caller acts through the growth page's code: not when it holds the park and operator code
 * (`gardenUser` + suffix; the generic endpoint serves it), nor when it holds neither (the generic one
 * refuses it as before).
 */
export async function byGrowthCode(
  deps: HandlerDeps,
  user: AuthUser,
  suffix: '' | '_edit',
): Promise<boolean> {
  if (await deps.can(user, `gardenUser${suffix}`)) return false;
  return deps.can(user, `entGrowUser${suffix}`);
}

/** Refuses (403) unless every id is a growth user of the caller's tenant. */
export async function requireGrowthUsers(
  deps: HandlerDeps,
  user: AuthUser,
  ids: readonly string[],
): Promise<void> {
  const sql = new SqlBuilder();
  scope(growthUserDef, user, sql);
  sql.where.push(`id = any(${sql.add([...new Set(ids)])}::bigint[])`);
  const rows = await deps.db.query<{ n: number }>(
    `select count(*)::int as n from blade_user where ${sql.where.join(' and ')}`,
    sql.params,
  );
  if ((rows[0]?.n ?? 0) !== new Set(ids).size) throw new HttpError(403, MSG_FORBIDDEN);
}

/** Registered before the generic endpoints, which serve every caller this passes on. */
export function mountGrowthUsers(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  app.on(['GET', 'POST'], `${OU}/detail`, async (c: Context, next: Next) => {
    const user = c.get('user') as AuthUser;
    if (!(await byGrowthCode(deps, user, ''))) return next();
    const id = parseId(c.req.query('id'));
    if (!id) throw badRequest('请传入正确的主键id');
    await requireGrowthUsers(deps, user, [id]);
    const rows = await db.query('select * from blade_user where id = $1::bigint', [id]);
    return sendR(c, ok(serialise(growthUserDef, rows[0] ?? {})));
  });

  app.post(`${OU}/update`, async (c: Context, next: Next) => {
    const user = c.get('user') as AuthUser;
    if (!(await byGrowthCode(deps, user, '_edit'))) return next();
    const body = await readJson(c);
    if (!isRecord(body)) throw badRequest('请求体必须是对象');
    const id = parseId(body.id);
    if (!id) throw badRequest('请传入正确的主键id');
    await requireGrowthUsers(deps, user, [id]);
    const values = { ...body };
    for (const key of KEPT) delete values[key];
    const row = await db.transaction((tx) => saveEntity(growthUserDef, tx, user, values, id));
    return sendR(c, ok(serialise(growthUserDef, row)));
  });

  app.post(`${OU}/switch-status`, async (c: Context, next: Next) => {
    const user = c.get('user') as AuthUser;
    if (!(await byGrowthCode(deps, user, '_edit'))) return next();
    const ids = parseIds(c.req.query('ids') ?? c.req.query('id'));
    if (!ids) throw badRequest('请选择要操作的数据');
    const status = c.req.query('status');
    if (status !== '0' && status !== '1') throw badRequest('状态只能是1(启用)或0(停用)');
    await requireGrowthUsers(deps, user, ids);
    if (status === '0' && ids.includes(user.userId)) throw badRequest('不能停用当前登录用户');
    const sql = new SqlBuilder();
    const set = `status = ${sql.add(Number(status))}, update_user = ${sql.add(user.userId)}::bigint, update_time = now()`;
    scope(growthUserDef, user, sql);
    sql.where.push(`id = any(${sql.add(ids)}::bigint[])`);
    await db.query(`update blade_user set ${set} where ${sql.where.join(' and ')}`, sql.params);
    return sendR(c, ok(null));
  });
}

/** Users: self-service profile and password, resets, grants, registration, export and import. */
import ExcelJS from 'exceljs';
import type { Context } from 'hono';
import type { AuthUser } from '../../auth';
import { hashPassword, verifyPassword } from '../../crypto';
import type { Queryable } from '../../db';
import { badRequest, ok, readForm, sendR } from '../../http';
import { insertPlanned, planImport, refuseFirstFailure } from '../../import';
import { beforeTransaction } from '../../prepare';
import { type ResourceDef, SqlBuilder, serialise } from '../../resource';
import { cell, cellTime, exportXlsx } from '../../xlsx';
import { readXlsx } from '../../xlsx-read';
import { type App, clientIp, type HandlerDeps, idList, need, params, text } from '../common';
import { EMAIL, PHONE } from '../fields';
import { initPassword } from '../system/resources';
import { byGrowthCode, growthUserDef, mountGrowthUsers, requireGrowthUsers } from './growth';
import { hitRateLimit } from './ratelimit';
import { gardenUserResource, govUserResource } from './resources';

const MD5_RE = /^[0-9a-f]{32}$/;
const AVATAR_RE = /^(https?:\/\/\S+|\/oss\/\S+)$/;

function md5Param(value: unknown, label: string): string {
  if (value === undefined || value === null || value === '') throw badRequest(`请输入${label}`);
  if (typeof value !== 'string' || !MD5_RE.test(value.trim().toLowerCase()))
    throw badRequest(`${label}格式不正确`);
  return value.trim().toLowerCase();
}

async function userDetail(db: Queryable, user: AuthUser) {
  const rows = await db.query('select * from blade_user where id = $1 and is_deleted = 0', [user.userId]);
  const row = rows[0];
  if (!row) throw badRequest('用户不存在');
  const out = serialise(govUserResource, row);
  const names = async (table: string, column: string, ids: string) => {
    const list = ids.split(',').filter((s) => /^\d+$/.test(s));
    if (list.length === 0) return '';
    const r = await db.query<{ name: string }>(
      `select ${column} as name from ${table} where id = any($1::bigint[]) and is_deleted = 0 order by id`,
      [list],
    );
    return r.map((x) => x.name).join(',');
  };
  out.roleName = await names('blade_role', 'role_name', String(row.role_id ?? ''));
  out.deptName = await names('blade_dept', 'dept_name', String(row.dept_id ?? ''));
  out.postName = await names('blade_post', 'post_name', String(row.post_id ?? ''));
  const tenant = await db.query<{ tenant_name: string }>(
    'select tenant_name from blade_tenant where tenant_id = $1',
    [user.tenantId],
  );
  out.tenantName = tenant[0]?.tenant_name ?? '';
  out.userType = Number(row.user_type);
  return out;
}

async function resetPasswords(
  db: HandlerDeps['db'],
  user: AuthUser,
  def: ResourceDef,
  ids: string[],
  hash: string,
) {
  return db.transaction(async (tx) => {
    const sql = new SqlBuilder();
    const h = sql.add(hash);
    const u = sql.add(user.userId);
    sql.where.push(
      'is_deleted = 0',
      `tenant_id = ${sql.add(user.tenantId)}`,
      `id = any(${sql.add(ids)}::bigint[])`,
    );
    if (def.where) sql.where.push(def.where);
    const rows = await tx.query<{ id: string }>(
      `update blade_user set password = ${h}, update_user = ${u}::bigint, update_time = now() where ${sql.where.join(' and ')} returning id`,
      sql.params,
    );
    if (rows.length === 0) throw badRequest('用户不存在');
    // a reset password ends the users' sessions
    await tx.query(
      "update lingxi_session set revoked = 1, revoke_reason = 'password', update_time = now() where user_id = any($1::bigint[]) and revoked = 0",
      [rows.map((r) => r.id)],
    );
    return rows.length;
  });
}

/** Self-registration (public): a disabled account waiting for an administrator. */
export async function register(deps: HandlerDeps, c: Context, p: Record<string, unknown>) {
  const tenantId = text(p.tenantId, '租户编号', 12);
  if (!tenantId || tenantId.trim() === '') throw badRequest('请先输入租户编号');
  const account = text(p.account ?? p.username, '账号名称', 45);
  if (!account || account.trim() === '') throw badRequest('请输入账号名称');
  if (!/^[\w.@-]{2,45}$/.test(account)) throw badRequest('账号只能包含字母、数字和_.@-');
  if (p.password === undefined || p.password === '' || p.password === null) throw badRequest('请先输入密码');
  const password = md5Param(p.password, '密码');
  if (
    p.password2 !== undefined &&
    p.password2 !== '' &&
    String(p.password2).trim().toLowerCase() !== password
  )
    throw badRequest('两次密码输入不一致');
  const name = text(p.name, '用户姓名', 10) ?? account.slice(0, 10);
  const oauthId = text(p.oauthId, 'oauthId', 20);
  if (oauthId && !/^\d{1,19}$/.test(oauthId)) throw badRequest('第三方账号不存在');
  if (
    !(await hitRateLimit(deps.db, `register:${clientIp(c) ?? 'local'}`, deps.options.registerPerHour, 3600))
  ) {
    throw badRequest('注册过于频繁，请稍后再试');
  }
  // scrypt on the thread pool before the transaction opens (issue 19)
  const hashed = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const tenant = await tx.query(
      'select 1 from blade_tenant where tenant_id = $1 and is_deleted = 0 and status = 1',
      [tenantId],
    );
    if (tenant.length === 0) throw badRequest('租户ID未找到');
    const enabled = await tx.query<{ v: string }>(
      "select param_value as v from blade_param where tenant_id = $1 and param_key = 'user.register.enabled' and is_deleted = 0",
      [tenantId],
    );
    if (enabled[0] && enabled[0].v !== 'true') throw badRequest('当前租户未开放注册');
    const dup = await tx.query(
      'select 1 from blade_user where tenant_id = $1 and account = $2 and is_deleted = 0',
      [tenantId, account],
    );
    if (dup.length > 0) throw badRequest('当前用户已存在');
    if (oauthId) {
      const oauth = await tx.query<{ user_id: string | null }>(
        'select user_id from blade_user_oauth where id = $1 and tenant_id = $2 for update',
        [oauthId, tenantId],
      );
      if (!oauth[0]) throw badRequest('第三方账号不存在');
      if (oauth[0].user_id) throw badRequest('第三方账号已绑定平台账号');
    }
    const created = await tx.query<{ id: string }>(
      `insert into blade_user (tenant_id, user_type, account, password, name, real_name, role_id, dept_id, post_id, status)
       values ($1, 3, $2, $3, $4, $4, '', '', '', 0) returning id`,
      [tenantId, account, hashed, name],
    );
    if (oauthId) {
      await tx.query('update blade_user_oauth set user_id = $1, update_time = now() where id = $2', [
        created[0]?.id,
        oauthId,
      ]);
    }
  });
  return sendR(c, ok(null, '注册申请已提交，请耐心等待管理员审核'));
}

const USER_COLUMNS = [
  { header: '登录账号', value: cell('account'), width: 18 },
  { header: '用户昵称', value: cell('name'), width: 16 },
  { header: '用户姓名', value: cell('real_name'), width: 14 },
  { header: '手机号码', value: cell('phone'), width: 16 },
  { header: '邮箱', value: cell('email'), width: 26 },
  {
    header: '状态',
    value: (r: Record<string, unknown>) => (Number(r.status) === 1 ? '启用' : '停用'),
    width: 8,
  },
  { header: '创建时间', value: cellTime('create_time'), width: 20 },
];

/** The columns of the enterprise-user import, in the template's order. */
const IMPORT_COLUMNS = ['登录账号', '用户姓名', '用户昵称', '手机号码', '邮箱'];

/** The first row over the tenant's account quota (`account_number`; the user resource's own rule). */
async function quotaFailure(
  q: Queryable,
  user: AuthUser,
  rows: readonly { line: number }[],
): Promise<{ line: number; msg: string } | undefined> {
  const found = await q.query<{ quota: number | null; n: number }>(
    `select t.account_number as quota,
       (select count(*)::int from blade_user u where u.tenant_id = t.tenant_id and u.is_deleted = 0) as n
     from blade_tenant t where t.tenant_id = $1`,
    [user.tenantId],
  );
  const quota = Number(found[0]?.quota ?? -1);
  if (quota < 0) return undefined;
  const row = rows[Math.max(0, quota - (found[0]?.n ?? 0))];
  return row ? { line: row.line, msg: '当前租户已到最大账号额度' } : undefined;
}

export function mountUsers(app: App, deps: HandlerDeps): void {
  const { db } = deps;
  const U = '/api/lingxi-user';
  const OU = '/api/lx-operation/lingxi-user';

  app.get(`${U}/info`, async (c) => sendR(c, ok(await userDetail(db, c.get('user')))));
  mountGrowthUsers(app, deps);

  app.post(`${U}/update-info`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const sets: string[] = [];
    const values: unknown[] = [];
    const put = (column: string, value: string | undefined) => {
      if (value === undefined) return;
      values.push(value === '' ? null : value);
      sets.push(`${column} = $${values.length}`);
    };
    const avatar = text(p.avatar, '头像', 500);
    if (avatar && !AVATAR_RE.test(avatar)) throw badRequest('头像地址格式不正确');
    const name = text(p.name, '用户昵称', 20);
    const realName = text(p.realName, '用户姓名', 10);
    if (realName !== undefined && realName.trim() === '') throw badRequest('用户姓名不能为空');
    const phone = text(p.phone, '手机号码', 11 + 34);
    if (phone) {
      if (!/^\d+$/.test(phone)) throw badRequest('请输入数字');
      if (phone.length !== 11) throw badRequest('手机号码长度不是11位');
      if (!PHONE.re.test(phone)) throw badRequest('手机号码格式不正确');
    }
    const email = text(p.email, '邮箱', 45);
    if (email && !EMAIL.re.test(email)) throw badRequest('邮箱格式不正确');
    put('avatar', avatar);
    put('name', name);
    put('real_name', realName);
    put('phone', phone);
    put('email', email);
    if (sets.length === 0) throw badRequest('请填写要修改的信息');
    values.push(user.userId);
    await db.query(
      `update blade_user set ${sets.join(', ')}, update_user = $${values.length}, update_time = now() where id = $${values.length} and is_deleted = 0`,
      values,
    );
    return sendR(c, ok(await userDetail(db, user), '修改成功'));
  });

  // both scrypt runs (the old password's check, the new one's hash) happen before the transaction
  const preparePasswordChange = beforeTransaction('POST', `${U}/update-password`, async (c) => {
    const user = c.get('user') as AuthUser;
    const p = await params(c);
    const oldPassword = md5Param(p.oldPassword, '原密码');
    const newPassword = md5Param(p.newPassword, '新密码');
    const confirm = md5Param(p.newPassword1, '确认密码');
    if (newPassword !== confirm) throw badRequest('两次密码输入不一致');
    const rows = await db.query<{ password: string }>(
      'select password from blade_user where id = $1 and is_deleted = 0',
      [user.userId],
    );
    const stored = rows[0]?.password;
    if (!(await verifyPassword(oldPassword, stored)) || stored === undefined)
      throw badRequest('原密码不正确');
    return { oldPassword, stored, hash: await hashPassword(newPassword) };
  });
  app.post(`${U}/update-password`, async (c) => {
    const user = c.get('user');
    const { oldPassword, stored, hash } = await preparePasswordChange(c);
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ password: string }>(
        'select password from blade_user where id = $1 and is_deleted = 0 for update',
        [user.userId],
      );
      const row = rows[0];
      // changed since it was checked (another request): checked again against what is stored now
      if (!row || (row.password !== stored && !(await verifyPassword(oldPassword, row.password))))
        throw badRequest('原密码不正确');
      await tx.query(
        'update blade_user set password = $1, update_user = $2, update_time = now() where id = $2',
        [hash, user.userId],
      );
      // other sessions of the user end; this one goes on
      await tx.query(
        `update lingxi_session set revoked = 1, revoke_reason = 'password', update_time = now()
         where user_id = $1 and revoked = 0 and family_id <> (select family_id from lingxi_session where id = $2)`,
        [user.userId, user.sessionId],
      );
    });
    return sendR(c, ok(null, '修改密码成功'));
  });

  for (const [base, def, code] of [
    [U, govUserResource, 'govUser_edit'],
    [OU, gardenUserResource, 'gardenUser_edit'],
  ] as const) {
    // the initial password's hash is made before the transaction opens
    const prepareReset = beforeTransaction('POST', `${base}/reset-password`, async (c) => {
      const user = c.get('user') as AuthUser;
      const p = await params(c);
      const ids = idList(p.userIds);
      if (!ids || ids.length === 0) throw badRequest('请选择用户');
      // the growth page's editor resets growth users only (./growth)
      const growth = base === OU && (await byGrowthCode(deps, user, '_edit'));
      if (growth) await requireGrowthUsers(deps, user, ids);
      else await need(deps, user, code);
      return { ids, growth, hash: await hashPassword(await initPassword(db, user.tenantId)) };
    });
    app.post(`${base}/reset-password`, async (c) => {
      const user = c.get('user');
      const { ids, growth, hash } = await prepareReset(c);
      const n = await resetPasswords(db, user, growth ? growthUserDef : def, ids, hash);
      return sendR(c, ok({ count: n }, '重置密码成功'));
    });
  }

  app.post(`${U}/grant`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const userIds = idList(p.userIds);
    const roleIds = idList(p.roleIds);
    if (!userIds || userIds.length === 0) throw badRequest('请选择用户');
    if (!roleIds || roleIds.length === 0) throw badRequest('请选择角色');
    await need(deps, user, 'govUser_edit');
    await db.transaction(async (tx) => {
      const roles = await tx.query<{ n: number }>(
        'select count(*)::int as n from blade_role where id = any($1::bigint[]) and tenant_id = $2 and is_deleted = 0',
        [roleIds, user.tenantId],
      );
      if ((roles[0]?.n ?? 0) !== roleIds.length) throw badRequest('角色不存在');
      const rows = await tx.query(
        'update blade_user set role_id = $1, update_user = $2, update_time = now() where id = any($3::bigint[]) and tenant_id = $4 and is_deleted = 0 returning id',
        [roleIds.join(','), user.userId, userIds, user.tenantId],
      );
      if (rows.length !== userIds.length) throw badRequest('用户不存在');
    });
    return sendR(c, ok(null, '授权成功'));
  });

  app.post(`${U}/update-platform`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const userId = idList(p.userId)?.[0];
    if (!userId) throw badRequest('请选择用户');
    const userType = Number(p.userType);
    if (![1, 2, 3, 4].includes(userType)) throw badRequest('用户类型格式不正确');
    const ext = text(p.userExt, '扩展信息', 4000) ?? '';
    if (ext) {
      try {
        JSON.parse(ext);
      } catch {
        throw badRequest('扩展信息必须是JSON');
      }
    }
    await need(deps, user, 'govUser_edit');
    const rows = await db.query(
      'update blade_user set user_ext = $1, update_user = $2, update_time = now() where id = $3 and tenant_id = $4 and user_type = $5 and is_deleted = 0 returning id',
      [ext || null, user.userId, userId, user.tenantId, userType],
    );
    if (rows.length === 0) throw badRequest('用户不存在');
    return sendR(c, ok(null));
  });

  app.get(`${U}/export-user`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'govUser');
    const query = { ...c.req.query() };
    delete query[deps.options.tokenHeader];
    return exportXlsx(db, govUserResource, user, query, '政府用户.xlsx', '政府用户', USER_COLUMNS);
  });

  // enterprise users from Excel (operator variant): 登录账号, 用户姓名, 手机号码, 邮箱. The workbook is
  // read, every row checked and the password hashed before the transaction opens; the transaction
  // checks the stored accounts and the quota again and inserts (src/import.ts).
  const prepareUserImport = beforeTransaction('POST', `${OU}/import-user`, async (c) => {
    const user = c.get('user') as AuthUser;
    await need(deps, user, 'gardenUser_add');
    const form = await readForm(c);
    const rows = await readXlsx(
      form.file,
      { 登录账号: 'account', 用户姓名: 'realName', 用户昵称: 'name', 手机号码: 'phone', 邮箱: 'email' },
      ['account', 'realName'],
    );
    const password = await initPassword(db, user.tenantId);
    const plan = await planImport(gardenUserResource, rows, { password, userType: 3 });
    await refuseFirstFailure(db, user, plan, await quotaFailure(db, user, plan.rows));
    // every imported account starts with the tenant's initial password: one scrypt for the file, as a
    // reset of many accounts makes one (each row hashed alone took 5,000 scrypt runs)
    return { plan, hash: await hashPassword(password) };
  });
  app.post(`${OU}/import-user`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'gardenUser_add');
    const { plan, hash } = await prepareUserImport(c);
    const count = await db.transaction(async (tx) => {
      // one import at a time per tenant reaches the quota check (as the row-by-row insert did, by its locks)
      await tx.query('select 1 from blade_tenant where tenant_id = $1 for update', [user.tenantId]);
      return insertPlanned(tx, user, plan, { password: hash }, await quotaFailure(tx, user, plan.rows));
    });
    // counts as the console's import dialog reads them (total / success / failed), and `count` as before
    return sendR(c, ok({ count, total: count, success: count, failed: 0 }, `成功导入${count}条数据`));
  });

  // the import's template: the columns import-user reads, as an empty workbook
  app.get(`${OU}/import-template`, async (c) => {
    await need(deps, c.get('user'), 'gardenUser_add');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('企业用户');
    sheet.columns = IMPORT_COLUMNS.map((header) => ({ header, width: 18 }));
    sheet.getRow(1).font = { bold: true };
    const body = await workbook.xlsx.writeBuffer();
    return new Response(body as ArrayBuffer, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent('企业用户导入模板.xlsx')}`,
        'Cache-Control': 'no-store',
      },
    });
  });

  // ── registration (public) ──────────────────────────────────────────────────────────────────
  app.post(`${U}/register-guest`, async (c) => register(deps, c, await params(c)));
}

/**
 * Identity centre: certified enterprises and their registered users (/api/lingxi-web-uniformIA), members
 * and administrators (/api/lx-appserver), single sign-on (/api/lingxi-sso).
 */
import type { AuthUser } from '../../auth';
import { hashPassword } from '../../crypto';
import type { Queryable } from '../../db';
import { badRequest, HttpError, ok, sendR } from '../../http';
import { beforeTransaction } from '../../prepare';
import { allRecords, listRecords, MSG_NOT_FOUND, saveEntity, serialise } from '../../resource';
import { type App, type HandlerDeps, idList, need, params, stringQuery, text } from '../common';
import { initPassword } from '../system/resources';
import {
  certifiedEnterpriseResource,
  memberResource,
  registerUserResource,
  userSystemBindResource,
  userSystemResource,
} from './resources';

/** The caller holds one of the codes (a read shared by several pages), else 403. */
async function needAny(deps: HandlerDeps, user: AuthUser, codes: readonly string[]): Promise<void> {
  for (const code of codes) if (await deps.can(user, code)) return;
  await need(deps, user, codes[0] ?? '');
}

/** SPEC §5 "Phone", in the spec's order and with its messages (the console's checkPhone). */
export function phoneProblem(value: unknown): string | undefined {
  if (value !== undefined && value !== null && typeof value !== 'string') return '手机号码格式不正确';
  const phone = value == null ? '' : value.trim();
  if (phone === '') return '手机号码不能为空';
  if (!/^\d+$/.test(phone)) return '请输入数字';
  if (phone.length !== 11) return '手机号码长度不为11位';
  return /^1[3-9]\d{9}$/.test(phone) ? undefined : '手机号码格式不正确';
}

/** Why an account may not be bound to a system (checkAuth and bind), or undefined when it may. */
async function bindRefusal(
  db: Queryable,
  tenantId: string,
  systemId: string,
  account: string,
  extAccount: string | undefined,
): Promise<string | undefined> {
  const systems = await db.query<{ status: number }>(
    'select status from lingxi_user_system where id = $1 and tenant_id = $2 and is_deleted = 0',
    [systemId, tenantId],
  );
  const system = systems[0];
  if (!system) return '用户系统不存在';
  if (Number(system.status) !== 1) return '该用户系统已停用，不能绑定账号';
  const users = await db.query<{ status: number }>(
    'select status from blade_user where account = $1 and tenant_id = $2 and is_deleted = 0',
    [account, tenantId],
  );
  const found = users[0];
  if (!found) return '平台账号不存在';
  if (Number(found.status) !== 1) return '该平台账号已被禁用，不能绑定';
  if (extAccount) {
    const taken = await db.query<{ account: string }>(
      `select account from lingxi_user_system_bind
       where system_id = $1 and tenant_id = $2 and ext_account = $3 and account <> $4 and is_deleted = 0 limit 1`,
      [systemId, tenantId, extAccount, account],
    );
    if (taken[0]) return `系统账号${extAccount}已绑定平台账号${taken[0].account}`;
  }
  return undefined;
}

/** Members as answered: with their enterprise's name and, for administrators, how many child accounts. */
async function withEnterprise(
  db: Queryable,
  tenantId: string,
  records: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const enterpriseIds = [
    ...new Set(
      records
        .map((r) => r.enterpriseId)
        .filter(Boolean)
        .map(String),
    ),
  ];
  const userIds = records.map((r) => String(r.id));
  const names = await db.query<{ id: string; enterprise_name: string }>(
    'select id::text as id, enterprise_name from lingxi_certified_enterprise where tenant_id = $1 and id = any($2::bigint[])',
    [tenantId, enterpriseIds],
  );
  const counts = await db.query<{ parent_id: string; n: number }>(
    `select parent_id::text as parent_id, count(*)::int as n from lingxi_register_user
     where tenant_id = $1 and parent_id = any($2::bigint[]) and is_deleted = 0 group by parent_id`,
    [tenantId, userIds],
  );
  const nameOf = new Map(names.map((n) => [n.id, n.enterprise_name]));
  const countOf = new Map(counts.map((c) => [c.parent_id, Number(c.n)]));
  return records.map((r) => ({
    ...r,
    enterpriseName: nameOf.get(String(r.enterpriseId)) ?? null,
    childCount: countOf.get(String(r.id)) ?? 0,
  }));
}

async function memberLog(
  tx: Queryable,
  user: AuthUser,
  entry: {
    enterpriseId: unknown;
    registerUserId: unknown;
    account: unknown;
    operation: string;
    content: string;
  },
) {
  await tx.query(
    `insert into lingxi_member_oper_log (tenant_id, enterprise_id, register_user_id, account, operation, content, create_user, update_user)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      user.tenantId,
      entry.enterpriseId,
      entry.registerUserId,
      entry.account,
      entry.operation,
      entry.content.slice(0, 2000),
      user.userId,
    ],
  );
}

export function mountIdentity(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  // ── certified enterprises and their registered users ───────────────────────────────────────
  const CE = '/api/lingxi-web-uniformIA/certifiedEnterprise';
  app.get(`${CE}/listRegisterUser`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'certifiedEnterprise');
    const query = { ...c.req.query() };
    const enterpriseId = idList(query.enterpriseId ?? query.id)?.[0];
    if (!enterpriseId) throw badRequest('请传入企业id');
    delete query.id;
    return sendR(c, ok(await listRecords(registerUserResource, deps, user, query)));
  });
  app.get(`${CE}/registerUserDetail`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'certifiedEnterprise');
    const id = idList(c.req.query('id'))?.[0];
    if (!id) throw badRequest('请传入正确的主键id');
    const rows = await db.query(
      'select * from lingxi_register_user where id = $1 and tenant_id = $2 and is_deleted = 0',
      [id, user.tenantId],
    );
    if (!rows[0]) throw new HttpError(404, MSG_NOT_FOUND);
    return sendR(c, ok(serialise(registerUserResource, rows[0])));
  });
  app.get(`${CE}/listEnterpriseByUser`, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['certifiedEnterprise', 'personalUser']);
    const userId = idList(c.req.query('userId') ?? c.req.query('id'))?.[0];
    if (!userId) throw badRequest('请传入用户id');
    const rows = await db.query(
      `select e.* from lingxi_certified_enterprise e
         join lingxi_register_user u on u.enterprise_id = e.id and u.is_deleted = 0
       where u.id = $1 and e.tenant_id = $2 and e.is_deleted = 0 order by e.id`,
      [userId, user.tenantId],
    );
    return sendR(c, ok(rows.map((r) => serialise(certifiedEnterpriseResource, r))));
  });
  // the initial password's hash is made before the transaction opens (src/prepare.ts)
  const prepareReset = beforeTransaction('GET', `${CE}/resetPassword`, async (c) => {
    const user = c.get('user') as AuthUser;
    const id = idList(c.req.query('id') ?? c.req.query('userId'))?.[0];
    if (!id) throw badRequest('请传入用户id');
    await need(deps, user, 'certifiedEnterprise_resetPassword');
    return { id, hash: await hashPassword(await initPassword(db, user.tenantId)) };
  });
  app.get(`${CE}/resetPassword`, async (c) => {
    const user = c.get('user');
    const { id, hash } = await prepareReset(c);
    await db.transaction(async (tx) => {
      const rows = await tx.query(
        'update lingxi_register_user set password = $1, update_user = $2, update_time = now() where id = $3 and tenant_id = $4 and is_deleted = 0 returning *',
        [hash, user.userId, id, user.tenantId],
      );
      const row = rows[0];
      if (!row) throw badRequest('用户不存在');
      await memberLog(tx, user, {
        enterpriseId: row.enterprise_id,
        registerUserId: row.id,
        account: row.account,
        operation: '重置密码',
        content: `运营人员${user.account}重置了账号${String(row.account)}的密码`,
      });
    });
    return sendR(c, ok(null, '重置密码成功'));
  });

  // ── members and administrators (under /lx-appserver) ───────────────────────────────────────
  const M = '/api/lx-appserver/lingxi-member-oper-log/memberoperlog';
  const MEMBER_PAGES = ['memberOperLog', 'memberAdmin', 'childAccount'] as const;
  app.get(`${M}/pageEntUser`, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, MEMBER_PAGES);
    const page = await listRecords(memberResource, deps, user, c.req.query());
    return sendR(c, ok({ ...page, records: await withEnterprise(db, user.tenantId, page.records) }));
  });
  app.get(`${M}/listEntUser`, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, MEMBER_PAGES);
    const query = { ...c.req.query() };
    if (!idList(query.enterpriseId)?.[0] && !idList(query.parentId)?.[0]) throw badRequest('请传入企业id');
    const rows = await allRecords(memberResource, db, user, query);
    const records = rows.slice(0, 500).map((r) => serialise(memberResource, r));
    return sendR(c, ok(await withEnterprise(db, user.tenantId, records)));
  });

  const AE = '/api/lx-appserver/lingxi-app-enterprise/enterprise';
  app.post(`${AE}/settingAdministrators`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const enterpriseId = idList(p.enterpriseId)?.[0];
    const userId = idList(p.userId)?.[0];
    if (!enterpriseId) throw badRequest('请选择企业');
    if (!userId) throw badRequest('请选择用户');
    await need(deps, user, 'memberAdmin_setting');
    await db.transaction(async (tx) => {
      // every member of the enterprise locked in one order first: two settings at once take turns (a
      // lock on the chosen member alone, then the update of all, deadlocked them on PostgreSQL)
      const rows = await tx.query(
        'select * from lingxi_register_user where enterprise_id = $1 and tenant_id = $2 and is_deleted = 0 order by id for update',
        [enterpriseId, user.tenantId],
      );
      const member = rows.find((row) => String(row.id) === String(userId));
      if (!member) throw badRequest('该用户不是企业成员');
      if (String(member.parent_id) !== '0') throw badRequest('子账号不能设为管理员');
      // the child accounts of the administrator before go with the office to the new one
      await tx.query(
        `update lingxi_register_user set parent_id = $1, update_user = $3, update_time = now()
         where enterprise_id = $2 and tenant_id = $4 and is_deleted = 0 and parent_id <> 0 and parent_id <> $1
           and parent_id in (select id from lingxi_register_user where enterprise_id = $2 and tenant_id = $4 and is_admin = 1)`,
        [userId, enterpriseId, user.userId, user.tenantId],
      );
      // exactly one administrator per enterprise
      await tx.query(
        'update lingxi_register_user set is_admin = case when id = $1 then 1 else 0 end, update_user = $3, update_time = now() where enterprise_id = $2 and tenant_id = $4 and is_deleted = 0',
        [userId, enterpriseId, user.userId, user.tenantId],
      );
      await memberLog(tx, user, {
        enterpriseId,
        registerUserId: userId,
        account: member.account,
        operation: '设置管理员',
        content: `账号${String(member.account)}被设为企业管理员`,
      });
    });
    return sendR(c, ok(null, '设置成功'));
  });
  app.post(`${AE}/saveChildAccount`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const parentId = idList(p.parentId)?.[0];
    if (!parentId) throw badRequest('请选择主账号');
    await need(deps, user, 'childAccount_add');
    const row = await db.transaction(async (tx) => {
      const parents = await tx.query(
        'select * from lingxi_register_user where id = $1 and tenant_id = $2 and is_deleted = 0 and is_admin = 1',
        [parentId, user.tenantId],
      );
      const parent = parents[0];
      if (!parent) throw badRequest('主账号不存在或不是企业管理员');
      if (!p.password) throw badRequest('请输入密码');
      const phoneMessage = phoneProblem(p.phone);
      if (phoneMessage) throw badRequest(phoneMessage);
      const body = {
        account: p.account,
        password: p.password,
        realName: p.realName,
        phone: typeof p.phone === 'string' ? p.phone.trim() : p.phone,
        email: p.email,
        enterpriseId: String(parent.enterprise_id),
      };
      const saved = await saveEntity(registerUserResource, tx, user, body, undefined);
      const hashed = await hashPassword(String(saved.password).toLowerCase());
      await tx.query('update lingxi_register_user set password = $1, parent_id = $2 where id = $3', [
        hashed,
        parentId,
        saved.id,
      ]);
      await memberLog(tx, user, {
        enterpriseId: parent.enterprise_id,
        registerUserId: saved.id,
        account: saved.account,
        operation: '新增子账号',
        content: `主账号${String(parent.account)}新增子账号${String(saved.account)}`,
      });
      return { ...saved, parent_id: parentId };
    });
    return sendR(c, ok(serialise(registerUserResource, row)));
  });
  app.post(`${AE}/deleteChildAccount`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = idList(p.id ?? p.ids)?.[0];
    if (!id) throw badRequest('请选择子账号');
    await need(deps, user, 'childAccount_delete');
    await db.transaction(async (tx) => {
      const rows = await tx.query(
        `update lingxi_register_user set is_deleted = 1, update_user = $1, update_time = now()
         where id = $2 and tenant_id = $3 and is_deleted = 0 and parent_id <> 0 returning *`,
        [user.userId, id, user.tenantId],
      );
      const row = rows[0];
      if (!row) throw badRequest('子账号不存在');
      await memberLog(tx, user, {
        enterpriseId: row.enterprise_id,
        registerUserId: row.id,
        account: row.account,
        operation: '删除子账号',
        content: `删除子账号${String(row.account)}`,
      });
    });
    return sendR(c, ok(null, '删除成功'));
  });

  // ── single sign-on: user systems and account bindings ──────────────────────────────────────
  const SSO = '/api/lingxi-sso/usersystem';
  /**
   * `?account=` (default: the caller): the systems, each with whether that account is bound and as
   * whom; `?systemId=`: the accounts bound to that system (paged, `account` filters by contains).
   */
  app.on(['GET', 'POST'], `${SSO}/bindPage`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'userSystem');
    const p = await params(c);
    const systemId = p.systemId === undefined || p.systemId === '' ? undefined : idList(p.systemId)?.[0];
    if (p.systemId !== undefined && p.systemId !== '' && !systemId)
      throw badRequest('用户系统编号格式不正确');
    if (systemId) {
      const systems = await db.query(
        'select 1 from lingxi_user_system where id = $1 and tenant_id = $2 and is_deleted = 0',
        [systemId, user.tenantId],
      );
      if (systems.length === 0) throw badRequest('用户系统不存在');
      const query = stringQuery(p);
      delete query.systemId;
      const page = await listRecords(userSystemBindResource, deps, user, query, (sql) => {
        sql.where.push(`system_id = ${sql.add(systemId)}::bigint`);
      });
      const accounts = page.records.map((r) => String(r.account));
      const names = await db.query<{ account: string; real_name: string }>(
        'select account, real_name from blade_user where tenant_id = $1 and account = any($2::text[]) and is_deleted = 0',
        [user.tenantId, accounts],
      );
      const nameOf = new Map(names.map((n) => [n.account, n.real_name]));
      return sendR(
        c,
        ok({
          ...page,
          records: page.records.map((r) => ({ ...r, realName: nameOf.get(String(r.account)) ?? null })),
        }),
      );
    }
    const account = text(p.account, '账号', 45) ?? user.account;
    const query = stringQuery(p);
    delete query.account;
    const page = await listRecords(userSystemResource, deps, user, query);
    const ids = page.records.map((r) => String(r.id));
    const binds = await db.query<{ system_id: string; ext_account: string }>(
      'select system_id::text as system_id, ext_account from lingxi_user_system_bind where tenant_id = $1 and account = $2 and is_deleted = 0 and system_id = any($3::bigint[])',
      [user.tenantId, account, ids],
    );
    const bySystem = new Map(binds.map((b) => [b.system_id, b.ext_account]));
    return sendR(
      c,
      ok({
        ...page,
        records: page.records.map((r) => ({
          ...r,
          account,
          bound: bySystem.has(String(r.id)),
          extAccount: bySystem.get(String(r.id)) ?? null,
        })),
      }),
    );
  });
  /**
   * Whether the caller is authorised in a system (`systemCode` or `systemId`): `{ authorized, extAccount }`.
   * With `account` (and `extAccount`), whether that account may be bound to the system (needs
   * `userSystem_bind`): `{ authorized, extAccount, bindable, reason }`, the reason being what `bind` would
   * answer.
   */
  app.get(`${SSO}/checkAuth`, async (c) => {
    const user = c.get('user');
    const code = c.req.query('systemCode')?.trim() ?? '';
    const rawSystemId = c.req.query('systemId');
    const systemId = idList(rawSystemId)?.[0];
    if (rawSystemId && !systemId) throw badRequest('用户系统编号格式不正确');
    if (!code && !systemId) throw badRequest('请传入系统编号systemCode');
    if (code.length > 64) throw badRequest('系统编号格式不正确');
    const rawAccount = c.req.query('account');
    const account = rawAccount === undefined ? undefined : text(rawAccount.trim(), '平台账号', 45, true);
    const extAccount = text(c.req.query('extAccount')?.trim() || undefined, '系统账号', 64);
    const whom = account ?? user.account;
    if (account !== undefined) await need(deps, user, 'userSystem_bind');
    const rows = await db.query<{ ext_account: string; system_id: string }>(
      `select b.ext_account, s.id::text as system_id from lingxi_user_system_bind b join lingxi_user_system s on s.id = b.system_id and s.is_deleted = 0 and s.status = 1
       where b.tenant_id = $1 and b.account = $2 and b.is_deleted = 0 and (s.system_code = $3 or s.id = $4::bigint)`,
      [user.tenantId, whom, code, systemId ?? null],
    );
    const answer = { authorized: rows.length > 0, extAccount: rows[0]?.ext_account ?? null };
    if (account === undefined) return sendR(c, ok(answer));
    let target = systemId;
    if (!target) {
      const found = await db.query<{ id: string }>(
        'select id::text as id from lingxi_user_system where tenant_id = $1 and system_code = $2 and is_deleted = 0',
        [user.tenantId, code],
      );
      target = found[0]?.id;
    }
    const reason = target
      ? await bindRefusal(db, user.tenantId, target, account, extAccount)
      : '用户系统不存在';
    return sendR(c, ok({ ...answer, bindable: reason === undefined, reason: reason ?? null }));
  });
  app.post(`${SSO}/bind`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const systemId = idList(p.systemId)?.[0];
    if (!systemId) throw badRequest('请选择用户系统');
    const account = text(p.account, '平台账号', 45)?.trim() || user.account;
    const extAccount = (text(p.extAccount, '系统账号', 64) ?? '').trim();
    await need(deps, user, 'userSystem_bind');
    await db.transaction(async (tx) => {
      if (extAccount !== '') {
        const refusal = await bindRefusal(tx, user.tenantId, systemId, account, extAccount);
        if (refusal) throw badRequest(refusal);
      } else {
        const systems = await tx.query(
          'select 1 from lingxi_user_system where id = $1 and tenant_id = $2 and is_deleted = 0',
          [systemId, user.tenantId],
        );
        if (systems.length === 0) throw badRequest('用户系统不存在');
        const users = await tx.query(
          'select 1 from blade_user where account = $1 and tenant_id = $2 and is_deleted = 0',
          [account, user.tenantId],
        );
        if (users.length === 0) throw badRequest('平台账号不存在');
      }
      await tx.query(
        `update lingxi_user_system_bind set is_deleted = 1, update_user = $1, update_time = now()
         where system_id = $2 and account = $3 and tenant_id = $4 and is_deleted = 0`,
        [user.userId, systemId, account, user.tenantId],
      );
      if (extAccount !== '') {
        await tx.query(
          `insert into lingxi_user_system_bind (tenant_id, system_id, account, ext_account, create_user, update_user)
           values ($1, $2, $3, $4, $5, $5)`,
          [user.tenantId, systemId, account, extAccount, user.userId],
        );
      }
    });
    return sendR(c, ok(null, extAccount ? '绑定成功' : '已解除绑定'));
  });
}

/** Special endpoints of /lingxi-system beside the declarative resources. */
import type { AuthUser } from '../../auth';
import type { Queryable, Row } from '../../db';
import { badRequest, ok, readJson, sendR } from '../../http';
import { ADMIN_ROLE_ALIAS, buttons, permissionCodes, routes } from '../../menu';
import {
  allRecords,
  buildTree,
  MSG_NOT_FOUND,
  type ResourceDef,
  SqlBuilder,
  serialise,
  type TreeNode,
} from '../../resource';
import { parseDateTime } from '../../time';
import { type App, type HandlerDeps, idList, need, params, platformOnly } from '../common';
import {
  dictBizResource,
  dictResource_,
  menuResource,
  roleResource,
  tenantResource,
  topMenuResource,
} from './resources';

const isAdmin = (user: AuthUser) => user.roleAliases.includes(ADMIN_ROLE_ALIAS);

/** The alias of a top-level menu whose tree is the app's menus (the App menus page), not the console's. */
export const APP_MENU_ALIAS = 'app';

/** The console's routes: the caller's menus without the app's trees. */
async function webRoutes(db: HandlerDeps['db'], user: AuthUser) {
  return (await routes(db, user)).filter((node) => node.alias !== APP_MENU_ALIAS);
}

async function menuRows(deps: HandlerDeps, user: AuthUser, where = ''): Promise<Row[]> {
  // an administrator grants from every menu, anyone else from what they hold themselves
  const rows = await deps.db.query(
    `select * from blade_menu where is_deleted = 0 ${where} order by sort, id limit 20000`,
  );
  if (isAdmin(user)) return rows;
  const codes = await permissionCodes(deps.db, user);
  return rows.filter((r) => codes.has(String(r.code)));
}

/** Keeps the nodes in `keep` and their ancestors. */
export function pruneTree<T extends { id: string; hasChildren: boolean; children?: T[] }>(
  nodes: T[],
  keep: Set<string>,
): T[] {
  const out: T[] = [];
  for (const n of nodes) {
    const children = n.children ? pruneTree(n.children, keep) : [];
    if (keep.has(n.id) || children.length > 0) {
      const copy = { ...n, hasChildren: children.length > 0 };
      if (children.length > 0) copy.children = children;
      else delete copy.children;
      out.push(copy);
    }
  }
  return out;
}

async function scopeTree(tx: Queryable, table: string, menus: Row[]): Promise<TreeNode[]> {
  const scopes = await tx.query(`select * from ${table} where is_deleted = 0 order by id`);
  const byMenu = new Map<string, TreeNode[]>();
  for (const s of scopes) {
    const list = byMenu.get(String(s.menu_id)) ?? [];
    list.push({
      id: String(s.id),
      parentId: String(s.menu_id),
      title: String(s.scope_name),
      key: String(s.id),
      value: String(s.id),
      hasChildren: false,
    });
    byMenu.set(String(s.menu_id), list);
  }
  return menus
    .filter((m) => byMenu.has(String(m.id)))
    .map((m) => ({
      id: String(m.id),
      parentId: String(m.parent_id),
      title: String(m.name),
      key: String(m.id),
      value: String(m.id),
      hasChildren: true,
      children: byMenu.get(String(m.id)),
    }));
}

async function tenantRoles(tx: Queryable, user: AuthUser, ids: string[]): Promise<void> {
  const rows = await tx.query<{ n: number }>(
    'select count(*)::int as n from blade_role where id = any($1::bigint[]) and tenant_id = $2 and is_deleted = 0',
    [ids, user.tenantId],
  );
  if ((rows[0]?.n ?? 0) !== ids.length) throw badRequest('角色不存在');
}

function requiredIds(value: unknown, label: string, allowEmpty = false): string[] {
  const ids = idList(value ?? (allowEmpty ? '' : undefined));
  if (!ids || (!allowEmpty && ids.length === 0)) throw badRequest(`请选择${label}`);
  return ids;
}

export function mountSystem(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  // ── the caller's routes and buttons (the console's menus) ──────────────────────────────────
  app.post('/api/lingxi-system/menu/system-routes', async (c) =>
    sendR(c, ok(await webRoutes(db, c.get('user')))),
  );
  app.get('/api/lingxi-system/menu/buttons', async (c) => sendR(c, ok(await buttons(db, c.get('user')))));

  // ── dictionaries: entries of one code, for drop-downs (any logged-in user) ──────────────────
  for (const def of [dictResource_, dictBizResource]) {
    const base = typeof def.path === 'string' ? def.path : (def.path[0] ?? '');
    app.get(`${base}/dictionary`, async (c) => {
      const code = c.req.query('code')?.trim();
      if (!code || code.length > 255) throw badRequest('请传入字典编码code');
      const sql = new SqlBuilder();
      sql.where.push('is_deleted = 0', 'parent_id <> 0', `code = ${sql.add(code)}`);
      if (def.tenantOwned) sql.where.push(`tenant_id = ${sql.add(c.get('user').tenantId)}`);
      const rows = await db.query(
        `select * from ${def.table} where ${sql.where.join(' and ')} order by sort, id`,
        sql.params,
      );
      return sendR(c, ok(rows.map((r) => serialise(def, r))));
    });
  }

  // ── menus ──────────────────────────────────────────────────────────────────────────────────
  const M = '/api/lingxi-system/menu';
  const entityForest = (def: ResourceDef, rows: Row[]) => buildTree(def, rows, true);

  app.get(`${M}/list`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'menu');
    const rows = await allRecords(menuResource, db, user, c.req.query());
    return sendR(c, ok(entityForest(menuResource, rows)));
  });
  app.get(`${M}/menu-list`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'menu');
    const rows = await allRecords(menuResource, db, user, c.req.query(), (sql) =>
      sql.where.push('category = 1'),
    );
    return sendR(c, ok(entityForest(menuResource, rows)));
  });
  app.get(`${M}/lazy-menu-list`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'menu');
    const parent = c.req.query('parentId')?.trim() || '0';
    if (!/^\d{1,19}$/.test(parent)) throw badRequest('parentId格式不正确');
    const rows = await allRecords(menuResource, db, user, {}, (sql) =>
      sql.where.push('category = 1', `parent_id = ${sql.add(parent)}::bigint`),
    );
    return sendR(c, ok(rows.map((r) => serialise(menuResource, r))));
  });
  app.get(`${M}/top-menu`, async (c) => {
    const user = c.get('user');
    const rows = await db.query(
      'select * from blade_top_menu where tenant_id = $1 and is_deleted = 0 and status = 1 order by sort, id',
      [user.tenantId],
    );
    return sendR(c, ok(rows.map((r) => serialise(topMenuResource, r))));
  });
  app.get(`${M}/routes`, async (c) => {
    const user = c.get('user');
    const tree = await webRoutes(db, user);
    const top = c.req.query('topMenuId')?.trim();
    if (!top) return sendR(c, ok(tree));
    if (!/^\d{1,19}$/.test(top)) throw badRequest('topMenuId格式不正确');
    const ids = await db.query<{ id: string }>(
      `select s.menu_id::text as id from blade_top_menu_setting s
         join blade_top_menu t on t.id = s.top_menu_id and t.tenant_id = $2 and t.is_deleted = 0
       where s.top_menu_id = $1`,
      [top, user.tenantId],
    );
    return sendR(c, ok(ids.length === 0 ? tree : pruneTree(tree, new Set(ids.map((r) => r.id)))));
  });
  app.get(`${M}/modules_routes`, async (c) => {
    const moduleId = c.req.query('moduleId')?.trim() ?? '';
    if (moduleId.length > 64) throw badRequest('moduleId格式不正确');
    const tree = await webRoutes(db, c.get('user'));
    const picked = moduleId
      ? tree.filter((n) => n.id === moduleId || n.code === moduleId || n.alias === moduleId)
      : tree;
    return sendR(c, ok(picked));
  });
  app.get(`${M}/grant-tree`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'role');
    const menus = await menuRows(deps, user);
    return sendR(
      c,
      ok({
        menu: buildTree(menuResource, menus),
        dataScope: await scopeTree(db, 'blade_scope_data', menus),
        apiScope: await scopeTree(db, 'blade_scope_api', menus),
      }),
    );
  });
  app.get(`${M}/role-tree-keys`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'role');
    const roleIds = requiredIds(c.req.query('roleIds'), '角色');
    await tenantRoles(db, user, roleIds);
    const menu = await db.query<{ id: string }>(
      'select distinct menu_id::text as id from blade_role_menu where role_id = any($1::bigint[]) order by 1',
      [roleIds],
    );
    const scopes = await db.query<{ id: string; c: number }>(
      'select distinct scope_id::text as id, scope_category as c from blade_role_scope where role_id = any($1::bigint[]) order by 1',
      [roleIds],
    );
    return sendR(
      c,
      ok({
        menu: menu.map((r) => r.id),
        dataScope: scopes.filter((s) => s.c === 1).map((s) => s.id),
        apiScope: scopes.filter((s) => s.c === 2).map((s) => s.id),
      }),
    );
  });
  app.get(`${M}/grant-top-tree`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'topmenu');
    const menus = await menuRows(deps, user, 'and category = 1');
    return sendR(c, ok({ menu: buildTree(menuResource, menus) }));
  });
  app.get(`${M}/top-tree-keys`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'topmenu');
    const ids = requiredIds(c.req.query('topMenuIds'), '顶部菜单');
    const rows = await db.query<{ id: string }>(
      `select distinct s.menu_id::text as id from blade_top_menu_setting s
         join blade_top_menu t on t.id = s.top_menu_id and t.tenant_id = $2 and t.is_deleted = 0
       where s.top_menu_id = any($1::bigint[]) order by 1`,
      [ids, user.tenantId],
    );
    return sendR(c, ok({ menu: rows.map((r) => r.id) }));
  });

  // ── roles ──────────────────────────────────────────────────────────────────────────────────
  const R = '/api/lingxi-system/role';
  app.get(`${R}/tree-by-id`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'role');
    const roleId = c.req.query('roleId');
    if (roleId !== undefined && roleId !== '' && !idList(roleId)?.length)
      throw badRequest('roleId格式不正确');
    const rows = await allRecords(roleResource, db, user, {});
    return sendR(c, ok(buildTree(roleResource, rows)));
  });
  app.get(`${R}/listByRoleType`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'role');
    const type = c.req.query('roleType') ?? '';
    if (type !== '' && !/^\d{1,2}$/.test(type)) throw badRequest('roleType格式不正确');
    const rows = await allRecords(roleResource, db, user, {}, (sql) => {
      if (type !== '') sql.where.push(`role_type = ${sql.add(Number(type))}`);
    });
    return sendR(c, ok(rows.map((r) => serialise(roleResource, r))));
  });
  app.post(`${R}/grant`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'role_edit');
    const p = await params(c);
    const roleIds = requiredIds(p.roleIds, '角色');
    const menuIds = requiredIds(p.menuIds, '菜单', true);
    const dataScopeIds = requiredIds(p.dataScopeIds, '数据权限', true);
    const apiScopeIds = requiredIds(p.apiScopeIds, '接口权限', true);
    // outside the transaction: PGlite runs one connection, a query beside an open transaction waits forever
    if (menuIds.length > 0) {
      const allowed = new Set((await menuRows(deps, user)).map((r) => String(r.id)));
      if (menuIds.some((id) => !allowed.has(id))) throw badRequest('菜单不存在或无权授权');
    }
    await db.transaction(async (tx) => {
      await tenantRoles(tx, user, roleIds);
      for (const [ids, table, label] of [
        [dataScopeIds, 'blade_scope_data', '数据权限'],
        [apiScopeIds, 'blade_scope_api', '接口权限'],
      ] as const) {
        if (ids.length === 0) continue;
        const n = await tx.query<{ n: number }>(
          `select count(*)::int as n from ${table} where id = any($1::bigint[]) and is_deleted = 0`,
          [ids],
        );
        if ((n[0]?.n ?? 0) !== ids.length) throw badRequest(`${label}不存在`);
      }
      await tx.query('delete from blade_role_menu where role_id = any($1::bigint[])', [roleIds]);
      await tx.query('delete from blade_role_scope where role_id = any($1::bigint[])', [roleIds]);
      await tx.query(
        `insert into blade_role_menu (menu_id, role_id)
         select m, r from unnest($1::bigint[]) m cross join unnest($2::bigint[]) r`,
        [menuIds, roleIds],
      );
      await tx.query(
        `insert into blade_role_scope (scope_category, scope_id, role_id)
         select 1, s, r from unnest($1::bigint[]) s cross join unnest($3::bigint[]) r
         union all
         select 2, s, r from unnest($2::bigint[]) s cross join unnest($3::bigint[]) r`,
        [dataScopeIds, apiScopeIds, roleIds],
      );
    });
    return sendR(c, ok(null, '授权成功'));
  });

  // ── top menus ──────────────────────────────────────────────────────────────────────────────
  app.post('/api/lingxi-system/topmenu/grant', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'topmenu_edit');
    const p = await params(c);
    const topIds = requiredIds(p.topMenuIds, '顶部菜单');
    const menuIds = requiredIds(p.menuIds, '菜单', true);
    await db.transaction(async (tx) => {
      const n = await tx.query<{ n: number }>(
        'select count(*)::int as n from blade_top_menu where id = any($1::bigint[]) and tenant_id = $2 and is_deleted = 0',
        [topIds, user.tenantId],
      );
      if ((n[0]?.n ?? 0) !== topIds.length) throw badRequest('顶部菜单不存在');
      const m = await tx.query<{ n: number }>(
        'select count(*)::int as n from blade_menu where id = any($1::bigint[]) and is_deleted = 0',
        [menuIds],
      );
      if ((m[0]?.n ?? 0) !== menuIds.length) throw badRequest('菜单不存在');
      await tx.query('delete from blade_top_menu_setting where top_menu_id = any($1::bigint[])', [topIds]);
      await tx.query(
        `insert into blade_top_menu_setting (top_menu_id, menu_id)
         select t, m from unnest($1::bigint[]) t cross join unnest($2::bigint[]) m`,
        [topIds, menuIds],
      );
    });
    return sendR(c, ok(null, '授权成功'));
  });

  // ── departments: drag-and-drop sort ────────────────────────────────────────────────────────
  app.post('/api/lingxi-system/dept/sort', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'dept_edit');
    const body = await readJson(c);
    if (!Array.isArray(body) || body.length === 0 || body.length > 1000)
      throw badRequest('请传入机构排序列表');
    const items = body.map((item) => {
      const id = idList((item as { id?: unknown })?.id)?.[0];
      const sort = (item as { sort?: unknown })?.sort;
      if (!id || typeof sort !== 'number' || !Number.isInteger(sort) || sort < 0 || sort > 999999)
        throw badRequest('机构排序格式不正确');
      return { id, sort };
    });
    await db.transaction(async (tx) => {
      for (const item of items) {
        const rows = await tx.query(
          'update blade_dept set sort = $1, update_user = $2, update_time = now() where id = $3 and tenant_id = $4 and is_deleted = 0 returning id',
          [item.sort, user.userId, item.id, user.tenantId],
        );
        if (rows.length === 0) throw badRequest(MSG_NOT_FOUND);
      }
    });
    return sendR(c, ok(null));
  });

  // ── tenants ────────────────────────────────────────────────────────────────────────────────
  const T = '/api/lingxi-system/tenant';
  app.post(`${T}/setting`, async (c) => {
    const user = c.get('user');
    platformOnly(user);
    await need(deps, user, 'tenant_edit');
    const p = await params(c);
    const ids = requiredIds(p.ids, '租户');
    const accountNumber =
      p.accountNumber === undefined || p.accountNumber === '' ? -1 : Number(p.accountNumber);
    if (!Number.isInteger(accountNumber) || accountNumber < -1 || accountNumber > 1000000)
      throw badRequest('账号额度格式不正确');
    let expire: string | null = null;
    if (p.expireTime !== undefined && p.expireTime !== '' && p.expireTime !== null) {
      const d = typeof p.expireTime === 'string' ? parseDateTime(p.expireTime) : undefined;
      if (!d) throw badRequest('过期时间格式不正确');
      expire = d.toISOString();
    }
    const rows = await db.query(
      'update blade_tenant set account_number = $1, expire_time = $2, update_user = $3, update_time = now() where id = any($4::bigint[]) and is_deleted = 0 returning id',
      [accountNumber, expire, user.userId, ids],
    );
    if (rows.length === 0) throw badRequest(MSG_NOT_FOUND);
    return sendR(c, ok(null, '配置成功'));
  });
  app.post(`${T}/datasource`, async (c) => {
    const user = c.get('user');
    platformOnly(user);
    await need(deps, user, 'tenant_edit');
    const p = await params(c);
    const tenantId = typeof p.tenantId === 'string' ? p.tenantId.trim() : '';
    if (!/^\d{6}$/.test(tenantId)) throw badRequest('请选择租户');
    const ds = idList(p.datasourceId)?.[0];
    if (!ds) throw badRequest('请选择数据源');
    const found = await db.query('select 1 from blade_datasource where id = $1 and is_deleted = 0', [ds]);
    if (found.length === 0) throw badRequest('数据源不存在');
    const rows = await db.query(
      'update blade_tenant set datasource_id = $1, update_user = $2, update_time = now() where tenant_id = $3 and is_deleted = 0 returning id',
      [ds, user.userId, tenantId],
    );
    if (rows.length === 0) throw badRequest('租户ID未找到');
    return sendR(c, ok(null, '配置成功'));
  });
  app.get(`${T}/info`, async (c) => {
    const domain = c.req.query('domain')?.trim() ?? '';
    if (!domain || domain.length > 255) throw badRequest('请传入域名domain');
    const rows = await db.query(
      'select tenant_id, tenant_name, domain, background_url from blade_tenant where domain = $1 and is_deleted = 0 and status = 1 limit 1',
      [domain],
    );
    const row = rows[0];
    return sendR(
      c,
      ok(
        row
          ? {
              tenantId: row.tenant_id,
              tenantName: row.tenant_name,
              domain: row.domain,
              backgroundUrl: row.background_url ?? '',
            }
          : null,
      ),
    );
  });
  app.get(`${T}/select`, async (c) => {
    const user = c.get('user');
    platformOnly(user);
    await need(deps, user, 'tenant');
    const rows = await allRecords(tenantResource, db, user, {});
    return sendR(c, ok(rows.map((r) => serialise(tenantResource, r))));
  });
}

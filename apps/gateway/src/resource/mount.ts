/** The top of the resource/ stack: mounts a definition's endpoints on the app. */
import type { Context, Hono } from 'hono';
import { pgErrorCode } from '../db';
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
} from '../http';
import { allRecords, listRecords, RESERVED_QUERY, scope } from './query';
import { SqlBuilder, selectList, serialise } from './sql';
import { buildTree, parentCondition, parentParam } from './tree';
import {
  type EndpointKind,
  MSG_NOT_FOUND,
  type ResourceDef,
  type ResourceDeps,
  type ResourceEnv,
} from './types';
import { refuseWhileReferenced, requirePermission, saveEntity } from './write';

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
          // live children in the caller's scope that are not removed with their parent
          await refuseWhileReferenced(tx, keys, [
            {
              table: def.table,
              column: def.tree.parent,
              msg: '请先删除子节点',
              where: (sql) => {
                scope(def, user, sql);
                sql.where.push(`not (${key}::text = any(${sql.add(keys)}::text[]))`);
              },
            },
          ]);
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

/**
 * The policy endpoints beside the engine's (gateway README "Policies"): `{product}/list` (every list of
 * the module by its name, GET or POST, the filters in the query or the body), the project's POST list
 * and detail, the policy's detail with its files, `getPolicyReportProjectDicsList` (the projects as
 * choices) and `download/file` (a policy's file with its real name and type).
 */
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AuthUser } from '../../auth';
import { badRequest, HttpError, MSG_FORBIDDEN, ok, parseId, sendR } from '../../http';
import {
  allRecords,
  listRecords,
  MSG_NOT_FOUND,
  READ_PATHS,
  type ResourceDef,
  type ResourceEnv,
  SqlBuilder,
  scope,
  serialise,
  TITLES,
} from '../../resource';
import { type App, type HandlerDeps, need, params, stringQuery } from '../common';
import { MIME, storedPath } from '../resource/handlers';
import {
  POLICY_BASE,
  POLICY_PRODUCTS,
  policyReportProjectResource,
  policyResource,
  reportProjectResource,
} from './resources';

/** Content types of the files a policy carries, beside the object store's own. */
const FILE_TYPES: Record<string, string> = {
  ...MIME,
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

/** `attachment` with an ASCII fallback name and the real one as UTF-8 (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

async function needAny(deps: HandlerDeps, user: AuthUser, codes: readonly string[]) {
  for (const code of codes) if (await deps.can(user, code)) return;
  throw new HttpError(403, MSG_FORBIDDEN);
}

/** One record by `id` (query, form or JSON body), in the caller's scope; 404 when absent. */
async function detailOf(deps: HandlerDeps, def: ResourceDef, c: Context<ResourceEnv>) {
  const user = c.get('user');
  const p = await params(c);
  const id = parseId(p.id);
  if (!id) throw badRequest('请传入正确的主键id');
  await need(deps, user, def.permission);
  const sql = new SqlBuilder();
  scope(def, user, sql);
  sql.where.push(`id = ${sql.add(id)}::bigint`);
  const rows = await deps.db.query(`select * from ${def.table} where ${sql.where.join(' and ')}`, sql.params);
  const row = rows[0];
  if (!row) throw new HttpError(404, MSG_NOT_FOUND);
  return { user, row, entity: serialise(def, row) };
}

export function mountPolicy(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  // every list of the module by its product name; the engine's own list paths answer the same
  app.on(['GET', 'POST'], `${POLICY_BASE}/:product/list`, async (c) => {
    const def = POLICY_PRODUCTS[c.req.param('product')];
    if (!def) throw new HttpError(404, '资源不存在');
    const user = c.get('user');
    const query = stringQuery(await params(c));
    await need(deps, user, def.permission);
    return sendR(c, ok(await listRecords(def, deps, user, query)));
  });

  // a policy with its files, in their order
  app.get(`${POLICY_BASE}/policy/detail`, async (c) => {
    const { user, row, entity } = await detailOf(deps, policyResource, c);
    const files = await db.query<Record<string, unknown>>(
      `select id, attach_id, original_name, extension, attach_size from lingxi_policy_file
        where tenant_id = $1 and policy_id = $2 and is_deleted = 0 order by sort, id`,
      [user.tenantId, row.id],
    );
    entity.attachments = files.map((f) => ({
      id: String(f.id),
      attachId: String(f.attach_id),
      originalName: f.original_name,
      extension: f.extension,
      attachSize: f.attach_size === null ? null : Number(f.attach_size),
    }));
    return sendR(c, ok(entity));
  });

  for (const def of [reportProjectResource, policyReportProjectResource])
    app.on(['GET', 'POST'], `${def.path}/detail`, async (c) =>
      sendR(c, ok((await detailOf(deps, def, c)).entity)),
    );

  const dics = `${POLICY_BASE}/project/getPolicyReportProjectDicsList`;
  TITLES.set(dics, '申报项目');
  READ_PATHS.add(dics); // a read, though POST: no operation-log row
  app.post(dics, async (c) => {
    const user = c.get('user');
    const query = stringQuery(await params(c));
    await needAny(deps, user, ['reportProject', 'reportProjectDept', 'policyProjectRel', 'policy']);
    const rows = await allRecords(reportProjectResource, db, user, query);
    return sendR(
      c,
      ok(
        rows.map((r) => {
          const e = serialise(reportProjectResource, r);
          return {
            id: e.id,
            projectName: e.projectName,
            policyId: e.policyId,
            openDate: e.openDate,
            closeDate: e.closeDate,
            state: e.state,
            stateName: e.stateName,
          };
        }),
      ),
    );
  });

  // a policy's file by the id of its row in the download list: its real name and content type
  app.get(`${POLICY_BASE}/download/file`, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.query('id'));
    if (!id) throw badRequest('请传入正确的文件id');
    await needAny(deps, user, ['policyDownload', 'policy']);
    const rows = await db.query<{ name: string; original_name: string; extension: string | null }>(
      `select a.name, f.original_name, a.extension
         from lingxi_policy_file f
         join lingxi_policy p on p.id = f.policy_id and p.tenant_id = f.tenant_id and p.is_deleted = 0
         join blade_attach a on a.id = f.attach_id and a.tenant_id = f.tenant_id and a.is_deleted = 0
        where f.id = $1::bigint and f.tenant_id = $2 and f.is_deleted = 0`,
      [id, user.tenantId],
    );
    const row = rows[0];
    const file = row ? storedPath(deps.options.ossDir, row.name) : undefined;
    let size = -1;
    try {
      if (file) size = statSync(file).size;
    } catch {
      size = -1;
    }
    if (!row || !file || size < 0) throw new HttpError(404, '文件不存在');
    const ext = (row.extension ?? '').toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': FILE_TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(row.original_name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, headers);
  });
}

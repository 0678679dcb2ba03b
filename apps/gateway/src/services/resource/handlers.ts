/** /api/lingxi-resource: uploads into the local object store, file links, SMS sending; /api/lingxi-server: server time. */
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AuthUser } from '../../auth';
import { whenCommitted, whenRolledBack } from '../../db';
import { badRequest, HttpError, ok, readForm, sendR, unstorable } from '../../http';
import type { ResourceDef } from '../../resource';
import { saveEntity } from '../../resource';
import { formatDateTime } from '../../time';
import { type App, type HandlerDeps, idList, need, params, text } from '../common';
import { PHONE } from '../fields';
import { attachResource, ossResource, refuseReferencedAttachments, smsResource } from './resources';

/** Extensions accepted by uploads, with the leading bytes a real file of that type starts with. */
const ALLOWED: Record<string, number[][] | null> = {
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  bmp: [[0x42, 0x4d]],
  webp: [[0x52, 0x49, 0x46, 0x46]],
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  docx: [[0x50, 0x4b]],
  xlsx: [[0x50, 0x4b]],
  pptx: [[0x50, 0x4b]],
  zip: [[0x50, 0x4b]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0]],
  ppt: [[0xd0, 0xcf, 0x11, 0xe0]],
  txt: null,
  csv: null,
  mp4: null,
  mp3: null,
};

export const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

const STORED_NAME = /^\/?oss\/(\d{6})\/(\d{8})\/([0-9a-f-]{36})\.([a-z0-9]{1,8})$/;

/** Longest stored original name; a longer one is cut in its stem, its extension kept. */
const MAX_NAME = 255;

function shortName(name: string): string {
  if (name.length <= MAX_NAME) return name;
  const ext = extname(name);
  const keep = ext.length < 32 ? ext : '';
  let stem = name.slice(0, MAX_NAME - keep.length);
  if (/[\ud800-\udbff]$/.test(stem)) stem = stem.slice(0, -1);
  return `${stem}${keep}`;
}

async function storeUpload(deps: HandlerDeps, user: AuthUser, file: unknown, fileTag?: string) {
  if (!(file instanceof File)) throw badRequest('请选择要上传的文件(字段名file)');
  if (unstorable(file.name)) throw badRequest('文件名包含非法字符');
  const ext = extname(file.name).slice(1).toLowerCase();
  const originalName = shortName(file.name) || 'file';
  const signatures = ALLOWED[ext];
  if (signatures === undefined) throw badRequest(`不支持的文件类型: ${ext ? `.${ext}` : '无扩展名'}`);
  if (file.size === 0) throw badRequest('上传的文件是空的');
  if (file.size > deps.options.uploadMaxBytes)
    throw badRequest(`上传文件不能超过${Math.floor(deps.options.uploadMaxBytes / 1024 / 1024)}MB`);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (signatures && !signatures.some((sig) => sig.every((b, i) => bytes[i] === b)))
    throw badRequest(`文件内容与扩展名.${ext}不符`);
  const day = formatDateTime(new Date())?.slice(0, 10).replaceAll('-', '') ?? '00000000';
  const name = `oss/${user.tenantId}/${day}/${randomUUID()}.${ext}`;
  const target = join(deps.options.ossDir, name.slice(4));
  mkdirSync(join(deps.options.ossDir, user.tenantId, day), { recursive: true });
  writeFileSync(target, bytes);
  // the request's transaction may still roll back (its audit row, a later failure): no orphan file then
  whenRolledBack(() => unlinkSync(target));
  // the configured public origin, never the request's Host (a forged Host would be stored and linked)
  const domain = deps.options.publicUrl;
  try {
    const row = await deps.db.transaction((tx) =>
      saveEntity(
        attachResource,
        tx,
        user,
        {
          link: `/${name}`,
          domain,
          name: `/${name}`,
          originalName,
          extension: ext,
          attachSize: bytes.length,
          fileTag: fileTag ?? null,
        },
        undefined,
      ),
    );
    return { link: `${domain}/${name}`, domain, name: `/${name}`, originalName, attachId: String(row.id) };
  } catch (err) {
    unlinkSync(target);
    throw err;
  }
}

/** Resolves a stored name inside the object-store folder (never outside it). */
export function storedPath(ossDir: string, name: string): string | undefined {
  const m = STORED_NAME.exec(name);
  if (!m) return undefined;
  const root = resolve(ossDir);
  const file = resolve(root, m[1] ?? '', m[2] ?? '', `${m[3]}.${m[4]}`);
  return file.startsWith(root + sep) ? file : undefined;
}

async function removeAttachments(deps: HandlerDeps, user: AuthUser, where: string, value: unknown) {
  const rows = await deps.db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; name: string }>(
      `select id, name from blade_attach where tenant_id = $1 and is_deleted = 0 and ${where} for update`,
      [user.tenantId, value],
    );
    if (found.length === 0) throw badRequest('附件不存在或已删除');
    // refused while an appeal still lists one of them, as every other referenced resource
    await refuseReferencedAttachments(tx, user, found);
    await tx.query(
      'update blade_attach set is_deleted = 1, update_user = $1, update_time = now() where id = any($2::bigint[])',
      [user.userId, found.map((r) => r.id)],
    );
    return found;
  });
  // files go only once the removal (and its audit row) is committed
  whenCommitted(() => {
    for (const row of rows) {
      const file = storedPath(deps.options.ossDir, row.name);
      if (file) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    }
  });
  return rows.length;
}

export function mountFiles(app: App, deps: HandlerDeps): void {
  const { db } = deps;
  const E = '/api/lingxi-resource/oss/endpoint';

  for (const name of ['put-file-attach', 'put-file-attachment', 'put-file', 'put-file-attachment-append']) {
    app.post(`${E}/${name}`, async (c) => {
      const user = c.get('user');
      const fileTag = text(c.req.query('fileTag'), '附件标签', 64);
      if (name === 'put-file-attachment-append' && !fileTag) throw badRequest('请传入附件标签fileTag');
      const type = c.req.header('content-type') ?? '';
      if (!type.includes('multipart/form-data')) throw badRequest('请使用multipart/form-data上传文件');
      const form = await readForm(c, { all: true });
      // one file per call (the console uploads one at a time): a second `file` part is refused, not dropped
      if (Array.isArray(form.file)) throw badRequest('一次只能上传一个文件(字段名file)');
      return sendR(c, ok(await storeUpload(deps, user, form.file, fileTag)));
    });
  }

  app.post(`${E}/remove-attachment`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = idList(p.id)?.[0];
    const fileName = text(p.fileName, '文件名', 500);
    if (!id && !fileName) throw badRequest('请传入附件id或fileName');
    const n = id
      ? await removeAttachments(deps, user, 'id = $2::bigint', id)
      : await removeAttachments(
          deps,
          user,
          'name = $2',
          fileName?.startsWith('/') ? fileName : `/${fileName}`,
        );
    return sendR(c, ok({ count: n }));
  });

  app.post(`${E}/remove-attachments`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const ids = idList(p.ids);
    if (ids && ids.length > 0)
      return sendR(c, ok({ count: await removeAttachments(deps, user, 'id = any($2::bigint[])', ids) }));
    const names =
      typeof p.fileNames === 'string'
        ? p.fileNames
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
    if (names.length === 0 || names.length > 1000 || names.some((n) => n.length > 500))
      throw badRequest('请选择要删除的附件');
    const n = await removeAttachments(
      deps,
      user,
      'name = any($2::text[])',
      names.map((x) => (x.startsWith('/') ? x : `/${x}`)),
    );
    return sendR(c, ok({ count: n }));
  });

  app.get(`${E}/file-link`, async (c) => {
    const user = c.get('user');
    const fileName = c.req.query('fileName')?.trim() ?? '';
    if (!fileName || fileName.length > 500) throw badRequest('请传入文件名fileName');
    const name = fileName.replace(/^https?:\/\/[^/]+/, '');
    const rows = await db.query<{ name: string; domain: string | null }>(
      'select name, domain from blade_attach where tenant_id = $1 and is_deleted = 0 and (name = $2 or name = $3) limit 1',
      [user.tenantId, name, `/${name}`],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, '文件不存在');
    return sendR(c, ok(`${deps.options.publicUrl}${row.name}`));
  });

  app.get('/api/lingxi-server/server-time', (c) => {
    const now = deps.options.now?.() ?? new Date();
    return sendR(c, ok({ time: formatDateTime(now), timestamp: now.getTime() }));
  });

  // PAGES.md "SMS and OSS config": enabling one configuration disables the tenant's others
  for (const def of [smsResource, ossResource]) mountEnable(app, deps, def);

  app.post('/api/lingxi-resource/sms/endpoint/send-message', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'sms');
    const p = await params(c);
    const code = text(p.code, '短信资源编号', 12, true) ?? '';
    const phonesText = text(p.phones, '手机号码', 4000, true) ?? '';
    const phones = [
      ...new Set(
        phonesText
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (phones.length === 0) throw badRequest('请输入手机号码');
    if (phones.length > 100) throw badRequest('一次最多发送100个号码');
    for (const phone of phones)
      if (!PHONE.re.test(phone)) throw badRequest(`手机号码格式不正确: ${phone.slice(0, 20)}`);
    const paramsText = text(p.params, '短信参数', 4000) ?? '';
    let paramObject: Record<string, unknown> = {};
    if (paramsText) {
      try {
        const parsed: unknown = JSON.parse(paramsText);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        paramObject = parsed as Record<string, unknown>;
      } catch {
        throw badRequest('短信参数必须是JSON对象');
      }
    }
    const configs = await db.query<{ sign_name: string; template_id: string }>(
      'select sign_name, template_id from blade_sms where tenant_id = $1 and sms_code = $2 and is_deleted = 0 and status = 1',
      [user.tenantId, code],
    );
    const config = configs[0];
    if (!config) throw badRequest('短信配置不存在或未启用');
    const content = `【${config.sign_name}】模板${config.template_id} ${Object.entries(paramObject)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(' ')}`.slice(0, 2000);
    await db.query(
      'insert into lingxi_sms_log (tenant_id, sms_code, phones, params, content, create_user) values ($1, $2, $3, $4, $5, $6)',
      [user.tenantId, code, phones.join(','), paramsText || null, content, user.userId],
    );
    return sendR(c, ok({ success: true, count: phones.length }, '发送成功'));
  });
}

/**
 * POST <config>/enable?ids=&status=1|0 (CONTRACT "switch-status"): status 1 enables exactly one
 * configuration and disables every other of the caller's tenant, in one transaction; 0 disables.
 */
function mountEnable(app: App, deps: HandlerDeps, def: ResourceDef): void {
  const base = String(def.path);
  app.post(`${base}/enable`, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const ids = idList(p.ids ?? p.id);
    if (!ids || ids.length === 0) throw badRequest('请选择要操作的数据');
    if (p.status !== '1' && p.status !== '0' && p.status !== 1 && p.status !== 0)
      throw badRequest('状态只能是1或0');
    const enable = Number(p.status) === 1;
    if (enable && ids.length > 1) throw badRequest('只能启用一个配置');
    await need(deps, user, `${def.permission}_edit`);
    await deps.db.transaction(async (tx) => {
      const rows = await tx.query(
        `update ${def.table} set status = $1, update_user = $2, update_time = now()
          where tenant_id = $3 and is_deleted = 0 and id = any($4::bigint[]) returning id`,
        [enable ? 1 : 0, user.userId, user.tenantId, ids],
      );
      if (rows.length === 0) throw badRequest('数据不存在或已删除');
      if (enable)
        await tx.query(
          `update ${def.table} set status = 0, update_user = $1, update_time = now()
            where tenant_id = $2 and is_deleted = 0 and status <> 0 and id <> $3::bigint`,
          [user.userId, user.tenantId, ids[0]],
        );
    });
    return sendR(c, ok(null));
  });
}

/** GET /oss/<tenant>/<day>/<uuid>.<ext>: files of the local object store (unguessable names). */
export function serveStored(ossDir: string) {
  return (c: Context) => {
    const file = storedPath(ossDir, c.req.path);
    if (!file) return c.text('Not Found', 404);
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return c.text('Not Found', 404);
    }
    const ext = extname(file).slice(1);
    const headers: Record<string, string> = {
      'Content-Type': MIME[ext] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    };
    if (!MIME[ext] || ext === 'txt' || ext === 'csv') headers['Content-Disposition'] = 'attachment';
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, headers);
  };
}

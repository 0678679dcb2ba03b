/** Login records, the operation log, and their .xlsx exports. */
import type { Context, Next } from 'hono';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db';
import { badRequest, fit, ok, sendR, storable } from '../../http';
import { prepareWrite } from '../../prepare';
import { READ_PATHS, type ResourceEnv, TITLES } from '../../resource';
import { cell, cellTime, exportXlsx } from '../../xlsx';
import { type App, clientIp, type HandlerDeps, need } from '../common';
import { loginRecordResource, operationLogResource } from './resources';

export const LOGIN_RECORD_EXPORT = '/api/lingxi-app-loginRecode/loginrecord/export';
export const OPERATION_LOG_EXPORT = '/api/lingxi-operation-log/export';
export const USER_EXPORT = '/api/lingxi-user/export-user';
/** Downloads opened with `window.open`: the token may come in the query instead of a header. */
export const EXPORT_PATHS = new Set([LOGIN_RECORD_EXPORT, OPERATION_LOG_EXPORT, USER_EXPORT]);

/** POSTs that only read (paged lists sent as POST, menus): not written to the operation log. */
export const READ_POSTS = new Set<string>([
  '/api/lingxi-system/menu/system-routes',
  '/api/lingxi-business-notice/businessnotice/getFinishNoticeByDeptIdAndUserId',
  '/api/lingxi-sso/usersystem/bindPage',
  '/api/lingxi-develop/code/gen-code',
]);
/** GETs that write: logged like POSTs. */
export const WRITE_GETS = new Set<string>([
  '/api/lingxi-auth/oauth/logout',
  '/api/lingxi-web-uniformIA/certifiedEnterprise/resetPassword',
]);

export async function recordLogin(
  db: Db,
  entry: {
    tenantId: string;
    account: string;
    userId?: string | null;
    userName?: string | null;
    grantType: string;
    status: 0 | 1;
    msg: string;
    ip: string | null;
    userAgent: string | undefined;
  },
): Promise<void> {
  await db.query(
    `insert into lingxi_login_record (tenant_id, user_id, account, user_name, grant_type, status, msg, ip, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      fit(entry.tenantId, 12),
      entry.userId ?? null,
      fit(entry.account, 45),
      fit(entry.userName, 64),
      fit(entry.grantType, 32),
      entry.status,
      fit(entry.msg, 255),
      storable(entry.ip),
      fit(entry.userAgent, 500),
    ],
  );
}

function titleOf(path: string): string {
  const exact = TITLES.get(path);
  if (exact) return exact;
  const parent = path.slice(0, path.lastIndexOf('/'));
  for (const [p, t] of TITLES) if (p.startsWith(`${parent}/`)) return t;
  return path.split('/')[2] ?? '';
}

/** Thrown inside the request's transaction to roll it back once the answer is not a success. */
class RollBack extends Error {}

/** Whether a request of a logged-in user writes (POSTs but the read-only ones, and the GETs that write). */
export function isWrite(method: string, path: string): boolean {
  if (method === 'POST') return !READ_POSTS.has(path) && !READ_PATHS.has(path);
  return method === 'GET' && WRITE_GETS.has(path);
}

/**
 * Every write of a logged-in user runs in one transaction together with its operation-log row: the
 * handler's queries join it (nested transactions become savepoints), the row is inserted when the
 * answer is a 200, and both commit together; any other answer rolls everything back. So a write is
 * stored with its audit row or not at all. Every text of the row is made storable first (NUL escaped,
 * lone surrogates replaced), so no query string or header can make the audit insert fail.
 */
/** `onAuthChanged`: called once a committed write has changed a session, user or grant. */
export function operationLogger(db: Db, onAuthChanged: () => void) {
  return async (c: Context<ResourceEnv>, next: Next) => {
    const user = c.get('user') as AuthUser | undefined;
    const path = c.req.path;
    if (!user || !isWrite(c.req.method, path)) return next();
    const started = Date.now();
    // the body is received before the transaction opens: a slow client never holds a connection (or,
    // on PGlite, the database) while it sends; the handler reads it from Hono's cache
    if (c.req.method === 'POST') await c.req.arrayBuffer();
    // slow read-only work of the write (a workbook, scrypt) runs before the transaction: src/prepare.ts
    await prepareWrite(c);
    let authChanged = false;
    try {
      await db.transaction(async (tx) => {
        await next();
        if (c.res.status !== 200) throw new RollBack();
        const query = new URL(c.req.url).search.slice(1);
        const logged = await tx.query<{ auth_changed: string | null }>(
          // clock_timestamp(): the moment of the write, last in its transaction (now() is the transaction's start);
          // lingxi.auth_changed: the write changed a session, user or grant (migration 007's triggers)
          `insert into lingxi_operation_log (tenant_id, user_id, account, user_name, title, method, path, query, status_code, ip, user_agent, duration, create_time)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, clock_timestamp())
           returning current_setting('lingxi.auth_changed', true) as auth_changed`,
          [
            user.tenantId,
            user.userId,
            user.account,
            user.realName || user.name,
            titleOf(path).slice(0, 255),
            c.req.method,
            fit(path, 500),
            fit(decodeURIComponentSafe(query), 2000),
            c.res.status,
            clientIp(c),
            fit(c.req.header('user-agent'), 500),
            Date.now() - started,
          ],
        );
        authChanged = logged[0]?.auth_changed === '1';
      });
    } catch (err) {
      if (err instanceof RollBack) return;
      throw err;
    }
    // committed: this process's cached sessions are forgotten before the answer leaves
    if (authChanged) onAuthChanged();
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

export function mountLogs(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  app.post('/api/lingxi-app-loginRecode/loginrecord/save', async (c) => {
    const user = c.get('user');
    const status = c.req.query('status') ?? '1';
    if (status !== '0' && status !== '1') throw badRequest('状态只能是1或0');
    await recordLogin(db, {
      tenantId: user.tenantId,
      account: user.account,
      userId: user.userId,
      userName: user.realName || user.name,
      grantType: 'console',
      status: status === '1' ? 1 : 0,
      msg: status === '1' ? '登录成功' : '登录失败',
      ip: clientIp(c),
      userAgent: c.req.header('user-agent'),
    });
    return sendR(c, ok(null));
  });

  const withoutToken = (c: Context) => {
    const q = { ...c.req.query() };
    delete q[deps.options.tokenHeader];
    delete q.access_token;
    return q;
  };

  app.get(LOGIN_RECORD_EXPORT, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'loginLog');
    return exportXlsx(db, loginRecordResource, user, withoutToken(c), '登录日志.xlsx', '登录日志', [
      { header: '登录账号', value: cell('account'), width: 18 },
      { header: '用户姓名', value: cell('user_name'), width: 14 },
      { header: '登录方式', value: cell('grant_type'), width: 12 },
      { header: '登录结果', value: (r) => (Number(r.status) === 1 ? '成功' : '失败'), width: 10 },
      { header: '说明', value: cell('msg'), width: 28 },
      { header: '登录IP', value: cell('ip'), width: 16 },
      { header: '浏览器', value: cell('user_agent'), width: 40 },
      { header: '登录时间', value: cellTime('create_time'), width: 20 },
    ]);
  });

  app.get(OPERATION_LOG_EXPORT, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'operaLog');
    return exportXlsx(db, operationLogResource, user, withoutToken(c), '操作日志.xlsx', '操作日志', [
      { header: '操作账号', value: cell('account'), width: 18 },
      { header: '用户姓名', value: cell('user_name'), width: 14 },
      { header: '操作模块', value: cell('title'), width: 16 },
      { header: '请求方法', value: cell('method'), width: 10 },
      { header: '请求地址', value: cell('path'), width: 44 },
      { header: '请求参数', value: cell('query'), width: 30 },
      { header: '结果码', value: cell('status_code'), width: 8 },
      { header: '操作IP', value: cell('ip'), width: 16 },
      { header: '耗时(毫秒)', value: cell('duration'), width: 10 },
      { header: '操作时间', value: cellTime('create_time'), width: 20 },
    ]);
  });
}

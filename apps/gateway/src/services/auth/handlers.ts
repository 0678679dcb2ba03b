/**
 * /api/lingxi-auth: captcha, token (with its login records), user-info, logout, the console's error-log
 * upload, clear-cache, and the public registration by query (combine/register).
 */
import type { AuthUser } from '../../auth';
import { badRequest, fit, isRecord, OAuthError, ok, readForm, readJson, sendR } from '../../http';
import { type App, clientIp, type HandlerDeps } from '../common';
import { recordLogin } from '../log/handlers';
import { register } from '../user/handlers';

const A = '/api/lingxi-auth/oauth';
export const TOKEN_PATH = `${A}/token`;

/** The user as user-info answers it (CONTRACT "Login and session": with `roles`, the role aliases). */
export function userInfoOf(u: AuthUser) {
  return {
    id: u.userId,
    tenantId: u.tenantId,
    account: u.account,
    name: u.name,
    realName: u.realName,
    nickName: u.name,
    avatar: u.avatar,
    email: u.email,
    phone: u.phone,
    roleId: u.roleIds.join(','),
    roleName: u.roleAliases.join(','),
    roleNames: u.roleNames,
    roles: u.roleAliases,
    deptId: u.deptId,
    postId: u.postId,
  };
}

export function mountAuth(app: App, deps: HandlerDeps): void {
  const { db, auth } = deps;
  const log = deps.options.logger;

  app.get(`${A}/captcha`, async (c) => c.json(await auth.createCaptcha()));

  app.post(TOKEN_PATH, async (c) => {
    // per address and minute, every grant (README "the login door"): 429 with Retry-After beyond
    await auth.door.admitToken(clientIp(c));
    const params: Record<string, string | undefined> = { ...c.req.query() };
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await readForm(c);
      for (const [k, v] of Object.entries(form))
        if (typeof v === 'string' && params[k] === undefined) params[k] = v;
    }
    const headers: Record<string, string | undefined> = {};
    for (const name of ['tenant-id', 'captcha-key', 'captcha-code']) headers[name] = c.req.header(name);
    const grant = params.grant_type ?? '';
    const isLogin = grant === 'captcha' || grant === 'password' || grant === 'social';
    const entry = {
      tenantId: (headers['tenant-id'] ?? params.tenantId ?? '').trim(),
      account:
        grant === 'social'
          ? `${params.source ?? ''}:${params.username ?? ''}`
          : (params.username ?? '').trim(),
      grantType: grant,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent'),
    };
    let token: Awaited<ReturnType<typeof auth.token>>;
    try {
      token = await auth.token(params, headers, clientIp(c));
    } catch (err) {
      if (isLogin && err instanceof OAuthError)
        await recordLogin(db, { ...entry, status: 0, msg: err.message }).catch((e) =>
          log.error('login record', e),
        );
      throw err;
    }
    if (isLogin) {
      await recordLogin(db, {
        ...entry,
        tenantId: token.tenant_id,
        userId: token.user_id,
        userName: token.real_name || token.nick_name,
        status: 1,
        msg: '登录成功',
      }).catch((e) => log.error('login record', e));
    }
    c.header('Cache-Control', 'no-store');
    return c.json(token);
  });

  app.get(`${A}/user-info`, (c) => sendR(c, ok(userInfoOf(c.get('user')))));

  app.get(`${A}/logout`, async (c) => {
    await auth.logout(c.get('user').sessionId);
    return sendR(c, ok(null));
  });

  /** The console's upload of its local error log: stored, and the session goes on. */
  app.post(`${A}/logout`, async (c) => {
    const user = c.get('user');
    const body = await readJson(c);
    if (!Array.isArray(body) || body.length > 200 || !body.every(isRecord)) {
      throw badRequest('请上传错误日志数组');
    }
    const text = (v: unknown, max: number) =>
      v === undefined || v === null ? null : fit(typeof v === 'string' ? v : JSON.stringify(v), max);
    await db.transaction(async (tx) => {
      for (const entry of body) {
        await tx.query(
          `insert into blade_log_error (tenant_id, service_id, method, request_uri, user_agent, exception_name, message, stack_trace, params, log_time, create_by, remote_ip)
           values ($1, 'lingxi-console', 'GET', $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            user.tenantId,
            text(entry.url, 2000),
            text(c.req.header('user-agent'), 1000),
            text(entry.type, 255),
            text(entry.message, 20000),
            text(entry.stack, 60000),
            text(entry.info, 20000),
            text(entry.time, 64),
            user.account,
            clientIp(c),
          ],
        );
      }
    });
    return sendR(c, ok(null));
  });

  app.get(`${A}/clear-cache`, (c) => sendR(c, ok(null)));

  // ── registration (public) ──────────────────────────────────────────────────────────────────
  app.get('/api/lingxi-auth/combine/register', async (c) => register(deps, c, { ...c.req.query() }));
}

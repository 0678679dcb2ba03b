import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { AuthService, type AuthUser, getOrCreateSetting } from './auth';
import { type GatewayOptions, resolveOptions } from './config';
import { consoleConfig } from './console-config';
import { randomToken } from './crypto';
import { type Db, openPglite, openPostgres } from './db';
import { HELP_PAGE } from './help';
import {
  badRequest,
  fail,
  HttpError,
  isRecord,
  MSG_CLIENT,
  MSG_UNAUTHORIZED,
  OAuthError,
  ok,
  readJson,
  sendR,
} from './http';
import { buttons, holds, routes } from './menu';
import { migrate, seed, withSchemaLock } from './migrate';
import type { ResourceEnv } from './resource';
import { CLIENT_ID, dataSeeds, SEEDS } from './seed/index';
import { clientIp, type HandlerDeps } from './services/common';
import { mountServices } from './services/index';
import { EXPORT_PATHS, operationLogger, recordLogin } from './services/log/handlers';
import { serveStored } from './services/resource/handlers';
import { serveCentre, serveShell } from './static';

export interface Gateway {
  app: Hono<ResourceEnv>;
  fetch: (request: Request) => Response | Promise<Response>;
  options: GatewayOptions;
  db: Db;
  close(): Promise<void>;
}

/** The user as user-info answers it (CONTRACT "Login and session": with `roles`, the role aliases). */
function userInfoOf(u: AuthUser) {
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

const PUBLIC_API = new Set([
  '/api/lingxi-auth/oauth/captcha',
  '/api/lingxi-auth/oauth/token',
  '/api/lingxi-auth/combine/register',
  '/api/lingxi-user/register-guest',
  // answers for an ended session too (it says why it ended)
  '/api/lingxi-external/user/checkLoginModel',
]);
const TOKEN_PATH = '/api/lingxi-auth/oauth/token';
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

const dirsInUse = new Set<string>();

/** One gateway per PGlite folder: PGlite is a single-process database. */
function lockDataDir(dir: string): () => void {
  const folder = resolve(dir);
  const busy = () =>
    new Error(
      `another gateway uses the data folder ${folder}; stop it, or set LINGXI_DATA_DIR / DATABASE_URL (if none runs, delete ${join(folder, 'gateway.pid')})`,
    );
  if (dirsInUse.has(folder)) throw busy();
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'gateway.pid');
  let pid = 0;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
  } catch {
    pid = 0;
  }
  if (pid && pid !== process.pid) {
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw busy();
  }
  writeFileSync(file, String(process.pid));
  dirsInUse.add(folder);
  return () => {
    dirsInUse.delete(folder);
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

async function openDatabase(options: GatewayOptions): Promise<{ db: Db; release: () => void }> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl))
      throw new Error('DATABASE_URL must start with postgres://');
    return { db: await openPostgres(options.databaseUrl), release: () => {} };
  }
  const release = lockDataDir(options.dataDir);
  try {
    return { db: await openPglite(options.dataDir), release };
  } catch (err) {
    release();
    throw err;
  }
}

/** Opens the database, migrates and seeds it, and builds the HTTP app. */
export async function createGateway(overrides: Partial<GatewayOptions> = {}): Promise<Gateway> {
  const options = resolveOptions(overrides);
  const log = options.logger;
  const { db, release } = await openDatabase(options);
  let jwtSecret: string;
  try {
    await migrate(db, options.migrationsDir, log.info);
    const seeded = await seed(db, [...SEEDS, ...dataSeeds(options.seedRows)], log.info);
    // fresh statistics and visibility map after the bulk seed: index-only counts, good plans
    if (seeded > 0) await db.exec('vacuum analyze');
    jwtSecret = await withSchemaLock(db, async (tx) => {
      if (options.clientSecret) {
        await tx.query(
          'update blade_client set client_secret = $1, update_time = now() where client_id = $2 and client_secret <> $1',
          [options.clientSecret, CLIENT_ID],
        );
      }
      return options.jwtSecret ?? getOrCreateSetting(tx, 'auth.jwt.secret', () => randomToken(48));
    });
  } catch (err) {
    await db.close().catch(() => undefined);
    release();
    throw err;
  }

  const auth = new AuthService(db, options, jwtSecret);
  const can = (user: Parameters<typeof holds>[1], code: string) => holds(db, user, code);
  const app = new Hono<ResourceEnv>();

  app.onError((err, c) => {
    if (err instanceof OAuthError)
      return c.json({ error_code: err.code, error_description: err.message, ...err.extra }, err.code);
    if (err instanceof HttpError) return sendR(c, fail(err.code, err.message));
    if (err instanceof HTTPException) {
      return sendR(c, fail(err.status, err.status === 413 ? '请求体过大' : err.message || '请求错误'));
    }
    log.error(`${c.req.method} ${c.req.path} failed:`, err);
    return sendR(c, fail(500, '服务器异常，请联系管理员'));
  });

  // ── /api: CORS, compression, body limit, client and token checks ────────────────────────────
  // The runtime config is read cross-origin too: by a centre mounted in an integrator's page.
  const corsPolicy = cors({
    origin: (origin) => {
      if (!origin) return null;
      const allowed = options.corsOrigins ? options.corsOrigins.includes(origin) : LOCAL_ORIGIN.test(origin);
      return allowed ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'Authorization',
      options.tokenHeader,
      'Tenant-Id',
      'Captcha-Key',
      'Captcha-Code',
      'User-Type',
      'Content-Type',
    ],
    exposeHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  app.use('/api/*', corsPolicy);
  app.use('/lingxi.config.json', corsPolicy);
  app.use('/api/*', compress());
  const jsonLimit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: () => {
      throw new HTTPException(413);
    },
  });
  // uploads: the configured size (plus room for the multipart envelope); too big is a 400
  const uploadLimit = bodyLimit({
    maxSize: options.uploadMaxBytes + 1024 * 1024,
    onError: () => {
      throw badRequest(`上传文件不能超过${Math.floor(options.uploadMaxBytes / 1024 / 1024)}MB`);
    },
  });
  app.use('/api/*', (c, next) =>
    (c.req.header('content-type') ?? '').includes('multipart/form-data')
      ? uploadLimit(c, next)
      : jsonLimit(c, next),
  );
  app.use('/api/*', async (c, next) => {
    // PostgreSQL text cannot hold NUL: refuse it in any query parameter up front
    for (const [key, value] of Object.entries(c.req.query()))
      if (value.includes('\u0000')) throw badRequest(`查询条件${key.slice(0, 64)}格式不正确`);
    // downloads opened with window.open carry the token in the query and no client header
    const queryToken = EXPORT_PATHS.has(c.req.path)
      ? (c.req.query(options.tokenHeader) ?? c.req.query('access_token'))
      : undefined;
    const header = c.req.header(options.tokenHeader);
    if (!(await auth.checkClient(c.req.header('authorization'))) && !(queryToken && !header)) {
      if (c.req.path === TOKEN_PATH) throw new OAuthError(401, MSG_CLIENT);
      throw new HttpError(401, MSG_CLIENT);
    }
    if (!PUBLIC_API.has(c.req.path)) {
      const bearer =
        header ??
        (queryToken ? (/^bearer\s/i.test(queryToken) ? queryToken : `bearer ${queryToken}`) : undefined);
      const user = await auth.authenticate(bearer);
      if (!user) throw new HttpError(401, MSG_UNAUTHORIZED);
      c.set('user', user);
    }
    await next();
  });
  app.use('/api/*', operationLogger(db, log.error));

  // ── auth ─────────────────────────────────────────────────────────────────────────────────────
  app.get('/api/lingxi-auth/oauth/captcha', async (c) => c.json(await auth.createCaptcha()));

  app.post(TOKEN_PATH, async (c) => {
    const params: Record<string, string | undefined> = { ...c.req.query() };
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await c.req.parseBody();
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
      token = await auth.token(params, headers);
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

  // The external gateway's user calls (SPEC §7), served here under /api/lingxi-external (the console's
  // `externalApi`). checkLoginModel is the background re-login check of SPEC §4.
  app.post('/api/lingxi-external/user/checkLoginModel', async (c) => {
    const state = await auth.loginState(c.req.header(options.tokenHeader));
    if (state === 'password') {
      return c.json({ code: 400, success: false, data: null, msg: '用户名或密码不正确，请重新登录' }, 400);
    }
    if (state === 'invalid') throw new HttpError(401, MSG_UNAUTHORIZED);
    return sendR(c, ok(true));
  });

  // the same user as user-info (the external gateway's own fields are not shown in the spec)
  app.get('/api/lingxi-external/user/myself', (c) => sendR(c, ok(userInfoOf(c.get('user')))));

  app.get('/api/lingxi-auth/oauth/user-info', (c) => sendR(c, ok(userInfoOf(c.get('user')))));

  app.get('/api/lingxi-auth/oauth/logout', async (c) => {
    await auth.logout(c.get('user').sessionId);
    return sendR(c, ok(null));
  });

  /** The console's upload of its local error log: stored, and the session goes on. */
  app.post('/api/lingxi-auth/oauth/logout', async (c) => {
    const user = c.get('user');
    const body = await readJson(c);
    if (!Array.isArray(body) || body.length > 200 || !body.every(isRecord)) {
      throw badRequest('请上传错误日志数组');
    }
    const text = (v: unknown, max: number) =>
      v === undefined || v === null
        ? null
        : (typeof v === 'string' ? v : JSON.stringify(v)).replaceAll('\u0000', '').slice(0, max);
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
            c.req.header('x-forwarded-for') ?? null,
          ],
        );
      }
    });
    return sendR(c, ok(null));
  });

  app.get('/api/lingxi-auth/oauth/clear-cache', (c) => sendR(c, ok(null)));

  // ── menus ────────────────────────────────────────────────────────────────────────────────────
  app.post('/api/lingxi-system/menu/system-routes', async (c) =>
    sendR(c, ok(await routes(db, c.get('user')))),
  );
  app.get('/api/lingxi-system/menu/buttons', async (c) => sendR(c, ok(await buttons(db, c.get('user')))));

  // ── declarative resources ────────────────────────────────────────────────────────────────────
  const deps: HandlerDeps = { db, options, auth, can };
  mountServices(app, deps);

  app.all('/api/*', (c) => sendR(c, fail(404, `接口不存在: ${c.req.path.slice(0, 200)}`)));

  // ── runtime config and static assets ─────────────────────────────────────────────────────────
  app.get('/lingxi.config.json', async (c) => {
    const secret = (await auth.clientSecret()) ?? '';
    c.header('Cache-Control', 'no-cache');
    return c.json(await consoleConfig(options, secret));
  });
  app.on(['GET', 'HEAD'], '/centres/*', (c) => serveCentre(c, options.staticRoot));
  app.options('/centres/*', (c) =>
    c.body(null, 204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    }),
  );
  app.on(['GET', 'HEAD'], '/oss/*', serveStored(options.ossDir));
  app.on(['GET', 'HEAD'], '/help/guide.html', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(HELP_PAGE);
  });
  app.on(['GET', 'HEAD'], '*', (c) => serveShell(c, options.staticRoot));

  let closed = false;
  return {
    app,
    fetch: (request: Request) => app.fetch(request),
    options,
    db,
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      release();
    },
  };
}

export interface StartOptions extends Partial<GatewayOptions> {
  /** 0 picks a free port. */
  port?: number;
  hostname?: string;
}

export interface RunningGateway {
  port: number;
  url: string;
  gateway: Gateway;
  close(): Promise<void>;
}

/** Creates the gateway and listens; answers the actual port. */
export async function startGateway(start: StartOptions = {}): Promise<RunningGateway> {
  const { port = 8080, hostname = '0.0.0.0', ...overrides } = start;
  const gateway = await createGateway(overrides);
  let server: ReturnType<typeof serve>;
  const address = await new Promise<AddressInfo>((resolvePromise, reject) => {
    server = serve({ fetch: gateway.app.fetch, port, hostname }, (info) => resolvePromise(info));
    server.once('error', reject);
  }).catch(async (err: unknown) => {
    await gateway.close();
    throw err;
  });
  const host = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return {
    port: address.port,
    url: `http://${host}:${address.port}`,
    gateway,
    async close() {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await gateway.close();
    },
  };
}

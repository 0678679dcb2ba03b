import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { AUTH_CHANNEL, AuthService, getOrCreateSetting, type SessionRow } from './auth';
import { clientAddress, trustedProxies } from './client-address';
import { compressApi } from './compress';
import { type GatewayOptions, resolveOptions } from './config';
import { serveConsoleConfig } from './console-config';
import { corsMiddleware } from './cors';
import { randomToken } from './crypto';
import { pageHeaders } from './csp';
import { type Db, type Listener, openDatabase, pgErrorCode } from './db';
import { serveHelp } from './help';
import {
  badRequest,
  checkQuery,
  checkQueryLength,
  fail,
  HttpError,
  MSG_CLIENT,
  MSG_UNAUTHORIZED,
  OAuthError,
  sendR,
} from './http';
import { RateLimited } from './login-door';
import { holds } from './menu';
import { migrate, seed, withSchemaLock } from './migrate';
import { type ResourceEnv, startListStats } from './resource';
import { CLIENT_ID, dataSeeds, SEEDS } from './seed/index';
import { createHttpServer } from './server';
import { TOKEN_PATH } from './services/auth/handlers';
import type { HandlerDeps } from './services/common';
import { mountServices } from './services/index';
import { EXPORT_PATHS, operationLogger } from './services/log/handlers';
import { serveStored } from './services/resource/handlers';
import { SessionCache } from './session-cache';
import { centrePreflight, serveCentre, serveShell } from './static';

export interface Gateway {
  app: Hono<ResourceEnv>;
  fetch: (request: Request) => Response | Promise<Response>;
  options: GatewayOptions;
  db: Db;
  close(): Promise<void>;
}

const PUBLIC_API = new Set([
  '/api/lingxi-auth/oauth/captcha',
  '/api/lingxi-auth/oauth/token',
  '/api/lingxi-auth/combine/register',
  '/api/lingxi-user/register-guest',
  // answers for an ended session too (it says why it ended)
  '/api/lingxi-external/user/checkLoginModel',
]);
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Opens the database, migrates and seeds it, and builds the HTTP app. */
export async function createGateway(overrides: Partial<GatewayOptions> = {}): Promise<Gateway> {
  const options = resolveOptions(overrides);
  const log = options.logger;
  const trusted = trustedProxies(options.trustedProxies); // a bad entry stops the start here
  const { db, release } = await openDatabase(options);
  let jwtSecret: string;
  try {
    await migrate(db, options.migrationsDir, log.info);
    const seeded = await seed(db, [...SEEDS, ...dataSeeds(options.seedRows, options.ossDir)], log.info);
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

  // authenticated sessions stay in memory while this process hears every change to them (LISTEN)
  let listener: Listener | undefined;
  const sessions = new SessionCache<SessionRow>(() => listener?.listening() ?? false);
  const forgetAll = () => sessions.forget();
  listener = await db.listen(AUTH_CHANNEL, { onNotify: forgetAll, onGap: forgetAll });
  const auth = new AuthService(db, options, jwtSecret, sessions);
  const can = (user: Parameters<typeof holds>[1], code: string) => holds(db, user, code);
  const app = new Hono<ResourceEnv>();

  app.onError((err, c) => {
    if (err instanceof RateLimited) {
      // the contract's R body; the token endpoint's error fields too, which the login page shows
      c.header('Retry-After', String(err.retryAfter));
      const extra =
        c.req.path === TOKEN_PATH ? { error_code: 429, error_description: err.message } : undefined;
      return c.json({ ...fail(429, err.message), ...extra }, 429);
    }
    if (err instanceof OAuthError)
      return c.json({ error_code: err.code, error_description: err.message, ...err.extra }, err.code);
    // the token endpoint answers every refusal in its own shape (the console reads error_description)
    if (err instanceof HttpError && c.req.path === TOKEN_PATH)
      return c.json({ error_code: err.code, error_description: err.message }, err.code);
    if (err instanceof HttpError) return sendR(c, fail(err.code, err.message));
    if (err instanceof HTTPException) return sendR(c, fail(err.status, err.message || '请求错误'));
    // a value the database refuses (too long, out of range, bad encoding, bad number or date) is bad input
    const pgCode = pgErrorCode(err);
    if (pgCode?.startsWith('22')) {
      log.warn(`${c.req.method} ${c.req.path}: value refused by the database (${pgCode})`);
      return sendR(c, fail(400, '请求参数格式不正确'));
    }
    log.error(`${c.req.method} ${c.req.path} failed:`, err);
    return sendR(c, fail(500, '服务器异常，请联系管理员'));
  });

  // ── /api: CORS, compression, body limit, client and token checks ────────────────────────────
  // The runtime config is read cross-origin too: by a centre mounted in an integrator's page.
  const corsPolicy = corsMiddleware({
    allows: (origin) =>
      options.corsOrigins ? options.corsOrigins.includes(origin) : LOCAL_ORIGIN.test(origin),
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
    maxAgeSeconds: 600,
  });
  // the client's address: the socket's, or a trusted proxy's X-Forwarded-For (issue 19 item 6)
  app.use('/api/*', clientAddress(trusted));
  app.use('/api/*', corsPolicy);
  app.use('/lingxi.config.json', corsPolicy);
  // a query string over 16 KiB: the envelope 414, on every path, CORS headers included (issue 19, item 10)
  app.use('*', async (c, next) => {
    checkQueryLength(c.req.url);
    await next();
  });
  // JSON gzipped whole on the thread pool, the rest streamed; every answer varies by encoding (compress.ts)
  app.use('/api/*', compressApi());
  const jsonLimit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: () => {
      throw badRequest('请求体不能超过2MB');
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
    // a GET has no body to limit (asking for it would make the server adapter build a full Request)
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (c.req.header('content-type') ?? '').includes('multipart/form-data')
        ? uploadLimit(c, next)
        : jsonLimit(c, next),
  );
  app.use('/api/*', async (c, next) => {
    // every query name and value must be UTF-8 text PostgreSQL can store (no NUL): refused up front
    checkQuery(c.req.url);
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
  app.use('/api/*', operationLogger(db, forgetAll));

  // ── the services: special endpoints and declarative resources ──────────────────────────────
  const { lists, stop: stopListStats } = await startListStats(db, (message) => log.warn(message));
  const deps: HandlerDeps = { db, options, auth, can, lists };
  mountServices(app, deps);

  app.all('/api/*', (c) => sendR(c, fail(404, `接口不存在: ${c.req.path.slice(0, 200)}`)));

  // ── runtime config and static assets ─────────────────────────────────────────────────────────
  app.get('/lingxi.config.json', serveConsoleConfig(options, auth));
  app.on(['GET', 'HEAD'], '/centres/*', (c) => serveCentre(c, options.staticRoot, options.releasesDir));
  app.options('/centres/*', centrePreflight);
  app.on(['GET', 'HEAD'], '/oss/*', serveStored(options.ossDir));
  // the console's pages carry a content security policy built from the runtime config (src/csp.ts)
  const policy = (html: string) => pageHeaders(options, html);
  app.on(['GET', 'HEAD'], '/help/guide.html', serveHelp(policy));
  app.on(['GET', 'HEAD'], '*', (c) => serveShell(c, options.staticRoot, policy, options.releasesDir));

  let closed = false;
  return {
    app,
    fetch: (request: Request) => app.fetch(request),
    options,
    db,
    async close() {
      if (closed) return;
      closed = true;
      stopListStats();
      await listener?.stop();
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
  // every body the gateway reads is at most the upload limit plus the multipart envelope (bodyLimit above)
  const server = createHttpServer(gateway.app.fetch, gateway.options.uploadMaxBytes + 1024 * 1024);
  const address = await new Promise<AddressInfo>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolvePromise(server.address() as AddressInfo));
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
        server.closeAllConnections();
      });
      await gateway.close();
    },
  };
}

import { randomUUID } from 'node:crypto';
import { randomCode, renderCaptcha } from './captcha-image';
import type { GatewayOptions } from './config';
import { randomToken, safeEqual, sha256Hex, signJwt, verifyJwt, verifyPassword } from './crypto';
import { type Db, inTransaction, type Queryable, whenCommitted } from './db';
import { OAuthError } from './http';
import { type Attempt, LoginDoor } from './login-door';
import { CLIENT_ID } from './seed/client';
import type { SessionCache } from './session-cache';

export const MSG_BAD_CREDENTIALS = '用户名或密码不正确';
export const MSG_BAD_CAPTCHA = '验证码不正确';
export const MSG_UNKNOWN_TENANT = '租户ID未找到';
export const MSG_DISABLED = '该账号已被禁用';
export const MSG_LOCKED = '账号已被锁定，请稍后再试';
export const MSG_BAD_REFRESH = '刷新令牌无效，请重新登录';
/** The isFrame door of an account after too many captcha-less failures (README "the login door"). */
export const MSG_FRAME_SHUT = '免验证码登录已暂停，请输入验证码登录';

/** The logged-in caller, as every authenticated handler sees it. */
export interface AuthUser {
  sessionId: string;
  userId: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  deptId: string;
  postId: string;
  roleIds: string[];
  roleAliases: string[];
  roleNames: string[];
  /** Version of the grant tables (menus, roles, role menus) read with the session: keys the permission cache. */
  grantsVersion?: string;
}

/** The captcha as GET /oauth/captcha answers it. */
export interface Captcha {
  key: string;
  /** `data:image/png;base64,...` */
  image: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: string;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  role_name: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  avatar: string;
  license: string;
  jti: string;
}

interface UserRow {
  id: string;
  tenant_id: string;
  account: string;
  password: string;
  name: string | null;
  real_name: string | null;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  role_id: string;
  dept_id: string;
  post_id: string;
  status: number;
  [key: string]: unknown;
}

/** The version of the grant tables (migration 005's lingxi_change), as an SQL expression. */
export const GRANTS_VERSION = `(select coalesce(sum(n), 0) from lingxi_change
  where table_name in ('blade_menu', 'blade_role_menu', 'blade_role'))::text`;

const splitIds = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s));

/** A setting stored once in lingxi_setting (first writer wins across gateways). */
export async function getOrCreateSetting(
  tx: Queryable,
  key: string,
  generate: () => string,
): Promise<string> {
  await tx.query('insert into lingxi_setting (key, value) values ($1, $2) on conflict (key) do nothing', [
    key,
    generate(),
  ]);
  const rows = await tx.query<{ value: string }>('select value from lingxi_setting where key = $1', [key]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`setting ${key} missing`);
  return value;
}

/** What authenticating a request reads: the session, its user and the grants' version. */
export type SessionRow = UserRow & { revoked: number; used: number; refresh_hash: string; lx_grants: string };

/** A token issued, and what `authenticate` reads of its new session besides the user. */
interface Issued {
  token: TokenResponse;
  session: { id: string; refreshHash: string; grants: string };
}

/** The channel migration 007's triggers notify on every change a cached session may depend on. */
export const AUTH_CHANNEL = 'lingxi_auth';

export class AuthService {
  private clientCache: { secret: string; at: number } | undefined;
  /** The login door's limits (issue 19 item 4). */
  readonly door: LoginDoor;

  constructor(
    private readonly db: Db,
    private readonly options: GatewayOptions,
    private readonly jwtSecret: string,
    /** Sessions read by `authenticate`, kept while the process hears their changes. */
    private readonly sessions: SessionCache<SessionRow>,
  ) {
    this.door = new LoginDoor(db, options);
  }

  /** Forgets every cached session once the current transaction commits (this process changed one). */
  private forgetSessions(): void {
    whenCommitted(() => this.sessions.forget());
  }

  /** The current secret of the console's OAuth client (cached a few seconds). */
  async clientSecret(): Promise<string | undefined> {
    const now = Date.now();
    if (this.clientCache && now - this.clientCache.at < 5000) return this.clientCache.secret;
    const rows = await this.db.query<{ client_secret: string }>(
      'select client_secret from blade_client where client_id = $1 and is_deleted = 0 and status = 1',
      [CLIENT_ID],
    );
    const secret = rows[0]?.client_secret;
    if (secret) this.clientCache = { secret, at: now };
    return secret;
  }

  /** Checks `Authorization: Basic base64(client:secret)`. */
  async checkClient(header: string | undefined): Promise<boolean> {
    if (!header) return false;
    const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
    if (!m?.[1]) return false;
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const id = decoded.slice(0, colon);
    const secret = decoded.slice(colon + 1);
    if (id !== CLIENT_ID) return false;
    const expected = await this.clientSecret();
    return expected !== undefined && safeEqual(secret, expected);
  }

  // ── captcha ──────────────────────────────────────────────────────────────────────────────────

  async createCaptcha(): Promise<Captcha> {
    const code = this.options.captchaCode ?? randomCode();
    const key = randomUUID();
    const expires = new Date(Date.now() + this.options.captchaSeconds * 1000);
    await this.db.query('delete from lingxi_captcha where expires_time < now()');
    await this.db.query('insert into lingxi_captcha (key, code, expires_time) values ($1, $2, $3)', [
      key,
      code.toLowerCase(),
      expires.toISOString(),
    ]);
    return { key, image: `data:image/png;base64,${renderCaptcha(code).toString('base64')}` };
  }

  /** Consumes the captcha (single use, right or wrong) and tells whether the code matched. */
  private async consumeCaptcha(key: string | undefined, code: string | undefined): Promise<boolean> {
    if (!key || !code || key.length > 64) return false;
    const rows = await this.db.query<{ code: string; fresh: boolean }>(
      'delete from lingxi_captcha where key = $1 returning code, expires_time > now() as fresh',
      [key],
    );
    const row = rows[0];
    return !!row && row.fresh && row.code === code.trim().toLowerCase();
  }

  // ── token ────────────────────────────────────────────────────────────────────────────────────

  /**
   * The token endpoint's grants. Captcha and password grants pass the login door (`login-door.ts`):
   * the address's wait, then the captcha, then the account's lock for this address; failures are
   * counted per address, per account and address, per account. `ip` is the client address
   * (`client-address.ts`).
   */
  async token(
    params: Record<string, string | undefined>,
    headers: Record<string, string | undefined>,
    ip: string | null = null,
  ): Promise<TokenResponse> {
    const grant = params.grant_type;
    if (grant === 'refresh_token') return this.refresh(params.refresh_token);
    if (grant === 'social') return this.social(params, headers);
    if (grant !== 'captcha' && grant !== 'password') throw new OAuthError(400, '不支持的授权类型');
    const tenantId = (headers['tenant-id'] ?? params.tenantId ?? '').trim();
    const account = (params.username ?? '').trim();
    // SPEC §9 captcha mode: every password grant brings a captcha, except the isFrame auto-login
    // (SPEC §2: grant password, type missPassword, no captcha), which has its own budget (frameShut)
    const withCaptcha = grant === 'captcha' || !!headers['captcha-key'];
    const frame =
      !withCaptcha && this.options.captchaMode && this.options.frameLogin && params.type === 'missPassword';
    if (!withCaptcha && this.options.captchaMode && !frame) throw new OAuthError(400, MSG_BAD_CAPTCHA);
    const attempt: Attempt = { ip, tenantId: tenantId.slice(0, 12), account: account.slice(0, 45), frame };
    const door = await this.door.state(attempt);
    LoginDoor.admitAddress(door);
    if (withCaptcha) {
      const ok = await this.consumeCaptcha(headers['captcha-key'], headers['captcha-code']);
      if (!ok) {
        await this.door.failed(attempt, 'captcha');
        throw new OAuthError(400, MSG_BAD_CAPTCHA);
      }
    }
    const password = (params.password ?? '').trim().toLowerCase();
    if (!tenantId || !/^\w{1,12}$/.test(tenantId)) throw new OAuthError(400, MSG_UNKNOWN_TENANT);
    const tenants = await this.db.query<{ status: number; expired: boolean }>(
      `select status, coalesce(expire_time < now(), false) as expired from blade_tenant where tenant_id = $1 and is_deleted = 0`,
      [tenantId],
    );
    const tenant = tenants[0];
    if (!tenant) throw new OAuthError(400, MSG_UNKNOWN_TENANT);
    if (tenant.status !== 1 || tenant.expired) throw new OAuthError(400, '租户已被禁用或授权已过期');
    if (!account || account.length > 45 || account.includes('\u0000') || !/^[0-9a-f]{32}$/.test(password)) {
      throw new OAuthError(400, MSG_BAD_CREDENTIALS);
    }
    if (door.locked) throw new OAuthError(400, MSG_LOCKED);
    if (door.frameShut) throw new OAuthError(400, MSG_FRAME_SHUT);

    // taken before the user is read: a change to it from then on keeps the new session out of the cache
    const begun = this.sessions.begin();
    const users = await this.db.query<UserRow>(
      'select * from blade_user where tenant_id = $1 and account = $2 and is_deleted = 0',
      [tenantId, account],
    );
    const user = users[0];
    // an unknown account costs the same scrypt as a wrong password (issue 19, item 5)
    const passwordOk = await verifyPassword(password, user?.password);
    if (!user || !passwordOk) {
      await this.door.failed(attempt, 'password');
      throw new OAuthError(400, MSG_BAD_CREDENTIALS);
    }
    if (user.status !== 1) throw new OAuthError(400, MSG_DISABLED);
    await this.door.succeeded(attempt);
    const issued = await this.db.transaction(async (tx) => {
      const family = await tx.query<{ id: string }>("select nextval('lingxi_id_seq')::text as id");
      return this.issue(tx, user, family[0]?.id ?? '0');
    });
    this.remember(issued, user, begun);
    return issued.token;
  }

  /**
   * A session just issued, kept as `authenticate` would read it: the console's first calls come at once,
   * together, and each would otherwise wait for the same read of it (issue 25). Kept only when nothing was
   * forgotten since `begun`, taken before the user was read, and the transaction has committed.
   */
  private remember(issued: Issued, user: UserRow, begun: number): void {
    const { session } = issued;
    this.sessions.store(
      session.id,
      { ...user, revoked: 0, used: 0, refresh_hash: session.refreshHash, lx_grants: session.grants },
      begun,
    );
  }

  /**
   * Social grant: the provider of `source` turns `code` into its user; a third-party account bound to
   * a platform user logs that user in, an unbound one is recorded and answered with its `oauth_id`
   * (the console then offers the third-party registration form, whose register-guest binds it).
   */
  private async social(
    params: Record<string, string | undefined>,
    headers: Record<string, string | undefined>,
  ): Promise<TokenResponse> {
    const tenantId = (headers['tenant-id'] ?? params.tenantId ?? '').trim();
    if (!/^\w{1,12}$/.test(tenantId)) throw new OAuthError(400, MSG_UNKNOWN_TENANT);
    const source = (params.source ?? '').trim();
    const code = (params.code ?? '').trim();
    const url = this.options.socialProviders[source];
    if (!url) throw new OAuthError(400, '不支持的第三方登录(social)平台');
    if (!code || code.length > 512) throw new OAuthError(400, '第三方授权码不能为空');
    const tenants = await this.db.query(
      'select 1 from blade_tenant where tenant_id = $1 and is_deleted = 0 and status = 1',
      [tenantId],
    );
    if (tenants.length === 0) throw new OAuthError(400, MSG_UNKNOWN_TENANT);
    let who: { uuid?: unknown; username?: unknown; nickname?: unknown; avatar?: unknown };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ source, code, state: params.state ?? '' }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`provider answered ${res.status}`);
      who = (await res.json()) as typeof who;
    } catch {
      throw new OAuthError(400, '第三方登录失败，请重试');
    }
    const uuid =
      typeof who.uuid === 'string' || typeof who.uuid === 'number' ? String(who.uuid).slice(0, 128) : '';
    if (!uuid) throw new OAuthError(400, '第三方登录失败，请重试');
    const str = (v: unknown, n: number) => (typeof v === 'string' ? v.slice(0, n) : null);
    const rows = await this.db.query<{ id: string; user_id: string | null }>(
      `insert into blade_user_oauth (tenant_id, source, uuid, username, nickname, avatar)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (tenant_id, source, uuid) do update set username = excluded.username, nickname = excluded.nickname,
         avatar = excluded.avatar, update_time = now()
       returning id, user_id`,
      [
        tenantId,
        source.slice(0, 64),
        uuid,
        str(who.username, 64),
        str(who.nickname, 64),
        str(who.avatar, 500),
      ],
    );
    const oauth = rows[0];
    if (!oauth?.user_id)
      throw new OAuthError(400, '第三方账号未绑定平台账号，请先注册', { oauth_id: oauth?.id ?? '' });
    const users = await this.db.query<UserRow>('select * from blade_user where id = $1 and is_deleted = 0', [
      oauth.user_id,
    ]);
    const user = users[0];
    if (!user) throw new OAuthError(400, '第三方账号未绑定平台账号，请先注册', { oauth_id: oauth.id });
    if (user.status !== 1) throw new OAuthError(400, MSG_DISABLED);
    const issued = await this.db.transaction(async (tx) => {
      const family = await tx.query<{ id: string }>("select nextval('lingxi_id_seq')::text as id");
      return this.issue(tx, user, family[0]?.id ?? '0');
    });
    return { ...issued.token, oauth_id: oauth.id };
  }

  private async roles(
    tx: Queryable,
    roleIds: string[],
  ): Promise<{ ids: string[]; aliases: string[]; names: string[] }> {
    if (roleIds.length === 0) return { ids: [], aliases: [], names: [] };
    const rows = await tx.query<{ id: string; role_alias: string; role_name: string }>(
      'select id, role_alias, role_name from blade_role where id = any($1::bigint[]) and is_deleted = 0 order by sort, id',
      [roleIds],
    );
    return {
      ids: rows.map((r) => r.id),
      aliases: rows.map((r) => r.role_alias),
      names: rows.map((r) => r.role_name),
    };
  }

  private async issue(tx: Queryable, user: UserRow, familyId: string): Promise<Issued> {
    const refreshExpires = new Date(Date.now() + this.options.refreshTokenSeconds * 1000);
    const ids = await tx.query<{ id: string; lx_grants: string }>(
      `select nextval('lingxi_id_seq')::text as id, ${GRANTS_VERSION} as lx_grants`,
    );
    const sessionId = ids[0]?.id;
    if (!sessionId) throw new Error('session id unavailable');
    const now = Math.floor(Date.now() / 1000);
    // As in BladeX, the refresh token is a signed JWT too (random jti): the isFrame login of SPEC §2
    // stores it as the token, so it must authenticate while it is the session's current one.
    const refresh = signJwt(
      {
        iss: 'lingxi-gateway',
        aud: CLIENT_ID,
        sub: user.id,
        jti: randomToken(16),
        sid: sessionId,
        token_type: 'refresh_token',
        tenant_id: user.tenant_id,
        user_id: user.id,
        iat: now,
        exp: Math.floor(refreshExpires.getTime() / 1000),
      },
      this.jwtSecret,
    );
    const refreshHash = sha256Hex(refresh);
    await tx.query(
      `insert into lingxi_session (id, family_id, tenant_id, user_id, client_id, refresh_hash, expires_time)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [sessionId, familyId, user.tenant_id, user.id, CLIENT_ID, refreshHash, refreshExpires.toISOString()],
    );
    const grants = ids[0]?.lx_grants ?? '';
    // as a request reads them (`rolesOf`): nothing in this transaction changes a role
    const roles = await this.rolesOf(user.role_id, grants);
    const jti = randomUUID();
    const claims = {
      iss: 'lingxi-gateway',
      aud: CLIENT_ID,
      sub: user.id,
      jti,
      sid: sessionId,
      token_type: 'access_token',
      client_id: CLIENT_ID,
      tenant_id: user.tenant_id,
      user_id: user.id,
      account: user.account,
      user_name: user.account,
      nick_name: user.name ?? '',
      real_name: user.real_name ?? '',
      dept_id: user.dept_id,
      post_id: user.post_id,
      role_id: roles.ids.join(','),
      role_name: roles.aliases.join(','),
      iat: now,
      exp: now + this.options.accessTokenSeconds,
    };
    const token: TokenResponse = {
      access_token: signJwt(claims, this.jwtSecret),
      token_type: 'bearer',
      refresh_token: refresh,
      expires_in: this.options.accessTokenSeconds,
      scope: 'all',
      tenant_id: user.tenant_id,
      user_id: user.id,
      dept_id: user.dept_id,
      post_id: user.post_id,
      role_id: roles.ids.join(','),
      role_name: roles.aliases.join(','),
      oauth_id: '',
      account: user.account,
      user_name: user.account,
      nick_name: user.name ?? '',
      real_name: user.real_name ?? '',
      avatar: user.avatar ?? '',
      license: 'powered by lingxi',
      jti,
    };
    return { token, session: { id: sessionId, refreshHash, grants } };
  }

  /** Rotates a refresh token; presenting an already used one revokes its whole family. */
  private async refresh(token: string | undefined): Promise<TokenResponse> {
    if (!token || token.length > 1000) throw new OAuthError(400, MSG_BAD_REFRESH);
    const hash = sha256Hex(token);
    const result = await this.db.transaction(async (tx) => {
      const rows = await tx.query<{
        id: string;
        family_id: string;
        user_id: string;
        used: number;
        revoked: number;
        live: boolean;
      }>(
        `select id, family_id, user_id, used, revoked, expires_time > now() as live
         from lingxi_session where refresh_hash = $1 for update`,
        [hash],
      );
      const session = rows[0];
      if (!session) return { error: MSG_BAD_REFRESH } as const;
      if (session.used === 1 || session.revoked === 1) {
        // Reuse of a rotated token: someone else holds the family. End all of it.
        await tx.query('update lingxi_session set revoked = 1, update_time = now() where family_id = $1', [
          session.family_id,
        ]);
        return { error: MSG_BAD_REFRESH } as const;
      }
      if (!session.live) return { error: MSG_BAD_REFRESH } as const;
      const users = await tx.query<UserRow>('select * from blade_user where id = $1 and is_deleted = 0', [
        session.user_id,
      ]);
      const user = users[0];
      if (!user) return { error: MSG_BAD_REFRESH } as const;
      if (user.status !== 1) return { error: MSG_DISABLED } as const;
      await tx.query('update lingxi_session set used = 1, update_time = now() where id = $1', [session.id]);
      return { token: (await this.issue(tx, user, session.family_id)).token } as const;
    });
    // the old token is used now, or its whole family revoked
    this.forgetSessions();
    if ('token' in result && result.token) return result.token;
    throw new OAuthError(400, 'error' in result && result.error ? result.error : MSG_BAD_REFRESH);
  }

  // ── authenticated requests ───────────────────────────────────────────────────────────────────

  private readonly roleCache = new Map<
    string,
    { version: string; roles: { ids: string[]; aliases: string[]; names: string[] } }
  >();

  /** The live roles of a user's `role_id` list, cached under the grants' version read with the session. */
  private async rolesOf(roleId: string, version: string) {
    const hit = this.roleCache.get(roleId);
    if (hit?.version === version) return hit.roles;
    const roles = await this.roles(this.db, splitIds(roleId));
    if (this.roleCache.size > 1000) this.roleCache.clear();
    this.roleCache.set(roleId, { version, roles });
    return roles;
  }

  /** `bearer <jwt>` → the caller, when the signature, expiry and session all hold. */
  async authenticate(header: string | undefined): Promise<AuthUser | undefined> {
    if (!header) return undefined;
    const m = /^bearer\s+(\S+)\s*$/i.exec(header);
    if (!m?.[1]) return undefined;
    const claims = verifyJwt(m[1], this.jwtSecret, Math.floor(Date.now() / 1000));
    const sid = claims?.sid;
    if (typeof sid !== 'string' || !/^\d+$/.test(sid)) return undefined;
    // one round trip, or none while the session is cached: the session, its user and the version of
    // the grants (roles, menus, role menus)
    let row = this.sessions.get(sid);
    if (!row) {
      const begun = this.sessions.begin();
      const rows = await this.db.query<SessionRow>(
        `select s.revoked, s.used, s.refresh_hash, u.*, ${GRANTS_VERSION} as lx_grants
         from lingxi_session s join blade_user u on u.id = s.user_id
         where s.id = $1 and u.is_deleted = 0 and u.status = 1`,
        [sid],
      );
      row = rows[0];
      if (row && !inTransaction()) this.sessions.store(sid, row, begun);
    }
    if (row?.revoked !== 0 || row.id !== claims?.user_id) return undefined;
    // a refresh token authenticates only while it is the session's current, unused one
    if (claims?.token_type === 'refresh_token' && (row.used !== 0 || row.refresh_hash !== sha256Hex(m[1])))
      return undefined;
    const roles = await this.rolesOf(row.role_id, row.lx_grants);
    return {
      sessionId: sid,
      userId: row.id,
      tenantId: row.tenant_id,
      account: row.account,
      name: row.name ?? '',
      realName: row.real_name ?? '',
      avatar: row.avatar ?? '',
      email: row.email ?? '',
      phone: row.phone ?? '',
      deptId: row.dept_id,
      postId: row.post_id,
      roleIds: roles.ids,
      roleAliases: roles.aliases,
      roleNames: roles.names,
      grantsVersion: row.lx_grants,
    };
  }

  /**
   * The console's background re-login check (SPEC §4; the external gateway's `user/checkLoginModel`):
   * 'ok' while the token's session stands, 'password' when it ended because the password was changed
   * or reset elsewhere, 'invalid' otherwise.
   */
  async loginState(header: string | undefined): Promise<'ok' | 'password' | 'invalid'> {
    const m = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
    if (!m?.[1]) return 'invalid';
    const claims = verifyJwt(m[1], this.jwtSecret, Math.floor(Date.now() / 1000));
    const sid = claims?.sid;
    if (typeof sid !== 'string' || !/^\d+$/.test(sid)) return 'invalid';
    const rows = await this.db.query<{ revoked: number; revoke_reason: string | null }>(
      'select revoked, revoke_reason from lingxi_session where id = $1',
      [sid],
    );
    const row = rows[0];
    if (!row) return 'invalid';
    if (row.revoked === 0) return 'ok';
    return row.revoke_reason === 'password' ? 'password' : 'invalid';
  }

  /** Ends the session the token belongs to, with every rotation of it. */
  async logout(sessionId: string): Promise<void> {
    await this.db.query(
      `update lingxi_session set revoked = 1, update_time = now()
       where family_id = (select family_id from lingxi_session where id = $1)`,
      [sessionId],
    );
    this.forgetSessions();
  }
}

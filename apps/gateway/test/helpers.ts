import { createHash } from 'node:crypto';
import { expect, inject } from 'vitest';
// The gateway's own wire types, type-only: the suite stays pointable at any server (GATEWAY_URL).
import type { Captcha, TokenResponse } from '../src/auth';
import type { ConsoleConfig } from '../src/console-config';
import type { R } from '../src/http';
import type { MenuNode } from '../src/menu';

export type { Page, TreeNode } from '../src/resource';
export type { Captcha, ConsoleConfig, MenuNode, R, TokenResponse };

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface Gw {
  url: string;
  captchaCode: string;
  basic: string;
  secret: string;
}

/** Reads the runtime config to learn the client secret, as the console does. */
export async function connect(url = inject('gatewayUrl'), captchaCode = inject('captchaCode')): Promise<Gw> {
  const res = await fetch(`${url}/lingxi.config.json`);
  const config = (await res.json()) as ConsoleConfig;
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  return { url, captchaCode, basic, secret: config.clientSecret };
}

export interface Json {
  status: number;
  /** The R envelope, the token endpoint's error, or `{ raw }` when the answer is not JSON. */
  body: Record<string, unknown> &
    Partial<R<unknown>> & {
      error_code?: number;
      error_description?: string;
    };
  headers: Headers;
}

export async function call(
  gw: Gw,
  path: string,
  init: {
    method?: string;
    token?: string;
    headers?: Record<string, string>;
    body?: unknown;
    basic?: string | null;
  } = {},
): Promise<Json> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.basic !== null) headers.Authorization = init.basic ?? gw.basic;
  if (init.token) headers['lingxi-auth'] = `bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const res = await fetch(`${gw.url}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: Json['body'];
  try {
    parsed = JSON.parse(text) as Json['body'];
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function captcha(gw: Gw): Promise<Captcha> {
  const res = await call(gw, '/api/lingxi-auth/oauth/captcha');
  return res.body as unknown as Captcha;
}

export interface LoginOptions {
  tenantId?: string;
  grant?: 'captcha' | 'password';
  code?: string;
  key?: string;
}

/** POST /oauth/token exactly as the console sends it. */
export async function tokenRequest(
  gw: Gw,
  account: string,
  password: string,
  opts: LoginOptions = {},
): Promise<Json> {
  const tenantId = opts.tenantId ?? '000000';
  const grant = opts.grant ?? 'captcha';
  const headers: Record<string, string> = { 'Tenant-Id': tenantId, 'User-Type': 'web' };
  if (grant === 'captcha') {
    headers['Captcha-Key'] = opts.key ?? (await captcha(gw)).key;
    headers['Captcha-Code'] = opts.code ?? gw.captchaCode;
  }
  const q = new URLSearchParams({
    tenantId,
    username: account,
    password: md5(password),
    grant_type: grant,
    scope: 'all',
    type: 'account',
  });
  return call(gw, `/api/lingxi-auth/oauth/token?${q}`, { method: 'POST', headers });
}

export async function login(
  gw: Gw,
  account: string,
  password: string,
  tenantId = '000000',
): Promise<TokenResponse> {
  const res = await tokenRequest(gw, account, password, { tenantId });
  if (res.status !== 200) throw new Error(`login ${account}@${tenantId} failed: ${JSON.stringify(res.body)}`);
  return res.body as unknown as TokenResponse;
}

export async function refresh(gw: Gw, refreshToken: string, tenantId = '000000'): Promise<Json> {
  const q = new URLSearchParams({
    tenantId,
    grant_type: 'refresh_token',
    scope: 'all',
    refresh_token: refreshToken,
  });
  return call(gw, `/api/lingxi-auth/oauth/token?${q}`, {
    method: 'POST',
    headers: { 'Tenant-Id': tenantId },
  });
}

export function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

/** A short unique text for keys and markers. */
export const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;

/** Operation-log rows of the caller's tenant whose logged query contains `text`. */
export async function operationLog(
  gw: Gw,
  token: string,
  text: string,
): Promise<{ path: string; query: string; method: string; statusCode: number; userAgent: string | null }[]> {
  const res = await call(gw, `/api/lingxi-operation-log/list?size=200&query=${encodeURIComponent(text)}`, {
    token,
  });
  if (res.status !== 200) throw new Error(`operation log: ${JSON.stringify(res.body)}`);
  return (res.body.data as { records: [] }).records;
}

/** A raw request (bytes and headers exactly as given), answered as status + parsed JSON. */
export async function raw(
  gw: Gw,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Uint8Array | string; token?: string },
): Promise<Json> {
  const headers: Record<string, string> = { Authorization: gw.basic, ...init.headers };
  if (init.token) headers['lingxi-auth'] = `bearer ${init.token}`;
  const res = await fetch(`${gw.url}${path}`, { method: init.method ?? 'POST', headers, body: init.body });
  const text = await res.text();
  let parsed: Json['body'];
  try {
    parsed = JSON.parse(text) as Json['body'];
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * A new tenant of its own (created by the platform administrator): its `admin` account (password: the
 * platform's initial password, 123456) and token. Write-heavy suites work there, so their records never
 * shift the pages other suites read.
 */
export async function freshTenant(
  gw: Gw,
  platformToken: string,
): Promise<{ tenantId: string; token: string; userId: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const tenantId = String(200000 + Math.floor(Math.random() * 799999));
    const res = await call(gw, '/api/lingxi-system/tenant/submit', {
      method: 'POST',
      token: platformToken,
      body: { tenantId, tenantName: `测试租户${tenantId}`, accountNumber: -1 },
    });
    if (res.status !== 200) continue;
    const token = await login(gw, 'admin', '123456', tenantId);
    return { tenantId, token: token.access_token, userId: token.user_id };
  }
  throw new Error('no fresh tenant could be created');
}

/** A success's `data`, after checking it is one: HTTP 200, `success`, `code` 200 (CONTRACT.md's R). */
export async function okData<T = Record<string, unknown>>(res: Promise<Json> | Json): Promise<T> {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.success).toBe(true);
  expect(r.body.code).toBe(200);
  return r.body.data as T;
}

/** A refusal: its HTTP status, `success: false`, `code` the same status, and its `msg` (text or pattern). */
export async function expectRefused(res: Promise<Json>, status: number, msg: string | RegExp): Promise<void> {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.success).toBe(false);
  expect(r.body.code).toBe(status);
  if (typeof msg === 'string') expect(r.body.msg).toBe(msg);
  else expect(r.body.msg).toMatch(msg);
}

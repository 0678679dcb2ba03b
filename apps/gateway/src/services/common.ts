/** What the services' handlers share: their dependencies, permission checks, parameter readers. */
import type { Context, Hono } from 'hono';
import type { AuthService, AuthUser } from '../auth';
import type { GatewayOptions } from '../config';
import type { Db } from '../db';
import { badRequest, HttpError, isRecord, MSG_FORBIDDEN, readForm, readText, unstorable } from '../http';
import type { ListCache, ResourceEnv } from '../resource';

export interface HandlerDeps {
  db: Db;
  options: GatewayOptions;
  auth: AuthService;
  can(user: AuthUser, code: string): Promise<boolean>;
  /** Totals and page anchors of paged lists, per table version. */
  lists?: ListCache;
}

export type App = Hono<ResourceEnv>;

export async function need(deps: HandlerDeps, user: AuthUser, code: string): Promise<void> {
  if (!(await deps.can(user, code))) throw new HttpError(403, MSG_FORBIDDEN);
}

export function platformOnly(user: AuthUser): void {
  if (user.tenantId !== '000000') throw new HttpError(403, MSG_FORBIDDEN);
}

/**
 * Parameters from the query string, a urlencoded / multipart form and a JSON object body, in that
 * order of precedence (the console sends BladeX's @RequestParam calls either way).
 */
export async function params(c: Context): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await readText(c);
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw badRequest('请求体不是合法的JSON');
      }
      if (!isRecord(body)) throw badRequest('请求体必须是对象');
      Object.assign(out, body);
    }
  } else if (type.includes('application/x-www-form-urlencoded')) {
    const form = await readForm(c);
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') out[k] = v;
  }
  for (const [k, v] of Object.entries(c.req.query())) out[k] = v;
  return out;
}

/** A comma-joined or array list of ids; undefined when missing or malformed. */
export function idList(value: unknown, max = 1000): string[] | undefined {
  const parts = Array.isArray(value)
    ? value.map((v) => String(v))
    : typeof value === 'string' || typeof value === 'number'
      ? String(value).split(',')
      : undefined;
  if (!parts) return undefined;
  const ids: string[] = [];
  for (const raw of parts) {
    const p = raw.trim();
    if (p === '') continue;
    if (!/^[1-9]\d{0,18}$/.test(p)) return undefined;
    ids.push(p);
  }
  return ids.length <= max ? [...new Set(ids)] : undefined;
}

export function text(value: unknown, label: string, max: number, required = false): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(`请输入${label}`);
    return undefined;
  }
  // text only: a JSON number or boolean is refused, never stored as its String() (issue 19, item 8)
  if (typeof value !== 'string') throw badRequest(`${label}格式不正确`);
  const s = value;
  if (unstorable(s)) throw badRequest(`${label}包含非法字符`);
  if (s.length > max) throw badRequest(`${label}长度不能超过${max}个字符`);
  if (required && s.trim() === '') throw badRequest(`请输入${label}`);
  return s;
}

/**
 * The client's address as `clientAddress` (src/client-address.ts) resolved it for this request: the
 * socket's peer, or what a trusted proxy forwarded (issue 19 item 6). Null only without a socket.
 */
export const clientIp = (c: Context): string | null =>
  (c.get('clientIp') as string | null | undefined) ?? null;

/** The string and number values of `params(c)`, as a query for listRecords. */
export const stringQuery = (p: Record<string, unknown>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(p))
    if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
  return out;
};

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The BladeX response envelope. */
export interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export const MSG_OK = '操作成功';
export const MSG_UNAUTHORIZED = '请求未授权';
export const MSG_FORBIDDEN = '缺失功能权限';
export const MSG_CLIENT = '客户端认证失败';

export function ok<T>(data: T, msg = MSG_OK): R<T> {
  return { code: 200, success: true, data, msg };
}

export function fail(code: number, msg: string): R<null> {
  return { code, success: false, data: null, msg };
}

/** Thrown anywhere in a handler: answered as `R` with HTTP status = code. */
export class HttpError extends Error {
  constructor(
    readonly code: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Thrown by the token endpoint: answered as `{ error_code, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly code: ContentfulStatusCode,
    message: string,
    /** Extra fields of the error body (an unbound social login answers its `oauth_id`). */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OAuthError';
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);

export function sendR<T>(c: Context, body: R<T>): Response {
  return c.json(body, body.code as ContentfulStatusCode);
}

/** NUL or a lone UTF-16 surrogate: text PostgreSQL cannot store (invalid byte sequence for UTF8). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds a character PostgreSQL cannot store. */
export function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * A text the database can always store, nothing dropped: NUL becomes the visible escape `\0`, a lone
 * surrogate U+FFFD. For texts recorded as they came (logs: query strings, user agents, addresses).
 */
export function storable(text: string): string;
export function storable(text: string | null | undefined): string | null;
export function storable(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  if (!unstorable(text)) return text;
  return text
    .replaceAll('\u0000', '\\0')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** `storable(text)` cut to `max` characters (never in the middle of a surrogate pair). */
export function fit(text: string | null | undefined, max: number): string | null {
  const safe = storable(text);
  if (safe === null || safe.length <= max) return safe;
  const cut = safe.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Longest query string the gateway reads (Node's own limit on the whole request head was 16 KiB). */
export const MAX_QUERY_CHARS = 16 * 1024;

/** A query string over MAX_QUERY_CHARS is the envelope 414, before anything reads it. */
export function checkQueryLength(url: string): void {
  const q = url.indexOf('?');
  if (q >= 0 && url.length - q - 1 > MAX_QUERY_CHARS)
    throw new HttpError(414, '请求地址过长(查询参数不能超过16KB)');
}

/**
 * Refuses (400) a query string whose names or values are not storable text: a broken percent escape,
 * bytes that are not UTF-8, NUL. Checked on the raw string, names included (`?%00=1`).
 */
export function checkQuery(url: string): void {
  const q = url.indexOf('?');
  if (q < 0) return;
  const hash = url.indexOf('#', q);
  const search = url.slice(q + 1, hash < 0 ? undefined : hash);
  if (search === '') return;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      throw badRequest('查询参数编码不正确(须为UTF-8)');
    }
  };
  for (const pair of search.split('&')) {
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (unstorable(name)) throw badRequest('查询参数名包含非法字符');
    if (eq >= 0 && unstorable(decode(pair.slice(eq + 1))))
      throw badRequest(`查询条件${name.slice(0, 64)}格式不正确`);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The body as text; bytes that are not UTF-8 are a 400 (never replaced silently). */
export async function readText(c: Context): Promise<string> {
  const bytes = await c.req.arrayBuffer();
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest('请求体不是合法的UTF-8文本');
  }
}

/**
 * The urlencoded or multipart form of the body; a body that does not parse as its declared type is a
 * 400 (Hono's parser throws a plain Error for it, which would otherwise be a 500).
 */
export async function readForm(
  c: Context,
  options: { all?: boolean } = {},
): Promise<Record<string, string | File | (string | File)[]>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data') && !/boundary=/.test(type))
    throw badRequest('请求体不是合法的multipart/form-data表单：缺少boundary');
  try {
    return (await c.req.parseBody(options)) as Record<string, string | File | (string | File)[]>;
  } catch {
    throw badRequest(
      type.includes('multipart/form-data')
        ? '请求体不是合法的multipart/form-data表单'
        : '请求体不是合法的表单数据',
    );
  }
}

/** Reads the JSON body; anything that is not JSON is a 400, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await readText(c);
  if (text.trim() === '') throw badRequest('请求体不能为空');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('请求体不是合法的JSON');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A 64-bit id as sent by clients: digits only, as a string or a safe integer. */
export function parseId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[1-9]\d{0,18}$/.test(value.trim())) {
    const id = value.trim();
    if (BigInt(id) <= 9223372036854775807n) return id;
  }
  return undefined;
}

/** `ids=1,2,3` → ids, or undefined when missing or any part is malformed. */
export function parseIds(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ids: string[] = [];
  for (const part of value.split(',')) {
    const id = parseId(part);
    if (!id) return undefined;
    ids.push(id);
  }
  return ids.length > 0 && ids.length <= 1000 ? [...new Set(ids)] : undefined;
}

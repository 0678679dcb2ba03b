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

/** Reads the JSON body; anything that is not JSON is a 400, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
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

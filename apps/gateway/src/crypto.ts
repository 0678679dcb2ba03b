import { createHash, createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const SCRYPT_KEYLEN = 32;

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Stores a password as the console sends it (lowercase hex MD5 of what the user typed) hashed again
 * with scrypt and a random salt: `scrypt$<salt>$<hash>`.
 */
export function hashPassword(md5: string): string {
  const salt = randomBytes(16).toString('hex');
  const hash = scryptSync(md5.toLowerCase(), salt, SCRYPT_KEYLEN).toString('hex');
  return `scrypt$${salt}$${hash}`;
}

export function verifyPassword(md5: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(md5.toLowerCase(), salt, expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** verifyPassword on the libuv thread pool: the event loop keeps serving while scrypt runs. */
export function verifyPasswordAsync(md5: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'hex');
  return new Promise((resolve) => {
    scrypt(md5.toLowerCase(), salt, expected.length, (err, actual) => {
      resolve(!err && expected.length === actual.length && timingSafeEqual(expected, actual));
    });
  });
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type JwtClaims = Record<string, string | number | boolean | string[]>;

/** HS256 JSON Web Token. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Checks the signature and `exp`; answers the claims or undefined. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  if (!safeEqual(signature, expected)) return undefined;
  try {
    const head: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (!head || typeof head !== 'object' || (head as { alg?: unknown }).alg !== 'HS256') return undefined;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return undefined;
    const exp = (claims as { exp?: unknown }).exp;
    if (typeof exp !== 'number' || exp <= nowSeconds) return undefined;
    return claims as JwtClaims;
  } catch {
    return undefined;
  }
}

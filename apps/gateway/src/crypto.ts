import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

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
 * Password hashing (issue 19, items 3 and 5). scrypt runs only on libuv's thread pool (the asynchronous
 * `scrypt`), never on the event loop, and at most `HASH_CONCURRENCY` at a time: the rest queue here, so
 * under a burst of logins the event loop keeps a core to itself (one scrypt less than the cores) and
 * one thread of the pool stays free for file and zlib work.
 */
const HASH_CONCURRENCY = Math.max(
  1,
  Math.min(availableParallelism() - 1, Number(process.env.UV_THREADPOOL_SIZE ?? 4) - 1),
);
let running = 0;
const waiting: (() => void)[] = [];
let scryptRuns = 0;

/** How many scrypt computations this process has run (a seam for the tests of equal work, item 5). */
export function scryptCount(): number {
  return scryptRuns;
}

async function runScrypt(password: string, salt: string, keylen: number): Promise<Buffer> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      scryptRuns++;
      scrypt(password, salt, keylen, (err, key) => (err ? reject(err) : resolve(key)));
    });
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Stores a password as the console sends it (lowercase hex MD5 of what the user typed) hashed again
 * with scrypt and a random salt: `scrypt$<salt>$<hash>`.
 */
export async function hashPassword(md5: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const hash = await runScrypt(md5.toLowerCase(), salt, SCRYPT_KEYLEN);
  return `scrypt$${salt}$${hash.toString('hex')}`;
}

/** Compared against when the account does not exist: the same scrypt work as a real check. */
const DUMMY_HASH = `scrypt$${randomBytes(16).toString('hex')}$${randomBytes(SCRYPT_KEYLEN).toString('hex')}`;

/**
 * Checks a password against its stored hash. With no stored hash (an unknown account) or an unreadable
 * one it still runs one scrypt against a dummy hash and answers false, so the time of a failed login
 * does not tell whether the account exists (issue 19, item 5).
 */
export async function verifyPassword(md5: string, stored: string | null | undefined): Promise<boolean> {
  const parts = typeof stored === 'string' ? stored.split('$') : [];
  const readable =
    parts.length === 3 && parts[0] === 'scrypt' && !!parts[1] && /^[0-9a-f]{2,128}$/.test(parts[2] ?? '');
  const [, salt, hash] = (readable ? parts : DUMMY_HASH.split('$')) as [string, string, string];
  const expected = Buffer.from(hash, 'hex');
  const actual = await runScrypt(md5.toLowerCase(), salt, expected.length);
  return readable && expected.length === actual.length && timingSafeEqual(expected, actual);
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

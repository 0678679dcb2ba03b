import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { CENTRES, type CentreName } from './config';
import { BASE_HEADERS } from './csp';
import { isFolder, liveReleases, SHELL, VERSION_NAME } from './releases';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
const NO_CACHE_NAMES = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const MAX_GZIP_BYTES = 8 * 1024 * 1024;

/** gzip output per file version, so repeated requests don't recompress. */
const gzipCache = new Map<string, Buffer>();

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Every file of a published version: it never changes once published (issue 24). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** no-cache for entry points, a year for content-hashed files under static/. */
export function cacheControl(relativePath: string): string {
  const name = relativePath.split('/').pop() ?? '';
  if (name.endsWith('.html') || NO_CACHE_NAMES.has(name)) return 'no-cache';
  if (/(^|\/)static\//.test(relativePath) && HASHED.test(name)) return IMMUTABLE;
  return 'no-cache';
}

/** Joins a URL path below `root`, refusing anything that escapes it. */
function safeJoin(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const full = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (full !== base && !full.startsWith(base + sep)) return undefined;
  return full;
}

async function fileAt(path: string): Promise<{ path: string; size: number; mtimeMs: number } | undefined> {
  try {
    let s = await stat(path);
    if (s.isDirectory()) {
      path = join(path, 'index.html');
      s = await stat(path);
    }
    return s.isFile() ? { path, size: s.size, mtimeMs: s.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

async function exists(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

async function sendFile(
  c: Context,
  file: { path: string; size: number; mtimeMs: number },
  relativePath: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const type = contentType(file.path);
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl(relativePath),
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...BASE_HEADERS,
    ...extraHeaders,
  };
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const head = c.req.method === 'HEAD';
  const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  if (gzip && COMPRESSIBLE.test(type) && file.size > 512 && file.size <= MAX_GZIP_BYTES) {
    const key = `${file.path}:${file.size}:${file.mtimeMs}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = gzipSync(await readFile(file.path));
      if (gzipCache.size > 500) gzipCache.clear();
      gzipCache.set(key, body);
    }
    headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = String(body.length);
    return new Response(head ? null : new Uint8Array(body), { status: 200, headers });
  }
  headers['Content-Length'] = String(file.size);
  if (head) return new Response(null, { status: 200, headers });
  const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: 200, headers });
}

const notBuilt = (c: Context, app: string, dir: string) =>
  c.text(
    `The ${app} app is not built: ${dir} does not exist. Build it with \`pnpm --filter @lingxi/${app} build\` (or \`pnpm build\` at the repository root).\n`,
    404,
  );

/**
 * `/centres/<name>/<version>/*` → the published version `<releasesDir>/<name>/<version>/`, every file
 * cached for a year (a version never changes); `/centres/<name>/*` → apps/<name>/dist. CORS open
 * (manifests are fetched cross-origin).
 */
export async function serveCentre(c: Context, staticRoot: string, releasesDir?: string): Promise<Response> {
  const m = /^\/centres\/([^/]+)(\/.*)?$/.exec(c.req.path);
  const name = m?.[1] ?? '';
  const cors = { 'Access-Control-Allow-Origin': '*' };
  if (!(CENTRES as readonly string[]).includes(name)) {
    return c.text(`Unknown centre: ${name.slice(0, 40)}\n`, 404, cors);
  }
  const centre = name as CentreName;
  const versioned = /^\/([^/]+)(\/.*)?$/.exec(m?.[2] ?? '');
  if (releasesDir && versioned && VERSION_NAME.test(versioned[1]!)) {
    const folder = join(releasesDir, centre, versioned[1]!);
    if (await isFolder(folder)) {
      const path = safeJoin(folder, versioned[2] ?? '/');
      const file = path ? await fileAt(path) : undefined;
      if (!file) return c.text('Not found\n', 404, cors);
      return sendFile(c, file, versioned[2] ?? '', { ...cors, 'Cache-Control': IMMUTABLE });
    }
  }
  const dist = join(staticRoot, centre, 'dist');
  if (!(await exists(dist))) {
    c.header('Access-Control-Allow-Origin', '*');
    return notBuilt(c, centre, dist);
  }
  const rest = m?.[2] ?? '/';
  const path = safeJoin(dist, rest);
  const file = path ? await fileAt(path) : undefined;
  if (!file) return c.text('Not found\n', 404, cors);
  return sendFile(c, file, rest.replace(/^\/+/, '') || 'index.html', cors);
}

/** An HTML page's text per file version (its inline scripts are hashed into its policy). */
const htmlCache = new Map<string, string>();

async function htmlOf(file: { path: string; size: number; mtimeMs: number }): Promise<string> {
  const key = `${file.path}:${file.size}:${file.mtimeMs}`;
  let text = htmlCache.get(key);
  if (text === undefined) {
    text = await readFile(file.path, 'utf8');
    if (htmlCache.size > 50) htmlCache.clear();
    htmlCache.set(key, text);
  }
  return text;
}

/** The headers of one HTML page (its content security policy): see src/csp.ts. */
export type PageHeaders = (html: string) => Promise<Record<string, string>>;

/**
 * `/` and everything else → the shell: its live released version when `releases/live.json` names one
 * (issue 24), else apps/shell/dist, with the SPA fallback to index.html for pages. A released shell's
 * files are at `/shell/<version>/*` (its build's asset prefix), every version served and cached for a
 * year; a file not in the live version (a chunk of the unversioned build an open console still runs) is
 * looked for in dist/.
 */
export async function serveShell(
  c: Context,
  staticRoot: string,
  pageHeaders?: PageHeaders,
  releasesDir?: string,
): Promise<Response> {
  if (/^\/(api|centres)(\/|$)/.test(c.req.path)) return c.text('Not found\n', 404);
  const send = async (file: { path: string; size: number; mtimeMs: number }, relative: string) =>
    sendFile(
      c,
      file,
      relative,
      pageHeaders && contentType(file.path).startsWith('text/html')
        ? await pageHeaders(await htmlOf(file))
        : {},
    );
  const versioned = /^\/shell\/([^/]+)(\/.*)?$/.exec(c.req.path);
  if (releasesDir && versioned && VERSION_NAME.test(versioned[1]!)) {
    const folder = join(releasesDir, SHELL, versioned[1]!);
    const path = (await isFolder(folder)) ? safeJoin(folder, versioned[2] ?? '/') : undefined;
    const file = path ? await fileAt(path) : undefined;
    if (!file) return c.text('Not found\n', 404);
    if (contentType(file.path).startsWith('text/html')) return send(file, 'index.html');
    return sendFile(c, file, versioned[2] ?? '', { 'Cache-Control': IMMUTABLE });
  }
  const live = releasesDir ? (await liveReleases(releasesDir)).shell : undefined;
  const dist = join(staticRoot, 'shell', 'dist');
  const roots = [...(live ? [join(releasesDir as string, SHELL, live)] : []), dist];
  const relative = c.req.path.replace(/^\/+/, '') || 'index.html';
  if (!live && !(await exists(dist))) return notBuilt(c, 'shell', dist);
  for (const root of roots) {
    const path = safeJoin(root, c.req.path);
    const file = path ? await fileAt(path) : undefined;
    if (file) return send(file, relative);
  }
  const acceptsHtml = /text\/html/.test(c.req.header('accept') ?? '');
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && acceptsHtml) {
    const index = await fileAt(join(roots[0] as string, 'index.html'));
    if (index) return send(index, 'index.html');
  }
  return c.text('Not found\n', 404);
}

/** OPTIONS /centres/*: any origin may load a centre's assets. */
export function centrePreflight(c: Context): Response {
  return c.body(null, 204, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': '*',
  });
}

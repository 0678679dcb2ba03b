/**
 * gzip for the API's answers. A JSON answer is read whole, compressed in one call on libuv's thread pool
 * (never on the event loop) and sent with its length. Hono's compress() pipes an answer through a
 * CompressionStream instead, whose chunks each wait for their turn on the event loop behind the other
 * requests' work: when the console's first calls after a login arrived together, the 120 KiB menu
 * buttons answer finished 25-60 ms after its headers (issue 25). Everything else (downloads, files)
 * still goes through Hono's compress(), as does a client that takes another encoding but not gzip.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are (the same threshold as Hono's). */
const GZIP_THRESHOLD = 1024;

const isJson = (type: string | null) => !!type && /^application\/json\b/i.test(type);

/** Whether an Accept-Encoding header takes gzip (not refused with q=0). */
function acceptsGzip(accepted: string): boolean {
  return accepted.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || /\baccept-encoding\b/i.test(vary ?? '')) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** The /api middleware: JSON gzipped whole, the rest by Hono's compress(); every answer varies by encoding. */
export function compressApi(): MiddlewareHandler {
  const streaming = compress();
  return async (c, next) => {
    const accepted = c.req.header('accept-encoding');
    if (!accepted) {
      await next();
      addVary(c.res.headers);
      return;
    }
    await streaming(c, async () => {
      await next();
      const res = c.res;
      if (
        !isJson(res.headers.get('Content-Type')) ||
        !res.body ||
        res.status === 206 ||
        res.headers.has('Content-Encoding') ||
        c.req.method === 'HEAD' ||
        !acceptsGzip(accepted)
      )
        return;
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.byteLength < GZIP_THRESHOLD) {
        c.res = new Response(body, res);
        c.res.headers.set('Content-Length', String(body.byteLength));
        addVary(c.res.headers);
        return;
      }
      const zipped = await gzipAsync(body);
      c.res = new Response(zipped, res);
      c.res.headers.set('Content-Encoding', 'gzip');
      c.res.headers.set('Content-Length', String(zipped.byteLength));
      addVary(c.res.headers);
    });
  };
}

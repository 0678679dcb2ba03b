/**
 * The HTTP/1.1 server around the app: what happens on the connection itself, below Hono.
 *
 * Hand-written on node:http because @hono/node-server's own clean-up of unread bodies force-closes the
 * socket after an answer sent before the body was read (an early 401, a 400 for a bad query, an
 * oversized body): the answer said keep-alive and the client's next request on that socket failed.
 * Here (issue 19, item 7):
 * - an answer sent before the request's body was read whole, for a body declared no larger than the
 *   largest the gateway reads (`drainLimit`), stays keep-alive and the rest of the body is read and
 *   discarded, so the next request on the socket is served;
 * - any other early answer (a longer declared body, or a chunked one of unknown length) says
 *   `Connection: close`, and the socket is closed only once the client has finished sending (or after
 *   `LINGER_BYTES_FACTOR` × `drainLimit` more bytes, `LINGER_IDLE_MS` without a byte, or `LINGER_MAX_MS`
 *   in all): closing with unread bytes would reset the connection and the client could lose the answer
 *   itself. An upload just over the limit is refused on its declared length, before a byte is read, so
 *   all of it is still to come: the client must read its "上传文件不能超过10MB", not a reset (cutting at
 *   `drainLimit` bytes, or 2 s after the answer, did that to a client under load);
 * - a request head larger than `MAX_HEAD_BYTES` (Node's parser refuses it) gets the JSON envelope 431
 *   with `Connection: close` instead of Node's empty 431; smaller heads reach the app, which answers a
 *   query string over 16 KiB with 414 (`checkQueryLength`, item 10).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';

/** Largest request head Node parses (its default is 16 KiB: the app's own 16 KiB query limit must answer first). */
export const MAX_HEAD_BYTES = 64 * 1024;
/** A socket answered with `Connection: close` is closed after this long without a byte from the client… */
const LINGER_IDLE_MS = 2000;
/** …or this long after the answer, however steadily the client still sends… */
const LINGER_MAX_MS = 60_000;
/** …or once it sent this many times the largest body the gateway reads. */
const LINGER_BYTES_FACTOR = 8;

/** Destroys the socket once the client paused `LINGER_IDLE_MS` or after `LINGER_MAX_MS`; `received` re-arms the pause. */
function linger(socket: Socket) {
  const destroy = () => socket.destroy();
  const idle = setTimeout(destroy, LINGER_IDLE_MS);
  const cap = setTimeout(destroy, LINGER_MAX_MS);
  idle.unref();
  cap.unref();
  return {
    received: () => idle.refresh(),
    stop: () => {
      clearTimeout(idle);
      clearTimeout(cap);
    },
  };
}

const envelope = (code: number, msg: string) => JSON.stringify({ code, success: false, data: null, msg });
const HEAD_TOO_LARGE = envelope(431, '请求头过大(请求地址与请求头合计不能超过64KB)');

function declaredLength(req: http.IncomingMessage): number | undefined {
  if (req.headers['transfer-encoding'] !== undefined) return undefined;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/** Reads and throws away the rest of a request's body; `then` once it ended (or at once if it did). */
function discardRest(
  req: http.IncomingMessage,
  maxBytes: number,
  then: () => void,
  onLimit: () => void,
  onChunk?: () => void,
) {
  if (req.complete) return then();
  let discarded = 0;
  // listeners of a body reader that stopped (the web stream of the request) would keep every chunk
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) onLimit();
    else onChunk?.();
  });
  req.once('end', then);
  req.once('error', onLimit);
  req.resume();
}

export function createHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  drainLimit: number,
): http.Server {
  // the clean-up of unread bodies is done below, without destroying keep-alive sockets
  const listener = getRequestListener(fetch, { autoCleanupIncoming: false });
  const server = http.createServer({ maxHeaderSize: MAX_HEAD_BYTES }, (req, res) => {
    const length = declaredLength(req);
    if (length !== 0) {
      let closing = false;
      const writeHead = res.writeHead;
      // the decision is made when the answer starts: is the body still being received?
      res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
        if (!req.complete && (length === undefined || length > drainLimit)) {
          closing = true;
          this.setHeader('Connection', 'close');
        }
        return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
      } as typeof res.writeHead;
      const socket = req.socket;
      if (socket) {
        // Node ends a `Connection: close` answer's socket with destroySoon(): first let the body finish
        const destroySoon = socket.destroySoon.bind(socket);
        socket.destroySoon = () => {
          if (!closing || req.complete) return destroySoon();
          const wait = linger(socket);
          const end = () => {
            wait.stop();
            destroySoon();
          };
          discardRest(req, drainLimit * LINGER_BYTES_FACTOR, end, () => socket.destroy(), wait.received);
        };
      }
      res.once('finish', () => {
        if (!closing && !req.complete)
          discardRest(
            req,
            drainLimit,
            () => undefined,
            () => socket?.destroy(),
          );
      });
    }
    void listener(req, res);
  });
  const answered = new WeakSet<Socket>();
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, body] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? ['431 Request Header Fields Too Large', HEAD_TOO_LARGE]
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ['408 Request Timeout', envelope(408, '请求超时')]
          : ['400 Bad Request', envelope(400, '请求格式不正确')];
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    // what the client still sends is read and dropped until it closes: no reset before it read the answer
    const wait = linger(socket);
    socket.on('data', wait.received);
    socket.once('close', wait.stop);
    socket.resume();
  });
  return server;
}

/**
 * Raw HTTP/1.1 over one TCP socket (node:net): several requests in a row on the same keep-alive connection,
 * exactly as written. fetch and http.Agent hide what matters here (a socket the server reset after a
 * keep-alive answer is silently replaced by a new one), so the connection is driven by hand.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/** The bytes of one request (Host and, unless it says Transfer-Encoding, Content-Length added). */
export function requestBytes(host: string, req: RawRequest): Buffer {
  const body = req.body === undefined ? Buffer.alloc(0) : Buffer.from(req.body);
  const headers: Record<string, string> = { Host: host, Connection: 'keep-alive', ...req.headers };
  const chunked = Object.keys(headers).some((k) => k.toLowerCase() === 'transfer-encoding');
  if (!chunked && (req.body !== undefined || req.method !== 'GET'))
    headers['Content-Length'] = String(body.length);
  const head = `${req.method} ${req.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/** Parses one response at the start of `buf`; undefined while incomplete. */
function parseAnswer(buf: Buffer): { answer: RawAnswer; rest: Buffer } | undefined {
  const end = buf.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const lines = buf.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(lines[0]?.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let at = end + 4;
  if (headers['transfer-encoding']?.includes('chunked')) {
    const parts: Buffer[] = [];
    for (;;) {
      const eol = buf.indexOf('\r\n', at);
      if (eol < 0) return undefined;
      const size = Number.parseInt(buf.subarray(at, eol).toString('latin1'), 16);
      if (buf.length < eol + 2 + size + 2) return undefined;
      parts.push(buf.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
      if (size === 0) break;
    }
    return {
      answer: { status, headers, body: Buffer.concat(parts).toString('utf8') },
      rest: buf.subarray(at),
    };
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buf.length < at + length) return undefined;
  return {
    answer: { status, headers, body: buf.subarray(at, at + length).toString('utf8') },
    rest: buf.subarray(at + length),
  };
}

/**
 * Sends each request on one socket, the next once the previous answer is complete. Answers each answer,
 * or the error that ended the connection (`ECONNRESET`, `closed`) in place of the ones that never came.
 * The whole body of a request is written even when the server answers first (as a client would).
 */
export async function onOneSocket(
  baseUrl: string,
  requests: RawRequest[],
  timeoutMs = 15_000,
): Promise<(RawAnswer | { error: string })[]> {
  const url = new URL(baseUrl);
  const socket = net.connect(Number(url.port), url.hostname);
  socket.setNoDelay(true);
  const answers: (RawAnswer | { error: string })[] = [];
  let buf: Buffer = Buffer.alloc(0);
  return new Promise((resolve) => {
    let done = false;
    const finish = (error?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      while (answers.length < requests.length) answers.push({ error: error ?? 'closed' });
      socket.destroy();
      resolve(answers);
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    const sendNext = () => {
      const next = requests[answers.length];
      if (!next) return finish();
      socket.write(requestBytes(url.host, next), (err) => {
        if (err) finish((err as NodeJS.ErrnoException).code ?? err.message);
      });
    };
    socket.on('connect', sendNext);
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const parsed = parseAnswer(buf);
        if (!parsed) return;
        buf = parsed.rest;
        answers.push(parsed.answer);
        if (parsed.answer.headers.connection?.toLowerCase() === 'close')
          return finish('closed by the server');
        sendNext();
        if (done) return;
      }
    });
    socket.on('error', (err) => finish((err as NodeJS.ErrnoException).code ?? err.message));
    socket.on('close', () => finish('closed'));
  });
}

/** A body in chunked transfer coding (64 KiB chunks). */
export function chunked(body: string): string {
  const parts: string[] = [];
  for (let i = 0; i < body.length; i += 65536) {
    const part = body.slice(i, i + 65536);
    parts.push(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
  }
  return `${parts.join('')}0\r\n\r\n`;
}

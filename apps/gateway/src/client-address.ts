/**
 * The client's address (issue 19 item 6): the socket's peer, unless that peer is a configured trusted
 * proxy (`LINGXI_TRUSTED_PROXIES`). Then `X-Forwarded-For` is walked from the right as Express's
 * `trust proxy` does (its proxy-addr library): each hop a trusted proxy vouches for is skipped, and the
 * first address no trusted proxy stands behind is the client. Without `X-Forwarded-For` a trusted proxy's
 * `X-Real-IP` names the client. Headers from any other peer are ignored, so a direct client can never
 * write what it likes into the logs or dodge a per-address limit.
 *
 * Matching uses Node's own `net.BlockList` (addresses and CIDR subnets, IPv4-mapped IPv6 included): no
 * CIDR arithmetic is hand-written here, and no dependency is added for it.
 */

import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** proxy-addr's named ranges, so a configuration written for Express reads the same here. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The trusted proxies of `LINGXI_TRUSTED_PROXIES` (comma-separated addresses, CIDRs or named ranges). */
export function trustedProxies(entries: readonly string[]): BlockList | undefined {
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED[e.toLowerCase()] ?? [e])) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) ||
      bits > (family === 6 ? 128 : 32)
    )
      throw new Error(`LINGXI_TRUSTED_PROXIES: not an address or CIDR: ${entry}`);
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** An address as it is logged and keyed: IPv4-mapped IPv6 as plain IPv4, no zone, lower case. */
export function normaliseAddress(address: string): string {
  const plain = address.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  return mapped?.[1] ?? plain;
}

const trusts = (list: BlockList, address: string) =>
  list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client of a request that arrived from `socket` carrying these headers. An entry of
 * `X-Forwarded-For` that is not an address ends the walk at the proxy that sent it (never logged as
 * the client: it could be anything).
 */
export function resolveClientAddress(
  socket: string | undefined,
  headers: { forwardedFor?: string; realIp?: string },
  trusted: BlockList | undefined,
): string | null {
  if (!socket || isIP(normaliseAddress(socket)) === 0) return null;
  let client = normaliseAddress(socket);
  if (!trusted || !trusts(trusted, client)) return client;
  const hops = (headers.forwardedFor ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (hops.length === 0) {
    const real = normaliseAddress(headers.realIp ?? '');
    return isIP(real) ? real : client;
  }
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normaliseAddress(hops[i] ?? '');
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!trusts(trusted, client)) return client;
  }
  return client;
}

/** The socket's peer address; undefined when the request came through `app.request` (no socket). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Sets `clientIp` on every request it sees (read by `clientIp(c)` in services/common.ts). */
export function clientAddress(trusted: BlockList | undefined): MiddlewareHandler {
  return async (c, next) => {
    c.set(
      'clientIp',
      resolveClientAddress(
        socketAddress(c),
        { forwardedFor: c.req.header('x-forwarded-for'), realIp: c.req.header('x-real-ip') },
        trusted,
      ),
    );
    await next();
  };
}

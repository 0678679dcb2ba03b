/**
 * Security headers of the console's pages (issue 19, item 12): the HTML documents the gateway serves (the
 * shell's index for every page, the help page) get a content security policy, and every page and asset
 * `X-Content-Type-Options: nosniff` and `Referrer-Policy: same-origin`.
 *
 * The policy, built per page from the runtime config (re-read like `/lingxi.config.json`, so a centre moved
 * to another origin is allowed at once):
 * - scripts from the gateway itself, the origins of the configured centres (`remotes`) and the page's own
 *   inline scripts by their SHA-256 (the shell's bootstrap that asks for the runtime config early); in a
 *   run without `LINGXI_CORS_ORIGINS` also this machine's other ports (`http://localhost:*`,
 *   `http://127.0.0.1:*`), which that run trusts for the API as well;
 * - styles from the same origins and inline (antd's CSS-in-JS writes `<style>` elements and attributes);
 * - fetches to the gateway, the centres' origins and the API base's origin;
 * - images from anywhere over http(s), data: and blob: (captcha, avatars, attachments);
 * - frames: the console shows external pages in its embedded-frame route (`/myiframe/...`), any http(s);
 * - `frame-ancestors`: who may embed the console (the isFrame login) follows the embedding settings, i.e.
 *   the origins allowed to call the API: `LINGXI_CORS_ORIGINS`, or else any `http://localhost:<port>` /
 *   `http://127.0.0.1:<port>`, and the console itself.
 */
import { createHash } from 'node:crypto';
import type { GatewayOptions } from './config';
import { consoleConfig } from './console-config';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** 'sha256-…' of every inline script of a page, as the browser hashes it (its text, byte for byte). */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(INLINE_SCRIPT))
    out.push(
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  return [...new Set(out)];
}

/** The origin of an absolute http(s) URL; undefined for paths (same origin) and anything else. */
function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Headers every response of the console's pages and assets carries. */
export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const;

/** What the default run trusts (CORS's default too): any port of this machine. */
const LOCAL_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/** `frame-ancestors` sources: the console itself and the origins allowed to embed it. */
export function frameAncestors(options: GatewayOptions): string {
  return ["'self'", ...(options.corsOrigins ?? LOCAL_SOURCES)].join(' ');
}

/** The headers of one HTML page: its policy (with its inline scripts' hashes) and the base headers. */
export async function pageHeaders(options: GatewayOptions, html: string): Promise<Record<string, string>> {
  const config = await consoleConfig(options, '');
  const centres = [
    ...new Set(
      Object.values(config.remotes)
        .map(originOf)
        .filter((o) => o !== undefined),
    ),
  ];
  const api = originOf(config.apiBase);
  // without LINGXI_CORS_ORIGINS (a local run) this machine's other ports are trusted as they are for the
  // API: a team's preview server, a centre served on the other loopback name
  const self = ["'self'", ...centres, ...(options.corsOrigins ? [] : LOCAL_SOURCES)];
  const policy = [
    "default-src 'self'",
    `script-src ${[...self, ...inlineScriptHashes(html)].join(' ')}`,
    `style-src ${[...self, "'unsafe-inline'"].join(' ')}`,
    `connect-src ${[...self, ...(api && !centres.includes(api) ? [api] : [])].join(' ')}`,
    "img-src 'self' data: blob: http: https:",
    `font-src ${[...self, 'data:'].join(' ')}`,
    "frame-src 'self' http: https:",
    `frame-ancestors ${frameAncestors(options)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return { 'Content-Security-Policy': policy, ...BASE_HEADERS };
}

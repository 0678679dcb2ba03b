/**
 * Issue 19, item 12: the console's pages carry a content security policy (scripts from the gateway, the
 * configured centres' origins and the page's own inline scripts by hash; frame-ancestors following the
 * embedding settings), `X-Content-Type-Options: nosniff` and `Referrer-Policy`. A gateway of its own (no
 * listening socket): its runtime config file and allowed origins are the test's.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app';
import { resolveOptions, silentLogger } from '../src/config';
import { inlineScriptHashes, pageHeaders } from '../src/csp';
import { writeFakeDist } from './global-setup';

const external = !!process.env.GATEWAY_URL;
const BOOT = "\n      window.__LINGXI_CONFIG__ = fetch('/lingxi.config.json', { cache: 'no-store' });\n    ";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directives(policy: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

describe.skipIf(external)('content security policy of the console pages', () => {
  const work = mkdtempSync(join(tmpdir(), 'lingxi-csp-'));
  const configFile = join(work, 'console.json');
  let gateway: Gateway;
  const page = (path: string) =>
    gateway.fetch(new Request(`http://console.test${path}`, { headers: { Accept: 'text/html' } }));

  beforeAll(async () => {
    writeFakeDist(join(work, 'apps'));
    // the shell's real bootstrap: an inline script, hashed into the policy
    writeFileSync(
      join(work, 'apps', 'shell', 'dist', 'index.html'),
      `<!doctype html><html><head><script>${BOOT}</script><script defer src="/static/js/main.3f2a9c1b.js"></script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(
      configFile,
      JSON.stringify({ remotes: { promotion: 'https://promotion.example.com:8443/mf-manifest.json' } }),
    );
    gateway = await createGateway({
      dataDir: join(work, 'data'),
      staticRoot: join(work, 'apps'),
      consoleConfigFile: configFile,
      corsOrigins: ['https://portal.example.com'],
      seedRows: 100,
      logger: silentLogger,
    });
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('hashes inline scripts as the browser does, never scripts with a src', () => {
    expect(inlineScriptHashes(`<script>${BOOT}</script><script src="/a.js"></script>`)).toEqual([sha(BOOT)]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  for (const path of ['/', '/system/param', '/login?isFrame=1&account=a&password=b', '/index.html']) {
    it(`${path}: the policy, nosniff and the referrer policy`, async () => {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).toContain('https://promotion.example.com:8443');
      expect(scripts).toContain(sha(BOOT));
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      // origins are configured: this machine's other ports are not trusted
      expect(scripts).not.toContain('http://localhost:*');
      expect(csp.get('style-src')).toContain("'unsafe-inline'");
      expect(csp.get('connect-src')).toContain('https://promotion.example.com:8443');
      expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://portal.example.com']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    });
  }

  it("a local run (no LINGXI_CORS_ORIGINS) trusts this machine's other ports, as CORS does", async () => {
    const csp = directives(
      (await pageHeaders(resolveOptions({ consoleConfigFile: undefined, logger: silentLogger }), '<p></p>'))[
        'Content-Security-Policy'
      ] ?? null,
    );
    expect(csp.get('script-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('the help page has the policy too', async () => {
    const res = await page('/help/guide.html');
    expect(res.status).toBe(200);
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toContain(
      'https://portal.example.com',
    );
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('assets carry nosniff and the referrer policy', async () => {
    const res = await page('/static/js/main.3f2a9c1b.js');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('a centre moved in the runtime config is allowed at once', async () => {
    writeFileSync(
      configFile,
      JSON.stringify({ remotes: { system: 'http://127.0.0.1:3001/mf-manifest.json' } }),
    );
    const csp = directives((await page('/')).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toContain('http://127.0.0.1:3001');
    expect(csp.get('script-src')).not.toContain('https://promotion.example.com:8443');
  });
});

import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Gw, login } from './helpers';

// Needs control over the gateway's static root and config file: only with the in-process gateway.
const configFile = inject('configFile');
const local = configFile !== '';
let gw: Gw;

beforeAll(async () => {
  gw = await connect();
});

afterAll(() => {
  if (local) rmSync(configFile, { force: true });
});

async function getConfig() {
  const res = await fetch(`${gw.url}/lingxi.config.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return (await res.json()) as Record<string, unknown> & { remotes: Record<string, string> };
}

describe('runtime config', () => {
  it('answers the defaults', async () => {
    if (local) rmSync(configFile, { force: true });
    const config = await getConfig();
    expect(config).toMatchObject({
      apiBase: '/api',
      clientId: 'lx_operation',
      tokenHeader: 'lingxi-auth',
      tenantMode: true,
      captchaMode: true,
    });
    expect(typeof config.clientSecret).toBe('string');
    expect((config.clientSecret as string).length).toBeGreaterThanOrEqual(16);
    if (local) {
      expect(config.remotes).toEqual({
        system: '/centres/system/mf-manifest.json',
        business: '/centres/business/mf-manifest.json',
        identity: '/centres/identity/mf-manifest.json',
        promotion: '/centres/promotion/mf-manifest.json',
      });
    }
  });

  it.runIf(local)('reflects a change of the config file without a restart', async () => {
    writeFileSync(
      configFile,
      JSON.stringify({ remotes: { business: 'http://localhost:3002/mf-manifest.json' }, captchaMode: false }),
    );
    const changed = await getConfig();
    expect(changed.remotes.business).toBe('http://localhost:3002/mf-manifest.json');
    expect(changed.remotes.system).toBe('/centres/system/mf-manifest.json');
    expect(changed.captchaMode).toBe(false);
    expect(changed.apiBase).toBe('/api');
    writeFileSync(
      configFile,
      JSON.stringify({ remotes: { business: 'http://localhost:4002/mf-manifest.json' } }),
    );
    expect((await getConfig()).remotes.business).toBe('http://localhost:4002/mf-manifest.json');
  });

  it.runIf(local)('a broken file gives the defaults, not an error', async () => {
    writeFileSync(configFile, '{ not json');
    const config = await getConfig();
    expect(config.remotes.business).toBe('/centres/business/mf-manifest.json');
    expect(config.captchaMode).toBe(true);
    writeFileSync(configFile, '[1,2]');
    expect((await getConfig()).apiBase).toBe('/api');
    rmSync(configFile, { force: true });
    expect((await getConfig()).apiBase).toBe('/api');
  });
});

describe.runIf(local)('static assets', () => {
  it('serves the shell index with no-cache', async () => {
    const res = await fetch(`${gw.url}/`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('Lingxi shell');
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await fetch(`${gw.url}/system/param?x=1`, {
      headers: { Accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Lingxi shell');
    const login = await fetch(`${gw.url}/login`, { headers: { Accept: 'text/html' } });
    expect(login.status).toBe(200);
  });

  it('answers 404 for missing files that are not pages', async () => {
    const res = await fetch(`${gw.url}/static/js/missing.js`, { headers: { Accept: '*/*' } });
    expect(res.status).toBe(404);
  });

  it('serves hashed files as immutable, gzipped when asked', async () => {
    const res = await fetch(`${gw.url}/static/js/main.3f2a9c1b.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('xxxx');
    // raw bytes really are gzip
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${gw.url}/static/js/main.3f2a9c1b.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => resolve(Buffer.concat(chunks)));
          r.on('error', reject);
        }),
      );
    });
    expect(gunzipSync(raw).toString()).toContain('console.log');
    const plain = await fetch(`${gw.url}/static/js/main.3f2a9c1b.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await fetch(`${gw.url}/favicon.ico`);
    expect(first.headers.get('content-type')).toBe('image/x-icon');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await fetch(`${gw.url}/favicon.ico`, { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('serves a centre with open CORS and no-cache manifests', async () => {
    const manifest = await fetch(`${gw.url}/centres/system/mf-manifest.json`, {
      headers: { Origin: 'http://elsewhere:3000' },
    });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await manifest.json()).toMatchObject({ name: 'system' });
    const entry = await fetch(`${gw.url}/centres/system/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    const chunk = await fetch(`${gw.url}/centres/system/static/js/page.0a1b2c3d.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${gw.url}/centres/system/static/js/nope.js`)).status).toBe(404);
  });

  it('a centre that is not built answers a clear 404', async () => {
    const res = await fetch(`${gw.url}/centres/business/mf-manifest.json`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/not built/);
    expect((await fetch(`${gw.url}/centres/unknown/x.js`)).status).toBe(404);
  });

  it('never serves files outside the dist folders', async () => {
    for (const path of [
      '/centres/system/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/centres/system/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await fetch(`${gw.url}${path}`);
      expect(await res.text(), path).not.toContain('outside every dist folder');
    }
  });
});

describe('CORS on /api', () => {
  it('allows local origins with the console headers', async () => {
    const res = await fetch(`${gw.url}/api/lingxi-auth/oauth/token`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3001',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,tenant-id,captcha-key,captcha-code,lingxi-auth',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of [
      'authorization',
      'lingxi-auth',
      'tenant-id',
      'captcha-key',
      'captcha-code',
      'user-type',
      'content-type',
    ]) {
      expect(allowed).toContain(h);
    }
  });

  it('answers an allowed origin on ordinary answers and downloads alike, with Vary', async () => {
    const token = (await login(gw, 'admin', 'admin')).access_token;
    const origin = 'http://localhost:3001';
    for (const path of [
      '/api/lingxi-system/param/list?size=1',
      // a download is a Response of its own, not built by the JSON helpers
      '/api/lingxi-operation-log/export?size=1',
    ]) {
      const res = await fetch(`${gw.url}${path}`, {
        headers: { Origin: origin, Authorization: gw.basic, 'lingxi-auth': `bearer ${token}` },
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(origin);
      expect(res.headers.get('access-control-expose-headers'), path).toBe('Content-Disposition');
      expect(res.headers.get('vary') ?? '', path).toMatch(/Origin/);
      await res.arrayBuffer();
    }
  });

  it('compresses API answers for clients that take gzip, and says they vary by it', async () => {
    const token = (await login(gw, 'admin', 'admin')).access_token;
    const get = (encoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { Authorization: gw.basic, 'lingxi-auth': `bearer ${token}` };
        if (encoding) headers['Accept-Encoding'] = encoding;
        http
          .get(`${gw.url}/api/lingxi-area-enterprise/page?size=50`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (d: Buffer) => chunks.push(d));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const zipped = await get('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    // compressed whole and sent with its length, not streamed in chunks (compress.ts)
    expect(zipped.headers['transfer-encoding']).toBeUndefined();
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    const page = JSON.parse(gunzipSync(zipped.body).toString());
    expect(page.data.records).toHaveLength(50);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(plain.body.toString()).data.records).toHaveLength(50);
    // a client that refuses gzip, or takes only another encoding, gets the plain answer
    for (const encoding of ['gzip;q=0, identity', 'identity', 'br;q=0']) {
      const refused = await get(encoding);
      expect(refused.headers['content-encoding'], encoding).toBeUndefined();
      expect(refused.headers.vary, encoding).toMatch(/Accept-Encoding/);
      expect(Number(refused.headers['content-length']), encoding).toBe(refused.body.length);
      expect(JSON.parse(refused.body.toString()).data.records, encoding).toHaveLength(50);
    }
    // `*` takes gzip; a small answer goes as it is, and still says it varies by the encoding
    expect((await get('*')).headers['content-encoding']).toBe('gzip');
    const small = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `${gw.url}/api/lingxi-auth/oauth/captcha`,
          { headers: { Authorization: gw.basic, 'Accept-Encoding': 'gzip' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res));
          },
        )
        .on('error', reject),
    );
    expect(small.statusCode).toBe(200);
    expect(small.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('sends a download (a workbook, already a zip) as it is', async () => {
    const token = (await login(gw, 'admin', 'admin')).access_token;
    const res = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(
          `${gw.url}/api/lingxi-operation-log/export?size=5`,
          {
            headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${token}`, 'Accept-Encoding': 'gzip' },
          },
          (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (d: Buffer) => chunks.push(d));
            r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject),
    );
    expect(res.headers['content-encoding']).toBeUndefined();
    // an xlsx workbook is a zip: it starts with PK
    expect(res.body.subarray(0, 2).toString()).toBe('PK');
  });

  it('does not allow foreign origins', async () => {
    const res = await fetch(`${gw.url}/api/lingxi-auth/oauth/captcha`, {
      headers: { Origin: 'http://evil.example', Authorization: gw.basic },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

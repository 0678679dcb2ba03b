// Issue 24: published centre versions side by side, served immutable, and the live one named by the
// runtime config from releases/live.json (the one file a go-live or rollback changes).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Gw } from './helpers';

// Needs the in-process gateway's folders: its releases/ sits beside the static root's apps/.
const staticRoot = inject('staticRoot');
const local = staticRoot !== '';
const releases = local ? join(dirname(staticRoot), 'releases') : '';
let gw: Gw;

function publish(centre: string, version: string, marker: string) {
  const folder = join(releases, centre, version);
  mkdirSync(join(folder, 'static', 'js'), { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ name: `lingxi_${centre}`, marker }));
  writeFileSync(join(folder, 'remoteEntry.js'), `window.marker = ${JSON.stringify(marker)};\n`);
  writeFileSync(join(folder, 'static', 'js', `page.${marker}0000000.js`), `export default '${marker}';\n`);
}
const makeLive = (live: unknown) =>
  writeFileSync(join(releases, 'live.json'), typeof live === 'string' ? live : JSON.stringify(live));

const config = async () =>
  (await (await fetch(`${gw.url}/lingxi.config.json`)).json()) as {
    remotes: Record<string, string>;
    versions: Record<string, string>;
  };

beforeAll(async () => {
  gw = await connect();
  if (!local) return;
  publish('system', '0.1.0-1', 'a');
  publish('system', '0.1.0-2', 'b');
});

afterAll(() => {
  if (local) rmSync(releases, { recursive: true, force: true });
});

describe.runIf(local)('published centre versions', () => {
  it('serves every published version side by side, each file cached for a year, CORS open', async () => {
    for (const [version, marker] of [
      ['0.1.0-1', 'a'],
      ['0.1.0-2', 'b'],
    ] as const) {
      const manifest = await fetch(`${gw.url}/centres/system/${version}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(await manifest.json()).toMatchObject({ marker });
      const chunk = await fetch(`${gw.url}/centres/system/${version}/static/js/page.${marker}0000000.js`);
      expect(chunk.headers.get('cache-control')).toContain('immutable');
      expect(await chunk.text()).toContain(marker);
    }
    // a missing file of a version, or a version never published
    expect((await fetch(`${gw.url}/centres/system/0.1.0-1/static/js/gone.js`)).status).toBe(404);
    expect((await fetch(`${gw.url}/centres/system/0.1.0-9/mf-manifest.json`)).status).toBe(404);
    // the unversioned build stays where it was, no-cache
    const dist = await fetch(`${gw.url}/centres/system/mf-manifest.json`);
    expect(dist.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves files outside a version folder', async () => {
    writeFileSync(join(releases, 'secret.txt'), 'outside every version');
    for (const path of [
      '/centres/system/0.1.0-1/..%2f..%2fsecret.txt',
      '/centres/system/0.1.0-1/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await fetch(`${gw.url}${path}`);
      expect(await res.text(), path).not.toContain('outside every version');
    }
  });

  it('names the live version of each released centre in the runtime config, switched by live.json alone', async () => {
    rmSync(join(releases, 'live.json'), { force: true });
    const before = await config();
    expect(before.remotes.system).toBe('/centres/system/mf-manifest.json');
    expect(before.versions).toEqual({});

    makeLive({ system: '0.1.0-2' });
    const live = await config();
    expect(live.remotes.system).toBe('/centres/system/0.1.0-2/mf-manifest.json');
    expect(live.versions).toEqual({ system: '0.1.0-2' });
    expect(live.remotes.business).toBe('/centres/business/mf-manifest.json');

    makeLive({ system: '0.1.0-1' }); // rollback
    expect((await config()).versions).toEqual({ system: '0.1.0-1' });
  });

  it('ignores a version never published, a malformed name and a broken file', async () => {
    makeLive({ system: '0.1.0-9', business: '../../etc', identity: 42 });
    expect((await config()).versions).toEqual({});
    makeLive('{ not json');
    const broken = await config();
    expect(broken.versions).toEqual({});
    expect(broken.remotes.system).toBe('/centres/system/mf-manifest.json');
  });
});

/** A shell version as `pnpm release shell` builds it: its page names its chunks under /shell/<version>/. */
function publishShell(version: string, marker: string) {
  const folder = join(releases, 'shell', version);
  mkdirSync(join(folder, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><html><head><title>shell ${marker}</title><script defer src="/shell/${version}/static/js/index.${marker}1234567.js"></script></head><body></body></html>`,
  );
  writeFileSync(join(folder, 'static', 'js', `index.${marker}1234567.js`), `console.log('${marker}');\n`);
}

describe.runIf(local)('published shell versions', () => {
  beforeAll(() => {
    publishShell('0.1.0-7', 'c');
    publishShell('0.1.0-8', 'd');
  });
  afterAll(() => rmSync(join(releases, 'live.json'), { force: true }));

  const page = async (path: string) => {
    const res = await fetch(`${gw.url}${path}`, { headers: { accept: 'text/html' } });
    return { res, text: await res.text() };
  };

  it('serves the live version’s page at every console address, switched and rolled back by live.json alone', async () => {
    rmSync(join(releases, 'live.json'), { force: true });
    expect((await page('/')).text).toContain('Lingxi shell'); // none live: the dist/ build
    expect((await config()).versions.shell).toBeUndefined();

    makeLive({ shell: '0.1.0-8', system: '0.1.0-1' });
    for (const path of ['/', '/system/param', '/index.html']) {
      const { res, text } = await page(path);
      expect(res.status, path).toBe(200);
      expect(text, path).toContain('shell d');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), path).toBeTruthy();
    }
    const live = await config();
    expect(live.versions).toEqual({ shell: '0.1.0-8', system: '0.1.0-1' });
    expect(Object.keys(live.remotes)).not.toContain('shell'); // the shell is no remote

    makeLive({ shell: '0.1.0-7' }); // rollback
    expect((await page('/system/param')).text).toContain('shell c');
    expect((await config()).versions).toEqual({ shell: '0.1.0-7' });
  });

  it('serves every version’s files for a year, and the unversioned build’s to a console still running it', async () => {
    makeLive({ shell: '0.1.0-8' });
    for (const [version, marker] of [
      ['0.1.0-7', 'c'],
      ['0.1.0-8', 'd'],
    ] as const) {
      const chunk = await fetch(`${gw.url}/shell/${version}/static/js/index.${marker}1234567.js`);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await chunk.text()).toContain(marker);
    }
    expect((await fetch(`${gw.url}/shell/0.1.0-9/static/js/index.d1234567.js`)).status).toBe(404);
    expect((await fetch(`${gw.url}/shell/0.1.0-8/static/js/gone.js`)).status).toBe(404);
    const old = await fetch(`${gw.url}/static/js/main.3f2a9c1b.js`);
    expect(old.status).toBe(200);
    writeFileSync(join(releases, 'shell', 'secret.txt'), 'outside every version');
    const outside = await fetch(`${gw.url}/shell/0.1.0-8/%2e%2e/secret.txt`);
    expect(await outside.text()).not.toContain('outside every version');
  });

  it('ignores a shell version never published or without its page', async () => {
    mkdirSync(join(releases, 'shell', '0.1.0-6'), { recursive: true }); // half a copy: no index.html
    makeLive({ shell: '0.1.0-6' });
    expect((await config()).versions).toEqual({});
    expect((await page('/')).text).toContain('Lingxi shell');
    makeLive({ shell: '0.1.0-5' });
    expect((await page('/system/param')).text).toContain('Lingxi shell');
  });
});

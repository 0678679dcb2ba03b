/** One of everything shared, and centres located at run time (issue #2, items 4 and 5). */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ADMIN, GATEWAY, newSignedInContext, OTHER_ORIGIN, signedIn, test } from './support';

const CONSOLE_CONFIG = path.join(import.meta.dirname, '../.tmp/console.config.json');

/** Serves the system centre from another origin for this page only, by rewriting the runtime config. */
async function systemFromOtherOrigin(page: Page) {
  await page.route('**/lingxi.config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.remotes.system = `${OTHER_ORIGIN}/centres/system/mf-manifest.json`;
    await route.fulfill({ response, json: config });
  });
}

test('the shell and a centre share one session store, and the centre sees the logged-in token', async ({
  page,
}) => {
  await page.goto('/system/param'); // a page load: the remotes are located at start-up
  const centre = page.locator('.lx-centre[data-centre="system"]');
  await expect(centre).toBeVisible();
  const shellInstance = await page.locator('.lx-console').getAttribute('data-session-instance');
  expect(shellInstance).toMatch(/^[a-z0-9]+$/);
  await expect(centre).toHaveAttribute('data-session-instance', shellInstance as string);
  // the centre's own API calls carry the token the shell stored: its table is filled
  await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
});

test('no shared library is fetched from a centre origin', async ({ page, request }) => {
  await systemFromOtherOrigin(page);
  const fromCentreOrigin: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(OTHER_ORIGIN)) fromCentreOrigin.push(new URL(req.url()).pathname);
  });
  await page.goto('/system/param'); // a page load: the remotes are located at start-up
  await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();

  // the centre itself did come from the other origin...
  expect(fromCentreOrigin).toContain('/centres/system/mf-manifest.json');
  expect(fromCentreOrigin).toContain('/centres/system/remoteEntry.js');
  // ...but none of its copies of the shared libraries did: the shell's were used
  const manifest = await (await request.get(`${GATEWAY}/centres/system/mf-manifest.json`)).json();
  const sharedChunks: string[] = manifest.shared.flatMap(
    (shared: { assets: { js: { sync: string[]; async: string[] } } }) => [
      ...shared.assets.js.sync,
      ...shared.assets.js.async,
    ],
  );
  expect(sharedChunks.length).toBeGreaterThan(10);
  for (const chunk of sharedChunks) expect(fromCentreOrigin).not.toContain(`/centres/system/${chunk}`);

  const providers = await page.evaluate(() => {
    const scope = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, unknown> } })
      .__FEDERATION__.__SHARE__;
    const loaded: Record<string, string> = {};
    for (const host of Object.values(scope) as Record<
      string,
      Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>
    >[]) {
      for (const [name, versions] of Object.entries(host.default ?? {})) {
        for (const info of Object.values(versions)) if (info.loaded) loaded[name] = info.from;
      }
    }
    return loaded;
  });
  for (const name of ['react', 'react-dom', 'antd', '@lingxi/core', '@lingxi/ui', 'axios', 'i18next']) {
    expect(providers[name], name).toBe('lingxi_shell');
  }
});

test('pointing a centre at another address takes effect on the next page load, without rebuilding', async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/mf-manifest.json')) manifests.push(req.url());
  });
  await page.goto('/system/param'); // a page load: the remotes are located at start-up
  await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
  expect(manifests).toContain(`${GATEWAY}/centres/system/mf-manifest.json`);

  fs.writeFileSync(
    CONSOLE_CONFIG,
    JSON.stringify({ remotes: { system: `${OTHER_ORIGIN}/centres/system/mf-manifest.json` } }),
  );
  try {
    manifests.length = 0;
    await page.reload();
    await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
    expect(manifests).toEqual([`${OTHER_ORIGIN}/centres/system/mf-manifest.json`]);
  } finally {
    fs.writeFileSync(CONSOLE_CONFIG, '{}');
  }
});

test("the console's scripts are compiled as they load, the login page's as they run (issue 25, V8 compile hints)", async ({
  browser,
  request,
}) => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  const loginScripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1] as string);
  expect(loginScripts.length).toBeGreaterThan(5);
  for (const script of loginScripts) {
    const text = await (await request.get(script)).text();
    expect(text.startsWith(HINT), script).toBe(false);
  }

  // a console of its own: the spec's console has its scripts cached already
  const context = await newSignedInContext(browser, { storageState: signedIn(ADMIN) });
  const page = await context.newPage();
  const loaded: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      loaded.push(response.text().then((text) => [new URL(response.url()).pathname, text]));
  });
  await page.goto('/system/param'); // a page load: the console's code and the centre's
  await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
  const consoleScripts = (await Promise.all(loaded)).filter(([script]) => !loginScripts.includes(script));
  // the shell's console, antd, the kit, the centre's remote entry and its page
  expect(consoleScripts.length).toBeGreaterThan(10);
  expect(consoleScripts.map(([script]) => script)).toContain('/centres/system/remoteEntry.js');
  for (const [script, text] of consoleScripts) expect(text.startsWith(HINT), script).toBe(true);
  await context.close();
});

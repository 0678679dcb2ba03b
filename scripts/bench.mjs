#!/usr/bin/env node
// `pnpm bench`: builds every app and writes bench-results/bench.json with
//  - each app's build time and JS bytes (raw and gzip),
//  - the login page's cold load in headless Chromium (JS bytes transferred, requests, time until the
//    password input is usable), the JS a centre's first load adds, and the time from submitting the
//    login until the first centre page shows its data;
//  - the list pages (bench-lists.mjs): menu click to first row, and a 200-row page's render.
//  - the workflow pages (bench-flow.mjs): their first load's JS, the first diagram's and the modeler's,
//    and where bpmn-js was fetched (never before login nor in other pages' first loads).
// Times are the browser's own (performance.now marks taken in the page); the *WallMs figures are the
// same moments seen from the test driver, including its own round trips.
//  - the gateway's figures: requests per second and p50 / p99 latency of a paged list over the
//    100,000-row regional enterprise library and of the token endpoint, each driven by a small
//    keep-alive load generator on loopback for BENCH_GATEWAY_SECONDS (default 10) with
//    BENCH_CONNECTIONS (default 16) concurrent connections. BENCH_ONLY=gateway skips the other parts.
//  - the gateway's stalls (bench-imports.mjs): a captcha's latency during a 5,000-row import and during
//    logins, the import's duration, the gateway's peak memory for the refused bomb workbooks.
// Figures only, no thresholds: targets are in DEVELOPERS.md. Medians of RUNS cold loads.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureWorkflowPages } from './bench-flow.mjs';
import { measureGatewayStalls } from './bench-imports.mjs';
import { measureListPages } from './bench-lists.mjs';
import { measureGatewayLoad } from './bench-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const BASE = `http://localhost:${PORT}`;
const CAPTCHA = '8888';
const ONLY_GATEWAY = process.env.BENCH_ONLY === 'gateway';
const APPS = ONLY_GATEWAY ? ['gateway'] : ['shell', 'system', 'business', 'identity', 'promotion', 'gateway'];
const LOAD_SECONDS = Number(process.env.BENCH_GATEWAY_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function jsFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function buildAll() {
  const builds = {};
  for (const app of APPS) {
    const started = performance.now();
    execFileSync('pnpm', ['--filter', `@lingxi/${app}`, 'build'], { cwd: root, stdio: 'ignore' });
    const seconds = (performance.now() - started) / 1000;
    let raw = 0;
    let gzip = 0;
    for (const file of jsFiles(path.join(root, 'apps', app, 'dist'))) {
      const content = fs.readFileSync(file);
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    builds[app] = { buildSeconds: Math.round(seconds * 100) / 100, jsRawKiB: kib(raw), jsGzipKiB: kib(gzip) };
  }
  return builds;
}

async function startGateway() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-bench-'));
  const gateway = spawn(process.execPath, [path.join(root, 'apps/gateway/dist/main.mjs')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      LINGXI_DATA_DIR: dataDir,
      LINGXI_CAPTCHA_CODE: CAPTCHA,
      // the token figure is the password grant (scrypt) at full speed from one address: captcha mode
      // off and the login door's per-address rate out of the way (gateway README, "the login door")
      LINGXI_CAPTCHA_MODE: 'off',
      LINGXI_TOKEN_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/lingxi.config.json`)).ok) return { gateway, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  gateway.kill();
  throw new Error('the gateway did not start');
}

async function measurePages() {
  const require = createRequire(path.join(root, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  const launch = JSON.parse(fs.readFileSync(path.join(root, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch(launch);
  const runs = [];
  let lists;
  let flow;
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(); // cold: empty cache and storage
      const page = await context.newPage();
      // The browser's own clock (ms since navigation start): when the password input is in the page,
      // when the login button is pressed, and when the first row of the centre page's table shows.
      await page.addInitScript(() => {
        const marks = {};
        window.__benchMarks = marks;
        // The login starts when the user presses the button: the event's own time stamp, taken before
        // any wait for a busy main thread, so input delay counts against us.
        document.addEventListener(
          'pointerdown',
          (event) => {
            if (event.target instanceof Element && event.target.closest('button[type=submit]'))
              marks.submitted ??= event.timeStamp;
          },
          true,
        );
        document.addEventListener(
          'submit',
          () => {
            marks.submitted ??= performance.now(); // Enter in a field: no press
          },
          true,
        );
        new MutationObserver(() => {
          if (marks.password === undefined && document.querySelector('#login-password'))
            marks.password = performance.now();
          if (
            marks.submitted !== undefined &&
            marks.centrePage === undefined &&
            document.querySelector('.lx-crud tbody tr.ant-table-row')
          ) {
            marks.centrePage = performance.now();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const responses = [];
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes().catch(() => null);
        responses.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes?.responseBodySize ?? 0,
        });
      });
      const started = Date.now();
      await page.goto(`${BASE}/login?redirect=%2Fsystem%2Fparam`);
      const password = page.locator('#login-password');
      await password.waitFor({ state: 'visible' });
      await password.click();
      const passwordUsableWallMs = Date.now() - started;
      await page.waitForLoadState('networkidle');
      const login = [...responses];
      const loginJs = login.filter((r) => r.type === 'script');

      await page.fill('#login-username', 'admin');
      await password.fill('admin');
      await page.fill('#login-code', CAPTCHA);
      const submitted = Date.now();
      await page.click('button[type=submit]');
      await page
        .locator('.lx-crud tbody tr.ant-table-row')
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 });
      const loginToCentrePageWallMs = Date.now() - submitted;
      const marks = await page.evaluate(() => window.__benchMarks);
      await page.waitForLoadState('networkidle');
      const afterLogin = responses.slice(login.length).filter((r) => r.type === 'script');
      const centreJs = afterLogin.filter((r) => new URL(r.url).pathname.startsWith('/centres/'));
      runs.push({
        passwordUsableMs: Math.round(marks.password),
        passwordUsableWallMs,
        loginJsKiB: kib(loginJs.reduce((sum, r) => sum + r.bytes, 0)),
        loginRequests: login.length,
        loginJsRequests: loginJs.length,
        loginToCentrePageMs: Math.round(marks.centrePage - marks.submitted),
        loginToCentrePageWallMs,
        afterLoginJsKiB: kib(afterLogin.reduce((sum, r) => sum + r.bytes, 0)),
        centreFirstLoadJsKiB: kib(centreJs.reduce((sum, r) => sum + r.bytes, 0)),
        centreFirstLoadJsRequests: centreJs.length,
      });
      await context.close();
    }
    lists = await measureListPages(browser, { base: BASE, captcha: CAPTCHA });
    flow = await measureWorkflowPages(browser, { base: BASE, captcha: CAPTCHA });
  } finally {
    await browser.close();
  }
  const summary = {};
  for (const key of Object.keys(runs[0])) summary[key] = median(runs.map((r) => r[key]));
  return { median: summary, runs, lists, flow };
}

/** Keep-alive HTTP load on loopback for a bounded time; answers throughput and latency percentiles. */
async function load({
  method = 'GET',
  target,
  headers = {},
  seconds = LOAD_SECONDS,
  connections = CONNECTIONS,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const req = http.request(
        { host: '127.0.0.1', port: PORT, method, path: target(), headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', () => resolve(0));
      req.end();
    });
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const status = await once();
      latencies.push(performance.now() - t0);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Math.round(
      (latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0) * 100,
    ) / 100;
  return {
    requests: latencies.length,
    errors,
    seconds: Math.round(elapsed * 100) / 100,
    connections,
    requestsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p50Ms: pct(50),
    p99Ms: pct(99),
  };
}

async function measureGateway() {
  const { clientId, clientSecret } = await (await fetch(`${BASE}/lingxi.config.json`)).json();
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const md5Admin = '21232f297a57a5a743894a0e4a801fc3';
  const tokenQuery = `/api/lingxi-auth/oauth/token?tenantId=000000&username=admin&password=${md5Admin}&grant_type=password&scope=all&type=account`;
  const login = await fetch(`${BASE}${tokenQuery}`, {
    method: 'POST',
    headers: { Authorization: basic, 'Tenant-Id': '000000' },
  });
  const { access_token: token } = await login.json();
  const headers = { Authorization: basic, 'lingxi-auth': `bearer ${token}` };
  const first = await (await fetch(`${BASE}/api/lingxi-area-enterprise/page?size=10`, { headers })).json();
  const total = first.data.total;
  const pages = Math.ceil(total / 10);
  const pagedList = await load({
    target: () => `/api/lingxi-area-enterprise/page?size=10&current=${1 + Math.floor(Math.random() * pages)}`,
    headers,
  });
  const tokenEndpoint = await load({
    method: 'POST',
    target: () => tokenQuery,
    headers: { Authorization: basic, 'Tenant-Id': '000000' },
  });
  return { table: 'lingxi_area_enterprise', rows: total, pagedList, token: tokenEndpoint };
}

const builds = buildAll();
const { gateway, dataDir } = await startGateway();
let pages;
let gatewayFigures;
try {
  if (!ONLY_GATEWAY) pages = await measurePages();
  gatewayFigures = await measureGateway();
} finally {
  gateway.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// the gateway under load: PGlite and PostgreSQL (two processes), four requests and a soak (bench-load.mjs)
const gatewayLoad = await measureGatewayLoad();
// stalls: a captcha's p99 during a 5,000-row import and during logins, the bombs' memory (bench-imports.mjs)
const gatewayStalls = await measureGatewayStalls();

const result = {
  when: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  targets: {
    loginJsKiB: 170,
    passwordUsableMs: 360,
    loginToCentrePageMs: 1000,
    centreFirstLoadJsKiB: 40,
    buildSeconds: 10,
    menuToFirstRowMs: 300,
    pageOf200LongestTaskMs: 100,
  },
  builds,
  pages: pages?.median,
  lists: pages?.lists,
  flow: pages?.flow,
  runs: pages?.runs,
  gateway: gatewayFigures,
  gatewayLoad,
  gatewayStalls,
};
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const file = ONLY_GATEWAY ? 'bench-results/bench-gateway.json' : 'bench-results/bench.json';
fs.writeFileSync(path.join(root, file), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  JSON.stringify(
    { builds, pages: pages?.median, lists: pages?.lists, flow: pages?.flow, gateway: gatewayFigures },
    null,
    2,
  ),
);
console.log(`written to ${file}`);

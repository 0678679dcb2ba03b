#!/usr/bin/env node
// `pnpm bench`: builds every app and writes bench-results/bench.json with
//  - each app's build time and JS bytes (raw and gzip),
//  - the login page's cold load in headless Chromium (JS bytes transferred, requests, time until the
//    password input is usable), the JS a centre's first load adds, and the time from submitting the
//    login until the first centre page shows its data, and the JS after login file by file
//    (`afterLoginFiles`: path and gzip KiB);
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
//  - the same page figures for a build of an earlier commit (BENCH_BASE, default HEAD~1; `none` to skip),
//    built once in a git worktree under the system's temp folder and served by this gateway from
//    there (LINGXI_STATIC_ROOT) on the next port; its runs interleave with this build's, run by run,
//    so both see the same machine; the machine's load average is written beside each run;
//  - a CPU profile of login → first row (BENCH_PROFILE=1, default on): the main thread's self time by
//    library (the federation manifests name each shared library's files) and the top functions.
//  - what a browser test spends starting a signed-in console (bench-console.mjs): the CPU of every Chromium
//    process from a new context with a saved sign-in to the first row of /system/param, and until quiet;
// BENCH_ONLY=pages: only the login and centre page figures (no list pages, no gateway figures);
// BENCH_ONLY=console: only the signed-in console's start-up figures (written to bench-console.json);
// BENCH_NO_BUILD=1: use the apps' existing dist folders.
// BENCH_TYPING_MS=<ms>: the login is pressed that long after the first field is focused (a person typing the
// account, password and captcha; default 0, the press as soon as the fields are filled), so the figures
// after login include what the login page prepares while a person types (the console's code, its styles).
// Figures only, no thresholds: targets are in DEVELOPERS.md. Medians of RUNS cold loads.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureConsoleStarts } from './bench-console.mjs';
import { measureWorkflowPages } from './bench-flow.mjs';
import { measureGatewayStalls } from './bench-imports.mjs';
import { measureListPages } from './bench-lists.mjs';
import { measureGatewayLoad } from './bench-load.mjs';
import { fillLogin } from './bench-login.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const BASE = `http://localhost:${PORT}`;
const CAPTCHA = '8888';
const ONLY_GATEWAY = process.env.BENCH_ONLY === 'gateway';
const ONLY_CONSOLE = process.env.BENCH_ONLY === 'console';
const ONLY_PAGES = process.env.BENCH_ONLY === 'pages' || ONLY_CONSOLE;
const BASE_REF = process.env.BENCH_BASE ?? 'HEAD~1';
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 0);
const PROFILE = process.env.BENCH_PROFILE !== '0';
const CENTRES = ['system', 'business', 'identity', 'promotion'];
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

function buildAll(dir = root, apps = APPS) {
  const builds = {};
  for (const app of apps) {
    const started = performance.now();
    const built = fs.existsSync(path.join(dir, 'apps', app, 'dist'));
    if (!(process.env.BENCH_NO_BUILD === '1' && built))
      execFileSync('pnpm', ['--filter', `@lingxi/${app}`, 'build'], { cwd: dir, stdio: 'ignore' });
    const seconds = (performance.now() - started) / 1000;
    let raw = 0;
    let gzip = 0;
    for (const file of jsFiles(path.join(dir, 'apps', app, 'dist'))) {
      const content = fs.readFileSync(file);
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    builds[app] = { buildSeconds: Math.round(seconds * 100) / 100, jsRawKiB: kib(raw), jsGzipKiB: kib(gzip) };
  }
  return builds;
}

/**
 * The earlier commit's shell and centres, built once per commit in a detached git worktree (kept in the
 * temp folder for the next run): the figures of both builds come from one run on one machine.
 */
function prepareBase() {
  if (ONLY_GATEWAY || BASE_REF === 'none') return null;
  const commit = execFileSync('git', ['rev-parse', BASE_REF], { cwd: root }).toString().trim();
  const dir = path.join(os.tmpdir(), `lingxi-bench-base-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  }
  if (!fs.existsSync(path.join(dir, 'node_modules')))
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: dir, stdio: 'ignore' });
  const apps = ['shell', ...CENTRES];
  const builds = {};
  for (const app of apps) {
    if (
      fs.existsSync(path.join(dir, 'apps', app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'))
    )
      continue; // a commit's build does not change: built in an earlier run
    Object.assign(builds, buildAll(dir, [app]));
  }
  return { ref: BASE_REF, commit, dir, staticRoot: path.join(dir, 'apps'), builds };
}

async function startGateway(port = PORT, staticRoot) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-bench-'));
  const url = `http://localhost:${port}`;
  const gateway = spawn(process.execPath, [path.join(root, 'apps/gateway/dist/main.mjs')], {
    env: {
      ...process.env,
      ...(staticRoot ? { LINGXI_STATIC_ROOT: staticRoot } : {}),
      PORT: String(port),
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
      if ((await fetch(`${url}/lingxi.config.json`)).ok) return { gateway, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  gateway.kill();
  throw new Error('the gateway did not start');
}

/** Which library each served JS file belongs to: the federation manifests name the shared ones. */
async function fileOwners(base) {
  const owners = new Map();
  const read = async (manifestPath, prefix, label) => {
    const manifest = await (await fetch(`${base}${manifestPath}`)).json().catch(() => null);
    if (!manifest) return;
    for (const entry of manifest.shared ?? [])
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async])
        owners.set(prefix + file, entry.name);
    for (const entry of manifest.exposes ?? [])
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async])
        owners.set(prefix + file, label);
  };
  await read('/mf-manifest.json', '/', 'shell');
  for (const centre of CENTRES)
    await read(`/centres/${centre}/mf-manifest.json`, `/centres/${centre}/`, centre);
  return owners;
}

/** Self time of a V8 CPU profile by library (file owner) and by function, in ms. */
function summariseProfile(profile, owners) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta / 1000);
  }
  const byOwner = {};
  const byFunction = {};
  for (const [id, ms] of self) {
    const { callFrame } = byNode.get(id);
    let owner = callFrame.functionName.startsWith('(') ? callFrame.functionName : 'other';
    if (callFrame.url) {
      const { pathname } = new URL(callFrame.url);
      owner = owners.get(pathname) ?? (pathname.startsWith('/centres/') ? pathname.split('/')[2] : 'shell');
    }
    byOwner[owner] = (byOwner[owner] ?? 0) + ms;
    const name = `${callFrame.functionName || '(anonymous)'} ${owner}`;
    byFunction[name] = (byFunction[name] ?? 0) + ms;
  }
  const top = (record, count) =>
    Object.fromEntries(
      Object.entries(record)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([key, ms]) => [key, Math.round(ms)]),
    );
  return { byLibrary: top(byOwner, 15), topFunctions: top(byFunction, 15) };
}

/**
 * The machine's speed at this moment: a fixed loop of integer arithmetic on one core, in ms (the lower,
 * the faster the machine was then). The load average counts only this machine's queue; a shared host's
 * neighbours slow it without showing there, and this shows it beside each run.
 */
function speedProbeMs() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 10_000_000; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) throw new Error('unreachable'); // keeps the loop from being optimised away
  return Math.round(performance.now() - started);
}

/** One cold load of the login page at `base`, the login, and the first centre page's first row. */
async function measureRun(browser, base, owners) {
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
    // the login page's largest paint, and when its first script file finished running
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (marks.submitted === undefined) marks.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  // the finished requests; their sizes are asked of the browser once the timed part is over, so the
  // protocol round trips do not compete with the page being measured
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  const sized = async (requests) =>
    Promise.all(
      requests.map(async (request) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: (await request.sizes().catch(() => null))?.responseBodySize ?? 0,
      })),
    );
  const load1 = os.loadavg()[0];
  const speedMs = speedProbeMs();
  const started = Date.now();
  await page.goto(`${base}/login?redirect=%2Fsystem%2Fparam`);
  const password = page.locator('#login-password');
  await password.waitFor({ state: 'visible' });
  await password.click();
  const focused = Date.now();
  const passwordUsableWallMs = focused - started;
  await page.waitForLoadState('networkidle');
  const loginCount = finished.length;
  await fillLogin(page, CAPTCHA);
  const typing = focused + TYPING_MS - Date.now();
  if (typing > 0) await page.waitForTimeout(typing);
  let cdp;
  if (owners) {
    cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
  }
  const submitted = Date.now();
  await page.click('button[type=submit]');
  await page
    .locator('.lx-crud tbody tr.ant-table-row')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 });
  const loginToCentrePageWallMs = Date.now() - submitted;
  const profile = cdp ? summariseProfile((await cdp.send('Profiler.stop')).profile, owners) : undefined;
  const marks = await page.evaluate(() => window.__benchMarks);
  await page.waitForLoadState('networkidle');
  const responses = await sized(finished);
  const login = responses.slice(0, loginCount);
  const loginJs = login.filter((r) => r.type === 'script');
  const afterLogin = responses.slice(loginCount).filter((r) => r.type === 'script');
  const centreJs = afterLogin.filter((r) => new URL(r.url).pathname.startsWith('/centres/'));
  await context.close();
  return {
    run: {
      passwordUsableMs: Math.round(marks.password),
      passwordUsableWallMs,
      loginFirstPaintMs: Math.round(marks.fcp ?? -1),
      loginLargestPaintMs: Math.round(marks.lcp ?? -1),
      // how long before the login page's script had drawn the form its largest paint came (negative:
      // after; before issue 25 the largest paint was the script's own heading)
      loginLargestPaintBeforeScriptMs: Math.round(marks.password - (marks.lcp ?? marks.password)),
      loginJsKiB: kib(loginJs.reduce((sum, r) => sum + r.bytes, 0)),
      loginRequests: login.length,
      loginJsRequests: loginJs.length,
      loginToCentrePageMs: Math.round(marks.centrePage - marks.submitted),
      loginToCentrePageWallMs,
      afterLoginJsKiB: kib(afterLogin.reduce((sum, r) => sum + r.bytes, 0)),
      afterLoginJsRequests: afterLogin.length,
      centreFirstLoadJsKiB: kib(centreJs.reduce((sum, r) => sum + r.bytes, 0)),
      centreFirstLoadJsRequests: centreJs.length,
      load1: Math.round(load1 * 100) / 100,
      speedProbeMs: speedMs,
    },
    profile,
    // what the JS after login is made of, file by file (the last run's; the same in every run)
    files: afterLogin.map((r) => ({ file: new URL(r.url).pathname, kib: kib(r.bytes) })),
  };
}

const medians = (runs) => {
  const summary = {};
  for (const key of Object.keys(runs[0])) summary[key] = median(runs.map((r) => Number(r[key])));
  return summary;
};

/** Profiles of several runs: each library's and function's median self time. */
function profileMedians(profiles) {
  if (profiles.length === 0) return undefined;
  const merge = (part) => {
    const keys = new Set(profiles.flatMap((p) => Object.keys(p[part])));
    return Object.fromEntries(
      [...keys]
        .map((key) => [key, median(profiles.map((p) => p[part][key] ?? 0))])
        .sort((a, b) => b[1] - a[1]),
    );
  };
  return { byLibrary: merge('byLibrary'), topFunctions: merge('topFunctions') };
}

/**
 * RUNS cold loads of this build, each followed by one of the base build when there is one (the same
 * machine, moments apart); note the JS bytes and times of each and the load average beside them.
 */
async function measurePages(baseUrl, baseDir) {
  const require = createRequire(path.join(root, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  const launch = JSON.parse(fs.readFileSync(path.join(root, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch(launch);
  const targets = { current: BASE, ...(baseUrl ? { base: baseUrl } : {}) };
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  const profiles = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  const files = {};
  let lists;
  let flow;
  try {
    const owners = {};
    if (PROFILE && !ONLY_CONSOLE)
      for (const [name, url] of Object.entries(targets)) owners[name] = await fileOwners(url);
    // one untimed login on each build first: a gateway just started compiles its login and menu paths
    // on the first requests (and the first run would meet a colder process than the rest), which is not
    // the console a user meets
    if (!ONLY_CONSOLE) for (const url of Object.values(targets)) await measureRun(browser, url);
    for (let run = 0; run < (ONLY_CONSOLE ? 0 : RUNS); run++) {
      // alternate which build goes first, so neither always meets a warmer machine
      const order = run % 2 === 0 ? Object.keys(targets) : Object.keys(targets).reverse();
      for (const name of order) {
        const {
          run: figures,
          profile,
          files: loaded,
        } = await measureRun(browser, targets[name], owners[name]);
        runs[name].push(figures);
        files[name] = loaded;
        if (profile) profiles[name].push(profile);
      }
    }
    // each build in a Chromium with its own commit's e2e/chromium.json: what the test suite pays then and now
    const dirs = { current: root, base: baseDir };
    const starts = await measureConsoleStarts(
      chromium,
      Object.fromEntries(Object.entries(targets).map(([name, url]) => [name, { url, dir: dirs[name] }])),
      { runs: RUNS, captcha: CAPTCHA },
    );
    for (const [name, started] of Object.entries(starts))
      runs[name] = started.map((figures, i) => ({ ...runs[name][i], ...figures }));
    if (!ONLY_PAGES) {
      lists = await measureListPages(browser, { base: BASE, captcha: CAPTCHA });
      flow = await measureWorkflowPages(browser, { base: BASE, captcha: CAPTCHA });
    }
  } finally {
    await browser.close();
  }
  return {
    median: medians(runs.current),
    runs: runs.current,
    profile: profileMedians(profiles.current),
    afterLoginFiles: files.current,
    base: baseUrl
      ? {
          median: medians(runs.base),
          runs: runs.base,
          profile: profileMedians(profiles.base),
          afterLoginFiles: files.base,
        }
      : undefined,
    lists,
    flow,
  };
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
const base = prepareBase();
const machineBefore = { load1: os.loadavg()[0], load5: os.loadavg()[1] };
const { gateway, dataDir } = await startGateway();
const baseGateway = base ? await startGateway(PORT + 1, base.staticRoot) : null;
let pages;
let gatewayFigures;
try {
  if (!ONLY_GATEWAY) pages = await measurePages(base ? `http://localhost:${PORT + 1}` : undefined, base?.dir);
  if (!ONLY_PAGES) gatewayFigures = await measureGateway();
} finally {
  gateway.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (baseGateway) {
    baseGateway.gateway.kill();
    fs.rmSync(baseGateway.dataDir, { recursive: true, force: true });
  }
}
const machineAfter = { load1: os.loadavg()[0], load5: os.loadavg()[1] };
// the gateway under load: PGlite and PostgreSQL (two processes), four requests and a soak (bench-load.mjs)
const gatewayLoad = ONLY_PAGES ? undefined : await measureGatewayLoad();
// stalls: a captcha's p99 during a 5,000-row import and during logins, the bombs' memory (bench-imports.mjs)
const gatewayStalls = ONLY_PAGES ? undefined : await measureGatewayStalls();
/** This build's page figures over the base build's, key by key (below 1: this build is smaller/faster). */
const ratios =
  pages?.base &&
  Object.fromEntries(
    Object.entries(pages.median)
      .filter(([key, value]) => typeof value === 'number' && pages.base.median[key] > 0 && key !== 'load1')
      .map(([key, value]) => [key, Math.round((value / pages.base.median[key]) * 100) / 100]),
  );

const result = {
  when: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, before: machineBefore, after: machineAfter },
  typingMs: TYPING_MS,
  targets: {
    loginJsKiB: 170,
    passwordUsableMs: 360,
    loginToCentrePageMs: 1000,
    centreFirstLoadJsKiB: 40,
    buildSeconds: 10,
    menuToFirstRowMs: 300,
    pageOf200LongestTaskMs: 100,
    afterLoginJsKiB: 300,
    loginToCentrePageQuietMs: 400,
    loginLargestPaintMs: 150,
  },
  builds,
  pages: pages?.median,
  profile: pages?.profile,
  afterLoginFiles: pages?.afterLoginFiles,
  base: base && {
    ref: base.ref,
    commit: base.commit,
    builds: base.builds,
    pages: pages?.base?.median,
    profile: pages?.base?.profile,
    afterLoginFiles: pages?.base?.afterLoginFiles,
    runs: pages?.base?.runs,
  },
  ratios,
  lists: pages?.lists,
  flow: pages?.flow,
  runs: pages?.runs,
  gateway: gatewayFigures,
  gatewayLoad,
  gatewayStalls,
};
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const file = ONLY_GATEWAY
  ? 'bench-results/bench-gateway.json'
  : ONLY_CONSOLE
    ? 'bench-results/bench-console.json'
    : ONLY_PAGES
      ? 'bench-results/bench-pages.json'
      : 'bench-results/bench.json';
fs.writeFileSync(path.join(root, file), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  JSON.stringify(
    {
      builds,
      pages: pages?.median,
      base: pages?.base?.median,
      ratios,
      profile: pages?.profile?.byLibrary,
      machine: result.machine,
      lists: pages?.lists,
      flow: pages?.flow,
      gateway: gatewayFigures,
    },
    null,
    2,
  ),
);
console.log(`written to ${file}`);

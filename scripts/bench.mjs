#!/usr/bin/env node
// `pnpm bench`: builds every app and writes bench-results/bench.json with
//  - each app's build time and JS bytes (raw and gzip),
//  - the login page's cold load in headless Chromium (JS bytes transferred, requests, time until the
//    password input is usable), the JS a centre's first load adds, and the time from submitting the
//    login until the first centre page shows its data.
// Times are the browser's own (performance.now marks taken in the page); the *WallMs figures are the
// same moments seen from the test driver, including its own round trips.
// Figures only, no thresholds: targets are in DEVELOPERS.md. Medians of RUNS cold loads.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const BASE = `http://localhost:${PORT}`;
const CAPTCHA = '8888';
const APPS = ['shell', 'system', 'business', 'identity', 'promotion', 'gateway'];

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
    env: { ...process.env, PORT: String(PORT), LINGXI_DATA_DIR: dataDir, LINGXI_CAPTCHA_CODE: CAPTCHA },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
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
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(); // cold: empty cache and storage
      const page = await context.newPage();
      // The browser's own clock (ms since navigation start): when the password input is in the page,
      // when the login form is submitted, and when the first row of the centre page's table shows.
      await page.addInitScript(() => {
        const marks = {};
        window.__benchMarks = marks;
        document.addEventListener(
          'submit',
          () => {
            marks.submitted ??= performance.now();
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
  } finally {
    await browser.close();
  }
  const summary = {};
  for (const key of Object.keys(runs[0])) summary[key] = median(runs.map((r) => r[key]));
  return { median: summary, runs };
}

const builds = buildAll();
const { gateway, dataDir } = await startGateway();
let pages;
try {
  pages = await measurePages();
} finally {
  gateway.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const result = {
  when: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  targets: {
    loginJsKiB: 170,
    passwordUsableMs: 360,
    loginToCentrePageMs: 1000,
    centreFirstLoadJsKiB: 40,
    buildSeconds: 10,
  },
  builds,
  pages: pages.median,
  runs: pages.runs,
};
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results/bench.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify({ builds, pages: pages.median }, null, 2));
console.log('written to bench-results/bench.json');

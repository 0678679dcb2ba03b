/**
 * Browser tests against the real console: the built shell and centres served by the gateway on a fresh
 * embedded database, plus the system centre's own preview server (standalone use by its team).
 * Debian's Chromium, never a downloaded browser (DEVELOPERS.md).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from './chromium.json' with { type: 'json' };

export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8181);
export const SYSTEM_PREVIEW_PORT = 3001;
export const CAPTCHA = '8888';
const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(import.meta.dirname, '.tmp');
/** The test gateway's published centre versions (issue 24; release.spec.ts publishes into it). */
const RELEASES_DIR = path.join(tmp, 'releases');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // 2 cores: one browser at a time. Measured (2026-11-24): with two workers each test ran 2 to 2.5 times
  // slower (browser, gateway and preview server share the cores), so the suite took as long and timing
  // races appeared. Two workers would also need the English walk (which reads every menu entry while
  // other suites add Chinese-named ones) and the federation test (which rewrites the runtime config)
  // kept apart from the rest.
  workers: 1,
  retries: 0, // a flaky test is a bug to fix, not to retry
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000, // 2 shared cores: a slow machine must not fail a correct page
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${GATEWAY_PORT}`,
    headless: true,
    screenshot: 'only-on-failure',
    // A trace (screenshots and DOM snapshots all along) nearly doubles a console's start-up (5.2 to 9.2 s
    // of Chromium CPU, measured 2026-11): recorded on demand only, `E2E_TRACE=1` to look into a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    locale: 'zh-CN',
    // The console honours the system's reduced-motion setting (useReducedMotion): dialogs and drop-downs
    // open at once, so no click lands on an element still zooming in. A test that wants the animations
    // asks for them itself (accessibility.spec.ts checks both).
    reducedMotion: 'reduce',
    // Debian's Chromium with the flags this machine needs, and without the omnibox pop-ups headless mode
    // builds for every context (README "The browser"; shared with scripts/bench.mjs)
    launchOptions: chromium,
  },
  projects: [
    // the login form once per account; the specs start signed in from the saved storage state
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'console', testMatch: /\.spec\.ts$/, dependencies: ['setup'] },
  ],
  webServer: [
    {
      // exec: the server is the shell's process, so stopping it frees the port (TOOLCHAIN pitfall 10).
      command: `rm -rf "${tmp}/gateway" "${RELEASES_DIR}" && mkdir -p "${tmp}" && echo '{}' > "${tmp}/console.config.json" && exec node "${root}/apps/gateway/dist/main.mjs"`,
      url: `http://localhost:${GATEWAY_PORT}/lingxi.config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(GATEWAY_PORT),
        LINGXI_DATA_DIR: path.join(tmp, 'gateway'),
        LINGXI_CAPTCHA_CODE: CAPTCHA,
        LINGXI_CONSOLE_CONFIG: path.join(tmp, 'console.config.json'),
        LINGXI_RELEASES_DIR: RELEASES_DIR,
        // every test logs in from localhost, some with wrong passwords on purpose: the login door's
        // per-address limits (gateway README) would soon make localhost wait. The lock of an account
        // for one address after 5 wrong passwords, the captcha and the isFrame rule stay as deployed.
        LINGXI_TOKEN_PER_MINUTE: '100000',
        LINGXI_LOGIN_ADDRESS_FAILURES: '100000',
        LINGXI_LOGIN_ACCOUNT_FAILURES: '100000',
      },
    },
    {
      command: `exec node "${root}/apps/system/node_modules/@rsbuild/core/bin/rsbuild.js" preview`,
      cwd: path.join(root, 'apps/system'),
      url: `http://localhost:${SYSTEM_PREVIEW_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { LINGXI_GATEWAY: `http://localhost:${GATEWAY_PORT}` },
    },
  ],
});

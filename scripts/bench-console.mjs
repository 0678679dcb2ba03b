// What a browser test spends starting a signed-in console (issue 25), for `pnpm bench`. The e2e fixture
// (e2e/tests/support.ts) makes a context from a saved storage state and opens the spec's first page; this
// does the same against each build, as the test suite did at that commit: in a Chromium launched with its
// e2e/chromium.json, the context made by its e2e/signed-in-context.mjs (Playwright's `storageState` option
// before there was one). It notes:
//  - consoleStartCpuMs: the CPU all of that browser's processes spent (the browser, its renderers, the
//    network, storage and GPU services; user and system time from /proc, 10 ms steps) from the new context
//    to the first row of /system/param; consoleSettledCpuMs: until no request for 500 ms;
//  - consoleStartBrowserCpuMs, consoleStartRendererCpuMs: the browser process's and the renderers' share;
//  - consoleStartMs: the wall time to the first row.
// Context set-up and the page both count: a test pays for both.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { submitLogin } from './bench-login.mjs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Each process on the machine: its parent, command name and CPU time so far (ms). */
function processes() {
  const all = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // the command may hold spaces and parentheses: the fields start after the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    all.set(Number(name), {
      ppid: Number(fields[1]),
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    });
  }
  return all;
}

/** The CPU time so far of each process under `root` (a browser's own process), with its kind. */
function browserCpu(root) {
  const all = processes();
  const mine = new Map();
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    const found = all.get(pid);
    if (!found) continue;
    let kind = 'browser';
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      kind = /--type=([\w-]+)/.exec(args)?.[1] ?? 'browser';
    } catch {
      // gone meanwhile: counted under the browser
    }
    mine.set(pid, { kind, cpuMs: found.cpuMs });
    for (const [child, { ppid }] of all) if (ppid === pid) stack.push(child);
  }
  return mine;
}

/**
 * The CPU spent since `before` (a `browserCpu()`), in all and by kind of process: a process started since
 * counts whole; one that ended since (a closed context's renderer) is left out rather than subtracted.
 */
function cpuSince(root, before) {
  const byKind = {};
  let total = 0;
  for (const [pid, { kind, cpuMs }] of browserCpu(root)) {
    const spent = cpuMs - (before.get(pid)?.cpuMs ?? 0);
    total += spent;
    byKind[kind] = (byKind[kind] ?? 0) + spent;
  }
  return { total, byKind };
}

/** Launches Chromium with `launch` options and answers it with its own process id. */
async function launchMeasured(chromium, launch) {
  const before = new Set(processes().keys());
  const browser = await chromium.launch(launch);
  const root = [...processes()].find(
    ([pid, { ppid, command }]) => !before.has(pid) && ppid === process.pid && /chrom/i.test(command),
  )?.[0];
  if (root === undefined)
    throw new Error('the launched Chromium was not found among this process’s children');
  return { browser, root };
}

/** Signs in through the login form once and answers the storage state, as signin.setup.ts does. */
async function signIn(browser, base, captcha) {
  const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await submitLogin(page, captcha);
  await page.locator('.lx-console').waitFor({ state: 'visible', timeout: 20_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** How the suite at `dir` makes a signed-in context: its own helper, or Playwright's `storageState`. */
async function contextMaker(dir) {
  const helper = path.join(dir, 'e2e/signed-in-context.mjs');
  if (!fs.existsSync(helper)) return (browser, options) => browser.newContext(options);
  const { newSignedInContext } = await import(pathToFileURL(helper).href);
  return newSignedInContext;
}

async function startOnce({ browser, root, newContext }, base, state) {
  await new Promise((resolve) => setTimeout(resolve, 500)); // the last context's processes wind down
  const started = performance.now();
  const before = browserCpu(root);
  // the e2e fixture's context options (playwright.config.ts `use`)
  const context = await newContext(browser, {
    storageState: state,
    reducedMotion: 'reduce',
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  let lastRequest = performance.now();
  const seen = () => {
    lastRequest = performance.now();
  };
  page.on('request', seen);
  page.on('requestfinished', seen);
  await page.goto(`${base}/system/param`);
  await page
    .locator('.lx-crud tbody tr.ant-table-row')
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 });
  const firstRow = performance.now();
  const atFirstRow = cpuSince(root, before);
  while (performance.now() - lastRequest < 500) await page.waitForTimeout(100);
  const settled = cpuSince(root, before);
  await context.close();
  return {
    consoleStartMs: Math.round(firstRow - started),
    consoleStartCpuMs: atFirstRow.total,
    consoleSettledCpuMs: settled.total,
    consoleStartBrowserCpuMs: atFirstRow.byKind.browser ?? 0,
    consoleStartRendererCpuMs: atFirstRow.byKind.renderer ?? 0,
  };
}

/**
 * `runs` signed-in console starts of each target ({ url, dir }: where it is served, the checkout whose
 * e2e/chromium.json launches its browser), interleaved run by run with the order alternating so the builds
 * meet the same machine; answers each target's runs.
 */
export async function measureConsoleStarts(chromium, targets, { runs, captcha }) {
  const browsers = {};
  const states = {};
  try {
    for (const [name, { url, dir }] of Object.entries(targets)) {
      const launch = JSON.parse(fs.readFileSync(path.join(dir, 'e2e/chromium.json'), 'utf8'));
      browsers[name] = { ...(await launchMeasured(chromium, launch)), newContext: await contextMaker(dir) };
      states[name] = await signIn(browsers[name].browser, url, captcha);
    }
    const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? Object.keys(targets) : Object.keys(targets).reverse();
      for (const name of order)
        results[name].push(await startOnce(browsers[name], targets[name].url, states[name]));
    }
    return results;
  } finally {
    for (const { browser } of Object.values(browsers)) await browser.close();
  }
}

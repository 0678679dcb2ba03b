/**
 * What happens between the login button and the first row of a list page, as a timeline from the
 * page's own clock (a diagnostic, not a figure: `pnpm bench` holds those). For each run: when the first
 * row showed, the long tasks (start+duration), and when each call left and was read, in ms after the
 * click. It showed issue 25's waits: the menus sent late (axios's XSRF cookie read), the list asked only
 * after the console was drawn, the rows drawn in a second task.
 *
 *   node scripts/login-timeline.mjs [console URL, default http://localhost:8080] [runs, 3] [pause ms, 2000]
 *
 * The console must run with LINGXI_CAPTCHA_CODE=8888 (the gateway's fixed test captcha). The pause is
 * the time between filling the form and pressing the button (a person's pace: the console's code loads
 * while the password is typed).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fillLogin } from './bench-login.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const browserOptions = JSON.parse(readFileSync(path.join(root, 'e2e/chromium.json'), 'utf8'));

const [base = 'http://localhost:8080', runs = '3', pause = '2000'] = process.argv.slice(2);
const browser = await chromium.launch(browserOptions);
try {
  for (let run = 0; run < Number(runs); run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const events = [];
      const tasks = [];
      Object.assign(window, { lxTimeline: { events, tasks, click: 0, row: 0 } });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      const { open, send } = XMLHttpRequest.prototype;
      const urls = new WeakMap();
      XMLHttpRequest.prototype.open = function (...args) {
        urls.set(
          this,
          String(args[1])
            .replace(/^https?:\/\/[^/]+/, '')
            .split('?')[0],
        );
        return open.apply(this, args);
      };
      XMLHttpRequest.prototype.send = function (body) {
        const url = urls.get(this);
        events.push([performance.now(), `send ${url}`]);
        this.addEventListener('readystatechange', () => {
          if (this.readyState === 4) events.push([performance.now(), `read ${url}`]);
        });
        return send.call(this, body);
      };
      new MutationObserver(() => {
        const timeline = window.lxTimeline;
        if (timeline.click && !timeline.row && document.querySelector('.lx-crud tbody tr.ant-table-row'))
          timeline.row = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/login?redirect=%2Fsystem%2Fparam`);
    await page.locator('#login-password').waitFor();
    await page.waitForLoadState('networkidle');
    await fillLogin(page, '8888');
    await page.waitForTimeout(Number(pause));
    await page.evaluate(() => {
      document.querySelector('button[type=submit]')?.addEventListener(
        'click',
        (event) => {
          window.lxTimeline.click = event.timeStamp;
        },
        { capture: true },
      );
    });
    await page.click('button[type=submit]');
    await page.locator('.lx-crud tbody tr.ant-table-row').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    const { click, row, tasks, events } = await page.evaluate(() => window.lxTimeline);
    const at = (time) => Math.round(time - click);
    console.log(
      `first row ${at(row)} ms; long tasks ${tasks
        .filter(([start]) => start >= click)
        .map(([start, duration]) => `${at(start)}+${Math.round(duration)}`)
        .join(' ')}`,
    );
    console.log(
      `  ${events
        .filter(([time]) => time >= click)
        .map(([time, what]) => `${at(time)} ${what}`)
        .join(', ')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}

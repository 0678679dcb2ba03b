// Figures of the workflow pages for `pnpm bench` (issue 21: bpmn-js only where a diagram is shown):
//  - workflowPages: for /flow/model, /flow/deploy and /flow/follow opened inside the console (as a menu
//    click does), the JS the page's first load fetched (KiB transferred, requests) and the time to its
//    first row; then the JS the first diagram (a follow-up instance's viewer) and the modeler (a model's
//    设计) fetched;
//  - bpmnJs: which of the fetched scripts hold bpmn-js (diagram-js's `djs-container` in their text),
//    before login, in other pages' first loads (the system parameters, 待办事务, 诉求管理) and in the
//    workflow pages' own first loads: each list should be empty, the chunks coming with the first diagram.
// Times are the browser's own (performance.now in the page).
import { submitLogin } from './bench-login.mjs';

const OTHER_PAGES = ['/work/todo', '/appeal/manage', '/policy/policy'];
const FLOW_PAGES = ['/flow/model', '/flow/deploy', '/flow/follow'];

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Client-side navigation, as a menu click does (e2e/tests/support.ts `navigateInApp`). */
async function navigate(page, target) {
  await page.evaluate((url) => {
    window.__leaving = document.querySelector('.lx-crud');
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10) }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

/** Waits for the first row of a list other than the one left; answers the browser's time then (or null). */
const firstRow = (page) =>
  page
    .waitForFunction(
      () => {
        const table = [...document.querySelectorAll('.lx-crud')].find((el) => el !== window.__leaving);
        return table?.querySelector('tbody tr.ant-table-row') ? performance.now() : false;
      },
      null,
      { timeout: 15_000, polling: 'raf' },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);

export async function measureWorkflowPages(browser, { base, captcha }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response().catch(() => null);
    const sizes = await request.sizes().catch(() => null);
    const text = response ? await response.text().catch(() => '') : '';
    scripts.push({
      url: new URL(request.url()).pathname,
      bytes: sizes?.responseBodySize ?? 0,
      bpmn: text.includes('djs-container'),
    });
  });
  const settle = () => page.waitForLoadState('networkidle').catch(() => undefined);
  const since = (from) => scripts.slice(from);
  const figure = (list) => ({
    jsKiB: kib(list.reduce((sum, s) => sum + s.bytes, 0)),
    jsRequests: list.length,
  });
  const bpmnOf = (list) => list.filter((s) => s.bpmn).map((s) => s.url);
  try {
    await page.goto(`${base}/login?redirect=%2Fsystem%2Fparam`);
    await page.locator('#login-password').waitFor({ state: 'visible' });
    await settle();
    const beforeLogin = bpmnOf(scripts);
    await submitLogin(page, captcha);
    await page.locator('.lx-crud tbody tr.ant-table-row').first().waitFor({ timeout: 15_000 });
    await settle();

    const otherPages = {};
    for (const target of OTHER_PAGES) {
      const from = scripts.length;
      await navigate(page, target);
      await firstRow(page);
      await settle();
      otherPages[target] = bpmnOf(since(from));
    }

    const workflowPages = {};
    const inWorkflowFirstLoads = {};
    for (const target of FLOW_PAGES) {
      const from = scripts.length;
      const started = await page.evaluate(() => performance.now());
      await navigate(page, target);
      const shown = await firstRow(page);
      await settle();
      const loaded = since(from);
      workflowPages[target] = {
        ...figure(loaded),
        firstRowMs: shown === null ? null : Math.round(shown - started),
      };
      inWorkflowFirstLoads[target] = bpmnOf(loaded);
    }

    // the first diagram: a running instance's, from the follow-up (the page left open last)
    let from = scripts.length;
    await page
      .locator('.lx-crud tbody tr.ant-table-row')
      .first()
      .getByRole('button', { name: '流程图' })
      .click();
    await page.locator('.lx-bpmn-canvas .djs-container').first().waitFor({ timeout: 15_000 });
    await settle();
    const diagram = since(from);
    await page.keyboard.press('Escape');

    // the modeler: a model's 设计
    await navigate(page, '/flow/model');
    await firstRow(page);
    from = scripts.length;
    await page
      .locator('.lx-crud tbody tr.ant-table-row')
      .first()
      .getByRole('button', { name: '设计' })
      .click();
    await page.locator('.djs-palette').first().waitFor({ timeout: 15_000 });
    await settle();
    const modeler = since(from);

    return {
      workflowPages,
      firstDiagram: { ...figure(diagram), bpmnChunks: bpmnOf(diagram).length },
      modeler: { ...figure(modeler), bpmnChunks: bpmnOf(modeler).length },
      bpmnJs: { beforeLogin, otherPages, inWorkflowFirstLoads },
    };
  } finally {
    await context.close();
  }
}

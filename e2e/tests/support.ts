/**
 * What the browser specs share: the accounts, signing in (the form once per account in the setup project,
 * `signin.setup.ts`; a saved storage state after that), one console per spec file (`test` below), and the
 * small steps every page walk repeats (`rows`, `search`, `pick`, `confirm`, `shot`) and the API calls that
 * seed and read back records (`apiLogin`, `records`, `post`), and axe (`axe`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { newSignedInContext } from '../signed-in-context.mjs';

export const CAPTCHA = '8888'; // LINGXI_CAPTCHA_CODE of the test gateway (playwright.config.ts)
export const GATEWAY = `http://localhost:${process.env.E2E_GATEWAY_PORT ?? 8181}`;
/** The same gateway under another origin: "a centre served from elsewhere". */
export const OTHER_ORIGIN = `http://127.0.0.1:${process.env.E2E_GATEWAY_PORT ?? 8181}`;

let uniqCount = 0;
/**
 * A short text no other call gives (record names, accounts, codes): the time in base 36 and a counter of
 * this process, 10 characters. (A random suffix collided now and then when two were taken in one ms.)
 */
export const uniq = () => `${Date.now().toString(36)}${(uniqCount++ % 1296).toString(36).padStart(2, '0')}`;

export interface Account {
  tenant: string;
  account: string;
  password: string;
}
export const ADMIN: Account = { tenant: '000000', account: 'admin', password: 'admin' };
export const OPERATOR: Account = { tenant: '000000', account: 'operator', password: 'operator' };
/** A seeded account whose password is its name (the appeal roles, government users). */
export const seeded = (account: string): Account => ({ tenant: '000000', account, password: account });
/** The appeal walk's roles (appeals.spec.ts): seeded accounts, one browser each. */
export const DISPATCHER = seeded('dispatcher');
export const HANDLER1 = seeded('handler1'); // 企业服务处
export const HANDLER2 = seeded('handler2'); // 科技局
export const AUDITOR = seeded('auditor');
/** The policy pages' account (政策专员, gateway README "Policies"): policy.spec.ts. */
export const POLICY_CLERK = seeded('policyclerk');
/** The leave process's people (gateway README "Workflow"): flow-leave.spec.ts. */
export const STAFF1 = seeded('staff1');
export const HEAD1 = seeded('head1');
export const HR1 = seeded('hr1');
/** The accounts the setup project signs in once; specs start as one of them (`signedIn`). */
export const SIGNED_IN: readonly Account[] = [
  ADMIN,
  OPERATOR,
  DISPATCHER,
  HANDLER1,
  HANDLER2,
  AUDITOR,
  POLICY_CLERK,
  STAFF1,
  HEAD1,
  HR1,
];

/** A browser with no session: for the tests whose subject is the login itself. */
export const NO_SESSION = { cookies: [], origins: [] };

const AUTH_DIR = path.join(import.meta.dirname, '../.tmp/auth');
/** The storage state (cookies and localStorage) of a console signed in as `user`. */
export const signedIn = (user: Account = ADMIN) => path.join(AUTH_DIR, `${user.tenant}-${user.account}.json`);

/**
 * The console keeps its session in localStorage (`lingxi-token`, `lingxi-refreshToken`, `lingxi-userInfo`,
 * ...) and the `saber-access-token` cookie (packages/core/src/session.ts): both are in a storage state, so a
 * context made from one starts signed in. Only the open tabs live in sessionStorage; a new console starts
 * with the home tab, as after a login.
 */
export async function saveSignIn(browser: Browser, user: Account): Promise<string> {
  mkdirSync(AUTH_DIR, { recursive: true });
  const context = await browser.newContext({ storageState: NO_SESSION });
  try {
    const page = await context.newPage();
    await login(page, user);
    await context.storageState({ path: signedIn(user) });
  } finally {
    await context.close();
  }
  return signedIn(user);
}

/**
 * A saved sign-in older than this is renewed before a console is made from it: the console refreshes its
 * token 3000 s after the login (SPEC §4) and rotates the refresh token, so a long run (a slow machine)
 * must not start consoles from a state whose refresh token another console has already used.
 */
const SIGN_IN_RENEWAL_MS = 30 * 60_000;

/**
 * The storage state of a console signed in as `user`: the setup project's, renewed when old; an account
 * the setup does not know (one a test makes) signs in through the form now.
 */
export async function signedInState(browser: Browser, user: Account): Promise<string> {
  let age = Number.POSITIVE_INFINITY;
  try {
    age = Date.now() - statSync(signedIn(user)).mtimeMs;
  } catch {
    // not saved yet (an account made by the test, or a run without the setup project): sign in now
  }
  return age > SIGN_IN_RENEWAL_MS ? saveSignIn(browser, user) : signedIn(user);
}

async function currentState<T>(browser: Browser, state: T): Promise<T> {
  const user = SIGNED_IN.find((one) => signedIn(one) === state);
  if (user) await signedInState(browser, user);
  return state;
}

/** Logs in through the shell's login page, as a person does. */
export async function login(page: Page, user: Account = ADMIN, target: string | null = '/') {
  // null: the login page is open already
  if (target !== null) await page.goto(target === '/' ? '/login' : target);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('租户编号').fill(user.tenant);
  await page.getByLabel('账号').fill(user.account);
  await page.getByLabel('密码').fill(user.password);
  await page.getByLabel('验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('.lx-console')).toBeVisible();
}

/**
 * Client-side navigation, as a menu click does: a history entry with its own key, as React Router writes
 * one. (A bare `pushState(null)` gives every such entry the key "default"; two quick ones to the same
 * address then look like one location to the router and the second renders nothing.)
 */
export async function navigateInApp(page: Page, target: string) {
  await page.evaluate((url) => {
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10) }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

/**
 * Opens a page of the console: the first time in this console by loading its address, after that inside
 * the app (as a menu click does); waits until the page is the active tab.
 */
export async function open(page: Page, target: string) {
  if (page.url().startsWith('http')) await navigateInApp(page, target);
  else await page.goto(target);
  const pathname = new URL(target, 'http://x').pathname;
  await expect(page.locator(`.lx-page-tabs .ant-tabs-tab-active[data-node-key="${pathname}"]`)).toBeVisible();
}

export const centreTab = (page: Page, name: string) =>
  page.locator('.lx-centre-tabs').getByRole('button', { name, exact: true });

/**
 * axe on a page, its results gathered in the page itself (`setLegacyMode`): by default AxeBuilder opens a
 * blank page in the context to put the frames' results together, which was about 1.7 s of an analysis's
 * 2.7 s (measured 2026-11-29 on /system/param: 2.4–2.9 s against 0.9–1.1 s, the same violations and
 * passes). What that gives up is cross-origin frames, and no page checked has one.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The Basic client header, from the runtime config the gateway hands the console. */
export async function clientHeader(request: APIRequestContext): Promise<string> {
  const { clientId, clientSecret } = await (await request.get(`${GATEWAY}/lingxi.config.json`)).json();
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

export type Headers = Record<string, string>;

/** Logs in over HTTP, as a second browser would: the headers of calls made as that user. */
export async function apiLogin(request: APIRequestContext, user: Account = ADMIN): Promise<Headers> {
  const authorization = await clientHeader(request);
  const captcha = await (
    await request.get(`${GATEWAY}/api/lingxi-auth/oauth/captcha`, { headers: { authorization } })
  ).json();
  const token = await request.post(`${GATEWAY}/api/lingxi-auth/oauth/token`, {
    headers: { authorization, 'Tenant-Id': user.tenant, 'Captcha-Key': captcha.key, 'Captcha-Code': CAPTCHA },
    params: {
      tenantId: user.tenant,
      username: user.account,
      password: md5(user.password),
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    },
  });
  expect(token.status()).toBe(200);
  const { access_token } = await token.json();
  return { authorization, 'lingxi-auth': `bearer ${access_token}` };
}

/** A node of the server's menu tree (CONTRACT "Menus and permissions"). */
export interface MenuNode {
  name: string;
  path: string;
  alias?: string;
  meta?: { i18n?: string; hidden?: boolean };
  children?: MenuNode[];
}

/** The administrator's menu, asked for over HTTP as the console does. */
export async function adminMenus(request: APIRequestContext): Promise<MenuNode[]> {
  const menus = await request.post(`${GATEWAY}/api/lingxi-system/menu/system-routes`, {
    headers: await apiLogin(request, ADMIN),
  });
  return (await menus.json()).data;
}

// ---- one console per spec file ----

interface OpenConsole {
  key: string;
  context: BrowserContext;
  page: Page;
}

/** Specs that make a signed-in context of their own start it as the fixture does. */
export { newSignedInContext };

/**
 * What the console recorded in `window.__LINGXI_LATE_STYLES__`. A test may end while its last step's
 * navigation is still loading (a page that leaves for the login page): the record is then read from the
 * document that loads, once it has.
 */
async function lateStyles(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate(
        () => (window as { __LINGXI_LATE_STYLES__?: string[] }).__LINGXI_LATE_STYLES__ ?? [],
      );
    } catch (error) {
      if (attempt === 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState();
    }
  }
}

/**
 * The browser tests' `test`: `page` is the spec file's one console, signed in (as the administrator unless
 * the file says `test.use({ storageState: signedIn(OPERATOR) })`), kept from one test to the next; a test
 * moves inside it with `open` or the menus. A new console is made for the next file, for other context
 * options (storage state, locale, viewport), and after a failed test (so one failure does not spill into the
 * next test). Routes a test sets up are removed and the viewport put back after it. A test that needs a
 * console of its own takes `freshPage` (or makes a context from `browser`).
 */
export const test = base.extend<{ freshPage: Page }, { consoles: { current?: OpenConsole } }>({
  storageState: signedIn(ADMIN),
  consoles: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first argument
    async ({}, use) => {
      const consoles: { current?: OpenConsole } = {};
      await use(consoles);
      await consoles.current?.context.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    { browser, consoles, storageState, baseURL, locale, viewport, reducedMotion, acceptDownloads },
    use,
    testInfo,
  ) => {
    const key = JSON.stringify([testInfo.file, storageState, locale, viewport, reducedMotion]);
    if (consoles.current?.key !== key) {
      await consoles.current?.context.close();
      consoles.current = undefined;
      const context = await newSignedInContext(browser, {
        baseURL,
        locale,
        viewport,
        reducedMotion,
        acceptDownloads,
        storageState: await currentState(browser, storageState),
      });
      consoles.current = { key, context, page: await context.newPage() };
    }
    const { page } = consoles.current;
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) {
      await consoles.current.context.close();
      consoles.current = undefined;
      return;
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // issue 25: every antd style the test's console drew was in the shell's build-time sheet or came with
    // its deferred component: none drawn by a style function loaded late (@lingxi/build, lateStyles.js),
    // none waiting for stylis ("stylis", lateStylis.js). A component drawn in a form the sheet lacks would
    // wait for that chunk: such a form goes in @lingxi/build's antdCatalogue.cjs.
    const late = await lateStyles(page);
    expect(late, "antd styles the build's sheet does not hold (antdCatalogue.cjs)").toEqual([]);
    // the next test starts with none of this one's notices on screen (a stale 删除成功 would pass its check)
    await expect(page.locator('.lx-toasts [role="alert"]')).toHaveCount(0, { timeout: 5_000 });
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height))
      await page.setViewportSize(viewport);
  },
  freshPage: async ({ context }, use) => {
    await use(await context.newPage());
  },
});

// ---- steps the page walks repeat ----

/** The rows of the page's list. */
export const rows = (page: Page) => page.locator('.lx-crud tbody tr.ant-table-row');

/**
 * Asks the server for the list again (the toolbar's 刷新), as a person does who knows a record was added
 * elsewhere: a console keeps a list it showed in the last 5 s (the kit's cache), so a test that seeds a
 * record over the API and opens a page it visited just before refreshes before looking for the record.
 */
export async function refresh(page: Page) {
  const listed = page.waitForResponse(
    (res) => res.request().method() === 'GET' && res.url().includes('/api/'),
  );
  await page.locator('#lx-main').getByRole('button', { name: '刷新', exact: true }).click();
  await listed;
}

/** Fills a field of the list's search form and searches. */
export async function search(page: Page, label: string, value: string) {
  await page.locator('.lx-search-form').getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
}

/** Picks an option of a select field (antd renders the options in a pop-up list). */
export async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/**
 * Waits until a dialog (or drawer) has finished opening: its zoom is a CSS animation, and a dropdown
 * opened meanwhile is placed against an input that is still moving. Endless ones (spinners) are left out.
 */
export async function opened(scope: Locator) {
  await expect(scope).toBeVisible();
  await scope.evaluate(async (element) => {
    const root = element.closest('.ant-modal-wrap') ?? element;
    const finite = root
      .getAnimations({ subtree: true })
      .filter((one) => Number.isFinite(Number(one.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((one) => one.finished.catch(() => undefined)));
  });
}

/** Picks an option of a searchable select by its title, typed in as a person narrows a long list down. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await opened(scope);
  await scope.getByLabel(label, { exact: true }).click();
  await scope.getByLabel(label, { exact: true }).fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Picks a node of a tree select by its title, typed into the field as a person narrows it down. */
export async function pickNode(page: Page, scope: Locator, label: string, node: string) {
  await opened(scope);
  await scope.getByLabel(label, { exact: true }).click();
  await scope.getByLabel(label, { exact: true }).fill(node);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-tree-title')
    .getByText(node, { exact: true })
    .first()
    .click();
}

/**
 * Types a day (YYYY-MM-DD) into a date field and clicks it in the calendar, as a person does. (Enter would
 * also submit the form the field is in.)
 */
export async function pickDate(page: Page, scope: Locator, label: string, day: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await page.locator(`.ant-picker-dropdown:visible td[title="${day}"]`).click();
  await expect(input).toHaveValue(day);
}

/** A day counted from today (local time), as YYYY-MM-DD. */
export const dayFromToday = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Answers 确定 in the confirmation box, after checking its question when one is given. */
export async function confirm(page: Page, question?: string) {
  const box = page.locator('.ant-modal-confirm');
  if (question) await expect(box).toContainText(question);
  await box.getByRole('button', { name: /^确\s?定$/ }).click();
}

/**
 * A full-page screenshot of a page, for people reviewing the looks: taken when `E2E_SHOTS=1`
 * (test-results/screenshots/<name>.png). The tests about looks (widths, English) take their own always.
 */
export async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.mouse.move(0, 0); // no tooltip over the table
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** The records of a list call (a page of up to 200). */
export async function records(
  request: APIRequestContext,
  headers: Headers,
  call: string,
  params: Record<string, string | number> = {},
): Promise<Record<string, unknown>[]> {
  const res = await request.get(`${GATEWAY}/api${call}`, { headers, params: { size: 200, ...params } });
  expect(res.status(), call).toBe(200);
  return (await res.json()).data.records;
}

/**
 * A POST to the gateway (seeding a record, a change made "elsewhere"): query parameters or a JSON body;
 * answers `data`, and fails the test on any answer but 200.
 */
export async function post<T = unknown>(
  request: APIRequestContext,
  headers: Headers,
  call: string,
  { params, data }: { params?: Record<string, string | number>; data?: unknown },
): Promise<T> {
  const res = await request.post(`${GATEWAY}/api${call}`, { headers, params, data });
  expect(res.status(), `${call} ${res.status() === 200 ? '' : await res.text()}`).toBe(200);
  return (await res.json()).data as T;
}

/** Pastes HTML into a rich-text editor's text as the clipboard hands it over (a paste event with its data). */
export async function pasteHtml(editor: Locator, html: string) {
  await editor.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', '');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** A saved signed-in state (a storageState file) with the interface language switched to English. */
export async function inEnglish(stateFile: string) {
  const { readFile } = await import('node:fs/promises');
  const saved: Awaited<ReturnType<BrowserContext['storageState']>> = JSON.parse(
    await readFile(stateFile, 'utf8'),
  );
  return {
    ...saved,
    origins: saved.origins.map((origin) => ({
      ...origin,
      localStorage: [
        ...origin.localStorage.filter((item) => item.name !== 'lingxi-language'),
        {
          name: 'lingxi-language',
          value: JSON.stringify({ dataType: 'string', content: 'en', type: 'local', datetime: Date.now() }),
        },
      ],
    })),
  };
}

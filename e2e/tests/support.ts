import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

export const ADMIN = { tenant: '000000', account: 'admin', password: 'admin' };
export const OPERATOR = { tenant: '000000', account: 'operator', password: 'operator' };

/** Logs in through the shell's login page, as a person does. */
export async function login(page: Page, user = ADMIN, target = '/') {
  await page.goto(target === '/' ? '/login' : target);
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

export const centreTab = (page: Page, name: string) =>
  page.locator('.lx-centre-tabs').getByRole('button', { name, exact: true });

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The Basic client header, from the runtime config the gateway hands the console. */
export async function clientHeader(request: APIRequestContext): Promise<string> {
  const { clientId, clientSecret } = await (await request.get(`${GATEWAY}/lingxi.config.json`)).json();
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** Logs in over HTTP, as a second browser would: the headers of calls made as that user. */
export async function apiLogin(request: APIRequestContext, user = ADMIN): Promise<Record<string, string>> {
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

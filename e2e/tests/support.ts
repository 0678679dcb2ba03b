import { expect, type Page } from '@playwright/test';

export const CAPTCHA = '8888'; // LINGXI_CAPTCHA_CODE of the test gateway (playwright.config.ts)
export const GATEWAY = `http://localhost:${process.env.E2E_GATEWAY_PORT ?? 8181}`;
/** The same gateway under another origin: "a centre served from elsewhere". */
export const OTHER_ORIGIN = `http://127.0.0.1:${process.env.E2E_GATEWAY_PORT ?? 8181}`;

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

export const centreTab = (page: Page, name: string) =>
  page.locator('.lx-centre-tabs').getByRole('button', { name, exact: true });

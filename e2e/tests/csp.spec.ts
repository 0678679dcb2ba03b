/**
 * The console's pages run under their content security policy (issue 19, item 12): no violation is
 * reported while logging in, loading a centre through the federation, and embedding the isFrame login
 * in a page of another allowed origin (frame-ancestors).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { GATEWAY, login, OTHER_ORIGIN } from './support';

/** Every CSP violation the page reports, and every console message that names the policy. */
async function watch(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('__lxCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __lxCspViolation(t: string): void }).__lxCspViolation(
        `${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return seen;
}

test('login and a centre page report no CSP violation', async ({ page }) => {
  const violations = await watch(page);
  const res = await page.goto('/login');
  expect(res?.headers()['content-security-policy']).toContain('frame-ancestors');
  await login(page);
  await page.goto('/system/param');
  await expect(page.locator('.lx-crud tbody tr.ant-table-row').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the isFrame login runs in a frame of another allowed origin, without a violation', async ({ page }) => {
  // a page of the other loopback origin (allowed to embed by default) framing the console
  const portal = http.createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><title>portal</title><iframe id="console" style="width:1200px;height:800px" src="${GATEWAY}/login?isFrame=1&account=admin&password=admin"></iframe>`,
      );
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  try {
    const violations = await watch(page);
    await page.goto(`http://127.0.0.1:${(portal.address() as AddressInfo).port}/`);
    const frame = page.frameLocator('#console');
    await expect(frame.locator('.lx-console')).toBeVisible();
    expect(violations).toEqual([]);
    expect(OTHER_ORIGIN).toMatch(/^http:\/\/127\.0\.0\.1:/);
  } finally {
    await new Promise<void>((resolve) => portal.close(() => resolve()));
  }
});

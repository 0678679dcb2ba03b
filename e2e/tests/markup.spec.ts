/**
 * Stored markup is shown as text (issue 13): text fields holding `<img src=x onerror=…>` and `<script>` are
 * rendered as text in the list and the detail view of every page that shows them; nothing they carry
 * runs. Each record is stored through the API, then its page is opened filtered to it (the list state is
 * in the address).
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN, apiLogin, GATEWAY, open, test } from './support';

const IMG = '<img src=x onerror="window.__xss=(window.__xss||0)+1">';
const SCRIPT = '<script>window.__xss=(window.__xss||0)+1</script>';

interface MarkupPage {
  path: string;
  /** Where a record is stored, and its body with `text` in its text fields and `key` unique. */
  submit: string;
  body: (text: string, key: string) => Record<string, unknown>;
  /** The address's filter that finds the record. */
  filter: (key: string) => string;
}

const PAGES: MarkupPage[] = [
  {
    path: '/system/param',
    submit: '/api/lingxi-system/param/submit',
    body: (text, key) => ({ paramName: text, paramKey: key, paramValue: text }),
    filter: (key) => `paramKey=${encodeURIComponent(key)}`,
  },
  {
    path: '/system/post',
    submit: '/api/lingxi-system/post/submit',
    body: (text, key) => ({
      category: 1,
      postCode: key.replace(/\W/g, '').slice(-12),
      postName: text,
      sort: 1,
      remark: text,
    }),
    filter: (key) => `postCode=${encodeURIComponent(key.replace(/\W/g, '').slice(-12))}`,
  },
  {
    path: '/system/datasource',
    submit: '/api/lingxi-develop/datasource/submit',
    body: (text, key) => ({
      name: `${text}${key}`,
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://127.0.0.1:5432/demo',
      username: 'demo',
      password: 'demo',
      remark: text,
    }),
    filter: (key) => `name=${encodeURIComponent(key)}`,
  },
];

async function expectShownAsText(page: Page, text: string) {
  const row = page.locator('.lx-crud tbody tr.ant-table-row').first();
  await expect(row).toContainText(text);
  await row.getByRole('button', { name: '查看' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(text).first()).toBeVisible();
  await dialog.locator('.ant-modal-footer, .ant-drawer-footer').getByRole('button', { name: '关闭' }).click();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

for (const target of PAGES) {
  test(`${target.path} shows stored markup as text and runs none of it`, async ({ page, request }) => {
    const headers = await apiLogin(request, ADMIN);
    const stamp = Date.now();
    for (const [i, text] of [IMG, SCRIPT].entries()) {
      const key = `markup.${stamp}.${i}`;
      const stored = await request.post(`${GATEWAY}${target.submit}`, {
        headers,
        data: target.body(text, key),
      });
      expect(stored.status()).toBe(200);
      await open(page, `${target.path}?${target.filter(key)}`);
      await expectShownAsText(page, text);
    }
  });
}

/**
 * The promotion centre in the browser (issue 22): an editor of notices (the administrator) writes a notice
 * in the rich-text editor with the toolbar's bold and a link asked for with Ctrl+K, pastes HTML carrying an
 * `<img onerror>`, publishes it, and opens it from the list: formatted and safe. The page's other checks are
 * in its page test (apps/promotion/test/pages/notice.test.tsx).
 */
import { expect } from '@playwright/test';
import { open, opened, pasteHtml, pick, rows, search, test, uniq } from './support';

const GUIDE = 'https://example.com/guide';

test('a notice written with bold, a link and a hostile paste is published formatted and safe', async ({
  page,
}) => {
  const title = `浏览器通知${uniq()}`;
  await open(page, '/content/notice');
  await page.locator('#lx-main').getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await opened(dialog);
  await dialog.getByLabel('通知标题', { exact: true }).fill(title);
  await pick(page, dialog, '通知类型', '发布通知');
  await dialog.getByLabel('发布时间', { exact: true }).fill('2026-11-20 09:30:00');
  // the picker's 确定 takes the typed time (Enter would submit the form)
  await page
    .locator('.ant-picker-dropdown:visible')
    .getByRole('button', { name: /^确\s?定$/ })
    .click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);

  // tiptap's chunk is fetched when the form opens: the text box comes when it is in
  const text = dialog.getByRole('textbox', { name: '通知内容' });
  await text.click();
  await page.keyboard.type('Open ');
  const bold = dialog.getByRole('button', { name: '加粗', exact: true });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('hours');
  await bold.click();
  await page.keyboard.type(' guide: ');
  await expect(text).toHaveText(/^Open hours guide:\s*$/);
  // Ctrl+K with no selection: the address goes in as the link's text
  await page.keyboard.press('Control+k');
  const address = dialog.getByLabel('链接地址', { exact: true });
  await address.fill(GUIDE);
  await address.press('Enter');
  await expect(text.getByRole('link', { name: GUIDE })).toHaveAttribute('href', GUIDE);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await pasteHtml(text, '<p>pasted <em>note</em></p><img src=x onerror="window.hacked=1">');
  await expect(text.getByText('note', { exact: true })).toBeVisible();
  await expect(text.locator('img')).toHaveCount(0);

  const saved = page.waitForResponse((res) => res.url().includes('/lingxi-desk/notice/submit'));
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await search(page, '通知标题', title);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: '查看', exact: true }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await opened(view);
  await expect(view.locator('strong')).toHaveText('hours');
  await expect(view.getByRole('link', { name: GUIDE })).toHaveAttribute('href', GUIDE);
  await expect(view.getByText('note', { exact: true })).toBeVisible();
  await expect(view.locator('img, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
});

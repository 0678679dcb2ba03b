/**
 * Keyboard check (issue 11 "Checks in the test command"): log in, open menu search with Ctrl+K, go to a
 * page, search, add, edit and delete a record, switch centre and log out with the keyboard alone
 * (page.keyboard only, no clicks), checking where focus lands (document.activeElement) after each step.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, CAPTCHA } from './support';

// With the animations the console has by default. With reduced motion (the other suites' setting), a
// Tab pressed at once after antd's delete confirmation had focused 取消 once failed to reach 确定 in CI
// (antd's dialog focus lock; not yet understood, so this walk is kept on the default setting).
test.use({ reducedMotion: 'no-preference' });

/** Whether `locator` is document.activeElement. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** What has focus, for a failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}#${element.id}.${element.className} "${name}"`;
  });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached it; focus: ${await describeFocus(page)}`,
  );
}

test('the console with the keyboard alone: login, menu search, search, add, edit, delete, centre, logout', async ({
  page,
}) => {
  const name = `kbd${Date.now().toString(36)}`;

  // log in
  await page.goto('/login');
  await expect(page.locator('#login-tenantId')).toHaveValue(ADMIN.tenant);
  await tabTo(page, page.locator('#login-username'));
  await page.keyboard.type(ADMIN.account);
  await page.keyboard.press('Tab');
  await expect(page.locator('#login-password')).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await tabTo(page, page.locator('#login-code'));
  await page.keyboard.type(CAPTCHA);
  await page.keyboard.press('Enter');
  await expect(page.locator('.lx-console')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/index$/);

  // the skip link is the first tab stop, and takes focus to the content
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport(); // shown while focused
  await page.keyboard.press('Enter');
  await expect(page.locator('#lx-main :focus, #lx-main:focus')).toHaveCount(1);
  await expect(page).toHaveURL(/\/home\/index$/); // no #fragment navigation

  // menu search: Ctrl+K, type, arrows, Enter; focus lands on the new page's heading
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: '菜单搜索' });
  const combobox = search.getByRole('combobox', { name: '菜单搜索' });
  await expect(combobox).toBeFocused();
  await page.keyboard.type('参数');
  const target = search.getByRole('option', { name: /参数管理/ });
  await expect(target).toBeVisible();
  for (let step = 0; step < 10 && (await target.getAttribute('aria-selected')) !== 'true'; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/param$/);
  const heading = page.locator('#lx-main h1');
  await expect(heading).toHaveText('参数管理');
  await expect(heading).toBeFocused();
  const rows = page.locator('.lx-crud tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  // add: the dialog opens on its first field; Tab through the fields; focus returns to the add button
  const add = page.locator('.lx-crud').getByRole('button', { name: '新增', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog', { name: '新增' });
  await expect(addDialog.getByLabel('参数名称')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(addDialog.getByLabel('参数键名')).toBeFocused();
  await page.keyboard.type(`${name}.key`);
  await page.keyboard.press('Tab');
  await expect(addDialog.getByLabel('参数键值')).toBeFocused();
  await page.keyboard.type('by keyboard');
  await tabTo(page, addDialog.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(add).toBeFocused();

  // search: back to the query form, type, Enter; focus stays in the field
  const searchName = page.locator('.lx-search-form').getByLabel('参数名称');
  await tabTo(page, searchName, { back: true });
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`paramName=${name}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${name}.key`);
  await expect(searchName).toBeFocused();

  // edit: the row's edit button; the dialog opens on its first field, filled; back to the edit button
  const edit = rows.first().getByRole('button', { name: '编辑' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: '编辑' });
  await expect(editDialog.getByLabel('参数名称')).toHaveValue(name);
  await expect(editDialog.getByLabel('参数名称')).toBeFocused();
  await tabTo(page, editDialog.getByLabel('参数键值'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('edited by keyboard');
  await tabTo(page, editDialog.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(rows.first()).toContainText('edited by keyboard');
  await expect(edit).toBeFocused();

  // delete: the confirmation starts on its safe answer; after the delete focus stays in the table
  await tabTo(page, rows.first().getByRole('button', { name: '删除' }));
  await page.keyboard.press('Enter');
  const confirm = page.locator('.ant-modal-confirm', { hasText: '确定将选择数据删除?' });
  await expect(confirm.getByRole('button', { name: /取\s?消/ })).toBeFocused();
  // the dialog settles its own focus when its opening motion ends; a Tab pressed before that was
  // taken back once in CI, so the next answer is reached once the motion is over, in one press
  await expect(confirm).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await expect(confirm.getByRole('button', { name: /取\s?消/ })).toBeFocused();
  expect(await tabTo(page, confirm.getByRole('button', { name: /确\s?定/ }), { max: 1 })).toBe(1);
  await page.keyboard.press('Enter');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.locator('.lx-table-region')).toBeFocused();

  // switch centre: back to the top bar; focus stays on the centre's tab
  const business = page.locator('.lx-centre-tabs').getByRole('button', { name: '综合业务服务中心' });
  await tabTo(page, business, { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(business).toHaveAttribute('aria-current', 'page');
  await expect(page).not.toHaveURL(/\/system\/param/);
  await expect(business).toBeFocused();

  // log out: the user menu opens from the keyboard with focus in it; the confirmation starts on OK
  const user = page.getByTestId('user-menu');
  await tabTo(page, user);
  await page.keyboard.press('Enter');
  const logout = page.getByRole('menuitem', { name: '退出登录' });
  await expect(logout).toBeVisible();
  await expect(page.locator('.ant-dropdown-menu:focus, .ant-dropdown-menu :focus')).toHaveCount(1);
  for (let step = 0; step < 5 && !(await hasFocus(logout)); step += 1) await page.keyboard.press('ArrowDown');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  const bye = page.locator('.ant-modal-confirm', { hasText: '退出系统, 是否继续?' });
  await expect(bye.getByRole('button', { name: /确\s?定/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
});

test('page tabs: only tabs in the tab list, the close buttons out of the tab order, Delete closes a tab', async ({
  page,
}) => {
  await page.goto('/login');
  await page.locator('#login-username').fill(ADMIN.account);
  await page.locator('#login-password').fill(ADMIN.password);
  await page.locator('#login-code').fill(CAPTCHA);
  await page.keyboard.press('Enter');
  await expect(page.locator('.lx-console')).toBeVisible();
  await page.goto('/system/param');
  await expect(page.locator('.lx-crud')).toBeVisible();
  await page.goto('/system/tenant');
  const tabs = page.locator('.lx-page-tabs [role="tab"]');
  await expect(tabs).toHaveText(['首页', '参数管理', '租户管理']);
  // the tab list's own children are tabs only: the tab actions button sits beside it
  await expect(page.locator('[role="tablist"]').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '标签操作' })).toBeVisible();
  await expect(page.locator('.ant-tabs-tab-remove[tabindex="0"]')).toHaveCount(0);

  const active = page.getByRole('tab', { name: '租户管理' });
  await active.focus();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveText(['首页', '参数管理']);
  await expect(page).toHaveURL(/\/system\/param$/);
});

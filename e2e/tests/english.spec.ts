/**
 * The English interface (SPEC §1 languages, §2 window title, §3 menu `meta.i18n`): menu names follow the
 * language in the sidebar, page tabs, window title and menu search, and no page of any centre leaves a
 * Chinese text in the console's own words. Data from the server may stay Chinese.
 */
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { adminMenus, type MenuNode, navigateInApp, open, test } from './support';

const SCREENSHOTS = path.join(import.meta.dirname, '../test-results/screenshots');
const CHINESE = /[\u4e00-\u9fff]/;

async function switchLanguage(page: Page, to: 'English' | '中文') {
  await page
    .locator('.lx-topbar-right')
    .getByRole('button', { name: /切换语言|switch language/i })
    .click();
  await page.getByRole('menuitem', { name: to }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en' : 'zh-CN');
}

const sider = (page: Page) => page.locator('.lx-sider');
const pageTab = (page: Page, name: string) =>
  page.locator('.lx-page-tabs').getByRole('tab', { name, exact: true });

test('menu names follow the language: sidebar, page tabs, window title, breadcrumb and menu search', async ({
  page,
}) => {
  await open(page, '/system/param');
  await navigateInApp(page, '/basicData/areaPublish');
  await expect(page.locator('.lx-page-title')).toHaveText('区域发布');
  await navigateInApp(page, '/system/param');
  await expect(sider(page).getByRole('menuitem', { name: '参数管理' })).toBeVisible();
  await expect(pageTab(page, '参数管理')).toBeVisible();
  await expect(page).toHaveTitle('参数管理 - 灵犀运营管理平台');

  await switchLanguage(page, 'English');
  await expect(sider(page).getByRole('menuitem', { name: 'System parameters' })).toBeVisible();
  await expect(sider(page).getByRole('menuitem', { name: 'System', exact: true })).toBeVisible();
  await expect(sider(page)).not.toContainText(CHINESE);
  // both open tabs are re-labelled, the one in the background too
  await expect(pageTab(page, 'System parameters')).toBeVisible();
  await expect(pageTab(page, 'Regions')).toBeVisible();
  await expect(page).toHaveTitle('System parameters - Lingxi Operations Console');
  await expect(page.locator('.lx-page-header .ant-breadcrumb')).toHaveText(/System\s*\/\s*System parameters/);

  // SPEC §2 menu search: prefix match, case-insensitive, on the name as shown
  await page.keyboard.press('Control+k');
  const search = page.locator('.lx-menu-search');
  await search.getByRole('combobox').fill('regi');
  await expect(search.getByRole('option', { name: /Regions/ })).toBeVisible();
  await search.getByRole('combobox').fill('区域');
  await expect(search.locator('.ant-empty-description')).toHaveText('no data');
  await search.getByRole('combobox').fill('GOVERNMENT U');
  await search.getByRole('option', { name: /Government users/ }).click();
  await expect(page).toHaveURL(/\/managerUser\/governmentUsers$/);
  await expect(page).toHaveTitle('Government users - Lingxi Operations Console');
  await expect(pageTab(page, 'Government users')).toBeVisible();

  await switchLanguage(page, '中文');
  await expect(sider(page).getByRole('menuitem', { name: '参数管理' })).toBeVisible();
  await expect(sider(page).getByRole('menuitem', { name: '用户管理' })).toBeVisible();
  await expect(pageTab(page, '参数管理')).toBeVisible();
  await expect(pageTab(page, '政府用户')).toBeVisible();
  await expect(page).toHaveTitle('政府用户 - 灵犀运营管理平台');
  await page.keyboard.press('Control+k');
  await search.getByRole('combobox').fill('region');
  await expect(search.locator('.ant-empty-description')).toHaveText('暂无数据');
  await search.getByRole('combobox').fill('区域');
  await expect(search.getByRole('option', { name: /区域发布/ })).toBeVisible();
  await page.keyboard.press('Escape'); // the next test goes on in this console
  await expect(search).toBeHidden();
});

interface Leftover {
  path: string;
  where: string;
  text: string;
}

/** The console's own words on screen: everything but the server's data. */
async function ownTexts(scope: Locator): Promise<{ where: string; text: string }[]> {
  return scope.evaluate((root) => {
    const visible = (element: Element) => {
      const box = (element as HTMLElement).getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const found: { where: string; text: string }[] = [];
    const take = (where: string, selector: string, read = (el: Element) => el.textContent ?? '') => {
      for (const element of root.querySelectorAll(selector)) {
        if (!visible(element)) continue;
        // rows of a table (but for their action buttons), tree nodes, chosen values and the user's name are
        // the server's data
        const data = element.closest(
          '.ant-table-tbody, .ant-tree-list, .ant-select-selection-item, .lx-user',
        );
        if (data && where !== 'row button') continue;
        const text = read(element).trim();
        if (text) found.push({ where, text });
      }
    };
    take('button', 'button, [role="button"], .ant-btn');
    take('row button', '.ant-table-tbody button, .ant-table-tbody .ant-btn');
    take('dialog title', '.ant-modal-title, .ant-drawer-title, .ant-modal-confirm-title');
    take('form label', '.ant-form-item-label label, .ant-form-item-label');
    take('table header', '.ant-table-thead th');
    take('detail label', '.ant-descriptions-item-label');
    take(
      'placeholder',
      'input[placeholder], textarea[placeholder]',
      (el) => el.getAttribute('placeholder') ?? '',
    );
    take('placeholder', '.ant-select-selection-placeholder, .ant-picker-input input');
    take('heading', 'h1, .ant-breadcrumb, .ant-card-head-title, .ant-tabs-tab, .ant-empty-description');
    take('choice', '.ant-radio-wrapper, .ant-checkbox-wrapper, .ant-segmented-item-label, .ant-switch-inner');
    take('pagination', '.ant-pagination-total-text, .ant-pagination-options');
    return found;
  });
}

test('English completeness: no Chinese in the console’s own texts on any page of the four centres', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000); // some 75 pages, and the add dialog and a row's view of each page that has them
  const groups = await adminMenus(request);
  const leaves = (node: MenuNode): MenuNode[] =>
    node.children?.length ? node.children.flatMap(leaves) : [node];
  // SPEC §2: an external address opens in the frame route, named by the menu entry
  const isExternal = (path: string) => /^https?:\/\//i.test(path) || /\.html?$/i.test(path);
  const paths = groups
    .flatMap(leaves)
    .map((leaf) =>
      isExternal(leaf.path)
        ? `/myiframe/urlPath?${new URLSearchParams({ src: leaf.path, name: leaf.name })}`
        : leaf.path,
    );
  expect(paths.length).toBeGreaterThanOrEqual(70);
  // the console's own pages too: home and the profile
  paths.unshift('/home/index', '/info/index');

  await open(page, '/system/param');
  await switchLanguage(page, 'English');
  const leftovers: Leftover[] = [];
  const check = async (path: string, scope: Locator) => {
    if ((await scope.count()) === 0) return; // the home page has no sidebar
    for (const { where, text } of await ownTexts(scope)) {
      if (CHINESE.test(text)) leftovers.push({ path, where, text });
    }
  };
  let dialogs = 0;
  let views = 0;
  const withoutAdd: string[] = [];
  const shots = new Set(['/system/param', '/platform/roles', '/appeal/manage', '/member/operLog']);

  for (const path of paths) {
    await navigateInApp(page, path);
    const content = page.locator('.lx-page');
    await expect(
      content
        .locator(
          'h1, .ant-table, .ant-tree, .ant-card, .ant-tabs, .ant-form, [data-testid="page-placeholder"], iframe',
        )
        .first(),
      path,
    ).toBeVisible();
    await expect(content.locator('.ant-spin-spinning')).toHaveCount(0);
    // the window title follows the page once it has rendered; the home page's is fixed Chinese (SPEC §2)
    if (path !== '/home/index') {
      await expect
        .poll(() => page.title(), { message: `${path}: window title`, timeout: 3_000 })
        .not.toMatch(CHINESE)
        .catch(async () => leftovers.push({ path, where: 'window title', text: await page.title() }));
    }
    await check(path, page.locator('.lx-topbar, .lx-home-header'));
    await check(path, sider(page));
    await check(path, page.locator('.lx-page-tabs'));
    await check(path, content);
    const name = path.split('?')[0]?.split('/').filter(Boolean).join('-');
    if (shots.has(path)) {
      await page.screenshot({ animations: 'disabled', path: `${SCREENSHOTS}/en-${name}.png` });
    }

    // a row's view: its title and the labels of its details (opened and closed)
    const view = content.locator('.ant-table-tbody button').filter({ hasText: /^\s*(View|查看)\s*$/ });
    if ((await view.count()) > 0) {
      await view.first().click();
      const details = page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible').last();
      await expect(details, `${path}: the view`).toBeVisible();
      await expect(details.locator('.ant-spin-spinning')).toHaveCount(0);
      await check(`${path} (view)`, details);
      views += 1;
      await page.keyboard.press('Escape');
      await expect(details, `${path}: the view closes`).toBeHidden();
    }

    // the add dialog: its title, labels and placeholders (opened and closed, nothing saved)
    // the page's own Add (or a leftover 新增), not a row's
    const add = content
      .locator('button:not(.ant-table-tbody button)')
      .filter({ hasText: /^\s*(Add|新增)\s*$/ });
    if ((await add.count()) === 0) {
      withoutAdd.push(path);
      continue;
    }
    await add.first().click();
    const dialog = page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible').last();
    await expect(dialog, `${path}: the add dialog`).toBeVisible();
    await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
    await check(`${path} (add)`, dialog);
    dialogs += 1;
    if (path === '/system/param') {
      await page.screenshot({ animations: 'disabled', path: `${SCREENSHOTS}/en-${name}-add.png` });
    }
    await page.keyboard.press('Escape');
    await expect(dialog, `${path}: the add dialog closes`).toBeHidden();
  }

  // every list page of the system centre and the appeal pages that add (22 when written)
  expect(
    dialogs,
    `add dialogs opened and read (pages without one: ${withoutAdd.join(' ')})`,
  ).toBeGreaterThanOrEqual(20);
  expect(views, 'row views opened and read').toBeGreaterThanOrEqual(15);
  expect(
    leftovers.map(({ path, where, text }) => `${path} · ${where}: ${text}`),
    'Chinese texts left in English',
  ).toEqual([]);
});

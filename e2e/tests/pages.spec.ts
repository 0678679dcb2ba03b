/** The gateway's menu and the centres' route tables agree: every page of the menu opens in its centre. */
import { expect } from '@playwright/test';
import { adminMenus, type MenuNode, navigateInApp, open, test } from './support';

const CENTRE_OF_ALIAS: Record<string, string> = {
  enterpriseTerminal: 'business',
  certification: 'identity',
  promotion: 'promotion',
};

test('every page of the menu, hidden ones included, opens inside its own centre', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000); // some 75 pages, each opened as a menu click does
  const groups = await adminMenus(request);
  const leaves = (node: MenuNode): MenuNode[] =>
    node.children?.length ? node.children.flatMap(leaves) : [node];
  const all = groups.flatMap((group) =>
    leaves(group).map((leaf) => ({ ...leaf, centre: CENTRE_OF_ALIAS[group.alias ?? ''] ?? 'system' })),
  );
  // SPEC §2: entries whose path is an external http(s) or html address open in the frame route
  const isExternal = (path: string) => /^https?:\/\//i.test(path) || /\.html?$/i.test(path);
  const external = all.filter((entry) => isExternal(entry.path));
  const pages = all.filter((entry) => !isExternal(entry.path));
  expect(pages.length).toBeGreaterThanOrEqual(70);
  expect(new Set(pages.map((entry) => entry.centre))).toEqual(
    new Set(['system', 'business', 'identity', 'promotion']),
  );

  await open(page, '/home/index');
  for (const { path, centre } of pages) {
    // client-side navigation, as a menu click does
    await navigateInApp(page, path);
    const content = page.locator(`.lx-centre[data-centre="${centre}"]`);
    await expect(content, `${path} in the ${centre} centre`).toBeVisible();
    // every page is real (README "The pages"): its own content, never the placeholder
    await expect(
      content.locator('h1, .ant-table, .ant-tree, .ant-card, .ant-tabs').first(),
      path,
    ).toBeVisible();
    await expect(content.getByTestId('page-placeholder'), path).toHaveCount(0);
    await expect(page.getByTestId('centre-error')).toHaveCount(0);
  }
  for (const { path, name } of external) {
    await navigateInApp(page, '/system/param');
    await page.locator('.lx-sider').getByRole('menuitem', { name }).click();
    await expect(page).toHaveURL(/\/myiframe\/urlPath\?/);
    const frame = page.locator('iframe.lx-frame');
    await expect(frame).toHaveAttribute('src', path);
    await expect(page.frameLocator('iframe.lx-frame').locator('body')).toContainText(name);
  }
});

/**
 * The policy pages (issue 20) as the policy clerk (政策专员) uses them, against the real gateway: a policy
 * published with its content and a file, a project declared under it with two reviewing departments,
 * the project found again from the policy, and the policy's file downloaded under its own name with the
 * bytes that were uploaded. Each page's own logic is in its page test
 * (apps/business/test/pages/policy*.test.tsx).
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import {
  choose,
  dayFromToday,
  open,
  opened,
  POLICY_CLERK,
  pickDate,
  pickNode,
  rows,
  search,
  signedIn,
  test,
  uniq,
} from './support';

test.use({ storageState: signedIn(POLICY_CLERK) });

test('a policy published with a file, a project declared under it with two reviewing departments, found from the policy, its file downloaded', async ({
  page,
}) => {
  const title = `数字贸易发展扶持办法${uniq()}`;
  const project = `数字贸易示范企业认定${uniq()}`;
  const fileName = `申报指南-${uniq()}.txt`;
  const bytes = Buffer.from('数字贸易示范企业认定申报指南\n一、申报条件\n二、申报材料\n', 'utf8');

  // publish the policy: its fields, content and a file
  await open(page, '/policy/policy');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await opened(add);
  await add.getByLabel('政策标题', { exact: true }).fill(title);
  await choose(page, add, '政策类别', '招商引资');
  await add.getByLabel('发布部门', { exact: true }).fill('杭州市商务局');
  await pickDate(page, add, '发布日期', dayFromToday(0));
  await pickDate(page, add, '生效日期', dayFromToday(0));
  await add.locator('[contenteditable="true"]').click();
  await page.keyboard.type('对认定的数字贸易示范企业给予一次性奖励。');
  await add
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: bytes });
  await add.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(add).toBeHidden();

  // declare a project under it, open from yesterday for a month
  await open(page, '/policy/reportProject');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const declare = page.getByRole('dialog', { name: '新增' });
  await opened(declare);
  await choose(page, declare, '所属政策', title);
  await declare.getByLabel('项目名称', { exact: true }).fill(project);
  await pickDate(page, declare, '申报开始日期', dayFromToday(-1));
  await pickDate(page, declare, '申报截止日期', dayFromToday(30));
  await declare.getByLabel('联系人', { exact: true }).fill('陈晓峰');
  await expect(page.locator('.lx-toasts [role="alert"]')).toHaveCount(0); // the policy's 新增成功 has gone
  await declare.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(declare).toBeHidden();

  // its two reviewing departments, in the project's drawer
  await search(page, '项目名称', project);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('申报中');
  await rows(page).first().getByRole('button', { name: '审核部门' }).click();
  const drawer = page.getByRole('dialog', { name: `审核部门：${project}` });
  await opened(drawer);
  for (const dept of ['科技局', '商务局']) {
    await drawer.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增' });
    await pickNode(page, dialog, '审核部门', dept);
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(drawer.locator('tbody td').getByText(dept, { exact: true })).toBeVisible();
  }
  await expect(drawer.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await drawer
    .getByRole('button', { name: /关闭|Close/ })
    .first()
    .click();
  await expect(drawer).toBeHidden();

  // found from the policy: its details list the project with its departments, and its file
  await open(page, '/policy/policy');
  await search(page, '政策标题', title);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('招商引资');
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  const details = page.getByRole('dialog', { name: '政策详情' });
  await opened(details);
  await expect(details.getByText('对认定的数字贸易示范企业给予一次性奖励。')).toBeVisible();
  const listed = details.locator('.lx-policy-projects li', { hasText: project });
  await expect(listed).toContainText('申报中');
  await expect(listed).toContainText(/审核部门：(科技局、商务局|商务局、科技局)/);
  await expect(details.getByText('该政策下还有未截止的申报项目，不能删除')).toBeVisible();

  // the file, saved by the browser under its own name with the uploaded bytes
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('button', { name: `下载 ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path())).equals(bytes)).toBe(true);
  await expect(page.getByText(`已下载：${fileName}`)).toBeVisible();

  // and the project itself, reached from the policy's details
  await listed.getByRole('link', { name: project }).click();
  await expect(
    page.locator('.lx-page-tabs .ant-tabs-tab-active[data-node-key="/policy/reportProject"]'),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(project);
  await expect(rows(page).first()).toContainText(title);
});

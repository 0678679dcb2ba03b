/**
 * The appeal pages of the integrated business service centre (issue 12) against the real gateway:
 * appeal types, the management list with its drafts and detail, and one appeal walked from intake to
 * closure by the dispatcher, the two department handlers and the auditor in turn, checking at each step
 * the lists each of them sees, the buttons offered, the timeline and the light, read back from the server.
 */
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { ADMIN, apiLogin, GATEWAY, login, OPERATOR } from './support';

type Headers = Record<string, string>;
type Rec = Record<string, unknown>;

const user = (account: string) => ({ tenant: '000000', account, password: account });
const DISPATCHER = user('dispatcher');
const HANDLER1 = user('handler1'); // 企业服务处

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (page: Page) => page.locator('.lx-crud tbody tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function get(request: APIRequestContext, headers: Headers, path: string, params: Rec = {}) {
  const res = await request.get(`${GATEWAY}/api${path}`, {
    headers,
    params: params as Record<string, string>,
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data;
}

async function confirm(page: Page, question: string) {
  const box = page.locator('.ant-modal-confirm');
  await expect(box).toContainText(question);
  await box.getByRole('button', { name: '确定' }).click();
}

async function search(page: Page, label: string, value: string) {
  await page.locator('.lx-search-form').getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
}

async function shot(page: Page, name: string) {
  await page.locator('.ant-table-row').first().waitFor();
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** Picks a node of a (tree) select by its title. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await scope.getByLabel(label, { exact: true }).fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first().click();
}

/** A page of its own for one user (each of the flow's actors works in his own browser). */
async function as(
  browser: Browser,
  who: { tenant: string; account: string; password: string },
  path: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, who, path);
  return page;
}

/** The buttons a row offers, in order. */
const buttonsOf = (target: Locator) => target.getByRole('button').allInnerTexts();
const words = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ''));

test('appeal types: two levels with time limits; add with validation, add child, edit, view, delete', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await login(page, ADMIN, '/appeal/type');
  await expect(row(page, '涉企审批')).toContainText('一级');
  await shot(page, 'appealType');

  const name = `端到端类型${uniq()}`;
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请输入类型名称')).toBeVisible();
  await add.getByLabel('类型名称').fill(name);
  await add.getByLabel('办理时限(工作日)').fill('6');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const all = (await get(request, headers, '/lingxi-appeal-type/apltype/all')) as Rec[];
  const parent = all.find((one) => one.fName === name);
  expect(parent).toMatchObject({ fLimitDays: 6, level: 1 });

  await search(page, '类型名称', name);
  await expect(rows(page)).toHaveCount(1);
  await row(page, name).getByRole('button', { name: '新增子类型' }).click();
  const child = page.getByRole('dialog', { name: '新增' });
  await child.getByLabel('类型名称').fill(`${name}子`);
  await child.getByLabel('办理时限(工作日)').fill('3');
  await child.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const kids = (await get(request, headers, '/lingxi-appeal-type/apltype/level2', {
    fParentNode: String(parent?.id),
  })) as Rec[];
  expect(kids).toEqual([expect.objectContaining({ fName: `${name}子`, fLimitDays: 3, level: 2 })]);

  await search(page, '类型名称', `${name}子`);
  await row(page, `${name}子`).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('类型名称')).toHaveValue(`${name}子`);
  await edit.getByLabel('办理时限(工作日)').fill('4');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await row(page, `${name}子`).first().getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('dialog', { name: '查看' })).toContainText('4');
  await page.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();

  await row(page, `${name}子`).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect(
    await get(request, headers, '/lingxi-appeal-type/apltype/level2', { fParentNode: String(parent?.id) }),
  ).toEqual([]);
});

test('appeal management: search, draft added with validation, edited, removed; the restricted operator has no appeal pages', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  await login(page, ADMIN, '/appeal/manage');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'appeal');
  // the seeded overdue appeal: a red light, and its manual light beside it
  await page.locator('.lx-search-form').getByLabel('红绿灯', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('红灯', { exact: true }).click();
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows(page).first().locator('[data-light="red"]')).toBeVisible();
  await page.getByRole('button', { name: '清空', exact: true }).click();

  const title = `端到端诉求${uniq()}`;
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请输入诉求标题')).toBeVisible();
  await add.getByLabel('诉求标题').fill(title);
  await pick(page, add, '诉求类型', '证照办理');
  await add.getByLabel('企业名称').fill('杭州灵犀科技有限公司');
  await add.getByLabel('诉求内容').fill('营业执照变更办理进度咨询');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const [draft] = (await get(request, headers, '/lingxi-appeal/appeal/search', { title })).records as Rec[];
  expect(draft).toMatchObject({ title, appealState: 'draft', typeName: '证照办理' });

  await search(page, '诉求标题', title);
  await expect(rows(page)).toHaveCount(1);
  expect(words(await buttonsOf(rows(page).first()))).toEqual(['编辑', '删除', '查看', '提交']);
  await rows(page).first().getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('诉求标题')).toHaveValue(title);
  await edit.getByLabel('联系人').fill('王经理');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect(
    await get(request, headers, '/lingxi-appeal/appeal/detail', { id: String(draft?.id) }),
  ).toMatchObject({
    contactName: '王经理',
  });
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '诉求详情' });
  await expect(drawer).toContainText('王经理');
  await expect(drawer).toContainText('尚未分发');
  await expect(drawer.locator('.lx-appeal-timeline')).toContainText('保存草稿');
  await page.keyboard.press('Escape');

  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await confirm(page, '确定将选择数据删除?');
  await expect(page.getByText('删除成功')).toBeVisible();
  expect((await get(request, headers, '/lingxi-appeal/appeal/search', { title })).records).toEqual([]);

  // the restricted operator's role holds no appeal page
  const operator = await apiLogin(request, OPERATOR);
  const res = await request.get(`${GATEWAY}/api/lingxi-appeal/appeal/search`, { headers: operator });
  expect(res.status()).toBe(403);
});

// The flow's first half, by the dispatcher and a handler in turn: intake, submit, dispatch to two departments,
// sign, bind and a delay application, with the buttons each of them is offered at each step. (The audits, urge,
// lights, return, re-dispatch, disposal and closure are covered by the gateway's appeal-flow tests; their
// browser walk-through is the next step of issue 12.)
test('one appeal from intake to a delay application: the dispatcher and the handlers in turn', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const admin = await apiLogin(request);
  const title = `全流程诉求${uniq()}`;
  const appealOf = async () =>
    ((await get(request, admin, '/lingxi-appeal/appeal/search', { title })).records as Rec[])[0] as Rec;
  const recordsOf = async (appealId: unknown) =>
    (await get(request, admin, '/lingxi-appeal/apldistribute/page', { appealId: String(appealId), size: 50 }))
      .records as Rec[];

  // ── intake: the dispatcher adds a draft and submits it ──────────────────────────────────────────
  const dispatcher = await as(browser, DISPATCHER, '/appeal/manage');
  await dispatcher.getByRole('button', { name: '新增', exact: true }).click();
  const add = dispatcher.getByRole('dialog', { name: '新增' });
  await add.getByLabel('诉求标题').fill(title);
  await pick(dispatcher, add, '诉求类型', '证照办理');
  await add.getByLabel('企业名称').fill('杭州灵犀科技有限公司');
  await add.getByLabel('诉求内容').fill('企业资质证书到期换证，需要协调两个部门');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(dispatcher.getByText('新增成功')).toBeVisible();
  await search(dispatcher, '诉求标题', title);
  await row(dispatcher, title).getByRole('button', { name: '提交' }).click();
  await confirm(dispatcher, '提交后不能再修改');
  await expect(dispatcher.getByText('提交成功')).toBeVisible();
  await expect(row(dispatcher, title)).toContainText('待分发');
  expect(words(await buttonsOf(row(dispatcher, title)))).toEqual(['删除', '查看']);
  const appeal = await appealOf();
  expect(appeal.appealState).toBe('pending');

  // ── dispatch to two departments ──────────────────────────────────────────────────────────────
  await dispatcher.goto('/appeal/distribution');
  await search(dispatcher, '诉求标题', title);
  await expect(rows(dispatcher)).toHaveCount(1);
  await shot(dispatcher, 'appealDistribution');
  await row(dispatcher, title).getByRole('button', { name: '派发' }).click();
  const dispatch = dispatcher.getByRole('dialog', { name: '派发至承办部门' });
  await dispatch.getByRole('button', { name: '派发' }).click();
  await expect(dispatch.getByText('请选择承办部门')).toBeVisible();
  for (const dept of ['企业服务处', '科技局']) {
    await dispatch.getByLabel('承办部门').fill(dept);
    await dispatcher
      .locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: dept })
      .first()
      .click();
  }
  await dispatch.getByRole('button', { name: '派发' }).click();
  await expect(dispatcher.getByText('派发成功')).toBeVisible();
  await expect(rows(dispatcher)).toHaveCount(0); // no longer waits for distribution
  const records = await recordsOf(appeal.id);
  expect(records.map((one) => [one.deptName, one.state, one.light]).sort()).toEqual([
    ['企业服务处', 'dispatched', 'green'],
    ['科技局', 'dispatched', 'green'],
  ]);
  const rec1 = records.find((one) => one.deptName === '企业服务处') as Rec;

  // ── handler1 signs, binds himself, asks for a delay ─────────────────────────────────────────
  const handler1 = await as(browser, HANDLER1, '/appeal/handle');
  await expect(handler1.getByRole('tab', { name: '待签收' })).toHaveAttribute('aria-selected', 'true');
  await search(handler1, '诉求标题', title);
  await expect(rows(handler1)).toHaveCount(1); // his department's record only
  await expect(row(handler1, title)).toContainText('企业服务处');
  await expect(row(handler1, title).locator('[data-light="green"]')).toBeVisible();
  expect(words(await buttonsOf(row(handler1, title)))).toEqual(['查看', '签收', '申请退回']);
  await shot(handler1, 'appealHandle');
  await row(handler1, title).getByRole('button', { name: '签收' }).click();
  await confirm(handler1, '确定签收该诉求？');
  await expect(handler1.getByText('签收成功')).toBeVisible();
  await expect(rows(handler1)).toHaveCount(0);
  await handler1.getByRole('tab', { name: '办理中' }).click();
  await expect(row(handler1, title)).toContainText('已签收');
  expect(words(await buttonsOf(row(handler1, title)))).toEqual([
    '查看',
    '指定办理人',
    '申请延期',
    '申请退回',
  ]);
  await row(handler1, title).getByRole('button', { name: '指定办理人' }).click();
  await confirm(handler1, '确定由您办理该诉求？');
  await expect(handler1.getByText('指定成功')).toBeVisible();
  await expect(row(handler1, title)).toContainText('办理中');
  expect(words(await buttonsOf(row(handler1, title)))).toEqual(['查看', '办结', '申请延期', '申请退回']);

  const deadline = String((await recordsOf(appeal.id)).find((one) => one.id === rec1.id)?.deadline);
  const later = (days: number) => {
    const date = new Date(`${deadline}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  await row(handler1, title).getByRole('button', { name: '申请延期' }).click();
  const delay = handler1.getByRole('dialog', { name: '申请延期' });
  await delay.getByLabel('申请延期至').fill(later(5));
  await delay.getByLabel('申请延期至').press('Enter');
  await delay.getByLabel('申请理由').fill('需要补充材料');
  await delay.getByRole('button', { name: '确定' }).click();
  await expect(handler1.getByText('延期申请已提交')).toBeVisible();
  await handler1.getByRole('tab', { name: '待审核' }).click();
  await expect(row(handler1, title)).toContainText('延期审核中');
  expect(words(await buttonsOf(row(handler1, title)))).toEqual(['查看']);
});

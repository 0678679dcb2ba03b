/**
 * The workflow's modeler and diagrams in the browser (issue 21): bpmn-js draws what happy-dom cannot.
 * A model is edited in the modeler (a user task added between the start and a new end), refused first
 * with bpmnlint's message on the element it concerns, saved, deployed, started from 我的事务 › 发起事务;
 * then the follow-up's diagram shows the instance's current node highlighted, in Chinese, in English
 * and at 375 px.
 */
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiLogin, open, post, rows, test, uniq } from './support';

const SCREENSHOTS = path.join(import.meta.dirname, '../test-results/screenshots');

const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** A diagram element by its id or, for a shape, by the name it shows. */
const shape = (canvas: Locator, id: string) => canvas.locator(`.djs-element[data-element-id="${id}"]`);
const shapeNamed = (canvas: Locator, name: string) =>
  canvas.locator('.djs-shape', { has: canvas.page().locator('text', { hasText: name }) });

/** An entry of the context pad of the element last clicked. */
const padEntry = (page: Page, action: string) =>
  page.locator(`.djs-context-pad .entry[data-action="${action}"]`);

async function screenshot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOTS, `${name}.png`) });
}

const key = `trip_${uniq()}`;
const name = `出差审批${key.slice(5)}`;
const title = `出差申请${key.slice(5)}`;

test('a model edited in the modeler, refused on its element, saved, deployed and started; its diagram shows the current node', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await apiLogin(request);
  // a new model: the gateway writes its first diagram (开始 → 结束), which has no user task yet
  await post(request, headers, '/lingxi-flow/model/create', { data: { modelKey: key, name } });

  await open(page, '/flow/model');
  await row(page, key).getByRole('button', { name: '设计' }).click();
  const drawer = page.getByRole('dialog', { name: '设计流程模型' });
  const canvas = drawer.getByRole('application', { name: '流程设计器' });
  await expect(shape(canvas, 'end')).toBeVisible();

  // the end event goes (its flow with it); a task is appended to the start, left without a name
  await shape(canvas, 'end').click();
  await padEntry(page, 'delete').click();
  await expect(shape(canvas, 'end')).toHaveCount(0);
  await shape(canvas, 'start').click();
  await padEntry(page, 'append.append-task').click();
  await page.keyboard.press('Escape'); // leave the name empty for now
  await drawer.getByRole('button', { name: '保存模型' }).click();
  // refused: bpmnlint's messages, the task's on the task itself
  await expect(drawer.getByText('模型未通过校验')).toBeVisible();
  const note = canvas.locator('.lx-bpmn-note', { hasText: 'label-required' });
  await expect(note).toBeVisible();
  await expect(canvas.locator('.djs-shape.lx-bpmn-error')).toHaveCount(1);
  await screenshot(page, 'flow-model-refused');

  // named, made a user task, followed by an end event: saved
  const task = canvas.locator('.djs-shape.lx-bpmn-error');
  await task.dblclick();
  await page.keyboard.type('经理审批');
  await canvas.click({ position: { x: 20, y: 20 } }); // ends the direct editing
  await shapeNamed(canvas, '经理审批').click();
  await padEntry(page, 'replace').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  // the first click after the replace menu may only close it: click until the task's pad shows
  await expect(async () => {
    await shapeNamed(canvas, '经理审批').click();
    await expect(padEntry(page, 'append.end-event')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await padEntry(page, 'append.end-event').click();
  await page.keyboard.type('已完成'); // bpmnlint's label-required: an end event is named too
  await canvas.click({ position: { x: 20, y: 20 } });
  await drawer.getByRole('button', { name: '保存模型' }).click();
  await expect(page.getByText('模型已保存')).toBeVisible();
  await expect(drawer.getByText('模型未通过校验')).toHaveCount(0);
  await screenshot(page, 'flow-model-saved');
  await drawer.locator('.ant-drawer-close').click();

  // deployed with a category; the list shows version 1
  await row(page, key).getByRole('button', { name: '部署' }).click();
  const deploy = page.getByRole('dialog', { name: '部署流程模型' });
  await deploy.getByLabel('流程分类').fill('出差');
  await deploy.getByRole('button', { name: '部署' }).click();
  await expect(page.getByText('部署成功')).toBeVisible();
  await expect(row(page, key)).toContainText('v1');

  // started from the start list
  await open(page, '/work/start');
  await row(page, name).getByRole('button', { name: '发起' }).click();
  const start = page.getByRole('dialog', { name: '发起流程' });
  await start.getByLabel('标题').fill(title);
  await start.getByRole('button', { name: '发起' }).click();
  await expect(page.getByText('发起成功')).toBeVisible();

  // the follow-up's diagram: the user task is the current node, the start's flow is finished
  await open(page, '/flow/follow');
  const running = row(page, title);
  await expect(running).toContainText('经理审批');
  await running.getByRole('button', { name: '流程图' }).click();
  const viewer = page.getByRole('img', { name: '流程图' });
  const current = viewer.locator('.djs-shape.lx-bpmn-current');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('经理审批');
  await expect(shape(viewer, 'start')).toHaveClass(/lx-bpmn-finished/);
  await expect(page.getByText('当前节点：经理审批')).toBeVisible();
  await screenshot(page, 'flow-follow-diagram');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(current).toBeVisible();
  await screenshot(page, 'flow-follow-diagram-375');
});

test('the diagram in English', async ({ freshPage: page }) => {
  await open(page, '/flow/follow');
  await page
    .locator('.lx-topbar-right')
    .getByRole('button', { name: /切换语言|switch language/i })
    .click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await row(page, title).getByRole('button', { name: 'Diagram' }).click();
  await expect(page.getByText('Current: 经理审批')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Process diagram' }).locator('.djs-shape.lx-bpmn-current'),
  ).toHaveCount(1);
  await screenshot(page, 'en-flow-follow-diagram');
});

// The workflow's administration (gateway README "Workflow"): models, deployments and the follow-up, as
// the administrator sees them, against the real gateway; and the diagram in a task's detail. Records
// that a test changes are its own, made over the API (the seeded instances belong to the task pages' tests).

import {
  confirmBox,
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  seed,
  stored,
  storedRecords,
  waitFor,
  within,
} from '@lingxi/testing';
import { preloadBpmn } from '@lingxi/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

interface Model {
  id: string;
  modelKey: string;
  name: string;
  xml: string;
}
interface Deployment {
  id: string;
  key: string;
  version: number;
  state: string;
}

const stamp = Date.now().toString(36);

/** A copy of the seeded expense process under a key of its own, as a model; deployed when asked. */
async function expenseCopy(key: string, name: string, deploy = true) {
  const seeded = (await storedRecords<Model>('/lingxi-flow/model/list', { modelKey: 'expense' })).find(
    (m) => m.modelKey === 'expense',
  ) as Model;
  const { xml } = await stored<Model>('/lingxi-flow/model/detail', { id: seeded.id });
  const model = await seed<Model>('/lingxi-flow/model/create', {
    data: { modelKey: key, name, xml: xml.replaceAll('="expense"', `="${key}"`) },
  });
  const deployments = deploy
    ? await seed<Deployment[]>('/lingxi-flow/model/deploy', { data: { modelId: model.id, category: '测试' } })
    : [];
  return { model, deployment: deployments[0] as Deployment };
}

beforeAll(() => Promise.all([preloadBpmn('viewer'), preloadBpmn('modeler')]));

describe('models', () => {
  it('lists the seeded models with their deployed version; a key the gateway refuses is refused here first', async () => {
    const { user } = await renderPage(centre, { path: '/flow/model', user: 'admin' });
    const leave = await rowWith('leave');
    expect(within(leave).getByText('请假流程')).toBeTruthy();
    expect(within(leave).getByText(/^v\d+$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: '模型标识' }), '1-bad key');
    await user.type(within(dialog).getByRole('textbox', { name: '模型名称' }), '坏标识');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('模型标识只能以字母开头，包含字母、数字、下划线、点或横线'),
    ).toBeTruthy();
    expect(requests.to('/lingxi-flow/model/submit')).toHaveLength(0);
    const key = within(dialog).getByRole('textbox', { name: '模型标识' });
    await user.clear(key);
    await user.type(key, `trip_${stamp}`);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await requests.next('/lingxi-flow/model/submit', 'POST')).body).toMatchObject({
      modelKey: `trip_${stamp}`,
      name: '坏标识',
    });
    const made = await rowWith(`trip_${stamp}`);
    expect(within(made).getByText('未部署')).toBeTruthy();
  });

  it("opens a model in the modeler's drawer, named by its name and key", async () => {
    // bpmn-js draws nothing in happy-dom (no SVG geometry): the save, its refusal on the elements and
    // the diagram itself are the browser journey's (e2e/tests/flow-model.spec.ts)
    await seed<Model>('/lingxi-flow/model/create', {
      data: { modelKey: `empty_${stamp}`, name: '空白模型' },
    });
    const { user } = await renderPage(centre, { path: '/flow/model', user: 'admin' });
    await user.click(within(await rowWith(`empty_${stamp}`)).getByRole('button', { name: '设计' }));
    const drawer = await openDialog('设计流程模型');
    expect(await within(drawer).findByText(`空白模型 (empty_${stamp})`)).toBeTruthy();
    expect(requests.last('/lingxi-flow/model/detail')?.query).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: '保存模型' })).toBeTruthy();
  });

  it('deploys a model with its category and the tenants chosen (the platform tenant offers them)', async () => {
    const { model } = await expenseCopy(`dep_${stamp}`, `报销副本${stamp}`, false);
    const { user } = await renderPage(centre, { path: '/flow/model', user: 'admin' });
    await user.click(within(await rowWith(`dep_${stamp}`)).getByRole('button', { name: '部署' }));
    const dialog = await openDialog('部署流程模型');
    expect(within(dialog).getByText('部署到租户')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '流程分类' }), '财务');
    await user.click(within(dialog).getByRole('button', { name: '部署' }));
    expect((await requests.next('/lingxi-flow/model/deploy', 'POST')).body).toMatchObject({
      modelId: model.id,
      category: '财务',
    });
    expect(await screen.findByText('部署成功')).toBeTruthy();
    expect(await within(await rowWith(`dep_${stamp}`)).findByText('v1')).toBeTruthy();
    const deployed = await storedRecords<Deployment & { category: string }>('/lingxi-flow/manager/list', {
      key: `dep_${stamp}`,
    });
    expect(deployed.map((d) => [d.version, d.category, d.state])).toEqual([[1, '财务', 'active']]);
  });
});

describe('deployments', () => {
  it('suspends an active version, then offers to activate it; the state is read back', async () => {
    const { deployment } = await expenseCopy(`sus_${stamp}`, `挂起副本${stamp}`);
    const { user } = await renderPage(centre, { path: '/flow/deploy', user: 'admin' });
    const row = await rowWith(`sus_${stamp}`);
    expect(within(row).getByText('激活')).toBeTruthy(); // the state's tag
    expect(within(row).queryByRole('button', { name: '激活' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '挂起' }));
    await confirmBox(user, '确定挂起该流程？');
    expect((await requests.next('/lingxi-flow/manager/change-state', 'POST')).body).toMatchObject({
      deploymentId: deployment.id,
      state: 'suspended',
    });
    expect(await screen.findByText('挂起成功')).toBeTruthy();
    const again = await rowWith(`sus_${stamp}`);
    expect(await within(again).findByRole('button', { name: '激活' })).toBeTruthy();
    expect(within(again).queryByRole('button', { name: '挂起' })).toBeNull();
    const [read] = await storedRecords<Deployment>('/lingxi-flow/manager/list', { key: `sus_${stamp}` });
    expect(read?.state).toBe('suspended');
  });

  it('deletes a version with running instances only when told to end them, with the reason', async () => {
    const { deployment } = await expenseCopy(`del_${stamp}`, `删除副本${stamp}`);
    await seed(
      '/lingxi-flow/work/start-process',
      {
        data: { processDefinitionId: deployment.id, title: `待删除的报销${stamp}` },
      },
      'staff1',
    );
    const { user } = await renderPage(centre, { path: '/flow/deploy', user: 'admin' });
    const row = await rowWith(`del_${stamp}`);
    await user.click(within(row).getByRole('button', { name: '删除' }));
    let dialog = await openDialog('删除部署');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    const refused = await requests.next('/lingxi-flow/manager/delete-deployment', 'POST');
    expect(refused.body).toMatchObject({ deploymentIds: deployment.id, cascade: false });
    expect(await screen.findByText(/部署下有运行中的流程实例，不能删除/)).toBeTruthy();
    expect(requests.last('/lingxi-flow/manager/delete-deployment')?.status).toBe(400);
    dialog = await openDialog('删除部署');
    await user.click(within(dialog).getByRole('switch', { name: '同时结束运行中的实例' }));
    await user.type(within(dialog).getByRole('textbox', { name: '删除原因' }), '版本作废');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    const sent = await requests.next('/lingxi-flow/manager/delete-deployment', 'POST');
    expect(sent.body).toMatchObject({ deploymentIds: deployment.id, cascade: true, reason: '版本作废' });
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(requests.last('/lingxi-flow/manager/delete-deployment')?.status).toBe(200);
    await waitFor(() => expect(screen.queryByText(`del_${stamp}`, { selector: 'td, td *' })).toBeNull());
    expect(await storedRecords('/lingxi-flow/manager/list', { key: `del_${stamp}` })).toEqual([]);
  });

  it('uploads a .bpmn file with its category, and the new version is listed', async () => {
    const seeded = (
      await storedRecords<Model>('/lingxi-flow/model/list', { modelKey: 'expense' })
    )[0] as Model;
    const { xml } = await stored<Model>('/lingxi-flow/model/detail', { id: seeded.id });
    const key = `up_${stamp}`;
    const file = new File([xml.replaceAll('="expense"', `="${key}"`)], `${key}.bpmn`, { type: 'text/xml' });
    const { user } = await renderPage(centre, { path: '/flow/deploy', user: 'admin' });
    await user.click(await screen.findByRole('button', { name: '上传部署' }));
    const dialog = await openDialog('上传流程文件并部署');
    await user.click(within(dialog).getByRole('button', { name: '上传部署' }));
    expect(await within(dialog).findByText('请选择流程文件')).toBeTruthy();
    expect(requests.to('/lingxi-flow/manager/deploy-upload')).toHaveLength(0);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, file);
    await user.type(within(dialog).getByRole('textbox', { name: '流程分类' }), '上传');
    await user.click(within(dialog).getByRole('button', { name: '上传部署' }));
    await requests.next('/lingxi-flow/manager/deploy-upload', 'POST');
    expect(await screen.findByText('部署成功')).toBeTruthy();
    expect(requests.last('/lingxi-flow/manager/deploy-upload')?.status).toBe(200);
    const [read] = await storedRecords<Deployment & { category: string; resourceName: string }>(
      '/lingxi-flow/manager/list',
      { key },
    );
    expect(read).toMatchObject({ version: 1, category: '上传', resourceName: `${key}.bpmn` });
  });
});

describe('follow-up and diagrams', () => {
  it("shows a running instance's diagram with its current node; a delete needs a reason", async () => {
    const { deployment } = await expenseCopy(`fol_${stamp}`, `跟踪副本${stamp}`);
    const instance = await seed<{ processInstanceId: string }>(
      '/lingxi-flow/work/start-process',
      { data: { processDefinitionId: deployment.id, title: `跟踪的报销${stamp}` } },
      'staff1',
    );
    const { user } = await renderPage(centre, { path: '/flow/follow', user: 'admin' });
    const row = await rowWith(`跟踪的报销${stamp}`);
    expect(within(row).getByText('部门审核')).toBeTruthy();
    expect(within(row).getByText('张员工')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '流程图' }));
    const drawer = await openDialog('流程图');
    expect(await within(drawer).findByText('当前节点：部门审核')).toBeTruthy();
    expect(requests.last('/lingxi-flow/process/diagram-view')?.query).toMatchObject({
      processInstanceId: instance.processInstanceId,
    });
    await user.click(drawer.querySelector('.ant-drawer-close') as HTMLElement);

    await user.click(within(await rowWith(`跟踪的报销${stamp}`)).getByRole('button', { name: '删除' }));
    const dialog = await openDialog('删除流程实例');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByText('请输入删除原因')).toBeTruthy();
    expect(requests.to('/lingxi-flow/follow/delete-process-instance')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '删除原因' }), '重复发起');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect((await requests.next('/lingxi-flow/follow/delete-process-instance', 'POST')).body).toEqual({
      processInstanceId: instance.processInstanceId,
      deleteReason: '重复发起',
    });
    expect(await screen.findByText('删除成功')).toBeTruthy();
    const history = await stored<{ action: string; comment: string }[]>(
      '/lingxi-flow/process/history-flow-list',
      { processInstanceId: instance.processInstanceId },
    );
    expect(history.at(-1)).toMatchObject({ action: 'delete', comment: '重复发起' });
  });

  it("a sent instance's detail shows its history and its diagram with the current node", async () => {
    await seed(
      '/lingxi-flow/work/start-process',
      { data: { processDefinitionKey: 'expense', title: `看图的报销${stamp}` } },
      'staff2',
    );
    const { user } = await renderPage(centre, { path: '/work/send', user: 'staff2' });
    await user.click(within(await rowWith(`看图的报销${stamp}`)).getByRole('button', { name: '详情' }));
    const drawer = await openDialog('详情');
    expect(await within(drawer).findByText('审批记录')).toBeTruthy();
    expect(within(drawer).getByText('流程图')).toBeTruthy();
    expect(await within(drawer).findByText('当前节点：部门审核')).toBeTruthy();
  });
});

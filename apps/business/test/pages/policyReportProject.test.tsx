// Report projects (gateway README "Policies"): by policy, the window checked on its field, add, edit,
// delete, a closed project read only, and a project's reviewing departments in its drawer (each once).
import { http } from '@lingxi/core';
import {
  choose,
  fill,
  listsAnswered,
  openAdd,
  openDialog,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  searchForm,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

type UserEvent = Awaited<ReturnType<typeof renderPage>>['user'];

const PATH = '/policy/reportProject';
const INNOVATION = '杭州高新区科技创新券管理办法';
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function pickDate(user: UserEvent, input: HTMLElement, day: string) {
  await user.click(input);
  await user.clear(input);
  await user.paste(day);
  const cell = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${day}"]`,
    );
    if (!found) throw new Error(`no day ${day} in the calendar yet`);
    return found;
  });
  await user.click(cell);
  await user.tab();
}

/** Opens a tree select and picks the node titled `label`. */
export async function pickTree(user: UserEvent, select: HTMLElement, label: string) {
  await user.click(select);
  const node = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title',
      ),
    ].find((title) => title.textContent === label);
    if (!found) throw new Error(`no tree node "${label}" yet`);
    return found;
  });
  await user.click(node);
}

async function policyId(title: string): Promise<string> {
  const res = await http.get('/lingxi-web-policy/policy/list', { params: { title } });
  return String((res.data as { data: { records: { id: string }[] } }).data.records[0]?.id);
}

async function seedProject(name: string, open = -1, close = 30): Promise<string> {
  const res = await http.post('/lingxi-web-policy/policyreportproject/submit', {
    policyId: await policyId(INNOVATION),
    projectName: name,
    openDate: day(open),
    closeDate: day(close),
  });
  return String((res.data as { data: { id: string } }).data.id);
}

describe('report projects', () => {
  it('lists the projects of a policy with the state of their window, and searches by state', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('2026年度数字化改造示范项目');
    await choose(user, within(searchForm()).getByRole('combobox', { name: '所属政策' }), INNOVATION);
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-web-policy/project/list', 'GET', 1);
    expect(search.query.policyId).toMatch(/^\d+$/);
    const row = await rowWith('2026年第二批科技创新券申领');
    expect(await within(row).findByText('未开始')).toBeTruthy();
    expect(await within(row).findByText(INNOVATION)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('2026年度数字化改造示范项目')).toBeNull());
    await user.click(within(searchForm()).getByRole('button', { name: '清空' }));
    await choose(user, within(searchForm()).getByRole('combobox', { name: '申报状态' }), '已截止');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.last('/lingxi-web-policy/project/list', 'GET')?.query).toMatchObject({
        state: 'closed',
      }),
    );
    const closed = await rowWith('2025年度企业上云奖励');
    // a closed project is read only: removed, never edited
    expect(within(closed).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(closed).getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('asks for what a project needs, checks the closing date on its field, and declares one', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('2026年度数字化改造示范项目');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, [
      '请选择所属政策',
      '请输入项目名称',
      '请选择申报开始日期',
      '请选择申报截止日期',
    ]);
    const name = `页面申报项目${uniq()}`;
    await choose(user, within(dialog).getByRole('combobox', { name: '所属政策' }), INNOVATION);
    await fill(user, within(dialog).getByLabelText('项目名称'), name);
    await pickDate(user, within(dialog).getByLabelText('申报开始日期'), '2026-06-10');
    await pickDate(user, within(dialog).getByLabelText('申报截止日期'), '2026-06-10');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // the message on the closing date's field, and nothing sent
    expect(await within(dialog).findByText('申报截止日期必须晚于申报开始日期')).toBeTruthy();
    expect(requests.to('/lingxi-web-policy/policyreportproject/submit')).toHaveLength(0);
    await pickDate(user, within(dialog).getByLabelText('申报截止日期'), '2026-07-10');
    await fill(user, within(dialog).getByLabelText('联系人'), '陈晓峰');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-web-policy/policyreportproject/submit', 'POST');
    expect(submit.body).toMatchObject({ projectName: name, openDate: '2026-06-10', closeDate: '2026-07-10' });
    await waitFor(() => expect(submit.status).toBe(200));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const row = await rowWith(name);
    expect(await within(row).findByText(INNOVATION)).toBeTruthy();
  });

  it('edits and deletes a project, read back from the server', async () => {
    const name = `页面编辑项目${uniq()}`;
    const { user } = await renderPage(centre, { path: PATH });
    await listsAnswered();
    await seedProject(name);
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await user.click(within(await rowWith(name)).getByRole('button', { name: '编辑' }));
    const dialog = await openDialog();
    await fill(user, within(dialog).getByLabelText('项目名称'), `${name}改`);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-web-policy/policyreportproject/submit', 'POST');
    expect(submit.body).toMatchObject({ projectName: `${name}改` });
    expect((submit.body as { id?: string }).id).toMatch(/^\d+$/);
    expect(await screen.findByText('修改成功')).toBeTruthy();
    await user.click(within(await rowWith(`${name}改`)).getByRole('button', { name: '删除' }));
    await user.click(within(await openDialog()).getByRole('button', { name: /确\s*定/ }));
    const remove = await requests.next('/lingxi-web-policy/project/delete', 'POST');
    await waitFor(() => expect(remove.status).toBe(200));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`${name}改`)).toBeNull());
  });

  it("shows a project's reviewing departments and adds two, each once", async () => {
    const name = `页面部门项目${uniq()}`;
    const { user } = await renderPage(centre, { path: PATH });
    await listsAnswered();
    await seedProject(name);
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await user.click(within(await rowWith(name)).getByRole('button', { name: '审核部门' }));
    const drawer = await openDialog(`审核部门：${name}`);
    for (const dept of ['科技局', '商务局']) {
      await user.click(within(drawer).getByRole('button', { name: '新增' }));
      const dialog = await openDialog('新增');
      await pickTree(user, within(dialog).getByRole('combobox', { name: '审核部门' }), dept);
      await user.click(within(dialog).getByRole('button', { name: '保存' }));
      await waitFor(() =>
        expect(requests.last('/lingxi-web-policy/policyreportprojectdep/submit', 'POST')?.status).toBe(200),
      );
      expect(await within(drawer).findByText(dept, { selector: 'td, td *' })).toBeTruthy();
    }
    const sent = requests.to('/lingxi-web-policy/policyreportprojectdep/submit', 'POST');
    expect(sent.map((call) => (call.body as { projectId: string }).projectId)).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
    ]);
    // the same department again: the server's message, nothing added
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const again = await openDialog('新增');
    await pickTree(user, within(again).getByRole('combobox', { name: '审核部门' }), '科技局');
    await user.click(within(again).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该部门已是该申报项目的审核部门')).toBeTruthy();
    const list = await http.get('/lingxi-web-policy/policyreportprojectdep/list', {
      params: { projectId: (sent[0]?.body as { projectId?: string } | undefined)?.projectId },
    });
    expect((list.data as { data: { total: number } }).data.total).toBe(2);
  });
});

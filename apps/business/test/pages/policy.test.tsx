// Policies (gateway README "Policies"): list and search, view with content, files and projects, a file
// downloaded with its name, add with content and a file, edit, the validity checked on its field, delete,
// and removal refused while a project is open.
import { http, uploadAttachment } from '@lingxi/core';
import {
  choose,
  downloads,
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

const PATH = '/policy/policy';
const DIGITAL = '杭州市促进数字经济高质量发展若干政策';

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Types a date into a picker as a person does, and takes it with Enter. */
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

/** Writes into the rich-text field (the editable area of the dialog). */
async function writeContent(user: UserEvent, dialog: HTMLElement, text: string) {
  const area = await waitFor(() => {
    const found = dialog.querySelector<HTMLElement>('[contenteditable="true"]');
    if (!found) throw new Error('no editable area yet');
    return found;
  });
  await user.click(area);
  await user.keyboard(text);
}

async function seedPolicy(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await http.post('/lingxi-web-policy/policy/submit', {
    title,
    category: 2,
    deptName: '科技局',
    publishDate: '2026-01-01',
    validFrom: '2026-01-01',
    content: '<p>页面测试政策</p>',
    ...extra,
  });
  return String((res.data as { data: { id: string } }).data.id);
}

describe('policies', () => {
  it('lists the policies with their category and validity, and searches by title and validity', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('杭州高新区科技创新券管理办法');
    expect(await within(row).findByText('科技创新')).toBeTruthy();
    expect(await within(await rowWith('中小企业融资担保费补助办法')).findByText('已失效')).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('政策标题'), '数字经济');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-web-policy/policy/list', 'GET', 1);
    expect(search.query).toMatchObject({ title: '数字经济' });
    await rowWith(DIGITAL);
    await waitFor(() => expect(screen.queryByText('杭州高新区科技创新券管理办法')).toBeNull());
    await user.click(within(searchForm()).getByRole('button', { name: '清空' }));
    await choose(user, within(searchForm()).getByRole('combobox', { name: '有效状态' }), '已失效');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.last('/lingxi-web-policy/policy/list', 'GET')?.query).toMatchObject({
        validState: 'expired',
      }),
    );
    await rowWith('中小企业融资担保费补助办法');
    await waitFor(() => expect(screen.queryByText(DIGITAL)).toBeNull());
  });

  it('shows a policy with its sanitised content, files and projects, and downloads a file with its name', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith(DIGITAL)).getByRole('button', { name: '查看' }));
    const drawer = await openDialog('政策详情');
    expect((await within(drawer).findByText('10%')).tagName).toBe('STRONG');
    expect(await within(drawer).findByText('数字化改造项目申报指南.txt')).toBeTruthy();
    expect(await within(drawer).findByText('2026年度数字化改造示范项目')).toBeTruthy();
    expect(within(drawer).getByText('审核部门：产业发展处、数字经济处')).toBeTruthy();
    expect(within(drawer).getByText('该政策下还有未截止的申报项目，不能删除')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: `下载 ${DIGITAL}.pdf` }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual([`${DIGITAL}.pdf`]));
    const call = await requests.next('/lingxi-web-policy/download/file', 'GET');
    expect(call.status).toBe(200);
    expect(await screen.findByText(`已下载：${DIGITAL}.pdf`)).toBeTruthy();
  });

  it('asks for what a policy needs, checks its validity on the field, and adds one with its content and a file', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith(DIGITAL);
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入政策标题', '请选择政策类别', '请输入发布部门', '请选择发布日期']);
    expect(requests.to('/lingxi-web-policy/policy/submit')).toHaveLength(0);
    const title = `页面新增政策${uniq()}`;
    await fill(user, within(dialog).getByLabelText('政策标题'), title);
    await choose(user, within(dialog).getByRole('combobox', { name: '政策类别' }), '人才引进');
    await fill(user, within(dialog).getByLabelText('发布部门'), '杭州市人力资源和社会保障局');
    await pickDate(user, within(dialog).getByLabelText('发布日期'), '2026-05-01');
    await pickDate(user, within(dialog).getByLabelText('生效日期'), '2026-05-10');
    await pickDate(user, within(dialog).getByLabelText('失效日期'), '2026-05-01');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('失效日期不能早于生效日期')).toBeTruthy();
    expect(requests.to('/lingxi-web-policy/policy/submit')).toHaveLength(0);
    await pickDate(user, within(dialog).getByLabelText('失效日期'), '2027-05-09');
    await writeContent(user, dialog, '人才引进政策正文');
    const file = new File(['申报材料清单\n一、申请表'], '申报材料清单.txt', { type: 'text/plain' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, file);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const uploaded = await requests.next('/lingxi-resource/oss/endpoint/put-file-attach', 'POST');
    await waitFor(() => expect(uploaded.status).toBeDefined());
    const attachId = String((uploaded.answer as { data: { attachId: string } }).data.attachId);
    const submit = await requests.next('/lingxi-web-policy/policy/submit', 'POST');
    expect(submit.body).toMatchObject({
      title,
      category: '3',
      deptName: '杭州市人力资源和社会保障局',
      publishDate: '2026-05-01',
      validFrom: '2026-05-10',
      validTo: '2027-05-09',
      attachIds: attachId,
    });
    expect(String((submit.body as { content: string }).content)).toContain('人才引进政策正文');
    expect(await screen.findByText('新增成功')).toBeTruthy();
    // read back from the server: the list, and the policy's files
    const row = await rowWith(title);
    expect(await within(row).findByText('人才引进')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await openDialog('政策详情');
    expect(await within(drawer).findByText('申报材料清单.txt')).toBeTruthy();
    expect(await within(drawer).findByText('人才引进政策正文')).toBeTruthy();
  });

  it('edits a policy: a new title and a file taken off are what the server keeps', async () => {
    const title = `页面编辑政策${uniq()}`;
    const { user } = await renderPage(centre, { path: PATH });
    await listsAnswered();
    const uploaded = await uploadAttachment(new File(['旧附件'], '旧附件.txt', { type: 'text/plain' }));
    const attachId = String(uploaded.attachId);
    await seedPolicy(title, { attachIds: attachId });
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await user.click(within(await rowWith(title)).getByRole('button', { name: '编辑' }));
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: '移除附件 旧附件.txt' }));
    await fill(user, within(dialog).getByLabelText('政策标题'), `${title}改`);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-web-policy/policy/submit', 'POST');
    expect(submit.body).toMatchObject({ title: `${title}改`, attachIds: '' });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    await rowWith(`${title}改`);
    const files = await http.get('/lingxi-web-policy/download/list', { params: { originalName: '旧附件' } });
    const records = (files.data as { data: { records: { policyId: string }[] } }).data.records;
    expect(records.length).toBe(0);
  });

  it('removes a policy without open projects, and refuses one with a project still open (the server says why)', async () => {
    const title = `页面删除政策${uniq()}`;
    const { user } = await renderPage(centre, { path: PATH });
    await listsAnswered();
    await seedPolicy(title);
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await user.click(within(await rowWith(title)).getByRole('button', { name: '删除' }));
    await user.click(within(await openDialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(title)).toBeNull());

    await user.click(within(await rowWith(DIGITAL)).getByRole('button', { name: '删除' }));
    await user.click(within(await openDialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(`政策「${DIGITAL}」下还有1个未截止的申报项目，不能删除`)).toBeTruthy();
    const refused = await requests.next('/lingxi-web-policy/policy/remove', 'POST', 1);
    expect(refused.status).toBe(400);
    expect(await rowWith(DIGITAL)).toBeTruthy();
  });

  it("reaches a policy's projects from its row", async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith(DIGITAL)).getByRole('button', { name: '申报项目' }));
    await rowWith('2026年度数字化改造示范项目');
    const list = requests.last('/lingxi-web-policy/project/list', 'GET');
    expect(list?.query.policyId).toMatch(/^\d+$/);
    expect(screen.queryByText('2026年第二批科技创新券申领')).toBeNull();
  });
});

// Service resources (issue 20): by category, add / edit with contact, picture and rich-text content,
// viewed with the content sanitised, deleted; the operator has no delete.
import {
  choose,
  fill,
  openAdd,
  openDialog,
  pasteHtml,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  searchForm,
  waitFor,
  within,
} from '@lingxi/testing';
import { preloadRichTextEditor } from '@lingxi/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/enterpriseTerminal/serviceSourceManage';
const API = '/lingxi-service-resource/web';
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

describe('service resources', () => {
  // tiptap's chunk compiles slowly on a busy machine: in before the first editor is looked for
  beforeAll(() => preloadRichTextEditor(), 60_000);

  it('lists the services with their category by label, and filters by category', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('科技型企业贷款');
    expect(await within(row).findByText('金融服务')).toBeTruthy();
    await choose(user, within(searchForm()).getByRole('combobox', { name: '服务类型' }), '知识产权');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next(`${API}/pageByService`, 'GET', 1);
    expect(search.query).toMatchObject({ serviceType: '5' });
    expect(await rowWith('专利导航分析')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('科技型企业贷款')).toBeNull());
  });

  it('adds a service with its contact, picture and content, reads it back, edits and deletes it', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('科技型企业贷款');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入服务名称', '请选择服务类型', '请输入服务机构']);
    expect(requests.to(`${API}/save`)).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText('服务名称'), '页面测试融资顾问');
    await choose(user, within(dialog).getByRole('combobox', { name: '服务类型' }), '金融服务');
    await fill(user, within(dialog).getByLabelText('服务机构'), '页面测试咨询公司');
    await fill(user, within(dialog).getByLabelText('联系人'), '沈顾问');
    await fill(user, within(dialog).getByLabelText('联系电话'), '13811112222');
    // the picture goes to the object store at once; the field keeps its link
    const picture = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(picture, new File([PNG], '服务海报.png', { type: 'image/png' }));
    const uploaded = await requests.next('/lingxi-resource/oss/endpoint/put-file-attach', 'POST');
    await waitFor(() => expect(uploaded.status).toBe(200));
    expect(await within(dialog).findByRole('img', { name: '服务图片' })).toBeTruthy();
    // the content, written in the kit's rich-text editor (its text box is named by the field, 服务内容)
    const editor = await within(dialog).findByRole('textbox', { name: '服务内容' });
    pasteHtml(editor, '<p>一对一融资方案设计</p>');
    await within(editor).findByText('一对一融资方案设计');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const save = await requests.next(`${API}/save`, 'POST');
    expect(save.body).toMatchObject({
      serviceName: '页面测试融资顾问',
      serviceType: '1', // the dictionary's key
      provider: '页面测试咨询公司',
      contact: '沈顾问',
      phone: '13811112222',
      picture: expect.stringMatching(/\/oss\/000000\/\d{8}\/[0-9a-f-]{36}\.png$/),
    });
    expect(String((save.body as { content: string }).content)).toContain('一对一融资方案设计');
    expect(await screen.findByText('新增成功')).toBeTruthy();

    // read back: the view shows what the server stored
    const row = await rowWith('页面测试融资顾问');
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const view = await openDialog();
    expect(await within(view).findByText('一对一融资方案设计')).toBeTruthy();
    expect(within(view).getByText('沈顾问')).toBeTruthy();
    expect(await within(view).findByRole('img', { name: '服务图片' })).toBeTruthy(); // drawn with its code
    await user.keyboard('{Escape}');

    await user.click(within(await rowWith('页面测试融资顾问')).getByRole('button', { name: '编辑' }));
    const edit = await openDialog();
    await fill(user, within(edit).getByLabelText('联系人'), '钱顾问');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    const update = await requests.next(`${API}/update`, 'POST');
    expect(update.body).toMatchObject({ id: expect.any(String), contact: '钱顾问' });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(await within(await rowWith('页面测试融资顾问')).findByText('钱顾问')).toBeTruthy();

    await user.click(within(await rowWith('页面测试融资顾问')).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    const remove = await requests.next(`${API}/remove`, 'POST');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(remove.status).toBe(200);
    await waitFor(() => expect(screen.queryByText('页面测试融资顾问')).toBeNull());
  });

  it('offers the operator add, edit and view but no delete', async () => {
    await renderPage(centre, { path: PATH, user: 'operator' });
    const row = await rowWith('科技型企业贷款');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('speaks English', async () => {
    await renderPage(centre, { path: PATH, language: 'en' });
    const row = await rowWith('科技型企业贷款');
    // the category's label is the dictionary's (as the server names it); the page's own texts are English
    expect(within(row).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.getAllByText('Provider').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Reference price (CNY)').length).toBeGreaterThan(0);
  });
});

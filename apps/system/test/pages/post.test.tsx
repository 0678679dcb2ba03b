// Posts (PAGES.md "Posts"): the real page against the real gateway.
import {
  choicesOf,
  choose,
  closeDialog,
  confirmBox,
  fill,
  openAdd,
  openDialog,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  searchForm,
  seed,
  stored,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/system/post';

describe('posts', () => {
  it('lists the seeded posts with their category labels from the dictionary', async () => {
    await renderPage(centre, { path: PATH });
    const row = await rowWith('首席执行官');
    await waitFor(() => expect(within(row).getByText('高层')).toBeTruthy());
    expect(await within(await rowWith('实习生')).findByText('其他')).toBeTruthy();
    expect(requests.last('/lingxi-system/post/list')?.query).toMatchObject({ current: '1', size: '10' });
  });

  it('searches by category key and name', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('首席执行官');
    const category = within(searchForm()).getByRole('combobox', { name: '岗位类型' });
    expect(await choicesOf(user, category)).toEqual(['高层', '中层', '基层', '其他']);
    await choose(user, category, '高层');
    await fill(user, within(searchForm()).getByLabelText('岗位名称'), '首席');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-system/post/list', 'GET', 1);
    expect(search.query).toMatchObject({ category: '1', postName: '首席' });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
  });

  it('asks for every required field, then sends the post with its category key', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('首席执行官');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请选择岗位类型', '请输入岗位编号', '请输入岗位名称', '请输入岗位排序']);
    expect(requests.to('/lingxi-system/post/submit')).toHaveLength(0);

    await choose(user, within(dialog).getByRole('combobox', { name: '岗位类型' }), '基层');
    await fill(user, within(dialog).getByLabelText('岗位编号'), 'pagetest');
    await fill(user, within(dialog).getByLabelText('岗位名称'), '页面测试岗');
    await fill(user, within(dialog).getByLabelText('岗位排序'), '9');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-system/post/submit', 'POST');
    expect(submit.body).toMatchObject({
      category: '3',
      postCode: 'pagetest',
      postName: '页面测试岗',
      sort: 9,
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(await within(await rowWith('页面测试岗')).findByText('基层')).toBeTruthy();
  });

  it('edits a post from its stored values, shows it read-only, and deletes it after the question', async () => {
    const code = `pw${Date.now().toString(36)}`.slice(0, 12);
    await seed('/lingxi-system/post/submit', {
      data: { category: 2, postCode: code, postName: '页面走查岗', sort: 7 },
    });
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('首席执行官');
    await fill(user, within(searchForm()).getByLabelText('岗位编号'), code);
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next('/lingxi-system/post/list', 'GET', 1)).query).toMatchObject({
      postCode: code,
    });
    const row = await rowWith('页面走查岗');
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(await within(row).findByText('中层')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    await waitFor(() =>
      expect((within(edit).getByLabelText('岗位编号') as HTMLInputElement).value).toBe(code),
    );
    await fill(user, within(edit).getByLabelText('岗位名称'), '页面走查岗改');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    const [saved] = (
      await stored<{ records: Record<string, unknown>[] }>('/lingxi-system/post/list', { postCode: code })
    ).records;
    expect(saved).toMatchObject({ postCode: code, postName: '页面走查岗改', category: 2, sort: 7 });

    await user.click(within(await rowWith('页面走查岗改')).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    expect(await within(view).findByText('页面走查岗改')).toBeTruthy();
    expect(await within(view).findByText('中层')).toBeTruthy();
    expect(within(view).queryByRole('textbox')).toBeNull();
    await closeDialog(user, view);

    await user.click(within(await rowWith('页面走查岗改')).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('页面走查岗改')).toBeNull());
    expect(
      (await stored<{ records: unknown[] }>('/lingxi-system/post/list', { postCode: code })).records,
    ).toHaveLength(0);
  });
});

// Blog posts: list with the category label, search by title and category, the release-date range.
import {
  choose,
  fill,
  renderPage,
  requests,
  rowWith,
  searchForm,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('blog posts', () => {
  it('lists the posts, searches by title and category, with a release-date range', async () => {
    const { user } = await renderPage(centre, { path: '/content/blog' });
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    const form = searchForm();
    expect(within(form).getByLabelText('发布时间 开始日期')).toBeTruthy();
    await fill(user, within(form).getByLabelText('博客标题'), '首台套');
    await choose(user, within(form).getByRole('combobox', { name: '博客分类' }), '其他');
    await user.click(within(form).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-desk/blog/list', 'GET', 1);
    expect(search.query).toMatchObject({ blogTitle: '首台套', blogCategory: '5' });
    const row = await rowWith('实践：首台套产品认定（10）');
    expect(await within(row).findByText('其他')).toBeTruthy();
  });
});

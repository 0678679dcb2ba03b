// Dictionaries (PAGES.md "Dictionaries"): the general and business dictionaries and their entries,
// through what a person sees only (the pages are being rebuilt on new kit parts).
import {
  fill,
  openAdd,
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

describe('general dictionary', () => {
  it('lists the dictionaries with their sealed flag by label, and searches by code', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/dictionary' });
    const row = await rowWith('菜单类型');
    expect(await within(row).findByText('否')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '字典项' })).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('字典编号'), 'post_category');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.all().some((call) => call.query.code === 'post_category')).toBe(true),
    );
    expect(await rowWith('岗位类型')).toBeTruthy();
  });

  it("says SPEC §5's messages for an empty dictionary", async () => {
    const { user } = await renderPage(centre, { path: '/basicData/dictionary' });
    await rowWith('菜单类型');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入字典编号', '请输入字典名称']);
  });

  it('opens the entries of a dictionary with their labels', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/dictionary' });
    await user.click(within(await rowWith('菜单类型')).getByRole('button', { name: '字典项' }));
    await waitFor(() => expect(screen.getAllByText('按钮').length).toBeGreaterThan(0));
  });

  it('offers the operator add and edit, no delete', async () => {
    await renderPage(centre, { path: '/basicData/dictionary', user: 'operator' });
    const row = await rowWith('菜单类型');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });
});

describe('business dictionary', () => {
  it('lists the business dictionaries', async () => {
    await renderPage(centre, { path: '/basicData/businessDictionary' });
    const row = await rowWith('行业分类');
    expect(await within(row).findByText('industry')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '字典项' })).toBeTruthy();
  });
});

describe('base codes', () => {
  it('lists the parent codes and searches by code', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/baseCode' });
    expect(await rowWith('行政区划级别')).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('编码'), 'QYLX');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(requests.all().some((call) => call.query.code === 'QYLX')).toBe(true));
    await waitFor(() => expect(screen.queryByText('行政区划级别')).toBeNull());
    expect(await rowWith('企业类型')).toBeTruthy();
  });
});

describe('base codes for the operator', () => {
  it('offers add and edit, no delete', async () => {
    await renderPage(centre, { path: '/basicData/baseCode', user: 'operator' });
    const row = await rowWith('行政区划级别');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
  });
});

describe('dictionary entries page', () => {
  it('opens from the entries of a dictionary and lists them with a way back', async () => {
    await renderPage(centre, { path: '/basicData/dictionary' });
    const list = await requests.next('/lingxi-system/dict/parent-list', 'GET');
    await rowWith('菜单类型');
    const records = (list.answer as { data: { records: { id: string; code: string }[] } }).data.records;
    const id = records.find((row) => row.code === 'menu_category')?.id;
    expect(id).toMatch(/^\d+$/);
    await renderPage(centre, { path: `/basicData/editeDictionary?kind=dict&id=${id}` });
    expect(await screen.findByRole('button', { name: '返回字典列表' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('按钮').length).toBeGreaterThan(0));
    expect(screen.getAllByText('菜单').length).toBeGreaterThan(0);
  });
});

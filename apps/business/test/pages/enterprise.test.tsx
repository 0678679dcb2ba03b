// The enterprise directory (issue 20): searched by name, credit code, region, industry and scale; a
// record's facts in a read-only drawer; no add, edit or delete for anyone.
import {
  choose,
  fill,
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  searchForm,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/enterpriseTerminal/enterprise';
const LIST = '/lingxi-web-enterprise/enterprise/selectWebEnterpriseList';

describe('enterprises', () => {
  it('lists the directory with region, industry and scale, and searches by name and scale', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('杭州嘉禾智能科技有限公司');
    expect(within(row).getByText('拱墅区')).toBeTruthy();
    expect(within(row).getByText('新材料')).toBeTruthy();
    expect(await within(row).findByText('微型')).toBeTruthy(); // the enterprise_scale dictionary's label
    await fill(user, within(searchForm()).getByLabelText('企业名称'), '明德');
    await choose(user, within(searchForm()).getByRole('combobox', { name: '企业规模' }), '小型');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next(LIST, 'GET', 1);
    expect(search.query).toMatchObject({ enterpriseName: '明德', scale: '3' });
    expect(await rowWith('杭州明德智能科技有限公司')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('杭州嘉禾智能科技有限公司')).toBeNull());
  });

  it('searches by credit code, region and industry', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('杭州嘉禾智能科技有限公司');
    await fill(user, within(searchForm()).getByLabelText('所属区域'), '滨江区');
    await fill(user, within(searchForm()).getByLabelText('所属行业'), '生物医药');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next(LIST, 'GET', 1);
    expect(search.query).toMatchObject({ regionName: '滨江区', industry: '生物医药' });
    const row = await rowWith('杭州瑞丰智能科技股份有限公司');
    const code = within(row).getByText(/^91330108MA0/).textContent ?? '';
    await fill(user, within(searchForm()).getByLabelText('统一社会信用代码'), code);
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next(LIST, 'GET', 2)).query).toMatchObject({ creditCode: code });
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1));
  });

  it('opens an enterprise read-only in a drawer, with the facts the server holds', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('杭州嘉禾智能科技有限公司');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await openDialog('企业详情');
    const detail = await requests.next('/lingxi-web-enterprise/enterprise/detail', 'GET');
    await waitFor(() => expect(detail.answer).toBeDefined());
    const record = (detail.answer as { data: { legalPerson: string; address: string } } | undefined)?.data;
    await waitFor(() => expect(within(drawer).getByText('法定代表人')).toBeTruthy());
    expect(record?.legalPerson).toBeTruthy();
    expect(await within(drawer).findByText(record?.legalPerson ?? '—')).toBeTruthy();
    expect(within(drawer).getByText(record?.address ?? '—')).toBeTruthy();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('is open to the operator, and speaks English', async () => {
    await renderPage(centre, { path: PATH, user: 'operator' });
    expect(await rowWith('杭州嘉禾智能科技有限公司')).toBeTruthy();
    await renderPage(centre, { path: PATH, language: 'en' });
    const row = await rowWith('杭州嘉禾智能科技有限公司');
    expect(within(row).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.getAllByText('Unified social credit code').length).toBeGreaterThan(0);
  });
});

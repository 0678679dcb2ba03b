// Tree pages (PAGES.md "Departments", "Parks and institutions", "Software projects", "Regions"): through
// what a person sees only (the pages are being rebuilt on new kit parts).
import { fill, renderPage, requests, rowWith, screen, searchForm, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('government departments', () => {
  it('lists the organisations with their type by label, offering children', async () => {
    await renderPage(centre, { path: '/basicData/governmentOrgans' });
    const row = await rowWith('杭州市经济和信息化局');
    expect(await within(row).findByText('政府机构')).toBeTruthy(); // the dictionary's label, once it is in
    expect(within(row).getByRole('button', { name: '新增子项' })).toBeTruthy();
  });
});

describe('parks and institutions', () => {
  it('lists the parks and operating institutions with their type by label', async () => {
    await renderPage(centre, { path: '/platform/parkAndInstitutions' });
    expect((await within(await rowWith('未来科技城园区')).findAllByText('园区')).length).toBeGreaterThan(0);
    expect(await within(await rowWith('灵犀运营中心')).findByText('运营机构')).toBeTruthy();
  });
});

describe('software projects', () => {
  it('lists the projects with their type by label and searches by name', async () => {
    const { user } = await renderPage(centre, { path: '/project/software' });
    const row = await rowWith('诉求直通车');
    expect(await within(row).findByText('自研项目')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '新增子项目' })).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('项目名称'), '诉求');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(requests.all().some((call) => call.query.projectName === '诉求')).toBe(true));
    await waitFor(() => expect(screen.queryByText('运营推广平台')).toBeNull());
    expect(await rowWith('诉求直通车')).toBeTruthy();
  });
});

describe('regions', () => {
  it('shows the provinces and offers top-level and child additions', async () => {
    await renderPage(centre, { path: '/basicData/areaPublish' });
    expect((await screen.findAllByText('浙江省')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '新增顶级' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增下级' })).toBeTruthy();
  });
});

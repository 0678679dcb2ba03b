// The other policy pages (gateway README "Policies"): downloads (a file saved with its name), registration
// codes (read only, searchable), relations (the server's refusals, add, delete) and the reviewing
// departments (searched by project, a department once per project).
import {
  choose,
  downloads,
  fill,
  openAdd,
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

describe('downloads', () => {
  it('lists the policies’ files, searches by name, and saves a file under its name', async () => {
    const { user } = await renderPage(centre, { path: '/policy/download' });
    await rowWith('科技创新券申领流程.txt');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await fill(user, within(searchForm()).getByLabelText('文件名称'), '申报指南');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-web-policy/download/list', 'GET', 1);
    expect(search.query).toMatchObject({ originalName: '申报指南' });
    const row = await rowWith('数字化改造项目申报指南.txt');
    await waitFor(() => expect(screen.queryByText('科技创新券申领流程.txt')).toBeNull());
    await user.click(within(row).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['数字化改造项目申报指南.txt']));
    const call = await requests.next('/lingxi-web-policy/download/file', 'GET');
    await waitFor(() => expect(call.status).toBe(200));
    expect(await screen.findByText('已下载：数字化改造项目申报指南.txt')).toBeTruthy();
  });
});

describe('registration codes', () => {
  it('are read only, searched by enterprise, each with its policy and code', async () => {
    const { user } = await renderPage(centre, { path: '/policy/regCode' });
    await rowWith('杭州启明医疗器械有限公司');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await fill(user, within(searchForm()).getByLabelText('企业名称'), '数澜');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-web-policy/codepolicyreg/list', 'GET', 1);
    expect(search.query).toMatchObject({ enterpriseName: '数澜' });
    const row = await rowWith('浙江数澜信息技术有限公司');
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(await within(row).findByText('杭州高新区科技创新券管理办法')).toBeTruthy();
    expect(within(row).getByText(/^ZC\d{8}0\d{3}$/)).toBeTruthy();
  });
});

describe('policy-project relations', () => {
  it('lists a relation by its names, refuses a project’s own policy, adds and deletes one', async () => {
    const { user } = await renderPage(centre, { path: '/policy/projectRel' });
    const seeded = await rowWith('2026年度数字化改造示范项目');
    expect(await within(seeded).findByText('杭州高新区科技创新券管理办法')).toBeTruthy();
    const dialog = await openAdd(user);
    await choose(user, within(dialog).getByRole('combobox', { name: '申报项目' }), '2025年青年人才安家补贴');
    await choose(
      user,
      within(dialog).getByRole('combobox', { name: '关联政策' }),
      '高层次人才引进资助实施细则',
    );
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该申报项目已属于此政策，无需关联')).toBeTruthy();
    await choose(
      user,
      within(dialog).getByRole('combobox', { name: '关联政策' }),
      '招商引资重大项目落地奖励办法',
    );
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const row = await rowWith('2025年青年人才安家补贴');
    expect(await within(row).findByText('招商引资重大项目落地奖励办法')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(within(await openDialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('2025年青年人才安家补贴')).toBeNull());
  });
});

describe('reviewing departments', () => {
  it('are searched by project', async () => {
    const { user } = await renderPage(centre, { path: '/policy/reportProjectDept' });
    await rowWith('数字经济处');
    await choose(
      user,
      within(searchForm()).getByRole('combobox', { name: '申报项目' }),
      '2026年第二批科技创新券申领',
    );
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-web-policy/policyreportprojectdep/list', 'GET', 1);
    expect(search.query.projectId).toMatch(/^\d+$/);
    await rowWith('科技局');
    await waitFor(() => expect(screen.queryByText('数字经济处')).toBeNull());
  });
});

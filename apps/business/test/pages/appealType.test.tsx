// Appeal types (gateway README "Appeals"): two levels, each with its time limit.
import {
  fill,
  openAdd,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  searchForm,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/appeal/type';

describe('appeal types', () => {
  it('lists the types with their level by label, and searches by name', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('政策咨询');
    expect(await within(row).findByText('一级')).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('类型名称'), '人才');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-appeal-type/apltype/all', 'GET', 1);
    expect(search.query).toMatchObject({ fName: '人才' });
    expect(await within(await rowWith('人才政策咨询')).findByText('二级')).toBeTruthy();
  });

  it('asks for a name, and sends a new level-2 type under its chosen parent', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('政策咨询');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入类型名称']);
    expect(requests.to('/lingxi-appeal-type/apltype/submit')).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('类型名称'), '页面测试类型');
    await fill(user, within(dialog).getByLabelText('办理时限(工作日)'), '7');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-appeal-type/apltype/submit', 'POST');
    expect(submit.body).toMatchObject({ fName: '页面测试类型', fLimitDays: 7 });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('offers the dispatcher no changes to the types', async () => {
    await renderPage(centre, { path: PATH, user: 'dispatcher' });
    const row = await rowWith('政策咨询');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
  });
});

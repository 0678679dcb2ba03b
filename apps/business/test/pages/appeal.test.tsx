// Appeals (gateway README "Appeals"): the dispatcher's list, its states and its add form.
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

const PATH = '/appeal/manage';

describe('appeals', () => {
  it('lists the appeals with their type and state by label, and searches by title', async () => {
    const { user } = await renderPage(centre, { path: PATH, user: 'dispatcher' });
    const row = await rowWith('春季招聘会展位申请');
    expect(await within(row).findByText('用工招聘')).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('诉求标题'), '用电增容');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-appeal/appeal/search', 'GET', 1);
    expect(search.query).toMatchObject({ title: '用电增容' });
    expect(await rowWith('生产线用电增容')).toBeTruthy();
  });

  it("asks for the required fields of a new appeal (SPEC §5's texts) and sends nothing", async () => {
    const { user } = await renderPage(centre, { path: PATH, user: 'dispatcher' });
    await rowWith('春季招聘会展位申请');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入诉求标题', '请选择诉求类型', '请输入企业名称', '请输入诉求内容']);
    expect(requests.to('/lingxi-appeal/appeal/saveOrUpdate')).toHaveLength(0);
  });

  it('offers a handler no new appeal', async () => {
    await renderPage(centre, { path: PATH, user: 'handler1' });
    await screen.findByRole('button', { name: '搜索' });
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});

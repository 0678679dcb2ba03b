// Appeal distribution (gateway README "Appeals"): the dispatcher plans and dispatches pending appeals.
import {
  downloads,
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  tableRows,
  untilPointable,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('appeal distribution', () => {
  it('lists the pending appeals, each offering plan and dispatch to the dispatcher', async () => {
    await renderPage(centre, { path: '/appeal/distribution', user: 'dispatcher' });
    const row = await rowWith('春季招聘会展位申请');
    expect(await within(row).findByText('待分发')).toBeTruthy();
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(1));
    for (const one of tableRows()) {
      expect(await within(one).findByText('待分发')).toBeTruthy();
      expect(within(one).getByRole('button', { name: '分发' })).toBeTruthy();
      expect(within(one).getByRole('button', { name: '派发' })).toBeTruthy();
    }
  });

  it('marks a returned appeal with who gave it back and why, and shows the appeal before sending (issue 23)', async () => {
    const { user } = await renderPage(centre, { path: '/appeal/distribution', user: 'dispatcher' });
    const row = await rowWith('夜间施工噪音扰民');
    // beside its state (the reason as the tag's title) and with the reason in its own column
    const marks = await within(row).findAllByText('已退回');
    expect(marks).toHaveLength(2);
    expect(marks[0]?.getAttribute('title')).toBe('企业服务处退回：噪音执法属城管部门职责');
    expect(within(row).getByText('企业服务处退回：噪音执法属城管部门职责')).toBeTruthy();
    expect(within(await rowWith('春季招聘会展位申请')).queryByText('已退回')).toBeNull();
    await user.click(within(row).getByRole('button', { name: '查看诉求' }));
    const drawer = await openDialog('诉求详情');
    expect(await within(drawer).findByText('邻近工地夜间施工噪音大，影响员工宿舍休息。')).toBeTruthy();
    expect(within(drawer).getByText('退回原因')).toBeTruthy();
    expect(within(drawer).getAllByText('噪音执法属城管部门职责').length).toBeGreaterThan(0);
    expect(within(drawer).getByRole('button', { name: '打印' })).toBeTruthy();
  });

  it('dispatch starts from the planned departments (issue 23)', async () => {
    const { user } = await renderPage(centre, { path: '/appeal/distribution', user: 'dispatcher' });
    const row = await rowWith('科技型中小企业贷款贴息');
    await user.click(within(row).getByRole('button', { name: '派发' }));
    const dialog = await openDialog('派发至承办部门');
    expect(await within(dialog).findByText('产业发展处')).toBeTruthy();
    // ticking a bureau ticks it alone, not its divisions
    const select = within(dialog).getByLabelText('承办部门');
    await untilPointable(select);
    await user.click(select);
    const bureau = await waitFor(() => {
      const node = [...document.querySelectorAll('.ant-select-tree-treenode')].find(
        (one) => one.querySelector('.ant-select-tree-title')?.textContent === '杭州市经济和信息化局',
      );
      if (!node) throw new Error('no bureau in the tree yet');
      return node;
    });
    await user.click(bureau.querySelector('.ant-select-tree-checkbox') as HTMLElement);
    const chosen = () =>
      [...dialog.querySelectorAll('.ant-select-selection-item')].map((item) => item.textContent ?? '');
    await waitFor(() => expect(chosen()).toContain('杭州市经济和信息化局'));
    expect(chosen()).not.toContain('企业服务处');
    expect(chosen()).toContain('产业发展处');
    expect(requests.to('/lingxi-appeal/apldis/save')).toHaveLength(0);
  });

  it('exports the list with its filters as .xlsx (issue 23)', async () => {
    const { user } = await renderPage(centre, { path: '/appeal/distribution', user: 'dispatcher' });
    await rowWith('夜间施工噪音扰民');
    await user.click(screen.getByRole('button', { name: /导\s?出/ }));
    const call = await requests.next('/lingxi-appeal/apldis/aplDis/export', 'GET');
    await waitFor(() => expect(downloads.at(-1)?.name).toBe('诉求分发.xlsx'));
    expect(call.status).toBe(200);
  });
});

// Reports (SPEC §7 /lingxi-report/report/rest: list, remove): read-only list, view, delete.
import {
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/content/report';

describe('reports', () => {
  it('lists the reports read-only and shows one definition as text', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    const row = await rowWith('诉求来源分析.ureport.xml');
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const view = await openDialog();
    expect(await within(view).findByText(/CDATA\[诉求来源分析\]/)).toBeTruthy();
  });

  it('deletes a report after the confirmation, and it is gone from the server', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const row = await rowWith('企业入驻周报.ureport.xml');
    await user.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定将选择数据删除?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect((await requests.next('/lingxi-report/report/rest/remove', 'POST')).query.ids).toMatch(/^\d+$/);
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('企业入驻周报.ureport.xml')).toBeNull());
  });
});

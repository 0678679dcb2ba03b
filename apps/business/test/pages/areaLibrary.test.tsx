// The regional enterprise library (issue 20): the list with its search, a record's view, and the import
// of several workbooks in one request (each refused row named with its workbook; nothing stored then).
import {
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
import { workbook } from './workbook';

const PATH = '/businessData/areaLibrary';
const API = '/lingxi-area-enterprise';
const HEADER = ['企业名称', '统一社会信用代码', '区划编号', '所属区域', '成立日期'];

describe('the regional enterprise library', () => {
  it('lists and searches the library, views a record; no add, edit or delete', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await waitFor(() =>
      expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(5),
    );
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('所属区域'), '钱塘区');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next(`${API}/page`, 'GET', 1)).query).toMatchObject({ regionName: '钱塘区' });
    await waitFor(() => {
      const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.textContent).toContain('钱塘区');
    });
    const first = document.querySelector<HTMLElement>('tbody tr.ant-table-row') as HTMLElement;
    expect(within(first).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(first).queryByRole('button', { name: '删除' })).toBeNull();
    await user.click(within(first).getByRole('button', { name: '查看' }));
    const view = await openDialog();
    expect(await within(view).findByText('企业地址')).toBeTruthy();
    expect(await within(view).findByText(/浙江省杭州市钱塘区/)).toBeTruthy();
  });

  it('imports several workbooks at once; a refused row names its workbook and nothing is stored', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await waitFor(() =>
      expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0),
    );
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await openDialog('导入区域企业（可多个文件）');
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const east = await workbook('钱塘区.xlsx', [
      HEADER,
      ['页面区域甲有限公司', '91330114MC00000021', '330114', '钱塘区', '2019-03-01'],
      ['页面区域乙有限公司', '91330114MC00000022', '330114', '钱塘区', '2021-09-30'],
    ]);
    const westBad = await workbook('西湖区.xlsx', [
      HEADER,
      ['页面区域丙有限公司', '91330106MC00000023', '330106', '西湖区', '2018-01-01'],
      ['页面区域丁有限公司', '91330106MC00000024', '33X', '西湖区', '2018-01-02'],
    ]);
    await user.upload(input(), [east, westBad]);
    expect(within(dialog).getByText('钱塘区.xlsx')).toBeTruthy();
    expect(within(dialog).getByText('西湖区.xlsx')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    // waited for by its text, cheap to poll while the gateway reads the workbooks (a role query over the
    // dialog, polled every 50 ms, is the dearest query; this wait once ran out on a loaded machine)
    const reason = await within(dialog).findByText('区划编号格式不正确');
    const refused = reason.closest('table') as HTMLElement;
    expect(within(dialog).getByRole('table')).toBe(refused);
    expect(within(refused).getAllByText('西湖区.xlsx').length).toBeGreaterThan(0);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('未导入任何数据');
    const first = requests.last(`${API}/importFromExcel`, 'POST');
    expect(first?.body).toMatchObject({ isCovered: '0' });

    // the fixed workbook replaces the one of the same name; both go in one request
    const westGood = await workbook('西湖区.xlsx', [
      HEADER,
      ['页面区域丙有限公司', '91330106MC00000023', '330106', '西湖区', '2018-01-01'],
      ['页面区域丁有限公司', '91330106MC00000024', '330106', '西湖区', '2018-01-02'],
    ]);
    await user.upload(input(), westGood);
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('共 4 条，成功 4 条，失败 0 条')).toBeTruthy();
    expect(requests.to(`${API}/importFromExcel`, 'POST')).toHaveLength(2);
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    await fill(user, within(searchForm()).getByLabelText('企业名称'), '页面区域');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    for (const name of [
      '页面区域甲有限公司',
      '页面区域乙有限公司',
      '页面区域丙有限公司',
      '页面区域丁有限公司',
    ])
      expect(await rowWith(name)).toBeTruthy();
    expect(within(await rowWith('页面区域乙有限公司')).getByText('2021-09-30')).toBeTruthy();
  });
});

// The investment enterprise library (issue 20): list, search, add, edit, view, delete (never of an
// enterprise that signed), and the Excel import: template, a workbook with a refused row (every refused
// row listed with its reason, nothing stored), the overwrite switch.
import {
  choose,
  downloads,
  fill,
  openAdd,
  openDialog,
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
import { workbook } from './workbook';

const PATH = '/basicData/businessLibrary';
const API = '/lingxi-project-enterprise';
const HEADER = ['企业名称', '统一社会信用代码', '所属行业', '联系人', '联系电话'];

async function openImport(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await user.click(screen.getByRole('button', { name: '导入' }));
  return openDialog('导入招商企业');
}

describe('the investment enterprise library', () => {
  it('lists the library with its stages, searches by stage, and offers no delete on a signed enterprise', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const open = await rowWith('浙江云栖生物技术有限公司');
    expect(await within(open).findByText('初步接触')).toBeTruthy();
    expect(within(open).getByRole('button', { name: '删除' })).toBeTruthy();
    const signed = await rowWith('浙江中科生物技术有限公司');
    expect(await within(signed).findByText('签约落地')).toBeTruthy();
    expect(within(signed).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(signed).queryByRole('button', { name: '删除' })).toBeNull();
    await choose(user, within(searchForm()).getByRole('combobox', { name: '招商阶段' }), '投产运营');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next(`${API}/page`, 'GET', 1)).query).toMatchObject({ stage: '5' });
    expect(await rowWith('浙江宏远精密机械股份有限公司')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('浙江云栖生物技术有限公司')).toBeNull());
  });

  it('adds an enterprise (checked first), reads it back, edits and deletes it', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('浙江云栖生物技术有限公司');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入企业名称', '请输入统一社会信用代码']);
    expect(requests.to(`${API}/save`)).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('企业名称'), '页面测试招商有限公司');
    await fill(user, within(dialog).getByLabelText('统一社会信用代码'), '91330106BAD');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('统一社会信用代码格式不正确')).toBeTruthy();
    expect(requests.to(`${API}/save`)).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('统一社会信用代码'), '91330106MC00000001');
    await fill(user, within(dialog).getByLabelText('所属行业'), '新能源');
    await fill(user, within(dialog).getByLabelText('投资意向'), '拟设立研发中心');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const save = await requests.next(`${API}/save`, 'POST');
    expect(save.body).toMatchObject({
      enterpriseName: '页面测试招商有限公司',
      creditCode: '91330106MC00000001',
      industry: '新能源',
      stage: 1,
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();

    await user.click(within(await rowWith('页面测试招商有限公司')).getByRole('button', { name: '查看' }));
    const view = await openDialog();
    expect(await within(view).findByText('拟设立研发中心')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(within(await rowWith('页面测试招商有限公司')).getByRole('button', { name: '编辑' }));
    const edit = await openDialog();
    await choose(user, within(edit).getByRole('combobox', { name: '招商阶段' }), '考察评估');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect((await requests.next(`${API}/update`, 'POST')).body).toMatchObject({ stage: '3' });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    const row = await rowWith('页面测试招商有限公司');
    expect(await within(row).findByText('考察评估')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('页面测试招商有限公司')).toBeNull());
  });

  it('imports a workbook: a refused row is listed with its reason and nothing is stored; fixed, it goes in', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('浙江云栖生物技术有限公司');
    let dialog = await openImport(user);
    await user.click(within(dialog).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['招商企业导入模板.xlsx']));

    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input(),
      await workbook('招商企业.xlsx', [
        HEADER,
        ['页面导入甲有限公司', '91330106MC00000011', '新材料', '周经理', '13800002222'],
        ['页面导入乙有限公司', '91330106MC00000012', '新能源', '吴经理', '12345'],
        ['页面导入丙有限公司', 'WRONG', '生物医药', '郑经理', '13800002224'],
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('2 行数据有误，未导入任何数据');
    const refused = await within(dialog).findByRole('table');
    expect(within(refused).getByText('手机号码格式不正确')).toBeTruthy();
    expect(within(refused).getByText('统一社会信用代码格式不正确')).toBeTruthy();
    expect(within(refused).getByText('3')).toBeTruthy();
    expect(within(refused).getByText('4')).toBeTruthy();
    // nothing of the workbook was stored, not even its good row
    await fill(user, within(searchForm()).getByLabelText('企业名称'), '页面导入');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const searched = await requests.next(`${API}/page`, 'GET', 1);
    await waitFor(() => expect(searched.answer).toBeDefined());
    expect((searched.answer as { data: { total: number } }).data.total).toBe(0);

    await user.upload(
      input(),
      await workbook('招商企业.xlsx', [
        HEADER,
        ['页面导入甲有限公司', '91330106MC00000011', '新材料', '周经理', '13800002222'],
        ['页面导入乙有限公司', '91330106MC00000012', '新能源', '吴经理', '13800002223'],
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('共 2 条，成功 2 条，失败 0 条')).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    expect(await rowWith('页面导入甲有限公司')).toBeTruthy();
    expect(await rowWith('页面导入乙有限公司')).toBeTruthy();

    // the same code again: refused, or with the overwrite switch on, the stored enterprise is updated
    dialog = await openImport(user);
    const again = await workbook('再次导入.xlsx', [
      HEADER,
      ['页面导入甲（更名）有限公司', '91330106MC00000011', '新能源'],
    ]);
    await user.upload(input(), again);
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(
      await within(await within(dialog).findByRole('table')).findByText('该统一社会信用代码已存在'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('switch', { name: '覆盖已有数据' }));
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('共 1 条，成功 1 条，失败 0 条')).toBeTruthy();
    const sent = requests.last(`${API}/importFromExcel`, 'POST');
    expect(sent?.body).toMatchObject({ isCovered: '1', file: '再次导入.xlsx' });
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    expect(await rowWith('页面导入甲（更名）有限公司')).toBeTruthy();
  });

  it('shows the library and its import in English', async () => {
    await renderPage(centre, { path: PATH, language: 'en' });
    await rowWith('浙江云栖生物技术有限公司');
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
    expect(screen.getAllByText('Stage').length).toBeGreaterThan(0);
  });
});

// Code generator (PAGES.md "Code generator"): definitions, copy, generate the chosen ones.
import {
  downloads,
  fill,
  openAdd,
  openDialog,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/system/code';

describe('code generator', () => {
  it('asks for the required fields of a new definition', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('通知公告');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入模块名', '请输入服务名', '请输入表名']);
    expect(requests.to('/lingxi-develop/code/submit')).toHaveLength(0);
  });

  it('copies a definition: the server names the copy "<name>-copy"', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith('博客')).getByRole('button', { name: '复制' }));
    const copy = await requests.next('/lingxi-develop/code/copy', 'POST');
    expect(copy.query.id).toMatch(/^\d+$/);
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(await rowWith('博客-copy')).toBeTruthy();
  });

  it('generates the chosen definitions after a confirmation', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(screen.getByRole('button', { name: '代码生成' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    await user.click(within(await rowWith('通知公告')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '代码生成' }));
    expect(await screen.findByText('是否生成选中模块的代码?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    const generate = await requests.next('/lingxi-develop/code/gen-code', 'POST');
    expect(generate.query).toMatchObject({ ids: expect.stringMatching(/^\d+$/), system: 'react' });
    expect(await screen.findByText('代码已生成并开始下载')).toBeTruthy();
    expect(downloads.map((file) => file.name)).toEqual([expect.stringMatching(/\.zip$/)]);
  });

  it('edits a definition and sends the change with its id', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    await user.click(within(await rowWith('通知公告')).getByRole('button', { name: '编辑' }));
    const dialog = await openDialog(/编辑/);
    const prefix = within(dialog).getByLabelText('表前缀') as HTMLInputElement;
    await screen.findByDisplayValue('blade_notice');
    await fill(user, prefix, 'lx_');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const submit = await requests.next('/lingxi-develop/code/submit', 'POST');
    expect(submit.body).toMatchObject({
      id: expect.any(String),
      tableName: 'blade_notice',
      tablePrefix: 'lx_',
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });
});

// Code generator (PAGES.md "Code generator"): definitions, copy, generate the chosen ones.
import {
  choose,
  closeDialog,
  confirmBox,
  downloads,
  fill,
  openAdd,
  openDialog,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  search,
  storedRecords,
  tableRows,
  waitFor,
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

  it('walks a definition: stored with its modes, edited and read back, viewed, copied, generated as <name>.zip, both deleted at once', async () => {
    const name = `走查模块${Date.now().toString(36)}`;
    const { user } = await renderPage(centre, { path: PATH });
    await rowWith('通知公告');
    const add = await openAdd(user);
    await choose(user, within(add).getByRole('combobox', { name: '数据源' }), '业务主库');
    await fill(user, within(add).getByLabelText('模块名'), name);
    await fill(user, within(add).getByLabelText('服务名'), 'lingxi-walk');
    await fill(user, within(add).getByLabelText('表名'), 'blade_post');
    await fill(user, within(add).getByLabelText('表前缀'), 'blade_');
    await fill(user, within(add).getByLabelText('包名'), 'org.lingxi.walk');
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-develop/code/list', { codeName: name }))[0]).toMatchObject({
      codeName: name,
      tableName: 'blade_post',
      baseMode: 2,
      wrapMode: 2,
      pkName: 'id',
    });

    await search(user, '模块名', name);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await user.click(within(await rowWith(name)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    await waitFor(() =>
      expect((within(edit).getByLabelText('表名') as HTMLInputElement).value).toBe('blade_post'),
    );
    await fill(user, within(edit).getByLabelText('包名'), 'org.lingxi.walk.post');
    await user.click(within(edit).getAllByRole('radio', { name: '否' })[0] as HTMLElement);
    await fill(user, within(edit).getByLabelText('后端生成路径'), '/tmp/walk-api');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await storedRecords('/lingxi-develop/code/list', { codeName: name }))[0]).toMatchObject({
      codeName: name,
      packageName: 'org.lingxi.walk.post',
      baseMode: 1,
      wrapMode: 2,
      apiPath: '/tmp/walk-api',
    });
    expect(await within(await rowWith(name)).findByText('org.lingxi.walk.post')).toBeTruthy();

    await user.click(within(await rowWith(name)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    expect(await within(view).findByText('业务主库')).toBeTruthy();
    expect(within(view).getByText('/tmp/walk-api')).toBeTruthy();
    await closeDialog(user, view);

    await user.click(within(await rowWith(name)).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(await storedRecords('/lingxi-develop/code/list', { codeName: `${name}-copy` })).toHaveLength(1);

    const original = tableRows().find((row) => !row.textContent?.includes('-copy')) as HTMLElement;
    await user.click(within(original).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '代码生成' }));
    await confirmBox(user, '是否生成选中模块的代码?');
    const generated = await requests.next('/lingxi-develop/code/gen-code', 'POST');
    await waitFor(() => expect(generated.status).toBe(200));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual([`${name}.zip`]));

    for (const row of tableRows()) {
      const box = within(row).getByRole('checkbox') as HTMLInputElement;
      if (!box.checked) await user.click(box);
    }
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(await storedRecords('/lingxi-develop/code/list', { codeName: name })).toHaveLength(0);
  });
});

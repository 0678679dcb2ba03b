// Dictionaries (PAGES.md "Dictionaries"): the general and business dictionaries and their entries,
// through what a person sees only (the pages are being rebuilt on new kit parts).
import {
  closeDialog,
  confirmBox,
  fill,
  openAdd,
  openDialog,
  renderPage,
  requests,
  rowWith,
  saveEmpty,
  screen,
  search,
  searchForm,
  stored,
  storedRecords,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('general dictionary', () => {
  it('lists the dictionaries with their sealed flag by label, and searches by code', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/dictionary' });
    const row = await rowWith('菜单类型');
    expect(await within(row).findByText('否')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '字典项' })).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('字典编号'), 'post_category');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.all().some((call) => call.query.code === 'post_category')).toBe(true),
    );
    expect(await rowWith('岗位类型')).toBeTruthy();
  });

  it("says SPEC §5's messages for an empty dictionary", async () => {
    const { user } = await renderPage(centre, { path: '/basicData/dictionary' });
    await rowWith('菜单类型');
    const dialog = await openAdd(user);
    await saveEmpty(user, dialog, ['请输入字典编号', '请输入字典名称']);
  });

  it('opens the entries of a dictionary with their labels', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/dictionary' });
    await user.click(within(await rowWith('菜单类型')).getByRole('button', { name: '字典项' }));
    await waitFor(() => expect(screen.getAllByText('按钮').length).toBeGreaterThan(0));
  });

  it('offers the operator add and edit, no delete', async () => {
    await renderPage(centre, { path: '/basicData/dictionary', user: 'operator' });
    const row = await rowWith('菜单类型');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });
});

describe('business dictionary', () => {
  it('lists the business dictionaries', async () => {
    await renderPage(centre, { path: '/basicData/businessDictionary' });
    const row = await rowWith('行业分类');
    expect(await within(row).findByText('industry')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '字典项' })).toBeTruthy();
  });
});

describe('base codes', () => {
  it('lists the parent codes and searches by code', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/baseCode' });
    expect(await rowWith('行政区划级别')).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('编码'), 'QYLX');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(requests.all().some((call) => call.query.code === 'QYLX')).toBe(true));
    await waitFor(() => expect(screen.queryByText('行政区划级别')).toBeNull());
    expect(await rowWith('企业类型')).toBeTruthy();
  });
});

describe('base codes for the operator', () => {
  it('offers add and edit, no delete', async () => {
    await renderPage(centre, { path: '/basicData/baseCode', user: 'operator' });
    const row = await rowWith('行政区划级别');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
  });
});

describe('dictionary entries page', () => {
  it('opens from the entries of a dictionary and lists them with a way back', async () => {
    await renderPage(centre, { path: '/basicData/dictionary' });
    const list = await requests.next('/lingxi-system/dict/parent-list', 'GET');
    await rowWith('菜单类型');
    const records = (list.answer as { data: { records: { id: string; code: string }[] } }).data.records;
    const id = records.find((row) => row.code === 'menu_category')?.id;
    expect(id).toMatch(/^\d+$/);
    await renderPage(centre, { path: `/basicData/editeDictionary?kind=dict&id=${id}` });
    expect(await screen.findByRole('button', { name: '返回字典列表' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('按钮').length).toBeGreaterThan(0));
    expect(screen.getAllByText('菜单').length).toBeGreaterThan(0);
  });
});

describe('dictionary walks', () => {
  for (const { path, base } of [
    { path: '/basicData/dictionary', base: '/lingxi-system/dict' },
    { path: '/basicData/businessDictionary', base: '/lingxi-system/dict-biz' },
  ]) {
    it(`${path}: add with SPEC §5's messages, edit, entries under a locked code and parent, view, delete`, async () => {
      const code = `walk_${Date.now().toString(36)}`;
      const { user } = await renderPage(centre, { path });
      await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
      const add = await openAdd(user);
      await fill(user, within(add).getByLabelText('字典排序'), '');
      await saveEmpty(user, add, ['请输入字典编号', '请输入字典名称', '请输入字典排序']);
      await fill(user, within(add).getByLabelText('字典编号'), code);
      await fill(user, within(add).getByLabelText('字典名称'), '走查字典');
      await fill(user, within(add).getByLabelText('字典排序'), '7');
      await user.click(within(add).getByRole('button', { name: '保存' }));
      expect(await screen.findByText('新增成功')).toBeTruthy();
      const [parent] = await storedRecords<{ id: string }>(`${base}/parent-list`, { code });
      expect(parent).toMatchObject({ code, dictValue: '走查字典', sort: 7 });

      await search(user, '字典编号', code);
      await waitFor(() => expect(tableRows()).toHaveLength(1));
      await user.click(within(await rowWith('走查字典')).getByRole('button', { name: '编辑' }));
      const edit = await openDialog('编辑');
      await waitFor(() =>
        expect((within(edit).getByLabelText('字典编号') as HTMLInputElement).value).toBe(code),
      );
      await fill(user, within(edit).getByLabelText('字典名称'), '走查字典改');
      await user.click(within(edit).getByRole('button', { name: '保存' }));
      expect(await screen.findByText('修改成功')).toBeTruthy();

      // the entries: code and parent locked, the key required
      await user.click(within(await rowWith('走查字典改')).getByRole('button', { name: '字典项' }));
      const drawer = await openDialog(`字典项: 走查字典改 (${code})`);
      await user.click(within(drawer).getByRole('button', { name: '新增' }));
      const entry = await openDialog('新增');
      const entryCode = within(entry).getByLabelText('字典编号') as HTMLInputElement;
      await waitFor(() => expect(entryCode.value).toBe(code));
      expect(entryCode.disabled).toBe(true);
      const under = within(entry).getByLabelText('上级字典') as HTMLInputElement;
      expect(under.value).toBe('走查字典改');
      expect(under.disabled).toBe(true);
      await fill(user, within(entry).getByLabelText('字典名称'), '条目一');
      await user.click(within(entry).getByRole('button', { name: '保存' }));
      expect(await within(entry).findByText('请输入字典键值')).toBeTruthy();
      await fill(user, within(entry).getByLabelText('字典键值'), '1');
      await user.click(within(entry).getByRole('button', { name: '保存' }));
      expect(await screen.findByText('新增成功')).toBeTruthy();
      const first = (await within(drawer).findAllByText('条目一'))[0]?.closest('tr') as HTMLElement;

      await user.click(within(first).getByRole('button', { name: '新增子项' }));
      const child = await openDialog('新增');
      await waitFor(() =>
        expect((within(child).getByLabelText('上级字典') as HTMLInputElement).value).toBe('条目一'),
      );
      await fill(user, within(child).getByLabelText('字典名称'), '条目一之一');
      await fill(user, within(child).getByLabelText('字典键值'), '11');
      await user.click(within(child).getByRole('button', { name: '保存' }));
      await waitFor(async () => {
        const entries = await storedRecords<{ id: string; dictValue: string; dictKey: string; code: string }>(
          `${base}/child-list`,
          { parentId: parent?.id as string },
        );
        expect(entries.map((one) => [one.dictValue, one.dictKey, one.code])).toEqual([['条目一', '1', code]]);
        const grand = await storedRecords<{ dictValue: string }>(`${base}/child-list`, {
          parentId: entries[0]?.id as string,
        });
        expect(grand.map((one) => one.dictValue)).toEqual(['条目一之一']);
      });
      // the look-up of the dictionary has both
      const lookup = await stored<{ dictValue: string }[]>(`${base}/dictionary`, { code });
      expect(lookup.map((one) => one.dictValue).sort()).toEqual(['条目一', '条目一之一']);

      const expand = within(first).queryByRole('button', { name: /展开|Expand/ });
      if (expand && !within(drawer).queryByText('条目一之一')) await user.click(expand);
      const grandRow = (await within(drawer).findByText('条目一之一')).closest('tr') as HTMLElement;
      await user.click(within(grandRow).getByRole('button', { name: '查看' }));
      const view = await openDialog('查看');
      expect(await within(view).findByText('11')).toBeTruthy();
      await closeDialog(user, view);
      await user.click(within(grandRow).getByRole('button', { name: '编辑' }));
      const entryEdit = await openDialog('编辑');
      await waitFor(() =>
        expect((within(entryEdit).getByLabelText('字典名称') as HTMLInputElement).value).toBe('条目一之一'),
      );
      expect((within(entryEdit).getByLabelText('字典编号') as HTMLInputElement).disabled).toBe(true);
      await fill(user, within(entryEdit).getByLabelText('字典名称'), '条目一之一改');
      await user.click(within(entryEdit).getByRole('button', { name: '保存' }));
      expect(await within(drawer).findByText('条目一之一改')).toBeTruthy();

      // entries first, then the dictionary
      await user.click(
        within((await within(drawer).findByText('条目一之一改')).closest('tr') as HTMLElement).getByRole(
          'button',
          {
            name: '删除',
          },
        ),
      );
      await confirmBox(user, '确定将选择数据删除?');
      await waitFor(() => expect(within(drawer).queryByText('条目一之一改')).toBeNull());
      await user.click(
        within((await within(drawer).findByText('条目一')).closest('tr') as HTMLElement).getByRole('button', {
          name: '删除',
        }),
      );
      await confirmBox(user, '确定将选择数据删除?');
      await waitFor(() => expect(within(drawer).queryByText('条目一')).toBeNull());
      await closeDialog(user, drawer);
      await user.click(within(await rowWith('走查字典改')).getByRole('button', { name: '删除' }));
      await confirmBox(user, '确定将选择数据删除?');
      await waitFor(async () => expect(await storedRecords(`${base}/parent-list`, { code })).toHaveLength(0));
    });
  }

  it('business dictionary entries switch status, read back from the server', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/businessDictionary' });
    await search(user, '字典编号', 'park_level');
    await user.click(within(await rowWith('park_level')).getByRole('button', { name: '字典项' }));
    const drawer = await openDialog(/字典项/);
    const toggle = (await within(drawer).findByRole('switch', { name: /市级/ })) as HTMLButtonElement;
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    await confirmBox(user, '确定停用该数据?');
    expect(await screen.findByText('已停用：市级')).toBeTruthy();
    await waitFor(async () => {
      const entries = await stored<{ dictValue: string; status: number }[]>(
        '/lingxi-system/dict-biz/dictionary',
        {
          code: 'park_level',
        },
      );
      expect(entries.find((one) => one.dictValue === '市级')?.status).toBe(0);
    });
    await waitFor(() =>
      expect(within(drawer).getByRole('switch', { name: /市级/ }).getAttribute('aria-checked')).toBe('false'),
    );
    await user.click(within(drawer).getByRole('switch', { name: /市级/ }));
    await confirmBox(user, '确定启用该数据?');
    expect(await screen.findByText('已启用：市级')).toBeTruthy();
  });

  it("the entries drawer links the dictionary's own page, which lists its entries", async () => {
    const { user } = await renderPage(centre, { path: '/basicData/dictionary' });
    await search(user, '字典编号', 'org_category');
    await user.click(within(await rowWith('org_category')).getByRole('button', { name: '字典项' }));
    const drawer = await openDialog(/字典项/);
    const link = within(drawer).getByRole('link', { name: '在页面中打开' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/\/basicData\/editeDictionary\?kind=dict&id=\d+$/);
    await user.click(link);
    expect(await screen.findByRole('button', { name: '返回字典列表' })).toBeTruthy();
    expect(await rowWith('政府机构')).toBeTruthy();
    expect(await rowWith('运营机构')).toBeTruthy();
  });

  it('offers the operator edit but no delete on the entries', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/dictionary', user: 'operator' });
    await user.click(within(await rowWith('菜单类型')).getByRole('button', { name: '字典项' }));
    const drawer = await openDialog(/字典项/);
    await waitFor(() =>
      expect(within(drawer).getAllByRole('button', { name: '编辑' }).length).toBeGreaterThan(0),
    );
    expect(within(drawer).queryByRole('button', { name: '删除' })).toBeNull();
  });
});

describe('base code walk', () => {
  it("adds a code with SPEC §5's messages, a child code under it, edits the child through update, deletes it", async () => {
    const code = `BC${Date.now().toString(36)}`;
    const { user } = await renderPage(centre, { path: '/basicData/baseCode' });
    await rowWith('行政区划级别');
    const add = await openAdd(user);
    await saveEmpty(user, add, ['请输入编码', '请输入名称']);
    await fill(user, within(add).getByLabelText('编码'), code);
    await fill(user, within(add).getByLabelText('名称'), '走查编码');
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const parents = await storedRecords<{ id: string; name: string }>(
      '/lingxi-basecode-general/basecodegeneral/parentPage',
      { code },
    );
    expect(parents.map((one) => one.name)).toEqual(['走查编码']);
    const parentId = parents[0]?.id as string;

    await search(user, '编码', code);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await user.click(within(await rowWith('走查编码')).getByRole('button', { name: '字典项' }));
    const drawer = await openDialog(`字典项: 走查编码 (${code})`);
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const child = await openDialog('新增');
    await waitFor(() =>
      expect((within(child).getByLabelText('上级编码') as HTMLInputElement).value).toBe('走查编码'),
    );
    await fill(user, within(child).getByLabelText('编码'), `${code}01`);
    await fill(user, within(child).getByLabelText('名称'), '子编码');
    await fill(user, within(child).getByLabelText('编码值'), 'v1');
    await user.click(within(child).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const row = (await within(drawer).findByText('子编码')).closest('tr') as HTMLElement;
    expect(
      (
        await storedRecords<{ codeValue: string }>('/lingxi-basecode-general/basecodegeneral/childPage', {
          parentId,
        })
      ).map((one) => one.codeValue),
    ).toEqual(['v1']);

    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const value = within(edit).getByLabelText('编码值') as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe('v1'));
    await fill(user, value, 'v2');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await requests.next('/lingxi-basecode-general/basecodegeneral/update', 'POST')).status).toBe(200);
    expect(await within(drawer).findByText('v2')).toBeTruthy();

    await user.click(
      within((await within(drawer).findByText('子编码')).closest('tr') as HTMLElement).getByRole('button', {
        name: '删除',
      }),
    );
    await confirmBox(user, '确定将选择数据删除?');
    await waitFor(() => expect(within(drawer).queryByText('子编码')).toBeNull());
    expect(
      await storedRecords('/lingxi-basecode-general/basecodegeneral/childPage', { parentId }),
    ).toHaveLength(0);
  });
});

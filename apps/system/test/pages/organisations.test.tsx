// Tree pages (PAGES.md "Departments", "Parks and institutions", "Software projects", "Regions"): through
// what a person sees only (the pages are being rebuilt on new kit parts).
import {
  choose,
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

describe('government departments', () => {
  it('lists the organisations with their type by label, offering children', async () => {
    await renderPage(centre, { path: '/basicData/governmentOrgans' });
    const row = await rowWith('杭州市经济和信息化局');
    expect(await within(row).findByText('政府机构')).toBeTruthy(); // the dictionary's label, once it is in
    expect(within(row).getByRole('button', { name: '新增子项' })).toBeTruthy();
  });
});

describe('parks and institutions', () => {
  it('lists the parks and operating institutions with their type by label', async () => {
    await renderPage(centre, { path: '/platform/parkAndInstitutions' });
    expect((await within(await rowWith('未来科技城园区')).findAllByText('园区')).length).toBeGreaterThan(0);
    expect(await within(await rowWith('灵犀运营中心')).findByText('运营机构')).toBeTruthy();
  });
});

describe('software projects', () => {
  it('lists the projects with their type by label and searches by name', async () => {
    const { user } = await renderPage(centre, { path: '/project/software' });
    const row = await rowWith('诉求直通车');
    expect(await within(row).findByText('自研项目')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '新增子项目' })).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('项目名称'), '诉求');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(requests.all().some((call) => call.query.projectName === '诉求')).toBe(true));
    await waitFor(() => expect(screen.queryByText('运营推广平台')).toBeNull());
    expect(await rowWith('诉求直通车')).toBeTruthy();
  });
});

describe('regions', () => {
  it('shows the provinces and offers top-level and child additions', async () => {
    await renderPage(centre, { path: '/basicData/areaPublish' });
    expect((await screen.findAllByText('浙江省')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '新增顶级' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增下级' })).toBeTruthy();
  });
});

describe('organisation walks', () => {
  for (const { path, base, category, sortable } of [
    {
      path: '/basicData/governmentOrgans',
      base: '/lingxi-system/dept',
      category: '政府机构',
      sortable: true,
    },
    { path: '/platform/parkAndInstitutions', base: '/lingxi-system/park', category: '园区', sortable: false },
  ]) {
    it(`${path}: add with SPEC §5's messages, a child under a preset parent, sort, status, view, edit, search, delete children first`, async () => {
      const root = `走查机构${Date.now().toString(36)}`;
      const { user } = await renderPage(centre, { path });
      await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
      const add = await openAdd(user);
      await saveEmpty(user, add, ['请输入机构名称', '请选择机构类型']);
      await fill(user, within(add).getByLabelText('机构名称'), root);
      await choose(user, within(add).getByRole('combobox', { name: '机构类型' }), category);
      await user.click(within(add).getByRole('button', { name: '保存' }));
      expect(await screen.findByText('新增成功')).toBeTruthy();
      const created = await stored<{ id: string; deptName: string }[]>(`${base}/lazy-list`, {
        deptName: root,
      });
      expect(created.map((one) => one.deptName)).toEqual([root]);
      const rootId = created[0]?.id as string;

      await user.click(within(await rowWith(root)).getByRole('button', { name: '新增子项' }));
      const child = await openDialog('新增');
      await waitFor(() =>
        expect((within(child).getByLabelText('上级机构') as HTMLInputElement).value).toBe(root),
      );
      await fill(user, within(child).getByLabelText('机构名称'), `${root}分部`);
      await user.click(within(child).getByRole('button', { name: '保存' }));
      await waitFor(async () => {
        const kids = await stored<{ id: string; deptName: string }[]>(`${base}/lazy-list`, {
          parentId: rootId,
        });
        expect(kids.map((one) => one.deptName)).toEqual([`${root}分部`]);
      });
      const childId = (await stored<{ id: string }[]>(`${base}/lazy-list`, { parentId: rootId }))[0]
        ?.id as string;
      // the parent opens by itself to show its new child
      const childRow = () => rowWith(`${root}分部`);
      await childRow();

      if (sortable) {
        const sort = within(await childRow()).getByLabelText(`排序 ${root}分部`);
        await fill(user, sort, '5');
        await user.type(sort, '{Enter}');
        expect(await screen.findByText('排序已保存')).toBeTruthy();
        expect((await stored<{ sort: number }>(`${base}/detail`, { id: childId })).sort).toBe(5);
      }

      await user.click(within(await childRow()).getByRole('switch'));
      await confirmBox(user, '确定停用该数据?');
      expect(await screen.findByText(`已停用：${root}分部`)).toBeTruthy();
      await waitFor(async () =>
        expect((await stored<{ status: number }>(`${base}/detail`, { id: childId })).status).toBe(0),
      );

      await user.click(within(await childRow()).getByRole('button', { name: '查看' }));
      const view = await openDialog('查看');
      expect((await within(view).findAllByText(root)).length).toBeGreaterThan(0);
      await closeDialog(user, view);
      await user.click(within(await childRow()).getByRole('button', { name: '编辑' }));
      const edit = await openDialog('编辑');
      await waitFor(() =>
        expect((within(edit).getByLabelText('机构名称') as HTMLInputElement).value).toBe(`${root}分部`),
      );
      await fill(user, within(edit).getByLabelText('机构全称'), `${root}分部全称`);
      await user.click(within(edit).getByRole('button', { name: '保存' }));
      expect(await screen.findByText('修改成功')).toBeTruthy();
      expect((await stored<{ fullName: string }>(`${base}/detail`, { id: childId })).fullName).toBe(
        `${root}分部全称`,
      );

      // the search answers matching departments of the whole tree
      await search(user, '机构名称', `${root}分部`);
      await waitFor(() => expect(tableRows()).toHaveLength(1));
      await user.click(within(searchForm()).getByRole('button', { name: '清空' }));

      // one with children is refused; the child first
      await user.click(within(await rowWith(root)).getByRole('button', { name: '删除' }));
      await confirmBox(user, '确定将选择数据删除?');
      expect(await screen.findByText('请先删除子节点')).toBeTruthy();
      await user.click(within(await childRow()).getByRole('button', { name: '删除' }));
      await confirmBox(user, '确定将选择数据删除?');
      await waitFor(() => expect(screen.queryByText(`${root}分部`)).toBeNull());
      await user.click(within(await rowWith(root)).getByRole('button', { name: '删除' }));
      await confirmBox(user, '确定将选择数据删除?');
      await waitFor(async () => expect(await stored(`${base}/lazy-list`, { deptName: root })).toEqual([]));
    });
  }
});

/** A node of the region tree (or of the search results: the name, then the code) by its name. */
function treeNode(name: string, scope: ParentNode = document): HTMLElement | undefined {
  return [...scope.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find((node) => {
    const title = node.querySelector('.ant-tree-title')?.textContent ?? '';
    return title === name || title.startsWith(`${name} `);
  });
}
const foundNode = (name: string, scope?: ParentNode) =>
  waitFor(() => {
    const node = treeNode(name, scope);
    if (!node) throw new Error(`no tree node ${name}`);
    return node;
  });
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('region walk', () => {
  it('asks for a region first; adds a sub-region with its message, saves, finds it by search, switches status, deletes', async () => {
    const { user } = await renderPage(centre, { path: '/basicData/areaPublish' });
    await foundNode('浙江省');
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请先选择一个区域')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新增下级' }));

    await user.click((await foundNode('浙江省')).querySelector('.ant-tree-switcher') as HTMLElement);
    await user.click((await foundNode('杭州市')).querySelector('.ant-tree-title') as HTMLElement);
    await waitFor(() => expect(fieldValue('区划编号')).toBe('3301'));
    expect(fieldValue('上级区划名称')).toBe('浙江省');
    expect((screen.getByLabelText('区划编号') as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '新增下级' }));
    await waitFor(() => expect(fieldValue('上级区划编号')).toBe('3301'));
    expect(fieldValue('上级区划名称')).toBe('杭州市');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入下级编号')).toBeTruthy();
    const sub = String(80 + Math.floor(Math.random() * 10));
    const name = `走查区${Date.now().toString(36)}`;
    await fill(user, screen.getByLabelText('下级编号'), sub);
    await fill(user, screen.getByLabelText('区划名称'), name);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const code = `3301${sub}`;
    expect(await stored('/lingxi-system/region/detail', { code })).toMatchObject({
      name,
      parentCode: '3301',
      regionLevel: 3,
    });
    await foundNode(name);
    await waitFor(() => expect(fieldValue('区划编号')).toBe(code));

    await fill(user, screen.getByLabelText('区划名称'), `${name}改`);
    await fill(user, screen.getByLabelText('排序'), '3');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(await stored('/lingxi-system/region/detail', { code })).toMatchObject({
      name: `${name}改`,
      sort: 3,
    });

    // the search covers the whole tree on the server, a branch never opened too
    await fill(user, screen.getByLabelText('搜索区域'), '鼓楼');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('找到 1 个区域')).toBeTruthy();
    const results = screen.getByRole('tree', { name: '搜索结果' });
    await user.click((await foundNode('鼓楼区', results)).querySelector('.ant-tree-title') as HTMLElement);
    await waitFor(() => expect(fieldValue('区划编号')).toBe('320106'));
    await waitFor(() => expect(fieldValue('上级区划名称')).toBe('南京市'));
    await fill(user, screen.getByLabelText('搜索区域'), code);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('找到 1 个区域')).toBeTruthy();
    await user.click(
      (await foundNode(`${name}改`, screen.getByRole('tree', { name: '搜索结果' }))).querySelector(
        '.ant-tree-title',
      ) as HTMLElement,
    );
    await waitFor(() => expect(fieldValue('区划编号')).toBe(code));
    expect(fieldValue('上级区划名称')).toBe('杭州市');
    expect(fieldValue('排序')).toBe('3');

    await user.click(screen.getByRole('switch', { name: `状态 ${name}改` }));
    await confirmBox(user, '确定停用该数据?');
    await waitFor(async () =>
      expect((await stored<{ status: number }>('/lingxi-system/region/detail', { code })).status).toBe(0),
    );

    await user.click(screen.getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(await screen.findByText('找到 0 个区域')).toBeTruthy();
    // SPEC: no 数据不存在或已删除 after the delete (the page does not read the region again)
    expect(screen.queryByText('数据不存在或已删除')).toBeNull();
    await fill(user, screen.getByLabelText('搜索区域'), '');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await foundNode('杭州市');
    expect(treeNode(`${name}改`)).toBeUndefined();
    await expect(stored('/lingxi-system/region/detail', { code })).rejects.toThrow();
  });

  it('offers the operator the region form without delete', async () => {
    await renderPage(centre, { path: '/basicData/areaPublish', user: 'operator' });
    await foundNode('浙江省');
    expect(screen.getByRole('button', { name: '新增下级' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});

describe('software project walk', () => {
  it("adds a project with SPEC §5's messages, a subproject (top level only), status, edit, view, delete", async () => {
    const stamp = Date.now().toString(36);
    const name = `走查项目${stamp}`;
    const code = `P-${stamp}`;
    const { user } = await renderPage(centre, { path: '/project/software' });
    await rowWith('诉求直通车');
    const add = await openAdd(user);
    await saveEmpty(user, add, ['请输入项目名称', '请输入项目编号']);
    await fill(user, within(add).getByLabelText('项目名称'), name);
    await fill(user, within(add).getByLabelText('项目编号'), code);
    await fill(user, within(add).getByLabelText('负责人'), '张三');
    await user.click(within(add).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [project] = await storedRecords<{ id: string }>('/lingxi-project/project/page', {
      projectCode: code,
    });
    expect(project).toBeTruthy();

    await user.click(within(await rowWith(name)).getByRole('button', { name: '新增子项目' }));
    const child = await openDialog('新增');
    await fill(user, within(child).getByLabelText('项目名称'), `${name}子`);
    await fill(user, within(child).getByLabelText('项目编号'), `${code}-1`);
    await user.click(within(child).getByRole('button', { name: '保存' }));
    await waitFor(async () =>
      expect(
        (
          await storedRecords<{ projectName: string }>('/lingxi-project/project/page', {
            parentId: project?.id as string,
          })
        ).map((one) => one.projectName),
      ).toEqual([`${name}子`]),
    );
    // the parent opens by itself; a subproject has no subprojects of its own
    const sub = await rowWith(`${name}子`);
    expect(within(sub).queryByRole('button', { name: '新增子项目' })).toBeNull();

    await user.click(within(sub).getByRole('switch'));
    await confirmBox(user, '确定停用该数据?');
    await waitFor(async () =>
      expect(
        (await storedRecords('/lingxi-project/project/page', { projectCode: `${code}-1` }))[0]?.status,
      ).toBe(0),
    );

    await user.click(within(await rowWith(name)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    await waitFor(() =>
      expect((within(edit).getByLabelText('项目编号') as HTMLInputElement).value).toBe(code),
    );
    await fill(user, within(edit).getByLabelText('负责人'), '李四');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    // (the code is matched as a part: the subproject's code holds it too)
    const projects = await storedRecords('/lingxi-project/project/page', { projectCode: code });
    expect(projects.find((one) => one.projectCode === code)?.leader).toBe('李四');
    await user.click(within(await rowWith(name)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain('李四'));
    await closeDialog(user, view);

    await user.click(within(await rowWith(`${name}子`)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    await waitFor(() => expect(screen.queryByText(`${name}子`)).toBeNull());
    await user.click(within(await rowWith(name)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    await waitFor(async () =>
      expect(await storedRecords('/lingxi-project/project/page', { projectCode: code })).toHaveLength(0),
    );
  });
});

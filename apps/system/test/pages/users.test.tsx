// Government users and park / enterprise users (PAGES.md "Users"): through what a person sees only (the
// pages are being rebuilt on new kit parts).
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
  searchForm,
  stored,
  storedRecords,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('government users', () => {
  it('lists the seeded accounts and searches by account', async () => {
    const { user } = await renderPage(centre, { path: '/managerUser/governmentUsers' });
    await waitFor(() => expect(tableRows().length).toBe(10));
    await fill(user, within(searchForm()).getByLabelText('登录账号'), 'gov002');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.all().some((call) => call.method === 'GET' && call.query.account === 'gov002')).toBe(
        true,
      ),
    );
    expect(await rowWith('gov002')).toBeTruthy();
    await waitFor(() => expect(tableRows()).toHaveLength(1));
  });

  it('offers the administrator add, role and password actions', async () => {
    await renderPage(centre, { path: '/managerUser/governmentUsers' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    for (const name of ['新增', '批量删除', '角色配置', '密码重置'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('asks for the required fields of a new user and sends nothing', async () => {
    const { user } = await renderPage(centre, { path: '/managerUser/governmentUsers' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    const before = requests.all().filter((call) => call.method === 'POST').length;
    const form = await openAdd(user);
    await saveEmpty(user, form, ['请输入登录账号', '请输入用户姓名']);
    expect(requests.all().filter((call) => call.method === 'POST')).toHaveLength(before);
  });
});

describe('park and enterprise users', () => {
  it('lists park users, offers import and password reset, and searches by account', async () => {
    const { user } = await renderPage(centre, { path: '/managerUser/gardenUser' });
    await waitFor(() =>
      expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0),
    );
    for (const name of ['导入', '新增', '批量删除', '密码重置'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    await fill(user, within(searchForm()).getByLabelText('登录账号'), 'park');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(requests.all().some((call) => call.method === 'GET' && call.query.account === 'park')).toBe(
        true,
      ),
    );
  });
});

/** A node of the page's department tree by its title. */
const deptNode = (title: string) =>
  waitFor(() => {
    const node = [...document.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find(
      (one) => one.querySelector('.ant-tree-title')?.textContent === title,
    );
    if (!node) throw new Error(`no department ${title}`);
    return node;
  });
const totalText = () => document.querySelector('.ant-pagination-total-text')?.textContent;

/** Opens the add drawer and fills the basic fields of a new user. */
async function fillNewUser(
  user: Parameters<typeof fill>[0],
  account: string,
  password: string,
  confirmation = password,
) {
  const drawer = await openAdd(user);
  await fill(user, within(drawer).getByLabelText('登录账号'), account);
  await fill(user, within(drawer).getByLabelText('密码'), password);
  await fill(user, within(drawer).getByLabelText('确认密码'), confirmation);
  await fill(user, within(drawer).getByLabelText('用户姓名'), '走查');
  await fill(user, within(drawer).getByLabelText('手机号码'), '13900001234');
  return drawer;
}

type UserRecord = {
  id: string;
  account: string;
  name?: string;
  realName: string;
  userType: number;
  phone: string;
  status: number;
  roleId?: string;
};

describe('government user walk', () => {
  it('the department tree filters the list and 清空 clears it', async () => {
    const { user } = await renderPage(centre, { path: '/managerUser/governmentUsers' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    await user.click(
      (await deptNode('杭州市经济和信息化局')).querySelector('.ant-tree-switcher') as HTMLElement,
    );
    await user.click((await deptNode('产业发展处')).querySelector('.ant-tree-title') as HTMLElement);
    const depts =
      await stored<{ id: string; title: string; children?: { id: string; title: string }[] }[]>(
        '/lingxi-system/dept/tree',
      );
    const deptId = depts
      .flatMap((one) => [one, ...(one.children ?? [])])
      .find((one) => one.title === '产业发展处')?.id;
    const inDept = await stored<{ total: number }>('/lingxi-user/page-boot', { deptId: String(deptId) });
    await waitFor(() => expect(totalText()).toBe(`共 ${inDept.total} 条`));
    expect(tableRows()[0]?.textContent).toContain('产业发展处');
    await user.click(within(searchForm()).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-tree-treenode-selected')).toHaveLength(0));
    await waitFor(() => expect(totalText()).not.toBe(`共 ${inDept.total} 条`));
  });

  it('adds a user whose passwords must agree; edit, view, role grant read back, reset, status, export, delete', async () => {
    const account = `walku${Date.now().toString(36)}`;
    const { user } = await renderPage(centre, { path: '/managerUser/governmentUsers' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    const drawer = await fillNewUser(user, account, 'First#123', 'Other#123');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(requests.to('/lingxi-user/submit')).toHaveLength(0);
    await fill(user, within(drawer).getByLabelText('确认密码'), 'First#123');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [created] = await storedRecords<UserRecord>('/lingxi-user/page-boot', { account });
    expect(created).toMatchObject({ realName: '走查', userType: 1, phone: '13900001234' });
    const id = String(created?.id);

    await search(user, '登录账号', account);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await user.click(within(await rowWith(account)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const accountField = within(edit).getByLabelText('登录账号') as HTMLInputElement;
    await waitFor(() => expect(accountField.value).toBe(account));
    expect(accountField.disabled).toBe(true);
    await fill(user, within(edit).getByLabelText('用户昵称'), '小走');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await stored<UserRecord>('/lingxi-user/detail', { id })).name).toBe('小走');
    await user.click(within(await rowWith(account)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain('小走'));
    await closeDialog(user, view);

    // the role grant of one user, pre-checked when opened again (the row shows the role beside the type)
    const typeLabels = within(await rowWith(account)).queryAllByText('政府用户').length;
    await user.click(within(await rowWith(account)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '角色配置' }));
    let grant = await openDialog('角色配置');
    await user.click(await within(grant).findByRole('checkbox', { name: '政府用户' }));
    await user.click(within(grant).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('角色配置成功')).toBeTruthy();
    const roles = await stored<{ id: string; title: string }[]>('/lingxi-system/role/tree');
    const govRole = roles.find((role) => role.title === '政府用户')?.id;
    expect((await stored<UserRecord>('/lingxi-user/detail', { id })).roleId).toBe(govRole);
    await waitFor(async () =>
      expect(within(await rowWith(account)).queryAllByText('政府用户').length).toBe(typeLabels + 1),
    );
    const box = within(await rowWith(account)).getByRole('checkbox') as HTMLInputElement;
    if (!box.checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: '角色配置' }));
    grant = await openDialog('角色配置');
    await waitFor(() =>
      expect(within(grant).getByRole('checkbox', { name: '政府用户' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    await user.click(within(grant).getByRole('button', { name: '取消' }));

    // reset password, after the question (logging in with it: system-journey.spec.ts)
    const again = within(await rowWith(account)).getByRole('checkbox') as HTMLInputElement;
    if (!again.checked) await user.click(again);
    await user.click(screen.getByRole('button', { name: '密码重置' }));
    await confirmBox(user, '确定将选择账号密码重置为初始密码?');
    expect(await screen.findByText('密码重置成功')).toBeTruthy();
    expect((await requests.next('/lingxi-user/reset-password', 'POST')).query.userIds).toBe(id);

    await user.click(within(await rowWith(account)).getByRole('switch', { name: new RegExp(account) }));
    await confirmBox(user, '确定停用该数据?');
    await waitFor(async () =>
      expect((await stored<UserRecord>('/lingxi-user/detail', { id })).status).toBe(0),
    );

    // the export: the spec's file name (its workbook opened: system-journey.spec.ts)
    await user.click(screen.getByRole('button', { name: '导出' }));
    const exported = await requests.next('/lingxi-user/export-user', 'GET');
    await waitFor(() => expect(exported.status).toBe(200));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['政府用户.xlsx']));

    await user.click(within(await rowWith(account)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    await waitFor(async () =>
      expect((await stored<{ total: number }>('/lingxi-user/page-boot', { account })).total).toBe(0),
    );
  });
});

describe('park and operating user walk', () => {
  it('adds an operating user, edits without a password, views, resets, switches status, deletes; the import template', async () => {
    const account = `walkg${Date.now().toString(36)}`;
    const { user } = await renderPage(centre, { path: '/managerUser/gardenUser' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    const drawer = await fillNewUser(user, account, 'Garden#123');
    await choose(user, within(drawer).getByRole('combobox', { name: '用户类型' }), '运营机构用户');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [created] = await storedRecords<UserRecord>('/lx-operation/lingxi-user/page', { account });
    expect(created?.userType).toBe(4);
    const id = String(created?.id);

    await search(user, '登录账号', account);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(await within(await rowWith(account)).findByText('运营机构用户')).toBeTruthy();
    await user.click(within(await rowWith(account)).getByRole('button', { name: '编辑' }));
    const edit = await openDialog('编辑');
    const accountField = within(edit).getByLabelText('登录账号') as HTMLInputElement;
    await waitFor(() => expect(accountField.value).toBe(account));
    expect(accountField.disabled).toBe(true);
    expect(within(edit).queryByLabelText('密码')).toBeNull();
    await fill(user, within(edit).getByLabelText('用户昵称'), '小园');
    await fill(user, within(edit).getByLabelText('手机号码'), '13900005678');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(await stored('/lx-operation/lingxi-user/detail', { id })).toMatchObject({
      account,
      name: '小园',
      phone: '13900005678',
      userType: 4,
      realName: '走查',
    });
    await user.click(within(await rowWith(account)).getByRole('button', { name: '查看' }));
    const view = await openDialog('查看');
    await waitFor(() => expect(view.textContent).toContain('13900005678'));
    expect(view.textContent).toContain('小园');
    expect(view.textContent).toContain('运营机构用户');
    expect(within(view).queryByRole('textbox')).toBeNull();
    await closeDialog(user, view);

    await user.click(within(await rowWith(account)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '密码重置' }));
    await confirmBox(user, '确定将选择账号密码重置为初始密码?');
    expect(await screen.findByText('密码重置成功')).toBeTruthy();
    await user.click(within(await rowWith(account)).getByRole('switch', { name: new RegExp(account) }));
    await confirmBox(user, '确定停用该数据?');
    await waitFor(async () =>
      expect((await stored<UserRecord>('/lx-operation/lingxi-user/detail', { id })).status).toBe(0),
    );
    await user.click(within(await rowWith(account)).getByRole('button', { name: '删除' }));
    await confirmBox(user, '确定将选择数据删除?');
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(async () =>
      expect(await storedRecords('/lx-operation/lingxi-user/page', { account })).toHaveLength(0),
    );

    // the import dialog hands out the gateway's template (a filled one imported: system-journey.spec.ts)
    await user.click(screen.getByRole('button', { name: '导入' }));
    const importing = await openDialog('企业用户导入');
    await user.click(within(importing).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['企业用户导入.xlsx']));
  });
});

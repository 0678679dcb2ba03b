// The five log pages (PAGES.md "Logs"): read-only lists, viewed in a drawer, with their searches.
import {
  choose,
  fill,
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  searchForm,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

/** A log page offers no add, edit or delete: only view (and export where it has one). */
function expectReadOnly(row: HTMLElement) {
  expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
  expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
  expect(within(row).getByRole('button', { name: '查看' })).toBeTruthy();
}

describe('login log', () => {
  it("lists the test run's own logins (captcha grant, success) and searches by result", async () => {
    const { user } = await renderPage(centre, { path: '/logManager/log' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    const row = tableRows().find((one) => one.textContent?.includes('operator')) as HTMLElement;
    expect(row).toBeTruthy();
    expect(await within(row).findByText('captcha')).toBeTruthy();
    expect(await within(row).findByText('成功')).toBeTruthy();
    expectReadOnly(row);
    await choose(user, within(searchForm()).getByRole('combobox', { name: '登录结果' }), '成功');
    await fill(user, within(searchForm()).getByLabelText('登录账号'), 'operator');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-app-loginRecode/loginrecord/page', 'GET', 1);
    expect(search.query).toMatchObject({ status: '1', account: 'operator' });
    await waitFor(() => expect(tableRows().every((one) => one.textContent?.includes('operator'))).toBe(true));
  });
});

describe('API log', () => {
  it('lists the service log, searches by title and shows a record in a drawer', async () => {
    const { user } = await renderPage(centre, { path: '/logManager/apiLog' });
    const row = await rowWith('/lingxi-system/param/list');
    expectReadOnly(row);
    await fill(user, within(searchForm()).getByLabelText('日志标题'), '参数列表');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next('/lingxi-log/api/list', 'GET', 1)).query).toMatchObject({
      title: '参数列表',
    });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    await user.click(within(tableRows()[0] as HTMLElement).getByRole('button', { name: '查看' }));
    const drawer = await openDialog();
    expect(await within(drawer).findByText('current=1&size=10')).toBeTruthy();
  });
});

describe('error log', () => {
  it('lists the exceptions and shows the stack trace of one', async () => {
    const { user } = await renderPage(centre, { path: '/logManager/errorLog' });
    await waitFor(() => expect(tableRows()).toHaveLength(6));
    const row = tableRows()[0] as HTMLElement;
    expect(await within(row).findByText('SocketTimeoutException')).toBeTruthy();
    expectReadOnly(row);
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await openDialog();
    expect(await within(drawer).findByText(/Read timed out/)).toBeTruthy();
  });
});

describe('usual log', () => {
  it('lists the log and searches by level', async () => {
    const { user } = await renderPage(centre, { path: '/logManager/usualLog' });
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expectReadOnly(tableRows()[0] as HTMLElement);
    await fill(user, within(searchForm()).getByLabelText('日志级别'), 'warn');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    expect((await requests.next('/lingxi-log/usual/list', 'GET', 1)).query).toMatchObject({
      logLevel: 'warn',
    });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
  });
});

describe('operation log', () => {
  it('is read-only and searches by account and path', async () => {
    const { user } = await renderPage(centre, { path: '/logManager/operaLog' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    expectReadOnly(tableRows()[0] as HTMLElement);
    await fill(user, within(searchForm()).getByLabelText('操作账号'), 'admin');
    await fill(user, within(searchForm()).getByLabelText('请求地址'), '/lingxi-system');
    await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
    const search = await requests.next('/lingxi-operation-log/list', 'GET', 1);
    expect(search.query).toMatchObject({ account: 'admin', path: '/lingxi-system' });
  });
});

// The five log pages (PAGES.md "Logs"): read-only lists, viewed in a drawer, with their searches.
import {
  choose,
  closeDialog,
  downloads,
  fill,
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  search,
  searchForm,
  seed,
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
    expect(document.querySelector('thead')?.textContent).toContain('日志标题');
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

describe('log exports', () => {
  for (const log of [
    {
      path: '/logManager/log',
      list: '/lingxi-app-loginRecode/loginrecord/page',
      export: '/lingxi-app-loginRecode/loginrecord/export',
      file: '登录日志.xlsx',
      column: '登录IP',
    },
    {
      path: '/logManager/operaLog',
      list: '/lingxi-operation-log/list',
      export: '/lingxi-operation-log/export',
      file: '操作日志.xlsx',
      column: '请求地址',
    },
  ]) {
    it(`${log.file}: the search's filters, not the page, with the token; saved under the spec's name`, async () => {
      // a write of the administrator, so the operation log has a row
      await seed('/lingxi-app-loginRecode/loginrecord/save', { params: { status: '1' } });
      const { user } = await renderPage(centre, { path: log.path });
      await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
      expect(document.querySelector('thead')?.textContent).toContain(log.column);
      await search(user, log.path === '/logManager/log' ? '登录账号' : '操作账号', 'admin');
      await requests.next(log.list, 'GET', 1);
      await waitFor(() => expect(tableRows().every((row) => row.textContent?.includes('admin'))).toBe(true));
      await user.click(within(tableRows()[0] as HTMLElement).getByRole('button', { name: '查看' }));
      const drawer = await openDialog();
      expect(await within(drawer).findByText('admin')).toBeTruthy();
      await closeDialog(user, drawer);
      await user.click(screen.getByRole('button', { name: '导出' }));
      const exported = await requests.next(log.export, 'GET');
      expect(exported.query).toMatchObject({ account: 'admin' });
      expect(exported.query).not.toHaveProperty('current');
      expect(exported.query['lingxi-auth']).toBeTruthy(); // the token rides in the address (a file link)
      await waitFor(() => expect(exported.status).toBe(200));
      await waitFor(() => expect(downloads.map((file) => file.name)).toEqual([log.file]));
    });
  }
});

describe('usual and error log details', () => {
  it('usual log: the drawer shows the whole message of a seeded record', async () => {
    const { user } = await renderPage(centre, { path: '/logManager/usualLog' });
    await waitFor(() => expect(document.querySelector('thead')?.textContent).toContain('日志级别'));
    const row = (await screen.findAllByText(/定时同步/, { selector: 'td, td *' }))[0]?.closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await openDialog();
    expect(await within(drawer).findByText(/定时同步企业数据/)).toBeTruthy();
  });

  it('error log: the stack trace is shown as preformatted text', async () => {
    const { user } = await renderPage(centre, { path: '/logManager/errorLog' });
    await waitFor(() => expect(document.querySelector('thead')?.textContent).toContain('异常名'));
    const row = (await screen.findAllByText('SocketTimeoutException', { selector: 'td, td *' }))[0]?.closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await openDialog();
    await waitFor(() =>
      expect(drawer.querySelector('pre.lx-stack-trace')?.textContent).toContain(
        'at org.lingxi.resource.OssEndpoint.putFile(OssEndpoint.java:88)',
      ),
    );
  });
});

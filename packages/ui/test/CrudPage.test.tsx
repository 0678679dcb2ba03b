// STYLE.md "What one CRUD page should look like"; SPEC §2 generic list pages, §5, §8.
import { addMessages, type CrudApi, initI18n, type ListQuery, sessionStore } from '@lingxi/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders, CrudPage, defineResource, ensureUiMessages } from '../src';

interface Param {
  id?: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
}

/** An in-memory stand-in for the gateway's param resource. */
function memoryApi(count: number) {
  let rows: Param[] = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    paramName: `参数${i + 1}`,
    paramKey: `key.${i + 1}`,
    paramValue: String(i),
  }));
  const api: CrudApi<Param> & { queries: ListQuery[] } = {
    base: '/memory',
    queries: [],
    list: vi.fn(async (query: ListQuery = {}) => {
      api.queries.push(query);
      const size = Number(query.size ?? 10);
      const current = Number(query.current ?? 1);
      const found = rows.filter((row) => !query.paramName || row.paramName.includes(String(query.paramName)));
      return {
        records: found.slice((current - 1) * size, current * size),
        total: found.length,
        size,
        current,
        pages: Math.ceil(found.length / size),
      };
    }),
    detail: vi.fn(async (id: string) => rows.find((row) => row.id === id) as Param),
    submit: vi.fn(async (entity: Partial<Param>) => {
      rows = [{ ...(entity as Param), id: String(rows.length + 100) }, ...rows];
      return true;
    }),
    remove: vi.fn(async (ids: string[]) => {
      rows = rows.filter((row) => !ids.includes(row.id as string));
      return true;
    }),
    switchStatus: vi.fn(async () => true),
  };
  return api;
}

function setup(count: number, permissions: string[]) {
  const api = memoryApi(count);
  const resource = defineResource<Param>({
    name: 'param',
    api,
    fields: [
      { name: 'paramName', label: 'param.name', search: true, rules: ['required'] },
      { name: 'paramKey', label: 'param.key', search: true, rules: ['required'] },
      { name: 'paramValue', label: 'param.value', input: 'textarea', rules: ['required'] },
    ],
  });
  sessionStore.setState({
    permissions: Object.fromEntries(permissions.map((code) => [code, true as const])),
  });
  render(
    <ConsoleProviders>
      <CrudPage resource={resource} />
    </ConsoleProviders>,
  );
  return api;
}

const ALL = ['param_add', 'param_edit', 'param_delete', 'param_view'];

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
  addMessages({ zh: { translation: { param: { name: '参数名称', key: '参数键名', value: '参数键值' } } } });
});
beforeEach(() => {
  // antd reads these; happy-dom leaves them out
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

const rows = () => document.querySelectorAll('tbody tr.ant-table-row');

describe('CrudPage', () => {
  it('lists the first page with index numbers, a total, and page sizes 10/30/50/100/200', async () => {
    const api = setup(23, ALL);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(api.queries[0]).toMatchObject({ current: 1, size: 10 });
    expect(rows()[0]?.textContent).toContain('参数1');
    expect(within(rows()[9] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('10');
    expect(screen.getByText('共 23 条')).toBeTruthy();
  });

  it('shows add, edit, delete and view only with their permission codes', async () => {
    setup(3, ['param_view']);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: '编辑' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(3);
  });

  it("validates required fields with the spec's texts, then adds and says so", async () => {
    const user = userEvent.setup();
    const api = setup(3, ALL);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入参数名称')).toBeTruthy();
    expect(within(dialog).getByText('请输入参数键名')).toBeTruthy();
    expect(within(dialog).getByText('请输入参数键值')).toBeTruthy();
    expect(api.submit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('参数名称'), '新参数');
    await user.type(within(dialog).getByLabelText('参数键名'), 'new.key');
    await user.type(within(dialog).getByLabelText('参数键值'), 'v');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.submit).toHaveBeenCalledWith({ paramName: '新参数', paramKey: 'new.key', paramValue: 'v' }),
    );
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('keeps the form filled and enabled when a save fails', async () => {
    const user = userEvent.setup();
    const api = setup(1, ALL);
    vi.mocked(api.submit).mockRejectedValueOnce(new Error('参数键名已存在'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('参数名称'), 'a');
    await user.type(within(dialog).getByLabelText('参数键名'), 'key.1');
    await user.type(within(dialog).getByLabelText('参数键值'), 'b');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalled());
    await waitFor(() =>
      expect((within(dialog).getByLabelText('参数键名') as HTMLInputElement).disabled).toBe(false),
    );
    expect((within(dialog).getByLabelText('参数键名') as HTMLInputElement).value).toBe('key.1');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('needs a selection for bulk delete, and confirms every delete', async () => {
    const user = userEvent.setup();
    const api = setup(3, ALL);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(api.remove).not.toHaveBeenCalled();

    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定将选择数据删除?')).toBeTruthy();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: '确定' }));
    });
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(['2']));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('keeps the edit form disabled until the record is loaded, so a late answer overwrites nothing', async () => {
    const user = userEvent.setup();
    const api = setup(2, ALL);
    let answer: (row: Param) => void = () => {};
    vi.mocked(api.detail).mockImplementationOnce(
      () =>
        new Promise<Param>((resolve) => {
          answer = resolve;
        }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByLabelText('参数键值') as HTMLTextAreaElement;
    expect(value.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () =>
      answer({ id: '1', paramName: '参数1', paramKey: 'key.1', paramValue: 'from detail' }),
    );
    await waitFor(() => expect(value.disabled).toBe(false));
    expect(value.value).toBe('from detail');
    await user.clear(value);
    await user.type(value, 'typed');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.submit).toHaveBeenCalledWith(expect.objectContaining({ id: '1', paramValue: 'typed' })),
    );
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('searches by the search fields from page 1', async () => {
    const user = userEvent.setup();
    const api = setup(23, ALL);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const search = document.querySelector('.lx-crud-search') as HTMLElement;
    await user.type(within(search).getByLabelText('参数名称'), '参数2');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(rows()).toHaveLength(5)); // 参数2, 参数20..23
    expect(api.queries.at(-1)).toMatchObject({ current: 1, paramName: '参数2' });
  });
});

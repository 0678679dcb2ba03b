// STYLE.md "What a page should look like"; SPEC §2 generic list pages, §5, §8; issue 10's defects.
import { type AnyCrudApi, addMessages, initI18n, type ListQuery, sessionStore } from '@lingxi/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, listPrefetch } from '../src/crud/CrudPage';
import { consoleQueryClient, resourceKey } from '../src/crud/data';
import { defineResource } from '../src/crud/schema';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders } from '../src/providers';
import { stubMatchMedia } from './harness';

interface Param {
  id?: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
}

/** An in-memory stand-in for the gateway's param resource (newest first, as the gateway lists it). */
function memoryApi(count: number) {
  let rows: Param[] = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    paramName: `参数${i + 1}`,
    paramKey: `key.${i + 1}`,
    paramValue: String(i),
  }));
  let next = 1000;
  const api = {
    base: `/memory/${Math.random()}`,
    endpoints: {},
    custom: vi.fn(),
    queries: [] as ListQuery[],
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
    detail: vi.fn(async (id: string | Record<string, string>) => rows.find((row) => row.id === id) as Param),
    submit: vi.fn(async (entity: Partial<Param>) => {
      if (entity.id) rows = rows.map((row) => (row.id === entity.id ? { ...row, ...entity } : row));
      else rows = [{ ...(entity as Param), id: String(next++) }, ...rows];
      return true;
    }),
    remove: vi.fn(async (ids: string[]) => {
      rows = rows.filter((row) => !ids.includes(row.id as string));
      return true;
    }),
  } satisfies AnyCrudApi<Param> & { queries: ListQuery[] };
  return api;
}

let location = '';
function LocationProbe() {
  const here = useLocation();
  location = here.pathname + here.search;
  return null;
}

function setup(count: number, permissions: string[], at = '/system/param') {
  const api = memoryApi(count);
  const resource = defineResource<Param>({
    name: 'param',
    api,
    fields: [
      { name: 'paramName', label: 'param.name', search: true, rules: ['required'] },
      { name: 'paramKey', label: 'param.key', search: true, rules: ['required'] },
      { name: 'paramValue', label: 'param.value', valueType: 'textarea', rules: ['required'] },
    ],
  });
  sessionStore.setState({
    permissions: Object.fromEntries(permissions.map((code) => [code, true as const])),
  });
  const view = (entry: string) => (
    <ConsoleProviders>
      <MemoryRouter initialEntries={[entry]}>
        <CrudPage resource={resource} />
        <LocationProbe />
      </MemoryRouter>
    </ConsoleProviders>
  );
  const rendered = render(view(at));
  /** Renders the page anew at an address (a reload). */
  return { api, resource, unmount: rendered.unmount, again: (entry: string) => render(view(entry)) };
}

const ALL = ['param_add', 'param_edit', 'param_delete', 'param_view'];

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
  addMessages({ zh: { translation: { param: { name: '参数名称', key: '参数键名', value: '参数键值' } } } });
});
beforeEach(() => {
  consoleQueryClient().clear();
  stubMatchMedia();
});
afterEach(cleanup);

const rows = () => document.querySelectorAll('tbody tr.ant-table-row');

/** A resource's page at an address, alone (no location probe). */
function renderAt<T extends Param>(resource: Parameters<typeof CrudPage<T>>[0]['resource'], entry: string) {
  return render(
    <ConsoleProviders>
      <MemoryRouter initialEntries={[entry]}>
        <CrudPage resource={resource} />
      </MemoryRouter>
    </ConsoleProviders>,
  );
}
const searchCard = () => document.querySelector('.lx-search-form') as HTMLElement;

describe('CrudPage', () => {
  it('lists the first page with index numbers, a total, and page sizes 10/30/50/100/200', async () => {
    const { api } = setup(23, ALL);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(api.queries[0]).toMatchObject({ current: 1, size: 10 });
    expect(rows()[0]?.textContent).toContain('参数1');
    expect(within(rows()[9] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('10');
    expect(screen.getByText('共 23 条')).toBeTruthy();
  });

  it('finds the list that listPrefetch asked for before it rendered, for the address it renders at', async () => {
    const { api, resource, unmount } = setup(23, ALL, '/system/param?current=3');
    await waitFor(() => expect(rows()).toHaveLength(3));
    unmount();
    consoleQueryClient().clear();
    api.queries.length = 0;
    await listPrefetch(resource)('?current=2&paramName=参数1&sort=paramKey.descend');
    expect(api.queries).toEqual([{ current: 2, size: 10, paramName: '参数1', descs: 'paramKey' }]);
    // the page at that address shows those rows without asking again
    renderAt(resource, '/system/param?current=2&paramName=参数1&sort=paramKey.descend');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('参数19');
    expect(api.queries).toHaveLength(1);
  });

  it('asks, beside that list, for the options its table and search form draw, once', async () => {
    const api = memoryApi(3);
    let asked = 0;
    const kinds = {
      key: `kinds-${Math.random()}`,
      load: async () => {
        asked++;
        return [{ value: '1', label: '系统参数' }];
      },
    };
    const resource = defineResource<Param & { kind?: string }>({
      name: 'param',
      api: api as unknown as AnyCrudApi<Param & { kind?: string }>,
      fields: [
        { name: 'paramName', label: 'param.name', search: true },
        { name: 'kind', label: 'param.kind', search: true, valueEnum: kinds },
      ],
    });
    await listPrefetch(resource)('');
    expect(asked).toBe(1);
    expect(api.queries).toHaveLength(1);
    api.list.mockImplementation(async () => ({
      records: [{ id: '1', paramName: '参数1', paramKey: 'k', paramValue: 'v', kind: '1' }],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    }));
    consoleQueryClient().removeQueries({ queryKey: resourceKey(api) }); // the list only: the options stay
    renderAt(resource, '/system/param');
    await waitFor(() => expect(rows()).toHaveLength(1));
    // the kind's cell shows the option's label, from the options asked for early
    await waitFor(() => expect(rows()[0]?.textContent).toContain('系统参数'));
    expect(asked).toBe(1);
  });

  it('hides and moves columns from the column settings, whose list loads when first opened', async () => {
    const user = userEvent.setup();
    setup(3, ALL);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const headers = () =>
      [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean);
    expect(headers()).toEqual(expect.arrayContaining(['参数名称', '参数键名', '参数键值']));
    await user.click(screen.getByRole('button', { name: '列设置' }));
    const list = await screen.findByRole('list', { name: '列设置' });
    await user.click(within(list).getByRole('checkbox', { name: '参数键名' }));
    await waitFor(() => expect(headers()).not.toContain('参数键名'));
    // past the hidden column, then past the first
    await user.click(within(list).getByRole('button', { name: '上移参数键值' }));
    await user.click(within(list).getByRole('button', { name: '上移参数键值' }));
    await waitFor(() => {
      const shown = headers();
      expect(shown.indexOf('参数键值')).toBeLessThan(shown.indexOf('参数名称'));
    });
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
    const { api } = setup(3, ALL);
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
    const { api } = setup(1, ALL);
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
    const { api } = setup(3, ALL);
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

  it('keeps the ticked rows while the query stays, and starts a new query with none ticked', async () => {
    const user = userEvent.setup();
    const { api } = setup(23, ALL);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const tick = (index: number) =>
      within(rows()[index] as HTMLElement).getByRole('checkbox') as HTMLInputElement;
    await user.click(tick(1));
    expect(tick(1).checked).toBe(true);

    // the same search again asks the server again: the same query, the same rows ticked
    await user.click(within(searchCard()).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    expect(tick(1).checked).toBe(true);

    // the next page is a new query: nothing on it is ticked, and bulk delete asks for a selection
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('参数11')).toBeTruthy());
    expect([...rows()].map((_, index) => tick(index).checked)).not.toContain(true);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('keeps the edit form disabled until the record is loaded, so a late answer overwrites nothing', async () => {
    const user = userEvent.setup();
    const { api } = setup(2, ALL);
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
    const { api } = setup(23, ALL);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const search = searchCard();
    await user.type(within(search).getByLabelText('参数名称'), '参数2');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(rows()).toHaveLength(5)); // 参数2, 参数20..23
    expect(api.queries.at(-1)).toMatchObject({ current: 1, paramName: '参数2' });
  });

  it('asks the server again when the same search is pressed again', async () => {
    const user = userEvent.setup();
    const { api } = setup(23, ALL);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const button = within(searchCard()).getByRole('button', { name: '搜索' });
    await user.click(button);
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    await user.type(within(searchCard()).getByLabelText('参数名称'), '参数2');
    await user.click(button);
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(button);
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(4));
    expect(api.queries.at(-1)).toMatchObject({ current: 1, paramName: '参数2' });
  });
});

describe('CrudPage: what issue 10 found on the old page', () => {
  it('shows the answer to the newest query, never a late answer to an older one (search, then reset at once)', async () => {
    const user = userEvent.setup();
    const { api } = setup(23, ALL);
    await waitFor(() => expect(rows()).toHaveLength(10));
    let answerFiltered: () => void = () => {};
    const list = api.list.getMockImplementation() as (query?: ListQuery) => ReturnType<typeof api.list>;
    api.list.mockImplementationOnce(
      (query?: ListQuery) =>
        new Promise((resolve) => {
          answerFiltered = () => resolve(list(query));
        }),
    );
    await user.type(within(searchCard()).getByLabelText('参数名称'), '参数2');
    await user.click(within(searchCard()).getByRole('button', { name: '搜索' }));
    await user.click(within(searchCard()).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(api.queries.at(-1)).not.toHaveProperty('paramName'));
    await act(async () => answerFiltered()); // the filtered answer arrives last
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]?.textContent).toContain('参数1');
    expect((within(searchCard()).getByLabelText('参数名称') as HTMLInputElement).value).toBe('');
  });

  it('closes a refused delete quietly: no unhandled rejection, the rows stay', async () => {
    const user = userEvent.setup();
    const { api } = setup(2, ALL);
    api.remove.mockRejectedValueOnce(new Error('请先删除子节点'));
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    await act(async () => {
      await user.click(within(confirm).getByRole('button', { name: '确定' }));
    });
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(['1']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(screen.queryByText('删除成功')).toBeNull();
    expect(rows()).toHaveLength(2);
  });

  it('keeps page, size and filters in the address, so a reload shows the same list', async () => {
    const user = userEvent.setup();
    const { api, unmount, again } = setup(45, ALL, '/system/param?current=2&paramName=%E5%8F%82%E6%95%B0');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(api.queries.at(-1)).toMatchObject({ current: 2, size: 10, paramName: '参数' });
    expect((within(searchCard()).getByLabelText('参数名称') as HTMLInputElement).value).toBe('参数');
    expect(rows()[0]?.textContent).toContain('参数11');
    // a new page size starts at page 1 (page 2 of 30 would show rows 31 to 45)
    await user.click(document.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
    await user.click(await screen.findByText('30 条/页'));
    await waitFor(() => expect(location).toBe('/system/param?size=30&paramName=%E5%8F%82%E6%95%B0'));
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(rows()[0]?.textContent).toContain('参数1');
    unmount();
    again(location);
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect((within(searchCard()).getByLabelText('参数名称') as HTMLInputElement).value).toBe('参数');
  });

  it('shows a record added from page 2 on page 1, where the newest is', async () => {
    const user = userEvent.setup();
    const { api } = setup(12, ALL, '/system/param?current=2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('参数名称'), '最新参数');
    await user.type(within(dialog).getByLabelText('参数键名'), 'newest');
    await user.type(within(dialog).getByLabelText('参数键值'), 'v');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalled());
    await waitFor(() => expect(rows()[0]?.textContent).toContain('最新参数'));
    expect(location).toBe('/system/param');
  });

  it('steps back to the new last page when the last row of the last page is deleted', async () => {
    const user = userEvent.setup();
    setup(11, ALL, '/system/param?current=2');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    await act(async () => {
      await user.click(within(confirm).getByRole('button', { name: '确定' }));
    });
    await waitFor(() => expect(location).toBe('/system/param'));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('offers no selection and no bulk delete without the delete code; the question defaults to cancel', async () => {
    setup(3, ['param_view', 'param_add']);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(document.querySelectorAll('.ant-table-selection-column')).toHaveLength(0);
    cleanup();
    const user = userEvent.setup();
    setup(3, ALL);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(document.querySelectorAll('.ant-table-selection-column').length).toBeGreaterThan(0);
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('取消'));
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
  });

  it('views a record as a read-only description list, not a greyed-out form', async () => {
    const user = userEvent.setup();
    setup(2, ALL);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('key.2')).toBeTruthy());
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(dialog).getByText('参数键名')).toBeTruthy();
  });
});

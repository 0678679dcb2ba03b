// PAGES.md "Trees come in three forms": the lazy tree table of roles, menus and scopes.
import { type AnyCrudApi, addMessages, initI18n, type ListQuery, sessionStore } from '@lingxi/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleQueryClient } from '../src/crud/data';
import { defineResource } from '../src/crud/schema';
import { TreeCrudPage, treePrefetch } from '../src/crud/TreeCrudPage';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders } from '../src/providers';
import { stubMatchMedia } from './harness';

interface Node {
  id?: string;
  parentId?: string;
  name: string;
  kind: string;
  hasChildren?: boolean;
}

function memoryTree() {
  let rows: Node[] = [
    { id: '1', parentId: '0', name: '平台', kind: 'menu' },
    { id: '2', parentId: '1', name: '角色', kind: 'menu' },
    { id: '3', parentId: '2', name: '新增按钮', kind: 'button' },
    { id: '4', parentId: '0', name: '移动端', kind: 'app' },
  ];
  let next = 100;
  const withChildren = (row: Node) => ({
    ...row,
    hasChildren: rows.some((child) => child.parentId === row.id),
  });
  const api = {
    base: `/memory/${Math.random()}`,
    endpoints: {},
    custom: vi.fn(),
    queries: [] as ListQuery[],
    lazyList: vi.fn(async (query: ListQuery) => {
      api.queries.push(query);
      const found = query.name
        ? rows.filter((row) => row.name.includes(String(query.name)))
        : rows.filter((row) => row.parentId === String(query.parentId));
      return found.map(withChildren);
    }),
    detail: vi.fn(async (id: string | Record<string, string>) => rows.find((row) => row.id === id) as Node),
    submit: vi.fn(async (entity: Partial<Node>) => {
      rows = [...rows, { ...(entity as Node), kind: entity.kind ?? 'menu', id: String(next++) }];
      return true;
    }),
    remove: vi.fn(async (ids: string[]) => {
      rows = rows.filter((row) => !ids.includes(row.id as string));
      return true;
    }),
  } satisfies AnyCrudApi<Node> & { queries: ListQuery[] };
  return api;
}

/** The nodes' resource over `api`; `name` tells two pages' trees apart. */
function nodeResource(api: ReturnType<typeof memoryTree>, name = 'node') {
  return defineResource<Node>({
    name,
    api,
    createTime: false,
    dateRange: false,
    fields: [
      { name: 'name', label: 'node.name', search: true, rules: ['required'] },
      { name: 'parentId', label: 'node.parent', hideIn: ['table'] },
    ],
  });
}

function setup(permissions: string[], rootFilter?: (row: Node) => boolean) {
  const api = memoryTree();
  const resource = nodeResource(api);
  sessionStore.setState({
    permissions: Object.fromEntries(permissions.map((code) => [code, true as const])),
  });
  render(
    <ConsoleProviders>
      <MemoryRouter initialEntries={['/tree']}>
        <TreeCrudPage
          resource={resource}
          rootFilter={rootFilter}
          addChild={{ label: 'node.addChild', visible: (row) => row.kind === 'menu' }}
        />
      </MemoryRouter>
    </ConsoleProviders>,
  );
  return api;
}

const rows = () => [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name)) as HTMLElement;

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
  addMessages({ zh: { translation: { node: { name: '名称', parent: '上级', addChild: '新增子项' } } } });
});
beforeEach(() => {
  consoleQueryClient().clear();
  stubMatchMedia();
});
afterEach(cleanup);

describe('TreeCrudPage', () => {
  it('loads the top level, then a level when its row is expanded; not paged', async () => {
    const user = userEvent.setup();
    const api = setup(['node_view']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.queries[0]).toEqual({ parentId: '0' });
    expect(document.querySelector('.ant-pagination')).toBeNull();
    await user.click(within(rowOf('平台')).getByRole('button', { name: /展开|Expand/ }));
    await waitFor(() => expect(rowOf('角色')).toBeTruthy());
    expect(api.queries.at(-1)).toEqual({ parentId: '1' });
  });

  it.each([
    ['its top level', '', [{ parentId: '0' }]],
    ['the matches of a search in the address', '?name=%E8%A7%92', [{ name: '角' }]],
  ])(
    'finds %s that treePrefetch asked for before it rendered, and asks nothing again',
    async (_, search, asked) => {
      const api = memoryTree();
      const resource = nodeResource(api, 'prefetched');
      sessionStore.setState({ permissions: { node_view: true } });
      const levels = { resource, rootFilter: (row: Node) => row.kind !== 'app' };
      await treePrefetch(levels)(search);
      expect(api.queries).toEqual(asked);
      // quiet: a refusal is the page's to tell, once
      expect(api.lazyList).toHaveBeenCalledWith(asked[0], { silent: true });
      render(
        <ConsoleProviders>
          <MemoryRouter initialEntries={[`/tree${search}`]}>
            <TreeCrudPage {...levels} />
          </MemoryRouter>
        </ConsoleProviders>,
      );
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(api.queries).toEqual(asked);
    },
  );

  it('keeps only the top-level rows the page wants', async () => {
    setup(['node_view'], (row) => row.kind !== 'app');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf('移动端')).toBeUndefined();
  });

  it('keeps the trees of two pages over the same calls apart (web menus after app menus)', async () => {
    const api = memoryTree();
    const page = (name: string, rootFilter: (row: Node) => boolean) => (
      <ConsoleProviders>
        <MemoryRouter initialEntries={['/tree']}>
          <TreeCrudPage resource={nodeResource(api, name)} rootFilter={rootFilter} />
        </MemoryRouter>
      </ConsoleProviders>
    );
    const app = render(page('menuApp', (row) => row.kind === 'app'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf('移动端')).toBeTruthy();
    app.unmount();
    render(page('menu', (row) => row.kind !== 'app'));
    await waitFor(() => expect(rowOf('平台')).toBeTruthy());
    expect(rowOf('移动端')).toBeUndefined();
  });

  it('searches the whole tree', async () => {
    const user = userEvent.setup();
    const api = setup(['node_view']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const search = document.querySelector('.lx-search-form') as HTMLElement;
    await user.type(within(search).getByLabelText('名称'), '按钮');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.queries.at(-1)).toEqual({ name: '按钮' });
    expect(rowOf('新增按钮')).toBeTruthy();
    // the same search again asks the server again
    const asked = api.queries.length;
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.queries.length).toBeGreaterThan(asked));
    expect(api.queries.at(-1)).toEqual({ name: '按钮' });
  });

  it('adds a child with its parent preset, only on rows that take children and with the add code', async () => {
    const user = userEvent.setup();
    const api = setup(['node_add', 'node_view']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rowOf('移动端')).queryByRole('button', { name: '新增子项' })).toBeNull();
    await user.click(within(rowOf('平台')).getByRole('button', { name: '新增子项' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('上级') as HTMLInputElement).value).toBe('1');
    await user.type(within(dialog).getByLabelText('名称'), '菜单');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledWith({ name: '菜单', parentId: '1' }));
    // the parent opens to show its new child
    await waitFor(() => expect(rowOf('菜单')).toBeTruthy());
  });

  it('offers no add child without the add code', async () => {
    setup(['node_view']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryAllByRole('button', { name: '新增子项' })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});

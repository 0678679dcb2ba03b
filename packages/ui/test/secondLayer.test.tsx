// Issue 18, the kit's second layer: the one tree page (search in the address), valueType 'status' that
// says what changed, the inline EntityForm with the schema's format rules, treeSelect with `multiple`,
// a delete that does not read the deleted record again, and 清空 clearing a filter kept outside the form.
import { type AnyCrudApi, addMessages, checkPhone, type ListQuery, sessionStore } from '@lingxi/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders, CrudPage, defineResource, EntityForm, TreeCrudPage, useEntityForm } from '../src';
import { useRemove } from '../src/crud/actions';
import { consoleQueryClient } from '../src/crud/data';
import { FieldInput } from '../src/crud/FieldInput';
import { DEFAULT_ACCENT } from '../src/providers';
import { deferred, setupKit } from './harness';

interface Node {
  id?: string;
  parentId?: string;
  name: string;
  status?: number;
  category?: string;
  hasChildren?: boolean;
}

function memoryTree() {
  let rows: Node[] = [
    { id: '1', parentId: '0', name: '园区', status: 1, category: '2' },
    { id: '2', parentId: '1', name: '子园区', status: 1, category: '2' },
    { id: '3', parentId: '0', name: '机构', status: 0, category: '4' },
  ];
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
      return found.map((row) => ({ ...row, hasChildren: rows.some((child) => child.parentId === row.id) }));
    }),
    list: vi.fn(async () => ({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 })),
    detail: vi.fn(async (id: string | Record<string, string>) => rows.find((row) => row.id === id) as Node),
    submit: vi.fn(async (entity: Partial<Node>) => {
      rows = [...rows, { ...(entity as Node), id: String(rows.length + 10) }];
      return true;
    }),
    remove: vi.fn(async (ids: string[]) => {
      rows = rows.filter((row) => !ids.includes(row.id as string));
      return true;
    }),
    switchStatus: vi.fn(async (ids: string[], on: boolean) => {
      rows = rows.map((row) => (ids.includes(row.id as string) ? { ...row, status: on ? 1 : 0 } : row));
      return true;
    }),
  } satisfies AnyCrudApi<Node> & { queries: ListQuery[] };
  return api;
}

function resourceOf(api: ReturnType<typeof memoryTree>) {
  return defineResource<Node>({
    name: 'node',
    api,
    createTime: false,
    dateRange: false,
    fields: [
      { name: 'name', label: 'node.name', search: true, rules: ['required'] },
      { name: 'parentId', label: 'node.parent', hideIn: ['table'] },
      { name: 'category', label: 'node.category', hideIn: ['table'] },
      { name: 'status', label: 'node.status', valueType: 'status' },
    ],
  });
}

let address = '';
function Address() {
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  return null;
}

function show(ui: React.ReactNode, path = '/tree') {
  return render(
    <ConsoleProviders theme={{ token: { colorPrimary: DEFAULT_ACCENT, motion: false } }}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Address />
      </MemoryRouter>
    </ConsoleProviders>,
  );
}

const allow = (...codes: string[]) =>
  sessionStore.setState({ permissions: Object.fromEntries(codes.map((code) => [code, true as const])) });
const rows = () => [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
const rowOf = (name: string) =>
  rows().find((row) =>
    [...row.querySelectorAll('td')].some((cell) => cell.textContent?.trim() === name),
  ) as HTMLElement;

beforeAll(async () => {
  await setupKit('zh');
  addMessages({
    zh: {
      translation: {
        node: {
          name: '名称',
          parent: '上级',
          category: '类别',
          status: '状态',
          addChild: '新增子项',
          phone: '电话',
        },
      },
    },
  });
});
beforeEach(() => consoleQueryClient().clear());
afterEach(cleanup);

describe('TreeCrudPage: the one tree page', () => {
  it('reads its search from the address (a reload, a tab switch) and writes a new one there', async () => {
    const user = userEvent.setup();
    allow('node_view');
    const api = memoryTree();
    show(<TreeCrudPage resource={resourceOf(api)} />, '/tree?name=%E5%AD%90');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.queries[0]).toEqual({ name: '子' });
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('子');
    const search = document.querySelector('.lx-search-form') as HTMLElement;
    await user.clear(within(search).getByLabelText('名称'));
    await user.type(within(search).getByLabelText('名称'), '机构');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(address).toBe(`/tree?name=${encodeURIComponent('机构')}`));
    await waitFor(() => expect(rowOf('机构')).toBeTruthy());
  });

  it('starts a new record from `initial(parent)`, the parent field preset after it', async () => {
    const user = userEvent.setup();
    allow('node_view', 'node_add');
    const api = memoryTree();
    show(
      <TreeCrudPage
        resource={resourceOf(api)}
        addChild={{ label: 'node.addChild' }}
        initial={(parent) => ({ parentId: 'ignored', category: parent?.category ?? '9' })}
      />,
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rowOf('机构')).getByRole('button', { name: '新增子项' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('上级') as HTMLInputElement).value).toBe('3');
    expect((within(dialog).getByLabelText('类别') as HTMLInputElement).value).toBe('4');
    // a status is never in the form: it has its own call
    expect(within(dialog).queryByLabelText('状态')).toBeNull();
  });

  it('lives in a drawer without a heading or a search form (frame and search off)', async () => {
    allow('node_view');
    const api = memoryTree();
    show(<TreeCrudPage resource={resourceOf(api)} rootId="1" frame={false} search={false} />, '/tree?name=x');
    await waitFor(() => expect(rowOf('子园区')).toBeTruthy());
    expect(document.querySelector('.lx-search-form')).toBeNull();
    expect(document.querySelector('.lx-page-frame, .ant-breadcrumb')).toBeNull();
    // the address's filters belong to the page around it
    expect(api.queries[0]).toEqual({ parentId: '1' });
  });
});

describe("valueType 'status'", () => {
  it('asks, switches through the resource, says what happened and shows the new state', async () => {
    const user = userEvent.setup();
    allow('node_view', 'node_edit');
    const api = memoryTree();
    show(<TreeCrudPage resource={resourceOf(api)} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const toggle = within(rowOf('园区')).getByRole('switch', { name: '状态 园区' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.switchStatus).toHaveBeenCalledWith(['1'], false));
    expect(await screen.findByText('已停用：园区')).toBeTruthy();
    await waitFor(() =>
      expect(within(rowOf('园区')).getByRole('switch').getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('shows the state read-only without the edit permission', async () => {
    allow('node_view');
    show(<TreeCrudPage resource={resourceOf(memoryTree())} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rowOf('机构')).getByRole('switch').hasAttribute('disabled')).toBe(true);
  });
});

interface Person {
  id?: string;
  name: string;
  phone?: string;
  code?: string;
  password?: string;
  password2?: string;
  roles?: string;
}

const people = (api: AnyCrudApi<Person>) =>
  defineResource<Person>({
    name: 'person',
    api,
    fields: [
      { name: 'name', label: 'node.name', rules: ['required'] },
      { name: 'phone', label: 'node.phone', rules: [{ optional: checkPhone }] },
      { name: 'code', label: 'code', rules: [{ pattern: /^[a-z]+$/, message: 'crud.rule.code' }] },
      { name: 'password', label: 'password', valueType: 'password' },
      { name: 'password2', label: 'password2', valueType: 'password', rules: [{ sameAs: 'password' }] },
    ],
  });

function InlinePage({ api, mode = 'add' }: { api: AnyCrudApi<Person>; mode?: 'add' | 'edit' }) {
  const resource = people(api);
  const form = useEntityForm(resource, { keepOpen: true });
  const remove = useRemove(resource);
  return (
    <>
      <Button onClick={() => form.open(mode, mode === 'edit' ? { id: '7', name: '张三' } : undefined)}>
        open
      </Button>
      <Button onClick={() => void remove([{ id: '7', name: '张三' }]).then((done) => done && form.close())}>
        remove
      </Button>
      <EntityForm resource={resource} form={form} heading="inline" empty={<span>none chosen</span>} />
    </>
  );
}

describe('EntityForm inline, with the schema’s rules', () => {
  it('marks a field with SPEC §5’s message on blur, passes an empty optional field, and stays open after a save', async () => {
    const user = userEvent.setup();
    const answer = deferred<boolean>();
    const api = {
      base: `/memory/${Math.random()}`,
      endpoints: {},
      custom: vi.fn(),
      submit: vi.fn(() => answer.promise),
    } satisfies AnyCrudApi<Person>;
    show(<InlinePage api={api} />);
    expect(screen.getByText('none chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.type(screen.getByLabelText('名称'), '李四');
    await user.type(screen.getByLabelText('电话'), '1380000');
    await user.tab();
    expect(await screen.findByText('手机号码长度不为11位')).toBeTruthy();
    await user.clear(screen.getByLabelText('电话'));
    await user.type(screen.getByLabelText('Code'), 'A1');
    await user.tab();
    expect(await screen.findByText('编号只能以字母开头，包含字母、数字、下划线、点或横线')).toBeTruthy();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Password2'), 'secret2');
    await user.tab();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password2'));
    await user.type(screen.getByLabelText('Password2'), 'secret1');
    const save = screen.getByRole('button', { name: /保\s*存/ });
    await user.click(save);
    await waitFor(() => expect(api.submit).toHaveBeenCalledTimes(1));
    expect(api.submit).toHaveBeenCalledWith(expect.objectContaining({ name: '李四', password: 'secret1' }));
    await waitFor(() => expect(save.className).toContain('ant-btn-loading'));
    await user.click(save);
    answer.resolve(true);
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(api.submit).toHaveBeenCalledTimes(1);
    // beside a tree, the form stays where it is
    expect(screen.getByText('inline')).toBeTruthy();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('李四');
  });

  it('does not read a deleted record again (删除成功, then no 数据不存在)', async () => {
    const user = userEvent.setup();
    const api = {
      base: `/memory/${Math.random()}`,
      endpoints: {},
      custom: vi.fn(),
      detail: vi.fn(async () => ({ id: '7', name: '张三' })),
      submit: vi.fn(async () => true),
      remove: vi.fn(async () => true),
    } satisfies AnyCrudApi<Person>;
    show(<InlinePage api={api} mode="edit" />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(api.detail).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('张三'));
    await user.click(screen.getByRole('button', { name: 'remove' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('none chosen')).toBeTruthy());
    expect(api.remove).toHaveBeenCalledWith(['7']);
    expect(api.detail).toHaveBeenCalledTimes(1);
  });
});

describe('treeSelect with multiple', () => {
  it('shows the ids of a comma-joined value and answers the choice joined again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    show(
      <FieldInput
        field={{
          name: 'roles',
          label: 'roles',
          valueType: 'treeSelect',
          multiple: true,
          valueEnum: { '1': 'admin', '2': 'auditor', '3': 'guest' },
        }}
        id="roles"
        value="1,2"
        onChange={onChange}
      />,
    );
    const chosen = [...document.querySelectorAll('.ant-select-selection-item')].map((tag) => tag.textContent);
    expect(chosen).toEqual(['admin', 'auditor']);
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('guest'));
    expect(onChange).toHaveBeenLastCalledWith('1,2,3');
  });
});

describe('清空 clears a filter kept outside the form', () => {
  it('calls the page’s onReset', async () => {
    const user = userEvent.setup();
    allow('node_view');
    const onReset = vi.fn();
    show(<CrudPage resource={resourceOf(memoryTree())} query={{ deptId: '1' }} onReset={onReset} />);
    await user.click(await screen.findByRole('button', { name: /清\s*空/ }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

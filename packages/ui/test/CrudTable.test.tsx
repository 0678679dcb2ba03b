// CrudTable (SPEC §2, §9; issue 10): columns by the fields and the user's settings, sortable columns
// through the server, density, paging, and the loading / empty / failed / stale states.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CrudTable, type CrudTableProps } from '../src/crud/CrudTable';
import type { ListState } from '../src/crud/listState';
import type { Field } from '../src/crud/schema';
import { DEFAULT_SETTINGS, type TableSettings } from '../src/crud/tableSettings';
import { renderKit, setupKit } from './harness';

interface Post {
  id?: string;
  postName: string;
  category: string;
  sort: number;
  createTime?: string;
}

const FIELDS: Field<Post>[] = [
  { name: 'postName', label: 'post name' },
  {
    name: 'category',
    label: 'category',
    valueType: 'select',
    valueEnum: { '1': 'crud.yes', '2': 'crud.no' },
  },
  { name: 'sort', label: 'sort', valueType: 'number', sortable: true },
];

const posts = (count: number): Post[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    postName: `post ${i + 1}`,
    category: i % 2 ? '2' : '1',
    sort: i + 1,
    createTime: `2026-01-${String((i % 28) + 1).padStart(2, '0')} 08:00:00`,
  }));

type Props = Partial<CrudTableProps<Post>> & { state?: Partial<ListState> };

function table({ state, ...props }: Props = {}) {
  const paging = {
    state: { current: 1, size: 10, filters: {}, ...state },
    total: 23,
    onChange: vi.fn(),
    onSort: vi.fn(),
  };
  const onRetry = vi.fn();
  const all: CrudTableProps<Post> = {
    name: 'post',
    label: 'Posts',
    fields: FIELDS,
    rows: posts(3),
    loading: false,
    failed: false,
    onRetry,
    settings: DEFAULT_SETTINGS,
    paging,
    ...props,
  };
  const view = renderKit(<CrudTable<Post> {...all} />);
  return {
    paging,
    onRetry,
    rerender: (next: Partial<CrudTableProps<Post>>) => view.rerender(<CrudTable<Post> {...all} {...next} />),
  };
}

const headers = () =>
  [...document.querySelectorAll('thead th')]
    .map((th) => th.textContent?.trim() ?? '')
    .filter((text) => text !== '');
const rows = () => [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
const header = (text: string) =>
  [...document.querySelectorAll('thead th')].find((th) => th.textContent?.trim() === text) as HTMLElement;

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('CrudTable: columns', () => {
  it('shows an index, a column per field (values by label), the creation time and the row actions', () => {
    table({
      rowActions: (row) => <button type="button">edit {row.postName}</button>,
      state: { current: 2, size: 10 },
    });
    expect(headers()).toEqual(['#', 'Post name', 'Category', 'Sort', 'Created', 'Actions']);
    const cells = within(rows()[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '12', // page 2 of 10
      'post 2',
      'No',
      '2',
      '2026-01-02 08:00:00',
      'edit post 2',
    ]);
    expect(header('Actions').className).toContain('ant-table-cell-fix');
  });

  it('gives every column a width, so long values end in an ellipsis instead of sliding under the actions', () => {
    table({ rowActions: () => <span>actions</span> });
    const widths = [...document.querySelectorAll('colgroup col')]
      .map((col) => (col as HTMLElement).style.width)
      .filter(Boolean);
    // index 64, text 160, select 130, number 100, created (a date and time) 180, actions that name
    // neither their buttons nor a width 200
    expect(widths).toEqual(['64px', '160px', '130px', '100px', '180px', '200px']);
    expect(document.querySelectorAll('tbody td.ant-table-cell-ellipsis').length).toBeGreaterThan(0);
  });

  it('hides and orders the columns as the settings say (new columns after the ordered ones)', () => {
    const settings: TableSettings = {
      ...DEFAULT_SETTINGS,
      order: ['sort', 'createTime'],
      hidden: ['category'],
    };
    table({ settings });
    expect(headers()).toEqual(['#', 'Sort', 'Created', 'Post name']);
  });

  it('leaves the creation time out when the resource has none', () => {
    table({ createTime: false });
    expect(headers()).toEqual(['#', 'Post name', 'Category', 'Sort']);
  });

  it('shows a tree table without index and paging', () => {
    table({ paging: undefined, expandable: { expandedRowKeys: [] } });
    expect(headers()).not.toContain('#');
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });
});

describe('CrudTable: density', () => {
  it('sets the rows as dense as the settings say', () => {
    const { rerender } = table();
    const size = () => document.querySelector('.ant-table')?.className ?? '';
    // antd 6 names 'middle' medium
    expect(size()).toContain('ant-table-medium');
    rerender({ settings: { ...DEFAULT_SETTINGS, density: 'small' } });
    expect(size()).toContain('ant-table-small');
    rerender({ settings: { ...DEFAULT_SETTINGS, density: 'large' } });
    expect(size()).not.toMatch(/ant-table-(small|medium)/);
  });
});

describe('CrudTable: sortable columns', () => {
  it('sorts a sortable column through the server: ascending, descending, then unsorted', async () => {
    const user = userEvent.setup();
    const { paging, rerender } = table();
    await user.click(header('Sort'));
    expect(paging.onSort).toHaveBeenLastCalledWith({ field: 'sort', order: 'ascend' });

    // the address now says ascending: the header shows it, and the next click asks descending
    const state = (sort: ListState['sort']) => ({ ...paging, state: { ...paging.state, sort } });
    rerender({ paging: state({ field: 'sort', order: 'ascend' }) });
    expect(header('Sort').getAttribute('aria-sort')).toBe('ascending');
    await user.click(header('Sort'));
    expect(paging.onSort).toHaveBeenLastCalledWith({ field: 'sort', order: 'descend' });

    rerender({ paging: state({ field: 'sort', order: 'descend' }) });
    expect(header('Sort').getAttribute('aria-sort')).toBe('descending');
    await user.click(header('Sort'));
    expect(paging.onSort).toHaveBeenLastCalledWith(undefined);
  });

  it('offers sorting on the sortable fields and the creation time only', async () => {
    const user = userEvent.setup();
    const { paging } = table();
    expect(header('Sort').className).toContain('ant-table-column-has-sorters');
    expect(header('Created').className).toContain('ant-table-column-has-sorters');
    expect(header('Post name').className).not.toContain('ant-table-column-has-sorters');
    await user.click(header('Post name'));
    expect(paging.onSort).not.toHaveBeenCalled();
    await user.click(header('Created'));
    expect(paging.onSort).toHaveBeenLastCalledWith({ field: 'createTime', order: 'ascend' });
  });

  it('offers no sorting in a table that is not paged (a tree)', () => {
    table({ paging: undefined });
    expect(document.querySelectorAll('.ant-table-column-has-sorters')).toHaveLength(0);
  });
});

describe('CrudTable: paging and selection', () => {
  it('shows the total and page sizes 10/30/50/100/200, and hands a page change over', async () => {
    const user = userEvent.setup();
    const { paging } = table();
    expect(screen.getByText('23 in all')).toBeTruthy();
    await user.click(screen.getByTitle('3'));
    expect(paging.onChange).toHaveBeenLastCalledWith(3, 10);
    await user.click(document.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
    const sizes = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(sizes).toEqual(['10 / page', '30 / page', '50 / page', '100 / page', '200 / page']);
  });

  it('hands the selected rows over', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    table({ selection: { selected: [], onChange } });
    await user.click(within(rows()[1] as HTMLElement).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: '2' })]);
  });

  it('scrolls a long page virtually (200 rows stay smooth)', () => {
    table({ rows: posts(200), state: { size: 200 } });
    expect(document.querySelector('.ant-table-tbody-virtual')).toBeTruthy();
    expect(rows().length).toBeLessThan(200);
  });
});

describe('CrudTable: states', () => {
  it('shows no "No data" under the first load\'s spinner, then an empty state', () => {
    const { rerender } = table({ rows: undefined, loading: true });
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();
    expect(screen.queryByText('No data')).toBeNull();
    rerender({ rows: [], loading: false });
    expect(document.querySelector('.ant-empty-description')?.textContent).toBe('No data');
  });

  it('says a failed first load failed, with a retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = table({ rows: undefined, failed: true });
    expect(screen.getByText('The data could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('marks the rows of a failed refresh as stale, with a retry', async () => {
    const user = userEvent.setup();
    const { onRetry, rerender } = table();
    expect(screen.queryByText('The refresh failed: this is the data from before')).toBeNull();
    rerender({ failed: true });
    expect(screen.getByText('The refresh failed: this is the data from before')).toBeTruthy();
    expect(rows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onRetry).toHaveBeenCalledTimes(1));
  });
});

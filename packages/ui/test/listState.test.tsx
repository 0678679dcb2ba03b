// useListState with a prefix (react-admin's storeKey: two lists on one page keep their own page, size,
// filters and sort; issue 18: appealLight's tabs shared a page number), and CrudPage's client-side
// paging of a list the server answers whole.
import { type ListQuery, sessionStore } from '@lingxi/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../src/crud/CrudPage';
import { consoleQueryClient } from '../src/crud/data';
import { type ListState, pageOf, readListState, writeListState } from '../src/crud/listState';
import { defineResource } from '../src/crud/schema';
import { ConsoleProviders } from '../src/providers';
import { setupKit } from './harness';

interface Item {
  id?: string;
  name: string;
  rank?: number;
}

const items = (count: number, tag: string): Item[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${tag}${i + 1}`,
    name: `${tag}${i + 1}`,
    rank: count - i,
  }));

/** A paged resource over rows; `whole`: the server answers every row at once. */
function resourceOf(name: string, rows: Item[], whole = false) {
  const queries: ListQuery[] = [];
  const api = {
    base: `/memory/${name}/${Math.random()}`,
    endpoints: {},
    custom: vi.fn(),
    list: vi.fn(async (query: ListQuery = {}) => {
      queries.push(query);
      const found = rows.filter((row) => !query.name || row.name.includes(String(query.name)));
      if (whole) return { records: found, total: found.length, size: found.length, current: 1, pages: 1 };
      const size = Number(query.size ?? 10);
      const current = Number(query.current ?? 1);
      return {
        records: found.slice((current - 1) * size, current * size),
        total: found.length,
        size,
        current,
        pages: Math.ceil(found.length / size),
      };
    }),
  };
  const resource = defineResource<Item>({
    name,
    api,
    dateRange: false,
    createTime: false,
    fields: [
      { name: 'name', label: 'Name', search: true },
      { name: 'rank', label: 'Rank', valueType: 'number', sortable: true },
    ],
  });
  return { resource, queries };
}

let location = '';
function LocationProbe() {
  const here = useLocation();
  location = here.search;
  return null;
}

const state = (over: Partial<ListState> = {}): ListState => ({ current: 1, size: 10, filters: {}, ...over });

beforeAll(() => setupKit('en'));
beforeEach(() => {
  consoleQueryClient().clear();
  sessionStore.setState({ permissions: {} });
});
afterEach(cleanup);

describe('list state with a prefix', () => {
  it('reads and writes its own parameters and leaves the other list alone', () => {
    const params = new URLSearchParams('current=3&name=x&depts.current=2&depts.size=30&depts.name=y');
    expect(readListState(params, ['name'])).toEqual(state({ current: 3, filters: { name: 'x' } }));
    expect(readListState(params, ['name'], 'depts')).toEqual(
      state({ current: 2, size: 30, filters: { name: 'y' } }),
    );
    const written = writeListState(
      params,
      state({ current: 4, sort: { field: 'rank', order: 'descend' } }),
      ['name'],
      'depts',
    );
    expect(written.get('current')).toBe('3');
    expect(written.get('name')).toBe('x');
    expect(written.get('depts.current')).toBe('4');
    expect(written.get('depts.size')).toBeNull();
    expect(written.get('depts.name')).toBeNull();
    expect(written.get('depts.sort')).toBe('rank.descend');
  });

  it('two lists on one page keep separate pages in the address', async () => {
    const first = resourceOf('records', items(25, 'r'));
    const second = resourceOf('depts', items(25, 'd'));
    render(
      <ConsoleProviders>
        <MemoryRouter initialEntries={['/light']}>
          <div data-testid="one">
            <CrudPage resource={first.resource} />
          </div>
          <div data-testid="two">
            <CrudPage resource={second.resource} listKey="depts" />
          </div>
          <LocationProbe />
        </MemoryRouter>
      </ConsoleProviders>,
    );
    const one = screen.getByTestId('one');
    const two = screen.getByTestId('two');
    await waitFor(() => expect(within(one).getAllByText(/^r\d+$/)).toHaveLength(10));
    await waitFor(() => expect(within(two).getAllByText(/^d\d+$/)).toHaveLength(10));
    await userEvent.click(within(one).getByTitle('3'));
    await waitFor(() => expect(within(one).getByText('r21')).toBeTruthy());
    expect(within(two).getByText('d1')).toBeTruthy();
    expect(location).toBe('?current=3');
    expect(second.queries.every((query) => query.current === 1)).toBe(true);
    await userEvent.click(within(two).getByTitle('2'));
    await waitFor(() => expect(within(two).getByText('d11')).toBeTruthy());
    expect(new URLSearchParams(location).get('depts.current')).toBe('2');
    expect(new URLSearchParams(location).get('current')).toBe('3');
    expect(within(one).getByText('r21')).toBeTruthy();
  });
});

describe('two lists of one resource on a page', () => {
  it('each has its own search form and its own column settings', async () => {
    const user = userEvent.setup();
    const { resource } = resourceOf('systems', items(3, 's'));
    render(
      <ConsoleProviders>
        <MemoryRouter initialEntries={['/systems']}>
          <div data-testid="one">
            <CrudPage resource={resource} />
          </div>
          <div data-testid="two">
            <CrudPage resource={resource} listKey="bindings" />
          </div>
        </MemoryRouter>
      </ConsoleProviders>,
    );
    const one = screen.getByTestId('one');
    const two = screen.getByTestId('two');
    await waitFor(() => expect(within(two).getAllByText(/^s\d+$/)).toHaveLength(3));
    const forms = [...document.querySelectorAll('form')].map((form) => form.id);
    expect(new Set(forms).size).toBe(forms.length); // no two elements with one id
    const headers = (list: HTMLElement) =>
      [...list.querySelectorAll('thead th')].map((cell) => cell.textContent).filter(Boolean);
    expect(headers(one)).toContain('Rank');
    await user.click(within(two).getByRole('button', { name: 'Columns' }));
    const settings = await screen.findByRole('list', { name: 'Columns' });
    await user.click(within(settings).getByRole('checkbox', { name: 'Rank' }));
    await waitFor(() => expect(headers(two)).not.toContain('Rank'));
    expect(headers(one)).toContain('Rank');
  });
});

describe('a list the server answers whole', () => {
  it('pageOf sorts (numbers as numbers, empty last) and cuts the page', () => {
    const rows = [{ rank: 10 }, { rank: 9 }, { rank: undefined }, { rank: 100 }];
    const page = pageOf(rows, state({ size: 2, current: 1, sort: { field: 'rank', order: 'ascend' } }));
    expect(page.records).toEqual([{ rank: 9 }, { rank: 10 }]);
    expect(page.total).toBe(4);
    expect(
      pageOf(rows, state({ size: 2, current: 2, sort: { field: 'rank', order: 'ascend' } })).records,
    ).toEqual([{ rank: 100 }, { rank: undefined }]);
  });

  it('CrudPage pages it without asking the server for pages', async () => {
    const { resource, queries } = resourceOf('whole', items(23, 'w'), true);
    render(
      <ConsoleProviders>
        <MemoryRouter initialEntries={['/whole']}>
          <CrudPage resource={resource} whole />
        </MemoryRouter>
      </ConsoleProviders>,
    );
    await waitFor(() => expect(screen.getAllByText(/^w\d+$/)).toHaveLength(10));
    expect(screen.getByText('23 in all')).toBeTruthy();
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getAllByText(/^w\d+$/)).toHaveLength(3));
    expect(screen.getByText('w21')).toBeTruthy();
    expect(queries).toHaveLength(1);
    expect(queries[0]).not.toHaveProperty('current');
    expect(queries[0]).not.toHaveProperty('size');
  });
});

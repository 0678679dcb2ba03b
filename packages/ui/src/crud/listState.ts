/**
 * A list page's state (page, size, filters, sort) kept in the address, so it survives a tab switch, a
 * reload and the browser's back button. The reading and writing are pure; `useListState` binds them to
 * the router.
 */
import { dateRangeQuery, type ListQuery, type Page } from '@lingxi/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 30, 50, 100, 200]; // SPEC §9

export type SortOrder = 'ascend' | 'descend';

export interface ListState {
  current: number;
  size: number;
  /** The search form's values, as text (a date range as `from~to`, days as YYYY-MM-DD). */
  filters: Record<string, string>;
  sort?: { field: string; order: SortOrder };
}

/** The creation-date filter's key in the address and the search form. */
export const CREATED = 'createTime';

/** A list state's parameter in the address: the name itself, or `<prefix>.<name>`. */
const keyOf = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

const positive = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * Reads the state of a list whose filters are `filterNames` from the address's query. A `prefix`
 * (react-admin's `storeKey`) keeps a second list of the page apart: its parameters are `<prefix>.current`,
 * `<prefix>.size`, `<prefix>.sort` and `<prefix>.<filter>`.
 */
export function readListState(
  params: URLSearchParams,
  filterNames: readonly string[],
  prefix = '',
): ListState {
  const at = (name: string) => params.get(keyOf(prefix, name));
  const size = positive(at('size'), PAGE_SIZES[0] as number);
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = at(name);
    if (value) filters[name] = value;
  }
  const [field, order] = (at('sort') ?? '').split('.');
  return {
    current: positive(at('current'), 1),
    size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] as number),
    filters,
    ...(field && (order === 'ascend' || order === 'descend') ? { sort: { field, order } } : {}),
  };
}

/**
 * Writes the state into a copy of the query, leaving the address's other parameters (another list's
 * among them) alone.
 */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  filterNames: readonly string[],
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(params);
  const key = (name: string) => keyOf(prefix, name);
  for (const name of ['current', 'size', 'sort', ...filterNames]) next.delete(key(name));
  if (state.current !== 1) next.set(key('current'), String(state.current));
  if (state.size !== PAGE_SIZES[0]) next.set(key('size'), String(state.size));
  if (state.sort) next.set(key('sort'), `${state.sort.field}.${state.sort.order}`);
  for (const [name, value] of Object.entries(state.filters)) if (value) next.set(key(name), value);
  return next;
}

const day = (text: string | undefined) => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/**
 * What the server is asked for (CONTRACT "Paging"): page and size, the filters (a date range becomes
 * `<field>_datege` / `<field>_datelt`), the sort as `ascs` / `descs`, and the page's fixed filters.
 */
export function listQuery(state: ListState, dateFields: readonly string[], base: ListQuery = {}): ListQuery {
  const query: ListQuery = { ...base, current: state.current, size: state.size };
  for (const [name, value] of Object.entries(state.filters)) {
    if (dateFields.includes(name)) {
      const [from, to] = value.split('~');
      Object.assign(query, dateRangeQuery([day(from), day(to)], name));
    } else {
      query[name] = value;
    }
  }
  if (state.sort) query[state.sort.order === 'ascend' ? 'ascs' : 'descs'] = state.sort.field;
  return query;
}

/**
 * One page of a list the server answers whole (client-side paging): the records sorted as the state
 * says (numbers as numbers, text in the interface's order, empty last) and cut to the page.
 */
export function pageOf<T>(records: readonly T[], state: ListState): Page<T> {
  const sorted = [...records];
  const sort = state.sort;
  if (sort) {
    const value = (row: T) => (row as Record<string, unknown>)[sort.field];
    const sign = sort.order === 'ascend' ? 1 : -1;
    sorted.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === y) return 0;
      if (x === undefined || x === null || x === '') return 1;
      if (y === undefined || y === null || y === '') return -1;
      const numbers = typeof x === 'number' && typeof y === 'number';
      return sign * (numbers ? x - y : String(x).localeCompare(String(y)));
    });
  }
  const start = (state.current - 1) * state.size;
  return {
    records: sorted.slice(start, start + state.size),
    total: records.length,
    size: state.size,
    current: state.current,
    pages: Math.ceil(records.length / state.size),
  };
}

export interface ListStateControl {
  state: ListState;
  /**
   * A new search: back to page 1 with these filters. False when the address already said so (the same
   * search again), so that the caller can ask the server again itself: a person who presses 搜索
   * expects fresh rows, and an unchanged query would be answered from the cache.
   */
  search(filters: Record<string, string>): boolean;
  /** Another page; a new page size starts again at page 1 (its rows would not line up otherwise). */
  setPage(current: number, size: number): void;
  setSort(sort: ListState['sort']): void;
}

/**
 * The list state of the current address, for a list with these filters; `prefix` for a second list on
 * the same page (each keeps its own page, size, filters and sort).
 */
export function useListState(filterNames: readonly string[], prefix = ''): ListStateControl {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join(',');
  // deps: key stands for the filter names' content
  const state = useMemo(() => readListState(params, filterNames, prefix), [params, key, prefix]);
  const write = useCallback(
    (next: ListState) => setParams((current) => writeListState(current, next, filterNames, prefix)),
    // deps: key stands for the filter names' content
    [setParams, key, prefix],
  );
  return {
    state,
    search: (filters) => {
      const next = { ...state, filters, current: 1 };
      // written even when unchanged: `state` is this render's, and a search just made may not be shown yet
      write(next);
      const text = (one: ListState) =>
        writeListState(new URLSearchParams(), one, filterNames, prefix).toString();
      return text(next) !== text(state);
    },
    setPage: (current, size) => write({ ...state, current: size === state.size ? current : 1, size }),
    setSort: (sort) => write({ ...state, sort, current: 1 }),
  };
}

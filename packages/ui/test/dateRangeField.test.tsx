// A list's date-range filter on a time field of its own (issue 22: certified enterprises searched by
// their certification date): the search form names the field, the address keeps it, the query sends
// `<field>_datege` / `<field>_datelt` for whole days.
import { addMessages, initI18n, type ListQuery, sessionStore } from '@lingxi/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, dateRangeOf } from '../src/crud/CrudPage';
import { consoleQueryClient } from '../src/crud/data';
import { defineResource } from '../src/crud/schema';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders } from '../src/providers';
import { stubMatchMedia } from './harness';

interface Firm {
  id?: string;
  name: string;
  certifyTime: string;
}

function setup(at: string, dateRange?: boolean | { field: string; label: string }) {
  const queries: ListQuery[] = [];
  const api = {
    base: `/memory/${Math.random()}`,
    endpoints: {},
    custom: vi.fn(),
    list: vi.fn(async (query: ListQuery = {}) => {
      queries.push(query);
      return {
        records: [{ id: '1', name: '甲公司', certifyTime: '2026-03-05 10:00:00' }],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      };
    }),
  };
  const resource = defineResource<Firm>({
    name: 'firm',
    api,
    ...(dateRange === undefined ? {} : { dateRange }),
    fields: [
      { name: 'name', label: 'firm.name', search: true },
      { name: 'certifyTime', label: 'firm.certifyTime' },
    ],
  });
  render(
    <ConsoleProviders>
      <MemoryRouter initialEntries={[at]}>
        <CrudPage resource={resource} />
      </MemoryRouter>
    </ConsoleProviders>,
  );
  return { queries, resource };
}

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
  addMessages({ zh: { translation: { firm: { name: '企业名称', certifyTime: '认证时间' } } } });
});
beforeEach(() => {
  consoleQueryClient().clear();
  stubMatchMedia();
  sessionStore.setState({ permissions: { firm_view: true } });
});
afterEach(cleanup);

describe('a date range on a field of the record', () => {
  it('names the filter: creation time by default, the field given, or none', () => {
    const base = { name: 'firm', api: { base: '/x', endpoints: {}, custom: vi.fn() }, fields: [] };
    expect(dateRangeOf(base)).toEqual({ name: 'createTime', label: 'crud.createTime' });
    expect(dateRangeOf({ ...base, dateRange: { field: 'certifyTime', label: 'firm.certifyTime' } })).toEqual({
      name: 'certifyTime',
      label: 'firm.certifyTime',
    });
    expect(dateRangeOf({ ...base, dateRange: false })).toBeUndefined();
  });

  it('sends the days of the address as <field>_datege and _datelt, labelled by the field', async () => {
    const { queries } = setup('/firms?certifyTime=2026-03-01~2026-03-31', {
      field: 'certifyTime',
      label: 'firm.certifyTime',
    });
    await screen.findByText('甲公司');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries[0]).toMatchObject({
      certifyTime_datege: '2026-03-01 00:00:00',
      certifyTime_datelt: '2026-04-01 00:00:00',
    });
    expect(queries[0]).not.toHaveProperty('createTime_datege');
    const search = document.querySelector('.lx-search-form') as HTMLElement;
    expect(search.textContent).toContain('认证时间');
    expect(search.textContent).not.toContain('创建时间');
  });

  it('keeps the creation date by default', async () => {
    const { queries } = setup('/firms?createTime=2026-03-01~2026-03-02');
    await screen.findByText('甲公司');
    expect(queries[0]).toMatchObject({ createTime_datege: '2026-03-01 00:00:00' });
    expect((document.querySelector('.lx-search-form') as HTMLElement).textContent).toContain('创建时间');
  });
});

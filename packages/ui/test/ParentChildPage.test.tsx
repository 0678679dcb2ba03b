// ParentChildPage / ChildList (issue 18, promoted from the system centre's dictionary pages): the
// parent list, a parent's entries in a drawer (lazy tree, add under an entry), a write refreshing
// what the resource `invalidates` (every dictionary look-up), and platform data offered read-only to
// another tenant.
import { type ListQuery, sessionStore } from '@lingxi/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleQueryClient } from '../src/crud/data';
import { ParentChildPage, parentField } from '../src/crud/ParentChildPage';
import { defineResource } from '../src/crud/schema';
import { renderKit, setupKit } from './harness';

interface Entry {
  id?: string;
  parentId?: string;
  code: string;
  dictValue: string;
  hasChildren?: boolean;
}

function dictionary() {
  let rows: Entry[] = [
    { id: '1', parentId: '0', code: 'sex', dictValue: 'Sex' },
    { id: '2', parentId: '1', code: 'sex', dictValue: 'Male', hasChildren: false },
    { id: '3', parentId: '1', code: 'sex', dictValue: 'Female', hasChildren: false },
  ];
  let next = 10;
  const page = (records: Entry[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
  const api = {
    base: `/memory/dict/${Math.random()}`,
    endpoints: {},
    custom: vi.fn(),
    parentList: vi.fn(async () => page(rows.filter((row) => row.parentId === '0'))),
    childList: vi.fn(async (query: ListQuery = {}) =>
      page(rows.filter((row) => row.parentId === String(query.parentId))),
    ),
    detail: vi.fn(async (id: string | Record<string, string>) => rows.find((row) => row.id === id) as Entry),
    submit: vi.fn(async (entity: Partial<Entry>) => {
      rows = [...rows, { ...(entity as Entry), id: String(next++) }];
      return true;
    }),
    remove: vi.fn(async (ids: string[]) => {
      rows = rows.filter((row) => !ids.includes(String(row.id)));
      return true;
    }),
  };
  const parent = defineResource<Entry>({
    name: 'dict',
    api,
    platform: true,
    invalidates: ['dict'],
    fields: [
      { name: 'code', label: 'Code', search: true, rules: ['required'] },
      { name: 'dictValue', label: 'Name', rules: ['required'] },
    ],
  });
  const child = defineResource<Entry>({
    ...parent,
    fields: [
      {
        name: 'parentId',
        label: 'Parent',
        hideIn: ['table'],
        readOnlyIn: ['add', 'edit'],
        ...parentField(api, (row) => row.dictValue),
      },
      { name: 'code', label: 'Code', readOnlyIn: ['add', 'edit'], hideIn: ['table'] },
      { name: 'dictValue', label: 'Name', rules: ['required'] },
    ],
  });
  return { api, parent, child };
}

const ALL = { dict_add: true, dict_edit: true, dict_delete: true, dict_view: true } as const;

function open(tenantId: string) {
  sessionStore.setState({ tenantId, permissions: ALL });
  const { api, parent, child } = dictionary();
  renderKit(
    <ParentChildPage<Entry>
      parent={parent}
      child={child}
      initial={(under) => ({ parentId: under.id, code: under.code })}
      titleOf={(row) => `${row.dictValue} (${row.code})`}
    />,
  );
  return api;
}

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('ParentChildPage', () => {
  it("opens a parent's entries from its code, adds under an entry, and refreshes the dictionaries", async () => {
    // a dictionary look-up another page has cached: the write must mark it stale
    const lookUp = ['dict', '/lingxi-system/dict', 'post_category'];
    const api = open('000000');
    consoleQueryClient().setQueryData(lookUp, []);
    await userEvent.click(await screen.findByRole('button', { name: 'sex' }, { timeout: 10_000 }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(drawer.textContent).toContain('Entries: Sex (sex)');
    await waitFor(() => expect(within(drawer).getByText('Male')).toBeTruthy());
    expect(within(drawer).getByText('Female')).toBeTruthy();
    const male = within(drawer).getByText('Male').closest('tr') as HTMLElement;
    await userEvent.click(within(male).getByRole('button', { name: 'Add child' }));
    const form = (await screen.findAllByRole('dialog')).find((one) => one !== drawer) as HTMLElement;
    // the parent shows by its name, read-only
    await waitFor(() =>
      expect((within(form).getByLabelText('Parent') as HTMLInputElement).value).toBe('Male'),
    );
    await userEvent.type(within(form).getByLabelText('Name'), 'Boy');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalled());
    expect(api.submit.mock.calls[0]?.[0]).toMatchObject({ parentId: '2', code: 'sex', dictValue: 'Boy' });
    await waitFor(() => expect(consoleQueryClient().getQueryState(lookUp)?.isInvalidated).toBe(true));
  });

  it("offers another tenant's administrator the entries to read, no writes", async () => {
    open('100000');
    await userEvent.click(await screen.findByRole('button', { name: 'sex' }, { timeout: 10_000 }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(drawer.textContent).toContain('Entries: Sex (sex)');
    await waitFor(() => expect(within(drawer).getByText('Male')).toBeTruthy());
    expect(within(drawer).getAllByRole('button', { name: 'View' }).length).toBeGreaterThan(0);
    for (const name of ['Add', 'Add child', 'Edit', 'Delete'])
      expect(within(drawer).queryByRole('button', { name })).toBeNull();
  });
});

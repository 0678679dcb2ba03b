// SearchForm (SPEC §2 generic list pages): the query card; its values come from and go to the list
// state in the address; the date range is two pickers the keyboard moves through (issue 10).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '../src/crud/SearchForm';
import type { Field } from '../src/crud/schema';
import { renderKit, setupKit } from './harness';

interface Param {
  id?: string;
  paramName: string;
  paramKey: string;
  status: number;
}

const FIELDS: Field<Param>[] = [
  { name: 'paramName', label: 'param name', search: true },
  { name: 'paramKey', label: 'param key', search: true },
];
const CREATED = [{ name: 'createTime', label: 'crud.createTime' }];

function searchForm(values: Record<string, string> = {}, fields = FIELDS, dateRanges = CREATED) {
  const onSearch = vi.fn();
  const view = renderKit(
    <SearchForm name="param" fields={fields} dateRanges={dateRanges} values={values} onSearch={onSearch} />,
  );
  const rerender = (next: Record<string, string>) =>
    view.rerender(
      <SearchForm name="param" fields={fields} dateRanges={dateRanges} values={next} onSearch={onSearch} />,
    );
  return { onSearch, rerender, container: view.container };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('SearchForm', () => {
  it('searches with what was typed, trimmed, leaving blank fields out', async () => {
    const user = userEvent.setup();
    const { onSearch } = searchForm();
    expect(input('Param name').placeholder).toBe('Please enter param name');
    await user.type(input('Param name'), '  mail  ');
    await user.type(input('Param key'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith({ paramName: 'mail' });
  });

  it('searches on Enter in a field', async () => {
    const user = userEvent.setup();
    const { onSearch } = searchForm();
    await user.type(input('Param key'), 'sms.{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ paramKey: 'sms.' }));
  });

  it('fills the form from the address, a date range as its two days, and searches with them again', async () => {
    const user = userEvent.setup();
    const { onSearch } = searchForm({ paramName: 'mail', createTime: '2026-01-05~2026-01-31' });
    await waitFor(() => expect(input('Param name').value).toBe('mail'));
    expect(input('Created Start date').value).toBe('2026-01-05');
    expect(input('Created End date').value).toBe('2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ paramName: 'mail', createTime: '2026-01-05~2026-01-31' });
  });

  it('keeps an open-ended date range open on the side left empty', async () => {
    const user = userEvent.setup();
    const { onSearch } = searchForm({ createTime: '2026-03-01~' });
    await waitFor(() => expect(input('Created Start date').value).toBe('2026-03-01'));
    expect(input('Created End date').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ createTime: '2026-03-01~' });
  });

  it('follows the address (the back button, a link): new filters fill it, none empty it', async () => {
    const { rerender } = searchForm({ paramName: 'mail' });
    await waitFor(() => expect(input('Param name').value).toBe('mail'));
    rerender({ paramKey: 'sms.code' });
    await waitFor(() => expect(input('Param key').value).toBe('sms.code'));
    expect(input('Param name').value).toBe('');
    rerender({});
    await waitFor(() => expect(input('Param key').value).toBe(''));
  });

  it('reset empties every field and searches with no filter', async () => {
    const user = userEvent.setup();
    const { onSearch } = searchForm({ paramName: 'mail', createTime: '2026-01-05~2026-01-31' });
    await waitFor(() => expect(input('Param name').value).toBe('mail'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(input('Param name').value).toBe('');
    expect(input('Created Start date').value).toBe('');
  });

  it('offers a select for a field with options, its labels translated', async () => {
    const user = userEvent.setup();
    const { onSearch } = searchForm({}, [
      ...FIELDS,
      {
        name: 'status',
        label: 'status',
        valueType: 'switch',
        valueEnum: { '1': 'crud.yes', '0': 'crud.no' },
        search: true,
      },
    ]);
    const status = document.querySelector('.lx-search-form .ant-select [role="combobox"]') as HTMLElement;
    await user.click(status);
    await user.click(await screen.findByTitle('No'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ status: '0' });
  });

  it('lets Tab go on through the date range to the buttons (no keyboard trap)', async () => {
    const user = userEvent.setup();
    searchForm();
    input('Param key').focus();
    await user.tab();
    expect(document.activeElement).toBe(input('Created Start date'));
    await user.tab();
    expect(document.activeElement).toBe(input('Created End date'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset' }));
  });

  it('is left out when a list has nothing to search by', () => {
    const { container } = searchForm({}, [], []);
    expect(container.querySelector('.lx-query-card')).toBeNull();
    expect(within(container).queryByRole('button', { name: 'Search' })).toBeNull();
  });
});

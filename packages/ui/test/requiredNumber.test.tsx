// A required number field (a sort with its initial value) is saved: the kit's 'required' rule checks a
// number as present, never as text.
import { type AnyCrudApi, initI18n, sessionStore } from '@lingxi/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { CrudPage } from '../src/crud/CrudPage';
import { fieldRules } from '../src/crud/FieldInput';
import { defineResource } from '../src/crud/schema';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders } from '../src/providers';
import { stubMatchMedia } from './harness';

interface Sorted {
  id?: string;
  name: string;
  sort?: number;
}

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
  stubMatchMedia();
});
afterEach(cleanup);

it('asks text fields for more than blanks, and nothing of the kind of numbers and switches', () => {
  const t = (key: string) => key;
  expect(fieldRules({ name: 'name', label: 'n', rules: ['required'] }, t)[0]).toMatchObject({
    whitespace: true,
  });
  for (const valueType of ['number', 'switch', 'select'] as const) {
    expect(fieldRules({ name: 'sort', label: 's', valueType, rules: ['required'] }, t)[0]).not.toHaveProperty(
      'whitespace',
    );
  }
});

it('saves a required number with its initial value', async () => {
  const api = {
    base: '/sorted',
    endpoints: {},
    custom: vi.fn(),
    list: vi.fn(async () => ({ records: [], total: 0, size: 10, current: 1, pages: 0 })),
    submit: vi.fn(async () => true),
  } satisfies AnyCrudApi<Sorted>;
  const resource = defineResource<Sorted>({
    name: 'sorted',
    api,
    fields: [
      { name: 'name', label: 'n', rules: ['required'] },
      { name: 'sort', label: 's', valueType: 'number', rules: ['required'], initialValue: 1 },
    ],
  });
  sessionStore.setState({ permissions: { sorted_add: true } });
  render(
    <ConsoleProviders>
      <MemoryRouter>
        <CrudPage resource={resource} />
      </MemoryRouter>
    </ConsoleProviders>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('N'), 'a');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(api.submit).toHaveBeenCalledWith({ name: 'a', sort: 1 }));
});

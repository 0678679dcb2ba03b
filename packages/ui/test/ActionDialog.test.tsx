// The kit's action form (PAGES.md: settings, datasource, test actions) and labels that follow a field.
import { type AnyCrudApi, initI18n } from '@lingxi/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActionDialog } from '../src/crud/ActionDialog';
import { consoleQueryClient, useCrudList } from '../src/crud/data';
import { defineResource, type Field, labelOf } from '../src/crud/schema';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders, DEFAULT_ACCENT } from '../src/providers';
import { deferred, stubMatchMedia } from './harness';

interface Tenant {
  id?: string;
  tenantName: string;
}
interface Setting {
  accountNumber?: number;
  note: string;
}

const tenant = defineResource<Tenant>({
  name: 'tenant',
  api: { base: '/memory/tenant', endpoints: {}, custom: vi.fn() } as AnyCrudApi<Tenant>,
  fields: [{ name: 'tenantName', label: 'tenantName' }],
});
const FIELDS: Field<Setting>[] = [
  { name: 'note', label: 'note', rules: ['required'] },
  {
    name: 'accountNumber',
    label: 'quota',
    valueType: 'number',
    labelFor: (values) => (values.note === 'apps' ? 'apps' : undefined),
  },
];

interface Props {
  submit: (values: Setting, rows: Tenant[]) => Promise<unknown>;
  result?: (answer: unknown) => string;
}

function Page(props: Props) {
  return (
    <ConsoleProviders theme={{ token: { colorPrimary: DEFAULT_ACCENT, motion: false } }}>
      <Actions {...props} />
    </ConsoleProviders>
  );
}

function Actions({ submit, result }: Props) {
  const action = useActionDialog<Tenant, Setting>(tenant, {
    title: 'settings',
    fields: FIELDS,
    initial: (rows) => ({ note: rows.length > 1 ? '' : rows[0]?.tenantName }),
    submit,
    ...(result ? { result } : {}),
  });
  return (
    <>
      <Button onClick={() => action.open([{ id: '1', tenantName: 'A' }])}>one</Button>
      <Button
        onClick={() =>
          action.open([
            { id: '1', tenantName: 'A' },
            { id: '2', tenantName: 'B' },
          ])
        }
      >
        two
      </Button>
      {action.dialog}
    </>
  );
}

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
});
beforeEach(() => {
  consoleQueryClient().clear();
  stubMatchMedia();
});
afterEach(cleanup);

describe('labelOf', () => {
  it('answers the record’s label, else the field’s', () => {
    expect(labelOf(FIELDS[1] as Field<Setting>, { note: 'apps' })).toBe('apps');
    expect(labelOf(FIELDS[1] as Field<Setting>, { note: 'x' })).toBe('quota');
    expect(labelOf(FIELDS[1] as Field<Setting>, undefined)).toBe('quota');
    expect(labelOf(FIELDS[0] as Field<Setting>, { note: 'apps' })).toBe('note');
  });
});

/** Two dialogs of one resource with the same title and fields (a page's own and its drawer's). */
function TwinDialogs({ submit }: { submit: (values: Setting) => Promise<unknown> }) {
  const config = { title: 'settings', fields: FIELDS.slice(0, 1), submit };
  const first = useActionDialog<Tenant, Setting>(tenant, config);
  const second = useActionDialog<Tenant, Setting>(tenant, config);
  return (
    <>
      <Button onClick={() => second.open([{ id: '2', tenantName: 'B' }])}>second</Button>
      {first.dialog}
      {second.dialog}
    </>
  );
}
const Twins = ({ submit }: { submit: (values: Setting) => Promise<unknown> }) => (
  <ConsoleProviders theme={{ token: { colorPrimary: DEFAULT_ACCENT, motion: false } }}>
    <TwinDialogs submit={submit} />
  </ConsoleProviders>
);

describe('useActionDialog', () => {
  it('starts from the rows, validates, calls with the values and rows, says so and closes', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => true);
    render(<Page submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'two' }));
    const note = await screen.findByLabelText('Note');
    expect((note as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入note')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    await user.type(note, 'apps');
    // the quota's label follows the note
    expect(await screen.findByLabelText('Apps')).toBeTruthy();
    await user.type(screen.getByLabelText('Apps'), '5');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({ note: 'apps', accountNumber: 5 }, [
      { id: '1', tenantName: 'A' },
      { id: '2', tenantName: 'B' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps what was typed when the call is refused, and shows a test’s answer', async () => {
    const user = userEvent.setup();
    const refuse = vi.fn(async () => Promise.reject(new Error('400')));
    const { unmount } = render(<Page submit={refuse} />);
    await user.click(screen.getByRole('button', { name: 'one' }));
    expect(((await screen.findByLabelText('Note')) as HTMLInputElement).value).toBe('A');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(refuse).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('A');
    unmount();

    render(
      <Page
        submit={async () => ({ count: 2 })}
        result={(answer) => `sent ${(answer as { count: number }).count}`}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'one' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect((await screen.findByRole('status')).textContent).toContain('sent 2');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on the rows it saved for: rows opened while the lists were refreshing stay open', async () => {
    const user = userEvent.setup();
    const listed = { records: [{ id: '1', tenantName: 'A' }], total: 1, size: 10, current: 1, pages: 1 };
    const refresh = deferred<typeof listed>();
    let lists = 0;
    const api = {
      base: '/memory/refreshing-tenant',
      endpoints: {},
      custom: vi.fn(),
      list: vi.fn(() => (++lists === 1 ? Promise.resolve(listed) : refresh.promise)),
    } as unknown as AnyCrudApi<Tenant>;
    const refreshing = defineResource<Tenant>({ name: 'refreshingTenant', api, fields: [] });
    function Refreshing() {
      useCrudList(api, {});
      const action = useActionDialog<Tenant, Setting>(refreshing, {
        title: 'settings',
        fields: FIELDS,
        initial: (rows) => ({ note: rows[0]?.tenantName }),
        submit: async () => true,
      });
      return (
        <>
          <Button onClick={() => action.open([{ id: '1', tenantName: 'A' }])}>one</Button>
          <Button onClick={() => action.open([{ id: '2', tenantName: 'B' }])}>other</Button>
          {action.dialog}
        </>
      );
    }
    render(
      <ConsoleProviders theme={{ token: { colorPrimary: DEFAULT_ACCENT, motion: false } }}>
        <Refreshing />
      </ConsoleProviders>,
    );
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'one' }));
    const note = (await screen.findByLabelText('Note')) as HTMLInputElement;
    await waitFor(() => expect(note.value).toBe('A'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2)); // the list's refresh is out
    await user.click(screen.getByRole('button', { name: 'other' }));
    const noteNow = () => (screen.getByLabelText('Note') as HTMLInputElement).value;
    await waitFor(() => expect(noteNow()).toBe('B'));
    refresh.resolve(listed);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the save has finished
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(noteNow()).toBe('B');
  });

  it('keeps two dialogs with one title apart: a field’s label leads to its own dialog’s field', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => true);
    render(<Twins submit={submit} />);
    const ids = [...document.querySelectorAll('.lx-entity-form [id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    await user.click(screen.getByRole('button', { name: 'second' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByLabelText('Note');
    await user.type(note, 'typed here');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ note: 'typed here' }, [{ id: '2', tenantName: 'B' }]),
    );
  });
});

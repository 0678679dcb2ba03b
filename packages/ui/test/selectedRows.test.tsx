// Issue 18: tenant settings opened empty for a tenant with a quota and an expiry. The toolbar's action
// got the selected rows as they were when ticked: after the settings were saved (the list re-read),
// opening them again showed the old, empty values. An action gets the selected rows as the list now
// shows them.
import { type AnyCrudApi, sessionStore } from '@lingxi/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useActionDialog } from '../src/crud/ActionDialog';
import { CrudPage } from '../src/crud/CrudPage';
import { defineResource, type Field } from '../src/crud/schema';
import { renderKit, setupKit } from './harness';

interface Tenant {
  id?: string;
  tenantName: string;
  accountNumber?: number | null;
  expireTime?: string | null;
}
interface Setting {
  accountNumber?: number | null;
  expireTime?: string | null;
}
const SETTING_FIELDS: Field<Setting>[] = [
  { name: 'accountNumber', label: 'Quota', valueType: 'number' },
  { name: 'expireTime', label: 'Expiry', valueType: 'dateTime' },
];
const ROWS: Tenant[] = [
  { id: '1', tenantName: 'Park', accountNumber: 20, expireTime: '2027-03-04 05:06:07' },
  { id: '3', tenantName: 'Port', accountNumber: -1, expireTime: null },
  { id: '2', tenantName: 'Town', accountNumber: -1, expireTime: null },
];

const api = {
  base: '/memory/tenants',
  endpoints: {},
  custom: vi.fn(async () => true),
  list: vi.fn(async () => ({
    records: ROWS.map((row) => ({ ...row })),
    total: 3,
    size: 10,
    current: 1,
    pages: 1,
  })),
} as unknown as AnyCrudApi<Tenant>;
const tenant = defineResource<Tenant>({
  name: 'tenant',
  api,
  fields: [{ name: 'tenantName', label: 'Name' }],
});

function Page() {
  const settings = useActionDialog<Tenant, Setting>(tenant, {
    title: 'Settings',
    fields: SETTING_FIELDS,
    initial: (rows) =>
      rows.length === 1 && rows[0]
        ? { accountNumber: rows[0].accountNumber, expireTime: rows[0].expireTime ?? null }
        : {},
    submit: async (values, rows) => {
      const saved = ROWS.find((row) => row.id === rows[0]?.id);
      if (saved) Object.assign(saved, values);
      return true;
    },
  });
  return (
    <>
      <CrudPage
        resource={tenant}
        standard={{ add: false, edit: false, delete: false, view: false }}
        actions={[{ key: 'setting', label: 'Settings', select: 'many', run: settings.open }]}
      />
      {settings.dialog}
    </>
  );
}

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('an action form opened on a row', () => {
  it('shows the row’s quota and expiry', async () => {
    sessionStore.setState({ permissions: {} });
    renderKit(<Page />);
    await waitFor(() => expect(screen.getByText('Park')).toBeTruthy());
    const boxes = document.querySelectorAll<HTMLInputElement>(
      'tbody tr.ant-table-row input[type="checkbox"]',
    );
    await userEvent.click(boxes[0] as HTMLInputElement);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const quota = await screen.findByLabelText('Quota');
    await waitFor(() => expect((quota as HTMLInputElement).value).toBe('20'));
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('2027-03-04 05:06:07');
  });

  it('shows the values saved since the row was ticked', async () => {
    sessionStore.setState({ permissions: {} });
    renderKit(<Page />);
    await waitFor(() => expect(screen.getByText('Port')).toBeTruthy());
    const boxes = document.querySelectorAll<HTMLInputElement>(
      'tbody tr.ant-table-row input[type="checkbox"]',
    );
    await userEvent.click(boxes[1] as HTMLInputElement);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const quota = (await screen.findByLabelText('Quota')) as HTMLInputElement;
    await waitFor(() => expect(quota.value).toBe('-1'));
    await userEvent.clear(quota);
    await userEvent.type(quota, '30');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('row', { name: /Port/ }).textContent).toContain('Port'));
    await waitFor(() => expect(ROWS[1]?.accountNumber).toBe(30));
    // the list has read the tenant again; the same ticked row opens with what was saved
    await waitFor(() => expect(vi.mocked(api.list!).mock.calls.length).toBeGreaterThan(1));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await waitFor(() => expect((screen.getByLabelText('Quota') as HTMLInputElement).value).toBe('30'));
  });
});

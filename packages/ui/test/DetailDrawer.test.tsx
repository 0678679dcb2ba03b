// DetailDrawer + useDetail (issue 18, promoted from the appeal pages): the record read while the drawer
// is open, shown by the page; a write to a resource that `invalidates` it reads it again (no page spells
// the cache's keys).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailDrawer } from '../src/crud/DetailDrawer';
import { consoleQueryClient, invalidateWrites } from '../src/crud/data';
import { defineResource } from '../src/crud/schema';
import { renderKit, setupKit } from './harness';

interface Appeal {
  id?: string;
  title: string;
}

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('DetailDrawer', () => {
  it('shows the record, and reads it again after a write that invalidates it', async () => {
    let title = 'Road repair';
    const api = {
      base: '/memory/appeal',
      endpoints: {},
      custom: vi.fn(),
      detail: vi.fn(async (id: string | Record<string, string>) => ({ id: String(id), title })),
    };
    const records = defineResource<Appeal>({
      name: 'records',
      api: { base: '/memory/records', endpoints: {}, custom: vi.fn() },
      invalidates: [{ api }],
      fields: [],
    });
    renderKit(
      <DetailDrawer<Appeal> api={api} id="7" title="Details" onClose={() => undefined}>
        {(appeal) => <p data-testid="title">{appeal.title}</p>}
      </DetailDrawer>,
    );
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('Road repair'));
    expect(api.detail).toHaveBeenCalledWith('7');
    title = 'Road repaired';
    await act(() => invalidateWrites(consoleQueryClient(), records));
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('Road repaired'));
  });

  it('is closed, and asks nothing, without a record', () => {
    const api = { base: '/memory/none', endpoints: {}, custom: vi.fn(), detail: vi.fn() };
    renderKit(
      <DetailDrawer<Appeal> api={api} id={undefined} title="Details" onClose={() => undefined}>
        {(appeal) => <p>{appeal.title}</p>}
      </DetailDrawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.detail).not.toHaveBeenCalled();
  });
});

// Issue 23: the print view of one record. A printable DetailDrawer offers Print once the record is read;
// the browser prints the drawer alone (its root carries the print stylesheet's class).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailDrawer } from '../src/crud/DetailDrawer';
import { renderKit, setupKit } from './harness';

interface Appeal {
  id?: string;
  title: string;
}

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('DetailDrawer printable', () => {
  it('prints the drawer alone; a drawer not printable offers no Print', async () => {
    // happy-dom has no print: the test gives the window one
    const before = window.print;
    const print = vi.fn();
    window.print = print;
    const api = {
      base: '/memory/print',
      endpoints: {},
      custom: vi.fn(),
      detail: vi.fn(async () => ({ id: '7', title: 'Road repair' })),
    };
    const { unmount } = renderKit(
      <DetailDrawer<Appeal> api={api} id="7" title="Details" printable onClose={() => undefined}>
        {(appeal) => <p data-testid="title">{appeal.title}</p>}
      </DetailDrawer>,
    );
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('Road repair'));
    const button = screen.getByRole('button', { name: 'Print' });
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.lx-printable')?.contains(screen.getByTestId('title'))).toBe(true);
    unmount();
    renderKit(
      <DetailDrawer<Appeal> api={api} id="7" title="Details" onClose={() => undefined}>
        {(appeal) => <p data-testid="title">{appeal.title}</p>}
      </DetailDrawer>,
    );
    await waitFor(() => expect(screen.getByTestId('title')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    window.print = before;
  });
});

// The enable/disable switch of list rows (SPEC §4; PAGES: confirm → call → refresh): confirmation,
// busy state, revert on failure, read-only without the permission.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StatusSwitch } from '../../src/pieces/StatusSwitch';
import { renderInConsole, setupTexts } from './setup';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const toggle = () => screen.getByRole('switch', { name: 'Status of admin' });

beforeAll(() => setupTexts('en'));
afterEach(cleanup);

describe('StatusSwitch', () => {
  it('asks first, then shows the new state busy until the call answers', async () => {
    const call = deferred();
    const onChange = vi.fn(() => call.promise);
    renderInConsole(<StatusSwitch checked aria-label="Status of admin" onChange={onChange} />);
    expect(toggle().getAttribute('aria-checked')).toBe('true');

    await userEvent.click(toggle());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Disable this record?')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(onChange).toHaveBeenCalledWith(false);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(toggle().getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve());
    expect(toggle().getAttribute('aria-busy')).toBe('false');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });

  it('puts the old state back when the call fails', async () => {
    const call = deferred();
    renderInConsole(
      <StatusSwitch checked={false} aria-label="Status of admin" onChange={() => call.promise} />,
    );
    await userEvent.click(toggle());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    await act(async () => call.reject(new Error('refused')));
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(toggle().getAttribute('aria-busy')).toBe('false');
  });

  it('changes nothing when the user cancels', async () => {
    const onChange = vi.fn(async () => undefined);
    renderInConsole(<StatusSwitch checked aria-label="Status of admin" onChange={onChange} />);
    await userEvent.click(toggle());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle().getAttribute('aria-checked')).toBe('true');
  });

  it('is read-only without the permission', async () => {
    const onChange = vi.fn(async () => undefined);
    renderInConsole(
      <StatusSwitch checked editable={false} aria-label="Status of admin" onChange={onChange} />,
    );
    expect(toggle()).toHaveProperty('disabled', true);
    await userEvent.click(toggle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard and follows the list when it refreshes', async () => {
    const onChange = vi.fn(async () => undefined);
    const { rerender } = renderInConsole(
      <StatusSwitch
        checked={false}
        aria-label="Status of admin"
        onChange={onChange}
        confirm={(on) => (on ? 'Enable admin?' : 'Disable admin?')}
      />,
    );
    act(() => toggle().focus());
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Enable admin?')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'OK' })),
    );
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(true);

    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBe('false'));
    expect(toggle().getAttribute('aria-checked')).toBe('true');

    // The refreshed list says enabled, then someone else disables it: the list wins.
    rerender(<StatusSwitch checked aria-label="Status of admin" onChange={onChange} />);
    rerender(<StatusSwitch checked={false} aria-label="Status of admin" onChange={onChange} />);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });
});

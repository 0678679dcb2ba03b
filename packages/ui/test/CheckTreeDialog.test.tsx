// CheckTreeDialog / CheckTreeGrant (issue 18: one grant for roles, top menus and users' roles): the
// server's checked keys, select all, invert, a save that is busy and refuses a second click, says so,
// refreshes what it changes and closes; a refusal keeps the edits; a strict tab sends no ancestors.
import { notices } from '@lingxi/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleQueryClient } from '../src/crud/data';
import { CheckTreeDialog } from '../src/pieces/CheckTreeDialog';
import type { CheckTreeTab, CheckTreeValue } from '../src/pieces/CheckTreeEditor';
import type { GrantNode } from '../src/pieces/grantTree';
import { deferred, renderKit, setupKit } from './harness';

const MENUS: GrantNode[] = [
  {
    id: 'system',
    title: 'System',
    children: [
      { id: 'user', title: 'Users' },
      { id: 'dept', title: 'Departments' },
    ],
  },
  { id: 'desk', title: 'Desk' },
];

const tabs = (checked: string[], strict = false): CheckTreeTab[] => [
  { key: 'menu', label: 'Menus', strict, load: async () => MENUS, checked: async () => checked },
];

const box = (name: string) => screen.getByRole('checkbox', { name });
const said: string[] = [];

beforeAll(async () => {
  await setupKit('en');
  notices.subscribe((notice) => said.push(notice.text ?? ''));
});
afterEach(() => {
  cleanup();
  said.length = 0;
});

function open(props: Partial<Parameters<typeof CheckTreeDialog>[0]> = {}) {
  const onCancel = vi.fn();
  const save = vi.fn<(value: CheckTreeValue) => Promise<unknown>>(async () => true);
  renderKit(
    <CheckTreeDialog
      open
      title="Grant"
      tabs={tabs(['user'])}
      save={save}
      success="Granted"
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onCancel, save: (props.save as typeof save | undefined) ?? save };
}

describe('CheckTreeDialog', () => {
  it('opens with the saved keys, selects all, and saves with a message, a refresh and closing', async () => {
    // what other pages have cached: the top menus' list and a dictionary look-up
    const list = ['crud', '/lingxi-system/topmenu', 'page', {}];
    const lookUp = ['dict', '/lingxi-system/dict', 'sex'];
    const other = ['crud', '/lingxi-system/post', 'page', {}];
    const { save, onCancel } = open({ invalidates: [{ api: { base: '/lingxi-system/topmenu' } }, 'dict'] });
    for (const key of [list, lookUp, other]) consoleQueryClient().setQueryData(key, []);
    await waitFor(() => expect(box('Users').getAttribute('aria-checked')).toBe('true'));
    expect(box('Departments').getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].menu?.sort()).toEqual(['dept', 'desk', 'system', 'user']);
    expect(said).toContain('Granted');
    const stale = (key: unknown[]) => consoleQueryClient().getQueryState(key)?.isInvalidated;
    expect(stale(list)).toBe(true);
    expect(stale(lookUp)).toBe(true);
    expect(stale(other)).toBe(false); // nothing the grant does not name
  });

  it('inverts, and sends a checked child with its parent', async () => {
    const { save } = open({ tabs: tabs([]) });
    await waitFor(() => expect(box('Desk').getAttribute('aria-checked')).toBe('false'));
    await userEvent.click(box('Users'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0].menu).toEqual(['system', 'user']);
  });

  it('is busy while saving, refuses a second click, and keeps the edits when the server refuses', async () => {
    const answer = deferred<unknown>();
    const save = vi.fn(() => answer.promise);
    const { onCancel } = open({ save });
    await waitFor(() => expect(box('Users').getAttribute('aria-checked')).toBe('true'));
    await userEvent.click(box('Desk'));
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    answer.reject(new Error('refused'));
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(onCancel).not.toHaveBeenCalled();
    expect(said).not.toContain('Granted');
    expect(box('Desk').getAttribute('aria-checked')).toBe('true');
  });

  it('a strict tab sends the keys as checked; a failed check warns and sends nothing', async () => {
    const { save } = open({
      tabs: tabs([], true),
      check: (value) => (value.menu?.length ? undefined : 'Choose one'),
    });
    await waitFor(() => expect(box('Users').getAttribute('aria-checked')).toBe('false'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose one');
    expect(save).not.toHaveBeenCalled();
    await userEvent.click(box('Users'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0].menu).toEqual(['user']);
  });
});

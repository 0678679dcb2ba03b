// The role grant editor (PAGES "Roles"): tabs of checkable trees, what is sent, toolbar, load states.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckTreeEditor,
  type CheckTreeEditorHandle,
  type CheckTreeTab,
  type CheckTreeValue,
} from '../../src/pieces/CheckTreeEditor';
import type { GrantNode } from '../../src/pieces/grantTree';
import { deferred } from '../harness';
import { renderInConsole, setupTexts } from './setup';

const MENUS: GrantNode[] = [
  {
    id: 'system',
    title: 'System',
    children: [
      {
        id: 'user',
        title: 'Users',
        children: [
          { id: 'user_add', title: 'Add user' },
          { id: 'user_edit', title: 'Edit user' },
        ],
      },
      { id: 'dept', title: 'Departments' },
    ],
  },
];
const SCOPES: GrantNode[] = [
  { id: 'scope_all', title: 'All data' },
  { id: 'scope_own', title: 'Own data' },
];

function tabs(menuKeys: string[], scopeKeys: string[] = ['scope_own']): CheckTreeTab[] {
  return [
    { key: 'menu', label: 'Menus', load: async () => MENUS, checked: async () => menuKeys },
    { key: 'dataScope', label: 'Data scopes', load: async () => SCOPES, checked: async () => scopeKeys },
  ];
}

const box = (name: string) => screen.getByRole('checkbox', { name });

beforeAll(() => setupTexts('en'));
afterEach(cleanup);

describe('CheckTreeEditor', () => {
  it('shows saved keys with the half-checked parent, and sends checked keys plus half-checked ancestors', async () => {
    const onChange = vi.fn<(value: CheckTreeValue) => void>();
    const ref = createRef<CheckTreeEditorHandle>();
    renderInConsole(
      <CheckTreeEditor ref={ref} tabs={tabs(['system', 'user', 'user_add'])} onChange={onChange} />,
    );

    expect((await screen.findByRole('checkbox', { name: 'Add user' })).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(box('Users').getAttribute('aria-checked')).toBe('mixed');
    expect(box('System').getAttribute('aria-checked')).toBe('mixed');
    expect(box('Edit user').getAttribute('aria-checked')).toBe('false');
    // Opening and saving changes nothing, including the tab the user never opened.
    expect(ref.current?.value()).toEqual({ menu: ['system', 'user', 'user_add'], dataScope: ['scope_own'] });

    await userEvent.click(box('Departments'));
    expect(box('Departments').getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith({
      menu: ['system', 'user', 'user_add', 'dept'],
      dataScope: ['scope_own'],
    });

    // Unchecking the last leaf under Users drops Users and, with nothing left, System too.
    await userEvent.click(box('Add user'));
    expect(onChange).toHaveBeenLastCalledWith({ menu: ['system', 'dept'], dataScope: ['scope_own'] });
    await userEvent.click(box('Departments'));
    expect(ref.current?.value()?.menu).toEqual([]);
  });

  it('offers select all, invert, clear and the linkage switch per tab', async () => {
    const ref = createRef<CheckTreeEditorHandle>();
    renderInConsole(<CheckTreeEditor ref={ref} tabs={tabs(['user_add'])} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Menus actions' });

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Select all' }));
    expect(ref.current?.value()?.menu).toEqual(['system', 'user', 'user_add', 'user_edit', 'dept']);

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Clear' }));
    expect(ref.current?.value()?.menu).toEqual([]);

    await userEvent.click(box('Add user'));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Invert' }));
    expect(box('Add user').getAttribute('aria-checked')).toBe('false');
    expect(box('Edit user').getAttribute('aria-checked')).toBe('true');
    expect(box('Departments').getAttribute('aria-checked')).toBe('true');

    // Unlinked, checking a parent checks it alone; its path is still sent.
    const linked = within(toolbar).getByRole('switch', { name: 'Link parents and children' });
    expect(linked.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Clear' }));
    await userEvent.click(linked);
    expect(linked.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(box('Users'));
    expect(box('Users').getAttribute('aria-checked')).toBe('true');
    expect(box('Add user').getAttribute('aria-checked')).toBe('false');
    expect(box('System').getAttribute('aria-checked')).toBe('mixed');
    expect(ref.current?.value()?.menu).toEqual(['system', 'user']);

    // Linking again: the checked parent checks its children.
    await userEvent.click(linked);
    expect(box('Add user').getAttribute('aria-checked')).toBe('true');
    expect(ref.current?.value()?.menu).toEqual(['system', 'user', 'user_add', 'user_edit']);
  });

  it('opens unlinked when the saved keys hold a parent without its children, and keeps them', async () => {
    const ref = createRef<CheckTreeEditorHandle>();
    renderInConsole(<CheckTreeEditor ref={ref} tabs={tabs(['system', 'user'])} />);
    const linked = await screen.findByRole('switch', { name: 'Link parents and children' });
    expect(linked.getAttribute('aria-checked')).toBe('false');
    expect(box('Users').getAttribute('aria-checked')).toBe('true');
    expect(box('Add user').getAttribute('aria-checked')).toBe('false');
    expect(ref.current?.value()?.menu).toEqual(['system', 'user']);
  });

  it('checks with the keyboard', async () => {
    const onChange = vi.fn<(value: CheckTreeValue) => void>();
    renderInConsole(<CheckTreeEditor tabs={tabs([])} onChange={onChange} />);
    const tree = await screen.findByRole('tree', { name: 'Menus tree' });
    await act(async () => tree.focus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(box('Edit user').getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith({
      menu: ['system', 'user', 'user_edit'],
      dataScope: ['scope_own'],
    });
  });

  it('says loading, then offers a retry when a tab fails; value() is null until every tab has loaded', async () => {
    const scopes = deferred<readonly GrantNode[]>();
    const load = vi.fn(() => scopes.promise);
    const onReadyChange = vi.fn<(ready: boolean) => void>();
    const ref = createRef<CheckTreeEditorHandle>();
    renderInConsole(
      <CheckTreeEditor
        ref={ref}
        onReadyChange={onReadyChange}
        tabs={[
          { key: 'menu', label: 'Menus', load: async () => MENUS, checked: async () => [] },
          { key: 'apiScope', label: 'API scopes', load, checked: async () => ['api_1'] },
        ]}
      />,
    );
    await screen.findByRole('checkbox', { name: 'System' });
    expect(ref.current?.value()).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'API scopes' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', ' Loading');
    await act(async () => scopes.reject(new Error('down')));
    expect(await screen.findByText('The data could not be loaded')).toBeTruthy();
    expect(ref.current?.value()).toBeNull();
    expect(onReadyChange).not.toHaveBeenCalledWith(true);

    load.mockResolvedValueOnce([{ id: 'api_1', title: 'Read users' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('checkbox', { name: 'Read users' })).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(ref.current?.value()).toEqual({ menu: [], apiScope: ['api_1'] });
    await waitFor(() => expect(onReadyChange).toHaveBeenLastCalledWith(true));
  });

  it('says when a tab has nothing to grant', async () => {
    renderInConsole(
      <CheckTreeEditor
        tabs={[{ key: 'menu', label: 'Menus', load: async () => [], checked: async () => [] }]}
      />,
    );
    expect(await screen.findByText('No data', { selector: 'div' })).toBeTruthy();
  });

  it('takes saved keys from a controlled value, and applies a value it did not give out', async () => {
    const checked = vi.fn(async () => ['dept']);
    const menuTab: CheckTreeTab = { key: 'menu', label: 'Menus', load: async () => MENUS, checked };
    const { rerender } = renderInConsole(
      <CheckTreeEditor tabs={[menuTab]} value={{ menu: ['user_edit'] }} />,
    );
    expect((await screen.findByRole('checkbox', { name: 'Edit user' })).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(checked).not.toHaveBeenCalled();
    expect(box('Departments').getAttribute('aria-checked')).toBe('false');

    rerender(<CheckTreeEditor tabs={[menuTab]} value={{ menu: ['system', 'dept'] }} />);
    await waitFor(() => expect(box('Departments').getAttribute('aria-checked')).toBe('true'));
    expect(box('Edit user').getAttribute('aria-checked')).toBe('false');
  });
});

// CrudToolbar (issue 10: what users of admin frameworks keep asking for): the actions, refresh,
// density, column settings (shown, order; kept per user) and full screen, on a table card.
import { getStore, sessionStore, type UserInfo } from '@lingxi/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrudAction } from '../src/crud/actions';
import { CrudTable } from '../src/crud/CrudTable';
import { CrudToolbar } from '../src/crud/CrudToolbar';
import { TableCard } from '../src/crud/PageFrame';
import type { Field } from '../src/crud/schema';
import { DEFAULT_SETTINGS, type TableSettings, useTableSettings } from '../src/crud/tableSettings';
import { renderKit, setupKit } from './harness';

interface Post {
  id?: string;
  postCode: string;
  postName: string;
  sort: number;
}

const FIELDS: Field<Post>[] = [
  { name: 'postCode', label: 'post code' },
  { name: 'postName', label: 'post name' },
  { name: 'sort', label: 'sort', valueType: 'number' },
];
const COLUMNS = [
  { key: 'postCode', label: 'Post code' },
  { key: 'postName', label: 'Post name' },
  { key: 'sort', label: 'Sort' },
];
const ROWS: Post[] = [{ id: '1', postCode: 'ceo', postName: 'Chief', sort: 1 }];

/** The table card of a list page: toolbar and table on the user's kept settings. */
function PostCard({
  onRefresh = () => {},
  actions = [],
}: {
  onRefresh?: () => void;
  actions?: CrudAction<Post>[];
}) {
  const { settings, update } = useTableSettings('post');
  const [fullScreen, setFullScreen] = useState(false);
  return (
    <TableCard fullScreen={fullScreen} onExit={() => setFullScreen(false)}>
      <CrudToolbar<Post>
        title="Posts"
        actions={actions}
        onAction={(action) => void action.run([])}
        onRefresh={onRefresh}
        columns={COLUMNS}
        settings={settings}
        onSettings={update}
        fullScreen={fullScreen}
        onFullScreen={setFullScreen}
      />
      <CrudTable<Post>
        name="post"
        label="Posts"
        fields={FIELDS}
        rows={ROWS}
        loading={false}
        failed={false}
        onRetry={() => {}}
        createTime={false}
        settings={settings}
      />
    </TableCard>
  );
}

const headers = () =>
  [...document.querySelectorAll('thead th')]
    .map((th) => th.textContent?.trim() ?? '')
    .filter((text) => text !== '' && text !== '#');
const button = (name: string) => screen.getByRole('button', { name });
const signIn = (user_id: string) =>
  sessionStore.setState({ userInfo: { user_id, tenant_id: '000000', user_name: user_id } as UserInfo });

async function openColumnSettings() {
  await userEvent.click(button('Columns'));
  return (await screen.findByRole('list', { name: 'Columns' })) as HTMLElement;
}

beforeAll(() => setupKit('en'));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn('u1');
});
afterEach(cleanup);

describe('CrudToolbar: actions and refresh', () => {
  it('shows the actions it is given, the primary and the dangerous one marked, and hands the pressed one over', async () => {
    const user = userEvent.setup();
    const add = vi.fn(() => undefined);
    const remove = vi.fn(() => undefined);
    const onAction = vi.fn();
    renderKit(
      <CrudToolbar<Post>
        title="Posts"
        actions={[
          { key: 'add', label: 'crud.add', primary: true, run: add },
          { key: 'delete', label: 'crud.bulkDelete', danger: true, run: remove },
        ]}
        onAction={onAction}
        extra={<button type="button">Export</button>}
        onRefresh={() => {}}
        columns={COLUMNS}
        settings={DEFAULT_SETTINGS}
        onSettings={() => {}}
        fullScreen={false}
        onFullScreen={() => {}}
      />,
    );
    expect(screen.getByText('Posts')).toBeTruthy();
    expect(button('Add').className).toContain('ant-btn-primary');
    expect(button('Delete selected').className).toContain('ant-btn-dangerous');
    expect(button('Export')).toBeTruthy();
    await user.click(button('Delete selected'));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ key: 'delete' }));
  });

  it('refreshes, and shows the refresh going on', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const props = {
      actions: [],
      onAction: () => {},
      onRefresh,
      columns: COLUMNS,
      settings: DEFAULT_SETTINGS,
      onSettings: () => {},
      fullScreen: false,
      onFullScreen: () => {},
    };
    const { rerender } = renderKit(<CrudToolbar<Post> {...props} />);
    await user.click(button('Refresh'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(button('Refresh').querySelector('.anticon-spin')).toBeNull();
    rerender(<CrudToolbar<Post> {...props} refreshing />);
    expect(button('Refresh').querySelector('.anticon-spin')).toBeTruthy();
  });
});

describe('CrudToolbar: density', () => {
  it('offers three densities, marks the current one, and sets the table to the one chosen', async () => {
    const user = userEvent.setup();
    renderKit(<PostCard />);
    const table = () => document.querySelector('.ant-table')?.className ?? '';
    expect(table()).toContain('ant-table-medium'); // antd 6 names 'middle' medium
    await user.click(button('Density'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Comfortable', 'Default', 'Compact']);
    expect(within(menu).getByRole('menuitem', { name: 'Default' }).className).toContain('selected');
    await user.click(within(menu).getByRole('menuitem', { name: 'Compact' }));
    await waitFor(() => expect(table()).toContain('ant-table-small'));
  });
});

describe('CrudToolbar: column settings', () => {
  it('hides and shows a column', async () => {
    const user = userEvent.setup();
    renderKit(<PostCard />);
    expect(headers()).toEqual(['Post code', 'Post name', 'Sort']);
    const list = await openColumnSettings();
    await user.click(within(list).getByRole('checkbox', { name: 'Post name' }));
    expect(headers()).toEqual(['Post code', 'Sort']);
    expect((within(list).getByRole('checkbox', { name: 'Post name' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(within(list).getByRole('checkbox', { name: 'Post name' }));
    expect(headers()).toEqual(['Post code', 'Post name', 'Sort']);
  });

  it('moves a column up and down (the first cannot go up, the last cannot go down), and resets', async () => {
    const user = userEvent.setup();
    renderKit(<PostCard />);
    const list = await openColumnSettings();
    expect(within(list).getByRole('button', { name: 'Move Post code up' })).toHaveProperty('disabled', true);
    expect(within(list).getByRole('button', { name: 'Move Sort down' })).toHaveProperty('disabled', true);
    await user.click(within(list).getByRole('button', { name: 'Move Sort up' }));
    expect(headers()).toEqual(['Post code', 'Sort', 'Post name']);
    await user.click(within(list).getByRole('button', { name: 'Move Post code down' }));
    expect(headers()).toEqual(['Sort', 'Post code', 'Post name']);
    // the list in the settings follows the order
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Sort', 'Post code', 'Post name']);
    await user.click(within(list).getByRole('checkbox', { name: 'Post code' }));
    await user.click(within(list).getByRole('button', { name: 'Reset' }));
    expect(headers()).toEqual(['Post code', 'Post name', 'Sort']);
  });

  it('keeps the columns and density per user, across a reload', async () => {
    const user = userEvent.setup();
    const first = renderKit(<PostCard />);
    const list = await openColumnSettings();
    await user.click(within(list).getByRole('checkbox', { name: 'Post code' }));
    await user.click(within(list).getByRole('button', { name: 'Move Sort up' }));
    expect(headers()).toEqual(['Sort', 'Post name']);
    expect(getStore<TableSettings>('table.u1.post')).toEqual({
      order: ['postCode', 'sort', 'postName'],
      hidden: ['postCode'],
      density: 'middle',
    });
    first.unmount();

    // the same user, the page opened again
    const again = renderKit(<PostCard />);
    expect(headers()).toEqual(['Sort', 'Post name']);
    again.unmount();

    // another user of the same browser has their own
    act(() => signIn('u2'));
    const other = renderKit(<PostCard />);
    expect(headers()).toEqual(['Post code', 'Post name', 'Sort']);
    other.unmount();
    expect(getStore('table.u2.post')).toBeUndefined();
  });
});

describe('CrudToolbar: full screen', () => {
  it('fills the screen with the table card, and leaves it by the button or Esc', async () => {
    const user = userEvent.setup();
    renderKit(<PostCard />);
    const card = () => document.querySelector('.lx-table-card') as HTMLElement;
    expect(card().className).not.toContain('lx-full-screen');
    expect(button('Full screen').getAttribute('aria-pressed')).toBe('false');

    await user.click(button('Full screen'));
    expect(card().className).toContain('lx-full-screen');
    expect(button('Exit full screen').getAttribute('aria-pressed')).toBe('true');
    await user.click(button('Exit full screen'));
    expect(card().className).not.toContain('lx-full-screen');

    await user.click(button('Full screen'));
    expect(card().className).toContain('lx-full-screen');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(card().className).not.toContain('lx-full-screen'));
    expect(button('Full screen')).toBeTruthy();
  });
});

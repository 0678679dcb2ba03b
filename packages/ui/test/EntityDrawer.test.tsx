// EntityDrawer (PAGES.md: user and log pages edit and show a record in a drawer): the entity form in a
// drawer; a failed save keeps the form filled and usable (SPEC §8).
import type { AnyCrudApi } from '@lingxi/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntityDialog, EntityDrawer } from '../src/crud/EntityDialog';
import { defineResource, type Resource } from '../src/crud/schema';
import { useEntityForm } from '../src/crud/useEntityForm';
import { renderKit, setupKit } from './harness';

interface User {
  id?: string;
  account: string;
  realName: string;
}

function userApi() {
  return {
    base: `/memory/${Math.random()}`,
    endpoints: {},
    custom: vi.fn(),
    detail: vi.fn(async (id: string | Record<string, string>) => ({
      id: String(id),
      account: 'admin',
      realName: '管理员',
    })),
    submit: vi.fn(async (_entity: Partial<User>) => true),
  } satisfies AnyCrudApi<User>;
}

const resourceOf = (api: ReturnType<typeof userApi>, form?: 'drawer' | 'dialog') =>
  defineResource<User>({
    name: 'user',
    api,
    ...(form ? { form } : {}),
    createTime: false,
    fields: [
      { name: 'account', label: 'account', rules: ['required'] },
      { name: 'realName', label: 'real name', rules: ['required'] },
    ],
  });

/** A page's form, opened by buttons, in the piece given. */
function UserForm({ resource, piece }: { resource: Resource<User>; piece: 'drawer' | 'dialog' }) {
  const form = useEntityForm(resource);
  const Piece = piece === 'drawer' ? EntityDrawer : EntityDialog;
  return (
    <>
      <button type="button" onClick={() => form.open('add')}>
        open add
      </button>
      <button type="button" onClick={() => form.open('view', { id: '7', account: 'admin', realName: '' })}>
        open view
      </button>
      <Piece resource={resource} form={form} />
    </>
  );
}

const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('EntityDrawer', () => {
  it('opens the form as a drawer, whatever the resource says, with the focus in its first field', async () => {
    const user = userEvent.setup();
    renderKit(<UserForm resource={resourceOf(userApi())} piece="drawer" />);
    expect(document.querySelector('.ant-drawer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'open add' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer.closest('.ant-drawer')).toBeTruthy();
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(within(drawer).getByText('Add')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(drawer, 'Account')));
  });

  it('keeps the form filled and enabled when a save fails, and saves on the next try', async () => {
    const user = userEvent.setup();
    const api = userApi();
    api.submit.mockRejectedValueOnce(new Error('账号已存在'));
    renderKit(<UserForm resource={resourceOf(api)} piece="drawer" />);
    await user.click(screen.getByRole('button', { name: 'open add' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(field(drawer, 'Account'), 'admin');
    await user.type(field(drawer, 'Real name'), '管理员');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field(drawer, 'Account').disabled).toBe(false));
    expect(field(drawer, 'Account').value).toBe('admin');
    expect(field(drawer, 'Real name').value).toBe('管理员');
    expect(screen.getByRole('dialog')).toBe(drawer);
    expect(screen.queryByText('added successfully')).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.submit).toHaveBeenLastCalledWith({ account: 'admin', realName: '管理员' }),
    );
    expect(await screen.findByText('added successfully')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('shows a record as a read-only description list, loaded from its detail', async () => {
    const user = userEvent.setup();
    const api = userApi();
    renderKit(<UserForm resource={resourceOf(api)} piece="drawer" />);
    await user.click(screen.getByRole('button', { name: 'open view' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText('管理员')).toBeTruthy());
    expect(api.detail).toHaveBeenCalledWith('7');
    expect(within(drawer).queryAllByRole('textbox')).toHaveLength(0);
    await act(async () => {
      // the footer's Close (the header's × is named Close too)
      await user.click(within(drawer).getByText('Close').closest('button') as HTMLElement);
    });
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });
});

describe("EntityDialog follows the resource's form", () => {
  it("is the drawer for form: 'drawer', a dialog otherwise", async () => {
    const user = userEvent.setup();
    const drawn = renderKit(<UserForm resource={resourceOf(userApi(), 'drawer')} piece="dialog" />);
    await user.click(screen.getByRole('button', { name: 'open add' }));
    expect((await screen.findByRole('dialog')).closest('.ant-drawer')).toBeTruthy();
    drawn.unmount();

    renderKit(<UserForm resource={resourceOf(userApi())} piece="dialog" />);
    await user.click(screen.getByRole('button', { name: 'open add' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-drawer')).toBeNull();
    expect(document.querySelector('.ant-modal')).toBeTruthy();
  });
});

// useDisclosure + openAction (refine's useModal): an action opens a dialog on the chosen rows, with no
// page state of its own; nothing is asked, said or refreshed.
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../src/crud/CrudPage';
import { openAction, useDisclosure } from '../src/crud/disclosure';
import { defineResource } from '../src/crud/schema';
import { renderKit, setupKit } from './harness';

interface Post {
  id?: string;
  postName: string;
}

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('useDisclosure', () => {
  it('shows a record, closes, and gives props for a Modal and a Drawer', () => {
    const { result } = renderHook(() => useDisclosure<Post>());
    expect(result.current.open).toBe(false);
    expect(result.current.modalProps.open).toBe(false);
    act(() => result.current.show({ id: '7', postName: 'CEO' }));
    expect(result.current.open).toBe(true);
    expect(result.current.record).toEqual({ id: '7', postName: 'CEO' });
    expect(result.current.drawerProps.open).toBe(true);
    act(() => result.current.modalProps.onCancel());
    expect(result.current.open).toBe(false);
    expect(result.current.record).toBeUndefined();
  });
});

describe('openAction', () => {
  it('shows a disclosure the first row, or hands a function every row, and answers undefined', () => {
    const show = vi.fn();
    const one = openAction<Post>('grant', 'role.grant', 'edit', 'one', { show });
    expect(one).toMatchObject({ key: 'grant', label: 'role.grant', code: 'edit', select: 'one' });
    expect(one.run([{ id: '1', postName: 'a' }])).toBeUndefined();
    expect(show).toHaveBeenCalledWith({ id: '1', postName: 'a' });
    const many = vi.fn();
    const rows = [
      { id: '1', postName: 'a' },
      { id: '2', postName: 'b' },
    ];
    expect(openAction<Post>('grant', 'user.grant', undefined, 'many', many).run(rows)).toBeUndefined();
    expect(many).toHaveBeenCalledWith(rows);
    expect('code' in openAction<Post>('x', 'y', undefined, 'one', many)).toBe(false);
  });

  it('opens a dialog on the row a person chose, from a list page', async () => {
    const api = {
      base: `/memory/${Math.random()}`,
      endpoints: {},
      custom: vi.fn(),
      list: vi.fn(async () => ({
        records: [{ id: '1', postName: 'Chairman' }],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      })),
    };
    const post = defineResource<Post>({ name: 'post', api, fields: [{ name: 'postName', label: 'Name' }] });
    function Page() {
      const shown = useDisclosure<Post>();
      return (
        <>
          <CrudPage resource={post} rowActions={[openAction('show', 'Show', undefined, 'one', shown)]} />
          <Modal {...shown.modalProps} title="Shown">
            {shown.record?.postName}
          </Modal>
        </>
      );
    }
    renderKit(<Page />);
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Show' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Chairman');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.custom).not.toHaveBeenCalled();
  });
});

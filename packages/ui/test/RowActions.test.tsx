// A list row's actions (issue 25): the browser's own buttons in the look of antd's small link buttons,
// only those the row's state allows, each handing its row to the page, by pointer and by keyboard.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrudAction } from '../src/crud/actions';
import { RowActions } from '../src/crud/CrudPage';
import { renderKit, setupKit } from './harness';

interface Post {
  id: string;
  status: number;
}

const ACTIONS: CrudAction<Post>[] = [
  { key: 'view', label: 'crud.view', run: () => undefined },
  { key: 'enable', label: 'Enable', run: () => undefined, visible: (row) => row.status === 0 },
  { key: 'delete', label: 'crud.delete', danger: true, run: () => undefined },
];

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('RowActions', () => {
  it("shows the actions the row's state allows as buttons named by their texts, delete in the danger colour", () => {
    renderKit(
      <div>
        <div data-testid="off">
          <RowActions row={{ id: '1', status: 0 }} actions={ACTIONS} onAction={() => undefined} />
        </div>
        <div data-testid="on">
          <RowActions row={{ id: '2', status: 1 }} actions={ACTIONS} onAction={() => undefined} />
        </div>
      </div>,
    );
    const names = (id: string) =>
      within(screen.getByTestId(id))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names('off')).toEqual(['View', 'Enable', 'Delete']);
    expect(names('on')).toEqual(['View', 'Delete']);
    const remove = within(screen.getByTestId('on')).getByRole('button', { name: 'Delete' });
    expect(remove.className).toContain('lx-row-action-danger');
    expect(remove.getAttribute('type')).toBe('button'); // never submits a form around the list
    const view = within(screen.getByTestId('on')).getByRole('button', { name: 'View' });
    expect(view.className).not.toContain('lx-row-action-danger');
  });

  it('hands the action and its row to the page, by pointer and by keyboard', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const row = { id: '7', status: 0 };
    renderKit(<RowActions row={row} actions={ACTIONS} onAction={onAction} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View' }));
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenLastCalledWith(ACTIONS[0], [row]);
    await user.tab();
    await user.keyboard(' ');
    expect(onAction).toHaveBeenLastCalledWith(ACTIONS[1], [row]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenLastCalledWith(ACTIONS[2], [row]);
    expect(onAction).toHaveBeenCalledTimes(3);
  });
});

// useRemove (SPEC §5 delete; issue 10's second defect): confirm → the resource's remove → message →
// refresh, written once; a refused delete keeps the rows and leaves no unhandled rejection.
import { type AnyCrudApi, type ListQuery, sessionStore } from '@lingxi/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as actions from '../src/crud/actions';
import { useRemove } from '../src/crud/actions';
import { CrudPage } from '../src/crud/CrudPage';
import { consoleQueryClient, useCrudList } from '../src/crud/data';
import { defineResource } from '../src/crud/schema';
import { ConsoleProviders } from '../src/providers';
import { renderKit, setupKit } from './harness';

// the kit's list pages must delete through useRemove: record what its function is handed
const { removedThroughHook } = vi.hoisted(() => ({ removedThroughHook: [] as unknown[][] }));
vi.mock('../src/crud/actions', async (original) => {
  const real = await original<typeof actions>();
  return {
    ...real,
    useRemove: (resource: Parameters<typeof real.useRemove>[0]) => {
      const remove = real.useRemove(resource);
      return (rows: Parameters<typeof remove>[0]) => {
        removedThroughHook.push([...rows]);
        return remove(rows);
      };
    },
  };
});

interface Post {
  id?: string;
  postName: string;
}

function memoryApi() {
  let rows: Post[] = [
    { id: '1', postName: '董事长' },
    { id: '2', postName: '总经理' },
    { id: '3', postName: '财务' },
  ];
  const api = {
    base: `/memory/${Math.random()}`,
    endpoints: {},
    custom: vi.fn(),
    list: vi.fn(async (_query: ListQuery = {}) => ({
      records: rows,
      total: rows.length,
      size: 10,
      current: 1,
      pages: 1,
    })),
    remove: vi.fn(async (ids: string[]) => {
      rows = rows.filter((row) => !ids.includes(row.id as string));
      return true;
    }),
  } satisfies AnyCrudApi<Post>;
  return api;
}

const resourceOf = (api: ReturnType<typeof memoryApi>) =>
  defineResource<Post>({ name: 'post', api, fields: [{ name: 'postName', label: 'post.name' }] });

/** A list with a delete button per row and one for no row, each remembering its answer. */
function Posts({ api, answers }: { api: ReturnType<typeof memoryApi>; answers: boolean[] }) {
  const resource = resourceOf(api);
  const remove = useRemove(resource);
  const list = useCrudList(api, {});
  const removeRows = async (rows: Post[]) => answers.push(await remove(rows));
  return (
    <>
      <ul>
        {list.page?.records.map((row) => (
          <li key={row.id}>
            {row.postName}
            <button type="button" onClick={() => void removeRows([row])}>
              delete {row.postName}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void removeRows([])}>
        delete none
      </button>
    </>
  );
}

const names = () => [...document.querySelectorAll('li')].map((item) => item.firstChild?.textContent);

function setup() {
  const api = memoryApi();
  const answers: boolean[] = [];
  renderKit(<Posts api={api} answers={answers} />);
  return { api, answers };
}

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('useRemove', () => {
  it('asks first, then removes through the resource, says so and refreshes the list', async () => {
    const user = userEvent.setup();
    const { api, answers } = setup();
    await waitFor(() => expect(names()).toEqual(['董事长', '总经理', '财务']));
    await user.click(screen.getByRole('button', { name: 'delete 总经理' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('confirm deleting the selected data?')).toBeTruthy();
    expect(api.remove).not.toHaveBeenCalled();
    // the safe answer has the focus: Enter does not delete by accident
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));

    await act(async () => {
      await user.click(within(question).getByRole('button', { name: 'OK' }));
    });
    expect(api.remove).toHaveBeenCalledWith(['2']);
    expect(await screen.findByText('deleted successfully')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['董事长', '财务']));
    expect(api.list).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('removes nothing when the user cancels, and answers false', async () => {
    const user = userEvent.setup();
    const { api, answers } = setup();
    await waitFor(() => expect(names()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'delete 财务' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([false]));
    expect(api.remove).not.toHaveBeenCalled();
    expect(names()).toHaveLength(3);
  });

  it('keeps the rows when the server refuses, says nothing more and rejects nothing', async () => {
    const user = userEvent.setup();
    const { api, answers } = setup();
    api.remove.mockRejectedValueOnce(new Error('请先删除子节点'));
    // (vitest fails the run on an unhandled rejection as well)
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    try {
      await waitFor(() => expect(names()).toHaveLength(3));
      await user.click(screen.getByRole('button', { name: 'delete 董事长' }));
      await act(async () => {
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
      });
      await waitFor(() => expect(answers).toEqual([false]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(api.remove).toHaveBeenCalledWith(['1']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('unhandledrejection', unhandled);
    }
    expect(screen.queryByText('deleted successfully')).toBeNull();
    expect(names()).toEqual(['董事长', '总经理', '财务']);
    expect(api.list).toHaveBeenCalledTimes(1); // nothing changed: no refresh
    expect(screen.queryByRole('dialog')).toBeNull(); // the question closed
  });

  it('asks for at least one record before asking anything', async () => {
    const user = userEvent.setup();
    const { api, answers } = setup();
    await waitFor(() => expect(names()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'delete none' }));
    expect(await screen.findByText('please select at least one record')).toBeTruthy();
    await waitFor(() => expect(answers).toEqual([false]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.remove).not.toHaveBeenCalled();
  });
});

describe("the kit's delete buttons go through useRemove", () => {
  it("CrudPage's row delete and bulk delete hand their rows to useRemove's function", async () => {
    const user = userEvent.setup();
    const api = memoryApi();
    sessionStore.setState({ permissions: { post_delete: true } });
    consoleQueryClient().clear();
    removedThroughHook.length = 0;
    render(
      <ConsoleProviders theme={{ token: { motion: false } }}>
        <MemoryRouter>
          <CrudPage resource={resourceOf(api)} />
        </MemoryRouter>
      </ConsoleProviders>,
    );
    const rows = () => [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }));
    await act(async () => {
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    });
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(['1']));
    expect(removedThroughHook).toEqual([[{ id: '1', postName: '董事长' }]]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('please select at least one record')).toBeTruthy();
    expect(removedThroughHook).toHaveLength(2);
    expect(removedThroughHook[1]).toEqual([]);
  });
});

// Issue 18, what an administrator met: the actions column sized to its buttons (columns no longer
// slide under a fixed column wider or narrower than them), long values cut with a tooltip, and the
// focus kept in the table when a deleted row's button goes (in a page or inside a drawer).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Drawer } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actionsColumnWidth, CrudTable } from '../src/crud/CrudTable';
import type { Field } from '../src/crud/schema';
import { DEFAULT_SETTINGS } from '../src/crud/tableSettings';
import { ConsoleProviders } from '../src/providers';
import { setupKit } from './harness';

interface Post {
  id?: string;
  postName: string;
}
const FIELDS: Field<Post>[] = [{ name: 'postName', label: 'post name' }];

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('the actions column', () => {
  it('is as wide as its buttons: Chinese glyphs square, Latin narrower, padding around', () => {
    // 查看 编辑 删除: 3 × (2 × 14 + 8) + 32
    expect(actionsColumnWidth(['查看', '编辑', '删除'])).toBe(140);
    expect(actionsColumnWidth(['View', 'Edit', 'Delete'])).toBe(3 * 8 + 14 * 8 + 32);
    // six buttons of the roles page are wider than the old fixed 200 px: their column grows
    expect(actionsColumnWidth(['查看', '编辑', '删除', '新增下级', '前端权限', '后端权限'])).toBeGreaterThan(
      200,
    );
    expect(actionsColumnWidth([])).toBe(80);
  });

  it('takes the given width, and a long value is cut with its text in a tooltip', () => {
    render(
      <ConsoleProviders>
        <CrudTable<Post>
          name="post"
          label="Posts"
          fields={FIELDS}
          rows={[{ id: '1', postName: 'a very long post name that does not fit' }]}
          loading={false}
          failed={false}
          onRetry={() => undefined}
          settings={DEFAULT_SETTINGS}
          createTime={false}
          actionsWidth={140}
          rowActions={() => <button type="button">Delete</button>}
        />
      </ConsoleProviders>,
    );
    const widths = [...document.querySelectorAll('colgroup col')].map(
      (col) => (col as HTMLElement).style.width,
    );
    expect(widths.at(-1)).toBe('140px');
    expect(document.querySelector('td.ant-table-cell-ellipsis')?.textContent).toBe(
      'a very long post name that does not fit',
    );
  });
});

describe('after a delete', () => {
  function Rows({ inDrawer }: { inDrawer: boolean }) {
    const [rows, setRows] = useState<Post[]>([
      { id: '1', postName: 'one' },
      { id: '2', postName: 'two' },
    ]);
    const table = (
      <CrudTable<Post>
        name="post"
        label="Posts"
        fields={FIELDS}
        rows={rows}
        loading={false}
        failed={false}
        onRetry={() => undefined}
        settings={DEFAULT_SETTINGS}
        createTime={false}
        rowActions={(row) => (
          <button type="button" onClick={() => setRows((all) => all.filter((one) => one.id !== row.id))}>
            Delete {row.postName}
          </button>
        )}
      />
    );
    return inDrawer ? (
      <Drawer open title="Entries">
        {table}
      </Drawer>
    ) : (
      table
    );
  }

  for (const inDrawer of [false, true])
    it(`keeps the focus in the table when the row goes${inDrawer ? ', inside a drawer' : ''}`, async () => {
      render(
        <ConsoleProviders theme={{ token: { motion: false } }}>
          <Rows inDrawer={inDrawer} />
        </ConsoleProviders>,
      );
      const button = await screen.findByRole('button', { name: 'Delete one' });
      button.focus();
      expect(document.activeElement).toBe(button);
      button.click();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete one' })).toBeNull());
      await waitFor(() =>
        expect(document.activeElement?.classList.contains('lx-crud-table-wrap')).toBe(true),
      );
    });
});

// Issue 18, what an administrator met, and issue 23 "Narrow screens": columns as wide as their fields
// and titles, the actions column sized to its buttons, a scroll width that is the sum of the columns (so
// none slides under the fixed actions column), long values cut with a tooltip, rows as cards (label:
// value, actions at the bottom) below 768 px, a detail view that stacks label over value on a phone, and
// the focus kept in the table when a deleted row's button goes (in a page or inside a drawer).
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CrudTable } from '../src/crud/CrudTable';
import {
  actionsColumnWidth,
  CARDS_BELOW,
  canvasMeasure,
  columnWidth,
  estimateText,
  listLayout,
  scrollWidth,
  TYPE_WIDTHS,
  useListLayout,
} from '../src/crud/columns';
import { DetailView } from '../src/crud/EntityDialog';
import type { Field } from '../src/crud/schema';
import { DEFAULT_SETTINGS } from '../src/crud/tableSettings';
import { ConsoleProviders } from '../src/providers';
import { setupKit, stubMatchMedia } from './harness';

interface Post {
  id?: string;
  postName: string;
}
const FIELDS: Field<Post>[] = [{ name: 'postName', label: 'post name' }];

beforeAll(() => setupKit('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stubMatchMedia();
});

describe('column widths', () => {
  it('come from the declared width, else the value type, never narrower than the title', () => {
    expect(columnWidth({ valueType: 'dateTime' }, 'Created')).toBe(TYPE_WIDTHS.dateTime);
    expect(columnWidth({}, 'Name')).toBe(TYPE_WIDTHS.text);
    expect(columnWidth({ valueType: 'switch', width: 90 }, 'On')).toBe(90);
    // a long English title widens its column: the title's letters, the cell's padding, the sort arrows
    const title = 'Organisation type of the department';
    expect(columnWidth({ valueType: 'select' }, title)).toBe(Math.ceil(estimateText(title, true) + 32));
    expect(columnWidth({ valueType: 'select' }, title, { sortable: true })).toBe(
      Math.ceil(estimateText(title, true) + 32 + 26),
    );
    // a measured font wins over the estimate
    expect(columnWidth({ valueType: 'number' }, 'x', { measure: () => 200 })).toBe(232);
  });

  it('estimate a CJK glyph square and a Latin letter at about half', () => {
    expect(estimateText('用户姓名')).toBe(56);
    expect(estimateText('Name')).toBe(8 + 8 + 12 + 8);
    expect(estimateText('Name', true)).toBeGreaterThan(estimateText('Name'));
  });

  it('add up to the scroll width, with the selection column', () => {
    expect(scrollWidth([64, 160, 180, 140])).toBe(544);
    expect(scrollWidth([64, 160, undefined], true)).toBe(64 + 160 + 48);
  });
});

describe('measuring text with a canvas', () => {
  it('keeps one canvas per font, sets its font only when the weight changes and measures a text once', () => {
    const fonts: string[] = [];
    const measured: string[] = [];
    let canvases = 0;
    const context = {
      set font(value: string) {
        fonts.push(value);
      },
      measureText: (text: string) => {
        measured.push(text);
        return { width: text.length * 7 };
      },
    };
    const create = document.createElement.bind(document);
    const spy = vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
      if (tag !== 'canvas') return create(tag);
      canvases += 1;
      return { getContext: () => context } as unknown as HTMLCanvasElement;
    }) as typeof document.createElement);
    try {
      const measure = canvasMeasure('Probe Sans', 13);
      expect(measure?.('参数名称')).toBe(28);
      expect(measure?.('参数名称')).toBe(28);
      expect(measure?.('编辑')).toBe(14);
      expect(measure?.('参数名称', true)).toBe(28);
      expect(measure?.('删除', true)).toBe(14);
      // another table of the same font: the same canvas and what it measured
      expect(canvasMeasure('Probe Sans', 13)).toBe(measure);
      expect(canvases).toBe(1);
      expect(fonts).toEqual(['400 13px Probe Sans', '600 13px Probe Sans']);
      expect(measured).toEqual(['灵犀 Lingxi', '参数名称', '编辑', '参数名称', '删除']);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the actions column', () => {
  it('is as wide as its buttons: Chinese glyphs square, Latin narrower, padding around', () => {
    // 查看 编辑 删除: 3 × (2 × 14 + 8) + 32
    expect(actionsColumnWidth(['查看', '编辑', '删除'])).toBe(140);
    expect(actionsColumnWidth(['View', 'Edit', 'Delete'])).toBe(
      Math.ceil(estimateText('View') + estimateText('Edit') + estimateText('Delete') + 3 * 8 + 32),
    );
    // six buttons of the roles page are wider than the old fixed 200 px: their column grows
    expect(actionsColumnWidth(['查看', '编辑', '删除', '新增下级', '前端权限', '后端权限'])).toBeGreaterThan(
      200,
    );
    expect(actionsColumnWidth([])).toBe(80);
    // never narrower than its title
    expect(actionsColumnWidth(['X'], { title: 'Actions and more' })).toBe(
      Math.ceil(estimateText('Actions and more', true) + 32),
    );
  });

  it('takes the width of the buttons it is given, and a long value is cut with its text in a tooltip', async () => {
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
          actionLabels={['View', 'Edit', 'Delete']}
          rowActions={() => <button type="button">Delete</button>}
        />
      </ConsoleProviders>,
    );
    const widths = [...document.querySelectorAll('colgroup col')].map(
      (col) => (col as HTMLElement).style.width,
    );
    const actions = actionsColumnWidth(['View', 'Edit', 'Delete'], { title: 'Actions' });
    expect(widths).toEqual(['64px', `${TYPE_WIDTHS.text}px`, `${actions}px`]);
    // the table is as wide as its columns: it scrolls instead of squeezing them under the actions
    expect((document.querySelector('.ant-table-content table') as HTMLElement).style.width).toBe(
      `${64 + (TYPE_WIDTHS.text ?? 0) + actions}px`,
    );
    const cell = document.querySelector('td.ant-table-cell-ellipsis') as HTMLElement;
    expect(cell.textContent).toBe('a very long post name that does not fit');
    await userEvent.hover(within(cell).getByText('a very long post name that does not fit'));
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'a very long post name that does not fit',
    );
  });
});

/** A window of the given width, as antd's breakpoints read it (min-width / max-width media queries). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: query,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    };
  });
}

describe('table or cards', () => {
  it('cards below md (768 px), a table from md up and when no breakpoint is known', () => {
    expect(CARDS_BELOW).toBe(768);
    expect(listLayout({ xs: true, sm: false, md: false })).toBe('cards');
    expect(listLayout({ xs: false, sm: true, md: false })).toBe('cards');
    expect(listLayout({ xs: false, sm: true, md: true, lg: false })).toBe('table');
    expect(listLayout({ xs: false, sm: true, md: true, lg: true, xl: true })).toBe('table');
    // a window without media queries (tests): no breakpoint matched, a table
    expect(listLayout({})).toBe('table');
    expect(listLayout({ xs: false, sm: false, md: false })).toBe('table');
  });

  it("is right from a list's first drawing and follows the window's width", () => {
    // a window whose width can change: its media queries tell their listeners
    let width = 375;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        get matches() {
          return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
    });
    let drawings = 0;
    const { result } = renderHook(() => {
      drawings += 1;
      return useListLayout();
    });
    // once: antd's useBreakpoint answered nothing at first and drew its list a second time
    expect(result.current).toBe('cards');
    expect(drawings).toBe(1);

    width = 1024;
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(result.current).toBe('table');
    width = 767;
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(result.current).toBe('cards');
  });

  interface User {
    id?: string;
    account: string;
    realName: string;
    status: number;
  }
  const USER_FIELDS: Field<User>[] = [
    { name: 'account', label: 'Account' },
    { name: 'realName', label: 'Real name' },
    { name: 'status', label: 'Kind', valueType: 'select', valueEnum: { 1: 'Enabled', 0: 'Disabled' } },
  ];
  const USERS: User[] = [
    { id: '1', account: 'ada', realName: 'Ada Lovelace', status: 1 },
    { id: '2', account: 'bob', realName: 'Bob', status: 0 },
  ];

  function Users({ onView }: { onView(user: User): void }) {
    const [selected, setSelected] = useState<User[]>([]);
    return (
      <>
        <CrudTable<User>
          name="user"
          label="Users"
          fields={USER_FIELDS}
          rows={USERS}
          loading={false}
          failed={false}
          onRetry={() => undefined}
          settings={{ ...DEFAULT_SETTINGS, order: ['realName'], hidden: [] }}
          createTime={false}
          selection={{ selected, onChange: setSelected }}
          actionLabels={['View']}
          rowActions={(row) => (
            <button type="button" onClick={() => onView(row)}>
              View {row.account}
            </button>
          )}
        />
        <output>{selected.map((user) => user.account).join(',')}</output>
      </>
    );
  }

  it("on a 375 px window shows each row as a card: label: value in the user's order, actions at the bottom", async () => {
    windowWidth(375);
    const viewed: string[] = [];
    render(
      <ConsoleProviders>
        <Users onView={(user) => viewed.push(user.account)} />
      </ConsoleProviders>,
    );
    expect(document.querySelector('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Users' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    const lines = [...first.querySelectorAll('.lx-crud-card-item')].map((line) => [
      line.querySelector('dt')?.textContent,
      line.querySelector('dd')?.textContent,
    ]);
    // the user's column order (real name first), every value, the select's label rather than its code
    expect(lines).toEqual([
      ['Real name', 'Ada Lovelace'],
      ['Account', 'ada'],
      ['Kind', 'Enabled'],
    ]);
    // the actions come after the values, and act on their row
    const actions = first.querySelector('.lx-crud-card-actions') as HTMLElement;
    expect(first.querySelector('dl')?.compareDocumentPosition(actions)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(within(actions).getByRole('button', { name: 'View ada' }));
    expect(viewed).toEqual(['ada']);
    // a tick box chooses the row for the toolbar
    await userEvent.click(within(cards[1] as HTMLElement).getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByRole('status').textContent).toBe('bob');
  });

  it('on a 1024 px window keeps the table', () => {
    windowWidth(1024);
    render(
      <ConsoleProviders>
        <Users onView={() => undefined} />
      </ConsoleProviders>,
    );
    expect(screen.queryByRole('list', { name: 'Users' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Users' })).toBeTruthy();
  });

  it("shows a tree's children under their card when opened", async () => {
    windowWidth(375);
    interface Node {
      id?: string;
      name: string;
      children?: Node[];
    }
    function Tree() {
      const [expanded, setExpanded] = useState<string[]>([]);
      return (
        <CrudTable<Node>
          name="dept"
          label="Departments"
          fields={[{ name: 'name', label: 'Name' }]}
          rows={[{ id: '1', name: 'Bureau', children: [{ id: '2', name: 'Division' }] }]}
          loading={false}
          failed={false}
          onRetry={() => undefined}
          settings={DEFAULT_SETTINGS}
          createTime={false}
          expandable={{
            expandedRowKeys: expanded,
            onExpand: (open, row) =>
              setExpanded((keys) =>
                open ? [...keys, String(row.id)] : keys.filter((key) => key !== row.id),
              ),
          }}
        />
      );
    }
    render(
      <ConsoleProviders>
        <Tree />
      </ConsoleProviders>,
    );
    expect(screen.queryByText('Division')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show children' }));
    expect(await screen.findByText('Division')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide children' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the detail view', () => {
  const record = { id: '1', postName: 'Engineer' };
  for (const [width, layout] of [
    [375, 'vertical'],
    [1024, 'horizontal'],
  ] as const)
    it(`at ${width} px puts each label ${layout === 'vertical' ? 'over' : 'beside'} its value`, () => {
      windowWidth(width);
      render(
        <ConsoleProviders>
          <DetailView<Post> fields={FIELDS} record={record} createTime={false} />
        </ConsoleProviders>,
      );
      const view = document.querySelector('.lx-detail-view') as HTMLElement;
      expect(view.classList.contains('lx-detail-stacked')).toBe(layout === 'vertical');
      const label = screen.getByText('Post name');
      const value = screen.getByText('Engineer');
      // over: the label's row comes before the value's; beside: one row holds both
      const sameRow = label.closest('tr') === value.closest('tr');
      expect(sameRow).toBe(layout === 'horizontal');
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

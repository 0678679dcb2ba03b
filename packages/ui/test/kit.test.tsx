// The page kit's pure rules: list state in the address, selection rules, column settings, lazy trees.

import { addMessages, initI18n } from '@lingxi/core';
import { describe, expect, it } from 'vitest';
import { selectionProblem } from '../src/crud/actions';
import { inLanguage } from '../src/crud/data';
import { listQuery, readListState, writeListState } from '../src/crud/listState';
import { menuTrail } from '../src/crud/PageFrame';
import { DEFAULT_SETTINGS, moveColumn, visibleColumns } from '../src/crud/tableSettings';
import { joinLevels } from '../src/crud/useLazyTree';

describe('list state in the address', () => {
  const names = ['paramName', 'createTime'];

  it('reads page, size, filters and sort, falling back to page 1 of 10 for anything else', () => {
    const params = new URLSearchParams('current=3&size=30&paramName=a&sort=paramKey.descend&other=x');
    expect(readListState(params, names)).toEqual({
      current: 3,
      size: 30,
      filters: { paramName: 'a' },
      sort: { field: 'paramKey', order: 'descend' },
    });
    expect(readListState(new URLSearchParams('current=-1&size=7&sort=x.sideways'), names)).toEqual({
      current: 1,
      size: 10,
      filters: {},
    });
  });

  it('writes only what differs from the defaults and keeps the address’s other parameters', () => {
    const written = writeListState(
      new URLSearchParams('tab=2&paramName=old&current=4'),
      { current: 1, size: 10, filters: { createTime: '2026-01-01~2026-01-31' } },
      names,
    );
    expect(written.toString()).toBe('tab=2&createTime=2026-01-01%7E2026-01-31');
  });

  it('asks the server for the page, the filters, a date range as datege/datelt and the sort', () => {
    expect(
      listQuery(
        {
          current: 2,
          size: 30,
          filters: { paramName: 'a', createTime: '2026-01-31~2026-02-28' },
          sort: { field: 'paramKey', order: 'ascend' },
        },
        ['createTime'],
        { userType: 1 },
      ),
    ).toEqual({
      userType: 1,
      current: 2,
      size: 30,
      paramName: 'a',
      createTime_datege: '2026-01-31 00:00:00',
      createTime_datelt: '2026-03-01 00:00:00',
      ascs: 'paramKey',
    });
  });
});

describe('selection rules (SPEC §5)', () => {
  it('asks for at least one record, or exactly one, as the action needs', () => {
    expect(selectionProblem('many', 0)).toBe('crud.selectAtLeastOne');
    expect(selectionProblem('many', 3)).toBeUndefined();
    expect(selectionProblem('one', 0)).toBe('crud.selectOne');
    expect(selectionProblem('one', 2)).toBe('crud.selectOne');
    expect(selectionProblem('one', 1)).toBeUndefined();
    expect(selectionProblem('none', 0)).toBeUndefined();
    expect(selectionProblem(undefined, 5)).toBeUndefined();
  });
});

describe('column settings', () => {
  const declared = ['a', 'b', 'c'];
  it('orders by the user, drops unknown keys, appends new columns and hides the hidden', () => {
    const settings = { ...DEFAULT_SETTINGS, order: ['c', 'gone', 'a'], hidden: ['a'] };
    expect(visibleColumns(declared, settings)).toEqual(['c', 'b']);
    expect(moveColumn(declared, settings, 'b', -1).order).toEqual(['c', 'b', 'a']);
    expect(moveColumn(declared, settings, 'c', -1)).toBe(settings);
  });
});

describe('lazy trees', () => {
  it('hangs loaded levels under their parents and marks unloaded parents expandable', () => {
    const root = [
      { id: '1', hasChildren: true },
      { id: '2', hasChildren: true },
      { id: '3', hasChildren: false },
    ];
    const levels = new Map([
      ['1', [{ id: '11', hasChildren: false }]],
      ['2', []],
    ]);
    expect(joinLevels(root, levels)).toEqual([
      { id: '1', hasChildren: true, children: [{ id: '11', hasChildren: false }] },
      { id: '2', hasChildren: true },
      { id: '3', hasChildren: false },
    ]);
    expect(joinLevels([{ id: '4', hasChildren: true }], new Map())).toEqual([
      { id: '4', hasChildren: true, children: [] },
    ]);
  });
});

describe('breadcrumb', () => {
  it('finds the menu entries from the group down to the page', () => {
    const page = { id: 'p', parentId: 'g', code: 'p', name: '参数管理', path: '/system/param', sort: 1 };
    const group = {
      id: 'g',
      parentId: '0',
      code: 'g',
      name: '系统管理',
      path: '/system',
      sort: 1,
      children: [page],
    };
    expect(menuTrail([group], '/system/param').map((node) => node.id)).toEqual(['g', 'p']);
    expect(menuTrail([group], '/system')).toEqual([]);
  });
});

describe("the server's option labels in the interface language", () => {
  it("takes a page's English text for a dictionary entry, and the server's label in Chinese or without one", async () => {
    await initI18n();
    addMessages({ en: { translation: { dict: { colour: { '1': 'Red' } } } } });
    const options = [
      { value: '1', label: '红', text: 'dict.colour.1' },
      { value: '2', label: '绿', text: 'dict.colour.2' },
      { value: '3', label: '蓝' },
    ];
    expect(inLanguage(options, 'en').map((option) => option.label)).toEqual(['Red', '绿', '蓝']);
    expect(inLanguage(options, 'zh').map((option) => option.label)).toEqual(['红', '绿', '蓝']);
  });
});

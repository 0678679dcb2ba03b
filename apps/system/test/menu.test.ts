// Issue 18: app menus showed their parent as a raw id: the menu tree's nodes carry no alias, so the
// app's top-level menus are known from the top level's rows.
import { describe, expect, it } from 'vitest';
import { rootsOf } from '../src/pages/menu/rules';

describe('rootsOf', () => {
  const tree = [
    { id: '1939000000000000001', title: '系统管理' },
    { id: '1939000000000000002', title: '移动端' },
  ];
  const top = [
    { id: '1939000000000000001', alias: 'menu' },
    { id: '1939000000000000002', alias: 'app' },
  ];
  it("gives the app's roots to the app menus and the others to the web menus", () => {
    expect(rootsOf(tree, top, true).map((node) => node.title)).toEqual(['移动端']);
    expect(rootsOf(tree, top, false).map((node) => node.title)).toEqual(['系统管理']);
  });
  it('is empty for the app when no top-level menu is the app', () => {
    expect(rootsOf(tree, [], true)).toEqual([]);
    expect(rootsOf(tree, [], false)).toHaveLength(2);
  });
});

// The pure rules of the platform pages: what a role grant sends, which menu rows offer what, and what
// a scope type fills in.
import { describe, expect, it } from 'vitest';
import { scopeDefaults } from '../src/pages/dataScope/rules';
import { APP_ALIAS, isAppRoot, showsAction, takesChildren } from '../src/pages/menu/rules';
import { grantOf, keysToSend } from '../src/pages/role/rules';

const scopeTree = [
  { id: 'm1', title: '政府用户', children: [{ id: 's1' }, { id: 's2' }] },
  { id: 'm2', title: '参数管理', children: [{ id: 's3' }] },
];

describe('role grant (PAGES.md "Roles")', () => {
  it('sends menus with the half-checked parents the editor adds', () => {
    expect(keysToSend('menu', [], ['group', 'page', 'page_add'])).toEqual(['group', 'page', 'page_add']);
  });

  it('sends scope ids only, never the menus the scopes hang under', () => {
    expect(keysToSend('dataScope', scopeTree, ['m1', 's1', 'm2', 's3'])).toEqual(['s1', 's3']);
    expect(keysToSend('apiScope', scopeTree, [])).toEqual([]);
  });

  it('keeps scope keys the tree does not show', () => {
    expect(keysToSend('dataScope', scopeTree, ['s9', 'm1', 's2'])).toEqual(['s9', 's2']);
  });

  it('keeps what the server holds for the tabs a page does not show', () => {
    const saved = { menu: ['1', '2'], dataScope: ['3'], apiScope: ['4'] };
    expect(grantOf('9', { apiScope: ['5'] }, saved)).toEqual({
      roleIds: ['9'],
      menuIds: ['1', '2'],
      dataScopeIds: ['3'],
      apiScopeIds: ['5'],
    });
    expect(grantOf('9', { menu: [], dataScope: [], apiScope: [] }, saved)).toEqual({
      roleIds: ['9'],
      menuIds: [],
      dataScopeIds: [],
      apiScopeIds: [],
    });
  });
});

describe('menu rows (PAGES.md "Web menus, app menus")', () => {
  it('tells app menus from web menus by the top-level alias', () => {
    expect(isAppRoot({ alias: APP_ALIAS })).toBe(true);
    expect(isAppRoot({ alias: 'platform' })).toBe(false);
    expect(isAppRoot({})).toBe(false);
  });

  it('lets only menus take children', () => {
    expect(takesChildren({ category: 1 })).toBe(true);
    expect(takesChildren({ category: '1' })).toBe(true);
    expect(takesChildren({ category: 2 })).toBe(false);
  });

  it("shows a button's place only on buttons", () => {
    expect(showsAction({ category: 2, action: 1 })).toBe(true);
    expect(showsAction({ category: 1, action: 0 })).toBe(false);
    expect(showsAction({ category: 2, action: null })).toBe(false);
  });
});

describe('scope types (PAGES.md "Data scopes, API scopes")', () => {
  it('names a data rule after its menu and type and picks the column', () => {
    expect(scopeDefaults('data', 1, '政府用户', '全部可见')).toEqual({
      scopeName: '政府用户-全部可见',
      scopeColumn: '',
    });
    expect(scopeDefaults('data', 2, '参数', '本人可见')).toEqual({
      scopeName: '参数-本人可见',
      scopeColumn: 'create_user',
    });
    expect(scopeDefaults('data', 3, '参数', '所在机构可见').scopeColumn).toBe('create_dept');
    expect(scopeDefaults('data', 4, '参数', '所在机构及子级可见').scopeColumn).toBe('create_dept');
    expect(scopeDefaults('data', 5, '参数', '自定义').scopeColumn).toBe('');
  });

  it('names an API rule and leaves columns alone', () => {
    expect(scopeDefaults('api', 1, '参数', '系统接口')).toEqual({ scopeName: '参数-系统接口' });
  });
});

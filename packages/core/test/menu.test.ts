// SPEC §2, §4, §6, §9 and CONTRACT "Menus and permissions": the menu model and button flags.
import { describe, expect, it } from 'vitest';
import {
  findByPath,
  firstPath,
  leaves,
  loadWorkspace,
  type MenuNode,
  menusOfType,
  menuType,
  permissionFlags,
  sessionStore,
  setConfig,
  typeOfPath,
} from '../src';
import { fakeServer, ok } from './fake-server';

const node = (id: string, path: string, sort: number, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: '0',
  code: id,
  name: id,
  path,
  sort,
  ...extra,
});

const menus: MenuNode[] = [
  node('system', '/system', 9, { alias: 'system', children: [node('param', '/system/param', 1)] }),
  node('basic', '/basicData', 2, {
    alias: 'basicData',
    children: [
      node('edit', '/basicData/editeDictionary', 0, { meta: { hidden: true } }),
      node('dict', '/basicData/dictionary', 1),
    ],
  }),
  node('ent', '/enterpriseTerminal', 1, {
    alias: 'enterpriseTerminal',
    children: [node('svc', '/enterpriseTerminal/serviceSourceManage', 1)],
  }),
];

describe('menu model', () => {
  it('derives the menu type from the alias (SPEC §3)', () => {
    expect(menuType('enterpriseTerminal')).toBe('enterpriseTerminal');
    expect(menuType('certification')).toBe('certification');
    expect(menuType('promotion')).toBe('promotion');
    expect(menuType('basicData')).toBe('');
    expect(menuType(undefined)).toBe('');
  });

  it('filters groups by type, sorted ascending', () => {
    expect(menusOfType(menus, '').map((group) => group.id)).toEqual(['basic', 'system']);
    expect(menusOfType(menus, 'enterpriseTerminal').map((group) => group.id)).toEqual(['ent']);
    expect(menusOfType(menus, 'promotion')).toEqual([]);
  });

  it("jumps to a centre's first visible page, skipping hidden ones", () => {
    expect(firstPath(menus, '')).toBe('/basicData/dictionary');
    expect(firstPath(menus, 'enterpriseTerminal')).toBe('/enterpriseTerminal/serviceSourceManage');
    expect(firstPath(menus, 'certification')).toBeUndefined();
  });

  it('finds the centre of a path, hidden pages included, and nothing for unknown paths', () => {
    expect(typeOfPath(menus, '/basicData/editeDictionary')).toBe('');
    expect(typeOfPath(menus, '/enterpriseTerminal/serviceSourceManage')).toBe('enterpriseTerminal');
    expect(typeOfPath(menus, '/nowhere')).toBeUndefined();
    expect(findByPath(menus, '/system/param')?.id).toBe('param');
    expect(leaves(menus)).toHaveLength(4);
  });
});

describe('button permissions (SPEC §6)', () => {
  it('turns leaf codes into true flags', () => {
    const flags = permissionFlags([
      { code: 'param', children: [{ code: 'param_add' }, { code: 'param_edit' }] },
      { code: 'region', children: [{ code: 'region_view' }] },
    ]);
    expect(flags).toEqual({ param_add: true, param_edit: true, region_view: true });
  });
});

describe('loadWorkspace', () => {
  it('shares one request between concurrent callers and stores menus and flags', async () => {
    setConfig({ apiBase: '/api' });
    const sent = fakeServer((request) =>
      request.url.endsWith('/buttons')
        ? ok([{ code: 'param', children: [{ code: 'param_add' }] }])
        : ok(menus),
    );
    await Promise.all([loadWorkspace(), loadWorkspace()]);
    expect(sent.map((request) => request.url).sort()).toEqual([
      '/api/lingxi-system/menu/buttons',
      '/api/lingxi-system/menu/system-routes',
    ]);
    expect(sessionStore.getState().menus).toHaveLength(3);
    expect(sessionStore.getState().permissions).toEqual({ param_add: true });
    await loadWorkspace(); // a later call asks again (after a grant, say)
    expect(sent).toHaveLength(4);
  });
});

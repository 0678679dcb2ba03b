// SPEC §2, §4, §6, §9 and CONTRACT "Menus and permissions": the menu model and button flags.
import { describe, expect, it, vi } from 'vitest';
import {
  ALONGSIDE_WAIT_MS,
  cleanMenuName,
  entryOfRoute,
  filterByRoles,
  findByPath,
  firstPath,
  frameSource,
  isExternalPath,
  leaves,
  loadWorkspace,
  type MenuNode,
  menuHref,
  menuName,
  menusOfType,
  menuType,
  permissionFlags,
  searchMenus,
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

  it('filters groups by type: ascending when a type is chosen, descending for the empty type (SPEC §9)', () => {
    expect(menusOfType(menus, '').map((group) => group.id)).toEqual(['system', 'basic']);
    const two = [
      node('b', '/b', 2, { alias: 'promotion' }),
      node('a', '/a', 1, { alias: 'promotion' }),
      node('c', '/c', 3, { alias: 'promotion' }),
    ];
    expect(menusOfType(two, 'promotion').map((group) => group.id)).toEqual(['a', 'b', 'c']);
    expect(menusOfType(menus, 'enterpriseTerminal').map((group) => group.id)).toEqual(['ent']);
    expect(menusOfType(menus, 'promotion')).toEqual([]);
  });

  it("jumps to a centre's first visible page, skipping hidden ones", () => {
    expect(firstPath(menus, '')).toBe('/system/param');
    const onlyBasic = menus.filter((group) => group.id !== 'system');
    expect(firstPath(onlyBasic, '')).toBe('/basicData/dictionary');
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

describe('menu names, roles, external paths and search', () => {
  it("drops the suffix _manage and a trailing word for 'function' (SPEC §9)", () => {
    expect(cleanMenuName('user_manage')).toBe('user');
    expect(cleanMenuName('角色管理功能')).toBe('角色管理');
    expect(cleanMenuName('Export function')).toBe('Export');
    expect(cleanMenuName('参数管理')).toBe('参数管理');
    expect(cleanMenuName('功能')).toBe('功能');
  });

  it('keeps entries with meta.roles only for users holding one of them (SPEC §6)', () => {
    const tree = [
      node('g', '/g', 1, {
        children: [
          node('all', '/g/all', 1),
          node('admin', '/g/admin', 2, { meta: { roles: ['administrator'] } }),
          node('ops', '/g/ops', 3, { meta: { roles: ['operator', 'auditor'] } }),
        ],
      }),
      node('secret', '/s', 2, { meta: { roles: ['administrator'] }, children: [node('x', '/s/x', 1)] }),
      node('empty', '/e', 3, { children: [node('y', '/e/y', 1, { meta: { roles: ['nobody'] } })] }),
    ];
    const paths = (roles: string[]) => leaves(filterByRoles(tree, roles)).map((leaf) => leaf.path);
    expect(paths(['operator'])).toEqual(['/g/all', '/g/ops']);
    expect(paths(['administrator'])).toEqual(['/g/all', '/g/admin', '/s/x']);
    expect(paths([])).toEqual(['/g/all']);
  });

  it('sends external http(s) and html paths to the frame route (SPEC §2)', () => {
    expect(isExternalPath('https://gov.cn/a')).toBe(true);
    expect(isExternalPath('HTTP://x.y')).toBe(true);
    expect(isExternalPath('/help/guide.html')).toBe(true);
    expect(isExternalPath('/help/guide.htm?x=1')).toBe(true);
    expect(isExternalPath('/system/param')).toBe(false);
    const href = menuHref({ path: 'https://gov.cn/a?b=1', name: '政务' });
    expect(href).toBe(
      `/myiframe/urlPath?src=${encodeURIComponent('https://gov.cn/a?b=1')}&name=%E6%94%BF%E5%8A%A1`,
    );
    expect(frameSource(href.split('?')[1] ?? '')).toBe('https://gov.cn/a?b=1');
    expect(menuHref({ path: '/system/param', name: 'p' })).toBe('/system/param');
    expect(frameSource('src=javascript:alert(1)')).toBeUndefined();
    expect(frameSource('')).toBeUndefined();
  });

  it('searches by name prefix, case-insensitive, over leaf non-hidden entries only (SPEC §2)', () => {
    const tree = [
      node('g', '/g', 1, {
        name: 'Param group',
        children: [
          node('p1', '/g/p1', 1, { name: 'Parameters' }),
          node('p2', '/g/p2', 2, { name: 'param keys' }),
          node('p3', '/g/p3', 3, { name: 'Params hidden', meta: { hidden: true } }),
          node('p4', '/g/p4', 4, { name: 'My params' }),
        ],
      }),
    ];
    expect(searchMenus(tree, 'PARAM').map((leaf) => leaf.id)).toEqual(['p1', 'p2']);
    expect(searchMenus(tree, '  par')).toHaveLength(2);
    expect(searchMenus(tree, 'zzz')).toEqual([]);
    expect(searchMenus(tree, '')).toEqual([]);
  });
});

describe('menu names in the interface language (SPEC §3 meta.i18n)', () => {
  const english: Record<string, string> = { param: 'System parameters', region: 'Regions' };
  const texts = (key: string) => english[key];
  const tree = [
    node('g', '/system', 1, {
      name: '系统管理',
      meta: { i18n: 'system' },
      children: [
        node('p', '/system/param', 1, { name: '参数管理', meta: { i18n: 'param' } }),
        node('r', '/basicData/areaPublish', 2, { name: '区域发布', meta: { i18n: 'region' } }),
        node('n', '/system/new', 3, { name: '新菜单_manage', meta: { i18n: 'addedByAnAdministrator' } }),
        node('k', '/system/nokey', 4, { name: '无键功能' }),
      ],
    }),
  ];

  it("names an entry by its key's text, else by the server's name cleaned", () => {
    const [group] = tree;
    const [param, , added, keyless] = group?.children ?? [];
    expect(param && menuName(param, texts)).toBe('System parameters');
    expect(group && menuName(group, texts)).toBe('系统管理'); // a key without a text
    expect(added && menuName(added, texts)).toBe('新菜单');
    expect(keyless && menuName(keyless, texts)).toBe('无键');
    expect(param && menuName(param)).toBe('参数管理'); // no texts: the server's name
    expect(param && menuName(param, () => '')).toBe('参数管理'); // an empty text is no text
  });

  it('finds the entry a route shows, the frame route by the address it carries', () => {
    const help = node('h', '/help/guide.html', 9, { name: '帮助文档', meta: { i18n: 'helpGuide' } });
    const withHelp = [...tree, node('x', '/x', 2, { children: [help] })];
    expect(entryOfRoute(withHelp, '/system/param', '')?.id).toBe('p');
    expect(entryOfRoute(withHelp, '/myiframe/urlPath', menuHref(help).split('?')[1] ?? '')?.id).toBe('h');
    expect(
      entryOfRoute(withHelp, '/myiframe/urlPath', 'src=https://elsewhere.example/a.html'),
    ).toBeUndefined();
    expect(entryOfRoute(withHelp, '/nowhere', '')).toBeUndefined();
  });

  it('searches the names as they are shown: English names in English, prefix only', () => {
    expect(searchMenus(tree, 'system', texts).map((leaf) => leaf.id)).toEqual(['p']);
    expect(searchMenus(tree, 'REG', texts).map((leaf) => leaf.id)).toEqual(['r']);
    expect(searchMenus(tree, 'parameters', texts)).toEqual([]); // not a prefix
    expect(searchMenus(tree, '新', texts).map((leaf) => leaf.id)).toEqual(['n']); // the fallback name
    expect(searchMenus(tree, 'system')).toEqual([]); // Chinese: the server's names
    expect(searchMenus(tree, '参数').map((leaf) => leaf.id)).toEqual(['p']);
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
  it("filters the loaded menus by the user's roles", async () => {
    setConfig({ apiBase: '/api' });
    sessionStore.setState({
      userInfo: { tenant_id: '000000', user_id: '2', user_name: 'op', role_name: 'operator' },
    });
    fakeServer((request) =>
      request.url.endsWith('/buttons')
        ? ok([])
        : ok([
            node('g', '/g', 1, {
              children: [node('a', '/g/a', 1, { meta: { roles: ['administrator'] } }), node('b', '/g/b', 2)],
            }),
          ]),
    );
    await loadWorkspace();
    expect(leaves(sessionStore.getState().menus ?? []).map((leaf) => leaf.id)).toEqual(['b']);
    sessionStore.setState({ userInfo: null });
  });

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

  it('stores the menus once what was asked beside them has come, or after ALONGSIDE_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      setConfig({ apiBase: '/api' });
      fakeServer((request) => (request.url.endsWith('/buttons') ? ok([]) : ok(menus)));
      sessionStore.setState({ menus: null });
      let rowsCame: () => void = () => undefined;
      const rows = new Promise<void>((resolve) => {
        rowsCame = resolve;
      });
      const loading = loadWorkspace(rows);
      await vi.advanceTimersByTimeAsync(ALONGSIDE_WAIT_MS / 2);
      expect(sessionStore.getState().menus).toBeNull(); // the menus are in, the rows not yet
      rowsCame();
      await loading;
      expect(sessionStore.getState().menus).toHaveLength(3);

      // rows that never come hold the console back no longer than ALONGSIDE_WAIT_MS
      sessionStore.setState({ menus: null });
      const never = loadWorkspace(new Promise(() => undefined));
      await vi.advanceTimersByTimeAsync(ALONGSIDE_WAIT_MS - 10);
      expect(sessionStore.getState().menus).toBeNull();
      await vi.advanceTimersByTimeAsync(20);
      await never;
      expect(sessionStore.getState().menus).toHaveLength(3);
      // a failed request beside them does not hold them either
      sessionStore.setState({ menus: null });
      await loadWorkspace(Promise.reject(new Error('refused')));
      expect(sessionStore.getState().menus).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

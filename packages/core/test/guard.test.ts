// SPEC §2 "Route guard", §4 "Screen lock": the guard as a decision function.
import { describe, expect, it } from 'vitest';
import {
  type GuardState,
  guardRoute,
  HOME_TITLE,
  isShellPage,
  loginHref,
  type MenuNode,
  windowTitle,
} from '../src';

const leaf = (path: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: path,
  parentId: 'g',
  code: path,
  name,
  path,
  sort: 1,
  ...extra,
});
const group = (children: MenuNode[]): MenuNode => ({
  id: 'g',
  parentId: '0',
  code: 'g',
  name: '基础数据',
  path: '/basicData',
  sort: 1,
  children,
});

const menus = [
  group([
    leaf('/basicData/dictionary', '通用字典'),
    leaf('/basicData/editeDictionary', '编辑字典', { meta: { hidden: true } }),
    leaf('/system/param', '参数管理'),
    leaf('/report/window', '报表', { isOpen: 2 }),
  ]),
];
const loggedIn: GuardState = { token: 't', cookieToken: 't', locked: false, menus };
const loggedOut: GuardState = { token: '', locked: false, menus: null };

describe('route guard', () => {
  it('sends unauthenticated users to /login unless the route needs no auth, remembering where they went', () => {
    expect(guardRoute({ path: '/system/param', search: '?a=1' }, loggedOut)).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fparam%3Fa%3D1',
    });
    expect(guardRoute({ path: '/home/index' }, loggedOut)).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fhome%2Findex',
    });
    expect(guardRoute({ path: '/' }, loggedOut)).toEqual({ action: 'redirect', to: '/login' });
    expect(guardRoute({ path: '/lock' }, loggedOut)).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Flock',
    });
    for (const path of ['/login', '/404', '/403', '/500']) {
      expect(guardRoute({ path }, loggedOut).action, path).toBe('allow');
    }
    expect(guardRoute({ path: '/register', meta: { isAuth: false } }, loggedOut).action).toBe('allow');
  });

  it('sends authenticated users from /login to /', () => {
    expect(guardRoute({ path: '/login' }, loggedIn)).toEqual({ action: 'redirect', to: '/' });
  });

  it('redirects every route to /lock while locked, and lets /lock show', () => {
    const locked = { ...loggedIn, locked: true };
    for (const path of ['/system/param', '/home/index', '/login', '/404']) {
      expect(guardRoute({ path }, locked), path).toEqual({ action: 'redirect', to: '/lock' });
    }
    expect(guardRoute({ path: '/lock' }, locked)).toMatchObject({ action: 'allow', tab: null });
  });

  it('sends /lock back to the page that was open when the screen is not locked', () => {
    expect(guardRoute({ path: '/lock' }, { ...loggedIn, returnTo: '/system/param?a=1' })).toEqual({
      action: 'redirect',
      to: '/system/param?a=1',
    });
    expect(guardRoute({ path: '/lock' }, loggedIn)).toEqual({ action: 'redirect', to: '/' });
  });

  it('waits for menus still on their way, but decides login, lock and public routes at once', () => {
    const pending: GuardState = { ...loggedIn, menus: null, menusPending: true };
    expect(guardRoute({ path: '/system/param' }, pending)).toEqual({ action: 'wait' });
    expect(guardRoute({ path: '/platform/assigned' }, pending)).toEqual({ action: 'wait' });
    expect(guardRoute({ path: '/login' }, pending)).toEqual({ action: 'redirect', to: '/' });
    expect(guardRoute({ path: '/404' }, pending).action).toBe('allow');
    expect(guardRoute({ path: '/system/param' }, { ...pending, locked: true })).toEqual({
      action: 'redirect',
      to: '/lock',
    });
  });

  it('writes the login address with the page to return to', () => {
    expect(loginHref({ path: '/system/param', search: 'a=1' })).toBe(
      '/login?redirect=%2Fsystem%2Fparam%3Fa%3D1',
    );
    expect(loginHref({ path: '/' })).toBe('/login');
  });

  it('logs out locally when the cookie says logged in but the token is empty', () => {
    expect(guardRoute({ path: '/system/param' }, { ...loggedIn, token: '' })).toEqual({
      action: 'logout',
      to: '/login',
    });
  });

  it('with no menus sends every path but /home/index and /404 to /404', () => {
    for (const state of [
      { ...loggedIn, menus: [] },
      { ...loggedIn, menus: null },
    ]) {
      expect(guardRoute({ path: '/system/param' }, state)).toEqual({ action: 'redirect', to: '/404' });
      expect(guardRoute({ path: '/home/index' }, state).action).toBe('allow');
      expect(guardRoute({ path: '/404' }, state).action).toBe('allow');
    }
  });

  it('allows the dictionary edit page only with a dictionary page in the menu', () => {
    expect(guardRoute({ path: '/basicData/editeDictionary' }, loggedIn).action).toBe('allow');
    const without = [
      group([leaf('/system/param', '参数管理'), leaf('/basicData/editeDictionary', '编辑字典')]),
    ];
    expect(guardRoute({ path: '/basicData/editeDictionary' }, { ...loggedIn, menus: without })).toEqual({
      action: 'redirect',
      to: '/404',
    });
    const business = [
      group([
        leaf('/basicData/businessDictionary', '业务字典'),
        leaf('/basicData/editeDictionary', '编辑字典'),
      ]),
    ];
    expect(guardRoute({ path: '/basicData/editeDictionary' }, { ...loggedIn, menus: business }).action).toBe(
      'allow',
    );
  });

  it('allows the assigned pages only with the roles page in the menu', () => {
    for (const path of ['/platform/assigned', '/platform/assignedBack']) {
      expect(guardRoute({ path }, loggedIn)).toEqual({ action: 'redirect', to: '/404' });
      const withRoles = [group([leaf('/platform/roles', '角色管理'), leaf(path, '分配')])];
      expect(guardRoute({ path }, { ...loggedIn, menus: withRoles }).action).toBe('allow');
    }
  });

  it('sends a page outside the menu to /404, but opens the console’s own pages to every user', () => {
    expect(guardRoute({ path: '/platform/roles' }, loggedIn)).toEqual({ action: 'redirect', to: '/404' });
    expect(guardRoute({ path: '/no/such/page' }, loggedIn)).toEqual({ action: 'redirect', to: '/404' });
    for (const path of ['/home/index', '/info/index', '/myiframe/urlPath']) {
      expect(guardRoute({ path }, loggedIn).action, path).toBe('allow');
    }
    // before the menus are in, the console waits instead of deciding
    expect(guardRoute({ path: '/no/such/page' }, { ...loggedIn, menusPending: true })).toEqual({
      action: 'wait',
    });
  });

  it('makes each opened page a tab labelled from the menu, except non-tab and new-window pages', () => {
    expect(guardRoute({ path: '/system/param', search: '?a=1' }, loggedIn)).toEqual({
      action: 'allow',
      label: '参数管理',
      tab: { label: '参数管理', value: '/system/param', query: { a: '1' }, meta: {} },
    });
    expect(guardRoute({ path: '/system/param', meta: { isTab: false } }, loggedIn)).toMatchObject({
      tab: null,
    });
    expect(guardRoute({ path: '/system/param', meta: { target: '_blank' } }, loggedIn)).toMatchObject({
      tab: null,
    });
    expect(guardRoute({ path: '/report/window' }, loggedIn)).toMatchObject({ tab: null, label: '报表' });
    expect(guardRoute({ path: '/info/index', label: '个人信息' }, loggedIn)).toMatchObject({
      tab: { label: '个人信息', value: '/info/index' },
    });
  });
});

describe('the pages the shell draws itself', () => {
  it('are the root, home, profile, frame, lock and the public pages; a centre draws every other', () => {
    for (const path of [
      '/',
      '/home/index',
      '/info/index',
      '/myiframe/urlPath',
      '/lock',
      '/login',
      '/404',
      '/403',
      '/500',
    ])
      expect(isShellPage(path), path).toBe(true);
    for (const path of ['/system/param', '/basicData/dictionary', '/home', '/lock/other'])
      expect(isShellPage(path), path).toBe(false);
  });
});

describe('window title (SPEC §2)', () => {
  const texts = { product: 'Lingxi', login: 'Log in' };
  it('follows the tab label, or the word for login on /login, suffixed with the product title', () => {
    expect(windowTitle('/system/param', 'Parameters', texts)).toBe('Parameters - Lingxi');
    expect(windowTitle('/login', '', texts)).toBe('Log in - Lingxi');
    expect(windowTitle('/x', '', texts)).toBe('Lingxi');
  });
  it('is a fixed Chinese title on the home page, whatever the language', () => {
    expect(windowTitle('/home/index', 'Home', texts)).toBe(HOME_TITLE);
    expect(HOME_TITLE).toMatch(/^首页/);
  });
});

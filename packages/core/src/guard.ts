/**
 * The route guard (SPEC §2 "Route guard", §4 "Screen lock") as a pure decision: the shell asks it
 * before showing a route and carries the answer out (redirect, local logout, tab, window title).
 */
import { FRAME_ROUTE, findByPath, type MenuNode } from './menu';
import { HOME_PATH, LOCK_PATH, LOGIN_PATH, NOT_FOUND_PATH, PROFILE_PATH } from './paths';

/** SPEC §2: the home page's title is fixed and Chinese, whatever the interface language. */
export const HOME_TITLE = '首页 - 灵犀运营管理平台';

/** Routes that need no login (SPEC §2 "Public routes"). */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, '/404', '/403', '/500'];

/** The console's own pages, open to every logged-in user beside the pages of their menu. */
export const HOST_PAGES: readonly string[] = [HOME_PATH, PROFILE_PATH, FRAME_ROUTE];

/**
 * The pages the shell draws itself, never a centre: the root, its own pages, the lock and the public
 * pages (`path` without its query string).
 */
export function isShellPage(path: string): boolean {
  return path === '/' || path === LOCK_PATH || HOST_PAGES.includes(path) || PUBLIC_PATHS.includes(path);
}

/** SPEC §2: the dictionary edit page needs a dictionary page; the assigned pages need the roles page. */
export const DEPENDENT_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/basicData/editeDictionary': ['/basicData/dictionary', '/basicData/businessDictionary'],
  '/platform/assigned': ['/platform/roles'],
  '/platform/assignedBack': ['/platform/roles'],
};

export interface RouteMeta {
  /** false: the route needs no login. */
  isAuth?: boolean;
  /** false: the page does not become a tab. */
  isTab?: boolean;
  /** '_blank': opened in a new window, not a tab. */
  target?: string;
}

export interface RouteTarget {
  path: string;
  /** The query string, with or without '?'. */
  search?: string;
  meta?: RouteMeta;
  /** The tab label when the route has no menu entry (e.g. the profile page). */
  label?: string;
}

export interface GuardState {
  /** The stored access token. */
  token: string;
  /** The access-token cookie: present while a login is believed to exist. */
  cookieToken?: string;
  locked: boolean;
  /** The user's menus, or null when none were loaded. */
  menus: MenuNode[] | null;
  /**
   * The menus are still on their way: the rules that need them wait (the console asks again once
   * they are in) instead of treating them as missing.
   */
  menusPending?: boolean;
  /** Where leaving the lock screen returns to: the active tab's address (SPEC §4 "Screen lock"). */
  returnTo?: string;
}

export interface TabInfo {
  label: string;
  value: string;
  query: Record<string, string>;
  meta: RouteMeta;
}

export type GuardDecision =
  | { action: 'redirect'; to: string }
  /** A local logout, then the login page (carried out by core's `endSession('staleCookie')`). */
  | { action: 'logout'; to: typeof LOGIN_PATH }
  /** The menus are still loading: show the console's loading state, then ask again. */
  | { action: 'wait' }
  | { action: 'allow'; tab: TabInfo | null; label: string };

const decide = {
  redirect: (to: string): GuardDecision => ({ action: 'redirect', to }),
};

function isPublic(target: RouteTarget): boolean {
  return target.meta?.isAuth === false || PUBLIC_PATHS.includes(target.path);
}

/**
 * The login page for a visitor without a session, remembering where they were going (`?redirect=`,
 * which the login page follows after logging in); the site root needs no reminder.
 */
export function loginHref(target: Pick<RouteTarget, 'path' | 'search'>): string {
  if (target.path === '/') return LOGIN_PATH;
  const search = target.search ? (target.search.startsWith('?') ? target.search : `?${target.search}`) : '';
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target.path + search)}`;
}

/** Decides what happens when the user opens `target`. */
export function guardRoute(target: RouteTarget, state: GuardState): GuardDecision {
  const loggedIn = Boolean(state.token || state.cookieToken);
  if (!loggedIn) {
    return isPublic(target) ? allow(target, null) : decide.redirect(loginHref(target));
  }
  if (state.locked && target.path !== LOCK_PATH) return decide.redirect(LOCK_PATH);
  if (target.path === LOGIN_PATH) return decide.redirect('/');
  // A cookie says logged in but the stored token is gone (cleared elsewhere): log out locally.
  if (!state.token) return { action: 'logout', to: LOGIN_PATH };
  // SPEC §4: the lock screen shows only while locked; otherwise back to the page that was open.
  if (target.path === LOCK_PATH && !state.locked) return decide.redirect(state.returnTo ?? '/');
  if (isPublic(target) || target.path === LOCK_PATH) return allow(target, state.menus);
  if (state.menusPending) return { action: 'wait' };
  const menus = state.menus ?? [];
  if (menus.length === 0 && target.path !== HOME_PATH && target.path !== NOT_FOUND_PATH) {
    return decide.redirect(NOT_FOUND_PATH);
  }
  // One rule for a page the user may not open (issue 11): not found, whether it is outside the user's
  // menu (the console) or depends on a page outside it (here). The console never tells a user which
  // pages exist beyond their menu; 403 is the API's answer to a call the user's codes lack.
  const needs = DEPENDENT_PAGES[target.path];
  if (needs && !needs.some((path) => findByPath(menus, path))) return decide.redirect(NOT_FOUND_PATH);
  if (!HOST_PAGES.includes(target.path) && !findByPath(menus, target.path)) {
    return decide.redirect(NOT_FOUND_PATH);
  }
  return allow(target, menus);
}

function allow(target: RouteTarget, menus: MenuNode[] | null): GuardDecision {
  const entry = menus ? findByPath(menus, target.path) : undefined;
  const label = entry?.name ?? target.label ?? '';
  const meta = target.meta ?? {};
  const isTab =
    meta.isTab !== false &&
    meta.target !== '_blank' &&
    entry?.isOpen !== 2 &&
    !PUBLIC_PATHS.includes(target.path) &&
    target.path !== LOCK_PATH;
  const query = Object.fromEntries(new URLSearchParams(target.search ?? ''));
  return { action: 'allow', tab: isTab ? { label, value: target.path, query, meta } : null, label };
}

/**
 * SPEC §2: the window title follows the tab label (the word for login on /login) and is suffixed
 * with the product title; the home page has a fixed Chinese title.
 */
export function windowTitle(path: string, label: string, texts: { product: string; login: string }): string {
  if (path === HOME_PATH) return HOME_TITLE;
  const name = path === LOGIN_PATH ? texts.login : label;
  return name ? `${name} - ${texts.product}` : texts.product;
}

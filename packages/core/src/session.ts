/**
 * The session store (SPEC §3, §4): tokens, tenant, user info, menus and lock, one instance per page
 * (core is a federation singleton, so the shell and every centre read this same store).
 */
import { createStore } from 'zustand/vanilla';
import type { MenuNode, MenuType } from './menu';
import type { Permissions } from './permissions';
import { getStore, removeStore, setStore } from './storage';

export interface UserInfo {
  access_token?: string;
  refresh_token?: string;
  tenant_id: string;
  user_id: string;
  user_name: string;
  account?: string;
  nick_name?: string;
  real_name?: string;
  role_name?: string;
  avatar?: string;
  oauth_id?: string;
  /** Role aliases (CONTRACT: user-info `roles`); menus with meta.roles are filtered by them. */
  roles?: string[];
}

export interface SessionState {
  /** Distinguishes store instances: two different values on one page mean a duplicated core. */
  readonly instanceId: string;
  token: string;
  refreshToken: string;
  tenantId: string;
  /** Epoch ms when the token was stored: the refresh schedule counts from here (SPEC §4). */
  tokenTime: number;
  userInfo: UserInfo | null;
  locked: boolean;
  /** The server menu of this user; null until loaded (SPEC §2 route guard: no menus means 404). */
  menus: MenuNode[] | null;
  /** Button permission flags (SPEC §6). */
  permissions: Permissions;
  /** The chosen centre's menu type, the top bar's tab index (SPEC §4 "Menu type"). */
  menuType: MenuType;
}

const TOKEN_COOKIE = 'saber-access-token';
const REFRESH_COOKIE = 'saber-refresh-token';

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser
  document.cookie =
    value == null
      ? `${name}=; Max-Age=0; Path=/; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

/** The access-token cookie: present while a login is believed to exist (SPEC §2 route guard). */
export function tokenCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === TOKEN_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function restore(): Omit<SessionState, 'instanceId'> {
  return {
    token: getStore<string>('token') ?? '',
    refreshToken: getStore<string>('refreshToken') ?? '',
    tenantId: getStore<string>('tenantId') ?? '',
    tokenTime: getStore<number>('tokenTime') ?? 0,
    userInfo: getStore<UserInfo>('userInfo') ?? null,
    locked: getStore<boolean>('isLock') ?? false,
    menus: null,
    permissions: {},
    menuType: getStore<MenuType>('menuType') ?? '',
  };
}

export const sessionStore = createStore<SessionState>(() => ({
  instanceId: Math.random().toString(36).slice(2, 10),
  ...restore(),
}));

/** What another browser tab of this console says about the session (see `refresh.ts`). */
export type SessionMessage = { type: 'tokens' } | { type: 'logout' };

const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lingxi-session');

/** Tells the other tabs; they adopt the stored tokens or log out too. */
export function announce(message: SessionMessage): void {
  channel?.postMessage(message);
}

/** Listens to the other tabs; returns the function that stops listening. */
export function onSessionMessage(listener: (message: SessionMessage) => void): () => void {
  if (!channel) return () => {};
  const handler = (event: MessageEvent<SessionMessage>) => listener(event.data);
  channel.addEventListener('message', handler);
  return () => channel.removeEventListener('message', handler);
}

/** Stores a successful login or refresh (SPEC §4 "Login success"). */
export function storeTokens(info: UserInfo, now = Date.now()): void {
  const token = info.access_token ?? '';
  const refreshToken = info.refresh_token ?? '';
  setStore('token', token);
  setStore('refreshToken', refreshToken);
  setStore('tenantId', info.tenant_id);
  setStore('tokenTime', now);
  setStore('userInfo', info);
  writeCookie(TOKEN_COOKIE, token);
  writeCookie(REFRESH_COOKIE, refreshToken);
  sessionStore.setState({ token, refreshToken, tenantId: info.tenant_id, tokenTime: now, userInfo: info });
  announce({ type: 'tokens' });
}

/** The avatar to show (SPEC §2): the user's, when it is an http(s) URL; otherwise the UI's default. */
export function userAvatar(info: UserInfo | null): string | undefined {
  return info?.avatar && /^https?:\/\//i.test(info.avatar) ? info.avatar : undefined;
}

/** The user's role aliases: user-info `roles`, else the token's comma-joined `role_name`. */
export function userRoles(info: UserInfo | null): string[] {
  if (!info) return [];
  if (info.roles?.length) return info.roles;
  return (info.role_name ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
}

/**
 * Takes over tokens another tab stored later than ours (a refresh or a login there). Returns whether
 * anything changed.
 */
export function adoptStoredTokens(): boolean {
  const stored = restore();
  const current = sessionStore.getState();
  if (!stored.token || stored.tokenTime <= current.tokenTime) return false;
  sessionStore.setState({
    token: stored.token,
    refreshToken: stored.refreshToken,
    tenantId: stored.tenantId,
    tokenTime: stored.tokenTime,
    userInfo: stored.userInfo,
  });
  return true;
}

/** Updates the stored user info after a profile change (the top bar follows). */
export function updateUserInfo(patch: Partial<UserInfo>): void {
  const current = sessionStore.getState().userInfo;
  if (!current) return;
  const userInfo = { ...current, ...patch };
  setStore('userInfo', userInfo);
  sessionStore.setState({ userInfo });
}

/** Remembers the chosen centre (SPEC §4 "Menu type"). */
export function setMenuType(menuType: MenuType): void {
  setStore('menuType', menuType);
  sessionStore.setState({ menuType });
}

/** Ends the lock (a successful login or unlock; SPEC §4). */
export function clearLock(): void {
  removeStore('isLock');
  sessionStore.setState({ locked: false });
}

/**
 * The session store's part of a logout (SPEC §4 "Logout or forced logout"): clears token, user and
 * roles, menus, the project index and lock, and removes the token cookies; the other browser tabs of
 * the console follow unless told not to. A whole logout (tabs, notice, navigation) is `endSession`.
 */
export function clearSession(options: { broadcast?: boolean } = {}): void {
  for (const key of [
    'menuType',
    'token',
    'refreshToken',
    'tenantId',
    'tokenTime',
    'userInfo',
    'isLock',
    'lockPassword',
  ]) {
    removeStore(key);
  }
  writeCookie(TOKEN_COOKIE, null);
  writeCookie(REFRESH_COOKIE, null);
  sessionStore.setState({
    token: '',
    refreshToken: '',
    tenantId: '',
    tokenTime: 0,
    userInfo: null,
    locked: false,
    menus: null,
    permissions: {},
    menuType: '',
  });
  if (options.broadcast !== false) announce({ type: 'logout' });
}

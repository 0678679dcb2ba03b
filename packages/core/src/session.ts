/**
 * The session store (SPEC §3, §4): tokens, tenant, user info, menus and lock, one instance per page
 * (core is a federation singleton, so the shell and every centre read this same store).
 */
import { createStore } from 'zustand/vanilla';
import type { MenuNode } from './menu';
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
  };
}

export const sessionStore = createStore<SessionState>(() => ({
  instanceId: Math.random().toString(36).slice(2, 10),
  ...restore(),
}));

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
}

/** Local logout (SPEC §4): clears token, user, lock and the token cookies. Menus and tabs listen. */
export function clearSession(): void {
  for (const key of [
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
  });
}

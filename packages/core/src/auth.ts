/** Login, captcha and logout calls (SPEC §2 "Login behaviour", §7 "Auth and user"; CONTRACT "Login and session"). */

import { endSession } from './ending';
import { notices } from './events';
import { ApiError, http, request } from './http';
import { md5 } from './md5';
import { clearLock, storeTokens, type UserInfo } from './session';
import { dispatchTabs } from './tabs';
import { checkRegistration, type RegistrationForm, type ValidationKey } from './validators';

export const DEFAULT_TENANT = '000000'; // SPEC §9
export const TOKEN_URL = '/lingxi-auth/oauth/token';
/** GET ends the session; POST uploads the local error log (CONTRACT "Login and session"). */
export const LOGOUT_URL = '/lingxi-auth/oauth/logout';

export interface Captcha {
  key: string;
  image: string;
}

export interface LoginForm {
  tenantId: string;
  username: string;
  /** As typed; sent as its lowercase MD5 hex (CONTRACT). */
  password: string;
  captchaKey?: string;
  captchaCode?: string;
  /** `account` by default; `missPassword` for the isFrame auto-login (SPEC §2). */
  type?: string;
}

export async function fetchCaptcha(): Promise<Captcha> {
  const response = await http.get<Captcha>('/lingxi-auth/oauth/captcha', { anonymous: true });
  return response.data;
}

export function hashPassword(password: string): string {
  return md5(password);
}

/**
 * Asks for a token. On success stores tokens, tenant and user info and clears tabs and lock (SPEC §4
 * "Login success"); on failure the server's `error_description` was shown and nothing is stored.
 */
export async function login(form: LoginForm): Promise<UserInfo> {
  const info = await requestToken(form);
  storeTokens(info);
  dispatchTabs({ type: 'closeAll' });
  clearLock();
  return info;
}

async function requestToken(form: LoginForm): Promise<UserInfo> {
  const grantType = form.captchaKey ? 'captcha' : 'password';
  const headers: Record<string, string> = { 'Tenant-Id': form.tenantId, 'User-Type': 'web' };
  if (form.captchaKey) {
    headers['Captcha-Key'] = form.captchaKey;
    headers['Captcha-Code'] = form.captchaCode ?? '';
  }
  const response = await http.post<UserInfo>(TOKEN_URL, null, {
    anonymous: true,
    headers,
    params: {
      tenantId: form.tenantId,
      username: form.username,
      password: hashPassword(form.password),
      grant_type: grantType,
      scope: 'all',
      type: form.type ?? 'account',
    },
  });
  return response.data;
}

/**
 * SPEC §2 "Login behaviour": an `isFrame` query with account and password logs in automatically with
 * tenant 000000 and type missPassword, and stores the refresh token as the token. Answers whether the
 * query asked for it; the caller then goes to `/`.
 */
export async function frameLogin(search: string): Promise<boolean> {
  const query = new URLSearchParams(search);
  const account = query.get('account');
  const password = query.get('password');
  if (!query.has('isFrame') || !account || !password) return false;
  const info = await requestToken({
    tenantId: DEFAULT_TENANT,
    username: account,
    password,
    type: 'missPassword',
  });
  storeTokens({ ...info, access_token: info.refresh_token });
  dispatchTabs({ type: 'closeAll' });
  clearLock();
  return true;
}

export interface GuestRegistration extends RegistrationForm {
  oauthId?: string;
}

/**
 * The third-party registration (SPEC §3 "Guest registration", §5, §8): checks in the spec's order
 * (answers the first failing message key without calling), then posts with the password hashed.
 */
export async function registerGuest(form: GuestRegistration): Promise<ValidationKey | undefined> {
  const problem = checkRegistration(form);
  if (problem) return problem;
  try {
    await register(form);
  } catch (error) {
    // SPEC §8: a non-successful response shows its msg, else 'submission failed'.
    const body = error instanceof ApiError ? (error.body as { msg?: string } | undefined) : undefined;
    notices.emit(body?.msg ? { level: 'error', text: body.msg } : { level: 'error', key: 'submitFailed' });
    throw error;
  }
  return undefined;
}

function register(form: GuestRegistration): Promise<unknown> {
  return request({
    url: '/lingxi-user/register-guest',
    method: 'POST',
    anonymous: true,
    silent: true,
    params: {
      tenantId: form.tenantId?.trim(),
      name: form.name ?? form.account,
      account: form.account?.trim(),
      password: hashPassword(form.password ?? ''),
      oauthId: form.oauthId ?? '',
    },
  });
}

/** The user's logout: ends the session on the server, then locally whatever the server answered. */
export async function logout(): Promise<void> {
  try {
    await http.get(LOGOUT_URL, { silent: true });
  } catch {
    // the local logout below is what matters to the user
  } finally {
    endSession('logout');
  }
}

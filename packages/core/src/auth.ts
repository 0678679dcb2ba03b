/** Login, captcha and logout calls (SPEC §2 "Login behaviour", §7 "Auth and user"; CONTRACT "Login and session"). */
import { http } from './http';
import { md5 } from './md5';
import { clearSession, sessionStore, storeTokens, type UserInfo } from './session';

export const DEFAULT_TENANT = '000000'; // SPEC §9

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

/** Asks for a token; on success stores the session, on failure the server's text was shown and nothing is stored. */
export async function login(form: LoginForm): Promise<UserInfo> {
  const grantType = form.captchaKey ? 'captcha' : 'password';
  const headers: Record<string, string> = { 'Tenant-Id': form.tenantId, 'User-Type': 'web' };
  if (form.captchaKey) {
    headers['Captcha-Key'] = form.captchaKey;
    headers['Captcha-Code'] = form.captchaCode ?? '';
  }
  const response = await http.post<UserInfo>('/lingxi-auth/oauth/token', null, {
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
  storeTokens(response.data);
  sessionStore.setState({ locked: false });
  return response.data;
}

/** Ends the session on the server, then locally, whatever the server answered. */
export async function logout(): Promise<void> {
  try {
    await http.get('/lingxi-auth/oauth/logout', { silent: true });
  } catch {
    // the local logout below is what matters to the user
  } finally {
    clearSession();
  }
}

/**
 * Keeping the session alive (SPEC §4 "Session refresh", "Background re-login check"; §9 every 10 s,
 * token time 3000 s).
 *
 * - Every 10 s, when the seconds since the stored token time reach the configured token time and no
 *   refresh is running, the token is refreshed. Concurrent triggers share one request.
 * - Across browser tabs one refreshes and the others adopt its tokens: the refresh runs under a Web
 *   Lock, and inside it a tab first adopts tokens stored by another tab, so a rotated refresh token
 *   is never used twice. A BroadcastChannel tells the other tabs to adopt (or to log out).
 */
import { TOKEN_URL } from './auth';
import { getConfig } from './config';
import { allowPasswordNotice, endSession } from './ending';
import { ApiError, http } from './http';
import { adoptStoredTokens, onSessionMessage, sessionStore, storeTokens, type UserInfo } from './session';

export const REFRESH_CHECK_MS = 10_000;
/** How often the re-login check runs while the page is visible. */
export const RELOGIN_CHECK_MS = 60_000;

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

function withTabLock<T>(name: string, callback: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(name, callback) : callback();
}

/** Whether the token is due (SPEC §4): seconds since the token time reach the configured token time. */
export function refreshDue(now = Date.now()): boolean {
  const { token, refreshToken, tokenTime } = sessionStore.getState();
  return Boolean(token && refreshToken) && (now - tokenTime) / 1000 >= getConfig().tokenTime;
}

let running: Promise<void> | null = null;

/** Whether a refresh is under way in this tab. */
export function refreshing(): boolean {
  return running !== null;
}

/** Refreshes the token now, single-flight within the tab and serialised across tabs. */
export function refreshSession(): Promise<void> {
  running ??= withTabLock('lingxi-refresh', async () => {
    adoptStoredTokens(); // another tab may have refreshed while we waited for the lock
    if (!refreshDue()) return;
    const { refreshToken, tenantId, userInfo } = sessionStore.getState();
    if (!refreshToken) return;
    const response = await http.post<UserInfo>(TOKEN_URL, null, {
      anonymous: true,
      headers: { 'Tenant-Id': tenantId, 'User-Type': 'web' },
      params: { tenantId, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' },
    });
    storeTokens({ ...userInfo, ...response.data });
  }).finally(() => {
    running = null;
  });
  return running;
}

/** Whether an answer says the password is incorrect (SPEC §4). */
export function saysPasswordIncorrect(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { code, error_code, msg, error_description } = body as Record<string, unknown>;
  const text = `${error_description ?? ''} ${msg ?? ''}`;
  return (
    (code ?? error_code) === 400 && /密码.*(不正确|错误)|password.*incorrect|incorrect.*password/i.test(text)
  );
}

/**
 * SPEC §4: an answer of code 400 saying the password is incorrect shows, once until the page is
 * visible again, 'the password has been changed, please log in again!' (info, 2 s), logs out and
 * goes to /login (see `decideSessionEnd`). Returns whether it did.
 */
export function handleReloginAnswer(body: unknown): boolean {
  if (!saysPasswordIncorrect(body)) return false;
  endSession('passwordChanged');
  return true;
}

/**
 * The background re-login check: asks the external gateway's `user/checkLoginModel` whether this
 * login still stands (its password may have been changed elsewhere).
 */
export async function checkRelogin(): Promise<void> {
  const { token } = sessionStore.getState();
  if (!token) return;
  try {
    // The external gateway's address is complete (absolute or from the site root): no API prefix.
    await http.post(`${getConfig().externalApi}/user/checkLoginModel`, null, { silent: true, baseURL: '' });
  } catch (error) {
    if (error instanceof ApiError) handleReloginAnswer(error.body);
  }
}

/**
 * Starts the refresh check (every 10 s), the re-login check, and listening to the other tabs; the
 * shell calls it once logged in. Returns the function that stops everything.
 */
export function startSessionKeeper(options: { reloginCheck?: boolean } = {}): () => void {
  const refreshTimer = setInterval(() => {
    if (!running && refreshDue()) refreshSession().catch(() => {});
  }, REFRESH_CHECK_MS);
  const reloginTimer =
    options.reloginCheck === false
      ? undefined
      : setInterval(() => {
          if (globalThis.document?.visibilityState !== 'hidden') checkRelogin().catch(() => {});
        }, RELOGIN_CHECK_MS);
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    allowPasswordNotice();
    if (options.reloginCheck !== false) checkRelogin().catch(() => {});
  };
  globalThis.document?.addEventListener('visibilitychange', onVisible);
  const stopListening = onSessionMessage((message) => {
    if (message.type === 'tokens') adoptStoredTokens();
    else endSession('otherTab');
  });
  return () => {
    clearInterval(refreshTimer);
    if (reloginTimer) clearInterval(reloginTimer);
    globalThis.document?.removeEventListener('visibilitychange', onVisible);
    stopListening();
  };
}

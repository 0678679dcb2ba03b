/**
 * Screen lock (SPEC §4 "Screen lock"): locking sets a locked flag that survives a reload; a lock
 * password must exist first; unlocking needs it. Only its hash is kept in the browser.
 */
import { md5 } from './md5';
import { clearLock, sessionStore } from './session';
import { getStore, setStore } from './storage';
import { checkLockPassword } from './validators';

export function hasLockPassword(): boolean {
  return Boolean(getStore<string>('lockPassword'));
}

/** Sets the lock password; answers the validation key when it is empty. */
export function setLockPassword(password: string): ReturnType<typeof checkLockPassword> {
  const problem = checkLockPassword(password);
  if (!problem) setStore('lockPassword', md5(password));
  return problem;
}

/** Locks the screen; false when there is no lock password yet (ask for one first). */
export function lockScreen(): boolean {
  if (!hasLockPassword()) return false;
  setStore('isLock', true);
  sessionStore.setState({ locked: true });
  return true;
}

/** Unlocks when the password matches the lock password. */
export function unlockScreen(password: string): boolean {
  const stored = getStore<string>('lockPassword');
  if (!stored || md5(password) !== stored) return false;
  clearLock();
  return true;
}

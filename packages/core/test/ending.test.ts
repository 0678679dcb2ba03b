// SPEC §2 (empty token), §4 (logout, re-login check, other tabs), §8 (401): how a session ends.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  decideSessionEnd,
  dispatchTabs,
  endSession,
  getStore,
  initI18n,
  type Notice,
  navigation,
  notices,
  type SessionEndCause,
  sessionStore,
  storeTokens,
  tabsStore,
} from '../src';
import { allowPasswordNotice } from '../src/ending';

const open = { token: 't', passwordNoticeShown: false };
const PASSWORD_CHANGED = { level: 'info', key: 'passwordChanged', duration: 2 };

describe('what ends a session (the decision)', () => {
  it('a logout ends it, tells the other tabs and returns to /home (SPEC §2)', () => {
    expect(decideSessionEnd('logout', open)).toEqual({
      end: true,
      broadcast: true,
      notice: null,
      to: '/home/index',
    });
  });

  it('a 401 and a stale cookie end it, tell the other tabs and go to the login page', () => {
    for (const cause of ['unauthorized', 'staleCookie'] as SessionEndCause[]) {
      expect(decideSessionEnd(cause, open), cause).toEqual({
        end: true,
        broadcast: true,
        notice: null,
        to: '/login',
      });
      // even with the token already gone (the stale-cookie case is exactly that)
      expect(decideSessionEnd(cause, { ...open, token: '' }).end, cause).toBe(true);
    }
  });

  it('a changed password says so once until the page is seen again (SPEC §4)', () => {
    expect(decideSessionEnd('passwordChanged', open)).toEqual({
      end: true,
      broadcast: true,
      notice: PASSWORD_CHANGED,
      to: '/login',
    });
    expect(decideSessionEnd('passwordChanged', { ...open, passwordNoticeShown: true })).toMatchObject({
      end: true,
      notice: null,
    });
  });

  it("another tab's logout ends this tab's session without telling the others again", () => {
    expect(decideSessionEnd('otherTab', open)).toEqual({
      end: true,
      broadcast: false,
      notice: null,
      to: '/login',
    });
    expect(decideSessionEnd('otherTab', { ...open, token: '' })).toEqual({ end: false });
  });
});

describe('ending a session (carried out)', () => {
  const TOKEN = {
    access_token: 'a',
    refresh_token: 'r',
    tenant_id: '000000',
    user_id: '1',
    user_name: 'admin',
  };
  let shown: Notice[] = [];
  let navigated: string[] = [];

  beforeAll(async () => {
    await initI18n();
    notices.subscribe((notice) => shown.push(notice));
    navigation.subscribe((path) => navigated.push(path));
  });
  beforeEach(() => {
    localStorage.clear();
    shown = [];
    navigated = [];
    allowPasswordNotice();
  });

  it('clears the session and the tabs, shows the notice once and opens the login page', () => {
    storeTokens(TOKEN);
    dispatchTabs({ type: 'open', tab: { label: 'A', value: '/a' } });
    endSession('passwordChanged');
    expect(sessionStore.getState().token).toBe('');
    expect(getStore('token')).toBeUndefined();
    expect(tabsStore.getState().list).toEqual([]);
    expect(navigated).toEqual(['/login']);
    storeTokens(TOKEN);
    endSession('passwordChanged');
    expect(shown).toEqual([PASSWORD_CHANGED]);
    allowPasswordNotice();
    storeTokens(TOKEN);
    endSession('passwordChanged');
    expect(shown).toHaveLength(2);
  });

  it("does nothing for another tab's logout once this tab is logged out", () => {
    expect(endSession('otherTab')).toEqual({ end: false });
    expect(navigated).toEqual([]);
  });
});

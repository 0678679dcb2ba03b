/**
 * How a session ends (SPEC §2 "Route guard", §4 "Logout or forced logout", "Background re-login
 * check", §8 401), in the style of the route guard: `decideSessionEnd` says what a cause means (end
 * the session? tell the other browser tabs? which notice? where to go?), `endSession` is the one place
 * that carries it out. Telling the server (the user's own logout) is `auth.ts`'s `logout`.
 */
import { type Notice, navigation, notices } from './events';
import { HOME_PATH, LOGIN_PATH } from './paths';
import { clearSession, sessionStore } from './session';
import { dispatchTabs } from './tabs';

export type SessionEndCause =
  /** The user chose logout (the server was told first). */
  | 'logout'
  /** Any call answered 401 (SPEC §8): the server's message was already shown with the failure. */
  | 'unauthorized'
  /** The re-login check answered that the password was changed elsewhere (SPEC §4). */
  | 'passwordChanged'
  /** Another browser tab of the console logged out. */
  | 'otherTab'
  /** The route guard found the token cookie but no stored token (SPEC §2). */
  | 'staleCookie';

export interface SessionEndState {
  /** The stored access token ('' once logged out). */
  token: string;
  /** Whether the 'password changed' notice was shown since the page was last hidden (SPEC §4: once). */
  passwordNoticeShown: boolean;
}

export type SessionEndDecision =
  | { end: false }
  | {
      end: true;
      /** Whether the other browser tabs of the console log out too. */
      broadcast: boolean;
      notice: Notice | null;
      /** Where the console goes (without a session, the route guard sends every page to the login page). */
      to: string;
    };

const PASSWORD_CHANGED: Notice = { level: 'info', key: 'passwordChanged', duration: 2 }; // SPEC §4

export function decideSessionEnd(cause: SessionEndCause, state: SessionEndState): SessionEndDecision {
  switch (cause) {
    case 'otherTab':
      // that tab told everyone; a tab already logged out has nothing to end, and tells no one again
      return state.token ? { end: true, broadcast: false, notice: null, to: LOGIN_PATH } : { end: false };
    case 'passwordChanged':
      return {
        end: true,
        broadcast: true,
        notice: state.passwordNoticeShown ? null : PASSWORD_CHANGED,
        to: LOGIN_PATH,
      };
    case 'logout':
      // SPEC §2 "Top bar": logout clears menus and returns to /home
      return { end: true, broadcast: true, notice: null, to: HOME_PATH };
    case 'unauthorized':
    case 'staleCookie':
      return { end: true, broadcast: true, notice: null, to: LOGIN_PATH };
  }
}

let passwordNoticeShown = false;

/** SPEC §4: the 'password changed' notice may show again once the page has been hidden and shown. */
export function allowPasswordNotice(): void {
  passwordNoticeShown = false;
}

/**
 * Ends the session for `cause`: clears token, user, menus, lock and cookies (`clearSession`), closes
 * the tabs, tells the other browser tabs, shows the notice and asks the UI to open the login page.
 */
export function endSession(cause: SessionEndCause): SessionEndDecision {
  const decision = decideSessionEnd(cause, { token: sessionStore.getState().token, passwordNoticeShown });
  if (!decision.end) return decision;
  clearSession({ broadcast: decision.broadcast });
  dispatchTabs({ type: 'closeAll' });
  if (decision.notice) notices.emit(decision.notice);
  if (cause === 'passwordChanged') passwordNoticeShown = true;
  navigation.emit(decision.to);
  return decision;
}

/**
 * What the route guard needs to know, read from core (SPEC §2 "Route guard"): the session as a React
 * external store without pulling zustand's React binding into the login page, and the guard's input.
 */
import {
  activeHref,
  type GuardState,
  type MenuNode,
  sessionStore,
  tabsStore,
  tokenCookie,
} from '@lingxi/core';

export const subscribeSession = (listener: () => void) => sessionStore.subscribe(listener);
/** Changes whenever a fact the guard reads changes (token, lock). */
export const sessionKey = () => {
  const { token, locked } = sessionStore.getState();
  return `${token}|${locked}`;
};

/**
 * The guard's view of the session now. `menus` are the loaded menus; when none are given the menu rules
 * wait (`menusPending`): the console asks again once it has them.
 */
export function guardState(menus?: MenuNode[]): GuardState {
  const { token, locked } = sessionStore.getState();
  return {
    token,
    cookieToken: tokenCookie(),
    locked,
    menus: menus ?? null,
    menusPending: menus === undefined,
    returnTo: activeHref(tabsStore.getState()),
  };
}

// The token as a React external store, without pulling zustand's React binding into the login page.
import { sessionStore } from '@lingxi/core';

export const subscribeToken = (listener: () => void) => sessionStore.subscribe(listener);
export const currentToken = () => sessionStore.getState().token;

/** A cookie's value, or undefined (the route guard reads the access-token cookie, SPEC §2). */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

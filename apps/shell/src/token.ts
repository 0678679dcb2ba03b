// The token as a React external store, without pulling zustand's React binding into the login page.
import { sessionStore } from '@lingxi/core';

export const subscribeToken = (listener: () => void) => sessionStore.subscribe(listener);
export const currentToken = () => sessionStore.getState().token;

import { type SessionState, sessionStore } from '@lingxi/core';
import { useStore } from 'zustand';

/** Reads the shared session store (one instance across shell and centres). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

import { type MenuTexts, menuTexts, type SessionState, sessionStore } from '@lingxi/core';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';

/** Reads the shared session store (one instance across shell and centres). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/**
 * The menu texts of the interface language (SPEC §3 `meta.i18n`), for core's `menuName` and
 * `searchMenus`; a new function when the language changes, so what is derived from it follows.
 */
export function useMenuTexts(): MenuTexts {
  const { i18n } = useTranslation();
  return useMemo(() => menuTexts(i18n.language), [i18n.language]);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function watchReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3): the console then opens dialogs,
 * drop-downs and drawers without animating them. Follows the setting while the page is open.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    watchReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

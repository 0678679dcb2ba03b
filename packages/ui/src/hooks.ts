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

/** Whether a media query matches the window now; false where the window has none (a test's window). */
export function mediaMatches(query: string): boolean {
  return window.matchMedia?.(query).matches ?? false;
}

/**
 * A `useSyncExternalStore` subscription to changes of the media queries: made once per set of queries
 * (at module level), so React does not subscribe again on each drawing. Read with `mediaMatches` while
 * rendering, the first drawing already has the right answer: antd's `Grid.useBreakpoint` answers
 * nothing at first and draws its component a second time from a layout effect (issue 25).
 */
export function watchMedia(...queries: string[]): (onChange: () => void) => () => void {
  return (onChange) => {
    const lists = queries.map((query) => window.matchMedia?.(query));
    for (const list of lists) list?.addEventListener?.('change', onChange);
    return () => {
      for (const list of lists) list?.removeEventListener?.('change', onChange);
    };
  };
}

/**
 * Runs `work` once the browser has nothing else to do (`requestIdleCallback`), at the latest after
 * `timeoutMs`; a timer where the browser has no idle callbacks. Answers the function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const watchReducedMotion = watchMedia(REDUCED_MOTION);

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3): the console then opens dialogs,
 * drop-downs and drawers without animating them. Follows the setting while the page is open.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    watchReducedMotion,
    () => mediaMatches(REDUCED_MOTION),
    () => false,
  );
}

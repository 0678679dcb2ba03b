/** Small hooks of the console: screen class, core stores as React state, session services, intent. */
import {
  CENTRE_OF_TYPE,
  type MenuNode,
  type RestingIntent,
  restingIntent,
  type ScreenClass,
  screenClass,
  startInboxPoller,
  startSessionKeeper,
  type TabsState,
  tabsStore,
  typeOfPath,
} from '@lingxi/core';
import { whenIdle } from '@lingxi/ui';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { preloadCentre } from './remotes';

/** SPEC §2: the screen size class, following the window's width. */
export function useScreenClass(): ScreenClass {
  const [screen, setScreen] = useState(() => screenClass(window.innerWidth));
  useEffect(() => {
    const onResize = () => setScreen(screenClass(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return screen;
}

/**
 * Issue 25: a pointer (or the keyboard's focus) resting on a way to a page (a sidebar entry, a centre
 * tab) starts that page's centre, its code and its first list before the press.
 */
export function usePageIntent(menus: MenuNode[]): RestingIntent<string> {
  return useMemo(
    () =>
      restingIntent((path: string) => {
        const type = typeOfPath(menus, path);
        // settles once the page's code and first data are here (what `open` waits for)
        return type === undefined ? undefined : preloadCentre(CENTRE_OF_TYPE[type], path, true);
      }),
    [menus],
  );
}

export function useTabs(): TabsState {
  return useSyncExternalStore(tabsStore.subscribe, tabsStore.getState);
}

/** Right-click is suppressed in the shell (SPEC §2), except where text is edited. */
function suppressContextMenu(event: MouseEvent) {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, [contenteditable="true"]')) return;
  event.preventDefault();
}

/** How long the bell's first poll waits, at most, for the browser to be idle after the console's first drawing. */
const INBOX_START_MS = 2000;

/**
 * While the console is open: the session refresh and re-login check (SPEC §4), the bell's poll, and no browser context
 * menu. (Uncaught errors are collected from start-up on: see bootstrap.tsx.)
 *
 * `drawn`: whether the console has its menus (and so draws its first page). The bell's poll starts
 * after that, once the browser is idle: started with the console, its first request went out beside
 * the menus and the first page's rows, and took the gateway and a core while the console waited for
 * them and drew (issue 25).
 */
export function useConsoleServices(drawn: boolean): void {
  useEffect(() => {
    const stopKeeper = startSessionKeeper();
    document.addEventListener('contextmenu', suppressContextMenu);
    return () => {
      stopKeeper();
      document.removeEventListener('contextmenu', suppressContextMenu);
    };
  }, []);
  useEffect(() => {
    if (!drawn) return;
    // the bell's items: one poll for all open tabs (core's inboxPoller)
    let stopInbox: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stopInbox = startInboxPoller();
    }, INBOX_START_MS);
    return () => {
      cancel();
      stopInbox?.();
    };
  }, [drawn]);
}

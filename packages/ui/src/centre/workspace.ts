/**
 * The signed-in user's menus, as the shell and a standalone centre both need them: loaded once into
 * the session store, and turned into sidebar items.
 */
import {
  loadWorkspace,
  type MenuNode,
  type MenuTexts,
  menuHref,
  menuName,
  type RestingIntent,
  sessionStore,
} from '@lingxi/core';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

/** Loads menus and button permissions when the store has none; `failed` and `retry` for the UI. */
export function useWorkspace(): { menus: MenuNode[] | null; failed: boolean; retry: () => void } {
  // The store's menus as a state of this hook's own, set as the store changes (issue 25): read through
  // the store's own hook, their arrival drew the whole console and its page as urgent work (a store's
  // update always is), and React then ran every effect of that drawing, and what they draw again (the
  // sidebar's motion, the tooltips' targets, the table's column widths), before the first paint; as an
  // ordinary update, the console is painted first and they follow.
  const [menus, setMenus] = useState(() => sessionStore.getState().menus);
  useEffect(() => {
    setMenus(sessionStore.getState().menus); // a change between the first render and this effect
    return sessionStore.subscribe((state) => setMenus(state.menus));
  }, []);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadWorkspace().catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    // the store, not this render's snapshot: menus may have arrived between render and effect
    if (menus === null && sessionStore.getState().menus === null) load();
  }, [menus, load]);
  return { menus, failed, retry: load };
}

/** A page, or a group of them (antd Menu's item and sub-menu shapes). */
export type MenuItem =
  | { key: string; label: string; icon?: ReactNode; onMouseEnter?: () => void; onMouseLeave?: () => void }
  | { key: string; label: string; icon?: ReactNode; children: MenuItem[] };

/**
 * Sidebar items: groups keyed by id, pages by where they navigate (their path, or the frame route for
 * an external address); hidden pages left out, named in the interface language by `texts` (`menuName`:
 * the server's name, cleaned, without a text; SPEC §2, §3, §9). `icon` turns a menu entry's `source`
 * into an icon; `intent` hears a pointer resting on a page's entry, and leaving it (the shell starts
 * that page's code and first list before the press).
 */
export function menuItems(
  nodes: MenuNode[],
  icon?: (source: string | undefined) => ReactNode,
  texts?: MenuTexts,
  intent?: Pick<RestingIntent<string>, 'enter' | 'leave'>,
): MenuItem[] {
  return nodes
    .filter((node) => !node.meta?.hidden && node.category !== 2)
    .map((node) => {
      const label = menuName(node, texts);
      const extra = icon ? { icon: icon(node.source) } : {};
      if (node.children?.length)
        return {
          key: `group:${node.id}`,
          label,
          ...extra,
          children: menuItems(node.children, icon, texts, intent),
        };
      const key = menuHref(node);
      return intent
        ? { key, label, ...extra, onMouseEnter: () => intent.enter(key), onMouseLeave: intent.leave }
        : { key, label, ...extra };
    });
}

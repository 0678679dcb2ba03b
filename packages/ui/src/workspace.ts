/**
 * The signed-in user's menus, as the shell and a standalone centre both need them: loaded once into
 * the session store, and turned into sidebar items.
 */
import { loadWorkspace, type MenuNode } from '@lingxi/core';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from './hooks';

/** Loads menus and button permissions when the store has none; `failed` and `retry` for the UI. */
export function useWorkspace(): { menus: MenuNode[] | null; failed: boolean; retry: () => void } {
  const menus = useSession((state) => state.menus);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadWorkspace().catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    if (menus === null) load();
  }, [menus, load]);
  return { menus, failed, retry: load };
}

/** A page, or a group of them (antd Menu's item and sub-menu shapes). */
export type MenuItem = { key: string; label: string } | { key: string; label: string; children: MenuItem[] };

/** Sidebar items: groups keyed by id, pages by path; hidden pages left out (SPEC §2). */
export function menuItems(nodes: MenuNode[]): MenuItem[] {
  return nodes
    .filter((node) => !node.meta?.hidden)
    .map((node) =>
      node.children?.length
        ? { key: `group:${node.id}`, label: node.name, children: menuItems(node.children) }
        : { key: node.path, label: node.name },
    );
}

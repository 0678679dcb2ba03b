// What a role grant sends (PAGES.md "Roles": "only checked keys are sent, so half-checked parents are
// dropped: decide and test"), as pure functions over the trees of `menu/grant-tree`.
import type { GrantNode } from '@lingxi/ui';

export type GrantTab = 'menu' | 'dataScope' | 'apiScope';

/**
 * Menus: the grant editor sends the checked menus and buttons plus every ancestor of each, so a
 * half-checked parent is granted (a granted page stays reachable). Scopes: their tree hangs each
 * menu's scopes under that menu, so an ancestor there is a menu, not a scope: only scope ids are sent.
 * Keys the tree does not show (saved by someone who sees more) are kept.
 */
export function keysToSend(tab: GrantTab, tree: readonly GrantNode[], keys: readonly string[]): string[] {
  if (tab === 'menu') return [...keys];
  const menus = new Set<string>();
  const walk = (nodes: readonly GrantNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) {
        menus.add(node.id);
        walk(node.children);
      }
    }
  };
  walk(tree);
  return keys.filter((key) => !menus.has(key));
}

/** The grant to send: the edited tabs' keys, and what the server holds for the tabs not shown. */
export function grantOf(
  roleId: string,
  edited: Partial<Record<GrantTab, string[]>>,
  saved: Record<GrantTab, string[]>,
): { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] } {
  return {
    roleIds: [roleId],
    menuIds: edited.menu ?? saved.menu,
    dataScopeIds: edited.dataScope ?? saved.dataScope,
    apiScopeIds: edited.apiScope ?? saved.apiScope,
  };
}

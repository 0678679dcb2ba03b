/**
 * The rules of a checkable grant tree (PAGES "Roles": menus, data scopes, API scopes), as pure functions
 * over the tree the server sends (`menu/grant-tree`: core's TreeNode, keyed by `id`).
 *
 * The rule for what is SENT (decided here, see `grantedKeys`): the checked keys plus every ancestor of a
 * checked key. Saber sends only fully checked keys, so a menu whose parent is half-checked loses its
 * parent and cannot be reached; sending the path keeps every granted page reachable.
 *
 * The rule for what is SHOWN when the editor opens (see `openGrant`): with parent–child linkage, a node
 * shows checked only when all of its leaves are granted, so a saved parent with some children granted
 * shows half-checked, and saving it again sends the same keys. When the saved keys cannot be shown
 * linked without losing one (a parent granted with none of its children, saved by an unlinked edit), the
 * editor opens unlinked instead: opening and saving never changes a role's rights.
 */

/** What the rules need of a tree node; core's `TreeNode` fits. */
export interface GrantNode {
  id: string;
  title?: string | undefined;
  children?: readonly GrantNode[] | undefined;
}

interface TreeIndex {
  /** Every key, parents before their children (the tree's display order). */
  order: string[];
  parent: Map<string, string | undefined>;
  children: Map<string, string[]>;
}

const indexes = new WeakMap<readonly GrantNode[], TreeIndex>();

function indexTree(tree: readonly GrantNode[]): TreeIndex {
  const cached = indexes.get(tree);
  if (cached) return cached;
  const index: TreeIndex = { order: [], parent: new Map(), children: new Map() };
  const walk = (nodes: readonly GrantNode[], parent: string | undefined) => {
    for (const node of nodes) {
      index.order.push(node.id);
      index.parent.set(node.id, parent);
      index.children.set(
        node.id,
        (node.children ?? []).map((child) => child.id),
      );
      walk(node.children ?? [], node.id);
    }
  };
  walk(tree, undefined);
  indexes.set(tree, index);
  return index;
}

const isLeaf = (index: TreeIndex, key: string) => (index.children.get(key) ?? []).length === 0;

/** Every key of the tree, in display order. */
export function allKeys(tree: readonly GrantNode[]): string[] {
  return [...indexTree(tree).order];
}

/** Whether the tree holds the key. */
export function hasKey(tree: readonly GrantNode[], key: string): boolean {
  return indexTree(tree).parent.has(key);
}

/** The ancestors of the given keys that are not among them (what a tree shows half-checked). */
export function pathKeys(tree: readonly GrantNode[], keys: readonly string[]): string[] {
  const index = indexTree(tree);
  const given = new Set(keys);
  const found = new Set<string>();
  for (const key of keys) {
    for (let up = index.parent.get(key); up !== undefined; up = index.parent.get(up)) {
      if (!given.has(up)) found.add(up);
    }
  }
  return index.order.filter((key) => found.has(key));
}

/**
 * The keys to send for a tab: the checked keys, the half-checked ones antd reports, and every ancestor
 * of a checked key (unlinked, a child may be checked under an unchecked parent: the path is granted
 * too). Keys the tree does not show are kept: what the editor cannot show, it does not revoke.
 */
export function grantedKeys(
  tree: readonly GrantNode[],
  checked: readonly string[],
  halfChecked: readonly string[] = [],
): string[] {
  const index = indexTree(tree);
  const granted = new Set([...checked, ...halfChecked, ...pathKeys(tree, checked)]);
  const shown = index.order.filter((key) => granted.has(key));
  const unknown = [...granted].filter((key) => !index.parent.has(key));
  return [...shown, ...unknown];
}

/**
 * Parent–child linkage as antd's Tree applies it: a checked node checks all of its descendants; a
 * parent is checked when all of its children are, half-checked when some are. Keys outside the tree are
 * ignored.
 */
export function conduct(
  tree: readonly GrantNode[],
  keys: readonly string[],
): { checked: string[]; halfChecked: string[] } {
  const index = indexTree(tree);
  const checked = new Set<string>();
  const half = new Set<string>();
  const down = (key: string) => {
    checked.add(key);
    for (const child of index.children.get(key) ?? []) down(child);
  };
  for (const key of keys) if (index.parent.has(key)) down(key);
  // Children come after their parent in `order`: walking it backwards settles children first.
  for (const key of [...index.order].reverse()) {
    const children = index.children.get(key) ?? [];
    if (children.length === 0) continue;
    if (children.every((child) => checked.has(child))) checked.add(key);
    else if (children.some((child) => checked.has(child) || half.has(child))) half.add(key);
  }
  return {
    checked: index.order.filter((key) => checked.has(key)),
    halfChecked: index.order.filter((key) => half.has(key)),
  };
}

export interface OpenedGrant {
  /** Whether the tab opens with parent–child linkage. */
  linked: boolean;
  /** The keys shown checked (in the tree). */
  checked: string[];
  /** Saved keys the tree does not show: kept as they are. */
  hidden: string[];
}

/** How a tab opens from the keys the server has saved (see the module comment). */
export function openGrant(tree: readonly GrantNode[], saved: readonly string[]): OpenedGrant {
  const index = indexTree(tree);
  const hidden = saved.filter((key) => !index.parent.has(key));
  const known = saved.filter((key) => index.parent.has(key));
  const linkedChecked = conduct(
    tree,
    known.filter((key) => isLeaf(index, key)),
  ).checked;
  const kept = new Set(grantedKeys(tree, linkedChecked));
  if (known.every((key) => kept.has(key))) return { linked: true, checked: linkedChecked, hidden };
  return { linked: false, checked: index.order.filter((key) => known.includes(key)), hidden };
}

/** The keys checked after switching linkage: linking checks what the checked parents imply. */
export function relink(tree: readonly GrantNode[], checked: readonly string[], linked: boolean): string[] {
  return linked ? conduct(tree, checked).checked : [...checked];
}

/** Select all. */
export function checkAll(tree: readonly GrantNode[]): string[] {
  return allKeys(tree);
}

/**
 * Invert: linked, the leaves flip and their parents follow (a parent's own flip would be undone by
 * linkage); unlinked, every node flips.
 */
export function invertKeys(
  tree: readonly GrantNode[],
  checked: readonly string[],
  linked: boolean,
): string[] {
  const index = indexTree(tree);
  const was = new Set(checked);
  if (!linked) return index.order.filter((key) => !was.has(key));
  const leaves = index.order.filter((key) => isLeaf(index, key) && !was.has(key));
  return conduct(tree, leaves).checked;
}

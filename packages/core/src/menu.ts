/**
 * The server menu and the four centres as a pure model (SPEC §2 "Top bar", §4 "Menu type", §9; CONTRACT
 * "Menus"). Loading them is `workspace.ts`'s job.
 */

export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias?: string;
  path: string;
  source?: string;
  sort: number;
  category?: number;
  isOpen?: number;
  meta?: { i18n?: string; roles?: string[]; hidden?: boolean };
  children?: MenuNode[];
}

/** Menu types (SPEC §9): '' is the product system management centre. */
export const MENU_TYPES = ['', 'enterpriseTerminal', 'certification', 'promotion'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** The centre (federation remote) that serves each menu type (CENTRES.md). */
export const CENTRE_OF_TYPE: Record<MenuType, string> = {
  '': 'system',
  enterpriseTerminal: 'business',
  certification: 'identity',
  promotion: 'promotion',
};

/** SPEC §3: project is derived from the alias when it is one of the three named types. */
export function menuType(alias: string | undefined): MenuType {
  return alias === 'enterpriseTerminal' || alias === 'certification' || alias === 'promotion' ? alias : '';
}

/**
 * The top-level groups of one centre (SPEC §4 "Menu type", §9): ascending by sort when a type is
 * chosen, descending for the empty type (the product system management centre).
 */
export function menusOfType(menus: MenuNode[], type: MenuType): MenuNode[] {
  const order = type ? 1 : -1;
  return menus.filter((node) => menuType(node.alias) === type).sort((a, b) => order * (a.sort - b.sort));
}

/** SPEC §9: a menu name loses the suffix `_manage` (7 characters) and a trailing word for 'function'. */
export function cleanMenuName(name: string): string {
  let cleaned = name.endsWith('_manage') ? name.slice(0, -7) : name;
  cleaned = cleaned.replace(/(功能|\s+function)$/i, '');
  return cleaned || name;
}

/** A menu entry's text in the interface language, by its `meta.i18n` key; undefined when there is none. */
export type MenuTexts = (key: string) => string | undefined;

/**
 * What the console calls a menu entry (SPEC §3 `meta.i18n`): the text of its i18n key in the interface
 * language when there is one, else the server's name, cleaned (SPEC §9).
 */
export function menuName(node: Pick<MenuNode, 'name' | 'meta'>, texts?: MenuTexts): string {
  const key = node.meta?.i18n;
  return (key && texts?.(key)) || cleanMenuName(node.name);
}

/**
 * SPEC §6: an entry with a roles list in its meta is kept only when the user holds one of those roles
 * (set intersection); a group left without children goes too.
 */
export function filterByRoles(nodes: MenuNode[], roles: readonly string[]): MenuNode[] {
  const held = new Set(roles);
  return nodes.flatMap((node) => {
    const wanted = node.meta?.roles;
    if (wanted?.length && !wanted.some((role) => held.has(role))) return [];
    if (!node.children?.length) return [node];
    const children = filterByRoles(node.children, roles);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** SPEC §2: a menu path that is an external http(s) address or an html page opens in the frame route. */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path) || /\.html?([?#].*)?$/i.test(path);
}

export const FRAME_ROUTE = '/myiframe/urlPath';

/** Where a menu entry navigates: its own path, or the frame route carrying the address and the name. */
export function menuHref(node: Pick<MenuNode, 'path' | 'name'>): string {
  if (!isExternalPath(node.path)) return node.path;
  const query = new URLSearchParams({ src: node.path, name: node.name });
  return `${FRAME_ROUTE}?${query}`;
}

/** The address a frame route shows; only http(s) or same-origin html addresses are accepted. */
export function frameSource(search: string): string | undefined {
  const src = new URLSearchParams(search).get('src') ?? '';
  return src && isExternalPath(src) && !/^\s*javascript:/i.test(src) ? src : undefined;
}

/**
 * SPEC §2 "Menu search": prefix match on the name as the console shows it (`menuName`: English names
 * in English), case-insensitive, over leaf and non-hidden entries only. An empty text finds nothing.
 */
export function searchMenus(menus: MenuNode[], text: string, texts?: MenuTexts): MenuNode[] {
  const prefix = text.trim().toLowerCase();
  if (!prefix) return [];
  return leaves(menus).filter(
    (node) =>
      !node.meta?.hidden && node.category !== 2 && menuName(node, texts).toLowerCase().startsWith(prefix),
  );
}

export function leaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));
}

/** The first visible page of a centre: where its top tab jumps (SPEC §2). */
export function firstPath(menus: MenuNode[], type: MenuType): string | undefined {
  return leaves(menusOfType(menus, type)).find((node) => !node.meta?.hidden)?.path;
}

/** Which menu type owns a path, hidden pages included; undefined when the user has no such page. */
export function typeOfPath(menus: MenuNode[], path: string): MenuType | undefined {
  for (const group of menus) {
    if (leaves([group]).some((leaf) => leaf.path === path)) return menuType(group.alias);
  }
  return undefined;
}

export function findByPath(menus: MenuNode[], path: string): MenuNode | undefined {
  return leaves(menus).find((leaf) => leaf.path === path);
}

/** The menu entry a route shows: the page at `path`, or the external entry whose address the frame route carries. */
export function entryOfRoute(menus: MenuNode[], path: string, search: string): MenuNode | undefined {
  if (path !== FRAME_ROUTE) return findByPath(menus, path);
  const src = frameSource(search);
  return src ? findByPath(menus, src) : undefined;
}

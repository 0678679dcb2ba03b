/** The server menu and the four centres (SPEC §2 "Top bar", §4 "Menu type", §9; CONTRACT "Menus"). */
import { request } from './http';
import { fetchPermissions } from './permissions';
import { sessionStore } from './session';

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

export function fetchMenus(): Promise<MenuNode[]> {
  return request<MenuNode[]>({ url: '/lingxi-system/menu/system-routes', method: 'POST' });
}

/** The top-level groups of one centre, sorted ascending (SPEC §9). */
export function menusOfType(menus: MenuNode[], type: MenuType): MenuNode[] {
  return menus.filter((node) => menuType(node.alias) === type).sort((a, b) => a.sort - b.sort);
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

let loadingWorkspace: Promise<void> | null = null;

/**
 * Loads the user's menus and button permissions into the session store. Single-flight: the shell
 * starts it as soon as the token arrives, and the layout that asks again shares that request.
 */
export function loadWorkspace(): Promise<void> {
  loadingWorkspace ??= Promise.all([fetchMenus(), fetchPermissions()])
    .then(([menus, permissions]) => {
      sessionStore.setState({ menus, permissions });
    })
    .finally(() => {
      loadingWorkspace = null;
    });
  return loadingWorkspace;
}

/**
 * Loads the user's workspace, the menus and the button permissions (SPEC §3, §6; CONTRACT "Menus"),
 * into the session store. The models they become (`menu.ts`, `permissions.ts`) stay pure.
 */
import { request } from './http';
import { filterByRoles, type MenuNode } from './menu';
import { type ButtonNode, type Permissions, permissionFlags } from './permissions';
import { sessionStore, userRoles } from './session';

export function fetchMenus(): Promise<MenuNode[]> {
  return request<MenuNode[]>({ url: '/lingxi-system/menu/system-routes', method: 'POST' });
}

export async function fetchPermissions(): Promise<Permissions> {
  return permissionFlags(await request<ButtonNode[]>({ url: '/lingxi-system/menu/buttons' }));
}

let loadingWorkspace: Promise<void> | null = null;

/**
 * Loads the user's menus and button permissions into the session store. Single-flight: the shell
 * starts it as soon as the token arrives, and the layout that asks again shares that request.
 */
export function loadWorkspace(): Promise<void> {
  loadingWorkspace ??= Promise.all([fetchMenus(), fetchPermissions()])
    .then(([menus, permissions]) => {
      const roles = userRoles(sessionStore.getState().userInfo);
      sessionStore.setState({ menus: filterByRoles(menus, roles), permissions });
    })
    .finally(() => {
      loadingWorkspace = null;
    });
  return loadingWorkspace;
}

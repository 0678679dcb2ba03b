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

/** How long the menus wait, at most, for what was asked beside them (`loadWorkspace`'s `alongside`). */
export const ALONGSIDE_WAIT_MS = 150;

/**
 * Loads the user's menus and button permissions into the session store. Single-flight: the shell
 * starts it as soon as the token arrives, and the layout that asks again shares that request.
 *
 * `alongside`: what was asked at the same time for the first page (its rows). The menus are stored,
 * and so the console drawn, once it has come too, or after `ALONGSIDE_WAIT_MS`: the console and its
 * page are then drawn once, with their rows, instead of being drawn and then drawn again a moment
 * later when the rows arrive (on a 2-core machine each drawing of the console and a list page is a
 * task of 100-300 ms, and an answer that lands during one waits for its end).
 */
export function loadWorkspace(alongside?: Promise<unknown>): Promise<void> {
  loadingWorkspace ??= Promise.all([fetchMenus(), fetchPermissions()])
    .then(async ([menus, permissions]) => {
      if (alongside) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const patience = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, ALONGSIDE_WAIT_MS);
        });
        await Promise.race([alongside.catch(() => undefined), patience]);
        clearTimeout(timer);
      }
      const roles = userRoles(sessionStore.getState().userInfo);
      sessionStore.setState({ menus: filterByRoles(menus, roles), permissions });
    })
    .finally(() => {
      loadingWorkspace = null;
    });
  return loadingWorkspace;
}

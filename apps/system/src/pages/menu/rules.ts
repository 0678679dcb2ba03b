// Which menu rows offer what (PAGES.md "Web menus, app menus"), as pure functions.

/**
 * The alias of a top-level menu that holds the app's menus. The gateway keeps web and app menus in one
 * table; a top-level menu aliased `app` (and everything under it) is the app's, the rest the web's.
 */
export const APP_ALIAS = 'app';

export const isAppRoot = (row: { alias?: string | null }): boolean => row.alias === APP_ALIAS;

/** Only a menu (category 1) takes children; a button (category 2) is a leaf. */
export const takesChildren = (row: { category?: number | string }): boolean => Number(row.category) === 1;

/** A button's place (1 toolbar, 2 row, 3 both) means nothing on a menu: shown only for buttons. */
export const showsAction = (row: { category?: number | string; action?: number | string | null }): boolean =>
  Number(row.category) === 2 && row.action !== null && row.action !== undefined && Number(row.action) > 0;

/**
 * The top-level menus of the web (`app` false) or of the app, from the menu tree and the top level's
 * rows. The tree's nodes carry no alias, so the app's roots are known from the rows (issue 18: app
 * menus found no parent choice and showed their parent as its raw id).
 */
export function rootsOf<N extends { id?: string | number }>(
  tree: readonly N[],
  topRows: readonly { id?: string | number; alias?: string | null }[],
  app: boolean,
): N[] {
  const appIds = new Set(topRows.filter(isAppRoot).map((row) => String(row.id)));
  return tree.filter((node) => appIds.has(String(node.id)) === app);
}

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

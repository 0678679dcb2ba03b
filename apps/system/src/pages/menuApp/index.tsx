import { TreeCrudPage, type TreeLevels, treePrefetch } from '@lingxi/ui';
import { type Menu, menuApp } from '../menu/fields';
import { APP_ALIAS, isAppRoot, takesChildren } from '../menu/rules';

export { messages } from '../menu/messages';

/** A top-level menu added here belongs to the app. */
const appRoot = (): Partial<Menu> => ({ alias: APP_ALIAS, category: 1 });

/** The app menus' levels: the web menus left out at the top. */
const levels: TreeLevels<Menu> = { resource: menuApp, rootFilter: isAppRoot };

/** The top level it shows first, asked for beside the menus right after login. */
export const prefetch = treePrefetch(levels);

/** App menus: the tree under the top-level menus aliased `app`. */
export default function MenuAppPage() {
  return (
    <TreeCrudPage
      {...levels}
      initial={appRoot}
      addChild={{ label: 'menus.addChild', visible: takesChildren }}
    />
  );
}

import { TreeCrudPage, type TreeLevels, treePrefetch } from '@lingxi/ui';
import { type Menu, menu } from './fields';
import { isAppRoot, takesChildren } from './rules';

export { messages } from './messages';

const webRoot = (row: Menu) => !isAppRoot(row);

/** The web menus' levels: the app menus left out at the top. */
const levels: TreeLevels<Menu> = { resource: menu, rootFilter: webRoot };

/** The top level it shows first, asked for beside the menus right after login. */
export const prefetch = treePrefetch(levels);

/** Web menus: the lazy tree of menus and buttons, app menus left out. */
export default function MenuPage() {
  return <TreeCrudPage {...levels} addChild={{ label: 'menus.addChild', visible: takesChildren }} />;
}

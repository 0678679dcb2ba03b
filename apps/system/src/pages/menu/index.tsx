import { TreeCrudPage } from '@lingxi/ui';
import { type Menu, menu } from './fields';
import { isAppRoot, takesChildren } from './rules';

export { messages } from './messages';

const webRoot = (row: Menu) => !isAppRoot(row);

/** Web menus: the lazy tree of menus and buttons, app menus left out. */
export default function MenuPage() {
  return (
    <TreeCrudPage
      resource={menu}
      rootFilter={webRoot}
      addChild={{ label: 'menus.addChild', visible: takesChildren }}
    />
  );
}

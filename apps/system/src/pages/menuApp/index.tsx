import { TreeCrudPage } from '@lingxi/ui';
import { type Menu, menuApp } from '../menu/fields';
import { APP_ALIAS, isAppRoot, takesChildren } from '../menu/rules';

export { messages } from '../menu/messages';

/** A top-level menu added here belongs to the app. */
const appRoot = (): Partial<Menu> => ({ alias: APP_ALIAS, category: 1 });

/** App menus: the tree under the top-level menus aliased `app`. */
export default function MenuAppPage() {
  return (
    <TreeCrudPage
      resource={menuApp}
      rootFilter={isAppRoot}
      initial={appRoot}
      addChild={{ label: 'menus.addChild', visible: takesChildren }}
    />
  );
}

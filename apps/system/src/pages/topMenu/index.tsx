import {
  CheckTreeDialog,
  type CheckTreeTab,
  CrudPage,
  listPrefetch,
  openAction,
  useDisclosure,
} from '@lingxi/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { grantTopTree, topTreeKeys } from '../menu/fields';
import { grantTopMenus, type TopMenu, topMenu } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(topMenu);

/** Top menus: the list, and per top menu the menus it groups (`grant-top-tree`, `top-tree-keys`). */
export default function TopMenuPage() {
  const { t } = useTranslation();
  const granting = useDisclosure<TopMenu>();
  const rowActions = useMemo(
    () => [openAction('grant', 'topMenu.grant', 'edit', 'one', granting)],
    [granting.show],
  );
  const id = String(granting.record?.id);
  const tabs = useMemo<CheckTreeTab[]>(
    () => [
      {
        key: 'menu',
        label: t('topMenu.menus'),
        load: () => grantTopTree().then((trees) => trees.menu),
        checked: () => topTreeKeys([id]).then((keys) => keys.menu),
      },
    ],
    [id, t],
  );
  return (
    <>
      <CrudPage resource={topMenu} rowActions={rowActions} />
      <CheckTreeDialog
        {...granting.modalProps}
        title={t('topMenu.grantTitle', { name: granting.record?.name ?? '' })}
        tabs={tabs}
        save={(keys) => grantTopMenus([id], keys.menu ?? [])}
        success="topMenu.granted"
        invalidates={[topMenu]}
      />
    </>
  );
}

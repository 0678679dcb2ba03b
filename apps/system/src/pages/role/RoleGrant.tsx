/**
 * The grant of one role (PAGES.md "Roles"): tabs of checkable trees from `menu/grant-tree`, checked
 * from `role-tree-keys`, saved with `role/grant`, on the kit's `CheckTreeGrant`. Used by the roles
 * page's permission dialog and by the front-end and back-end permission pages, each with its own tabs;
 * a tab not shown keeps what the server holds.
 */
import { CheckTreeGrant, type CheckTreeGrantProps, type CheckTreeTab } from '@lingxi/ui';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type GrantTrees, grantTree, roleTreeKeys } from '../menu/fields';
import { grantRoles, role } from './fields';
import { type GrantTab, grantOf, keysToSend } from './rules';

export interface RoleGrantProps extends Pick<CheckTreeGrantProps, 'canSave' | 'onSaved' | 'onCancel'> {
  roleId: string;
  tabs: readonly GrantTab[];
}

const once = <T,>(load: () => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};

export function RoleGrant({ roleId, tabs, ...rest }: RoleGrantProps) {
  const { t } = useTranslation();
  // one request per opening for every tab's tree and keys
  const sources = useMemo(
    () => ({ trees: once(grantTree), keys: once(() => roleTreeKeys([roleId])) }),
    [roleId],
  );
  const trees = useRef<GrantTrees | null>(null);
  const editorTabs = useMemo<CheckTreeTab[]>(
    () =>
      tabs.map((tab) => ({
        key: tab,
        label: t(`role.tabs.${tab}`),
        load: () =>
          sources.trees().then((all) => {
            trees.current = all;
            return all[tab];
          }),
        checked: () => sources.keys().then((keys) => keys[tab]),
      })),
    [tabs, sources, t],
  );
  const save: CheckTreeGrantProps['save'] = async (value) => {
    const all = trees.current;
    if (!all) return;
    const edited: Partial<Record<GrantTab, string[]>> = {};
    for (const tab of tabs) edited[tab] = keysToSend(tab, all[tab], value[tab] ?? []);
    // the tabs not shown here keep what the server holds now
    const saved =
      tabs.length === 3 ? { menu: [], dataScope: [], apiScope: [] } : await roleTreeKeys([roleId]);
    await grantRoles(grantOf(roleId, edited, saved));
  };
  return (
    <div className="lx-role-grant">
      <CheckTreeGrant
        key={roleId}
        tabs={editorTabs}
        save={save}
        success="role.granted"
        invalidates={[role]}
        {...rest}
      />
    </div>
  );
}

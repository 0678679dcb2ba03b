/**
 * Government users (PAGES.md "Users"): the department tree filters the list; drawer form; toolbar
 * delete, role grant (pre-checked for one user), reset password, export `政府用户.xlsx` (SPEC §7).
 */
import { crudApi, type TreeNode } from '@lingxi/core';
import {
  CheckTreeDialog,
  type CheckTreeTab,
  ExportButton,
  type GrantNode,
  listPrefetch,
  openAction,
  useCan,
  useDisclosure,
} from '@lingxi/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordAction, type User, UsersPage } from '../shared/users';
import { govUser, govUserApi } from './fields';

export { partsReady } from '../shared/users';
export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(govUser);

const roleApi = crudApi<TreeNode>('/lingxi-system/role').having({ tree: 'tree' });

const asGrantNodes = (nodes: readonly TreeNode[]): GrantNode[] =>
  nodes.map((node) => ({
    id: String(node.id),
    title: String(node.title ?? ''),
    ...(node.children?.length ? { children: asGrantNodes(node.children) } : {}),
  }));

/**
 * The roles of the chosen users (SPEC §3 "User role grant": userIds, roleIds); one user's roles as
 * saved now (the list's row may be older than the last grant). A role's parent is a role of its own:
 * the keys go as checked (`strict`), no parent added.
 */
function grantTabs(users: readonly User[], label: string): CheckTreeTab[] {
  const one = users.length === 1 ? users[0]?.id : undefined;
  return [
    {
      key: 'role',
      label,
      strict: true,
      load: () => roleApi.tree().then(asGrantNodes),
      checked: async () => {
        if (!one) return [];
        const roleId = (await govUserApi.detail(String(one))).roleId;
        return roleId ? roleId.split(',') : [];
      },
    },
  ];
}

export default function GovUserPage() {
  const { t } = useTranslation();
  const can = useCan('govUser');
  const granting = useDisclosure<User[]>();
  const actions = useMemo(
    () => [openAction('grant', 'user.grant', 'edit', 'many', granting.show), resetPasswordAction(govUserApi)],
    [granting.show],
  );
  const users = granting.record ?? [];
  const tabs = useMemo(() => grantTabs(users, t('user.role')), [users, t]);
  return (
    <>
      <UsersPage
        resource={govUser}
        actions={actions}
        toolbarExtra={
          can('view') ? (
            <ExportButton url="/lingxi-user/export-user" exportName="governmentUsers" />
          ) : undefined
        }
      />
      <CheckTreeDialog
        {...granting.modalProps}
        title={t('user.grantTitle')}
        tabs={tabs}
        check={(keys) => ((keys.role ?? []).length === 0 ? 'user.chooseRole' : undefined)}
        save={(keys) =>
          govUserApi.custom('grant', {
            method: 'POST',
            params: { userIds: users.map((user) => user.id).join(','), roleIds: (keys.role ?? []).join(',') },
          })
        }
        success="user.grantDone"
        invalidates={[govUser]}
      />
    </>
  );
}

import {
  type CrudAction,
  DIALOG_WIDTH,
  openAction,
  TreeCrudPage,
  treePrefetch,
  useCan,
  useDisclosure,
} from '@lingxi/ui';
import { Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Role, role } from './fields';
import { RoleGrant } from './RoleGrant';

export { messages } from './messages';

/** The top level it shows first, asked for beside the menus right after login. */
export const prefetch = treePrefetch({ resource: role });

/** Roles: the tree table; permission settings for exactly one role; links to the permission pages. */
export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAssigned = useCan('assigned');
  const canAssignedBack = useCan('assignedBack');
  const granting = useDisclosure<Role>();
  const actions = useMemo(
    () => [openAction('grant', 'role.grant', 'edit', 'one', granting)],
    [granting.show],
  );
  const rowActions = useMemo<CrudAction<Role>[]>(
    () => [
      ...(canAssigned('view')
        ? [
            openAction<Role>('assigned', 'role.frontEnd', undefined, 'one', (rows) =>
              navigate(`/platform/assigned?roleId=${rows[0]?.id}`),
            ),
          ]
        : []),
      ...(canAssignedBack('view')
        ? [
            openAction<Role>('assignedBack', 'role.backEnd', undefined, 'one', (rows) =>
              navigate(`/platform/assignedBack?roleId=${rows[0]?.id}`),
            ),
          ]
        : []),
    ],
    [canAssigned, canAssignedBack, navigate],
  );

  return (
    <>
      <TreeCrudPage
        resource={role}
        actions={actions}
        rowActions={rowActions}
        addChild={{ label: 'role.addChild' }}
      />
      <Modal
        {...granting.modalProps}
        width={DIALOG_WIDTH}
        title={t('role.grantTitle', { name: granting.record?.roleName ?? '' })}
        mask={{ closable: false }}
        destroyOnHidden
        footer={null}
      >
        {granting.record?.id && (
          <RoleGrant
            roleId={granting.record.id}
            tabs={['menu', 'dataScope', 'apiScope']}
            onSaved={granting.close}
            onCancel={granting.close}
          />
        )}
      </Modal>
    </>
  );
}

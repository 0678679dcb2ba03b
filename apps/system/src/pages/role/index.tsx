import { type CrudAction, DIALOG_WIDTH, TreeCrudPage, useCan } from '@lingxi/ui';
import { Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Role, role } from './fields';
import { RoleGrant } from './RoleGrant';

export { messages } from './messages';

/** Roles: the tree table; permission settings for exactly one role; links to the permission pages. */
export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAssigned = useCan('assigned');
  const canAssignedBack = useCan('assignedBack');
  const [granting, setGranting] = useState<Role | null>(null);

  const actions = useMemo<CrudAction<Role>[]>(
    () => [
      {
        key: 'grant',
        label: 'role.grant',
        code: 'edit',
        select: 'one',
        run: (rows) => {
          setGranting(rows[0] ?? null);
          return undefined;
        },
      },
    ],
    [],
  );
  const rowActions = useMemo<CrudAction<Role>[]>(
    () => [
      ...(canAssigned('view')
        ? [
            {
              key: 'assigned',
              label: 'role.frontEnd',
              run: (rows: Role[]) => {
                navigate(`/platform/assigned?roleId=${rows[0]?.id}`);
                return undefined;
              },
            },
          ]
        : []),
      ...(canAssignedBack('view')
        ? [
            {
              key: 'assignedBack',
              label: 'role.backEnd',
              run: (rows: Role[]) => {
                navigate(`/platform/assignedBack?roleId=${rows[0]?.id}`);
                return undefined;
              },
            },
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
        actionsWidth={360}
      />
      <Modal
        open={granting !== null}
        width={DIALOG_WIDTH}
        title={t('role.grantTitle', { name: granting?.roleName ?? '' })}
        onCancel={() => setGranting(null)}
        mask={{ closable: false }}
        destroyOnHidden
        footer={null}
      >
        {granting?.id && (
          <RoleGrant
            roleId={granting.id}
            tabs={['menu', 'dataScope', 'apiScope']}
            canSave
            onSaved={() => setGranting(null)}
            onCancel={() => setGranting(null)}
          />
        )}
      </Modal>
    </>
  );
}

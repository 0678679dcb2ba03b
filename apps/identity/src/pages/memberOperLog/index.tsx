/**
 * The enterprise user operation log: the enterprises' users (searched by enterprise, account, name,
 * mobile number), and a user's operation records in a drawer (searched by operation and date).
 */
import { CrudPage, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterUser } from '../shared/api';
import { memberRecord, operLogMember } from './fields';

export { messages } from '../shared/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(operLogMember);

export default function MemberOperLogPage() {
  const { t } = useTranslation();
  const shown = useDisclosure<RegisterUser>();
  const rowActions = useMemo(
    () => [openAction('records', 'identity.records', 'view', 'one', shown)],
    [shown.show],
  );
  const member = shown.record;
  const query = useMemo(() => ({ registerUserId: String(member?.id ?? '') }), [member?.id]);
  return (
    <>
      <CrudPage
        resource={operLogMember}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      <Drawer
        {...shown.drawerProps}
        title={member ? t('identity.recordsOf', { account: member.account }) : ''}
        size={1000}
        destroyOnHidden
      >
        {member && (
          <CrudPage
            resource={memberRecord}
            query={query}
            listKey="records"
            standard={{ add: false, edit: false, delete: false }}
          />
        )}
      </Drawer>
    </>
  );
}

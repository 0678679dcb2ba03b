/**
 * Child accounts: the enterprises' administrators; an administrator's child accounts in a drawer,
 * added under it (account, password twice, name, SPEC §5 mobile number, e-mail) and removed (confirmed).
 */
import { CrudPage, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterUser } from '../shared/api';
import { memberAllows } from '../shared/rules';
import { childAccountAdmin, childAccountOf } from './fields';

export { messages } from '../shared/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(childAccountAdmin);

function ChildAccounts({ admin }: { admin: RegisterUser }) {
  const resource = useMemo(() => childAccountOf(admin), [admin]);
  const query = useMemo(() => ({ parentId: String(admin.id) }), [admin.id]);
  return (
    <CrudPage
      resource={resource}
      query={query}
      listKey="children"
      whole
      standard={{ edit: false, view: false }}
      initial={() => ({ parentId: String(admin.id) })}
      rowVisible={{ delete: memberAllows('removeChild') }}
    />
  );
}

export default function ChildAccountPage() {
  const { t } = useTranslation();
  const shown = useDisclosure<RegisterUser>();
  const rowActions = useMemo(
    () => [
      {
        ...openAction<RegisterUser>('childAccounts', 'identity.childAccounts', 'view', 'one', shown),
        visible: memberAllows('childAccounts'),
      },
    ],
    [shown.show],
  );
  const admin = shown.record;
  return (
    <>
      <CrudPage
        resource={childAccountAdmin}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      <Drawer
        {...shown.drawerProps}
        title={admin ? t('identity.childAccountsOf', { account: admin.account }) : ''}
        size={1000}
        destroyOnHidden
      >
        {admin && <ChildAccounts admin={admin} />}
      </Drawer>
    </>
  );
}

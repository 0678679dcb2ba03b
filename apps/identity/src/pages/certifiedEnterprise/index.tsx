/**
 * Certified enterprises (CENTRES.md: detail, registered users, reset password): the list searched by
 * name, credit code and certification date; an enterprise's detail drawer with its registered users,
 * each with its own detail and a password reset (confirmed; the server's message).
 */
import {
  type CrudAction,
  CrudPage,
  DetailDrawer,
  DetailView,
  listPrefetch,
  openAction,
  useDisclosure,
} from '@lingxi/ui';
import { Divider } from 'antd';
import { useMemo } from 'react';
import {
  type CertifiedEnterprise,
  certifiedEnterpriseApi,
  identityCalls,
  type RegisterUser,
} from '../shared/api';
import { memberAllows } from '../shared/rules';
import { certifiedEnterprise, enterpriseUser } from './fields';

export { messages } from '../shared/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(certifiedEnterprise);

/** The reset of a registered user's password (certifiedEnterprise_resetPassword). */
export const resetPasswordAction: CrudAction<RegisterUser> = {
  key: 'resetPassword',
  label: 'identity.resetPassword',
  code: 'resetPassword',
  confirm: 'identity.confirmReset',
  success: 'identity.resetDone',
  danger: true,
  visible: memberAllows('resetPassword'),
  run: (rows) => identityCalls.resetPassword(String(rows[0]?.id)),
};

function EnterpriseFacts({ enterprise }: { enterprise: CertifiedEnterprise }) {
  const query = useMemo(() => ({ enterpriseId: String(enterprise.id) }), [enterprise.id]);
  return (
    <>
      <DetailView fields={certifiedEnterprise.fields} record={enterprise} createTime={false} />
      <Divider />
      <CrudPage
        resource={enterpriseUser}
        query={query}
        listKey="users"
        standard={{ add: false, edit: false, delete: false }}
        rowActions={[resetPasswordAction]}
      />
    </>
  );
}

export default function CertifiedEnterprisePage() {
  const shown = useDisclosure<CertifiedEnterprise>();
  const rowActions = useMemo(() => [openAction('detail', 'crud.view', 'view', 'one', shown)], [shown.show]);
  return (
    <>
      <CrudPage resource={certifiedEnterprise} standard={{ view: false }} rowActions={rowActions} />
      <DetailDrawer
        api={certifiedEnterpriseApi}
        id={shown.record?.id}
        onClose={shown.close}
        title="identity.enterpriseDetail"
        size={1000}
      >
        {(enterprise) => <EnterpriseFacts enterprise={enterprise} />}
      </DetailDrawer>
    </>
  );
}

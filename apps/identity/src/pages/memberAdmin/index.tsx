/**
 * Administrators: every member of a certified enterprise, its role shown; a member who is not the
 * administrator can be made it (confirmed): the administrator before steps down, exactly one per
 * enterprise, and its child accounts move to the new one.
 */
import { type CrudAction, CrudPage, listPrefetch } from '@lingxi/ui';
import { identityCalls, type RegisterUser } from '../shared/api';
import { memberAllows } from '../shared/rules';
import { adminMember } from './fields';

export { messages } from '../shared/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(adminMember);

const ROW_ACTIONS: CrudAction<RegisterUser>[] = [
  {
    key: 'makeAdministrator',
    label: 'identity.makeAdministrator',
    code: 'setting',
    confirm: 'identity.confirmAdministrator',
    success: 'identity.administratorSet',
    visible: memberAllows('makeAdministrator'),
    run: (rows) => identityCalls.makeAdministrator(rows[0] as RegisterUser),
  },
];

export default function MemberAdminPage() {
  return (
    <CrudPage
      resource={adminMember}
      standard={{ add: false, edit: false, delete: false, view: false }}
      rowActions={ROW_ACTIONS}
    />
  );
}

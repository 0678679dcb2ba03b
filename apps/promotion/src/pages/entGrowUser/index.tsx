/**
 * Enterprise-growth users: list and search, edit in a drawer, the status switch, and a new password
 * (asks first) for the chosen enabled accounts; which row offers what is `growthUserActions` (./rules).
 */
import { type CrudAction, CrudPage, listPrefetch } from '@lingxi/ui';
import { entGrowUser, type GrowthUser, resetPasswords } from './fields';
import { offers } from './rules';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(entGrowUser);

const reset = (rows: GrowthUser[]) => resetPasswords(rows.map((row) => String(row.id)));

const actions: CrudAction<GrowthUser>[] = [
  {
    key: 'resetPassword',
    label: 'promotion.entGrowUser.resetPassword',
    code: 'edit',
    select: 'many',
    confirm: 'promotion.entGrowUser.confirmReset',
    success: 'promotion.entGrowUser.resetDone',
    run: reset,
  },
];

const rowActions: CrudAction<GrowthUser>[] = [
  { ...(actions[0] as CrudAction<GrowthUser>), select: 'one', visible: offers('resetPassword') },
];

export default function EntGrowUserPage() {
  return (
    <CrudPage
      resource={entGrowUser}
      standard={{ add: false, delete: false }}
      actions={actions}
      rowActions={rowActions}
      rowVisible={{ edit: offers('edit') }}
    />
  );
}

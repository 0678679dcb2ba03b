/**
 * Single sign-on user systems: the connected systems (add, edit, view, delete); a system's bound
 * accounts in a drawer, where an account is bound once checkAuth has said it may be (otherwise the
 * reason is said and the form kept), and a binding undone (confirmed). A disabled system takes none.
 */
import { ApiError, type Id, notices } from '@lingxi/core';
import {
  type CrudAction,
  CrudPage,
  listPrefetch,
  openAction,
  useActionDialog,
  useDisclosure,
} from '@lingxi/ui';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Binding, identityCalls, type UserSystem } from '../shared/api';
import { bindVerdict, canUnbind, systemActions } from '../shared/rules';
import { BIND_FIELDS, type BindValues, binding, userSystem } from './fields';

export { messages } from '../shared/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(userSystem);

/** Binds after the check; a refusal is said with the server's reason, and the form stays as typed. */
export async function checkThenBind(systemId: Id, values: BindValues, refused: (reason: string) => string) {
  const account = values.account.trim();
  const extAccount = values.extAccount.trim();
  const verdict = bindVerdict(await identityCalls.checkBind(systemId, account, extAccount));
  if (!verdict.bind) {
    notices.emit({ level: 'error', text: refused(verdict.reason) });
    throw new ApiError(400, verdict.reason);
  }
  return identityCalls.bind(systemId, account, extAccount);
}

function Bindings({ system }: { system: UserSystem }) {
  const { t } = useTranslation();
  const systemId = String(system.id);
  const query = useMemo(() => ({ systemId }), [systemId]);
  const bind = useActionDialog<Binding, BindValues>(binding, {
    title: 'identity.bind',
    fields: BIND_FIELDS,
    okText: 'identity.bindOk',
    success: 'identity.bound',
    submit: (values) => checkThenBind(systemId, values, (reason) => t('identity.refused', { reason })),
  });
  const actions = useMemo<CrudAction<Binding>[]>(
    () =>
      systemActions(system).includes('bind')
        ? [{ key: 'bind', label: 'identity.bind', code: 'bind', primary: true, run: bind.open }]
        : [],
    [system, bind.open],
  );
  const rowActions = useMemo<CrudAction<Binding>[]>(
    () => [
      {
        key: 'unbind',
        label: 'identity.unbind',
        code: 'bind',
        danger: true,
        confirm: 'identity.confirmUnbind',
        success: 'identity.unbound',
        visible: canUnbind,
        run: (rows) => identityCalls.bind(systemId, String(rows[0]?.account), ''),
      },
    ],
    [systemId],
  );
  return (
    <>
      <CrudPage
        resource={binding}
        query={query}
        listKey="bindings"
        standard={{ add: false, edit: false, delete: false, view: false }}
        actions={actions}
        rowActions={rowActions}
      />
      {bind.dialog}
    </>
  );
}

export default function UserSystemPage() {
  const { t } = useTranslation();
  const shown = useDisclosure<UserSystem>();
  const rowActions = useMemo(
    () => [openAction('bindings', 'identity.bindings', 'view', 'one', shown)],
    [shown.show],
  );
  const system = shown.record;
  return (
    <>
      <CrudPage resource={userSystem} rowActions={rowActions} />
      <Drawer
        {...shown.drawerProps}
        title={system ? t('identity.bindingsOf', { name: system.systemName }) : ''}
        size={1000}
        destroyOnHidden
      >
        {system && <Bindings system={system} />}
      </Drawer>
    </>
  );
}

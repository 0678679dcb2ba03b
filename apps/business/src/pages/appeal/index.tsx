import {
  type CrudAction,
  CrudPage,
  listPrefetch,
  openAction,
  ResourceExportButton,
  useActionDialog,
  useDisclosure,
  useRunAction,
} from '@lingxi/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppealAction } from './actions';
import { type Appeal, appealFlow, type DistributionRecord, EXPORTS } from './api';
import { AppealDrawer } from './details';
import { appeal } from './fields';
import { useRecordActions } from './recordActions';
import { appealSubject, offeredBy, useAppealUser } from './user';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(appeal);

/** The actions of an appeal's records its detail offers here (the others are the handling pages'). */
const DRAWER_ACTIONS = ['urge', 'close', 'setLight'];

export default function AppealPage() {
  const { t } = useTranslation();
  const user = useAppealUser();
  const offers = useCallback((action: AppealAction) => offeredBy(user, appealSubject, action), [user]);
  const shown = useDisclosure<Appeal>();
  const urge = useActionDialog<Appeal, { content: string }>(appeal, {
    title: 'appeal.urge',
    fields: [{ name: 'content', label: 'appeal.urgeContent', valueType: 'textarea', rules: ['required'] }],
    success: 'appeal.urged',
    submit: (values, rows) => appealFlow.urgeAppeal(String(rows[0]?.id), values.content),
  });
  const records = useRecordActions<DistributionRecord & { id?: string }>(appeal as never);
  const runRecord = useRunAction(appeal as never);
  const rowActions = useMemo<CrudAction<Appeal>[]>(
    () => [
      openAction('detail', 'crud.view', 'view', 'one', shown),
      {
        key: 'submit',
        label: 'appeal.submit',
        code: 'edit',
        confirm: 'appeal.confirmSubmit',
        success: 'appeal.submitted',
        visible: offers('submit'),
        run: (rows) => (rows[0] ? appealFlow.submitDraft(rows[0]) : undefined),
      },
      { key: 'urge', label: 'appeal.urge', code: 'urge', visible: offers('urge'), run: urge.open },
    ],
    [offers, urge.open, shown.show],
  );
  return (
    <>
      <CrudPage
        resource={appeal}
        standard={{ view: false }}
        rowVisible={{ edit: offers('edit'), delete: offers('delete') }}
        rowActions={rowActions}
        initial={() => ({ saveStatus: 0 })}
        toolbarExtra={
          <ResourceExportButton resource={appeal} url={EXPORTS.appeal} fileName={t('appeal.exportName')} />
        }
      />
      {urge.dialog}
      {records.dialogs}
      <AppealDrawer
        appealId={shown.record?.id}
        onClose={shown.close}
        actions={records.actions.filter((action) => DRAWER_ACTIONS.includes(action.key))}
        onAction={(action, rows) => void runRecord(action as never, rows as never)}
      />
    </>
  );
}

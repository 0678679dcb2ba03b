import { type CrudAction, CrudPage, useActionDialog, useRunAction, useSession } from '@lingxi/ui';
import { useCallback, useMemo, useState } from 'react';
import { type AppealButton, appealButtons } from './actions';
import { type Appeal, appealFlow, type DistributionRecord } from './api';
import { appeal } from './fields';
import { AppealDrawer, useRecordActions } from './pieces';

export { messages } from './messages';

export default function AppealPage() {
  const permissions = useSession((state) => state.permissions);
  const offers = useCallback(
    (button: AppealButton) => (row: Appeal) => appealButtons(row, permissions).includes(button),
    [permissions],
  );
  const [shown, setShown] = useState<string | undefined>();
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
      {
        key: 'detail',
        label: 'crud.view',
        code: 'view',
        run: (rows) => {
          setShown(rows[0]?.id);
          return undefined;
        },
      },
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
    [offers, urge.open],
  );
  return (
    <>
      <CrudPage
        resource={appeal}
        standard={{ view: false }}
        rowVisible={{ edit: offers('edit'), delete: offers('delete') }}
        rowActions={rowActions}
        initial={() => ({ saveStatus: 0 })}
      />
      {urge.dialog}
      {records.dialogs}
      <AppealDrawer
        appealId={shown}
        onClose={() => setShown(undefined)}
        actions={records.actions.filter((action) => action.key === 'urge' || action.key === 'close')}
        onAction={(action, rows) => void runRecord(action as never, rows as never)}
      />
    </>
  );
}

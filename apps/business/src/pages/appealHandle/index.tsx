import { type CrudAction, CrudPage, useRunAction } from '@lingxi/ui';
import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideActions, HANDLE_TABS, type HandleTab } from '../appeal/actions';
import type { DistributionRecord } from '../appeal/api';
import { RecordDrawer, useRecordActions } from '../appeal/pieces';
import { appealHandle } from './fields';

export { messages } from '../appeal/messages';

type Rec = DistributionRecord & { id?: string };

export default function AppealHandlePage() {
  const { t } = useTranslation();
  const flow = useRecordActions<Rec>(appealHandle);
  // the lists this user works from (a handler's, an auditor's), decided as every button is
  const tabs = decideActions({ kind: 'handling' }, flow.user);
  const [picked, setTab] = useState<HandleTab | undefined>();
  const tab = picked && tabs.includes(picked) ? picked : tabs[0];
  const query = HANDLE_TABS.find((one) => one.key === tab)?.query ?? {};
  const [shown, setShown] = useState<string | undefined>();
  const runAction = useRunAction(appealHandle);
  const rowActions = useMemo<CrudAction<Rec>[]>(
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
      ...flow.actions,
    ],
    [flow.actions],
  );
  return (
    <>
      <CrudPage
        resource={appealHandle}
        standard={{ add: false, edit: false, delete: false, view: false }}
        query={query}
        rowActions={rowActions}
        toolbarExtra={
          <Tabs
            className="lx-appeal-tabs"
            size="small"
            activeKey={tab}
            onChange={(key) => setTab(key as HandleTab)}
            items={tabs.map((key) => ({ key, label: t(`appealHandle.tabs.${key}`) }))}
          />
        }
      />
      {flow.dialogs}
      <RecordDrawer
        recordId={shown}
        base={appealHandle.api.base}
        onClose={() => setShown(undefined)}
        actions={flow.actions}
        onAction={(action, rows) => void runAction(action, rows)}
      />
    </>
  );
}

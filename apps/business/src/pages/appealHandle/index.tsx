import {
  CountLabel,
  type CrudAction,
  CrudPage,
  openAction,
  useCounts,
  useDisclosure,
  useOpenFromAddress,
  useRunAction,
} from '@lingxi/ui';
import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideActions, HANDLE_TABS, type HandleTab } from '../appeal/actions';
import type { DistributionRecord } from '../appeal/api';
import { RecordDrawer } from '../appeal/details';
import { useRecordActions } from '../appeal/recordActions';
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
  const shown = useDisclosure<Rec>();
  // the tabs' counts in one request; the record the bell leads to (?open=<id>)
  const counts = useCounts('appealHandle', appealHandle.api);
  useOpenFromAddress((id) => shown.show({ id } as Rec));
  const runAction = useRunAction(appealHandle);
  const rowActions = useMemo<CrudAction<Rec>[]>(
    () => [openAction('detail', 'crud.view', 'view', 'one', shown), ...flow.actions],
    [flow.actions, shown.show],
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
            items={tabs.map((key) => ({
              key,
              label: <CountLabel label={t(`appealHandle.tabs.${key}`)} count={counts?.[key]} />,
            }))}
          />
        }
      />
      {flow.dialogs}
      <RecordDrawer
        recordId={shown.record?.id}
        onClose={shown.close}
        actions={flow.actions}
        onAction={(action, rows) => void runAction(action, rows)}
      />
    </>
  );
}

import {
  CountLabel,
  type CrudAction,
  CrudPage,
  listPrefetch,
  openAction,
  ResourceExportButton,
  useCounts,
  useDisclosure,
  useOpenFromAddress,
  useRunAction,
} from '@lingxi/ui';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { decideActions, type HandleTab, shownHandleTab } from '../appeal/actions';
import { type DistributionRecord, EXPORTS } from '../appeal/api';
import { RecordDrawer } from '../appeal/details';
import { useRecordActions } from '../appeal/recordActions';
import { sessionAppealUser } from '../appeal/user';
import { appealHandle } from './fields';

export { messages } from '../appeal/messages';

/** The list it shows first (the user's first handling list, or the address's), asked for before it renders. */
export const prefetch = (search: string) => {
  const { query } = shownHandleTab(
    decideActions({ kind: 'handling' }, sessionAppealUser()),
    new URLSearchParams(search).get('tab'),
  );
  return listPrefetch(appealHandle, query)(search);
};

type Rec = DistributionRecord & { id?: string };

export default function AppealHandlePage() {
  const { t } = useTranslation();
  const flow = useRecordActions<Rec>(appealHandle);
  // the lists this user works from (a handler's, an auditor's), decided as every button is
  const tabs = decideActions({ kind: 'handling' }, flow.user);
  // the list shown is kept in the address (`?tab=`) beside the search, so a link opens it (the home page's)
  const [params, setParams] = useSearchParams();
  const { tab, query } = shownHandleTab(tabs, params.get('tab'));
  const setTab = (key: HandleTab) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', key);
      next.delete('current'); // another list starts at its first page
      return next;
    });
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
          <>
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
            {/* the tab's list as filtered, as .xlsx */}
            <ResourceExportButton
              resource={appealHandle}
              query={query}
              url={EXPORTS.records}
              fileName={t('appealHandle.exportName')}
            />
          </>
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

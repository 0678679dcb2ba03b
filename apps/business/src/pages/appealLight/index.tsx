import {
  type CrudAction,
  CrudPage,
  listPrefetch,
  openAction,
  useActionDialog,
  useDisclosure,
} from '@lingxi/ui';
import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offers } from '../appeal/actions';
import { appealFlow, type DeptLight, type DistributionRecord, lightBoardApi } from '../appeal/api';
import { RecordDrawer } from '../appeal/details';
import { useRecordActions } from '../appeal/recordActions';
import { useAppealUser } from '../appeal/user';
import { appealLight, DEPT_LIGHT_FIELDS, type DeptLightValues, deptLight } from './fields';

export { messages } from '../appeal/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(appealLight);

type Rec = DistributionRecord & { id?: string };

/** The actions of a record the light board offers (its handling is the handling page's). */
const BOARD_ACTIONS = ['setLight', 'urge'];

function RecordLights() {
  const shown = useDisclosure<Rec>();
  const flow = useRecordActions<Rec>(appealLight);
  const rowActions = useMemo<CrudAction<Rec>[]>(
    () => [
      openAction('detail', 'crud.view', 'view', 'one', shown),
      // a light is set on a record a department holds (`decideActions`), and it is urged
      ...BOARD_ACTIONS.flatMap((key) => flow.actions.filter((action) => action.key === key)),
    ],
    [flow.actions, shown.show],
  );
  return (
    <>
      <CrudPage
        resource={appealLight}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {flow.dialogs}
      <RecordDrawer recordId={shown.record?.id} api={lightBoardApi} onClose={shown.close} />
    </>
  );
}

function DeptLights() {
  const user = useAppealUser();
  const setLight = useActionDialog<DeptLight & { id?: string }, DeptLightValues>(deptLight, {
    title: 'appealLight.setDeptLight',
    fields: DEPT_LIGHT_FIELDS,
    success: 'appealLight.saved',
    initial: (rows) => ({
      flight: rows[0]?.flight ?? 'yellow',
      flightReason: rows[0]?.flightReason ?? undefined,
    }),
    submit: (values, rows) =>
      appealFlow.setDeptLight(String(rows[0]?.deptId), values.flight, values.flightReason || undefined),
  });
  return (
    <>
      <CrudPage
        resource={deptLight}
        listKey="depts" // its own page, size and filters: the records tab's do not carry over
        whole // the board answers every department at once: paged here
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={[
          {
            key: 'setDeptLight',
            label: 'appealLight.setDeptLight',
            code: 'edit',
            visible: () => offers({ kind: 'department' }, user, 'setLight'),
            run: setLight.open,
          },
        ]}
      />
      {setLight.dialog}
    </>
  );
}

export default function AppealLightPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('records');
  return (
    <Tabs
      className="lx-appeal-light-tabs"
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'records', label: t('appealLight.records'), children: <RecordLights /> },
        { key: 'depts', label: t('appealLight.depts'), children: <DeptLights /> },
      ]}
    />
  );
}

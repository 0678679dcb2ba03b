import { type CrudAction, CrudPage, useActionDialog } from '@lingxi/ui';
import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_STATES } from '../appeal/actions';
import { appealFlow, type DeptLight, type DistributionRecord, lightBoardApi } from '../appeal/api';
import { RecordDrawer, useRecordActions } from '../appeal/pieces';
import {
  appealLight,
  DEPT_LIGHT_FIELDS,
  type DeptLightValues,
  deptLight,
  LIGHT_FIELDS,
  type LightValues,
} from './fields';

export { messages } from '../appeal/messages';

type Rec = DistributionRecord & { id?: string };

function RecordLights() {
  const [shown, setShown] = useState<string | undefined>();
  const flow = useRecordActions<Rec>(appealLight);
  const setLight = useActionDialog<Rec, LightValues>(appealLight, {
    title: 'appealLight.setLight',
    fields: LIGHT_FIELDS,
    success: 'appealLight.saved',
    initial: (rows) => ({
      fLightCode: rows[0]?.manualLight?.fLightCode ?? 'red',
      fReasonCode: rows[0]?.manualLight?.fReasonCode,
      fDescription: rows[0]?.manualLight?.fDescription ?? undefined,
    }),
    submit: (values, rows) =>
      appealFlow.setLight(String(rows[0]?.id), values.fLightCode, values.fReasonCode, values.fDescription),
  });
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
      {
        key: 'setLight',
        label: 'appealLight.setLight',
        code: 'edit',
        // a record a department holds, or one disposed or closed (its light is kept)
        visible: (row) => [...OPEN_STATES, 'disposed', 'closed'].includes(row.state),
        run: setLight.open,
      },
      ...flow.actions.filter((action) => action.key === 'urge'),
    ],
    [flow.actions, setLight.open],
  );
  return (
    <>
      <CrudPage
        resource={appealLight}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {setLight.dialog}
      {flow.dialogs}
      <RecordDrawer
        recordId={shown}
        base={lightBoardApi.base}
        load={lightBoardApi.detail}
        onClose={() => setShown(undefined)}
      />
    </>
  );
}

function DeptLights() {
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
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={[
          { key: 'setDeptLight', label: 'appealLight.setDeptLight', code: 'edit', run: setLight.open },
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

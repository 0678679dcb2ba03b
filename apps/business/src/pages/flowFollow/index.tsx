/**
 * Follow-up (issue 21): the tenant's running instances (process, title, starter, current task and
 * assignee, started); each one's diagram with its current node; deleted with a required reason.
 */
import {
  type CrudAction,
  CrudPage,
  DetailDrawer,
  listPrefetch,
  openAction,
  useActionDialog,
  useDisclosure,
  useSession,
} from '@lingxi/ui';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { decideInstanceActions, type InstanceAction } from '../flow/actions';
import { flowAdmin, type RunningInstance } from '../flow/api';
import { historyOf } from '../work/api';
import { HistoryTimeline, InstanceDiagram } from '../work/tasks';
import { DELETE_INSTANCE_FIELDS, type DeleteInstanceValues, flowFollow } from './fields';

export { messages } from '../flow/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(flowFollow);

export default function FlowFollowPage() {
  const codes = useSession((state) => state.permissions);
  const offers = (action: InstanceAction) => () => decideInstanceActions(codes).includes(action);
  const viewing = useDisclosure<RunningInstance>();
  const remove = useActionDialog<RunningInstance, DeleteInstanceValues>(flowFollow, {
    title: 'flowFollow.deleteTitle',
    fields: DELETE_INSTANCE_FIELDS,
    okText: 'flowFollow.delete',
    success: 'flowFollow.deleted',
    submit: (values, rows) => flowAdmin.deleteInstance(rows[0] as RunningInstance, values.deleteReason),
  });
  const rowActions = useMemo<CrudAction<RunningInstance>[]>(
    () => [
      {
        ...openAction('diagram', 'flowFollow.diagram', undefined, 'one', viewing),
        visible: offers('diagram'),
      },
      {
        key: 'delete',
        label: 'flowFollow.delete',
        code: 'delete',
        danger: true,
        visible: offers('delete'),
        run: remove.open,
      },
    ],
    [viewing.show, remove.open, codes],
  );
  const shown = viewing.record;
  return (
    <>
      <CrudPage
        resource={flowFollow}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {remove.dialog}
      <DetailDrawer
        api={flowFollow.api}
        id={shown?.processInstanceId}
        load={historyOf}
        title="flowFollow.diagram"
        onClose={viewing.close}
        size={900}
      >
        {(history) => (
          <>
            <Typography.Title level={5}>
              {shown?.processDefinitionName} · {shown?.title}
            </Typography.Title>
            {shown ? <InstanceDiagram api={flowFollow.api} instanceId={shown.processInstanceId} /> : null}
            <HistoryTimeline entries={history} />
          </>
        )}
      </DetailDrawer>
    </>
  );
}

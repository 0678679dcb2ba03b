/**
 * The pieces the task pages share: the user as the decision sees him, the task's actions (each a button
 * only where `decideTaskActions` offers it), and the detail with the instance's history timeline.
 */
import {
  BpmnViewer,
  CountLabel,
  type CrudAction,
  CrudPage,
  DetailDrawer,
  Facts,
  type Field,
  Journal,
  openAction,
  type Resource,
  useActionDialog,
  useCounts,
  useDisclosure,
  useRecordQuery,
  useSession,
} from '@lingxi/ui';
import { Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decideTaskActions, type FlowUser, type TaskAction } from './actions';
import { diagramOf, type FlowTask, type HistoryEntry, historyOf, workFlow } from './api';

/** The user as the task decision sees him: his id and his button codes. */
export function useFlowUser(): FlowUser {
  const permissions = useSession((state) => state.permissions);
  const userId = useSession((state) => state.userInfo?.user_id);
  return useMemo(() => ({ userId: String(userId ?? ''), permissions }), [permissions, userId]);
}

interface CommentValues {
  comment?: string;
}

const commentField = (required: boolean): Field<CommentValues>[] => [
  { name: 'comment', label: 'work.comment', valueType: 'textarea', rules: required ? ['required'] : [] },
];

/**
 * The task actions of a list (claim; approve and reject, each with its comment, which a reject requires)
 * and the dialogs to render once in the page.
 */
export function useTaskActions(resource: Resource<FlowTask>) {
  const user = useFlowUser();
  const offers = (action: TaskAction) => (row: FlowTask) => decideTaskActions(row, user).includes(action);
  const approve = useActionDialog<FlowTask, CommentValues>(resource, {
    title: 'work.approveTitle',
    fields: commentField(false),
    okText: 'work.approve',
    success: 'work.approved',
    submit: (values, rows) => workFlow.complete(rows[0] as FlowTask, true, values.comment),
  });
  const reject = useActionDialog<FlowTask, CommentValues>(resource, {
    title: 'work.rejectTitle',
    fields: commentField(true),
    okText: 'work.reject',
    success: 'work.rejected',
    submit: (values, rows) => workFlow.complete(rows[0] as FlowTask, false, values.comment),
  });
  const actions: CrudAction<FlowTask>[] = [
    {
      key: 'claim',
      label: 'work.claim',
      code: 'claim',
      confirm: 'work.confirmClaim',
      success: 'work.claimed',
      visible: offers('claim'),
      run: (rows) => workFlow.claim(rows[0] as FlowTask),
    },
    { key: 'approve', label: 'work.approve', code: 'handle', visible: offers('approve'), run: approve.open },
    { key: 'reject', label: 'work.reject', code: 'handle', visible: offers('reject'), run: reject.open },
  ];
  return {
    actions,
    dialogs: (
      <>
        {approve.dialog}
        {reject.dialog}
      </>
    ),
  };
}

/** An instance's history, oldest first: the step, who, what, when, the comment (shown as text). */
export function HistoryTimeline({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <Journal
      empty={t('work.noHistory')}
      entries={entries.map((entry, index) => ({
        key: entry.id ?? index,
        action: entry.action,
        tone: entry.action === 'reject' ? 'reject' : entry.action === 'pass' ? 'pass' : undefined,
        title: [entry.historyActivityName, entry.actionName].filter(Boolean).join(' · '),
        who: entry.assigneeName ?? undefined,
        when: entry.createTime,
        comment: entry.comment,
      }))}
    />
  );
}

/**
 * An instance's diagram (bpmn-js, loaded when the first diagram shows): its current nodes highlighted,
 * its finished path marked. Keyed under the resource that shows it, so a write there refreshes it.
 */
export function InstanceDiagram({ api, instanceId }: { api: { base: string }; instanceId: string }) {
  const diagram = useRecordQuery(api, 'diagram', instanceId, diagramOf);
  return (
    <Spin spinning={diagram.isPending}>
      {diagram.data ? <BpmnViewer xml={diagram.data.xml} state={diagram.data} /> : null}
    </Spin>
  );
}

export interface FlowFact {
  label: string;
  value: string | number | null | undefined;
}

/**
 * A task's or an instance's detail in a drawer: its facts (from the row), the history of its instance
 * (`history-flow-list`) and its diagram with the current node.
 */
export function FlowDetail<T>({
  resource,
  instanceId,
  facts,
  onClose,
}: {
  resource: Resource<T & { id?: string }>;
  instanceId: string | undefined;
  facts: FlowFact[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <DetailDrawer
      api={resource.api}
      id={instanceId}
      load={historyOf}
      title="work.detail"
      onClose={onClose}
      size={640}
    >
      {(history) => (
        <>
          <Facts
            title={t('work.facts')}
            columns={1}
            bordered={false}
            items={facts.map((fact) => ({
              key: fact.label,
              label: t(fact.label),
              children: fact.value ?? '',
            }))}
          />
          <Typography.Title level={5}>{t('work.history')}</Typography.Title>
          <HistoryTimeline entries={history} />
          <Typography.Title level={5}>{t('work.diagram')}</Typography.Title>
          {instanceId ? <InstanceDiagram api={resource.api} instanceId={instanceId} /> : null}
        </>
      )}
    </DetailDrawer>
  );
}

/** The facts of a task row. */
export const taskFacts = (task: FlowTask | undefined): FlowFact[] =>
  task
    ? [
        { label: 'work.title', value: task.title },
        { label: 'work.processName', value: task.processDefinitionName },
        { label: 'work.taskName', value: task.taskName },
        { label: 'work.startUser', value: task.startUserName },
        { label: 'work.arrived', value: task.createTime },
      ]
    : [];

/**
 * A list of open tasks (to-do, to claim): each row's detail with the history, and the actions the
 * decision offers on it.
 */
export function OpenTaskList({ resource }: { resource: Resource<FlowTask> }) {
  const { t } = useTranslation();
  const flow = useTaskActions(resource);
  // to claim and to do, in one request
  const counts = useCounts('work', resource.api);
  const shown = useDisclosure<FlowTask>();
  const rowActions = useMemo<CrudAction<FlowTask>[]>(
    () => [openAction('detail', 'work.detail', 'view', 'one', shown), ...flow.actions],
    [flow.actions, shown.show],
  );
  return (
    <>
      <CrudPage
        resource={resource}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
        toolbarExtra={
          <span>
            <CountLabel label={t('work.counts.claim')} count={counts?.claim} showZero />
            <CountLabel label={t('work.counts.todo')} count={counts?.todo} showZero />
          </span>
        }
      />
      {flow.dialogs}
      <FlowDetail
        resource={resource}
        instanceId={shown.record?.processInstanceId}
        facts={taskFacts(shown.record)}
        onClose={shown.close}
      />
    </>
  );
}

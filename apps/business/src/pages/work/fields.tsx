/** The resources of the "my tasks" lists: their calls (api.ts), their columns, what a write refreshes. */
import { defineResource, type Field } from '@lingxi/ui';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  claimListApi,
  doneListApi,
  type FlowTask,
  type SentInstance,
  type StartableProcess,
  sendListApi,
  startListApi,
  todoListApi,
  WORK_LISTS,
} from './api';

const common = { invalidates: WORK_LISTS, createTime: false, dateRange: false } as const;

const taskFields = (extra: Field<FlowTask>[]): Field<FlowTask>[] => [
  { name: 'title', label: 'work.title', search: true, width: 220 },
  { name: 'processDefinitionName', label: 'work.processName', search: true },
  { name: 'taskName', label: 'work.taskName', search: true },
  { name: 'startUserName', label: 'work.startUser', width: 100 },
  ...extra,
];

function Outcome({ outcome }: { outcome: FlowTask['outcome'] }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return <Tag color={outcome === 'pass' ? 'green' : 'red'}>{t(`work.outcomes.${outcome}`)}</Tag>;
}

function Progress({ row }: { row: SentInstance }) {
  const { t } = useTranslation();
  if (row.processIsFinished)
    return (
      <Tag>{row.endActivityName ? t('work.ended', { name: row.endActivityName }) : t('work.finished')}</Tag>
    );
  return <Tag color="blue">{t('work.waiting', { name: row.currentTaskNames ?? '' })}</Tag>;
}

export const workClaim = defineResource<FlowTask>({
  name: 'workClaim',
  api: claimListApi,
  ...common,
  fields: taskFields([{ name: 'createTime', label: 'work.arrived', valueType: 'dateTime' }]),
});

export const workTodo = defineResource<FlowTask>({
  name: 'workTodo',
  api: todoListApi,
  ...common,
  fields: taskFields([{ name: 'createTime', label: 'work.arrived', valueType: 'dateTime' }]),
});

export const workDone = defineResource<FlowTask>({
  name: 'workDone',
  api: doneListApi,
  ...common,
  fields: taskFields([
    {
      name: 'outcome',
      label: 'work.outcome',
      width: 100,
      render: (value) => <Outcome outcome={value as FlowTask['outcome']} />,
    },
    { name: 'comment', label: 'work.comment' },
    { name: 'endTime', label: 'work.doneTime', valueType: 'dateTime' },
  ]),
});

export const workSend = defineResource<SentInstance>({
  name: 'workSend',
  api: sendListApi,
  ...common,
  fields: [
    { name: 'title', label: 'work.title', search: true, width: 220 },
    { name: 'processDefinitionName', label: 'work.processName', search: true },
    {
      name: 'currentTaskNames',
      label: 'work.progress',
      width: 180,
      render: (_value, row) => <Progress row={row} />,
    },
    { name: 'currentAssignees', label: 'work.currentAssignees' },
    { name: 'startTime', label: 'work.startTime', valueType: 'dateTime' },
  ],
});

export const workStart = defineResource<StartableProcess>({
  name: 'workStart',
  api: startListApi,
  ...common,
  fields: [
    { name: 'name', label: 'work.processName', search: true },
    { name: 'key', label: 'work.processKey', search: true },
    { name: 'category', label: 'work.category', search: true },
    { name: 'version', label: 'work.version', valueType: 'number', width: 80 },
    { name: 'deploymentTime', label: 'work.deploymentTime', valueType: 'dateTime' },
  ],
});

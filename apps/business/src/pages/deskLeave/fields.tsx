/**
 * The leave request's resource (`leave`: leave_add starts one, leave_view opens its detail): the user's
 * own requests, and the form that starts the seeded leave process: the approver chosen from the users
 * who may decide it, the start and the end after it, the working days as the gateway counts them, the
 * reason.
 */
import { defineResource, type InputProps, useRecordQuery } from '@lingxi/ui';
import { Form, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { approverChoices, type LeaveRequest, leaveApi, workingDays } from './api';
import { daysQuery, type LeaveStage, leaveStage } from './rules';

const STAGE_COLOURS: Record<LeaveStage, string | undefined> = {
  running: 'blue',
  approved: 'green',
  rejected: 'red',
  deleted: undefined,
};

export function StageTag({ row }: { row: LeaveRequest }) {
  const { t } = useTranslation();
  const stage = leaveStage(row);
  return <Tag color={STAGE_COLOURS[stage]}>{t(`leave.stages.${stage}`)}</Tag>;
}

const loadDays = (key: string) => {
  const [startTime = '', endTime = ''] = key.split('|');
  return workingDays({ startTime, endTime });
};

/**
 * The working days of the period being typed, asked of the gateway once both times are given with the
 * end after the start; the gateway's reason when it refuses the period (no working day in it).
 */
function WorkingDays({ id }: InputProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const startTime = Form.useWatch('startTime', form) as string | undefined;
  const endTime = Form.useWatch('endTime', form) as string | undefined;
  const query = daysQuery({ startTime, endTime });
  const key = query ? `${query.startTime}|${query.endTime}` : undefined;
  const answer = useRecordQuery(leaveApi, 'working-days', key, loadDays);
  if (!query)
    return (
      <Typography.Text id={id} type="secondary">
        {t('leave.daysPending')}
      </Typography.Text>
    );
  if (answer.error)
    return (
      <Typography.Text id={id} type="danger" role="alert">
        {answer.error.message}
      </Typography.Text>
    );
  return (
    <Typography.Text id={id} strong aria-busy={answer.isFetching}>
      {answer.data && !answer.isFetching ? t('leave.daysValue', { count: answer.data.days }) : '…'}
    </Typography.Text>
  );
}

export const leave = defineResource<LeaveRequest>({
  name: 'leave', // leave_add (start a request), leave_view (its detail)
  api: leaveApi,
  title: 'menu.leave',
  // a start puts an instance in sent and a task in the approver's to-do
  invalidates: ['workSend', 'workTodo', 'workClaim'],
  dateRange: false,
  fields: [
    {
      name: 'approver',
      label: 'leave.approver',
      valueType: 'select',
      valueEnum: { key: 'leave-approvers', load: approverChoices },
      rules: ['required'],
      hideIn: ['table', 'view'],
    },
    { name: 'approverName', label: 'leave.approver', hideIn: ['add', 'edit'], width: 100 },
    { name: 'startTime', label: 'leave.startTime', valueType: 'dateTime', rules: ['required'] },
    {
      name: 'endTime',
      label: 'leave.endTime',
      valueType: 'dateTime',
      rules: ['required', { after: 'startTime', message: 'leave.endAfterStart' }],
    },
    {
      name: 'days',
      label: 'leave.days',
      valueType: 'number',
      input: (props) => <WorkingDays {...props} />,
      help: 'leave.daysHelp',
      width: 90,
    },
    { name: 'reason', label: 'leave.reason', valueType: 'textarea', rules: ['required'], search: true },
    {
      name: 'state',
      label: 'leave.stage',
      hideIn: ['add', 'edit'],
      width: 100,
      render: (_value, row) => <StageTag row={row} />,
    },
    { name: 'currentTaskNames', label: 'leave.current', hideIn: ['add', 'edit'] },
  ],
});

/**
 * The leave request (`/desk/leave`): the user's own requests with where each stands; a new one starts the
 * seeded leave process (approver, start, end after it, the working days the gateway counts, reason); a
 * request's detail is the task pages' (the request, its history, and what they add).
 */
import { type CrudAction, CrudPage, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowDetail } from '../work/tasks';
import type { LeaveRequest } from './api';
import { leave } from './fields';
import { leaveActions, leaveStage } from './rules';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(leave);

export default function DeskLeavePage() {
  const { t } = useTranslation();
  const shown = useDisclosure<LeaveRequest>();
  const rowActions = useMemo<CrudAction<LeaveRequest>[]>(
    () => [
      {
        ...openAction('detail', 'leave.detail', 'view', 'one', shown),
        visible: (row: LeaveRequest) => leaveActions(row).includes('detail'),
      },
    ],
    [shown.show],
  );
  const open = shown.record;
  return (
    <>
      <CrudPage
        resource={leave}
        standard={{ edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      <FlowDetail
        resource={leave}
        instanceId={open?.processInstanceId}
        facts={[
          { label: 'leave.applicant', value: open?.applyUserName },
          { label: 'leave.approver', value: open?.approverName },
          { label: 'leave.startTime', value: open?.startTime },
          { label: 'leave.endTime', value: open?.endTime },
          { label: 'leave.days', value: open?.days },
          { label: 'leave.reason', value: open?.reason },
          { label: 'leave.stage', value: open ? t(`leave.stages.${leaveStage(open)}`) : undefined },
          { label: 'leave.current', value: open?.currentTaskNames },
        ]}
        onClose={shown.close}
      />
    </>
  );
}

/**
 * The leave request's calls (gateway README "Workflow", the leave request): the one place their URLs live.
 * Its list (the user's own requests), its start (`start-process`, the kit's add), the approvers to choose
 * from and the working days of a period, counted by the gateway's working-day calendar.
 */
import { crudApi, type Id, request } from '@lingxi/core';
import type { Option } from '@lingxi/ui';

const LEAVE = '/lingxi-desk/process/leave';

/** A leave request as the list answers it (and as the form sends it: approver, times, reason). */
export interface LeaveRequest {
  id?: Id;
  processInstanceId?: string;
  applyUserName?: string;
  approver?: string;
  approverName?: string | null;
  startTime?: string;
  endTime?: string;
  days?: number;
  reason?: string;
  createTime?: string;
  state?: 'running' | 'completed' | 'deleted' | null;
  processIsFinished?: boolean;
  endActivityId?: string | null;
  endActivityName?: string | null;
  currentTaskNames?: string | null;
  currentAssignees?: string | null;
}

export const leaveApi = crudApi<LeaveRequest>(LEAVE).having({ list: 'list', create: 'start-process' });

interface Approver {
  id: string;
  account: string;
  realName: string;
}

/** The users the applicant may choose as approver: `王主管 (head1)`. */
export const approverChoices = async (): Promise<Option[]> =>
  (await request<Approver[]>({ url: `${LEAVE}/approvers` })).map((a) => ({
    value: a.id,
    label: `${a.realName} (${a.account})`,
  }));

/** The working days from the start's date to the end's, as the gateway counts them (and stores them). */
export const workingDays = (query: { startTime: string; endTime: string }) =>
  request<{ days: number }>({ url: `${LEAVE}/working-days`, params: query, silent: true });

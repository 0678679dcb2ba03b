/**
 * The leave request's decisions, pure (unit-tested in test/deskLeave.test.ts): where a request stands,
 * what a request offers, when the form asks the gateway for the working days, and what a start sends.
 */
import type { LeaveRequest } from './api';

export type LeaveStage = 'running' | 'approved' | 'rejected' | 'deleted';

/** The end event of the seeded leave process that a reject reaches. */
export const REJECTED_END = 'rejected';

/** Running while a task is open; ended approved, or rejected at the process's `rejected` end; deleted. */
export function leaveStage(row: Pick<LeaveRequest, 'state' | 'endActivityId'>): LeaveStage {
  if (row.state === 'deleted') return 'deleted';
  if (row.state !== 'completed') return 'running';
  return row.endActivityId === REJECTED_END ? 'rejected' : 'approved';
}

export type LeaveAction = 'detail';

/** A request with its process offers its detail (the request, the history, the task detail). */
export function leaveActions(row: Pick<LeaveRequest, 'processInstanceId'>): LeaveAction[] {
  return row.processInstanceId ? ['detail'] : [];
}

/**
 * The working-days question for the values being typed: only once both times are given and the end is
 * after the start (`YYYY-MM-DD HH:mm:ss` compares as text); otherwise none, and the form shows none.
 */
export function daysQuery(
  values: Pick<LeaveRequest, 'startTime' | 'endTime'>,
): { startTime: string; endTime: string } | undefined {
  const { startTime, endTime } = values;
  if (!startTime || !endTime || endTime <= startTime) return undefined;
  return { startTime, endTime };
}

/** What a start sends: the approver, the two times and the reason trimmed (the days are the gateway's). */
export function leaveToServer(values: Partial<LeaveRequest>): Partial<LeaveRequest> {
  return {
    approver: values.approver,
    startTime: values.startTime,
    endTime: values.endTime,
    reason: values.reason?.trim(),
  };
}

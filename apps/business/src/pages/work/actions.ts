/**
 * Which actions a task or a process offers the user: one pure decision (unit-tested in
 * test/work.test.ts), asked by every button of the task pages. The gateway decides again.
 */
import type { FlowTask, StartableProcess } from './api';

export type TaskAction = 'claim' | 'approve' | 'reject';

export interface FlowUser {
  userId: string;
  /** The user's button codes (`workClaim_claim`, `workTodo_handle`, `workStart_start`). */
  permissions: Readonly<Record<string, true>>;
}

/** The process started from its own form (the leave request), not from the start list. */
export const LEAVE_PROCESS_KEY = 'leave';

/**
 * A task offered to the user (claim list): claim; the user's own open task (to-do): approve or reject;
 * nothing on a done task, a finished instance or a suspended process, nor without the button's code.
 */
export function decideTaskActions(
  task: Pick<FlowTask, 'status' | 'assignee' | 'suspended' | 'processIsFinished'>,
  user: FlowUser,
): TaskAction[] {
  if (task.suspended || task.processIsFinished) return [];
  if (task.status === 'claim' && !task.assignee && user.permissions.workClaim_claim) return ['claim'];
  if (task.status === 'todo' && task.assignee === user.userId && user.permissions.workTodo_handle)
    return ['approve', 'reject'];
  return [];
}

/** A process is started here when it is active, not the leave (its own form), with `workStart_start`. */
export function canStart(process: Pick<StartableProcess, 'key' | 'state'>, user: FlowUser): boolean {
  return (
    process.state === 'active' &&
    process.key !== LEAVE_PROCESS_KEY &&
    Boolean(user.permissions.workStart_start)
  );
}

/**
 * The workflow's task calls (gateway README "Workflow"): the one place their URLs live. The lists of
 * "my tasks" (start, claim, to-do, sent, done), the writes on a task (claim, complete), a start, and an
 * instance's history.
 */
import { type AnyCrudApi, crudApi, type Id, type ListQuery, request } from '@lingxi/core';

const WORK = '/lingxi-flow/work';

/** A task as the claim, to-do and done lists answer it (`id` = `taskId`, for the table's rows). */
export interface FlowTask {
  id?: Id;
  taskId: string;
  taskName?: string;
  processInstanceId: string;
  processDefinitionName?: string;
  processDefinitionVersion?: number;
  category?: string;
  title?: string;
  assignee?: string | null;
  assigneeName?: string | null;
  startUserName?: string;
  createTime?: string;
  claimTime?: string | null;
  endTime?: string | null;
  outcome?: 'pass' | 'reject' | null;
  comment?: string | null;
  processIsFinished?: boolean;
  suspended?: boolean;
  /** Which list answered it: claim, todo or done. */
  status: 'claim' | 'todo' | 'done';
}

/** A process this user may start (the latest active version of its key). */
export interface StartableProcess {
  id?: Id;
  key: string;
  name?: string;
  version?: number;
  category?: string;
  state?: string;
  deploymentTime?: string;
}

/** An instance the user started, with where it stands. */
export interface SentInstance {
  id?: Id;
  processInstanceId: string;
  processDefinitionName?: string;
  processDefinitionVersion?: number;
  title?: string;
  startUserName?: string;
  currentTaskNames?: string | null;
  currentAssignees?: string | null;
  processIsFinished?: boolean;
  endActivityName?: string | null;
  startTime?: string;
  endTime?: string | null;
}

/** One row of an instance's history: who did what at which step. */
export interface HistoryEntry {
  id?: string;
  action: string;
  actionName?: string;
  historyActivityName?: string | null;
  assigneeName?: string | null;
  comment?: string | null;
  createTime?: string;
}

/**
 * One list of "my tasks": its call is `<WORK>/<segment>`, and so is its `base`, which keys its cache:
 * the five lists share one service path, and a shared base would let one page show another's rows.
 */
function workList<T extends { id?: Id }>(segment: string, id?: (row: T) => Id): AnyCrudApi<T> {
  const api = crudApi<T>(WORK).having({ list: segment });
  return {
    base: `${WORK}/${segment}`,
    endpoints: api.endpoints,
    custom: api.custom,
    list: (query?: ListQuery, options?: { silent?: boolean }) =>
      api
        .list(query, options)
        .then((page) =>
          id ? { ...page, records: page.records.map((row) => ({ ...row, id: id(row) })) } : page,
        ),
  };
}

const byTask = (task: FlowTask) => task.taskId;

export const claimListApi = workList<FlowTask>('claim-list', byTask);
export const todoListApi = workList<FlowTask>('todo-list', byTask);
export const doneListApi = workList<FlowTask>('done-list', byTask);
export const startListApi = workList<StartableProcess>('start-list');
export const sendListApi = workList<SentInstance>('send-list');

const post = (url: string, data: object) => request({ url, method: 'POST', data });

/** The writes on tasks (the gateway decides again and answers its reason when it refuses). */
export const workFlow = {
  claim: (task: FlowTask) => post(`${WORK}/claim-task`, { taskId: task.taskId }),
  complete: (task: FlowTask, pass: boolean, comment?: string) =>
    post(`${WORK}/complete-task`, {
      taskId: task.taskId,
      processInstanceId: task.processInstanceId,
      flag: pass ? 'pass' : 'reject',
      comment: comment?.trim() || undefined,
    }),
  start: (process: StartableProcess, title: string) =>
    post(`${WORK}/start-process`, { processDefinitionId: process.id, title }),
};

/** An instance's history, oldest first. */
export const historyOf = (processInstanceId: string) =>
  request<HistoryEntry[]>({
    url: '/lingxi-flow/process/history-flow-list',
    params: { processInstanceId },
  });

/** Every list of "my tasks": a write on one refreshes them all (a claim moves a task to the to-do). */
export const WORK_LISTS = ['workStart', 'workClaim', 'workTodo', 'workSend', 'workDone'];

/** An instance's diagram: its version's XML, the current and the finished activities. */
export interface DiagramView {
  processInstanceId: string;
  processDefinitionName?: string;
  xml: string;
  activeActivityIds: string[];
  finishedActivityIds: string[];
}

/** An instance's diagram with its marks (`process/diagram-view`). */
export const diagramOf = (processInstanceId: string) =>
  request<DiagramView>({ url: '/lingxi-flow/process/diagram-view', params: { processInstanceId } });

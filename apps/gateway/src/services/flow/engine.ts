/**
 * One step of an instance on bpmn-engine, from stored state to stored state: a start (`execute`) or the
 * completion of one waiting user task (`recover` + `resume`, then the task's `signal`). The engine runs
 * until every token waits at a user task or the process has ended (user tasks, gateways and events are
 * synchronous in bpmn-elements), then `getState()` is answered for the caller to store, in the same
 * transaction as the task rows and history it writes (store.ts). No engine outlives its step: any
 * gateway process continues any instance from the database.
 */
import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { engineExpressions } from './expressions';

export interface Waiting {
  /** bpmn-engine's execution id of the waiting activity (unique per task occurrence). */
  executionId: string;
  /** The user task's id in the model. */
  activityId: string;
}

export interface StepResult {
  /** `engine.getState()` as JSON. */
  state: string;
  /** User tasks waiting after the step. */
  waiting: Waiting[];
  /** End events reached during the step (id and name), in order. */
  ends: { id: string; name: string }[];
  /** Whether the process has finished. */
  ended: boolean;
}

export class EngineError extends Error {}

interface ActivityApi {
  id: string;
  type: string;
  name?: string;
  executionId: string;
  content?: { name?: string };
  environment: { variables: Record<string, unknown> };
  signal(message?: unknown): void;
}

interface ExecutionLike {
  activityStatus: string;
  getPostponed(): ActivityApi[];
}

/** Lets the engine finish what it does without a signal (nothing, for the elements a model may hold). */
async function settle(execution: ExecutionLike): Promise<void> {
  for (let i = 0; i < 100 && execution.activityStatus === 'executing'; i++)
    await new Promise((r) => setImmediate(r));
  if (execution.activityStatus === 'executing' || execution.activityStatus === 'timer')
    throw new EngineError('流程引擎未能在一步内到达等待或结束');
}

function listen(ends: StepResult['ends']): EventEmitter {
  const listener = new EventEmitter();
  listener.on('activity.end', (api: ActivityApi) => {
    if (api.type === 'bpmn:EndEvent')
      ends.push({ id: api.id, name: api.name ?? api.content?.name ?? api.id });
  });
  return listener;
}

async function result(
  engine: Engine,
  execution: ExecutionLike,
  ends: StepResult['ends'],
): Promise<StepResult> {
  await settle(execution);
  const waiting = execution
    .getPostponed()
    .filter((a) => a.type === 'bpmn:UserTask')
    .map((a) => ({ executionId: a.executionId, activityId: a.id }));
  const state = JSON.stringify(await engine.getState());
  return { state, waiting, ends, ended: waiting.length === 0 && execution.getPostponed().length === 0 };
}

/** Starts a process from its deployed XML with its variables: the state after its first step. */
export async function startInstance(
  name: string,
  xml: string,
  variables: Record<string, unknown>,
): Promise<StepResult> {
  const ends: StepResult['ends'] = [];
  const engine = new Engine({ name, source: xml, expressions: engineExpressions });
  const execution = (await engine.execute({
    listener: listen(ends),
    variables: { ...variables },
  })) as unknown as ExecutionLike;
  return result(engine, execution, ends);
}

/**
 * Recovers an instance from its stored state, sets the process variables and signals the waiting task
 * `executionId` (its completion): the state after the step.
 */
export async function completeTask(
  name: string,
  state: string,
  executionId: string,
  variables: Record<string, unknown>,
  output: Record<string, unknown>,
): Promise<StepResult> {
  const ends: StepResult['ends'] = [];
  const engine = new Engine({ name, expressions: engineExpressions }).recover(JSON.parse(state), {
    expressions: engineExpressions,
  });
  const execution = (await engine.resume({ listener: listen(ends) })) as unknown as ExecutionLike;
  await settle(execution);
  const task = execution.getPostponed().find((a) => a.executionId === executionId);
  if (!task) throw new EngineError('流程实例中没有等待办理的该任务');
  Object.assign(task.environment.variables, variables);
  task.signal(output);
  return result(engine, execution, ends);
}

/**
 * The workflow's writes: deploy, start, claim, complete, delete. Each runs in its caller's transaction
 * (the request's, with its operation-log row; or a seed's): the instance's engine state, its task rows and
 * its history change together or not at all. Concurrent steps on one instance queue on its row
 * (`for update`); a claim is one conditional update; a completion also checks the task's and the
 * instance's row version, so of two racing requests one wins and the other is answered with a message.
 */
import type { Queryable, Row } from '../../db';
import { badRequest, HttpError } from '../../http';
import { completeTask, EngineError, type StepResult, startInstance, type Waiting } from './engine';
import { resolve } from './expressions';
import { ModelError, type ModelInfo, readModel, type TaskDef } from './model';

/** Who acts: the caller of a request, or a seeded account. */
export interface Actor {
  tenantId: string;
  userId: string;
  name: string;
  deptIds: string[];
  roleAliases: string[];
}

export const MSG = {
  suspendedStart: '流程已挂起，不能发起',
  suspendedTask: '流程已挂起，不能办理任务',
  noProcess: '流程不存在或未部署',
  taskMissing: '任务不存在或已删除',
  taskDone: '任务已办理，不能重复提交',
  taskClaimed: '该任务已被签收',
  notCandidate: '您不是该任务的候选人，不能签收',
  notAssignee: '您不是该任务的办理人，不能办理',
  claimFirst: '请先签收该任务',
  instanceMissing: '流程实例不存在或已删除',
  instanceEnded: '流程实例已结束',
  rejectComment: '驳回时必须填写审批意见',
  deleteReason: '请输入删除原因',
  runningInstances: '部署下有运行中的流程实例，不能删除(如需一并结束这些实例，请传cascade=true)',
} as const;

export interface DeploymentDefinition {
  initiator?: string;
  tasks: Record<string, TaskDef>;
}

async function one<T extends Row>(q: Queryable, sql: string, params: unknown[]): Promise<T | undefined> {
  return (await q.query<T>(sql, params))[0];
}

const asBadRequest = (err: unknown): never => {
  if (err instanceof ModelError || err instanceof EngineError) throw badRequest(err.message);
  throw err;
};

/** Parses, lints and checks a model (400 with the first rule's message when refused). */
export async function checkModel(xml: string): Promise<ModelInfo> {
  try {
    return await readModel(xml);
  } catch (err) {
    return asBadRequest(err);
  }
}

export interface DeployInput {
  tenantId: string;
  userId: string;
  xml: string;
  category?: string;
  resourceName?: string;
  modelId?: string;
}

/**
 * Deploys `xml` as the next version of its process key in `tenantId` (the model's version numbers are
 * per tenant and key, taken under an advisory lock of the key so two deploys never share one).
 */
export async function deploy(q: Queryable, input: DeployInput, info?: ModelInfo): Promise<Row> {
  const model = info ?? (await checkModel(input.xml));
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`flow:${input.tenantId}:${model.key}`]);
  const last = await one<{ v: number | null }>(
    q,
    'select max(version) as v from lingxi_flow_deployment where tenant_id = $1 and process_key = $2',
    [input.tenantId, model.key],
  );
  const version = Number(last?.v ?? 0) + 1;
  const definition: DeploymentDefinition = { initiator: model.initiator, tasks: model.tasks };
  const row = await one<Row>(
    q,
    `insert into lingxi_flow_deployment (tenant_id, process_key, name, description, version, category, resource_name, xml, definition, model_id, create_user, update_user)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning *`,
    [
      input.tenantId,
      model.key,
      model.name,
      model.documentation || null,
      version,
      input.category ?? null,
      input.resourceName ?? `${model.key}.bpmn20.xml`,
      input.xml,
      JSON.stringify(definition),
      input.modelId ?? null,
      input.userId,
    ],
  );
  if (!row) throw new Error('deployment not stored');
  if (input.modelId)
    await q.query(
      'update lingxi_flow_model set deployed_version = $2, update_time = now() where id = $1 and tenant_id = $3',
      [input.modelId, version, input.tenantId],
    );
  return row;
}

/** The deployment a start uses: the one named, or the latest active version of the key. */
export async function deploymentForStart(
  q: Queryable,
  tenantId: string,
  by: { deploymentId?: string; processKey?: string },
): Promise<Row> {
  if (by.deploymentId) {
    const row = await one<Row>(
      q,
      'select * from lingxi_flow_deployment where id = $1 and tenant_id = $2 and is_deleted = 0',
      [by.deploymentId, tenantId],
    );
    if (!row) throw badRequest(MSG.noProcess);
    if (row.state !== 'active') throw badRequest(`${MSG.suspendedStart}：${String(row.name)}`);
    return row;
  }
  const rows = await q.query<Row>(
    `select * from lingxi_flow_deployment where tenant_id = $1 and process_key = $2 and is_deleted = 0
      order by (state = 'active') desc, version desc limit 1`,
    [tenantId, by.processKey ?? ''],
  );
  const row = rows[0];
  if (!row) throw badRequest(MSG.noProcess);
  if (row.state !== 'active') throw badRequest(`${MSG.suspendedStart}：${String(row.name)}`);
  return row;
}

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

const joined = (items: string[]) => (items.length > 0 ? `,${[...new Set(items)].join(',')},` : '');

/** User ids of `names` (ids or accounts) in the tenant; unknown ones are dropped. */
async function userIds(q: Queryable, tenantId: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await q.query<{ id: string }>(
    `select id::text as id from blade_user where tenant_id = $1 and is_deleted = 0
      and (id::text = any($2::text[]) or account = any($2::text[])) order by id`,
    [tenantId, names],
  );
  return rows.map((r) => String(r.id));
}

/** Splits candidate groups into department ids (a department of the tenant) and role aliases. */
async function groupsOf(
  q: Queryable,
  tenantId: string,
  groups: string[],
): Promise<{ depts: string[]; roles: string[] }> {
  const numeric = groups.filter((g) => /^\d{1,19}$/.test(g));
  const depts = numeric.length
    ? (
        await q.query<{ id: string }>(
          'select id::text as id from blade_dept where tenant_id = $1 and is_deleted = 0 and id::text = any($2::text[])',
          [tenantId, numeric],
        )
      ).map((r) => String(r.id))
    : [];
  return { depts, roles: groups.filter((g) => !depts.includes(g)) };
}

async function createTasks(
  q: Queryable,
  instance: { id: string; tenantId: string; deploymentId: string },
  definition: DeploymentDefinition,
  waiting: Waiting[],
  variables: Record<string, unknown>,
): Promise<void> {
  const scope = { variables };
  const text = (t: string | undefined) => (t === undefined ? '' : String(resolve(t, scope) ?? ''));
  for (const w of waiting) {
    const def = definition.tasks[w.activityId] ?? { name: w.activityId };
    const assignee = (await userIds(q, instance.tenantId, list(text(def.assignee))))[0];
    const users = await userIds(q, instance.tenantId, list(text(def.candidateUsers)));
    const groups = await groupsOf(q, instance.tenantId, list(text(def.candidateGroups)));
    await q.query(
      `insert into lingxi_flow_task (tenant_id, instance_id, deployment_id, execution_id, task_key, name, assignee_id, candidate_users, candidate_groups, candidate_depts)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        instance.tenantId,
        instance.id,
        instance.deploymentId,
        w.executionId,
        w.activityId,
        def.name.slice(0, 255),
        assignee ?? null,
        joined(users),
        joined(groups.roles),
        joined(groups.depts),
      ],
    );
  }
}

export async function history(
  q: Queryable,
  entry: {
    tenantId: string;
    instanceId: string;
    action: string;
    taskId?: string;
    activityId?: string;
    activityName?: string;
    actor?: Actor;
    comment?: string;
  },
): Promise<void> {
  await q.query(
    `insert into lingxi_flow_history (tenant_id, instance_id, task_id, activity_id, activity_name, action, user_id, user_name, comment)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.tenantId,
      entry.instanceId,
      entry.taskId ?? null,
      entry.activityId ?? null,
      entry.activityName?.slice(0, 255) ?? null,
      entry.action,
      entry.actor?.userId ?? null,
      entry.actor?.name.slice(0, 64) ?? null,
      entry.comment?.slice(0, 1000) ?? null,
    ],
  );
}

/** After a step: new waiting tasks created, tasks no longer waiting cancelled, the end recorded. */
async function afterStep(
  q: Queryable,
  instance: { id: string; tenantId: string; deploymentId: string },
  definition: DeploymentDefinition,
  step: StepResult,
  variables: Record<string, unknown>,
): Promise<void> {
  const active = await q.query<{ id: string; execution_id: string; task_key: string; name: string }>(
    "select id::text as id, execution_id, task_key, name from lingxi_flow_task where instance_id = $1 and state = 'active'",
    [instance.id],
  );
  const waitingIds = new Set(step.waiting.map((w) => w.executionId));
  for (const t of active) {
    if (waitingIds.has(t.execution_id)) continue;
    await q.query(
      "update lingxi_flow_task set state = 'cancelled', end_time = now(), row_version = row_version + 1 where id = $1",
      [t.id],
    );
    await history(q, {
      ...instance,
      instanceId: instance.id,
      action: 'cancel',
      taskId: t.id,
      activityId: t.task_key,
      activityName: t.name,
    });
  }
  const known = new Set(active.map((t) => t.execution_id));
  await createTasks(
    q,
    instance,
    definition,
    step.waiting.filter((w) => !known.has(w.executionId)),
    variables,
  );
  const end = step.ends.at(-1);
  if (step.ended) {
    await q.query(
      `update lingxi_flow_instance set state = 'completed', end_time = now(), end_activity_id = $2, end_activity_name = $3 where id = $1`,
      [instance.id, end?.id ?? null, end?.name.slice(0, 255) ?? null],
    );
    await history(q, {
      tenantId: instance.tenantId,
      instanceId: instance.id,
      action: 'end',
      activityId: end?.id,
      activityName: end?.name ?? '结束',
    });
  }
}

export interface StartInput {
  deploymentId?: string;
  processKey?: string;
  variables?: Record<string, unknown>;
  businessKey?: string;
  title?: string;
}

/** Starts an instance: the engine's first step, its tasks and history, all in the caller's transaction. */
export async function startProcess(q: Queryable, actor: Actor, input: StartInput): Promise<Row> {
  const dep = await deploymentForStart(q, actor.tenantId, input);
  const definition = JSON.parse(String(dep.definition)) as DeploymentDefinition;
  const idRow = await one<{ id: string }>(q, "select nextval('lingxi_id_seq')::text as id", []);
  const id = String(idRow?.id);
  const variables: Record<string, unknown> = {
    ...input.variables,
    applyUser: actor.userId,
    applyDept: actor.deptIds[0] ?? '',
  };
  if (definition.initiator) variables[definition.initiator] = actor.userId;
  let step: StepResult;
  try {
    step = await startInstance(id, String(dep.xml), variables);
  } catch (err) {
    return asBadRequest(err);
  }
  const row = await one<Row>(
    q,
    `insert into lingxi_flow_instance (id, tenant_id, deployment_id, process_key, process_name, business_key, title, starter_id, starter_name, variables, engine_state)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
    [
      id,
      actor.tenantId,
      dep.id,
      dep.process_key,
      dep.name,
      input.businessKey ?? null,
      (input.title ?? String(dep.name)).slice(0, 255),
      actor.userId,
      actor.name.slice(0, 64),
      JSON.stringify(variables),
      step.state,
    ],
  );
  if (!row) throw new Error('instance not stored');
  await history(q, {
    tenantId: actor.tenantId,
    instanceId: id,
    action: 'start',
    actor,
    activityName: '发起流程',
  });
  await afterStep(
    q,
    { id, tenantId: actor.tenantId, deploymentId: String(dep.id) },
    definition,
    step,
    variables,
  );
  return { ...row, version: dep.version };
}

const isCandidate = (task: Row, actor: Actor): boolean =>
  String(task.candidate_users).includes(`,${actor.userId},`) ||
  actor.roleAliases.some((r) => String(task.candidate_groups).includes(`,${r},`)) ||
  actor.deptIds.some((d) => String(task.candidate_depts).includes(`,${d},`));

async function taskOf(q: Queryable, actor: Actor, taskId: string): Promise<Row> {
  const task = await one<Row>(
    q,
    `select t.*, d.state as deployment_state, i.state as instance_state from lingxi_flow_task t
       join lingxi_flow_deployment d on d.id = t.deployment_id
       join lingxi_flow_instance i on i.id = t.instance_id
      where t.id = $1 and t.tenant_id = $2`,
    [taskId, actor.tenantId],
  );
  if (!task) throw badRequest(MSG.taskMissing);
  return task;
}

/** Claims a task offered to the caller: one conditional update, so of racing claims exactly one wins. */
export async function claimTask(q: Queryable, actor: Actor, taskId: string): Promise<Row> {
  const task = await taskOf(q, actor, taskId);
  if (task.state !== 'active') throw badRequest(MSG.taskDone);
  if (task.deployment_state !== 'active') throw badRequest(MSG.suspendedTask);
  if (task.assignee_id !== null) throw badRequest(MSG.taskClaimed);
  if (!isCandidate(task, actor)) throw new HttpError(403, MSG.notCandidate);
  const claimed = await q.query<Row>(
    `update lingxi_flow_task set assignee_id = $2, claim_time = now(), row_version = row_version + 1
      where id = $1 and state = 'active' and assignee_id is null returning *`,
    [taskId, actor.userId],
  );
  if (claimed.length === 0) throw badRequest(MSG.taskClaimed);
  await history(q, {
    tenantId: actor.tenantId,
    instanceId: String(task.instance_id),
    action: 'claim',
    taskId,
    activityId: String(task.task_key),
    activityName: String(task.name),
    actor,
  });
  return claimed[0] as Row;
}

export interface CompleteInput {
  taskId: string;
  processInstanceId?: string;
  pass: boolean;
  comment?: string;
  variables?: Record<string, unknown>;
}

/** Completes a task of the caller: the engine's step, the task rows and the history, in one transaction. */
export async function completeUserTask(q: Queryable, actor: Actor, input: CompleteInput): Promise<Row> {
  if (!input.pass && !input.comment?.trim()) throw badRequest(MSG.rejectComment);
  const first = await taskOf(q, actor, input.taskId);
  if (input.processInstanceId && input.processInstanceId !== String(first.instance_id))
    throw badRequest('任务不属于该流程实例');
  // steps of one instance queue here (PostgreSQL row lock); then everything is read again
  const instance = await one<Row>(
    q,
    'select * from lingxi_flow_instance where id = $1 and tenant_id = $2 for update',
    [first.instance_id, actor.tenantId],
  );
  if (!instance) throw badRequest(MSG.instanceMissing);
  const task = await taskOf(q, actor, input.taskId);
  if (task.state !== 'active' || instance.state !== 'running') throw badRequest(MSG.taskDone);
  if (task.deployment_state !== 'active') throw badRequest(MSG.suspendedTask);
  if (task.assignee_id === null) {
    if (isCandidate(task, actor)) throw new HttpError(403, MSG.claimFirst);
    throw new HttpError(403, MSG.notAssignee);
  }
  if (String(task.assignee_id) !== actor.userId) throw new HttpError(403, MSG.notAssignee);

  const dep = await one<Row>(q, 'select definition from lingxi_flow_deployment where id = $1', [
    task.deployment_id,
  ]);
  const definition = JSON.parse(String(dep?.definition ?? '{"tasks":{}}')) as DeploymentDefinition;
  const variables: Record<string, unknown> = {
    ...(JSON.parse(String(instance.variables)) as Record<string, unknown>),
    ...input.variables,
    pass: input.pass,
  };
  let step: StepResult;
  try {
    step = await completeTask(
      String(instance.id),
      String(instance.engine_state),
      String(task.execution_id),
      variables,
      {
        pass: input.pass,
        comment: input.comment ?? '',
      },
    );
  } catch (err) {
    return asBadRequest(err);
  }
  const done = await q.query<Row>(
    `update lingxi_flow_task set state = 'completed', outcome = $2, comment = $3, completed_by = $4, end_time = now(), row_version = row_version + 1
      where id = $1 and state = 'active' and row_version = $5 returning *`,
    [task.id, input.pass ? 'pass' : 'reject', input.comment ?? null, actor.userId, task.row_version],
  );
  if (done.length === 0) throw badRequest(MSG.taskDone);
  const moved = await q.query(
    `update lingxi_flow_instance set engine_state = $2, variables = $3, row_version = row_version + 1, update_time = now()
      where id = $1 and row_version = $4 returning id`,
    [instance.id, step.state, JSON.stringify(variables), instance.row_version],
  );
  if (moved.length === 0) throw badRequest(MSG.taskDone);
  await history(q, {
    tenantId: actor.tenantId,
    instanceId: String(instance.id),
    action: input.pass ? 'pass' : 'reject',
    taskId: String(task.id),
    activityId: String(task.task_key),
    activityName: String(task.name),
    actor,
    comment: input.comment,
  });
  await afterStep(
    q,
    { id: String(instance.id), tenantId: actor.tenantId, deploymentId: String(task.deployment_id) },
    definition,
    step,
    variables,
  );
  return done[0] as Row;
}

/** Ends a running instance with a reason (follow-up delete, or a deployment deleted with its instances). */
export async function deleteInstance(
  q: Queryable,
  actor: Actor,
  instanceId: string,
  reason: string,
): Promise<void> {
  const instance = await one<Row>(
    q,
    'select * from lingxi_flow_instance where id = $1 and tenant_id = $2 for update',
    [instanceId, actor.tenantId],
  );
  if (!instance) throw badRequest(MSG.instanceMissing);
  if (instance.state !== 'running') throw badRequest(MSG.instanceEnded);
  await q.query(
    "update lingxi_flow_instance set state = 'deleted', delete_reason = $2, end_time = now(), row_version = row_version + 1, update_time = now() where id = $1",
    [instanceId, reason.slice(0, 500)],
  );
  await q.query(
    "update lingxi_flow_task set state = 'cancelled', end_time = now(), row_version = row_version + 1 where instance_id = $1 and state = 'active'",
    [instanceId],
  );
  await history(q, {
    tenantId: actor.tenantId,
    instanceId,
    action: 'delete',
    actor,
    activityName: '删除流程',
    comment: reason,
  });
}

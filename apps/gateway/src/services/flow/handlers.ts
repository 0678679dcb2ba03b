/**
 * Workflow over HTTP (SPEC §7 "Workflow" and "Desk, policy and content"): my tasks (/lingxi-flow/work),
 * models (/lingxi-flow/model), deployments (/lingxi-flow/manager), follow-up (/lingxi-flow/follow), an
 * instance's history and diagram (/lingxi-flow/process) and the leave request (/lingxi-desk/process/leave).
 * Writes run in the request's transaction with their operation-log row (src/services/log/handlers.ts);
 * store.ts holds them. The README's "Workflow" section is the contract.
 */
import type { Context } from 'hono';
import type { AuthUser } from '../../auth';
import type { Queryable, Row } from '../../db';
import { badRequest, HttpError, isRecord, ok, parseId, readForm, sendR } from '../../http';
import { MSG_NOT_FOUND, type Page, pageArgs, READ_PATHS, type ResourceEnv, TITLES } from '../../resource';
import { formatDateTime, parseDateTime } from '../../time';
import { addDays, workingDaysBetween } from '../appeal/calendar';
import { dayOf, loadCalendar } from '../appeal/store';
import { type App, type HandlerDeps, idList, need, params, stringQuery, text } from '../common';
import { initialBpmn } from './bpmn';
import {
  type Actor,
  checkModel,
  claimTask,
  completeUserTask,
  deleteInstance,
  deploy,
  MSG,
  startProcess,
} from './store';

type Handler = (c: Context<ResourceEnv>) => Promise<Response>;

const WORK = '/api/lingxi-flow/work';
const MODEL = '/api/lingxi-flow/model';
const MANAGER = '/api/lingxi-flow/manager';
const FOLLOW = '/api/lingxi-flow/follow';
const PROCESS = '/api/lingxi-flow/process';
const LEAVE = '/api/lingxi-desk/process/leave';

/** The key of the seeded leave process, which `leave/start-process` starts. */
export const LEAVE_PROCESS_KEY = 'leave';

export function actorOf(user: AuthUser): Actor {
  return {
    tenantId: user.tenantId,
    userId: user.userId,
    name: user.realName || user.name || user.account,
    deptIds: String(user.deptId ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    roleAliases: user.roleAliases,
  };
}

const time = (v: unknown) => formatDateTime(v);
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

function idOf(p: Record<string, unknown>, names: readonly string[], label: string): string {
  for (const name of names) {
    const raw = p[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const id = parseId(raw);
    if (!id) throw badRequest(`${name}格式不正确`);
    return id;
  }
  throw badRequest(`请选择${label}`);
}

/** Process variables sent by a caller: a flat object of texts, numbers and booleans (≤ 50, names ≤ 64). */
function variablesOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw badRequest('variables必须是对象');
    }
  }
  if (!isRecord(v)) throw badRequest('variables必须是对象');
  const out: Record<string, unknown> = {};
  const entries = Object.entries(v);
  if (entries.length > 50) throw badRequest('流程变量不能超过50个');
  for (const [k, x] of entries) {
    if (!/^[A-Za-z_][\w]{0,63}$/.test(k)) throw badRequest(`流程变量名${k.slice(0, 64)}格式不正确`);
    if (['applyUser', 'applyDept', 'pass'].includes(k)) throw badRequest(`流程变量${k}由系统设置`);
    if (typeof x === 'string') {
      if (x.length > 1000) throw badRequest(`流程变量${k}不能超过1000个字符`);
      out[k] = text(x, `流程变量${k}`, 1000);
    } else if ((typeof x === 'number' && Number.isFinite(x)) || typeof x === 'boolean' || x === null)
      out[k] = x;
    else throw badRequest(`流程变量${k}只能是文本、数字或布尔值`);
  }
  return out;
}

/** A paged select: `from` is the FROM … WHERE part, `select` the columns. */
async function paged(
  q: Queryable,
  query: Record<string, string>,
  select: string,
  from: string,
  args: unknown[],
  order: string,
  view: (r: Row) => Record<string, unknown>,
): Promise<Page<Record<string, unknown>>> {
  const { current, size } = pageArgs(query, 200);
  const count = await q.query<{ n: string }>(`select count(*) as n ${from}`, args);
  const total = Number(count[0]?.n ?? 0);
  const rows = await q.query<Row>(
    `select ${select} ${from} order by ${order} limit ${size} offset ${(current - 1) * size}`,
    args,
  );
  return { records: rows.map(view), total, size, current, pages: Math.ceil(total / size) };
}

/** Appends `and col ilike %value%` for each filter present. */
function likes(query: Record<string, string>, filters: Record<string, string>, args: unknown[]): string {
  let sql = '';
  for (const [name, column] of Object.entries(filters)) {
    const value = query[name];
    if (value === undefined || value.trim() === '') continue;
    args.push(`%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    sql += ` and ${column} ilike $${args.length}`;
  }
  return sql;
}

const deploymentView = (r: Row) => ({
  id: str(r.id),
  deploymentId: str(r.id),
  tenantId: str(r.tenant_id),
  key: str(r.process_key),
  processDefinitionKey: str(r.process_key),
  name: str(r.name),
  description: str(r.description),
  version: Number(r.version),
  category: str(r.category),
  resourceName: str(r.resource_name),
  state: str(r.state),
  suspensionState: r.state === 'active' ? 1 : 2,
  deploymentTime: time(r.create_time),
  updateTime: time(r.update_time),
  runningInstances: r.running === undefined ? undefined : Number(r.running),
});

const modelView = (r: Row, withXml = false) => ({
  id: str(r.id),
  tenantId: str(r.tenant_id),
  modelKey: str(r.model_key),
  name: str(r.name),
  description: str(r.description),
  version: Number(r.deployed_version),
  rowVersion: Number(r.row_version),
  createTime: time(r.create_time),
  updateTime: time(r.update_time),
  ...(withXml ? { xml: str(r.xml) } : {}),
});

const TASK_SELECT = `t.*, i.process_key, i.process_name, i.title, i.starter_id, i.starter_name, i.state as instance_state,
  i.start_time, i.end_activity_name, d.version, d.category, d.state as deployment_state,
  (select real_name from blade_user u where u.id = t.assignee_id) as assignee_name`;

const taskView = (status: string) => (r: Row) => ({
  taskId: str(r.id),
  taskName: str(r.name),
  taskDefinitionKey: str(r.task_key),
  processInstanceId: str(r.instance_id),
  processDefinitionId: str(r.deployment_id),
  processDefinitionKey: str(r.process_key),
  processDefinitionName: str(r.process_name),
  processDefinitionVersion: Number(r.version),
  category: str(r.category),
  title: str(r.title),
  assignee: str(r.assignee_id),
  assigneeName: str(r.assignee_name),
  startUser: str(r.starter_id),
  startUserName: str(r.starter_name),
  createTime: time(r.create_time),
  claimTime: time(r.claim_time),
  endTime: time(r.end_time),
  outcome: str(r.outcome),
  comment: str(r.comment),
  processIsFinished: r.instance_state !== 'running',
  suspended: r.deployment_state !== 'active',
  status,
});

const CURRENT_TASKS = `(select string_agg(t.name, ',' order by t.id) from lingxi_flow_task t where t.instance_id = i.id and t.state = 'active')`;
const CURRENT_ASSIGNEES = `(select string_agg(coalesce(u.real_name, '待签收'), ',' order by t.id) from lingxi_flow_task t left join blade_user u on u.id = t.assignee_id where t.instance_id = i.id and t.state = 'active')`;

/**
 * Whether user `u` may decide a leave's approval: one of his roles holds `workTodo_handle` (the to-do's
 * approve / reject). The leave form's approvers are these users.
 */
const MAY_APPROVE = `exists (select 1 from blade_role_menu rm join blade_menu m on m.id = rm.menu_id
  join blade_role r on r.id = rm.role_id
  where m.code = 'workTodo_handle' and m.is_deleted = 0 and r.is_deleted = 0
    and r.id::text = any(string_to_array(u.role_id, ',')))`;

const instanceView = (r: Row) => ({
  id: str(r.id),
  processInstanceId: str(r.id),
  processDefinitionId: str(r.deployment_id),
  processDefinitionKey: str(r.process_key),
  processDefinitionName: str(r.process_name),
  processDefinitionVersion: r.version === undefined ? undefined : Number(r.version),
  businessKey: str(r.business_key),
  title: str(r.title),
  startUser: str(r.starter_id),
  startUserName: str(r.starter_name),
  state: str(r.state),
  processIsFinished: r.state !== 'running',
  currentTaskNames: str(r.current_tasks),
  currentAssignees: str(r.current_assignees),
  endActivityName: str(r.end_activity_name),
  deleteReason: str(r.delete_reason),
  startTime: time(r.start_time),
  endTime: time(r.end_time),
});

const ACTION_NAMES: Record<string, string> = {
  start: '发起',
  claim: '签收',
  pass: '同意',
  reject: '驳回',
  end: '结束',
  delete: '删除',
  cancel: '取消',
};

const historyView = (r: Row) => ({
  id: str(r.id),
  processInstanceId: str(r.instance_id),
  taskId: str(r.task_id),
  historyActivityId: str(r.activity_id),
  historyActivityName: str(r.activity_name),
  action: str(r.action),
  actionName: ACTION_NAMES[String(r.action)] ?? str(r.action),
  assignee: str(r.user_id),
  assigneeName: str(r.user_name),
  comment: str(r.comment),
  createTime: time(r.create_time),
});

export function mountFlow(app: App, deps: HandlerDeps): void {
  const { db } = deps;
  const route = (method: 'get' | 'post', path: string, title: string, h: Handler) => {
    TITLES.set(path, title);
    if (method === 'get') {
      READ_PATHS.add(path);
      app.get(path, h);
    } else app.post(path, h);
  };
  const query = async (c: Context<ResourceEnv>) => stringQuery(await params(c));

  /** May the caller see instance `id`: its starter, a person of one of its tasks, or a follow-up holder. */
  async function visibleInstance(user: AuthUser, id: string): Promise<Row> {
    const instance = (
      await db.query<Row>(
        `select i.*, d.version, d.xml from lingxi_flow_instance i join lingxi_flow_deployment d on d.id = i.deployment_id
          where i.id = $1 and i.tenant_id = $2`,
        [id, user.tenantId],
      )
    )[0];
    if (!instance) throw new HttpError(404, MSG_NOT_FOUND);
    if (String(instance.starter_id) === user.userId) return instance;
    if (await deps.can(user, 'flowFollow')) return instance;
    const a = actorOf(user);
    const involved = await db.query(
      `select 1 from lingxi_flow_task where instance_id = $1 and (assignee_id = $2 or completed_by = $2
         or candidate_users like $3 or candidate_groups like any($4::text[]) or candidate_depts like any($5::text[])) limit 1`,
      [
        id,
        user.userId,
        `%,${user.userId},%`,
        a.roleAliases.map((r) => `%,${r},%`),
        a.deptIds.map((d) => `%,${d},%`),
      ],
    );
    if (involved.length === 0) throw new HttpError(403, '您无权查看该流程实例');
    return instance;
  }

  // ── my tasks ───────────────────────────────────────────────────────────────────────────────
  route('get', `${WORK}/start-list`, '发起事务', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'workStart');
    const q = await query(c);
    const args: unknown[] = [user.tenantId];
    const from = `from lingxi_flow_deployment d where d.tenant_id = $1 and d.is_deleted = 0 and d.state = 'active'
      and d.version = (select max(x.version) from lingxi_flow_deployment x where x.tenant_id = d.tenant_id
                        and x.process_key = d.process_key and x.is_deleted = 0 and x.state = 'active')
      ${likes(q, { name: 'd.name', category: 'd.category', key: 'd.process_key' }, args)}`;
    return sendR(c, ok(await paged(db, q, 'd.*', from, args, 'd.process_key, d.id', deploymentView)));
  });

  route('post', `${WORK}/start-process`, '发起流程', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'workStart_start');
    const p = await params(c);
    const deploymentId = p.processDefinitionId ? idOf(p, ['processDefinitionId'], '流程') : undefined;
    const processKey = text(p.processDefinitionKey, '流程标识', 64);
    if (!deploymentId && !processKey) throw badRequest('请选择流程');
    const key = deploymentId
      ? (
          await db.query<Row>(
            'select process_key from lingxi_flow_deployment where id = $1 and tenant_id = $2',
            [deploymentId, user.tenantId],
          )
        )[0]?.process_key
      : processKey;
    // a leave instance is started with its request (leave/start-process), whose detail it serves
    if (key === LEAVE_PROCESS_KEY) throw badRequest('请假流程请从请假申请发起');
    const row = await startProcess(db, actorOf(user), {
      deploymentId,
      processKey,
      variables: variablesOf(p.variables),
      title: text(p.title, '标题', 255),
    });
    return sendR(c, ok(instanceView(row)));
  });

  const taskList = (
    path: string,
    title: string,
    code: string,
    status: string,
    where: (a: Actor, args: unknown[]) => string,
    order: string,
  ) =>
    route('get', path, title, async (c) => {
      const user = c.get('user');
      await need(deps, user, code);
      const q = await query(c);
      const a = actorOf(user);
      const args: unknown[] = [user.tenantId];
      const from = `from lingxi_flow_task t join lingxi_flow_instance i on i.id = t.instance_id
        join lingxi_flow_deployment d on d.id = t.deployment_id
        where t.tenant_id = $1 and ${where(a, args)}
        ${likes(q, { processDefinitionName: 'i.process_name', taskName: 't.name', title: 'i.title' }, args)}`;
      return sendR(c, ok(await paged(db, q, TASK_SELECT, from, args, order, taskView(status))));
    });

  taskList(
    `${WORK}/claim-list`,
    '待签事务',
    'workClaim',
    'claim',
    (a, args) => {
      args.push(
        `%,${a.userId},%`,
        a.roleAliases.map((r) => `%,${r},%`),
        a.deptIds.map((d) => `%,${d},%`),
      );
      const n = args.length;
      return `t.state = 'active' and t.assignee_id is null and (t.candidate_users like $${n - 2}
        or t.candidate_groups like any($${n - 1}::text[]) or t.candidate_depts like any($${n}::text[]))`;
    },
    't.create_time desc, t.id desc',
  );
  taskList(
    `${WORK}/todo-list`,
    '待办事务',
    'workTodo',
    'todo',
    (a, args) => {
      args.push(a.userId);
      return `t.state = 'active' and t.assignee_id = $${args.length}`;
    },
    't.create_time desc, t.id desc',
  );
  taskList(
    `${WORK}/done-list`,
    '办结事务',
    'workDone',
    'done',
    (a, args) => {
      args.push(a.userId);
      return `t.state = 'completed' and t.completed_by = $${args.length}`;
    },
    't.end_time desc, t.id desc',
  );

  route('get', `${WORK}/send-list`, '已发事务', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'workSend');
    const q = await query(c);
    const args: unknown[] = [user.tenantId, user.userId];
    const from = `from lingxi_flow_instance i join lingxi_flow_deployment d on d.id = i.deployment_id
      where i.tenant_id = $1 and i.starter_id = $2 ${likes(q, { processDefinitionName: 'i.process_name', title: 'i.title' }, args)}`;
    const select = `i.*, d.version, ${CURRENT_TASKS} as current_tasks, ${CURRENT_ASSIGNEES} as current_assignees`;
    return sendR(c, ok(await paged(db, q, select, from, args, 'i.start_time desc, i.id desc', instanceView)));
  });

  route('post', `${WORK}/claim-task`, '签收事务', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'workClaim_claim');
    const p = await params(c);
    const row = await claimTask(db, actorOf(user), idOf(p, ['taskId'], '任务'));
    return sendR(
      c,
      ok({ taskId: str(row.id), assignee: str(row.assignee_id), claimTime: time(row.claim_time) }),
    );
  });

  route('post', `${WORK}/complete-task`, '办理事务', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'workTodo_handle');
    const p = await params(c);
    const taskId = idOf(p, ['taskId'], '任务');
    const processInstanceId = p.processInstanceId ? idOf(p, ['processInstanceId'], '流程实例') : undefined;
    const flag = p.flag ?? 'pass';
    if (flag !== 'pass' && flag !== 'reject') throw badRequest('flag只能是pass或reject');
    const comment = text(p.comment, '审批意见', 1000);
    const row = await completeUserTask(db, actorOf(user), {
      taskId,
      processInstanceId,
      pass: flag === 'pass',
      comment,
      variables: variablesOf(p.variables),
    });
    return sendR(
      c,
      ok({ taskId: str(row.id), outcome: str(row.outcome), processInstanceId: str(row.instance_id) }),
    );
  });

  // ── models ─────────────────────────────────────────────────────────────────────────────────
  route('get', `${MODEL}/list`, '模型管理', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowModel');
    const q = await query(c);
    const args: unknown[] = [user.tenantId];
    const from = `from lingxi_flow_model m where m.tenant_id = $1 and m.is_deleted = 0 ${likes(q, { modelKey: 'm.model_key', name: 'm.name' }, args)}`;
    return sendR(
      c,
      ok(await paged(db, q, 'm.*', from, args, 'm.update_time desc, m.id desc', (r) => modelView(r))),
    );
  });

  async function modelRow(user: AuthUser, id: string, lock = false): Promise<Row> {
    const row = (
      await db.query<Row>(
        `select * from lingxi_flow_model where id = $1 and tenant_id = $2 and is_deleted = 0${lock ? ' for update' : ''}`,
        [id, user.tenantId],
      )
    )[0];
    if (!row) throw new HttpError(404, MSG_NOT_FOUND);
    return row;
  }

  route('get', `${MODEL}/detail`, '模型管理', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowModel');
    const p = await params(c);
    return sendR(c, ok(modelView(await modelRow(user, idOf(p, ['id'], '模型')), true)));
  });

  async function createModel(user: AuthUser, p: Record<string, unknown>): Promise<Row> {
    await need(deps, user, 'flowModel_add');
    const modelKey = text(p.modelKey, '模型标识', 64, true) as string;
    if (!/^[A-Za-z_][\w.-]{0,63}$/.test(modelKey))
      throw badRequest('模型标识只能以字母开头，包含字母、数字、下划线、点或横线');
    const name = text(p.name, '模型名称', 255, true) as string;
    const description = text(p.description, '模型描述', 500);
    const xml = (text(p.xml, '流程模型', 1_000_000) ?? '').trim() || initialBpmn(modelKey, name);
    const info = await checkModel(xml).catch((err: unknown) => {
      // a new model's starting diagram has no user task yet: it may be saved, not deployed
      if (!p.xml && err instanceof HttpError) return undefined;
      throw err;
    });
    if (info && info.key !== modelKey) throw badRequest(`模型标识必须与流程定义ID(${info.key})一致`);
    const exists = await db.query(
      'select 1 from lingxi_flow_model where tenant_id = $1 and model_key = $2 and is_deleted = 0',
      [user.tenantId, modelKey],
    );
    if (exists.length > 0) throw badRequest('模型标识已存在');
    const row = (
      await db.query<Row>(
        `insert into lingxi_flow_model (tenant_id, model_key, name, description, xml, create_user, update_user)
         values ($1, $2, $3, $4, $5, $6, $6) returning *`,
        [user.tenantId, modelKey, name, description ?? null, xml, user.userId],
      )
    )[0] as Row;
    return row;
  }

  async function updateModel(user: AuthUser, p: Record<string, unknown>): Promise<Row> {
    await need(deps, user, 'flowModel_edit');
    const id = idOf(p, ['id'], '模型');
    const current = await modelRow(user, id, true);
    const name = text(p.name, '模型名称', 255) ?? String(current.name);
    const description =
      p.description === undefined ? str(current.description) : (text(p.description, '模型描述', 500) ?? null);
    const xml = text(p.xml, '流程模型', 1_000_000) ?? String(current.xml);
    if (p.xml !== undefined) {
      const info = await checkModel(xml);
      if (info.key !== current.model_key)
        throw badRequest(`流程定义ID必须与模型标识(${String(current.model_key)})一致`);
    }
    if (p.rowVersion !== undefined && Number(p.rowVersion) !== Number(current.row_version))
      throw badRequest('模型已被他人修改，请刷新后再保存');
    return (
      await db.query<Row>(
        `update lingxi_flow_model set name = $2, description = $3, xml = $4, row_version = row_version + 1,
           update_user = $5, update_time = now() where id = $1 returning *`,
        [id, name, description, xml, user.userId],
      )
    )[0] as Row;
  }

  route('post', `${MODEL}/create`, '模型管理', async (c) => {
    const user = c.get('user');
    return sendR(c, ok(modelView(await createModel(user, await params(c)), true)));
  });
  route('post', `${MODEL}/update`, '模型管理', async (c) => {
    const user = c.get('user');
    return sendR(c, ok(modelView(await updateModel(user, await params(c)), true)));
  });
  route('post', `${MODEL}/submit`, '模型管理', async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const row = p.id ? await updateModel(user, p) : await createModel(user, p);
    return sendR(c, ok(modelView(row, true)));
  });

  route('post', `${MODEL}/remove`, '模型管理', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowModel_delete');
    const ids = idList((await params(c)).ids);
    if (!ids || ids.length === 0) throw badRequest('请选择要删除的数据');
    const gone = await db.query(
      'update lingxi_flow_model set is_deleted = 1, update_user = $3, update_time = now() where tenant_id = $1 and id = any($2::bigint[]) and is_deleted = 0 returning id',
      [user.tenantId, ids, user.userId],
    );
    if (gone.length === 0) throw new HttpError(404, MSG_NOT_FOUND);
    return sendR(c, ok(null));
  });

  /** The tenants a deployment goes to: the caller's, or (platform administrators only) the listed ones. */
  async function targetTenants(user: AuthUser, value: unknown): Promise<string[]> {
    const raw = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
    const tenants = [...new Set(raw.map((s) => s.trim()).filter((s) => s !== ''))];
    if (tenants.length === 0) return [user.tenantId];
    if (tenants.some((t) => !/^\d{6}$/.test(t))) throw badRequest('租户ID必须是6位数字');
    if (tenants.some((t) => t !== user.tenantId) && user.tenantId !== '000000')
      throw new HttpError(403, '只有平台租户可以部署到其他租户');
    const found = await db.query<{ tenant_id: string }>(
      'select tenant_id from blade_tenant where tenant_id = any($1::text[]) and is_deleted = 0',
      [tenants],
    );
    const known = new Set(found.map((r) => String(r.tenant_id)));
    const missing = tenants.find((t) => !known.has(t));
    if (missing) throw badRequest(`租户${missing}不存在`);
    return tenants;
  }

  const category = (p: Record<string, unknown>) => {
    const value = text(p.category, '流程分类', 64);
    return value?.trim() || undefined;
  };

  route('post', `${MODEL}/deploy`, '部署模型', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowModel_deploy');
    const p = await params(c);
    const model = await modelRow(user, idOf(p, ['modelId', 'id'], '模型'), true);
    const info = await checkModel(String(model.xml));
    const tenants = await targetTenants(user, p.tenantIds);
    const rows: Row[] = [];
    for (const tenantId of tenants)
      rows.push(
        await deploy(
          db,
          {
            tenantId,
            userId: user.userId,
            xml: String(model.xml),
            category: category(p),
            modelId: tenantId === user.tenantId ? String(model.id) : undefined,
          },
          info,
        ),
      );
    return sendR(c, ok(rows.map(deploymentView)));
  });

  // ── deployments ────────────────────────────────────────────────────────────────────────────
  route('get', `${MANAGER}/list`, '部署管理', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowDeploy');
    const q = await query(c);
    const args: unknown[] = [user.tenantId];
    let from = `from lingxi_flow_deployment d where d.tenant_id = $1 and d.is_deleted = 0
      ${likes(q, { key: 'd.process_key', processDefinitionKey: 'd.process_key', name: 'd.name', category: 'd.category' }, args)}`;
    if (q.state === 'active' || q.state === 'suspended') {
      args.push(q.state);
      from += ` and d.state = $${args.length}`;
    } else if (q.state) throw badRequest('state只能是active或suspended');
    const select = `d.*, (select count(*) from lingxi_flow_instance i where i.deployment_id = d.id and i.state = 'running') as running`;
    return sendR(
      c,
      ok(await paged(db, q, select, from, args, 'd.process_key, d.version desc', deploymentView)),
    );
  });

  route('get', `${MANAGER}/resource-view`, '部署管理', async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = idOf(p, ['deploymentId', 'processDefinitionId', 'id'], '部署');
    if (!(await deps.can(user, 'flowDeploy')) && !(await deps.can(user, 'workStart')))
      throw new HttpError(403, '缺失功能权限');
    const row = (
      await db.query<Row>(
        'select * from lingxi_flow_deployment where id = $1 and tenant_id = $2 and is_deleted = 0',
        [id, user.tenantId],
      )
    )[0];
    if (!row) throw new HttpError(404, MSG_NOT_FOUND);
    return sendR(c, ok({ ...deploymentView(row), xml: str(row.xml) }));
  });

  route('post', `${MANAGER}/change-state`, '变更流程状态', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowDeploy_state');
    const p = await params(c);
    const ids = idList(p.ids ?? p.processId ?? p.deploymentId ?? p.processDefinitionId);
    if (!ids || ids.length === 0) throw badRequest('请选择部署');
    const state =
      p.state === 'active' || p.status === '1' || p.status === 1
        ? 'active'
        : p.state === 'suspended' || p.status === '0' || p.status === 0
          ? 'suspended'
          : undefined;
    if (!state) throw badRequest('state只能是active或suspended');
    const changed = await db.query(
      `update lingxi_flow_deployment set state = $3, update_user = $4, update_time = now()
        where tenant_id = $1 and id = any($2::bigint[]) and is_deleted = 0 returning id`,
      [user.tenantId, ids, state, user.userId],
    );
    if (changed.length !== ids.length) throw new HttpError(404, MSG_NOT_FOUND);
    return sendR(c, ok(null, state === 'active' ? '激活成功' : '挂起成功'));
  });

  route('post', `${MANAGER}/deploy-upload`, '上传部署', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowDeploy_upload');
    const type = c.req.header('content-type') ?? '';
    if (!type.includes('multipart/form-data')) throw badRequest('请以multipart/form-data上传流程文件');
    const form = await readForm(c, { all: true });
    const files = ([] as unknown[])
      .concat(form.files ?? form.file ?? [])
      .filter((f): f is File => f instanceof File);
    if (files.length === 0) throw badRequest('请选择流程文件');
    if (files.length > 20) throw badRequest('一次最多上传20个流程文件');
    const p: Record<string, unknown> = {
      category: typeof form.category === 'string' ? form.category : undefined,
      tenantIds: typeof form.tenantIds === 'string' ? form.tenantIds : undefined,
    };
    const tenants = await targetTenants(user, p.tenantIds);
    const rows: Row[] = [];
    for (const file of files) {
      if (!/\.(bpmn|bpmn20\.xml|xml)$/i.test(file.name))
        throw badRequest(`文件${file.name.slice(0, 100)}不是.bpmn或.xml流程文件`);
      let xml: string;
      try {
        xml = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
      } catch {
        throw badRequest(`文件${file.name.slice(0, 100)}不是UTF-8文本`);
      }
      const info = await checkModel(xml);
      for (const tenantId of tenants)
        rows.push(
          await deploy(
            db,
            {
              tenantId,
              userId: user.userId,
              xml,
              category: category(p),
              resourceName: file.name.slice(0, 255),
            },
            info,
          ),
        );
    }
    return sendR(c, ok(rows.map(deploymentView)));
  });

  route('post', `${MANAGER}/delete-deployment`, '删除部署', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowDeploy_delete');
    const p = await params(c);
    const ids = idList(p.deploymentIds ?? p.ids);
    if (!ids || ids.length === 0) throw badRequest('请选择部署');
    const cascade = p.cascade === true || p.cascade === 'true' || p.cascade === '1';
    const reason = text(p.reason ?? p.deleteReason, '删除原因', 500);
    const found = await db.query<Row>(
      'select id from lingxi_flow_deployment where tenant_id = $1 and id = any($2::bigint[]) and is_deleted = 0 for update',
      [user.tenantId, ids],
    );
    if (found.length !== ids.length) throw new HttpError(404, MSG_NOT_FOUND);
    const running = await db.query<{ id: string }>(
      "select id::text as id from lingxi_flow_instance where deployment_id = any($1::bigint[]) and state = 'running' order by id",
      [ids],
    );
    if (running.length > 0 && !cascade) throw badRequest(MSG.runningInstances);
    const actor = actorOf(user);
    for (const r of running)
      await deleteInstance(db, actor, String(r.id), `部署已删除${reason ? `：${reason}` : ''}`);
    await db.query(
      'update lingxi_flow_deployment set is_deleted = 1, update_user = $3, update_time = now() where tenant_id = $1 and id = any($2::bigint[])',
      [user.tenantId, ids, user.userId],
    );
    return sendR(c, ok({ deleted: ids.length, endedInstances: running.length }));
  });

  // ── follow-up ──────────────────────────────────────────────────────────────────────────────
  route('get', `${FOLLOW}/list`, '流程跟踪', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowFollow');
    const q = await query(c);
    const args: unknown[] = [user.tenantId];
    const from = `from lingxi_flow_instance i join lingxi_flow_deployment d on d.id = i.deployment_id
      where i.tenant_id = $1 and i.state = 'running'
      ${likes(q, { processDefinitionKey: 'i.process_key', processDefinitionName: 'i.process_name', startUserName: 'i.starter_name', title: 'i.title' }, args)}`;
    const select = `i.*, d.version, ${CURRENT_TASKS} as current_tasks, ${CURRENT_ASSIGNEES} as current_assignees`;
    return sendR(c, ok(await paged(db, q, select, from, args, 'i.start_time desc, i.id desc', instanceView)));
  });

  route('post', `${FOLLOW}/delete-process-instance`, '删除流程实例', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'flowFollow_delete');
    const p = await params(c);
    const id = idOf(p, ['processInstanceId', 'id'], '流程实例');
    const reason = text(p.deleteReason ?? p.reason, '删除原因', 500);
    if (!reason?.trim()) throw badRequest(MSG.deleteReason);
    await deleteInstance(db, actorOf(user), id, reason.trim());
    return sendR(c, ok(null));
  });

  // ── an instance: history and diagram ───────────────────────────────────────────────────────
  const historyOf = async (instanceId: string) =>
    (
      await db.query<Row>(
        'select * from lingxi_flow_history where instance_id = $1 order by create_time, id',
        [instanceId],
      )
    ).map(historyView);

  route('get', `${PROCESS}/history-flow-list`, '流程历史', async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = idOf(p, ['processInstanceId'], '流程实例');
    await visibleInstance(user, id);
    return sendR(c, ok(await historyOf(id)));
  });

  route('get', `${PROCESS}/diagram-view`, '流程图', async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = idOf(p, ['processInstanceId'], '流程实例');
    const instance = await visibleInstance(user, id);
    const tasks = await db.query<Row>(
      'select task_key, state from lingxi_flow_task where instance_id = $1 order by id',
      [id],
    );
    const active = [...new Set(tasks.filter((t) => t.state === 'active').map((t) => String(t.task_key)))];
    const finished = [
      ...new Set(tasks.filter((t) => t.state === 'completed').map((t) => String(t.task_key))),
    ];
    if (instance.end_activity_id) finished.push(String(instance.end_activity_id));
    return sendR(
      c,
      ok({
        ...instanceView(instance),
        xml: str(instance.xml),
        activeActivityIds: active,
        finishedActivityIds: finished,
      }),
    );
  });

  // ── the leave request ──────────────────────────────────────────────────────────────────────
  route('post', `${LEAVE}/start-process`, '请假申请', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'leave_add');
    const p = await params(c);
    const approver = idOf(p, ['approver', 'taskUser'], '审批人');
    const { start, end } = leavePeriod(p);
    const reason = (text(p.reason, '请假理由', 500, true) as string).trim();
    const found = await db.query(
      'select 1 from blade_user where id = $1 and tenant_id = $2 and is_deleted = 0 and status = 1',
      [approver, user.tenantId],
    );
    if (found.length === 0) throw badRequest('审批人不存在');
    if (approver === user.userId) throw badRequest('审批人不能是申请人本人');
    const approves = await db.query(`select 1 from blade_user u where u.id = $1 and ${MAY_APPROVE}`, [
      approver,
    ]);
    if (approves.length === 0) throw badRequest('审批人没有办理审批的权限');
    const days = await leaveDays(db, start, end);
    const leave = await startLeave(db, actorOf(user), { approver, start, end, days, reason });
    return sendR(c, ok(leave));
  });

  route('get', `${LEAVE}/approvers`, '请假申请', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'leave_add');
    const rows = await db.query<Row>(
      `select u.id::text as id, u.account, u.real_name from blade_user u
        where u.tenant_id = $1 and u.is_deleted = 0 and u.status = 1 and u.id::text <> $2 and ${MAY_APPROVE}
        order by u.real_name, u.id limit 500`,
      [user.tenantId, user.userId],
    );
    return sendR(
      c,
      ok(rows.map((r) => ({ id: str(r.id), account: str(r.account), realName: str(r.real_name) }))),
    );
  });

  route('get', `${LEAVE}/working-days`, '请假申请', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'leave_add');
    const { start, end } = leavePeriod(await params(c));
    return sendR(c, ok({ days: await leaveDays(db, start, end) }));
  });

  route('get', `${LEAVE}/list`, '请假申请', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'leave');
    const q = await query(c);
    const args: unknown[] = [user.tenantId, user.userId];
    const from = `from lingxi_flow_leave l left join lingxi_flow_instance i on i.id = l.instance_id
      where l.tenant_id = $1 and l.user_id = $2 ${likes(q, { reason: 'l.reason' }, args)}`;
    const select = `l.*, i.state as instance_state, i.end_activity_id, i.end_activity_name,
      (select real_name from blade_user u where u.id = l.approver_id) as approver_name,
      ${CURRENT_TASKS} as current_tasks, ${CURRENT_ASSIGNEES} as current_assignees`;
    return sendR(
      c,
      ok(
        await paged(db, q, select, from, args, 'l.create_time desc, l.id desc', (r) => ({
          ...leaveRow(r),
          approverName: str(r.approver_name),
          state: str(r.instance_state),
          processIsFinished: r.instance_state !== 'running',
          endActivityId: str(r.end_activity_id),
          endActivityName: str(r.end_activity_name),
          currentTaskNames: str(r.current_tasks),
          currentAssignees: str(r.current_assignees),
        })),
      ),
    );
  });

  route('get', `${LEAVE}/detail`, '请假申请', async (c) => {
    const user = c.get('user');
    await need(deps, user, 'leave');
    const p = await params(c);
    let row: Row | undefined;
    if (p.processInstanceId) {
      const id = idOf(p, ['processInstanceId'], '流程实例');
      row = (
        await db.query<Row>('select * from lingxi_flow_leave where instance_id = $1 and tenant_id = $2', [
          id,
          user.tenantId,
        ])
      )[0];
    } else {
      const id = idOf(p, ['businessId', 'id'], '请假申请');
      row = (
        await db.query<Row>('select * from lingxi_flow_leave where id = $1 and tenant_id = $2', [
          id,
          user.tenantId,
        ])
      )[0];
    }
    if (!row) throw new HttpError(404, MSG_NOT_FOUND);
    const instance = await visibleInstance(user, String(row.instance_id));
    const current = await db.query<Row>(
      `select t.id, t.name, t.assignee_id, (select real_name from blade_user u where u.id = t.assignee_id) as assignee_name
         from lingxi_flow_task t where t.instance_id = $1 and t.state = 'active' order by t.id`,
      [instance.id],
    );
    return sendR(
      c,
      ok({
        ...(await leaveView(db, row)),
        flow: {
          ...instanceView(instance),
          currentTasks: current.map((t) => ({
            taskId: str(t.id),
            taskName: str(t.name),
            assignee: str(t.assignee_id),
            assigneeName: str(t.assignee_name),
          })),
        },
        history: await historyOf(String(instance.id)),
      }),
    );
  });
}

/** A leave's start and end from `startTime` / `endTime` (`YYYY-MM-DD HH:mm[:ss]`), the end after the start. */
export function leavePeriod(p: Record<string, unknown>): { start: Date; end: Date } {
  const startText = text(p.startTime, '开始时间', 19, true) as string;
  const endText = text(p.endTime, '结束时间', 19, true) as string;
  const start = parseDateTime(startText);
  const end = parseDateTime(endText);
  if (!start) throw badRequest('开始时间格式不正确');
  if (!end) throw badRequest('结束时间格式不正确');
  if (end.getTime() <= start.getTime()) throw badRequest('结束时间必须晚于开始时间');
  return { start, end };
}

/**
 * The working days a leave covers: each calendar day from the start's to the end's that the gateway's
 * working-day calendar (src/services/appeal/calendar.ts, table lingxi_workday) counts as a working day.
 */
export async function leaveDays(q: Queryable, start: Date, end: Date): Promise<number> {
  const from = dayOf(start);
  const to = dayOf(end);
  if (to > addDays(from, 366)) throw badRequest('请假时间不能超过一年');
  const calendar = await loadCalendar(q, from);
  const days = workingDaysBetween(addDays(from, -1), to, calendar);
  if (days < 1) throw badRequest('请假时间内没有工作日');
  return days;
}

export interface LeaveInput {
  approver: string;
  start: Date;
  end: Date;
  days: number;
  reason: string;
}

/** A leave request's own columns as the calls answer them. */
const leaveRow = (row: Row) => ({
  id: str(row.id),
  processInstanceId: str(row.instance_id),
  applyUser: str(row.user_id),
  applyUserName: str(row.user_name),
  approver: str(row.approver_id),
  startTime: time(row.start_time),
  endTime: time(row.end_time),
  days: Number(row.days),
  reason: str(row.reason),
  createTime: time(row.create_time),
});

export async function leaveView(q: Queryable, row: Row): Promise<Record<string, unknown>> {
  const approver = (
    await q.query<Row>('select real_name from blade_user where id = $1', [row.approver_id])
  )[0];
  return { ...leaveRow(row), approverName: str(approver?.real_name) };
}

/** Stores a leave request and starts the leave process for it (variables: approver, days, reason). */
export async function startLeave(
  q: Queryable,
  actor: Actor,
  input: LeaveInput,
): Promise<Record<string, unknown>> {
  const leave = (
    await q.query<Row>(
      `insert into lingxi_flow_leave (tenant_id, user_id, user_name, approver_id, start_time, end_time, days, reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [
        actor.tenantId,
        actor.userId,
        actor.name.slice(0, 64),
        input.approver,
        input.start,
        input.end,
        input.days,
        input.reason,
      ],
    )
  )[0] as Row;
  const instance = await startProcess(q, actor, {
    processKey: LEAVE_PROCESS_KEY,
    businessKey: `lingxi_flow_leave:${String(leave.id)}`,
    title: `${actor.name}的请假申请(${input.days}天)`,
    variables: { approver: input.approver, days: input.days, reason: input.reason },
  });
  const stored = (
    await q.query<Row>('update lingxi_flow_leave set instance_id = $2 where id = $1 returning *', [
      leave.id,
      instance.id,
    ])
  )[0] as Row;
  return leaveView(q, stored);
}

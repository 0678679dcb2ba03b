/* biome-ignore-all lint/suspicious/noTemplateCurlyInString: BPMN expressions are ${...} texts, never JavaScript templates */
/**
 * Workflow seeds (issue 21): the workflow's buttons and two roles with their accounts (`021_flow_roles`),
 * then the leave process and the expense process deployed in tenant 000000 with instances at every step,
 * each played through the engine like a request would (`021_flow_data`). The accounts are in the
 * gateway README ("Workflow", seeded processes).
 */
import { hashPassword, md5Hex } from '../crypto';
import type { Queryable } from '../db';
import type { Seed } from '../migrate';
import { addDays, addWorkingDays, isWorkingDay } from '../services/appeal/calendar';
import { loadCalendar } from '../services/appeal/store';
import { buildBpmn, type ProcessSpec } from '../services/flow/bpmn';
import { LEAVE_PROCESS_KEY, leaveDays, startLeave } from '../services/flow/handlers';
import { type Actor, claimTask, completeUserTask, deploy, startProcess } from '../services/flow/store';
import { formatDate } from '../time';
import { BUTTONS } from './menus';

/** Above this many working days a leave needs the second (HR) approval. */
export const LEAVE_SECOND_APPROVAL_DAYS = 3;

/** The leave process: applicant → department head (`approver`) → HR above N days, by an exclusive gateway. */
export const LEAVE_PROCESS: ProcessSpec = {
  key: LEAVE_PROCESS_KEY,
  name: '请假流程',
  documentation: `申请人发起，部门负责人审批；请假超过${LEAVE_SECOND_APPROVAL_DAYS}个工作日再由人事审批`,
  nodes: [
    { id: 'start', kind: 'startEvent', name: '提交请假', x: 120, y: 200, initiator: 'applyUser' },
    { id: 'headApproval', kind: 'userTask', name: '部门负责人审批', x: 260, y: 200, assignee: '${approver}' },
    { id: 'headResult', kind: 'exclusiveGateway', name: '负责人意见', x: 400, y: 200 },
    {
      id: 'daysCheck',
      kind: 'exclusiveGateway',
      name: '请假天数',
      x: 520,
      y: 200,
      defaultFlow: 'flow_short',
    },
    { id: 'hrApproval', kind: 'userTask', name: '人事审批', x: 660, y: 100, candidateGroups: 'hr' },
    { id: 'hrResult', kind: 'exclusiveGateway', name: '人事意见', x: 800, y: 100 },
    { id: 'approved', kind: 'endEvent', name: '已通过', x: 920, y: 200 },
    { id: 'rejected', kind: 'endEvent', name: '已驳回', x: 920, y: 330 },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'headApproval' },
    { id: 'flow_head_done', from: 'headApproval', to: 'headResult' },
    { id: 'flow_head_pass', from: 'headResult', to: 'daysCheck', name: '同意', condition: '${pass}' },
    { id: 'flow_head_reject', from: 'headResult', to: 'rejected', name: '驳回', condition: '${!pass}' },
    {
      id: 'flow_long',
      from: 'daysCheck',
      to: 'hrApproval',
      name: `超过${LEAVE_SECOND_APPROVAL_DAYS}天`,
      condition: `\${days > ${LEAVE_SECOND_APPROVAL_DAYS}}`,
    },
    { id: 'flow_short', from: 'daysCheck', to: 'approved', name: `${LEAVE_SECOND_APPROVAL_DAYS}天及以内` },
    { id: 'flow_hr_done', from: 'hrApproval', to: 'hrResult' },
    { id: 'flow_hr_pass', from: 'hrResult', to: 'approved', name: '同意', condition: '${pass}' },
    { id: 'flow_hr_reject', from: 'hrResult', to: 'rejected', name: '驳回', condition: '${!pass}' },
  ],
};

/** The expense process: the applicant's department (candidate group = its id) → finance (candidate user). */
export const EXPENSE_PROCESS: ProcessSpec = {
  key: 'expense',
  name: '费用报销',
  documentation: '申请人所在部门审核(部门成员签收)，再由财务审核',
  nodes: [
    { id: 'start', kind: 'startEvent', name: '提交报销', x: 120, y: 200, initiator: 'applyUser' },
    { id: 'deptAudit', kind: 'userTask', name: '部门审核', x: 260, y: 200, candidateGroups: '${applyDept}' },
    { id: 'deptResult', kind: 'exclusiveGateway', name: '部门意见', x: 400, y: 200 },
    { id: 'financeAudit', kind: 'userTask', name: '财务审核', x: 540, y: 200, candidateUsers: 'finance1' },
    { id: 'financeResult', kind: 'exclusiveGateway', name: '财务意见', x: 680, y: 200 },
    { id: 'paid', kind: 'endEvent', name: '已报销', x: 800, y: 200 },
    { id: 'rejected', kind: 'endEvent', name: '已驳回', x: 800, y: 330 },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'deptAudit' },
    { id: 'flow_dept_done', from: 'deptAudit', to: 'deptResult' },
    { id: 'flow_dept_pass', from: 'deptResult', to: 'financeAudit', name: '同意', condition: '${pass}' },
    { id: 'flow_dept_reject', from: 'deptResult', to: 'rejected', name: '驳回', condition: '${!pass}' },
    { id: 'flow_finance_done', from: 'financeAudit', to: 'financeResult' },
    { id: 'flow_finance_pass', from: 'financeResult', to: 'paid', name: '同意', condition: '${pass}' },
    { id: 'flow_finance_reject', from: 'financeResult', to: 'rejected', name: '驳回', condition: '${!pass}' },
  ],
};

/** The workflow's buttons beside each page's add / edit / delete / view: `<page>_<action>` permission codes. */
export const FLOW_BUTTONS: { page: string; action: string; name: string; source: string }[] = [
  { page: 'workStart', action: 'start', name: '发起', source: 'PlayCircleOutlined' },
  { page: 'workClaim', action: 'claim', name: '签收', source: 'CheckOutlined' },
  { page: 'workTodo', action: 'handle', name: '办理', source: 'AuditOutlined' },
  { page: 'flowModel', action: 'deploy', name: '部署', source: 'CloudUploadOutlined' },
  { page: 'flowDeploy', action: 'state', name: '变更状态', source: 'SwapOutlined' },
  { page: 'flowDeploy', action: 'upload', name: '上传部署', source: 'UploadOutlined' },
];

/** What the two workflow roles hold: the five task pages and the leave page with their buttons. */
const FLOW_USER_CODES = [
  'work',
  'workStart',
  'workStart_view',
  'workStart_start',
  'workClaim',
  'workClaim_view',
  'workClaim_claim',
  'workTodo',
  'workTodo_view',
  'workTodo_handle',
  'workSend',
  'workSend_view',
  'workDone',
  'workDone_view',
  'leave',
  'leave_view',
  'leave_add',
];

/** Accounts (password = account) of tenant 000000 that act in the seeded processes. */
export const FLOW_ACCOUNTS: {
  account: string;
  name: string;
  realName: string;
  roles: string[];
  dept: string;
}[] = [
  { account: 'staff1', name: '员工', realName: '张员工', roles: ['flowUser'], dept: '企业服务处' },
  { account: 'staff2', name: '员工', realName: '刘员工', roles: ['flowUser'], dept: '企业服务处' },
  { account: 'head1', name: '部门负责人', realName: '王主管', roles: ['flowUser'], dept: '企业服务处' },
  { account: 'hr1', name: '人事专员', realName: '陈人事', roles: ['flowUser', 'hr'], dept: '' },
  { account: 'finance1', name: '财务专员', realName: '吴财务', roles: ['flowUser'], dept: '' },
];

async function one<T extends Record<string, unknown>>(
  tx: Queryable,
  sql: string,
  params: unknown[],
): Promise<T> {
  const row = (await tx.query<T>(sql, params))[0];
  if (!row) throw new Error(`seed: no row for ${sql.slice(0, 80)}`);
  return row;
}

const id = async (tx: Queryable, sql: string, params: unknown[]) =>
  String((await one<{ id: string }>(tx, `${sql} returning id`, params)).id);

async function deptId(tx: Queryable, name: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    "select id from blade_dept where tenant_id = '000000' and dept_name = $1 and is_deleted = 0 order by id limit 1",
    [name],
  );
  if (rows[0]) return String(rows[0].id);
  return id(
    tx,
    `insert into blade_dept (tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort) values ('000000', 0, '0', 1, $1, $1, 99)`,
    [name],
  );
}

async function seedRoles(tx: Queryable): Promise<void> {
  for (const [i, b] of FLOW_BUTTONS.entries()) {
    const code = `${b.page}_${b.action}`;
    const page = await one<{ id: string; path: string }>(
      tx,
      'select id, path from blade_menu where code = $1 and is_deleted = 0',
      [b.page],
    );
    const found = await tx.query('select 1 from blade_menu where code = $1 and is_deleted = 0', [code]);
    if (found.length > 0) continue;
    await tx.query(
      `insert into blade_menu (parent_id, code, name, alias, path, source, sort, category, action, is_open, i18n, hidden)
       values ($1, $2, $3, $4, $5, $6, $7, 2, 2, 1, $4, 0)`,
      [page.id, code, b.name, b.action, `${page.path}/${b.action}`, b.source, BUTTONS.length + 1 + i],
    );
  }
  // every administrator role (each tenant's) holds the new buttons as it holds every menu
  await tx.query(
    `insert into blade_role_menu (menu_id, role_id)
     select m.id, r.id from blade_menu m, blade_role r
      where m.code = any($1::text[]) and m.is_deleted = 0 and r.role_alias = 'administrator' and r.is_deleted = 0
     on conflict do nothing`,
    [FLOW_BUTTONS.map((b) => `${b.page}_${b.action}`)],
  );
  const roles = new Map<string, string>();
  for (const [i, [alias, name]] of [
    ['flowUser', '流程用户'],
    ['hr', '人事专员'],
  ].entries()) {
    const roleId = await id(
      tx,
      'insert into blade_role (tenant_id, parent_id, role_name, role_alias, sort, role_type) values ($1, 0, $2, $3, $4, 1)',
      ['000000', name, alias, 40 + i],
    );
    roles.set(alias as string, roleId);
    await tx.query(
      `insert into blade_role_menu (menu_id, role_id)
       select id, $1 from blade_menu where code = any($2::text[]) and is_deleted = 0 on conflict do nothing`,
      [roleId, FLOW_USER_CODES],
    );
  }
  for (const [i, a] of FLOW_ACCOUNTS.entries()) {
    const dept = a.dept ? await deptId(tx, a.dept) : '';
    await tx.query(
      `insert into blade_user (tenant_id, code, user_type, account, password, name, real_name, email, phone, sex, role_id, dept_id, post_id)
       values ('000000', $1, 1, $1, $2, $3, $4, $5, $6, 1, $7, $8, '')`,
      [
        a.account,
        await hashPassword(md5Hex(a.account)),
        a.name,
        a.realName,
        `${a.account}@lingxi.example`,
        `1380000020${i}`,
        a.roles.map((r) => roles.get(r) ?? '').join(','),
        dept,
      ],
    );
  }
}

async function actor(tx: Queryable, account: string): Promise<Actor> {
  const u = await one<{ id: string; real_name: string; dept_id: string; role_id: string }>(
    tx,
    "select id::text as id, real_name, dept_id, role_id from blade_user where tenant_id = '000000' and account = $1 and is_deleted = 0",
    [account],
  );
  const roleIds = String(u.role_id ?? '')
    .split(',')
    .filter((s) => s !== '');
  const aliases = roleIds.length
    ? (
        await tx.query<{ role_alias: string }>(
          'select role_alias from blade_role where id::text = any($1::text[]) and is_deleted = 0',
          [roleIds],
        )
      ).map((r) => String(r.role_alias))
    : [];
  return {
    tenantId: '000000',
    userId: String(u.id),
    name: String(u.real_name),
    deptIds: String(u.dept_id ?? '')
      .split(',')
      .filter((s) => s !== ''),
    roleAliases: aliases,
  };
}

/** The next working day on or after `from` plus `offset` calendar days, at `hour`:00. */
async function workingDayAt(tx: Queryable, from: Date, offset: number, hour: number): Promise<Date> {
  const calendar = await loadCalendar(tx, formatDate(from) ?? '');
  let day = addDays(formatDate(from) ?? '', offset);
  while (!isWorkingDay(day, calendar)) day = addDays(day, 1);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour, 0, 0);
}

async function activeTask(tx: Queryable, instanceId: unknown): Promise<string> {
  return String(
    (
      await one<{ id: string }>(
        tx,
        "select id::text as id from lingxi_flow_task where instance_id = $1 and state = 'active' order by id limit 1",
        [instanceId],
      )
    ).id,
  );
}

async function seedData(tx: Queryable, now: Date): Promise<void> {
  const admin = await one<{ id: string }>(
    tx,
    "select id::text as id from blade_user where tenant_id = '000000' and account = 'admin'",
    [],
  );
  for (const spec of [LEAVE_PROCESS, EXPENSE_PROCESS])
    await deploy(tx, { tenantId: '000000', userId: admin.id, xml: buildBpmn(spec), category: '办公审批' });
  // the leave process also as an editable model (deployed as version 1)
  await tx.query(
    `insert into lingxi_flow_model (tenant_id, model_key, name, description, xml, deployed_version, create_user, update_user)
     values ('000000', $1, $2, $3, $4, 1, $5, $5), ('000000', $6, $7, $8, $9, 1, $5, $5)`,
    [
      LEAVE_PROCESS.key,
      LEAVE_PROCESS.name,
      LEAVE_PROCESS.documentation,
      buildBpmn(LEAVE_PROCESS),
      admin.id,
      EXPENSE_PROCESS.key,
      EXPENSE_PROCESS.name,
      EXPENSE_PROCESS.documentation,
      buildBpmn(EXPENSE_PROCESS),
    ],
  );
  const staff1 = await actor(tx, 'staff1');
  const staff2 = await actor(tx, 'staff2');
  const head1 = await actor(tx, 'head1');
  const hr1 = await actor(tx, 'hr1');
  const finance1 = await actor(tx, 'finance1');
  /**
   * A leave of `workingDays` working days from the first working day `offset` days from now. Counted in
   * working days, not calendar days: a two-day leave starting on a Friday ends on Monday (the seeded
   * titles, "(2天)" and the rest, are then the same whatever day the gateway starts).
   */
  const leave = async (who: Actor, offset: number, workingDays: number, reason: string) => {
    const start = await workingDayAt(tx, now, offset, 9);
    const first = formatDate(start) ?? '';
    const last = addWorkingDays(first, workingDays - 1, await loadCalendar(tx, first));
    const [y, m, d] = last.split('-').map(Number) as [number, number, number];
    const end = new Date(y, m - 1, d, 18, 0, 0);
    const days = await leaveDays(tx, start, end);
    return startLeave(tx, who, { approver: head1.userId, start, end, days, reason });
  };
  const complete = (who: Actor, instanceId: unknown, taskId: string, pass: boolean, comment: string) =>
    completeUserTask(tx, who, { taskId, processInstanceId: String(instanceId), pass, comment });

  // 1. waiting for the department head
  await leave(staff1, 7, 2, '家中有事，请假两天');
  // 2. a long leave: the head approved, waiting for HR (claimable by the hr role)
  const long = await leave(staff1, 14, 5, '回老家探亲');
  await complete(
    head1,
    long.processInstanceId,
    await activeTask(tx, long.processInstanceId),
    true,
    '同意，注意交接工作',
  );
  // 3. a short leave approved by the head: completed (已通过)
  const short = await leave(staff2, 3, 1, '身体不适，去医院复查');
  await complete(head1, short.processInstanceId, await activeTask(tx, short.processInstanceId), true, '同意');
  // 4. rejected by the head: completed (已驳回)
  const busy = await leave(staff2, 5, 2, '个人事务');
  await complete(
    head1,
    busy.processInstanceId,
    await activeTask(tx, busy.processInstanceId),
    false,
    '本周项目验收，请改期',
  );
  // 5. a long leave HR approved after claiming it: completed through the second approval
  const hrDone = await leave(staff2, 21, 8, '婚假');
  await complete(
    head1,
    hrDone.processInstanceId,
    await activeTask(tx, hrDone.processInstanceId),
    true,
    '同意',
  );
  const hrTask = await activeTask(tx, hrDone.processInstanceId);
  await claimTask(tx, hr1, hrTask);
  await complete(hr1, hrDone.processInstanceId, hrTask, true, '婚假材料齐全，同意');

  // expenses: 6. waiting for the department (claimable by 企业服务处); 7. claimed by finance, in its to-do
  await startProcess(tx, staff1, {
    processKey: EXPENSE_PROCESS.key,
    title: '张员工的差旅费报销',
    variables: { amount: 1860, reason: '上海客户拜访差旅费' },
  });
  const exp = await startProcess(tx, staff2, {
    processKey: EXPENSE_PROCESS.key,
    title: '刘员工的办公用品报销',
    variables: { amount: 420, reason: '打印纸和文件夹' },
  });
  const deptTask = await activeTask(tx, exp.id);
  await claimTask(tx, head1, deptTask);
  await complete(head1, exp.id, deptTask, true, '情况属实');
  await claimTask(tx, finance1, await activeTask(tx, exp.id));
}

export function flowSeeds(now: () => Date = () => new Date()): Seed[] {
  return [
    { name: '021_flow_roles', run: seedRoles },
    { name: '021_flow_data', run: (tx) => seedData(tx, now()) },
  ];
}

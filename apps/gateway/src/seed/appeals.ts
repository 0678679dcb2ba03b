/**
 * Appeal seeds: the flow's buttons and roles with their accounts (`006_appeal_roles`), then appeal
 * types, the working-day calendar of the current and next year, and appeals in every state and light
 * (`006_appeal_data`), each record played step by step so its journal is a real one.
 */
import { hashPassword, md5Hex } from '../crypto';
import type { Queryable } from '../db';
import type { Seed } from '../migrate';
import {
  addDays,
  addWorkingDays,
  type Calendar,
  isWorkingDay,
  lightOf,
  scheduleFor,
  scheduleFromLimit,
} from '../services/appeal/calendar';
import { appealStateOf, type RecordState } from '../services/appeal/transitions';
import { formatDate } from '../time';
import { APPEAL_BUTTONS, APPEAL_ROLES, BUTTONS } from './menus';

async function one<T extends Record<string, unknown>>(
  tx: Queryable,
  sql: string,
  params: unknown[],
): Promise<T> {
  const rows = await tx.query<T>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`seed: no row for ${sql.slice(0, 80)}`);
  return row;
}

const id = async (tx: Queryable, sql: string, params: unknown[]) =>
  String((await one<{ id: string }>(tx, `${sql} returning id`, params)).id);

/** The handlers' departments: 企业服务处 (经信局) and 科技局 (高新区管委会); the third receives planned appeals. */
const DEPTS = ['企业服务处', '科技局', '产业发展处'] as const;

async function deptId(tx: Queryable, tenant: string, name: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    'select id from blade_dept where tenant_id = $1 and dept_name = $2 and is_deleted = 0 order by id limit 1',
    [tenant, name],
  );
  if (rows[0]) return String(rows[0].id);
  return id(
    tx,
    `insert into blade_dept (tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort) values ($1, 0, '0', 1, $2, $2, 99)`,
    [tenant, name],
  );
}

const APPEAL_DICTS: [code: string, name: string, entries: [string, string][]][] = [
  [
    'appeal_state',
    '诉求状态',
    [
      ['draft', '草稿'],
      ['pending', '待分发'],
      ['handling', '办理中'],
      ['disposed', '已办结'],
      ['closed', '已归档'],
    ],
  ],
  [
    'appeal_record_state',
    '诉求办理状态',
    [
      ['pending', '待派发'],
      ['dispatched', '待签收'],
      ['signed', '已签收'],
      ['handling', '办理中'],
      ['delayRequested', '延期审核中'],
      ['returnRequested', '退回审核中'],
      ['disposed', '已办结'],
      ['closed', '已归档'],
      ['returned', '已退回'],
    ],
  ],
  [
    'appeal_light',
    '诉求红绿灯',
    [
      ['green', '绿灯'],
      ['yellow', '黄灯'],
      ['red', '红灯'],
    ],
  ],
  [
    'appeal_light_reason',
    '亮灯原因',
    [
      ['1', '办理进度滞后'],
      ['2', '企业不满意'],
      ['3', '重点督办事项'],
      ['4', '其他'],
    ],
  ],
];

async function seedRoles(tx: Queryable): Promise<void> {
  // buttons under the appeal pages of the menu tree
  const buttonIds: string[] = [];
  for (const [i, b] of APPEAL_BUTTONS.entries()) {
    const code = `${b.page}_${b.action}`;
    const page = await one<{ id: string; path: string }>(
      tx,
      'select id, path from blade_menu where code = $1 and is_deleted = 0',
      [b.page],
    );
    const found = await tx.query<{ id: string }>(
      'select id from blade_menu where code = $1 and is_deleted = 0',
      [code],
    );
    buttonIds.push(
      found[0]
        ? String(found[0].id)
        : await id(
            tx,
            `insert into blade_menu (parent_id, code, name, alias, path, source, sort, category, action, is_open, i18n, hidden)
             values ($1, $2, $3, $4, $5, $6, $7, 2, 2, 1, $4, 0)`,
            [page.id, code, b.name, b.action, `${page.path}/${b.action}`, b.source, BUTTONS.length + 1 + i],
          ),
    );
  }
  for (const menuId of buttonIds) {
    await tx.query(
      `insert into blade_role_menu (menu_id, role_id)
       select $1, id from blade_role where role_alias = 'administrator' and is_deleted = 0 on conflict do nothing`,
      [menuId],
    );
  }

  // roles and accounts of the platform tenant
  const roleIds = new Map<string, string>();
  for (const [i, role] of APPEAL_ROLES.entries()) {
    const roleId = await id(
      tx,
      'insert into blade_role (tenant_id, parent_id, role_name, role_alias, sort, role_type) values ($1, 0, $2, $3, $4, 1)',
      ['000000', role.name, role.alias, 20 + i],
    );
    roleIds.set(role.alias, roleId);
    const codes = new Set<string>(['appealManage']);
    for (const [page, actions] of Object.entries(role.grants)) {
      codes.add(page);
      for (const action of actions) codes.add(`${page}_${action}`);
    }
    await tx.query(
      `insert into blade_role_menu (menu_id, role_id)
       select id, $1 from blade_menu where code = any($2::text[]) and is_deleted = 0 on conflict do nothing`,
      [roleId, [...codes]],
    );
  }
  const [d1, d2] = [await deptId(tx, '000000', DEPTS[0]), await deptId(tx, '000000', DEPTS[1])];
  const accounts: [string, string, string, string, string][] = [
    ['dispatcher', '诉求分发', '赵分发', 'dispatcher', ''],
    ['handler1', '企业服务处办理员', '钱办理', 'handler', d1],
    ['handler2', '科技局办理员', '孙承办', 'handler', d2],
    ['auditor', '督办审核', '周督办', 'auditor', ''],
  ];
  for (const [i, [account, name, realName, alias, dept]] of accounts.entries()) {
    await tx.query(
      `insert into blade_user (tenant_id, code, user_type, account, password, name, real_name, email, phone, sex, role_id, dept_id, post_id)
       values ('000000', $1, 1, $1, $2, $3, $4, $5, $6, 1, $7, $8, '')`,
      [
        account,
        await hashPassword(md5Hex(account)),
        name,
        realName,
        `${account}@lingxi.example`,
        `1380000010${i}`,
        roleIds.get(alias) ?? '',
        dept,
      ],
    );
  }

  // dictionaries of the vocabulary (platform)
  const admin = await one<{ id: string }>(
    tx,
    "select id from blade_user where tenant_id = '000000' and account = 'admin'",
    [],
  );
  let sort = 50;
  for (const [code, name, entries] of APPEAL_DICTS) {
    sort++;
    const exists = await tx.query(
      "select 1 from blade_dict where code = $1 and dict_key = '-1' and is_deleted = 0",
      [code],
    );
    if (exists.length > 0) continue;
    const parentId = await id(
      tx,
      `insert into blade_dict (parent_id, code, dict_key, dict_value, sort, remark, is_sealed, create_user, update_user)
       values (0, $1, '-1', $2, $3, $4, 0, $5, $5)`,
      [code, name, sort, `${name}字典`, admin.id],
    );
    for (const [i, [key, value]] of entries.entries()) {
      await tx.query(
        `insert into blade_dict (parent_id, code, dict_key, dict_value, sort, is_sealed, create_user, update_user)
         values ($1, $2, $3, $4, $5, 0, $6, $6)`,
        [parentId, code, key, value, i + 1, admin.id],
      );
    }
  }
}

// ── the working-day calendar ────────────────────────────────────────────────────────────────────

type Entry = [date: string, type: 1 | 2, name: string];

const range = (from: string, to: string, name: string): Entry[] => {
  const out: Entry[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push([d, 1, name]);
  return out;
};

/** Published arrangements (2025, 2026) and estimates (2027, 2028, marked 预估); other years: fixed dates. */
const ARRANGEMENTS: Record<number, { entries: Entry[]; estimated: boolean }> = {
  2025: {
    estimated: false,
    entries: [
      ['2025-01-01', 1, '元旦'],
      ...range('2025-01-28', '2025-02-04', '春节'),
      ['2025-01-26', 2, '春节调休'],
      ['2025-02-08', 2, '春节调休'],
      ...range('2025-04-04', '2025-04-06', '清明节'),
      ...range('2025-05-01', '2025-05-05', '劳动节'),
      ['2025-04-27', 2, '劳动节调休'],
      ...range('2025-05-31', '2025-06-02', '端午节'),
      ...range('2025-10-01', '2025-10-08', '国庆节、中秋节'),
      ['2025-09-28', 2, '国庆节调休'],
      ['2025-10-11', 2, '国庆节调休'],
    ],
  },
  2026: {
    estimated: false,
    entries: [
      ...range('2026-01-01', '2026-01-03', '元旦'),
      ['2026-01-04', 2, '元旦调休'],
      ...range('2026-02-15', '2026-02-23', '春节'),
      ['2026-02-14', 2, '春节调休'],
      ['2026-02-28', 2, '春节调休'],
      ...range('2026-04-04', '2026-04-06', '清明节'),
      ...range('2026-05-01', '2026-05-05', '劳动节'),
      ['2026-05-09', 2, '劳动节调休'],
      ...range('2026-06-19', '2026-06-21', '端午节'),
      ...range('2026-09-25', '2026-09-27', '中秋节'),
      ...range('2026-10-01', '2026-10-07', '国庆节'),
      ['2026-09-20', 2, '国庆节调休'],
      ['2026-10-10', 2, '国庆节调休'],
    ],
  },
  2027: {
    estimated: true,
    entries: [
      ...range('2027-01-01', '2027-01-03', '元旦'),
      ...range('2027-02-05', '2027-02-13', '春节'),
      ['2027-02-20', 2, '春节调休'],
      ...range('2027-04-03', '2027-04-05', '清明节'),
      ...range('2027-05-01', '2027-05-05', '劳动节'),
      ['2027-04-25', 2, '劳动节调休'],
      ...range('2027-06-09', '2027-06-11', '端午节'),
      ['2027-06-13', 2, '端午节调休'],
      ...range('2027-09-15', '2027-09-17', '中秋节'),
      ['2027-09-19', 2, '中秋节调休'],
      ...range('2027-10-01', '2027-10-07', '国庆节'),
      ['2027-09-26', 2, '国庆节调休'],
      ['2027-10-09', 2, '国庆节调休'],
    ],
  },
  2028: {
    estimated: true,
    entries: [
      ['2028-01-01', 1, '元旦'],
      ...range('2028-01-25', '2028-02-02', '春节'),
      ['2028-01-22', 2, '春节调休'],
      ['2028-02-05', 2, '春节调休'],
      ...range('2028-04-02', '2028-04-04', '清明节'),
      ...range('2028-05-01', '2028-05-05', '劳动节'),
      ['2028-04-29', 2, '劳动节调休'],
      ...range('2028-05-28', '2028-05-30', '端午节'),
      ...range('2028-10-01', '2028-10-07', '国庆节、中秋节'),
      ['2028-09-30', 2, '国庆节调休'],
      ['2028-10-08', 2, '国庆节调休'],
    ],
  },
};

export function calendarOf(year: number): { entries: Entry[]; remark: string | null } {
  const known = ARRANGEMENTS[year];
  if (known)
    return { entries: known.entries, remark: known.estimated ? '预估，以国务院办公厅通知为准' : null };
  return {
    entries: [
      [`${year}-01-01`, 1, '元旦'],
      ...range(`${year}-05-01`, `${year}-05-03`, '劳动节'),
      ...range(`${year}-10-01`, `${year}-10-07`, '国庆节'),
    ],
    remark: '固定日期节假日，请按当年通知补充',
  };
}

async function seedCalendar(tx: Queryable, year: number, admin: string): Promise<void> {
  for (const y of [year, year + 1]) {
    const { entries, remark } = calendarOf(y);
    for (const [date, type, name] of entries) {
      await tx.query(
        `insert into lingxi_workday (f_date, f_type, f_name, remark, create_user, update_user)
         select $1::date, $2, $3, $4, $5, $5 where not exists (select 1 from lingxi_workday where f_date = $1::date and is_deleted = 0)`,
        [date, type, name, remark, admin],
      );
    }
  }
}

// ── appeal types ────────────────────────────────────────────────────────────────────────────────

const TYPES: [name: string, limit: number, children: [string, number][]][] = [
  [
    '政策咨询',
    5,
    [
      ['惠企政策咨询', 3],
      ['人才政策咨询', 5],
      ['税收政策咨询', 5],
    ],
  ],
  [
    '涉企审批',
    10,
    [
      ['项目审批', 10],
      ['证照办理', 7],
    ],
  ],
  [
    '要素保障',
    10,
    [
      ['用地保障', 15],
      ['用工招聘', 10],
      ['融资需求', 10],
    ],
  ],
  [
    '营商环境',
    5,
    [
      ['投诉举报', 5],
      ['水电气保障', 3],
    ],
  ],
  [
    '法律服务',
    10,
    [
      ['知识产权', 10],
      ['合同纠纷', 15],
    ],
  ],
];

async function seedTypes(tx: Queryable, tenant: string, admin: string): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  for (const [i, [name, limit, children]] of TYPES.entries()) {
    const parent = await id(
      tx,
      `insert into lingxi_appeal_type (tenant_id, f_parent_node, f_name, f_limit_days, sort, create_user, update_user)
       values ($1, 0, $2, $3, $4, $5, $5)`,
      [tenant, name, limit, i + 1, admin],
    );
    byName.set(name, parent);
    for (const [j, [child, days]] of children.entries()) {
      byName.set(
        child,
        await id(
          tx,
          `insert into lingxi_appeal_type (tenant_id, f_parent_node, f_name, f_limit_days, sort, create_user, update_user)
           values ($1, $2, $3, $4, $5, $6, $6)`,
          [tenant, parent, child, days, j + 1, admin],
        ),
      );
    }
  }
  return byName;
}

// ── appeals, played step by step ────────────────────────────────────────────────────────────────

interface Person {
  id: string;
  name: string;
  dept: string | null;
}

interface Play {
  tx: Queryable;
  tenant: string;
  cal: Calendar;
  today: string;
  now: Date;
  people: Record<'admin' | 'dispatcher' | 'handler1' | 'handler2' | 'auditor', Person>;
  deptNames: Map<string, string>;
}

type StepKind =
  | 'sign'
  | 'bind'
  | 'delayApply'
  | 'delayApprove'
  | 'delayReject'
  | 'returnApply'
  | 'returnApprove'
  | 'dispose'
  | 'close'
  | 'urge'
  | 'light';

const ACTION_NAMES: Record<string, string> = {
  create: '保存草稿',
  submit: '提交诉求',
  distribute: '分发',
  dispatch: '派发',
  sign: '签收',
  bind: '指定办理人',
  dispose: '办结',
  delayApply: '申请延期',
  delayApprove: '延期审核通过',
  delayReject: '延期审核驳回',
  returnApply: '申请退回',
  returnApprove: '退回审核通过',
  close: '归档',
  urge: '督办',
  light: '人工亮灯',
};

/** `date` at hh:mm local, never later than `now`. */
function when(p: Play, date: string, minutes: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(y, m - 1, d, 8, 30 + minutes);
  return t > p.now ? new Date(p.now.getTime() - 60_000 * Math.max(1, 200 - minutes)) : t;
}

async function track(
  p: Play,
  appealId: string,
  disId: string | null,
  action: string,
  from: string | null,
  to: string | null,
  who: Person,
  dept: string | null,
  comment: string | null,
  at: Date,
  /** A comment the server writes: its code and parameters too (store.ts `journal`). */
  coded?: { code: string; params: Record<string, string | number | null> },
) {
  await p.tx.query(
    `insert into lingxi_appeal_track (tenant_id, appeal_id, dis_id, action, action_name, from_state, to_state, user_id, user_name, dept_id, dept_name, comment, create_time, comment_code, comment_params)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      p.tenant,
      appealId,
      disId,
      action,
      ACTION_NAMES[action] ?? action,
      from,
      to,
      who.id,
      who.name,
      dept,
      dept ? (p.deptNames.get(dept) ?? null) : null,
      comment,
      at.toISOString(),
      coded?.code ?? null,
      coded ? JSON.stringify(coded.params) : null,
    ],
  );
}

/** The date `n` working days before today (today itself when n = 0). */
function workingDaysAgo(p: Play, n: number): string {
  let d = p.today;
  let left = n;
  while (left > 0) {
    d = addDays(d, -1);
    if (isWorkingDay(d, p.cal)) left--;
  }
  return d;
}

interface AppealSpec {
  type: string;
  title: string;
  content: string;
  enterprise: string;
  contact: string;
  phone: string;
  /** Submitted this many working days before today (undefined: a draft). */
  submitted?: number;
}

async function appeal(p: Play, types: Map<string, string>, s: AppealSpec): Promise<string> {
  const day = workingDaysAgo(p, s.submitted ?? 0);
  const at = when(p, day, 0);
  const seq = await one<{ n: string }>(p.tx, "select nextval('lingxi_appeal_no_seq')::text as n", []);
  const no = `SQ${day.replaceAll('-', '')}${seq.n.padStart(6, '0')}`;
  const appealId = await id(
    p.tx,
    `insert into lingxi_appeal (tenant_id, appeal_no, type_id, title, content, enterprise_name, contact_name, contact_phone,
       save_status, appeal_state, submit_time, create_user, update_user, create_time, update_time)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $13)`,
    [
      p.tenant,
      no,
      types.get(s.type),
      s.title,
      s.content,
      s.enterprise,
      s.contact,
      s.phone,
      s.submitted === undefined ? 0 : 1,
      s.submitted === undefined ? 'draft' : 'pending',
      s.submitted === undefined ? null : at.toISOString(),
      p.people.dispatcher.id,
      at.toISOString(),
    ],
  );
  await track(
    p,
    appealId,
    null,
    s.submitted === undefined ? 'create' : 'submit',
    null,
    null,
    p.people.dispatcher,
    null,
    s.title,
    at,
  );
  return appealId;
}

interface RecordSpec {
  dept: string;
  handler: Person;
  /** Dispatched this many working days before today; undefined: planned only (pending). */
  dispatched?: number;
  limit: number;
  /** Steps, each on the working day `after` days after dispatch (capped at today). */
  steps?: { kind: StepKind; after: number; text?: string; code?: 'green' | 'yellow' | 'red' }[];
}

async function record(p: Play, appealId: string, r: RecordSpec): Promise<RecordState> {
  const planned = when(p, workingDaysAgo(p, r.dispatched ?? 0), 5);
  const disId = await id(
    p.tx,
    `insert into lingxi_appeal_distribute (tenant_id, appeal_id, dept_id, state, create_user, update_user, create_time, update_time)
     values ($1, $2, $3, 'pending', $4, $4, $5, $5)`,
    [p.tenant, appealId, r.dept, p.people.dispatcher.id, planned.toISOString()],
  );
  await track(
    p,
    appealId,
    disId,
    'distribute',
    null,
    'pending',
    p.people.dispatcher,
    null,
    `分发至${p.deptNames.get(r.dept)}`,
    planned,
    { code: 'distributedTo', params: { dept: p.deptNames.get(r.dept) ?? '' } },
  );
  if (r.dispatched === undefined) return 'pending';

  const d0 = workingDaysAgo(p, r.dispatched);
  const schedule = scheduleFromLimit(d0, r.limit, p.cal);
  const rec: Record<string, unknown> = {
    state: 'dispatched',
    prev_state: null,
    limit_days: r.limit,
    dispatch_time: when(p, d0, 10).toISOString(),
    dispatch_date: d0,
    deadline: schedule.deadline,
    yellow_from: schedule.yellowFrom,
    sign_yellow_from: schedule.signYellowFrom,
    urge_count: 0,
  };
  await track(
    p,
    appealId,
    disId,
    'dispatch',
    'pending',
    'dispatched',
    p.people.dispatcher,
    null,
    `办理时限${r.limit}个工作日，截止${schedule.deadline}`,
    when(p, d0, 10),
    { code: 'dispatchLimit', params: { days: r.limit, deadline: schedule.deadline } },
  );
  let minute = 20;
  for (const step of r.steps ?? []) {
    minute += 15;
    let day = addWorkingDays(d0, step.after, p.cal);
    if (day > p.today) day = p.today;
    const at = when(p, day, minute);
    const from = String(rec.state) as RecordState;
    const h = r.handler;
    const a = p.people.auditor;
    const go = async (
      to: string,
      who: Person,
      dept: string | null,
      comment: string | null,
      coded?: { code: string; params: Record<string, string | number | null> },
    ) => {
      await track(p, appealId, disId, step.kind, from, to, who, dept, comment, at, coded);
      rec.state = to;
    };
    switch (step.kind) {
      case 'sign':
        rec.sign_time = at.toISOString();
        rec.sign_user = h.id;
        await go('signed', h, r.dept, null);
        break;
      case 'bind':
        rec.handler_user_id = h.id;
        rec.bind_time = at.toISOString();
        await go('handling', h, r.dept, `办理人：${h.name}`, { code: 'handler', params: { name: h.name } });
        break;
      case 'delayApply': {
        const requested = addDays(String(rec.deadline), 7);
        await p.tx.query(
          `insert into lingxi_appeal_delay_apply (tenant_id, dis_id, appeal_id, dept_id, reason, requested_date, old_deadline, apply_user, apply_time, create_user, update_user)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $8)`,
          [
            p.tenant,
            disId,
            appealId,
            r.dept,
            step.text ?? '需协调多部门会商',
            requested,
            rec.deadline,
            h.id,
            at.toISOString(),
          ],
        );
        rec.prev_state = from;
        const reason = step.text ?? '需协调多部门会商';
        await go('delayRequested', h, r.dept, `申请延期至${requested}：${reason}`, {
          code: 'delayRequested',
          params: { date: requested, reason },
        });
        break;
      }
      case 'delayApprove':
      case 'delayReject': {
        const apply = await one<{ id: string; requested_date: string }>(
          p.tx,
          `select id, to_char(requested_date, 'YYYY-MM-DD') as requested_date from lingxi_appeal_delay_apply where dis_id = $1 and audit_status = 0`,
          [disId],
        );
        const pass = step.kind === 'delayApprove';
        const permitted = addDays(apply.requested_date, -2);
        await p.tx.query(
          `update lingxi_appeal_delay_apply set audit_status = $2, permitted_date = $3, audit_opinion = $4, audit_user = $5, audit_time = $6 where id = $1`,
          [
            apply.id,
            pass ? 1 : 2,
            pass ? permitted : null,
            step.text ?? (pass ? '同意延期' : '理由不充分'),
            a.id,
            at.toISOString(),
          ],
        );
        if (pass) {
          const s = scheduleFor(d0, permitted, p.cal);
          rec.deadline = s.deadline;
          rec.yellow_from = s.yellowFrom;
        }
        const to = String(rec.prev_state);
        rec.prev_state = null;
        if (pass)
          await go(to, a, a.dept, `批准延期至${permitted}`, {
            code: 'delayPermitted',
            params: { date: permitted, opinion: null },
          });
        else await go(to, a, a.dept, step.text ?? '理由不充分');
        break;
      }
      case 'returnApply':
        await p.tx.query(
          `insert into lingxi_appeal_back_apply (tenant_id, dis_id, appeal_id, dept_id, reason, apply_user, apply_time, create_user, update_user)
           values ($1, $2, $3, $4, $5, $6, $7, $6, $6)`,
          [p.tenant, disId, appealId, r.dept, step.text ?? '不属于本部门职责', h.id, at.toISOString()],
        );
        rec.prev_state = from;
        await go('returnRequested', h, r.dept, step.text ?? '不属于本部门职责');
        break;
      case 'returnApprove':
        await p.tx.query(
          `update lingxi_appeal_back_apply set audit_status = 1, audit_opinion = '同意退回，重新分发', audit_user = $2, audit_time = $3
            where dis_id = $1 and audit_status = 0`,
          [disId, a.id, at.toISOString()],
        );
        rec.prev_state = null;
        await go('returned', a, a.dept, '同意退回，重新分发');
        break;
      case 'dispose':
        rec.dispose_time = at.toISOString();
        rec.dispose_user = h.id;
        rec.dispose_content = step.text ?? '已与企业沟通，问题已解决。';
        rec.finish_light = lightOf(
          {
            state: 'handling',
            deadline: String(rec.deadline),
            yellowFrom: String(rec.yellow_from),
            signYellowFrom: String(rec.sign_yellow_from),
            finishLight: null,
          },
          day,
        );
        await go('disposed', h, r.dept, String(rec.dispose_content));
        break;
      case 'close':
        rec.close_time = at.toISOString();
        await go('closed', p.people.dispatcher, null, step.text ?? '企业确认满意，归档');
        break;
      case 'urge':
        await p.tx.query(
          `insert into lingxi_appeal_urge (tenant_id, appeal_id, dis_id, dept_id, content, urge_user, urge_user_name, urge_time, create_user, update_user)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $6, $6)`,
          [p.tenant, appealId, disId, r.dept, step.text ?? '请加快办理进度', a.id, a.name, at.toISOString()],
        );
        rec.urge_count = Number(rec.urge_count) + 1;
        rec.last_urge_time = at.toISOString();
        await track(p, appealId, disId, 'urge', from, from, a, a.dept, step.text ?? '请加快办理进度', at);
        break;
      case 'light':
        await p.tx.query(
          `insert into lingxi_appeal_light (tenant_id, f_dis_id, f_light_code, f_light_name, f_reason_code, f_reason_name, f_description, create_user, update_user)
           values ($1, $2, $3, $4, '3', '重点督办事项', $5, $6, $6)`,
          [
            p.tenant,
            disId,
            step.code ?? 'red',
            { green: '绿灯', yellow: '黄灯', red: '红灯' }[step.code ?? 'red'],
            step.text ?? null,
            a.id,
          ],
        );
        await track(
          p,
          appealId,
          disId,
          'light',
          from,
          from,
          a,
          a.dept,
          `人工亮灯：${step.text ?? '重点督办事项'}`,
          at,
        );
        break;
    }
  }
  const cols = Object.keys(rec);
  await p.tx.query(
    `update lingxi_appeal_distribute set ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`,
    [disId, ...cols.map((c) => rec[c])],
  );
  return rec.state as RecordState;
}

async function settle(p: Play, appealId: string, states: RecordState[]) {
  await p.tx.query('update lingxi_appeal set appeal_state = $2 where id = $1', [
    appealId,
    appealStateOf(1, states),
  ]);
}

async function person(tx: Queryable, tenant: string, account: string): Promise<Person> {
  const row = await one<{ id: string; real_name: string; dept_id: string }>(
    tx,
    'select id, real_name, dept_id from blade_user where tenant_id = $1 and account = $2 and is_deleted = 0',
    [tenant, account],
  );
  return {
    id: String(row.id),
    name: row.real_name,
    dept: row.dept_id ? (String(row.dept_id).split(',')[0] ?? null) : null,
  };
}

async function calendarFrom(tx: Queryable, today: string): Promise<Calendar> {
  const rows = await tx.query<{ d: string; t: number }>(
    `select to_char(f_date, 'YYYY-MM-DD') as d, f_type as t from lingxi_workday where is_deleted = 0 and f_date >= $1::date - 400`,
    [today],
  );
  const holidays = new Set<string>();
  const workdays = new Set<string>();
  for (const r of rows) (Number(r.t) === 1 ? holidays : workdays).add(r.d);
  return { holidays, workdays };
}

const ENTERPRISES = [
  ['杭州云帆网络科技有限公司', '王海涛', '13957100001'],
  ['杭州智汇信息技术有限公司', '李晓燕', '13957100002'],
  ['杭州启明智能制造有限公司', '张伟', '13957100003'],
  ['杭州数澜生物医药股份有限公司', '刘芳', '13957100004'],
  ['杭州博远新材料有限公司', '陈静', '13957100005'],
  ['杭州恒信数字科技有限公司', '杨磊', '13957100006'],
  ['杭州星辰新能源有限公司', '赵敏', '13957100007'],
  ['杭州海纳供应链管理有限公司', '黄强', '13957100008'],
] as const;

async function seedPlatformAppeals(tx: Queryable, types: Map<string, string>, now: Date): Promise<void> {
  const today = formatDate(now) ?? '';
  const names = ['admin', 'dispatcher', 'handler1', 'handler2', 'auditor'] as const;
  const people = {} as Play['people'];
  for (const n of names) people[n] = await person(tx, '000000', n);
  const [d1, d2, d3] = [
    await deptId(tx, '000000', DEPTS[0]),
    await deptId(tx, '000000', DEPTS[1]),
    await deptId(tx, '000000', DEPTS[2]),
  ];
  const deptNames = new Map([
    [d1, DEPTS[0]],
    [d2, DEPTS[1]],
    [d3, DEPTS[2]],
  ]);
  const p: Play = { tx, tenant: '000000', cal: await calendarFrom(tx, today), today, now, people, deptNames };
  const h1 = { dept: d1, handler: people.handler1 };
  const h2 = { dept: d2, handler: people.handler2 };
  const ent = (i: number) => {
    const e = ENTERPRISES[i % ENTERPRISES.length] ?? ENTERPRISES[0];
    return { enterprise: e[0], contact: e[1], phone: e[2] };
  };

  // draft and pending (nothing sent, a plan saved)
  await appeal(p, types, {
    type: '人才政策咨询',
    title: '高层次人才安家补贴申请条件咨询',
    content: '我司新引进博士两名，想了解市级高层次人才安家补贴的申请条件与材料清单。',
    ...ent(0),
  });
  await appeal(p, types, {
    type: '用工招聘',
    title: '春季招聘会展位申请',
    content: '希望参加区人社局组织的春季招聘会，申请免费展位一个。',
    submitted: 0,
    ...ent(1),
  });
  const planned = await appeal(p, types, {
    type: '融资需求',
    title: '科技型中小企业贷款贴息',
    content: '企业拟申请500万元科技贷款，咨询贴息比例及银行对接渠道。',
    submitted: 1,
    ...ent(2),
  });
  await settle(p, planned, [await record(p, planned, { dept: d3, handler: people.handler1, limit: 10 })]);

  // dispatched (green: today; yellow: unsigned for more than one working day)
  const s1 = await appeal(p, types, {
    type: '惠企政策咨询',
    title: '稳岗返还政策适用咨询',
    content: '请问2024年稳岗返还政策是否适用于小微企业，比例是多少？',
    submitted: 0,
    ...ent(3),
  });
  await settle(p, s1, [await record(p, s1, { ...h1, dispatched: 0, limit: 3 })]);
  const s2 = await appeal(p, types, {
    type: '项目审批',
    title: '厂房扩建项目环评审批进度',
    content: '扩建项目环评材料已提交一个月，希望了解审批进度。',
    submitted: 3,
    ...ent(4),
  });
  await settle(p, s2, [await record(p, s2, { ...h2, dispatched: 3, limit: 10 })]);

  // signed (green), in progress (yellow near the deadline, red overdue)
  const s3 = await appeal(p, types, {
    type: '证照办理',
    title: '食品经营许可证变更',
    content: '公司地址变更，需办理食品经营许可证变更登记。',
    submitted: 1,
    ...ent(5),
  });
  await settle(p, s3, [
    await record(p, s3, { ...h1, dispatched: 1, limit: 7, steps: [{ kind: 'sign', after: 0 }] }),
  ]);
  const s4 = await appeal(p, types, {
    type: '投诉举报',
    title: '园区道路施工影响企业出入',
    content: '园区东门道路施工三周未完工，货车无法进出，请协调。',
    submitted: 5,
    ...ent(6),
  });
  await settle(p, s4, [
    await record(p, s4, {
      ...h1,
      // dispatched as many working days ago as its limit: the deadline is today (or the next working day)
      dispatched: 5,
      limit: 5,
      steps: [
        { kind: 'sign', after: 0 },
        { kind: 'bind', after: 1 },
        { kind: 'urge', after: 4, text: '临近办理时限，请加快协调施工单位' },
      ],
    }),
  ]);
  const s5 = await appeal(p, types, {
    type: '水电气保障',
    title: '生产线用电增容',
    content: '新增生产线需增容800千伏安，供电公司答复需排队，请协调。',
    submitted: 6,
    ...ent(7),
  });
  await settle(p, s5, [
    await record(p, s5, {
      ...h2,
      dispatched: 6,
      limit: 3,
      steps: [
        { kind: 'sign', after: 1 },
        { kind: 'bind', after: 1 },
        { kind: 'urge', after: 4, text: '已超期，请说明原因' },
        { kind: 'light', after: 4, code: 'red', text: '企业多次来电催办' },
      ],
    }),
  ]);

  // applications waiting for audit: delay (in progress) and return (unsigned)
  const s6 = await appeal(p, types, {
    type: '用地保障',
    title: '新增工业用地指标',
    content: '企业扩产需新增工业用地30亩，咨询年度用地指标安排。',
    submitted: 8,
    ...ent(0),
  });
  await settle(p, s6, [
    await record(p, s6, {
      ...h1,
      dispatched: 8,
      limit: 15,
      steps: [
        { kind: 'sign', after: 0 },
        { kind: 'bind', after: 1 },
        { kind: 'delayApply', after: 7, text: '需等待国土空间规划调整' },
      ],
    }),
  ]);
  const s7 = await appeal(p, types, {
    type: '知识产权',
    title: '商标被仿冒维权',
    content: '发现外地企业仿冒我司注册商标销售产品，请求协助维权。',
    submitted: 2,
    ...ent(1),
  });
  await settle(p, s7, [
    await record(p, s7, {
      ...h2,
      dispatched: 2,
      limit: 10,
      steps: [{ kind: 'returnApply', after: 1, text: '知识产权维权属市场监管部门职责' }],
    }),
  ]);

  // disposed (in time) and closed (late)
  const s8 = await appeal(p, types, {
    type: '税收政策咨询',
    title: '研发费用加计扣除口径',
    content: '咨询委托外部研发费用能否享受100%加计扣除。',
    submitted: 5,
    ...ent(2),
  });
  await settle(p, s8, [
    await record(p, s8, {
      ...h1,
      dispatched: 5,
      limit: 5,
      steps: [
        { kind: 'sign', after: 0 },
        { kind: 'bind', after: 0 },
        {
          kind: 'dispose',
          after: 2,
          text: '已电话答复企业：委托境内研发费用按实际发生额的80%计入加计扣除基数。',
        },
      ],
    }),
  ]);
  const s9 = await appeal(p, types, {
    type: '合同纠纷',
    title: '供应商拖欠货款调解',
    content: '供应商拖欠货款120万元逾期半年，申请商会调解。',
    submitted: 20,
    ...ent(3),
  });
  await settle(p, s9, [
    await record(p, s9, {
      ...h2,
      dispatched: 20,
      limit: 5,
      steps: [
        { kind: 'sign', after: 1 },
        { kind: 'bind', after: 1 },
        { kind: 'urge', after: 5 },
        { kind: 'dispose', after: 8, text: '经调解双方达成分期还款协议。' },
        { kind: 'close', after: 10 },
      ],
    }),
  ]);

  // returned by one department, back to pending for re-distribution
  const s10 = await appeal(p, types, {
    type: '投诉举报',
    title: '夜间施工噪音扰民',
    content: '邻近工地夜间施工噪音大，影响员工宿舍休息。',
    submitted: 4,
    ...ent(4),
  });
  await settle(p, s10, [
    await record(p, s10, {
      ...h1,
      dispatched: 4,
      limit: 5,
      steps: [
        { kind: 'sign', after: 0 },
        { kind: 'returnApply', after: 1, text: '噪音执法属城管部门职责' },
        { kind: 'returnApprove', after: 2 },
      ],
    }),
  ]);

  // two departments at once; one delay approved earlier than requested
  const s11 = await appeal(p, types, {
    type: '项目审批',
    title: '数字化车间改造项目补助',
    content: '申报省级数字化车间改造补助，需经信和科技部门联合审核。',
    submitted: 3,
    ...ent(5),
  });
  await settle(p, s11, [
    await record(p, s11, {
      ...h1,
      dispatched: 3,
      limit: 10,
      steps: [
        { kind: 'sign', after: 0 },
        { kind: 'bind', after: 0 },
        { kind: 'delayApply', after: 1, text: '需等待专家评审' },
        { kind: 'delayApprove', after: 2 },
      ],
    }),
    await record(p, s11, {
      ...h2,
      dispatched: 3,
      limit: 10,
      steps: [
        { kind: 'sign', after: 1 },
        { kind: 'urge', after: 2 },
      ],
    }),
  ]);

  // a department light
  await tx.query(
    `insert into lingxi_dept_light (tenant_id, dept_id, flight, flight_reason, create_user, update_user)
     values ('000000', $1, 'yellow', '本月超期件较多，需加强跟踪', $2, $2)`,
    [d2, people.auditor.id],
  );
}

async function seedParkAppeals(tx: Queryable, types: Map<string, string>, now: Date): Promise<void> {
  const admin = await person(tx, '100000', 'admin');
  const dept = await deptId(tx, '100000', '企业服务部');
  const today = formatDate(now) ?? '';
  const cal = await calendarFrom(tx, today);
  for (const [i, [title, content, state]] of (
    [
      ['园区食堂承包商更换', '园区企业反映食堂菜品质量下降，建议更换承包商。', 'pending'],
      ['人才公寓申请', '新入驻企业申请人才公寓三套。', 'dispatched'],
    ] as const
  ).entries()) {
    const seq = await one<{ n: string }>(tx, "select nextval('lingxi_appeal_no_seq')::text as n", []);
    const appealId = await id(
      tx,
      `insert into lingxi_appeal (tenant_id, appeal_no, type_id, title, content, enterprise_name, contact_name, contact_phone,
         save_status, appeal_state, submit_time, create_user, update_user)
       values ('100000', $1, $2, $3, $4, $5, '王园区', '13900000000', 1, $6, $7, $8, $8)`,
      [
        `SQ${today.replaceAll('-', '')}${seq.n.padStart(6, '0')}`,
        types.get(i === 0 ? '投诉举报' : '人才政策咨询'),
        title,
        content,
        '滨江云帆科技有限公司',
        state === 'pending' ? 'pending' : 'handling',
        now.toISOString(),
        admin.id,
      ],
    );
    if (state === 'dispatched') {
      const s = scheduleFromLimit(today, 5, cal);
      await tx.query(
        `insert into lingxi_appeal_distribute (tenant_id, appeal_id, dept_id, state, limit_days, dispatch_time, dispatch_date, deadline, yellow_from, sign_yellow_from, create_user, update_user)
         values ('100000', $1, $2, 'dispatched', 5, $3, $4, $5, $6, $7, $8, $8)`,
        [appealId, dept, now.toISOString(), today, s.deadline, s.yellowFrom, s.signYellowFrom, admin.id],
      );
    }
    await tx.query(
      `insert into lingxi_appeal_track (tenant_id, appeal_id, action, action_name, user_id, user_name, comment, create_time)
       values ('100000', $1, 'submit', '提交诉求', $2, $3, $4, $5)`,
      [appealId, admin.id, admin.name, title, now.toISOString()],
    );
  }
}

export function appealSeeds(now: () => Date = () => new Date()): Seed[] {
  return [
    { name: '006_appeal_roles', run: seedRoles },
    {
      name: '006_appeal_data',
      async run(tx) {
        const at = now();
        const admin = await one<{ id: string }>(
          tx,
          "select id from blade_user where tenant_id = '000000' and account = 'admin'",
          [],
        );
        await seedCalendar(tx, at.getFullYear(), admin.id);
        const platformTypes = await seedTypes(tx, '000000', admin.id);
        const park = await one<{ id: string }>(
          tx,
          "select id from blade_user where tenant_id = '100000' and account = 'admin'",
          [],
        );
        const parkTypes = await seedTypes(tx, '100000', park.id);
        await seedPlatformAppeals(tx, platformTypes, at);
        await seedParkAppeals(tx, parkTypes, at);
      },
    },
  ];
}

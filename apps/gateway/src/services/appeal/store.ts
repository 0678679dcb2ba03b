/**
 * The appeal service's database side: the clock, the calendar, the light in SQL (the same rule as
 * calendar.ts `lightOf`), the journal, the derived appeal state, locked reads and paged views.
 */
import type { AuthUser } from '../../auth';
import type { Queryable, Row } from '../../db';
import { badRequest, HttpError, MSG_FORBIDDEN } from '../../http';
import {
  type Page,
  pageArgs,
  parseFilters,
  parseOrder,
  type ResourceDef,
  SqlBuilder,
  serialise,
} from '../../resource';
import { formatDate } from '../../time';
import type { HandlerDeps } from '../common';
import type { Calendar } from './calendar';
import { TRACK_ACTION_NAMES } from './resources';
import { appealStateOf, isRecordState, OPEN_STATES, type RecordState } from './transitions';

/** The gateway's clock: the real one, or the test's (`createGateway({ now })`). */
export const clock = (deps: HandlerDeps): Date => deps.options.now?.() ?? new Date();
/** The gateway's calendar day of an instant. */
export const dayOf = (now: Date): string => formatDate(now) ?? '';

export const MSG_RECORD_MISSING = '诉求分发记录不存在';
export const MSG_APPEAL_MISSING = '诉求不存在';

export async function loadCalendar(q: Queryable, from: string): Promise<Calendar> {
  const rows = await q.query<{ d: string; t: number }>(
    `select to_char(f_date, 'YYYY-MM-DD') as d, f_type as t from lingxi_workday
      where is_deleted = 0 and status = 1 and f_date >= $1::date - 31 and f_date <= $1::date + 3700`,
    [from],
  );
  const holidays = new Set<string>();
  const workdays = new Set<string>();
  for (const r of rows) (Number(r.t) === 1 ? holidays : workdays).add(r.d);
  return { holidays, workdays };
}

const OPEN_SQL = `(${OPEN_STATES.map((s) => `'${s}'`).join(', ')})`;

/** The computed light of record alias `d` on the day in parameter `today` (text). */
export function lightSql(today: string, d = 'd'): string {
  return `(case
    when ${d}.state in ('disposed', 'closed') then ${d}.finish_light
    when ${d}.state in ('pending', 'returned') or ${d}.deadline is null then null
    when ${today}::date > ${d}.deadline then 'red'
    when ${today}::date >= ${d}.yellow_from then 'yellow'
    when ${d}.state = 'dispatched' and ${today}::date >= ${d}.sign_yellow_from then 'yellow'
    else 'green' end)`;
}

export const rankSql = (light: string) =>
  `(case ${light} when 'red' then 3 when 'yellow' then 2 when 'green' then 1 else 0 end)`;
const rankToLight = (rank: string) =>
  `(case ${rank} when 3 then 'red' when 2 then 'yellow' when 1 then 'green' end)`;

/** Distribution records with their appeal, department, handler, computed and manual lights. */
export function recordsSql(today: string): string {
  const light = lightSql(today);
  return `select d.*, a.appeal_no, a.title, a.enterprise_name, a.type_id, ty.f_name as type_name,
      dp.dept_name, hu.real_name as handler_name,
      ${light} as light, ${rankSql(light)} as light_rank,
      ml.id as light_id, ml.f_light_code as manual_light, ml.f_light_name as manual_light_name,
      ml.f_reason_code as manual_reason_code, ml.f_reason_name as manual_reason_name,
      ml.f_description as manual_description, ${rankSql('ml.f_light_code')} as manual_rank,
      (select b.reason from lingxi_appeal_back_apply b where b.dis_id = d.id and b.is_deleted = 0
         and b.audit_status = 1 order by b.audit_time desc, b.id desc limit 1) as return_reason
    from lingxi_appeal_distribute d
    join lingxi_appeal a on a.id = d.appeal_id
    left join lingxi_appeal_type ty on ty.id = a.type_id
    left join blade_dept dp on dp.id = d.dept_id
    left join blade_user hu on hu.id = d.handler_user_id
    left join lingxi_appeal_light ml on ml.f_dis_id = d.id and ml.is_deleted = 0`;
}

/** Appeals with their types, live departments, earliest open deadline and worst lights. */
export function appealsSql(today: string): string {
  const light = lightSql(today);
  return `select a.*, ty.f_name as type_name, ty.f_parent_node as parent_type_id, pt.f_name as parent_type_name,
      lr.dept_names, lr.deadline, coalesce(lr.urge_count, 0) as urge_count,
      coalesce(lr.rank, 0) as light_rank, ${rankToLight('lr.rank')} as light,
      coalesce(lr.manual_rank, 0) as manual_rank, ${rankToLight('lr.manual_rank')} as manual_light,
      lr.planned_dept_ids, rt.returned_dept_names, rt.return_reason
    from lingxi_appeal a
    left join lingxi_appeal_type ty on ty.id = a.type_id
    left join lingxi_appeal_type pt on pt.id = ty.f_parent_node
    left join lateral (
      select max(${rankSql(light)}) as rank, max(${rankSql('ml.f_light_code')}) as manual_rank,
        string_agg(dp.dept_name, '、' order by d.id) as dept_names,
        min(d.deadline) filter (where d.state in ${OPEN_SQL}) as deadline,
        sum(d.urge_count)::int as urge_count,
        string_agg(d.dept_id::text, ',' order by d.id) filter (where d.state = 'pending') as planned_dept_ids
      from lingxi_appeal_distribute d
      left join blade_dept dp on dp.id = d.dept_id
      left join lingxi_appeal_light ml on ml.f_dis_id = d.id and ml.is_deleted = 0
      where d.appeal_id = a.id and d.is_deleted = 0 and d.state <> 'returned'
    ) lr on true
    left join lateral (
      -- the departments that gave it back (an approved return) and the latest reason: the
      -- distribution page marks such an appeal as returned (issue 23)
      select string_agg(dp.dept_name, '、' order by d.id) as returned_dept_names,
        (select b.reason from lingxi_appeal_back_apply b where b.appeal_id = a.id and b.is_deleted = 0
           and b.audit_status = 1 order by b.audit_time desc, b.id desc limit 1) as return_reason
      from lingxi_appeal_distribute d
      left join blade_dept dp on dp.id = d.dept_id
      where d.appeal_id = a.id and d.is_deleted = 0 and d.state = 'returned'
    ) rt on true`;
}

export function applySql(table: string): string {
  return `select x.*, dp.dept_name, au.real_name as apply_user_name, ru.real_name as audit_user_name,
      a.appeal_no, a.title
    from ${table} x
    join lingxi_appeal a on a.id = x.appeal_id
    left join blade_dept dp on dp.id = x.dept_id
    left join blade_user au on au.id = x.apply_user
    left join blade_user ru on ru.id = x.audit_user`;
}

export const urgeSql = `select u.*, dp.dept_name from lingxi_appeal_urge u left join blade_dept dp on dp.id = u.dept_id`;
export const trackSql = `select t.*, a.appeal_no, a.title from lingxi_appeal_track t join lingxi_appeal a on a.id = t.appeal_id`;

/**
 * A paged list over `inner` (a select whose columns are the definition's), with the definition's
 * filters and sorting (`light` sorts by severity), the tenant, and extra conditions.
 */
export async function pagedView(
  q: Queryable,
  def: ResourceDef,
  inner: (sql: SqlBuilder) => string,
  user: AuthUser,
  query: Record<string, string>,
  extra?: (sql: SqlBuilder) => void,
): Promise<Page<Record<string, unknown>>> {
  const { current, size } = pageArgs(query, 200);
  const sql = new SqlBuilder();
  const from = inner(sql);
  if (!def.plain) sql.where.push('is_deleted = 0');
  sql.where.push(`tenant_id = ${sql.add(user.tenantId)}`);
  parseFilters(def, query, sql);
  extra?.(sql);
  const order = parseOrder(def, query);
  const where = sql.where.join(' and ');
  const counted = await q.query<{ total: number }>(
    `select count(*)::int as total from (${from}) t where ${where}`,
    sql.params,
  );
  const total = counted[0]?.total ?? 0;
  const offset = (current - 1) * size;
  const rows =
    offset < total
      ? await q.query(
          `select * from (${from}) t where ${where} order by ${order} limit ${sql.add(size)} offset ${sql.add(offset)}`,
          sql.params,
        )
      : [];
  return {
    records: rows.map((r) => serialise(def, r)),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  };
}

/** Every row of `inner` matching `where` (tenant-scoped), in `order`, capped. */
export async function viewRows(
  q: Queryable,
  inner: (sql: SqlBuilder) => string,
  user: AuthUser,
  where: (sql: SqlBuilder) => void,
  order: string,
  plain = false,
): Promise<Row[]> {
  const sql = new SqlBuilder();
  const from = inner(sql);
  if (!plain) sql.where.push('is_deleted = 0');
  sql.where.push(`tenant_id = ${sql.add(user.tenantId)}`);
  where(sql);
  return q.query(
    `select * from (${from}) t where ${sql.where.join(' and ')} order by ${order} limit 2000`,
    sql.params,
  );
}

/** Callers who hold the appeal management menu see every record of the tenant; others their departments'. */
export async function seesAll(deps: HandlerDeps, user: AuthUser): Promise<boolean> {
  return deps.can(user, 'appeal');
}

export const deptIdsOf = (user: AuthUser): string[] =>
  user.deptId
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,19}$/.test(s));

/** Restricts records (alias-free columns of recordsSql) to what the caller may see. */
export async function recordScope(deps: HandlerDeps, user: AuthUser): Promise<(sql: SqlBuilder) => void> {
  if (await seesAll(deps, user)) return () => {};
  const depts = deptIdsOf(user);
  return (sql) => {
    sql.where.push(`dept_id = any(${sql.add(depts)}::bigint[])`, `state <> 'pending'`);
  };
}

export async function needAny(deps: HandlerDeps, user: AuthUser, codes: readonly string[]): Promise<void> {
  for (const code of codes) if (await deps.can(user, code)) return;
  throw new HttpError(403, MSG_FORBIDDEN);
}

/** The record, locked for the transition (400 when it is not the caller's tenant's). */
export async function lockRecord(tx: Queryable, user: AuthUser, id: string): Promise<Row> {
  const rows = await tx.query(
    'select * from lingxi_appeal_distribute where id = $1 and tenant_id = $2 and is_deleted = 0 for update',
    [id, user.tenantId],
  );
  const row = rows[0];
  if (!row) throw badRequest(MSG_RECORD_MISSING);
  return row;
}

export async function lockAppeal(tx: Queryable, user: AuthUser, id: string): Promise<Row> {
  const rows = await tx.query(
    'select * from lingxi_appeal where id = $1 and tenant_id = $2 and is_deleted = 0 for update',
    [id, user.tenantId],
  );
  const row = rows[0];
  if (!row) throw badRequest(MSG_APPEAL_MISSING);
  return row;
}

export async function deptName(q: Queryable, id: unknown): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const rows = await q.query<{ dept_name: string }>('select dept_name from blade_dept where id = $1', [
    String(id),
  ]);
  return rows[0]?.dept_name ?? null;
}

export interface TrackEntry {
  appealId: string;
  disId?: string | null;
  action: string;
  from?: string | null;
  to?: string | null;
  /** Acting for this department (a handler: the receiving one); default the actor's first. */
  deptId?: string | null;
  comment?: string | null;
  /**
   * A comment the server writes (not a person's text) also goes as a code and its parameters, so the
   * console words it in the user's language (issue 23); `comment` keeps the Chinese text for BladeX.
   */
  code?: JournalCode;
  params?: Record<string, string | number | null>;
  at: Date;
}

/** The codes of the comments the server writes (the console's `appealTrack.comments.<code>`). */
export const JOURNAL_CODES = [
  'distributedTo',
  'cancelledTo',
  'dispatchLimit',
  'handler',
  'delayRequested',
  'delayPermitted',
  'lightSet',
  'lightCleared',
] as const;
export type JournalCode = (typeof JOURNAL_CODES)[number];

/** Appends one journal row: who, for which department, what, comment and when. */
export async function journal(tx: Queryable, user: AuthUser, e: TrackEntry): Promise<void> {
  const dept = e.deptId ?? deptIdsOf(user)[0] ?? null;
  await tx.query(
    `insert into lingxi_appeal_track (tenant_id, appeal_id, dis_id, action, action_name, from_state, to_state,
       user_id, user_name, dept_id, dept_name, comment, create_time, comment_code, comment_params)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      user.tenantId,
      e.appealId,
      e.disId ?? null,
      e.action,
      TRACK_ACTION_NAMES[e.action] ?? e.action,
      e.from ?? null,
      e.to ?? null,
      user.userId,
      (user.realName || user.name || user.account).slice(0, 64),
      dept,
      await deptName(tx, dept),
      e.comment ?? null,
      e.at.toISOString(),
      e.code ?? null,
      e.code ? JSON.stringify(e.params ?? {}) : null,
    ],
  );
}

/** Recomputes the appeal's derived state from its live records. */
export async function refreshAppealState(tx: Queryable, appealId: string): Promise<string> {
  const appeal = await tx.query<{ save_status: number }>(
    'select save_status from lingxi_appeal where id = $1',
    [appealId],
  );
  const records = await tx.query<{ state: string }>(
    'select state from lingxi_appeal_distribute where appeal_id = $1 and is_deleted = 0',
    [appealId],
  );
  const state = appealStateOf(
    Number(appeal[0]?.save_status ?? 0),
    records.map((r) => r.state).filter((s): s is RecordState => isRecordState(s)),
  );
  await tx.query('update lingxi_appeal set appeal_state = $1 where id = $2 and appeal_state <> $1', [
    state,
    appealId,
  ]);
  return state;
}

/** A refusal of a duplicate non-state write (urge, note, new appeal) sent again within 10 seconds. */
export const DUPLICATE_SECONDS = 10;
export const MSG_DUPLICATE = '请勿重复提交';

/** The tenant's integer parameter `key` (blade_param), or `fallback`. */
export async function intParam(
  q: Queryable,
  tenantId: string,
  key: string,
  fallback: number,
): Promise<number> {
  const rows = await q.query<{ param_value: string }>(
    'select param_value from blade_param where tenant_id = $1 and param_key = $2 and is_deleted = 0',
    [tenantId, key],
  );
  const n = Number(rows[0]?.param_value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The transitions of distribution records over HTTP: sign, bind, dispose (/lingxi-appeal/apldistribute),
 * delay and return applications and their audits, urges, closing. Every one: read the input, lock the
 * record, ask transitions.ts `decide`, change the record, write the journal and refresh the appeal's
 * state, all in one transaction.
 */
import type { AuthUser } from '../../auth';
import type { Queryable, Row } from '../../db';
import { badRequest, HttpError, MSG_FORBIDDEN } from '../../http';
import type { HandlerDeps } from '../common';
import { addDays, isDate, isWorkingDay, lightOf, scheduleFor, scheduleFromLimit } from './calendar';
import {
  clock,
  DUPLICATE_SECONDS,
  dayOf,
  deptIdsOf,
  intParam,
  type JournalCode,
  journal,
  loadCalendar,
  lockRecord,
  MSG_DUPLICATE,
  refreshAppealState,
} from './store';
import { type Action, decide, isRecordState, type RecordFacts, type RecordState, RULES } from './transitions';

export interface Moment {
  now: Date;
  today: string;
}

export const facts = (row: Row): RecordFacts => ({
  state: isRecordState(row.state) ? row.state : 'pending',
  deptId: String(row.dept_id),
  prevState: isRecordState(row.prev_state) ? row.prev_state : null,
  deadline: row.deadline ? String(row.deadline) : null,
});

/** The permission of `action` as the caller holds it (read before the transaction: PGlite has one connection). */
export async function actorFor(deps: HandlerDeps, user: AuthUser, actions: readonly Action[]) {
  const codes = new Set<string>();
  for (const action of new Set(actions)) {
    const code = RULES[action].permission;
    if (!codes.has(code) && (await deps.can(user, code))) codes.add(code);
  }
  return { codes, deptIds: deptIdsOf(user) };
}

/** Decides `action` on the locked record; throws the refusal (400 / 403). */
export function check(
  row: Row,
  actor: Awaited<ReturnType<typeof actorFor>>,
  action: Action,
  today: string,
): RecordState {
  const decision = decide(facts(row), actor, action, { today });
  if (!decision.ok) throw new HttpError(decision.code, decision.msg);
  return decision.to;
}

export interface Step {
  disId: string;
  action: Action;
  /** Validates against the locked record and changes it (the state column is set by `run`). */
  apply(
    tx: Queryable,
    row: Row,
    to: RecordState,
    at: Moment,
  ): Promise<
    | {
        comment?: string | null;
        code?: JournalCode;
        params?: Record<string, string | number | null>;
        sets?: Record<string, unknown>;
      }
    | undefined
  >;
}

/** One transition of one record, in one transaction. Answers the record's new state. */
export async function runStep(deps: HandlerDeps, user: AuthUser, step: Step): Promise<RecordState> {
  const now = clock(deps);
  const at = { now, today: dayOf(now) };
  const actor = await actorFor(deps, user, [step.action]);
  return deps.db.transaction(async (tx) => {
    const row = await lockRecord(tx, user, step.disId);
    const to = check(row, actor, step.action, at.today);
    const result = await step.apply(tx, row, to, at);
    await setRecord(tx, user, row, to, result?.sets ?? {});
    const rule = RULES[step.action];
    await journal(tx, user, {
      appealId: String(row.appeal_id),
      disId: String(row.id),
      action: step.action,
      from: String(row.state),
      to,
      deptId: rule.department ? String(row.dept_id) : null,
      comment: result?.comment ?? null,
      ...(result?.code ? { code: result.code, params: result.params ?? {} } : {}),
      at: now,
    });
    await refreshAppealState(tx, String(row.appeal_id));
    return to;
  });
}

/** Sets the record's state (remembering the state before an application) and `sets`. */
export async function setRecord(
  tx: Queryable,
  user: AuthUser,
  row: Row,
  to: RecordState,
  sets: Record<string, unknown>,
): Promise<void> {
  const applying = to === 'delayRequested' || to === 'returnRequested';
  const values: Record<string, unknown> = {
    state: to,
    prev_state: applying ? row.state : null,
    ...sets,
  };
  const cols = Object.keys(values);
  const params: unknown[] = cols.map((k) => values[k]);
  const assignments = cols.map((k, i) => `${k} = $${i + 1}`);
  params.push(user.userId, String(row.id));
  await tx.query(
    `update lingxi_appeal_distribute set ${assignments.join(', ')}, update_user = $${params.length - 1}, update_time = now()
     where id = $${params.length}`,
    params,
  );
}

// ── input helpers ───────────────────────────────────────────────────────────────────────────────

export function requiredText(value: unknown, label: string, max: number, missing = `请输入${label}`): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    throw badRequest(missing);
  if (typeof value !== 'string') throw badRequest(`${label}格式不正确`);
  const s = value.trim();
  if (s.includes('\u0000')) throw badRequest(`${label}包含非法字符`);
  if (s.length > max) throw badRequest(`${label}长度不能超过${max}个字符`);
  return s;
}

export function optionalText(value: unknown, label: string, max: number): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  return requiredText(value, label, max);
}

export function dateParam(value: unknown, label: string, missing: string): string {
  if (value === undefined || value === null || value === '') throw badRequest(missing);
  const s = typeof value === 'string' ? value.trim().slice(0, 10) : '';
  if (
    typeof value !== 'string' ||
    !isDate(s) ||
    !/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value.trim())
  )
    throw badRequest(`${label}格式不正确`);
  return s;
}

// ── the steps ───────────────────────────────────────────────────────────────────────────────────

export const signStep = (disId: string, user: AuthUser): Step => ({
  disId,
  action: 'sign',
  async apply(_tx, _row, _to, at) {
    return { sets: { sign_time: at.now.toISOString(), sign_user: user.userId } };
  },
});

/** `userId`: a user of the receiving department (default: the caller). */
export const bindStep = (disId: string, user: AuthUser, userId: string | undefined): Step => ({
  disId,
  action: 'bind',
  async apply(tx, row, _to, at) {
    const target = userId ?? user.userId;
    const rows = await tx.query<{ real_name: string; dept_id: string; status: number }>(
      'select real_name, dept_id, status from blade_user where id = $1 and tenant_id = $2 and is_deleted = 0',
      [target, user.tenantId],
    );
    const person = rows[0];
    if (!person) throw badRequest('办理人不存在');
    if (!String(person.dept_id).split(',').includes(String(row.dept_id)))
      throw badRequest('办理人必须是承办部门的人员');
    if (Number(person.status) !== 1) throw badRequest('办理人账号已停用');
    return {
      comment: `办理人：${person.real_name ?? ''}`,
      code: 'handler',
      params: { name: person.real_name ?? '' },
      sets: { handler_user_id: target, bind_time: at.now.toISOString() },
    };
  },
});

export const disposeStep = (disId: string, user: AuthUser, content: string): Step => ({
  disId,
  action: 'dispose',
  async apply(_tx, row, _to, at) {
    const light = lightOf(
      {
        state: 'handling',
        deadline: row.deadline ? String(row.deadline) : null,
        yellowFrom: row.yellow_from ? String(row.yellow_from) : null,
        signYellowFrom: row.sign_yellow_from ? String(row.sign_yellow_from) : null,
        finishLight: null,
      },
      at.today,
    );
    return {
      comment: content,
      sets: {
        dispose_time: at.now.toISOString(),
        dispose_user: user.userId,
        dispose_content: content,
        finish_light: light,
      },
    };
  },
});

export const closeStep = (disId: string, opinion: string | null): Step => ({
  disId,
  action: 'close',
  async apply(_tx, _row, _to, at) {
    return { comment: opinion, sets: { close_time: at.now.toISOString() } };
  },
});

export const delayApplyStep = (
  disId: string,
  user: AuthUser,
  reason: string,
  requestedDate: string,
  onCreated: (id: string) => void,
): Step => ({
  disId,
  action: 'delayApply',
  async apply(tx, row, _to, at) {
    const deadline = String(row.deadline);
    if (requestedDate <= deadline) throw badRequest(`延期日期必须晚于原办理时限${deadline}`);
    const maxDays = await intParam(tx, user.tenantId, 'appeal.delay.maxDays', 10);
    if (requestedDate > addDays(deadline, maxDays))
      throw badRequest(`延期日期不能晚于原办理时限后${maxDays}天`);
    // a deadline is a working day of the calendar (issue 19, item 13)
    if (!isWorkingDay(requestedDate, await loadCalendar(tx, deadline)))
      throw badRequest(`延期日期${requestedDate}不是工作日，请选择工作日`);
    const rows = await tx.query<{ id: string }>(
      `insert into lingxi_appeal_delay_apply (tenant_id, dis_id, appeal_id, dept_id, reason, requested_date, old_deadline,
         apply_user, apply_time, create_user, update_user)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $8) returning id`,
      [
        user.tenantId,
        row.id,
        row.appeal_id,
        row.dept_id,
        reason,
        requestedDate,
        deadline,
        user.userId,
        at.now.toISOString(),
      ],
    );
    onCreated(rows[0]?.id ?? '');
    return {
      comment: `申请延期至${requestedDate}：${reason}`,
      code: 'delayRequested',
      params: { date: requestedDate, reason },
    };
  },
});

export const returnApplyStep = (
  disId: string,
  user: AuthUser,
  reason: string,
  onCreated: (id: string) => void,
): Step => ({
  disId,
  action: 'returnApply',
  async apply(tx, row, _to, at) {
    const rows = await tx.query<{ id: string }>(
      `insert into lingxi_appeal_back_apply (tenant_id, dis_id, appeal_id, dept_id, reason, apply_user, apply_time, create_user, update_user)
       values ($1, $2, $3, $4, $5, $6, $7, $6, $6) returning id`,
      [user.tenantId, row.id, row.appeal_id, row.dept_id, reason, user.userId, at.now.toISOString()],
    );
    onCreated(rows[0]?.id ?? '');
    return { comment: reason };
  },
});

export interface AuditInput {
  /** The application's id, or the record whose open application is meant. */
  applyId?: string;
  disId?: string;
  pass: boolean;
  opinion: string | null;
  permittedDate?: string;
}

/** The application an audit names, locked; refuses one already decided. */
async function openApply(tx: Queryable, user: AuthUser, table: string, input: AuditInput, label: string) {
  const rows = input.applyId
    ? await tx.query(
        `select * from ${table} where id = $1 and tenant_id = $2 and is_deleted = 0 for update`,
        [input.applyId, user.tenantId],
      )
    : await tx.query(
        `select * from ${table} where dis_id = $1 and tenant_id = $2 and is_deleted = 0 and audit_status = 0 for update`,
        [input.disId, user.tenantId],
      );
  const apply = rows[0];
  if (!apply) throw badRequest(input.applyId ? `${label}不存在` : `没有待审核的${label}`);
  if (Number(apply.audit_status) !== 0) throw badRequest(`该${label}已审核，请勿重复提交`);
  return apply;
}

/** Audits of delay and return applications: the application and the record change together. */
export async function auditApply(
  deps: HandlerDeps,
  user: AuthUser,
  kind: 'delay' | 'return',
  input: AuditInput,
): Promise<RecordState> {
  const table = kind === 'delay' ? 'lingxi_appeal_delay_apply' : 'lingxi_appeal_back_apply';
  const label = kind === 'delay' ? '延期申请' : '退回申请';
  const action: Action =
    kind === 'delay'
      ? input.pass
        ? 'delayApprove'
        : 'delayReject'
      : input.pass
        ? 'returnApprove'
        : 'returnReject';
  const now = clock(deps);
  const today = dayOf(now);
  const actor = await actorFor(deps, user, [action]);
  // the role first: a caller who may not audit learns nothing about the application
  if (!actor.codes.has(RULES[action].permission)) throw new HttpError(403, MSG_FORBIDDEN);
  return deps.db.transaction(async (tx) => {
    const apply = await openApply(tx, user, table, input, label);
    const row = await lockRecord(tx, user, String(apply.dis_id));
    const to = check(row, actor, action, today);
    const sets: Record<string, unknown> = {};
    let comment = input.opinion;
    let coded: { code: JournalCode; params: Record<string, string | null> } | undefined;
    if (action === 'delayApprove') {
      const permitted = input.permittedDate ?? '';
      const oldDeadline = String(row.deadline);
      if (permitted <= oldDeadline || permitted > String(apply.requested_date))
        throw badRequest(
          `批准的延期日期必须晚于原办理时限${oldDeadline}且不晚于申请日期${String(apply.requested_date)}`,
        );
      const cal = await loadCalendar(tx, String(row.dispatch_date));
      // a deadline is a working day of the calendar, an approved one too (issue 19, item 13)
      if (!isWorkingDay(permitted, cal))
        throw badRequest(`批准的延期日期${permitted}不是工作日，请选择工作日`);
      const schedule = scheduleFor(String(row.dispatch_date), permitted, cal);
      sets.deadline = schedule.deadline;
      sets.yellow_from = schedule.yellowFrom;
      comment = `批准延期至${permitted}${input.opinion ? `：${input.opinion}` : ''}`;
      coded = { code: 'delayPermitted', params: { date: permitted, opinion: input.opinion } };
    }
    if (action === 'returnApprove') sets.prev_state = null;
    await tx.query(
      `update ${table} set audit_status = $1, audit_opinion = $2, audit_user = $3, audit_time = $4,
         ${kind === 'delay' ? 'permitted_date = $6,' : ''} update_user = $3, update_time = now() where id = $5`,
      kind === 'delay'
        ? [
            input.pass ? 1 : 2,
            input.opinion,
            user.userId,
            now.toISOString(),
            apply.id,
            input.pass ? input.permittedDate : null,
          ]
        : [input.pass ? 1 : 2, input.opinion, user.userId, now.toISOString(), apply.id],
    );
    await setRecord(tx, user, row, to, sets);
    await journal(tx, user, {
      appealId: String(row.appeal_id),
      disId: String(row.id),
      action,
      from: String(row.state),
      to,
      comment,
      ...coded,
      at: now,
    });
    await refreshAppealState(tx, String(row.appeal_id));
    return to;
  });
}

/** Urges records (one urge row each, the counter up, a journal row); refuses a repeat within 10 s. */
export async function urge(
  deps: HandlerDeps,
  user: AuthUser,
  target: { disIds?: string[]; appealId?: string },
  content: string,
): Promise<number> {
  const now = clock(deps);
  const today = dayOf(now);
  const actor = await actorFor(deps, user, ['urge']);
  if (!actor.codes.has(RULES.urge.permission)) throw new HttpError(403, MSG_FORBIDDEN);
  return deps.db.transaction(async (tx) => {
    let rows: Row[];
    if (target.appealId) {
      const appeal = await tx.query(
        'select id from lingxi_appeal where id = $1 and tenant_id = $2 and is_deleted = 0',
        [target.appealId, user.tenantId],
      );
      if (!appeal[0]) throw badRequest('诉求不存在');
      rows = await tx.query(
        `select * from lingxi_appeal_distribute where appeal_id = $1 and tenant_id = $2 and is_deleted = 0
           and state in ('dispatched', 'signed', 'handling', 'delayRequested', 'returnRequested') order by id for update`,
        [target.appealId, user.tenantId],
      );
      if (rows.length === 0) throw badRequest('该诉求没有办理中的部门，无需督办');
    } else {
      rows = [];
      for (const id of target.disIds ?? []) rows.push(await lockRecord(tx, user, id));
    }
    for (const row of rows) {
      check(row, actor, 'urge', today);
      const recent = await tx.query(
        `select 1 from lingxi_appeal_urge where dis_id = $1 and urge_user = $2 and content = $3
           and urge_time > $4::timestamptz - interval '${DUPLICATE_SECONDS} seconds' and urge_time <= $4::timestamptz limit 1`,
        [row.id, user.userId, content, now.toISOString()],
      );
      if (recent.length > 0) throw badRequest(MSG_DUPLICATE);
      await tx.query(
        `insert into lingxi_appeal_urge (tenant_id, appeal_id, dis_id, dept_id, content, urge_user, urge_user_name, urge_time, create_user, update_user)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $6, $6)`,
        [
          user.tenantId,
          row.appeal_id,
          row.id,
          row.dept_id,
          content,
          user.userId,
          (user.realName || user.account).slice(0, 64),
          now.toISOString(),
        ],
      );
      await tx.query(
        'update lingxi_appeal_distribute set urge_count = urge_count + 1, last_urge_time = $1 where id = $2',
        [now.toISOString(), row.id],
      );
      await journal(tx, user, {
        appealId: String(row.appeal_id),
        disId: String(row.id),
        action: 'urge',
        from: String(row.state),
        to: String(row.state),
        comment: content,
        at: now,
      });
    }
    return rows.length;
  });
}

/** Dispatches the appeal's planned (pending) records: deadline from the type's limit and the calendar. */
export async function dispatchPending(
  tx: Queryable,
  user: AuthUser,
  actor: Awaited<ReturnType<typeof actorFor>>,
  appeal: Row,
  at: Moment,
): Promise<number> {
  const rows = await tx.query(
    `select * from lingxi_appeal_distribute where appeal_id = $1 and is_deleted = 0 and state = 'pending' order by id for update`,
    [appeal.id],
  );
  if (rows.length === 0) return 0;
  const limit = await limitOf(tx, user, String(appeal.type_id));
  const cal = await loadCalendar(tx, at.today);
  const schedule = scheduleFromLimit(at.today, limit, cal);
  for (const row of rows) {
    const to = check(row, actor, 'dispatch', at.today);
    await setRecord(tx, user, row, to, {
      limit_days: limit,
      dispatch_time: at.now.toISOString(),
      dispatch_date: at.today,
      deadline: schedule.deadline,
      yellow_from: schedule.yellowFrom,
      sign_yellow_from: schedule.signYellowFrom,
    });
    await journal(tx, user, {
      appealId: String(appeal.id),
      disId: String(row.id),
      action: 'dispatch',
      from: 'pending',
      to,
      comment: `办理时限${limit}个工作日，截止${schedule.deadline}`,
      code: 'dispatchLimit',
      params: { days: limit, deadline: schedule.deadline },
      at: at.now,
    });
  }
  return rows.length;
}

/** The time limit of a type: its own, its parent's, the tenant's `appeal.handle.limitDays`, or 5. */
export async function limitOf(tx: Queryable, user: AuthUser, typeId: string): Promise<number> {
  const rows = await tx.query<{ own: number | null; parent: number | null }>(
    `select t.f_limit_days as own, p.f_limit_days as parent from lingxi_appeal_type t
       left join lingxi_appeal_type p on p.id = t.f_parent_node where t.id = $1 and t.tenant_id = $2`,
    [typeId, user.tenantId],
  );
  const own = rows[0]?.own ?? rows[0]?.parent;
  if (own) return Number(own);
  return intParam(tx, user.tenantId, 'appeal.handle.limitDays', 5);
}

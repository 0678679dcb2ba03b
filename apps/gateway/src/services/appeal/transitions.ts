/**
 * The appeal state machine, pure: the states of a distribution record, the actions on it, and one
 * decision (`decide`) that every handler asks before it changes anything. The console mirrors this
 * vocabulary (which buttons to show: `availableActions`); the gateway README documents it.
 */

export const RECORD_STATES = [
  'pending',
  'dispatched',
  'signed',
  'handling',
  'delayRequested',
  'returnRequested',
  'disposed',
  'closed',
  'returned',
] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export const STATE_NAMES: Record<RecordState, string> = {
  pending: '待派发',
  dispatched: '待签收',
  signed: '已签收',
  handling: '办理中',
  delayRequested: '延期审核中',
  returnRequested: '退回审核中',
  disposed: '已办结',
  closed: '已归档',
  returned: '已退回',
};

/** States in which a department holds the appeal: urgeable, lit, counted as open. */
export const OPEN_STATES: readonly RecordState[] = [
  'dispatched',
  'signed',
  'handling',
  'delayRequested',
  'returnRequested',
];

export const ACTIONS = [
  'dispatch',
  'sign',
  'bind',
  'dispose',
  'delayApply',
  'delayApprove',
  'delayReject',
  'returnApply',
  'returnApprove',
  'returnReject',
  'close',
  'urge',
] as const;
export type Action = (typeof ACTIONS)[number];

export interface Rule {
  /** Chinese name of the action (journal, messages). */
  name: string;
  from: readonly RecordState[];
  /** The next state; 'previous' restores the state before the application, 'same' keeps it. */
  to: RecordState | 'previous' | 'same';
  /** Button code the actor's roles must hold. */
  permission: string;
  /** Only users of the receiving department may act. */
  department: boolean;
  /** Message when the record is already where this action leads (a second click). */
  done?: string;
}

export const RULES: Record<Action, Rule> = {
  dispatch: {
    name: '派发',
    from: ['pending'],
    to: 'dispatched',
    permission: 'appealDistribution_dispatch',
    department: false,
    done: '该诉求已派发，请勿重复操作',
  },
  sign: {
    name: '签收',
    from: ['dispatched'],
    to: 'signed',
    permission: 'appealHandle_sign',
    department: true,
    done: '该诉求已签收，请勿重复操作',
  },
  bind: {
    name: '指定办理人',
    from: ['signed'],
    to: 'handling',
    permission: 'appealHandle_bind',
    department: true,
    done: '该诉求已指定办理人，请勿重复操作',
  },
  dispose: {
    name: '办结',
    from: ['handling'],
    to: 'disposed',
    permission: 'appealHandle_dispose',
    department: true,
    done: '该诉求已办结，请勿重复操作',
  },
  delayApply: {
    name: '申请延期',
    from: ['signed', 'handling'],
    to: 'delayRequested',
    permission: 'appealHandle_delay',
    department: true,
    done: '已有待审核的延期申请，请等待审核',
  },
  delayApprove: {
    name: '延期审核通过',
    from: ['delayRequested'],
    to: 'previous',
    permission: 'appealDelayAudit_audit',
    department: false,
  },
  delayReject: {
    name: '延期审核驳回',
    from: ['delayRequested'],
    to: 'previous',
    permission: 'appealDelayAudit_audit',
    department: false,
  },
  returnApply: {
    name: '申请退回',
    from: ['dispatched', 'signed', 'handling'],
    to: 'returnRequested',
    permission: 'appealHandle_back',
    department: true,
    done: '已有待审核的退回申请，请等待审核',
  },
  returnApprove: {
    name: '退回审核通过',
    from: ['returnRequested'],
    to: 'returned',
    permission: 'appealReturnAudit_audit',
    department: false,
  },
  returnReject: {
    name: '退回审核驳回',
    from: ['returnRequested'],
    to: 'previous',
    permission: 'appealReturnAudit_audit',
    department: false,
  },
  close: {
    name: '归档',
    from: ['disposed'],
    to: 'closed',
    permission: 'appeal_close',
    department: false,
    done: '该诉求已归档，请勿重复操作',
  },
  urge: {
    name: '督办',
    from: OPEN_STATES,
    to: 'same',
    permission: 'appeal_urge',
    department: false,
  },
};

/** The record as the decision needs it. */
export interface RecordFacts {
  state: RecordState;
  /** The receiving department. */
  deptId: string;
  /** State before an open application (restored when it is decided). */
  prevState?: RecordState | null;
  /** `YYYY-MM-DD`, once dispatched. */
  deadline?: string | null;
}

export interface Actor {
  /** Button codes the actor holds (at least the one the action needs, when held). */
  codes: ReadonlySet<string>;
  /** The actor's departments. */
  deptIds: readonly string[];
}

export interface Context {
  /** The gateway's calendar day, `YYYY-MM-DD`. */
  today: string;
}

export type Decision = { ok: true; to: RecordState } | { ok: false; code: 400 | 403; msg: string };

export const MSG_FORBIDDEN = '缺失功能权限';
export const MSG_OTHER_DEPT = '该诉求不属于您所在的部门，不能办理';
export const MSG_DELAY_LATE = '已超过办理时限，不能申请延期';
export const MSG_NO_DELAY = '没有待审核的延期申请';
export const MSG_NO_RETURN = '没有待审核的退回申请';

export function isRecordState(value: unknown): value is RecordState {
  return typeof value === 'string' && (RECORD_STATES as readonly string[]).includes(value);
}

function refuseState(action: Action, rule: Rule, r: RecordFacts): string {
  // a second click: the record is already where the action leads
  if (rule.done && r.state === rule.to) return rule.done;
  if (action === 'delayApply' && r.state === 'returnRequested') return '已有待审核的退回申请，不能申请延期';
  if (action === 'returnApply' && r.state === 'delayRequested') return '已有待审核的延期申请，不能申请退回';
  if (action === 'delayApprove' || action === 'delayReject') return MSG_NO_DELAY;
  if (action === 'returnApprove' || action === 'returnReject') return MSG_NO_RETURN;
  return `当前状态为「${STATE_NAMES[r.state]}」，不能${rule.name}`;
}

/**
 * May `actor` do `action` on the record now? Checked in this order: the permission code (403), the
 * receiving department (403), the state (400), the deadline of a delay application (400).
 */
export function decide(r: RecordFacts, actor: Actor, action: Action, ctx: Context): Decision {
  const rule = RULES[action];
  if (!actor.codes.has(rule.permission)) return { ok: false, code: 403, msg: MSG_FORBIDDEN };
  if (rule.department && !actor.deptIds.includes(r.deptId))
    return { ok: false, code: 403, msg: MSG_OTHER_DEPT };
  if (!rule.from.includes(r.state)) return { ok: false, code: 400, msg: refuseState(action, rule, r) };
  if (action === 'delayApply' && r.deadline && ctx.today > r.deadline)
    return { ok: false, code: 400, msg: MSG_DELAY_LATE };
  if (rule.to === 'same') return { ok: true, to: r.state };
  if (rule.to === 'previous') {
    const prev = r.prevState;
    if (!prev || !isRecordState(prev)) return { ok: false, code: 400, msg: '无法恢复申请前的状态' };
    return { ok: true, to: prev };
  }
  return { ok: true, to: rule.to };
}

/** The actions `actor` may take on the record now (the console's buttons). */
export function availableActions(r: RecordFacts, actor: Actor, ctx: Context): Action[] {
  return ACTIONS.filter((action) => decide(r, actor, action, ctx).ok);
}

// ── the appeal: its state follows its records ─────────────────────────────────────────────────

export const APPEAL_STATES = ['draft', 'pending', 'handling', 'disposed', 'closed'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
export const APPEAL_STATE_NAMES: Record<AppealState, string> = {
  draft: '草稿',
  pending: '待分发',
  handling: '办理中',
  disposed: '已办结',
  closed: '已归档',
};

/**
 * draft until submitted; then handling while any department holds it, pending while nothing was sent
 * (no record, only planned records, or every department returned it), disposed once every live record
 * is disposed or closed and one is still disposed, closed when all are closed.
 */
export function appealStateOf(saveStatus: number, records: readonly RecordState[]): AppealState {
  if (saveStatus !== 1) return 'draft';
  const live = records.filter((s) => s !== 'returned');
  if (live.some((s) => OPEN_STATES.includes(s))) return 'handling';
  if (live.length === 0 || live.some((s) => s === 'pending')) return 'pending';
  if (live.some((s) => s === 'disposed')) return 'disposed';
  return 'closed';
}

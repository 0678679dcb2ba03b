/**
 * The appeal flow's vocabulary, mirrored word for word from the gateway's pure rule module
 * (apps/gateway/src/services/appeal/transitions.ts, README "Appeals"): the states of a distribution
 * record, the actions on it, and one decision — which buttons a record offers to this user now — in the
 * style of core's route guard: a pure function of (record, user's permission codes, departments, the
 * server's day). The server decides again on every call; this only keeps buttons that would be refused
 * off the screen.
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

/** States in which a department holds the appeal: urgeable, lit, counted as open. */
export const OPEN_STATES: readonly RecordState[] = [
  'dispatched',
  'signed',
  'handling',
  'delayRequested',
  'returnRequested',
];

export const APPEAL_STATES = ['draft', 'pending', 'handling', 'disposed', 'closed'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

export const LIGHTS = ['green', 'yellow', 'red'] as const;
export type Light = (typeof LIGHTS)[number];

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

interface Rule {
  from: readonly RecordState[];
  /** The button code the user's roles must hold (`<page>_<action>`, seeded in src/seed/menus.ts). */
  permission: string;
  /** Only users of the receiving department may act. */
  department: boolean;
}

export const RULES: Record<Action, Rule> = {
  dispatch: { from: ['pending'], permission: 'appealDistribution_dispatch', department: false },
  sign: { from: ['dispatched'], permission: 'appealHandle_sign', department: true },
  bind: { from: ['signed'], permission: 'appealHandle_bind', department: true },
  dispose: { from: ['handling'], permission: 'appealHandle_dispose', department: true },
  delayApply: { from: ['signed', 'handling'], permission: 'appealHandle_delay', department: true },
  delayApprove: { from: ['delayRequested'], permission: 'appealDelayAudit_audit', department: false },
  delayReject: { from: ['delayRequested'], permission: 'appealDelayAudit_audit', department: false },
  returnApply: {
    from: ['dispatched', 'signed', 'handling'],
    permission: 'appealHandle_back',
    department: true,
  },
  returnApprove: { from: ['returnRequested'], permission: 'appealReturnAudit_audit', department: false },
  returnReject: { from: ['returnRequested'], permission: 'appealReturnAudit_audit', department: false },
  close: { from: ['disposed'], permission: 'appeal_close', department: false },
  urge: { from: OPEN_STATES, permission: 'appeal_urge', department: false },
};

/** A distribution record as the decision needs it. */
export interface RecordFacts {
  state: string;
  deptId?: string | null;
  /** `YYYY-MM-DD`, once dispatched. */
  deadline?: string | null;
}

/** The user: button permission flags (the session's) and departments (the token's `dept_id`). */
export interface Actor {
  permissions: Readonly<Record<string, boolean>>;
  deptIds: readonly string[];
}

/** The departments of a token's comma-joined `dept_id`. */
export function deptIdsOf(deptId: unknown): string[] {
  return typeof deptId === 'string' || typeof deptId === 'number'
    ? String(deptId)
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '' && id !== '0')
    : [];
}

/** The server's calendar day of a `YYYY-MM-DD HH:mm:ss` time (never the browser's clock alone). */
export function dayOf(serverTime: string | undefined): string | undefined {
  return serverTime && /^\d{4}-\d{2}-\d{2}/.test(serverTime) ? serverTime.slice(0, 10) : undefined;
}

/**
 * May the user do `action` on the record now? The same order as the server: the code, the receiving
 * department, the state, the deadline of a delay application (up to the deadline day, on the server's
 * day `today`; unknown day: not offered).
 */
export function allows(
  record: RecordFacts,
  actor: Actor,
  action: Action,
  today: string | undefined,
): boolean {
  const rule = RULES[action];
  if (actor.permissions[rule.permission] !== true) return false;
  if (rule.department && !(record.deptId && actor.deptIds.includes(String(record.deptId)))) return false;
  if (!(rule.from as readonly string[]).includes(record.state)) return false;
  if (action === 'delayApply') {
    if (!today) return false;
    if (record.deadline && today > record.deadline) return false;
  }
  return true;
}

/** The record's buttons for this user now: the actions it allows, in the flow's order. */
export function recordButtons(record: RecordFacts, actor: Actor, today: string | undefined): Action[] {
  return ACTIONS.filter((action) => allows(record, actor, action, today));
}

/** An appeal (the management and distribution pages' rows) as its buttons need it. */
export interface AppealFacts {
  appealState?: string | null;
  saveStatus?: number | string | null;
}

export type AppealButton = 'edit' | 'submit' | 'delete' | 'distribute' | 'urge';

const APPEAL_CODES: Record<AppealButton, string> = {
  edit: 'appeal_edit',
  submit: 'appeal_edit',
  delete: 'appeal_delete',
  distribute: 'appealDistribution_add',
  urge: 'appeal_urge',
};

/**
 * An appeal's buttons: a draft is edited and submitted (`诉求已提交，不能修改` otherwise); an appeal
 * nothing was sent of (draft, pending) can be removed; a pending one is distributed (one in progress
 * too, to a further department); one a department holds (handling) is urged.
 */
export function appealButtons(
  appeal: AppealFacts,
  permissions: Readonly<Record<string, boolean>>,
): AppealButton[] {
  const draft = appeal.appealState === 'draft' || Number(appeal.saveStatus) === 0;
  const allowed: Record<AppealButton, boolean> = {
    edit: draft,
    submit: draft,
    delete: draft || appeal.appealState === 'pending',
    // pending, or held by some departments and sent to one more (a returned department's place)
    distribute: !draft && (appeal.appealState === 'pending' || appeal.appealState === 'handling'),
    urge: appeal.appealState === 'handling',
  };
  return (Object.keys(allowed) as AppealButton[]).filter(
    (button) => allowed[button] && permissions[APPEAL_CODES[button]] === true,
  );
}

/** An application (delay or return) is audited once, while it waits (auditStatus 0). */
export function canAudit(
  application: { auditStatus?: number | string | null },
  kind: 'delay' | 'return',
  permissions: Readonly<Record<string, boolean>>,
): boolean {
  const code = kind === 'delay' ? 'appealDelayAudit_audit' : 'appealReturnAudit_audit';
  return Number(application.auditStatus) === 0 && permissions[code] === true;
}

/** The handling page's tabs: which records each lists (`state=` / `light=` filters of the server). */
export const HANDLE_TABS = [
  { key: 'toSign', query: { state: 'dispatched' } },
  { key: 'inProgress', query: { state: 'signed,handling' } },
  { key: 'awaitingAudit', query: { state: 'delayRequested,returnRequested' } },
  { key: 'disposed', query: { state: 'disposed,closed' } },
  { key: 'overdue', query: { state: OPEN_STATES.join(','), light: 'red' } },
] as const;
export type HandleTab = (typeof HANDLE_TABS)[number]['key'];

/**
 * The tabs a user sees: a handler (sign / bind / dispose codes) works from the lists of his
 * departments; an auditor's own list is what awaits his audit; everyone sees the disposed and the
 * overdue.
 */
export function handleTabsFor(permissions: Readonly<Record<string, boolean>>): HandleTab[] {
  const handles = ['appealHandle_sign', 'appealHandle_bind', 'appealHandle_dispose'].some(
    (code) => permissions[code] === true,
  );
  const audits = permissions.appealDelayAudit_audit === true || permissions.appealReturnAudit_audit === true;
  const keys = HANDLE_TABS.map((tab) => tab.key);
  if (handles || !audits) return keys;
  return ['awaitingAudit', ...keys.filter((key) => key !== 'awaitingAudit' && key !== 'toSign')];
}

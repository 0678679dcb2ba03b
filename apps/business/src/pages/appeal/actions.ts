/**
 * The appeal flow's vocabulary, mirrored word for word from the gateway's pure rule module
 * (apps/gateway/src/services/appeal/transitions.ts, README "Appeals"): the states of a distribution
 * record and the actions on it; and one decision, `decideActions`, in the style of core's route guard:
 * a pure function of (what is looked at, the user: his permission codes, departments and the server's
 * day) answering what it offers him now. Every appeal page asks it for every button (a record's, an
 * appeal's, an application's, a department light's, a journal's) and for the handling page's lists. The
 * server decides again on every call; this only keeps buttons that would be refused off the screen.
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

export interface Rule {
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

/** An appeal (the management and distribution pages' rows) as the decision needs it. */
export interface AppealFacts {
  appealState?: string | null;
  saveStatus?: number | string | null;
}

/** A delay or return application: audited once, while it waits (auditStatus 0). */
export interface ApplicationFacts {
  auditStatus?: number | string | null;
}

/** The user as the decision sees him. */
export interface AppealUser {
  /** Button permission flags (the session's). */
  permissions: Readonly<Record<string, boolean>>;
  /** His departments (the token's `dept_id`). */
  deptIds: readonly string[];
  /** The server's calendar day `YYYY-MM-DD` (never the browser's alone); unknown: no delay is offered. */
  today?: string | undefined;
}

/** What a record offers: the flow's actions, and setting its manual light (not a transition). */
export const RECORD_ACTIONS = [...ACTIONS, 'setLight'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/**
 * Setting a record's manual light (`apl/light/submit`): on a record a department holds (an open one:
 * the states that are lit), by a supervisor of the light board; anyone's record (no department).
 */
export const SET_LIGHT_RULE: Rule = { from: OPEN_STATES, permission: 'appealLight_edit', department: false };

const ruleOf = (action: RecordAction): Rule => (action === 'setLight' ? SET_LIGHT_RULE : RULES[action]);

export const APPEAL_ACTIONS = ['edit', 'submit', 'delete', 'plan', 'dispatch', 'urge'] as const;
export type AppealAction = (typeof APPEAL_ACTIONS)[number];

/** The code each appeal action needs (`<page>_<action>`, seeded in src/seed/menus.ts). */
export const APPEAL_CODES: Record<AppealAction, string> = {
  edit: 'appeal_edit',
  submit: 'appeal_edit',
  delete: 'appeal_delete',
  plan: 'appealDistribution_add',
  dispatch: 'appealDistribution_dispatch',
  urge: 'appeal_urge',
};

/** The handling page's lists: which records each holds (`state=` / `light=` filters of the server). */
export const HANDLE_TABS = [
  { key: 'toSign', query: { state: 'dispatched' } },
  { key: 'inProgress', query: { state: 'signed,handling' } },
  { key: 'awaitingAudit', query: { state: 'delayRequested,returnRequested' } },
  { key: 'disposed', query: { state: 'disposed,closed' } },
  { key: 'overdue', query: { state: OPEN_STATES.join(','), light: 'red' } },
] as const;
export type HandleTab = (typeof HANDLE_TABS)[number]['key'];

const NO_FILTERS: Readonly<Record<string, string>> = {};

/**
 * The handling list shown (the handling page and its `prefetch`): the one the address names (`?tab=`)
 * when the user works from it, else his first; and the filters that list adds.
 */
export function shownHandleTab(
  tabs: readonly HandleTab[],
  picked: string | null,
): { tab: HandleTab | undefined; query: Readonly<Record<string, string>> } {
  const tab = picked && tabs.includes(picked as HandleTab) ? (picked as HandleTab) : tabs[0];
  return { tab, query: HANDLE_TABS.find((one) => one.key === tab)?.query ?? NO_FILTERS };
}

/** What the user is looking at. */
export type Subject =
  /** A distribution record (handling, light board, an appeal's records). */
  | { kind: 'record'; record: RecordFacts }
  /** An appeal (management, distribution). */
  | { kind: 'appeal'; appeal: AppealFacts }
  /** A delay or a return application (the audit pages). */
  | { kind: 'application'; application: ApplicationFacts; audit: 'delay' | 'return' }
  /** A department on the department light board. */
  | { kind: 'department' }
  /** An appeal's journal (the tracking page): a note is added to it. */
  | { kind: 'journal' }
  /** A record's progress: its department's handler notes it in the journal (issue 23). */
  | { kind: 'progress'; record: RecordFacts }
  /** The handling page itself: which of its lists (tabs) the user works from. */
  | { kind: 'handling' };

/** What each kind of subject answers. */
export interface Offers {
  record: RecordAction[];
  appeal: AppealAction[];
  application: 'audit'[];
  department: 'setLight'[];
  journal: 'note'[];
  progress: 'note'[];
  handling: HandleTab[];
}

const holds = (user: AppealUser, code: string) => user.permissions[code] === true;

/**
 * May the user do `action` on the record now? The same order as the server: the code, the receiving
 * department, the state, the deadline of a delay application (up to the deadline day, on the server's
 * day; unknown day: not offered).
 */
function recordAllows(record: RecordFacts, user: AppealUser, action: RecordAction): boolean {
  const rule = ruleOf(action);
  if (!holds(user, rule.permission)) return false;
  if (rule.department && !(record.deptId && user.deptIds.includes(String(record.deptId)))) return false;
  if (!(rule.from as readonly string[]).includes(record.state)) return false;
  if (action === 'delayApply') {
    if (!user.today) return false;
    if (record.deadline && user.today > record.deadline) return false;
  }
  return true;
}

/**
 * An appeal's actions: a draft is edited and submitted (`诉求已提交，不能修改` otherwise); an appeal
 * nothing was sent of (draft, pending) can be removed; a submitted one is planned or dispatched while
 * pending or in progress (to a further department, in a returned one's place); one a department holds
 * (in progress: open) is urged.
 */
function appealActions(appeal: AppealFacts, user: AppealUser): AppealAction[] {
  const draft = appeal.appealState === 'draft' || Number(appeal.saveStatus) === 0;
  const distributable = !draft && (appeal.appealState === 'pending' || appeal.appealState === 'handling');
  const allowed: Record<AppealAction, boolean> = {
    edit: draft,
    submit: draft,
    delete: draft || appeal.appealState === 'pending',
    plan: distributable,
    dispatch: distributable,
    urge: appeal.appealState === 'handling',
  };
  return APPEAL_ACTIONS.filter((action) => allowed[action] && holds(user, APPEAL_CODES[action]));
}

/**
 * The handling page's lists: a handler (sign / bind / dispose codes) works from the lists of his
 * departments; an auditor's own list is what awaits his audit; everyone sees the disposed and the
 * overdue.
 */
function handleTabs(user: AppealUser): HandleTab[] {
  const handles = ['appealHandle_sign', 'appealHandle_bind', 'appealHandle_dispose'].some((code) =>
    holds(user, code),
  );
  const audits = holds(user, 'appealDelayAudit_audit') || holds(user, 'appealReturnAudit_audit');
  const keys = HANDLE_TABS.map((tab) => tab.key);
  if (handles || !audits) return keys;
  return ['awaitingAudit', ...keys.filter((key) => key !== 'awaitingAudit' && key !== 'toSign')];
}

/**
 * A progress note on a record (the journal's `append` with the record): by a handler of the receiving
 * department (the dispose code) while his department holds it (an open state), as the server decides.
 */
export const PROGRESS_RULE: Rule = {
  from: OPEN_STATES,
  permission: 'appealHandle_dispose',
  department: true,
};

function progressNoted(record: RecordFacts, user: AppealUser): boolean {
  return (
    holds(user, PROGRESS_RULE.permission) &&
    !!record.deptId &&
    user.deptIds.includes(String(record.deptId)) &&
    (PROGRESS_RULE.from as readonly string[]).includes(record.state)
  );
}

/** The delay rule's window a record answers (gateway README "Delay"). */
export interface DelayWindow {
  deadline?: string | null;
  /** The last day the rule allows (the deadline + `appeal.delay.maxDays`). */
  delayLatest?: string;
  /** The working days between (the only days a delay may be requested for). */
  delayDates?: readonly string[];
}

/** Why a requested delay date is refused (the text's key and values), or undefined when it is allowed. */
export function delayDateProblem(
  date: string | undefined,
  record: DelayWindow,
): { key: string; values: Record<string, string> } | undefined {
  if (!date) return undefined;
  if (record.deadline && date <= record.deadline)
    return { key: 'appealHandle.dateAfterDeadline', values: { deadline: record.deadline } };
  if (record.delayLatest && date > record.delayLatest)
    return { key: 'appealHandle.dateTooLate', values: { latest: record.delayLatest } };
  if (record.delayDates && !record.delayDates.includes(date))
    return { key: 'appealHandle.notWorkingDay', values: { date } };
  return undefined;
}

/** The calendar days from the deadline to the latest date (the `{{days}}` of the dialog's text). */
export function delayDays(record: DelayWindow): number | undefined {
  if (!record.deadline || !record.delayLatest) return undefined;
  return Math.round((Date.parse(record.delayLatest) - Date.parse(record.deadline)) / 86_400_000);
}

/**
 * The one decision of the appeal pages: what `subject` offers `user` now, in the flow's order. Pure:
 * the same question always has the same answer (unit-tested state by state and role by role).
 */
export function decideActions<S extends Subject>(subject: S, user: AppealUser): Offers[S['kind']];
export function decideActions(subject: Subject, user: AppealUser): Offers[Subject['kind']] {
  switch (subject.kind) {
    case 'record':
      return RECORD_ACTIONS.filter((action) => recordAllows(subject.record, user, action));
    case 'appeal':
      return appealActions(subject.appeal, user);
    case 'application': {
      const code = subject.audit === 'delay' ? 'appealDelayAudit_audit' : 'appealReturnAudit_audit';
      return String(subject.application.auditStatus) === '0' && holds(user, code) ? ['audit'] : [];
    }
    case 'department':
      return holds(user, 'appealLight_edit') ? ['setLight'] : [];
    case 'journal':
      return holds(user, 'appealTrack_add') ? ['note'] : [];
    case 'progress':
      return progressNoted(subject.record, user) ? ['note'] : [];
    case 'handling':
      return handleTabs(user);
  }
}

/** Does `subject` offer `user` this action now? (`decideActions`, for one button.) */
export function offers<S extends Subject>(
  subject: S,
  user: AppealUser,
  action: Offers[S['kind']][number],
): boolean {
  return (decideActions(subject, user) as readonly string[]).includes(action);
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

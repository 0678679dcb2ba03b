// Issue 12: what a distribution record, an appeal, an application, a department light, a journal and
// the handling page offer each user, from the one decision of the appeal pages (`decideActions`), as the
// server decides it (apps/gateway/src/services/appeal/transitions.ts): code, then department, then state,
// then deadline. Every state of every subject is asked for every role.
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  APPEAL_CODES,
  APPEAL_STATES,
  type AppealAction,
  type AppealUser,
  dayOf,
  decideActions,
  deptIdsOf,
  type HandleTab,
  OPEN_STATES,
  offers,
  RECORD_ACTIONS,
  RECORD_STATES,
  type RecordAction,
  type RecordState,
  RULES,
  SET_LIGHT_RULE,
  shownHandleTab,
} from '../src/pages/appeal/actions';

const codes = (...list: string[]) => Object.fromEntries(list.map((code) => [code, true]));
const TODAY = '2026-03-10';
const DEPT = '11';

/** The seeded roles (gateway README "Seeded appeal roles"), with their button codes. */
const HANDLER: AppealUser = {
  permissions: codes(
    'appealHandle_view',
    'appealHandle_sign',
    'appealHandle_bind',
    'appealHandle_dispose',
    'appealHandle_delay',
    'appealHandle_back',
  ),
  deptIds: [DEPT],
  today: TODAY,
};
/** A handler of another department. */
const OTHER_HANDLER: AppealUser = { ...HANDLER, deptIds: ['22'] };
const DISPATCHER: AppealUser = {
  permissions: codes(
    'appeal_add',
    'appeal_edit',
    'appeal_delete',
    'appeal_view',
    'appeal_close',
    'appeal_urge',
    'appealType_view',
    'appealDistribution_add',
    'appealDistribution_dispatch',
    'appealLight_view',
    'appealTrack_add',
  ),
  deptIds: [],
  today: TODAY,
};
const AUDITOR: AppealUser = {
  permissions: codes(
    'appeal_view',
    'appeal_urge',
    'appealLight_view',
    'appealLight_edit',
    'appealDelayAudit_audit',
    'appealReturnAudit_audit',
    'appealTrack_add',
  ),
  deptIds: [],
  today: TODAY,
};
const EVERY_CODE = codes(
  ...Object.values(RULES).map((rule) => rule.permission),
  ...Object.values(APPEAL_CODES),
  SET_LIGHT_RULE.permission,
  'appealTrack_add',
);
/** The administrator: every code, no department. */
const ADMIN: AppealUser = { permissions: EVERY_CODE, deptIds: [], today: TODAY };
/** Every code and the receiving department. */
const HEAD: AppealUser = { permissions: EVERY_CODE, deptIds: ['33', DEPT], today: TODAY };
/** Logged in, no code of the appeal pages, in the receiving department. */
const NOBODY: AppealUser = { permissions: {}, deptIds: [DEPT], today: TODAY };

const rec = (state: string, deadline: string | null = '2026-03-12', deptId = DEPT) =>
  ({ kind: 'record', record: { state, deadline, deptId } }) as const;

type RecordTable = Record<RecordState, RecordAction[]>;
const none = (): RecordTable =>
  Object.fromEntries(RECORD_STATES.map((state) => [state, []])) as unknown as RecordTable;

/** What each role is offered on a record (of department 11, deadline after today) in each state. */
const RECORD_OFFERS: Record<string, [AppealUser, RecordTable]> = {
  'the handler of the receiving department': [
    HANDLER,
    {
      ...none(),
      dispatched: ['sign', 'returnApply'],
      signed: ['bind', 'delayApply', 'returnApply'],
      handling: ['dispose', 'delayApply', 'returnApply'],
    },
  ],
  'a handler of another department': [OTHER_HANDLER, none()],
  'the dispatcher': [
    DISPATCHER,
    {
      ...none(),
      pending: ['dispatch'],
      dispatched: ['urge'],
      signed: ['urge'],
      handling: ['urge'],
      delayRequested: ['urge'],
      returnRequested: ['urge'],
      disposed: ['close'],
    },
  ],
  'the auditor': [
    AUDITOR,
    {
      ...none(),
      dispatched: ['urge', 'setLight'],
      signed: ['urge', 'setLight'],
      handling: ['urge', 'setLight'],
      delayRequested: ['delayApprove', 'delayReject', 'urge', 'setLight'],
      returnRequested: ['returnApprove', 'returnReject', 'urge', 'setLight'],
    },
  ],
  'the administrator (every code, no department)': [
    ADMIN,
    {
      ...none(),
      pending: ['dispatch'],
      dispatched: ['urge', 'setLight'],
      signed: ['urge', 'setLight'],
      handling: ['urge', 'setLight'],
      delayRequested: ['delayApprove', 'delayReject', 'urge', 'setLight'],
      returnRequested: ['returnApprove', 'returnReject', 'urge', 'setLight'],
      disposed: ['close'],
    },
  ],
  'a user with every code in the receiving department': [
    HEAD,
    {
      ...none(),
      pending: ['dispatch'],
      dispatched: ['sign', 'returnApply', 'urge', 'setLight'],
      signed: ['bind', 'delayApply', 'returnApply', 'urge', 'setLight'],
      handling: ['dispose', 'delayApply', 'returnApply', 'urge', 'setLight'],
      delayRequested: ['delayApprove', 'delayReject', 'urge', 'setLight'],
      returnRequested: ['returnApprove', 'returnReject', 'urge', 'setLight'],
      disposed: ['close'],
    },
  ],
  'a user without any code': [NOBODY, none()],
};

describe('decideActions: a distribution record, every state for every role', () => {
  const cases = Object.entries(RECORD_OFFERS).flatMap(([role, [user, table]]) =>
    RECORD_STATES.map((state) => [role, state, user, table[state]] as const),
  );
  it.each(cases)('%s, %s', (_role, state, user, expected) => {
    expect(decideActions(rec(state), user)).toEqual(expected);
    for (const action of RECORD_ACTIONS)
      expect(offers(rec(state), user, action), action).toBe(expected.includes(action));
  });
});

describe('decideActions: a record, the rules behind the table', () => {
  it('a delay is asked for up to the deadline day only (the server’s day), never without that day', () => {
    expect(offers(rec('handling', '2026-03-10'), HANDLER, 'delayApply')).toBe(true);
    expect(offers(rec('handling', '2026-03-09'), HANDLER, 'delayApply')).toBe(false);
    expect(offers(rec('signed', '2026-03-09'), HANDLER, 'delayApply')).toBe(false);
    expect(offers(rec('handling'), { ...HANDLER, today: undefined }, 'delayApply')).toBe(false);
    // the other actions do not depend on the day
    expect(decideActions(rec('handling', '2026-03-09'), { ...HANDLER, today: undefined })).toEqual([
      'dispose',
      'returnApply',
    ]);
  });
  it('a record without a department is no department’s', () => {
    expect(decideActions({ kind: 'record', record: { state: 'dispatched' } }, HANDLER)).toEqual([]);
    expect(decideActions({ kind: 'record', record: { state: 'dispatched', deptId: null } }, HEAD)).toEqual([
      'urge',
      'setLight',
    ]);
  });
  it('a user of several departments acts on each of their records', () => {
    const twice = { ...HANDLER, deptIds: ['22', DEPT] };
    expect(decideActions(rec('dispatched', null, '22'), twice)).toEqual(['sign', 'returnApply']);
    expect(decideActions(rec('dispatched', null, DEPT), twice)).toEqual(['sign', 'returnApply']);
  });
  it('without a code, the button is gone even in the right state', () => {
    const noDispose = { ...HANDLER, permissions: { ...HANDLER.permissions, appealHandle_dispose: false } };
    expect(decideActions(rec('handling'), noDispose)).toEqual(['delayApply', 'returnApply']);
  });
  it('a light is set only on an open record, with the light board’s edit code, whatever the department', () => {
    const lighter: AppealUser = { permissions: codes('appealLight_edit'), deptIds: [], today: TODAY };
    for (const state of RECORD_STATES)
      expect(decideActions(rec(state), lighter)).toEqual(OPEN_STATES.includes(state) ? ['setLight'] : []);
    const viewer: AppealUser = { permissions: codes('appealLight_view'), deptIds: [DEPT], today: TODAY };
    for (const state of OPEN_STATES) expect(offers(rec(state), viewer, 'setLight')).toBe(false);
  });
  it('an unknown state offers nothing', () => {
    expect(decideActions(rec('archived'), HEAD)).toEqual([]);
    expect(decideActions(rec(''), HEAD)).toEqual([]);
  });
  it('every action has a rule with a code of the seeded form <page>_<action>', () => {
    for (const action of ACTIONS) expect(RULES[action].permission).toMatch(/^appeal[A-Za-z]*_[a-z]+$/);
    expect(SET_LIGHT_RULE).toEqual({ from: OPEN_STATES, permission: 'appealLight_edit', department: false });
    for (const action of Object.keys(APPEAL_CODES) as AppealAction[])
      expect(APPEAL_CODES[action]).toMatch(/^appeal[A-Za-z]*_[a-z]+$/);
  });
});

const appealOf = (appealState: string) =>
  ({ kind: 'appeal', appeal: { appealState, saveStatus: appealState === 'draft' ? 0 : 1 } }) as const;
type AppealTable = Record<(typeof APPEAL_STATES)[number], AppealAction[]>;
const noAppeal: AppealTable = { draft: [], pending: [], handling: [], disposed: [], closed: [] };
const DISTRIBUTOR: AppealTable = {
  draft: ['edit', 'submit', 'delete'],
  pending: ['delete', 'plan', 'dispatch'],
  handling: ['plan', 'dispatch', 'urge'],
  disposed: [],
  closed: [],
};

/** What each role is offered on an appeal in each state. */
const APPEAL_OFFERS: Record<string, [AppealUser, AppealTable]> = {
  'the dispatcher': [DISPATCHER, DISTRIBUTOR],
  'the auditor': [AUDITOR, { ...noAppeal, handling: ['urge'] }],
  'a handler': [HANDLER, noAppeal],
  'the administrator': [ADMIN, DISTRIBUTOR],
  'a user without any code': [NOBODY, noAppeal],
};

describe('decideActions: an appeal, every state for every role', () => {
  const cases = Object.entries(APPEAL_OFFERS).flatMap(([role, [user, table]]) =>
    APPEAL_STATES.map((state) => [role, state, user, table[state]] as const),
  );
  it.each(cases)('%s, %s', (_role, state, user, expected) => {
    expect(decideActions(appealOf(state), user)).toEqual(expected);
  });
  it('a draft is known by its save status too (a list row without a state)', () => {
    expect(decideActions({ kind: 'appeal', appeal: { saveStatus: 0 } }, DISPATCHER)).toEqual([
      'edit',
      'submit',
      'delete',
    ]);
    expect(
      decideActions({ kind: 'appeal', appeal: { saveStatus: '0', appealState: 'pending' } }, DISPATCHER),
    ).toEqual(['edit', 'submit', 'delete']);
  });
  it('each action needs its own code: planning and dispatching are separate', () => {
    const planner: AppealUser = { ...NOBODY, permissions: codes('appealDistribution_add') };
    expect(decideActions(appealOf('pending'), planner)).toEqual(['plan']);
    const sender: AppealUser = { ...NOBODY, permissions: codes('appealDistribution_dispatch') };
    expect(decideActions(appealOf('handling'), sender)).toEqual(['dispatch']);
    const remover: AppealUser = { ...NOBODY, permissions: codes('appeal_delete') };
    expect(decideActions(appealOf('draft'), remover)).toEqual(['delete']);
    expect(decideActions(appealOf('pending'), remover)).toEqual(['delete']);
  });
});

describe('decideActions: applications, department lights, journals', () => {
  const delayOnly: AppealUser = { ...NOBODY, permissions: codes('appealDelayAudit_audit') };
  const returnOnly: AppealUser = { ...NOBODY, permissions: codes('appealReturnAudit_audit') };
  const cases = [
    ['the auditor', AUDITOR, { delay: true, return: true }],
    ['a delay auditor', delayOnly, { delay: true, return: false }],
    ['a return auditor', returnOnly, { delay: false, return: true }],
    ['the administrator', ADMIN, { delay: true, return: true }],
    ['the dispatcher', DISPATCHER, { delay: false, return: false }],
    ['a handler', HANDLER, { delay: false, return: false }],
  ] as const;
  it.each(cases)('%s audits an application once, while it waits', (_role, user, audits) => {
    for (const audit of ['delay', 'return'] as const)
      for (const auditStatus of [0, '0', 1, 2, '1', null, undefined])
        expect(
          decideActions({ kind: 'application', application: { auditStatus }, audit }, user),
          `${audit} ${auditStatus}`,
        ).toEqual(audits[audit] && String(auditStatus) === '0' ? ['audit'] : []);
  });
  it('a department light is set with the light board’s edit code', () => {
    expect(decideActions({ kind: 'department' }, AUDITOR)).toEqual(['setLight']);
    expect(decideActions({ kind: 'department' }, ADMIN)).toEqual(['setLight']);
    for (const user of [DISPATCHER, HANDLER, NOBODY])
      expect(decideActions({ kind: 'department' }, user)).toEqual([]);
  });
  it('a note is added to a journal with the tracking page’s add code', () => {
    for (const user of [DISPATCHER, AUDITOR, ADMIN])
      expect(decideActions({ kind: 'journal' }, user)).toEqual(['note']);
    for (const user of [HANDLER, NOBODY]) expect(decideActions({ kind: 'journal' }, user)).toEqual([]);
  });
});

describe('decideActions: the handling page’s lists', () => {
  const ALL: HandleTab[] = ['toSign', 'inProgress', 'awaitingAudit', 'disposed', 'overdue'];
  it.each([
    ['a handler', HANDLER, ALL],
    ['the auditor', AUDITOR, ['awaitingAudit', 'inProgress', 'disposed', 'overdue']],
    ['the administrator (handles too)', ADMIN, ALL],
    ['the dispatcher (neither)', DISPATCHER, ALL],
    ['a user without any code', NOBODY, ALL],
  ] as const)('%s', (_role, user, tabs) => {
    expect(decideActions({ kind: 'handling' }, user)).toEqual(tabs);
  });

  it('shows the list the address names when the user has it, else his first, with its filters', () => {
    const auditor = decideActions({ kind: 'handling' }, AUDITOR);
    expect(shownHandleTab(auditor, null)).toEqual({
      tab: 'awaitingAudit',
      query: { state: 'delayRequested,returnRequested' },
    });
    expect(shownHandleTab(auditor, 'disposed')).toEqual({
      tab: 'disposed',
      query: { state: 'disposed,closed' },
    });
    // a list he does not work from (the auditor signs nothing) is not shown from the address
    expect(shownHandleTab(auditor, 'toSign').tab).toBe('awaitingAudit');
    expect(shownHandleTab(auditor, 'nonsense').tab).toBe('awaitingAudit');
    expect(shownHandleTab([], null)).toEqual({ tab: undefined, query: {} });
  });
});

describe('the user: departments and the server day', () => {
  it('reads the token’s departments and the server’s day', () => {
    expect(deptIdsOf('11,22')).toEqual(['11', '22']);
    expect(deptIdsOf(' 11 , ,0')).toEqual(['11']);
    expect(deptIdsOf(11)).toEqual(['11']);
    expect(deptIdsOf('0')).toEqual([]);
    expect(deptIdsOf(undefined)).toEqual([]);
    expect(dayOf('2026-03-10 23:59:59')).toBe('2026-03-10');
    expect(dayOf('10/03/2026')).toBeUndefined();
    expect(dayOf(undefined)).toBeUndefined();
  });
});

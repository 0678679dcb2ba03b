// Issue 12: which buttons a distribution record or an appeal offers, as the server decides it
// (apps/gateway/src/services/appeal/transitions.ts): code, then department, then state, then deadline.
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type Actor,
  allows,
  appealButtons,
  canAudit,
  dayOf,
  deptIdsOf,
  handleTabsFor,
  OPEN_STATES,
  RECORD_STATES,
  RULES,
  recordButtons,
} from '../src/pages/appeal/actions';

const codes = (...list: string[]) => Object.fromEntries(list.map((code) => [code, true]));
const HANDLER: Actor = {
  permissions: codes(
    'appealHandle_sign',
    'appealHandle_bind',
    'appealHandle_dispose',
    'appealHandle_delay',
    'appealHandle_back',
  ),
  deptIds: ['11'],
};
const DISPATCHER: Actor = {
  permissions: codes('appeal_close', 'appeal_urge', 'appealDistribution_dispatch', 'appealDistribution_add'),
  deptIds: [],
};
const AUDITOR: Actor = {
  permissions: codes('appeal_urge', 'appealDelayAudit_audit', 'appealReturnAudit_audit'),
  deptIds: [],
};
const ADMIN: Actor = {
  permissions: codes(...Object.values(RULES).map((rule) => rule.permission)),
  deptIds: [],
};
const TODAY = '2026-03-10';
const rec = (state: string, deadline: string | null = '2026-03-12', deptId = '11') => ({
  state,
  deadline,
  deptId,
});

describe('recordButtons: the handler of the receiving department', () => {
  it('signs a dispatched record, and may ask to return it', () => {
    expect(recordButtons(rec('dispatched'), HANDLER, TODAY)).toEqual(['sign', 'returnApply']);
  });
  it('binds a signed one, asks for a delay or a return', () => {
    expect(recordButtons(rec('signed'), HANDLER, TODAY)).toEqual(['bind', 'delayApply', 'returnApply']);
  });
  it('disposes one in progress', () => {
    expect(recordButtons(rec('handling'), HANDLER, TODAY)).toEqual(['dispose', 'delayApply', 'returnApply']);
  });
  it('has nothing to do while an application waits, or once disposed, closed or returned', () => {
    for (const state of ['delayRequested', 'returnRequested', 'disposed', 'closed', 'returned', 'pending'])
      expect(recordButtons(rec(state), HANDLER, TODAY)).toEqual([]);
  });
  it('may not act on another department’s record', () => {
    for (const state of RECORD_STATES)
      expect(recordButtons(rec(state, null, '22'), HANDLER, TODAY)).toEqual([]);
  });
  it('asks for a delay up to the deadline day only (the server’s day), and never without that day', () => {
    expect(allows(rec('handling', '2026-03-10'), HANDLER, 'delayApply', TODAY)).toBe(true);
    expect(allows(rec('handling', '2026-03-09'), HANDLER, 'delayApply', TODAY)).toBe(false);
    expect(allows(rec('handling'), HANDLER, 'delayApply', undefined)).toBe(false);
  });
  it('without a code, the button is gone even in the right state', () => {
    const noDispose = { ...HANDLER, permissions: { ...HANDLER.permissions, appealHandle_dispose: false } };
    expect(recordButtons(rec('handling'), noDispose, TODAY)).toEqual(['delayApply', 'returnApply']);
  });
});

describe('recordButtons: the dispatcher, the auditor, the administrator', () => {
  it('the dispatcher dispatches a planned record, urges an open one, closes a disposed one', () => {
    expect(recordButtons(rec('pending', null), DISPATCHER, TODAY)).toEqual(['dispatch']);
    for (const state of OPEN_STATES) expect(recordButtons(rec(state), DISPATCHER, TODAY)).toEqual(['urge']);
    expect(recordButtons(rec('disposed'), DISPATCHER, TODAY)).toEqual(['close']);
    expect(recordButtons(rec('closed'), DISPATCHER, TODAY)).toEqual([]);
  });
  it('the auditor audits the application that waits, and urges', () => {
    expect(recordButtons(rec('delayRequested'), AUDITOR, TODAY)).toEqual([
      'delayApprove',
      'delayReject',
      'urge',
    ]);
    expect(recordButtons(rec('returnRequested'), AUDITOR, TODAY)).toEqual([
      'returnApprove',
      'returnReject',
      'urge',
    ]);
    expect(recordButtons(rec('handling'), AUDITOR, TODAY)).toEqual(['urge']);
  });
  it('the administrator holds every code but no department: no department action', () => {
    expect(recordButtons(rec('dispatched'), ADMIN, TODAY)).toEqual(['urge']);
    expect(recordButtons(rec('handling'), ADMIN, TODAY)).toEqual(['urge']);
  });
  it('every action has a rule with a code of the seeded form <page>_<action>', () => {
    for (const action of ACTIONS) expect(RULES[action].permission).toMatch(/^appeal[A-Za-z]*_[a-z]+$/);
  });
});

describe('appealButtons', () => {
  const all = codes('appeal_edit', 'appeal_delete', 'appealDistribution_add', 'appeal_urge');
  it('a draft is edited, submitted and removed', () => {
    expect(appealButtons({ appealState: 'draft', saveStatus: 0 }, all)).toEqual(['edit', 'submit', 'delete']);
  });
  it('a pending appeal is distributed or removed, never edited', () => {
    expect(appealButtons({ appealState: 'pending', saveStatus: 1 }, all)).toEqual(['delete', 'distribute']);
  });
  it('one a department holds is urged or sent to one more; a disposed or closed one offers nothing', () => {
    expect(appealButtons({ appealState: 'handling', saveStatus: 1 }, all)).toEqual(['distribute', 'urge']);
    expect(appealButtons({ appealState: 'disposed', saveStatus: 1 }, all)).toEqual([]);
    expect(appealButtons({ appealState: 'closed', saveStatus: 1 }, all)).toEqual([]);
  });
  it('each button needs its code', () => {
    expect(appealButtons({ appealState: 'draft', saveStatus: 0 }, codes('appeal_delete'))).toEqual([
      'delete',
    ]);
    expect(appealButtons({ appealState: 'handling' }, {})).toEqual([]);
  });
});

describe('audits, tabs, departments and the server day', () => {
  it('an application is audited once, while it waits, with the audit code', () => {
    expect(canAudit({ auditStatus: 0 }, 'delay', AUDITOR.permissions)).toBe(true);
    expect(canAudit({ auditStatus: 1 }, 'delay', AUDITOR.permissions)).toBe(false);
    expect(canAudit({ auditStatus: 0 }, 'return', codes('appealDelayAudit_audit'))).toBe(false);
  });
  it('a handler sees every tab; an auditor starts from what awaits his audit', () => {
    expect(handleTabsFor(HANDLER.permissions)).toEqual([
      'toSign',
      'inProgress',
      'awaitingAudit',
      'disposed',
      'overdue',
    ]);
    expect(handleTabsFor(AUDITOR.permissions)).toEqual([
      'awaitingAudit',
      'inProgress',
      'disposed',
      'overdue',
    ]);
  });
  it('reads the token’s departments and the server’s day', () => {
    expect(deptIdsOf('11,22')).toEqual(['11', '22']);
    expect(deptIdsOf('0')).toEqual([]);
    expect(deptIdsOf(undefined)).toEqual([]);
    expect(dayOf('2026-03-10 23:59:59')).toBe('2026-03-10');
    expect(dayOf(undefined)).toBeUndefined();
  });
});

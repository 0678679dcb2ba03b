/**
 * The appeal rules, pure: the state machine (every legal and illegal transition), the working-day
 * calendar (weekends, holidays, make-up days), the deadline schedule and the light at each threshold,
 * and the appeal's state derived from its records.
 */
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  type Calendar,
  EMPTY_CALENDAR,
  isWorkingDay,
  lightOf,
  scheduleFor,
  scheduleFromLimit,
  workingDaysBetween,
} from '../src/services/appeal/calendar';
import {
  ACTIONS,
  type Action,
  type Actor,
  appealStateOf,
  availableActions,
  decide,
  MSG_DELAY_LATE,
  MSG_FORBIDDEN,
  MSG_OTHER_DEPT,
  RECORD_STATES,
  type RecordState,
  RULES,
} from '../src/services/appeal/transitions';

const DEPT = '100';
const everything: Actor = { codes: new Set(ACTIONS.map((a) => RULES[a].permission)), deptIds: [DEPT] };
const ctx = { today: '2031-03-10' };
const record = (state: RecordState, extra: Partial<{ prevState: RecordState; deadline: string }> = {}) => ({
  state,
  deptId: DEPT,
  prevState:
    extra.prevState ?? (state === 'delayRequested' || state === 'returnRequested' ? 'handling' : null),
  deadline: extra.deadline ?? '2031-03-20',
});

/** The whole table: from each state, which actions lead where. */
const LEGAL: Record<RecordState, Partial<Record<Action, RecordState>>> = {
  pending: { dispatch: 'dispatched' },
  dispatched: { sign: 'signed', returnApply: 'returnRequested', urge: 'dispatched' },
  signed: { bind: 'handling', delayApply: 'delayRequested', returnApply: 'returnRequested', urge: 'signed' },
  handling: {
    dispose: 'disposed',
    delayApply: 'delayRequested',
    returnApply: 'returnRequested',
    urge: 'handling',
  },
  delayRequested: { delayApprove: 'handling', delayReject: 'handling', urge: 'delayRequested' },
  returnRequested: { returnApprove: 'returned', returnReject: 'handling', urge: 'returnRequested' },
  disposed: { close: 'closed' },
  closed: {},
  returned: {},
};

describe('transitions: the state machine', () => {
  for (const state of RECORD_STATES) {
    for (const action of ACTIONS) {
      const to = LEGAL[state][action];
      it(`${state} --${action}--> ${to ?? '400'}`, () => {
        const decision = decide(record(state), everything, action, ctx);
        if (to) expect(decision).toEqual({ ok: true, to });
        else {
          expect(decision.ok).toBe(false);
          if (!decision.ok) {
            expect(decision.code).toBe(400);
            expect(decision.msg).toMatch(/[\u4e00-\u9fa5]/);
          }
        }
      });
    }
  }

  it('answers the buttons of each state: exactly the legal actions', () => {
    for (const state of RECORD_STATES)
      expect(availableActions(record(state), everything, ctx).sort()).toEqual(
        Object.keys(LEGAL[state]).sort(),
      );
  });

  it('a decided application restores the state before it', () => {
    expect(decide(record('delayRequested', { prevState: 'signed' }), everything, 'delayReject', ctx)).toEqual(
      {
        ok: true,
        to: 'signed',
      },
    );
    expect(
      decide(record('returnRequested', { prevState: 'dispatched' }), everything, 'returnReject', ctx),
    ).toEqual({
      ok: true,
      to: 'dispatched',
    });
  });

  it('a second click says the action is done, with no transition', () => {
    expect(decide(record('signed'), everything, 'sign', ctx)).toEqual({
      ok: false,
      code: 400,
      msg: '该诉求已签收，请勿重复操作',
    });
    expect(decide(record('disposed'), everything, 'dispose', ctx)).toMatchObject({
      msg: '该诉求已办结，请勿重复操作',
    });
    expect(decide(record('closed'), everything, 'close', ctx)).toMatchObject({
      msg: '该诉求已归档，请勿重复操作',
    });
  });

  it('one open application at a time', () => {
    expect(decide(record('delayRequested'), everything, 'delayApply', ctx)).toMatchObject({
      code: 400,
      msg: '已有待审核的延期申请，请等待审核',
    });
    expect(decide(record('delayRequested'), everything, 'returnApply', ctx)).toMatchObject({
      msg: '已有待审核的延期申请，不能申请退回',
    });
    expect(decide(record('returnRequested'), everything, 'delayApply', ctx)).toMatchObject({
      msg: '已有待审核的退回申请，不能申请延期',
    });
    expect(decide(record('handling'), everything, 'delayApprove', ctx)).toMatchObject({
      msg: '没有待审核的延期申请',
    });
  });

  it('a delay only up to the deadline day', () => {
    expect(decide(record('handling', { deadline: '2031-03-10' }), everything, 'delayApply', ctx).ok).toBe(
      true,
    );
    expect(decide(record('handling', { deadline: '2031-03-09' }), everything, 'delayApply', ctx)).toEqual({
      ok: false,
      code: 400,
      msg: MSG_DELAY_LATE,
    });
  });

  it('the role first (403), then the department (403), then the state (400)', () => {
    const handler: Actor = { codes: new Set(['appealHandle_sign']), deptIds: ['200'] };
    expect(decide(record('dispatched'), handler, 'sign', ctx)).toEqual({
      ok: false,
      code: 403,
      msg: MSG_OTHER_DEPT,
    });
    expect(decide(record('closed'), handler, 'sign', ctx)).toMatchObject({ code: 403, msg: MSG_OTHER_DEPT });
    const own: Actor = { codes: new Set(['appealHandle_sign']), deptIds: ['200', DEPT] };
    expect(decide(record('dispatched'), own, 'sign', ctx)).toEqual({ ok: true, to: 'signed' });
    expect(decide(record('dispatched'), own, 'dispose', ctx)).toEqual({
      ok: false,
      code: 403,
      msg: MSG_FORBIDDEN,
    });
    // auditors need no department; handlers cannot audit
    const auditor: Actor = { codes: new Set(['appealDelayAudit_audit']), deptIds: [] };
    expect(decide(record('delayRequested'), auditor, 'delayApprove', ctx)).toEqual({
      ok: true,
      to: 'handling',
    });
    expect(decide(record('delayRequested'), own, 'delayApprove', ctx)).toMatchObject({ code: 403 });
    expect(availableActions(record('dispatched'), handler, ctx)).toEqual([]);
    expect(availableActions(record('dispatched'), own, ctx)).toEqual(['sign']);
  });
});

describe('the appeal state follows its records', () => {
  it.each([
    [0, [], 'draft'],
    [1, [], 'pending'],
    [1, ['pending'], 'pending'],
    [1, ['returned'], 'pending'],
    [1, ['pending', 'dispatched'], 'handling'],
    [1, ['disposed', 'returnRequested'], 'handling'],
    [1, ['disposed', 'closed'], 'disposed'],
    [1, ['closed', 'returned'], 'closed'],
    [1, ['closed', 'pending'], 'pending'],
  ] as [number, RecordState[], string][])('saveStatus %s, records %j → %s', (save, states, expected) => {
    expect(appealStateOf(save, states)).toBe(expected);
  });
});

// 2031-03-07 is a Friday.
const cal: Calendar = {
  holidays: new Set(['2031-03-12']), // a Wednesday
  workdays: new Set(['2031-03-16']), // a Sunday worked (make-up day)
};

describe('working-day calendar', () => {
  it('weekends and holidays are not working days, make-up days are', () => {
    expect(isWorkingDay('2031-03-07', cal)).toBe(true);
    expect(isWorkingDay('2031-03-08', cal)).toBe(false);
    expect(isWorkingDay('2031-03-09', cal)).toBe(false);
    expect(isWorkingDay('2031-03-12', cal)).toBe(false);
    expect(isWorkingDay('2031-03-16', cal)).toBe(true);
  });

  it('adds working days over a weekend', () => {
    expect(addWorkingDays('2031-03-07', 1, EMPTY_CALENDAR)).toBe('2031-03-10');
    expect(addWorkingDays('2031-03-06', 2, EMPTY_CALENDAR)).toBe('2031-03-10');
    expect(addWorkingDays('2031-03-08', 1, EMPTY_CALENDAR)).toBe('2031-03-10');
    expect(addWorkingDays('2031-03-07', 0, EMPTY_CALENDAR)).toBe('2031-03-07');
  });

  it('adds working days over a holiday and a make-up day', () => {
    // Mon 10, Tue 11, (Wed 12 holiday), Thu 13, Fri 14, (Sat 15), Sun 16 worked
    expect(addWorkingDays('2031-03-07', 3, EMPTY_CALENDAR)).toBe('2031-03-12');
    expect(addWorkingDays('2031-03-07', 3, cal)).toBe('2031-03-13');
    expect(addWorkingDays('2031-03-07', 5, cal)).toBe('2031-03-16');
    expect(addWorkingDays('2031-03-07', 5, { ...cal, workdays: new Set() })).toBe('2031-03-17');
    expect(workingDaysBetween('2031-03-07', '2031-03-16', cal)).toBe(5);
    expect(workingDaysBetween('2031-03-16', '2031-03-07', cal)).toBe(0);
  });

  it('crosses a month and a year end', () => {
    expect(addWorkingDays('2031-12-31', 1, EMPTY_CALENDAR)).toBe('2032-01-01');
    expect(addWorkingDays('2031-02-27', 2, EMPTY_CALENDAR)).toBe('2031-03-03');
  });
});

describe('schedule and light', () => {
  // limit 5 from Fri 2031-03-07 with a holiday on Wed 12: Mon 10, Tue 11, Thu 13, Fri 14, Mon 17
  const noMakeUp: Calendar = { holidays: cal.holidays, workdays: new Set() };
  const s = scheduleFromLimit('2031-03-07', 5, noMakeUp);
  const light = (state: string, today: string, finishLight: string | null = null) =>
    lightOf(
      {
        state,
        deadline: s.deadline,
        yellowFrom: s.yellowFrom,
        signYellowFrom: s.signYellowFrom,
        finishLight,
      },
      today,
    );

  it('deadline, yellow point and unsigned point', () => {
    expect(s).toEqual({ deadline: '2031-03-17', yellowFrom: '2031-03-15', signYellowFrom: '2031-03-11' });
  });

  it('green before, yellow from 80 % used or one day left, red after the deadline', () => {
    expect(light('signed', '2031-03-07')).toBe('green');
    expect(light('signed', '2031-03-14')).toBe('green'); // 3 used, 2 left
    expect(light('signed', '2031-03-15')).toBe('yellow'); // 4 of 5 used
    expect(light('handling', '2031-03-17')).toBe('yellow'); // the deadline day
    expect(light('handling', '2031-03-18')).toBe('red');
    expect(light('delayRequested', '2031-04-30')).toBe('red');
  });

  it('yellow while unsigned after one working day', () => {
    expect(light('dispatched', '2031-03-10')).toBe('green');
    expect(light('dispatched', '2031-03-11')).toBe('yellow');
    expect(light('signed', '2031-03-11')).toBe('green');
  });

  it('none before dispatch and after a return; kept once disposed', () => {
    expect(light('pending', '2031-03-18')).toBeNull();
    expect(light('returned', '2031-03-18')).toBeNull();
    expect(light('disposed', '2031-03-30', 'green')).toBe('green');
    expect(light('closed', '2031-03-30', 'red')).toBe('red');
  });

  it('the 80 % point for other limits', () => {
    // limit 10 from Mon 2031-03-03 (no holidays): yellow after the 8th working day (Thu 13) → Fri 14
    expect(scheduleFromLimit('2031-03-03', 10, EMPTY_CALENDAR)).toEqual({
      deadline: '2031-03-17',
      yellowFrom: '2031-03-14',
      signYellowFrom: '2031-03-05',
    });
    // limit 1: yellow at once; limit 3: one day left decides (⌈2.4⌉ = 3 > 2)
    expect(scheduleFromLimit('2031-03-03', 1, EMPTY_CALENDAR).yellowFrom).toBe('2031-03-03');
    expect(scheduleFromLimit('2031-03-03', 3, EMPTY_CALENDAR)).toMatchObject({
      deadline: '2031-03-06',
      yellowFrom: '2031-03-06',
    });
    // a delay moves the deadline and the yellow point with it
    expect(scheduleFor('2031-03-07', '2031-03-21', noMakeUp)).toMatchObject({
      deadline: '2031-03-21',
      yellowFrom: '2031-03-21',
    });
  });
});

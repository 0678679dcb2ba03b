// Issue 23, the pure decisions behind what the walk found on the appeal pages: the journal's
// server-written comments worded in both languages, the delay dialog's dates, who notes a record's
// progress, and the light tags' contrast (WCAG AA, 4.5:1).
import { contrastRatio } from '@lingxi/core';
import { describe, expect, it } from 'vitest';
import { type AppealUser, decideActions, delayDateProblem, delayDays } from '../src/pages/appeal/actions';
import { wordComment } from '../src/pages/appeal/comments';
import { LIGHT_PALETTE } from '../src/pages/appeal/display';
import { messages } from '../src/pages/appeal/messages';

type Lang = 'zh' | 'en';
/** The pages' texts in one language, as i18next words them ({{name}} replaced). */
const translator =
  (lang: Lang) =>
  (key: string, values: Record<string, unknown> = {}): string => {
    let node: unknown = messages[lang].translation;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };

describe('wordComment: the server writes codes, the console words them', () => {
  const dispatch = {
    comment: '办理时限5个工作日，截止2031-03-14',
    commentCode: 'dispatchLimit',
    commentParams: { days: 5, deadline: '2031-03-14' },
  };
  it('words a coded comment in the user’s language', () => {
    expect(wordComment(dispatch, translator('zh'))).toBe('办理时限5个工作日，截止2031-03-14');
    expect(wordComment(dispatch, translator('en'))).toBe('Time limit 5 working days, due 2031-03-14');
    expect(
      wordComment(
        { commentCode: 'delayRequested', commentParams: { date: '2031-03-18', reason: '需会商' } },
        translator('en'),
      ),
    ).toBe('Delay requested until 2031-03-18: 需会商');
  });
  it('chooses the form by the parameters given (an opinion, a description)', () => {
    const en = translator('en');
    expect(
      wordComment(
        { commentCode: 'delayPermitted', commentParams: { date: '2031-03-20', opinion: null } },
        en,
      ),
    ).toBe('Delay approved until 2031-03-20');
    expect(
      wordComment(
        { commentCode: 'delayPermitted', commentParams: { date: '2031-03-20', opinion: '同意' } },
        en,
      ),
    ).toBe('Delay approved until 2031-03-20: 同意');
    expect(
      wordComment(
        { commentCode: 'lightSet', commentParams: { light: 'red', reason: '3', description: null } },
        en,
      ),
    ).toBe(`Red: ${en('appealLight.reasons.3')}`);
    expect(wordComment({ commentCode: 'lightCleared', commentParams: {} }, translator('zh'))).toBe(
      '取消人工亮灯',
    );
  });
  it('shows a person’s own text, and an unknown code’s text, as written', () => {
    expect(wordComment({ comment: '已与企业沟通' }, translator('en'))).toBe('已与企业沟通');
    expect(wordComment({ comment: 'as written', commentCode: 'future' }, translator('en'))).toBe(
      'as written',
    );
    expect(wordComment({}, translator('en'))).toBeNull();
  });
});

describe('the delay dialog’s dates', () => {
  const record = {
    deadline: '2031-03-14',
    delayLatest: '2031-03-24',
    delayDates: ['2031-03-17', '2031-03-18', '2031-03-19', '2031-03-20', '2031-03-21', '2031-03-24'],
  };
  it('refuses a day up to the deadline, after the latest day, or not a working day; allows the rest', () => {
    expect(delayDateProblem('2031-03-14', record)).toEqual({
      key: 'appealHandle.dateAfterDeadline',
      values: { deadline: '2031-03-14' },
    });
    expect(delayDateProblem('2031-03-25', record)?.key).toBe('appealHandle.dateTooLate');
    expect(delayDateProblem('2031-03-22', record)).toEqual({
      key: 'appealHandle.notWorkingDay',
      values: { date: '2031-03-22' },
    });
    expect(delayDateProblem('2031-03-24', record)).toBeUndefined();
    expect(delayDateProblem(undefined, record)).toBeUndefined();
    expect(delayDays(record)).toBe(10);
  });
});

describe('decideActions: a record’s progress note', () => {
  const handler: AppealUser = {
    permissions: { appealHandle_dispose: true },
    deptIds: ['11'],
    today: '2031-03-10',
  };
  const rec = (state: string, deptId = '11') => ({ kind: 'progress', record: { state, deptId } }) as const;
  it('a handler of the receiving department notes while his department holds it', () => {
    for (const state of ['dispatched', 'signed', 'handling', 'delayRequested', 'returnRequested'])
      expect(decideActions(rec(state), handler)).toEqual(['note']);
    for (const state of ['pending', 'disposed', 'closed', 'returned'])
      expect(decideActions(rec(state), handler)).toEqual([]);
    expect(decideActions(rec('handling', '22'), handler)).toEqual([]);
    expect(decideActions(rec('handling'), { ...handler, permissions: {} })).toEqual([]);
  });
});

describe('the light tags’ contrast', () => {
  it('every light’s text stands at least 4.5:1 on its ground (WCAG AA), whatever the theme', () => {
    for (const [light, colours] of Object.entries(LIGHT_PALETTE))
      expect(contrastRatio(colours.color, colours.background), light).toBeGreaterThanOrEqual(4.5);
  });
});

// Which action a record offers in which state: pure functions of the pages (./src/pages/*/rules.ts).
import { describe, expect, it } from 'vitest';
import { NOTICE_TABS, noticeActions, offers, tabQuery } from '../src/pages/businessMsg/rules';
import { offers as growthOffers, growthUserActions } from '../src/pages/entGrowUser/rules';

describe('business notices', () => {
  it.each([
    [{ finishStatus: 0 }, ['view', 'handle']],
    [{ finishStatus: '0' }, ['view', 'handle']],
    [{}, ['view', 'handle']],
    [{ finishStatus: 1 }, ['view', 'delete']],
    [{ finishStatus: '1' }, ['view', 'delete']],
  ])('a notice %o offers %o', (notice, actions) => {
    expect(noticeActions(notice)).toEqual(actions);
  });

  it('marks handled only open notices, deletes only handled ones', () => {
    expect(offers('handle')({ finishStatus: 0 })).toBe(true);
    expect(offers('handle')({ finishStatus: 1 })).toBe(false);
    expect(offers('delete')({ finishStatus: 0 })).toBe(false);
    expect(offers('delete')({ finishStatus: 1 })).toBe(true);
  });

  it('asks each tab for its type of open notices; the handled tab for the finished ones', () => {
    expect(NOTICE_TABS).toEqual(['1', '2', '3', '4', 'finished']);
    expect(tabQuery('2')).toEqual({ noticeType: 2, finishStatus: 0 });
    expect(tabQuery('finished')).toEqual({});
  });
});

describe('enterprise-growth users', () => {
  it('offers a new password to enabled accounts only; editing always', () => {
    expect(growthUserActions({ status: 1 })).toEqual(['edit', 'resetPassword']);
    expect(growthUserActions({ status: 0 })).toEqual(['edit']);
    expect(growthOffers('resetPassword')({ status: '1' })).toBe(true);
    expect(growthOffers('resetPassword')({ status: 0 })).toBe(false);
    expect(growthOffers('edit')({ status: 0 })).toBe(true);
  });
});

// Tenants (PAGES.md): a quota that is not set is unlimited; the settings call clears what is left empty.
import { describe, expect, it } from 'vitest';
import { isUnlimited, settingParams } from '../src/pages/tenant/rules';

describe('tenant quota', () => {
  it('is unlimited when not set or negative', () => {
    expect(isUnlimited(undefined)).toBe(true);
    expect(isUnlimited(null)).toBe(true);
    expect(isUnlimited('')).toBe(true);
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(0)).toBe(false);
    expect(isUnlimited(20)).toBe(false);
  });

  it('sends the settings of several tenants, empty values clearing quota and expiry', () => {
    expect(settingParams(['1', '2'], { accountNumber: 5, expireTime: '2030-01-01 00:00:00' })).toEqual({
      ids: '1,2',
      accountNumber: '5',
      expireTime: '2030-01-01 00:00:00',
    });
    expect(settingParams(['1'], { accountNumber: null })).toEqual({
      ids: '1',
      accountNumber: '',
      expireTime: '',
    });
  });
});

// Regions: a new region's code is its parent's code followed by the sub-code (SPEC §3 Region).
import { describe, expect, it } from 'vitest';
import { childCode, REGION_ROOT } from '../src/pages/region/fields';

describe('childCode', () => {
  it('prefixes the parent code, except at the top', () => {
    expect(childCode('3301', '99')).toBe('330199');
    expect(childCode(REGION_ROOT, '35')).toBe('35');
  });
});

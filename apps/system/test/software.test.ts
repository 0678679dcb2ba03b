// Software projects: only a top-level project offers "add subproject" (one level of subprojects).
import { describe, expect, it } from 'vitest';
import { canAddSubproject } from '../src/pages/software/rules';

describe('canAddSubproject', () => {
  it('is offered on top-level projects only', () => {
    expect(canAddSubproject({ parentId: '0' })).toBe(true);
    expect(canAddSubproject({ parentId: 0 })).toBe(true);
    expect(canAddSubproject({})).toBe(true);
    expect(canAddSubproject({ parentId: null })).toBe(true);
    expect(canAddSubproject({ parentId: '1234' })).toBe(false);
  });
});

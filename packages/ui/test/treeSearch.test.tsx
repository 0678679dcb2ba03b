// Issue 18, menu search: a match under a matching parent was listed twice (at the top, and again
// under its opened parent). The top shows the matches no other match holds.
import { describe, expect, it } from 'vitest';
import { topMatches } from '../src/crud/treeSearch';

describe('topMatches', () => {
  it('keeps a match under its matching parent only', () => {
    const rows = [
      { id: '1', parentId: '0', name: '用户管理' },
      { id: '2', parentId: '1', name: '用户新增' },
      { id: '3', parentId: '9', name: '用户导出' },
    ];
    expect(topMatches(rows).map((row) => row.id)).toEqual(['1', '3']);
  });

  it('reads ancestors where the rows carry them, and another parent field', () => {
    const rows = [
      { id: '10', parentCode: '00', ancestors: '00' },
      { id: '12', parentCode: '11', ancestors: '00,10,11' },
    ];
    expect(topMatches(rows, 'parentCode').map((row) => row.id)).toEqual(['10']);
  });

  it('leaves unrelated matches alone', () => {
    const rows = [
      { id: 'a', parentId: '0' },
      { id: 'b', parentId: '0' },
    ];
    expect(topMatches(rows)).toEqual(rows);
  });
});

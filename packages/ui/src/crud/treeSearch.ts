/**
 * A search in a tree page answers the matching rows of the whole tree; a match's children load as its
 * row opens. A match under another match would show twice (at the top, and again under its opened
 * parent: issue 18, menu search), so the top shows only the matches no other match holds.
 */

/** The matches that no other match is an ancestor of (by `parentField`, and `ancestors` where rows carry it). */
export function topMatches<T extends { id?: unknown }>(rows: readonly T[], parentField = 'parentId'): T[] {
  const ids = new Set(rows.map((row) => String(row.id)));
  return rows.filter((row) => {
    const record = row as Record<string, unknown>;
    const parent = record[parentField];
    if (parent !== undefined && parent !== null && ids.has(String(parent))) return false;
    const ancestors = record.ancestors;
    return !(typeof ancestors === 'string' && ancestors.split(',').some((id) => ids.has(id)));
  });
}

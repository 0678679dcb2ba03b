// The scope type pre-fills a rule (PAGES.md "Data scopes, API scopes"), as a pure function.

export type ScopeKind = 'data' | 'api';

/** The column a data rule filters on, by its type (dictionary data_scope_type). */
const DATA_COLUMNS: Record<number, string> = {
  1: '', // all: nothing to filter
  2: 'create_user', // own
  3: 'create_dept', // own department
  4: 'create_dept', // own department and its children
  5: '', // custom: the operator writes it
};

/**
 * What choosing a type fills in: the name "<menu>-<type>" (as the seeded rules are named) and, for a
 * data rule, the column of that type.
 */
export function scopeDefaults(
  kind: ScopeKind,
  type: number,
  menuName: string,
  typeLabel: string,
): { scopeName: string; scopeColumn?: string } {
  const scopeName = `${menuName}-${typeLabel}`;
  if (kind === 'api') return { scopeName };
  return { scopeName, scopeColumn: DATA_COLUMNS[type] ?? '' };
}

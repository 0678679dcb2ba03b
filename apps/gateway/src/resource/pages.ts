/**
 * Paged lists without a count over the whole table on every request, and without deep OFFSET scans.
 *
 * A list's total and its anchors (the order-column values of every ANCHOR_STEP-th row) are computed in
 * one statement and cached under the table's version: the sum of its rows in `lingxi_change`, to which
 * a statement trigger adds on every committed write (migration 005). Every page query also
 * reads that version, in the same statement (one snapshot): when it still matches, the cached total and
 * anchors are exact for that snapshot; when it does not, they are computed again. A page at offset k
 * starts from anchor ⌊k / STEP⌋ with a row comparison the page index serves, then skips fewer than STEP
 * index entries: page 10,000 costs what page 1 costs.
 */
import type { Queryable } from '../db';
import type { ListCache, ListStats } from './types';

export const ANCHOR_STEP = 200;

/** The LRU cache of list statistics of one gateway process. */
export class ListStatsCache implements ListCache {
  private readonly entries = new Map<string, ListStats>();

  constructor(
    private readonly tables: ReadonlySet<string>,
    private readonly max = 1000,
  ) {}

  versioned(table: string): boolean {
    return this.tables.has(table);
  }

  get(key: string): ListStats | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, stats: ListStats): void {
    this.entries.delete(key);
    this.entries.set(key, stats);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/**
 * The version of a table, as an SQL expression (the table name is a definition's constant): the sum of
 * its change rows, which every committed write raises, in whatever order transactions commit.
 */
export function versionSql(table: string): string {
  return `(select coalesce(sum(n), 0)::text from lingxi_change where table_name = '${table.replaceAll("'", "''")}')`;
}

/** Merges each table's change rows into one carrying their sum: versions stay, the rows to add stay few. */
export const COMPACT_CHANGES = `with gone as (delete from lingxi_change returning table_name, n)
  insert into lingxi_change (table_name, n) select table_name, sum(n) from gone group by table_name`;

/**
 * The list statistics of one gateway process, over the tables whose committed writes migration 005
 * records; each table's change rows are merged into one every few seconds (its version, the sum, stays).
 */
export async function startListStats(
  db: Queryable,
  warn: (message: string) => void,
): Promise<{ lists: ListStatsCache; stop(): void }> {
  const versioned = await db.query<{ table_name: string }>(
    `select distinct event_object_table as table_name from information_schema.triggers where trigger_name = 'lingxi_change'`,
  );
  const lists = new ListStatsCache(new Set(versioned.map((r) => r.table_name)));
  const compact = () =>
    db
      .query(COMPACT_CHANGES)
      .catch((err: unknown) => warn(`lingxi_change compaction failed: ${String(err)}`));
  await compact();
  const timer = setInterval(() => void compact(), 5_000);
  timer.unref();
  return { lists, stop: () => clearInterval(timer) };
}

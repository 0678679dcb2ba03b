/**
 * The authenticated sessions of one gateway process, kept in memory so that a request does not read its
 * session, user and grants' version from the database every time.
 *
 * An entry is used only while the process listens on the channel migration 007's triggers notify (every
 * committed update or delete of a session or user, every change of roles, menus or grants): any
 * notification, and any moment the listening connection is lost, forgets every entry. The process that
 * commits such a change forgets at once (`forget()`, called after its commit), before it answers; the
 * other processes forget when the notification reaches them, normally within a millisecond.
 *
 * A read that started before something was forgotten is not stored (`begin()` / `store()`): it may hold
 * what the change replaced.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, T>();
  private generation = 0;

  constructor(
    /** Whether the process hears every change now; entries are used only then. */
    private readonly listening: () => boolean,
    private readonly max = 10_000,
  ) {}

  get(key: string): T | undefined {
    return this.listening() ? this.entries.get(key) : undefined;
  }

  /** Taken before reading what `store` will keep. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a value read since `begin()`, unless something was forgotten in between. */
  store(key: string, value: T, begun: number): void {
    if (begun !== this.generation || !this.listening()) return;
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(key, value);
  }

  /** Forgets every entry (a change was committed, or changes may have been missed). */
  forget(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

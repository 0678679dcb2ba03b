/**
 * Code and data asked for ahead of rendering. A load started early (while the user types the password,
 * or while the console's code arrives) must not make the first render wait once more: React suspends
 * on a promise it has not seen settle, shows the fallback, and then holds the content back for its
 * Suspense throttle (about 300 ms). A `Recorded` promise carries its outcome in the fields React's
 * `use` reads (`status`, `value`, `reason`), so a finished load renders at once.
 */
export type Recorded<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/** Marks `promise` with its outcome as soon as it settles. */
export function recorded<T>(promise: Promise<T>): Recorded<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  if (marked.status) return marked as Recorded<T>;
  marked.status = 'pending';
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked as Recorded<T>;
}

export interface LoadOnce<T> {
  /** Starts the load on the first call; every later call answers the same recorded promise. */
  (): Recorded<T>;
  /** After a failure, the next call starts a new load (a retry); a load under way or done is kept. */
  forgetFailure(): void;
}

/** A single-flight load whose promise records its outcome (see `Recorded`). */
export function loadOnce<T>(factory: () => Promise<T>): LoadOnce<T> {
  let current: Recorded<T> | undefined;
  const load = () => {
    if (!current) {
      let started: Promise<T>;
      try {
        started = factory();
      } catch (error) {
        started = Promise.reject(error); // a factory that throws fails like one that rejects
      }
      current = recorded(started);
    }
    return current;
  };
  return Object.assign(load, {
    forgetFailure() {
      if (current?.status === 'rejected') current = undefined;
    },
  });
}

/**
 * Signals core raises and the UI renders: notices (toasts), navigation requests and the number of
 * requests in flight. Core renders nothing itself.
 */
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  level: NoticeLevel;
  /** Text from the server, shown as is. */
  text?: string;
  /** A message key of `coreMessages`, translated by the UI. */
  key?: string;
  /** Seconds on screen; the UI default when absent. */
  duration?: number;
}

type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit(value: T) {
      for (const listener of listeners) listener(value);
    },
    subscribe(listener: Listener<T>) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const notices = channel<Notice>();
/** A path core wants the UI to open (e.g. `/login` after a 401). */
export const navigation = channel<string>();

let inFlight = 0;
export const progress = channel<number>();

export function requestStarted(): void {
  inFlight += 1;
  progress.emit(inFlight);
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  progress.emit(inFlight);
}

/** Counts a route chunk or a centre's code as loading, for the same progress bar (SPEC §2). */
export function trackProgress<T>(work: Promise<T>): Promise<T> {
  requestStarted();
  return work.finally(requestEnded);
}

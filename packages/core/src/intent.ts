/**
 * A pointer that rests on something (a sidebar entry) for `dwell` ms starts what pressing it will need
 * (the page's code and first list); a pointer only passing over it on the way elsewhere starts nothing.
 * Leaving, or resting on another, cancels what has not started; what has started is the caller's
 * (the page's caches keep it). A press starts it at once (a click faster than the dwell): what the page
 * needs then leaves beside its code, not after it.
 *
 * `open` is a press that also goes there (`go`) once what it started is ready, or after `patience` ms,
 * whichever comes first: the page is then drawn once, with its code and first rows, instead of drawn
 * empty and again a moment later (a list page's drawing is a task of 50-100 ms on two cores, and rows
 * arriving during one wait for its end; issue 25). Until then the page being left stays. A later `open`
 * or `press` takes the place of an `open` still waiting: only the last one goes.
 */
export function restingIntent<K>(start: (key: K) => unknown, dwell = 80, patience = OPEN_PATIENCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let turn = 0;
  const leave = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const press = (key: K) => {
    leave();
    turn++;
    return start(key);
  };
  return {
    enter(key: K) {
      leave();
      timer = setTimeout(() => {
        timer = undefined;
        start(key);
      }, dwell);
    },
    leave,
    press(key: K): void {
      press(key);
    },
    open(key: K, go: () => void): void {
      const ready = press(key);
      const mine = turn;
      if (!(ready instanceof Promise)) {
        go();
        return;
      }
      let wait: ReturnType<typeof setTimeout> | undefined;
      const goOnce = () => {
        clearTimeout(wait);
        if (mine !== turn) return; // pressed again since
        turn++; // gone: a late settle or timer goes nowhere
        go();
      };
      wait = setTimeout(goOnce, patience);
      ready.then(goOnce, goOnce);
    },
  };
}

/** How long an `open` waits, at most, for what the page shows first before it goes there without it. */
export const OPEN_PATIENCE_MS = 250;

export type RestingIntent<K> = ReturnType<typeof restingIntent<K>>;

/**
 * A pointer that rests on something (a sidebar entry) for `dwell` ms starts what pressing it will need
 * (the page's code and first list); a pointer only passing over it on the way elsewhere starts nothing.
 * Leaving, or resting on another, cancels what has not started; what has started is the caller's
 * (the page's caches keep it). A press starts it at once (a click faster than the dwell): what the page
 * needs then leaves beside its code, not after it.
 */
export function restingIntent<K>(start: (key: K) => void, dwell = 80) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const leave = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
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
    press(key: K) {
      leave();
      start(key);
    },
  };
}

export type RestingIntent<K> = ReturnType<typeof restingIntent<K>>;

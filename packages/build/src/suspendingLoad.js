/**
 * What the shell's stand-ins for antd's style functions (lateStyles.js) and for stylis (lateStylis.js)
 * share: a load made once, which a render that needs it now suspends on, and the record of such waits.
 * Plain JavaScript: it is bundled into the browser code as it is.
 */

/**
 * A load made once. `ready()` starts it (or answers its value); `need()` answers the value, or throws for
 * React: the running load (the component suspends until it settles, then asks again), or the error of a
 * failed one, once (the error boundary's retry loads again). `done` says whether it has loaded.
 */
export function suspendingLoad(load) {
  let value;
  let done = false;
  let pending;
  /** `pending`, settled either way: what `need()` throws, the same for every render that waits. */
  let waiting;
  let failed;
  const ready = () => {
    if (done) return Promise.resolve(value);
    pending ??= load().then(
      (loaded) => {
        value = loaded;
        done = true;
        pending = undefined;
        waiting = undefined;
        failed = undefined;
        return loaded;
      },
      (error) => {
        pending = undefined;
        waiting = undefined;
        failed = error;
        throw error;
      },
    );
    waiting ??= pending.catch(() => undefined);
    return pending;
  };
  const need = () => {
    if (done) return value;
    if (failed) {
      const error = failed;
      failed = undefined;
      throw error;
    }
    ready();
    throw waiting; // settled either way: React renders again and sees which
  };
  return {
    ready,
    need,
    get done() {
      return done;
    },
  };
}

/** Records, once, a style drawn the late way in `window.__LINGXI_LATE_STYLES__`: the browser tests expect none. */
export function recordLate(entry) {
  if (typeof window === 'undefined') return;
  window.__LINGXI_LATE_STYLES__ ??= [];
  if (!window.__LINGXI_LATE_STYLES__.includes(entry)) window.__LINGXI_LATE_STYLES__.push(entry);
}

/**
 * The top progress bar (SPEC §2 issue 5): shown while requests or route chunks load, from core's
 * in-flight count. Plain CSS, so the login page can carry it.
 */
import { progress } from '@lingxi/core';
import { useEffect, useState } from 'react';

/** Requests shorter than this do not flash the bar. */
const SHOW_AFTER_MS = 150;

export function ProgressBar() {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = progress.subscribe((count) => {
      clearTimeout(timer);
      if (count > 0) timer = setTimeout(() => setBusy(true), SHOW_AFTER_MS);
      else setBusy(false);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, []);
  return <div className={busy ? 'lx-progress busy' : 'lx-progress'} role="progressbar" aria-hidden={!busy} />;
}

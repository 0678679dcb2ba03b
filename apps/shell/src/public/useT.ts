/**
 * Translation for the public pages without react-i18next (it loads with the console): re-renders on
 * a language change and returns the shared i18next's `t`.
 */
import { i18n } from '@lingxi/core';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

export function useT() {
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return { t: i18n.t.bind(i18n), language };
}

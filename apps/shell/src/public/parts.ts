/**
 * The shell's code behind the login, each loaded once and shared by whoever asks first: the login page
 * starts the console while the user types, and the router renders it without waiting again (see
 * core's `loadOnce`).
 */
import { loadOnce, styleSheetLoader, trackProgress } from '@lingxi/core';

export const loadApp = loadOnce(() => import(/* webpackChunkName: "app" */ './App'));
// the top progress bar runs while route code arrives (SPEC §2)
export const loadConsole = loadOnce(() =>
  trackProgress(import(/* webpackChunkName: "console" */ '../console/Console')),
);
// with the parts of antd the page draws at once (its `partsReady`)
export const loadLockPage = loadOnce(() =>
  trackProgress(
    import(/* webpackChunkName: "lock" */ '../pages/LockPage').then(async (module) => {
      await module.partsReady;
      return module;
    }),
  ),
);
/** antd's styles for the console's first components, read by antd before it first draws (core's styleSheet.ts). */
export const antdStyles = styleSheetLoader(__LINGXI_ANTD_STYLES__);

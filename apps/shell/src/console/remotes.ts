/**
 * Centres are federation remotes registered at run time from the runtime config (never compiled in).
 * A centre named `system` is the container `lingxi_system`, exposing `./routes` and `./mount`.
 */
import {
  getConfig,
  type LoadOnce,
  loadOnce,
  loadRuntimeConfig,
  type Recorded,
  trackProgress,
} from '@lingxi/core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { noteRegistered, noteRunning, whenLiveChanges } from './releases';

const containerOf = (centre: string) => `lingxi_${centre}`;

function remoteOf(centre: string) {
  const entry = getConfig().remotes[centre];
  if (!entry) throw new Error(`No address is configured for the centre "${centre}"`);
  return { name: containerOf(centre), entry };
}

/** Registers centres at their configured (live) address, dropping what was cached of an earlier one. */
function register(centres: string[], force: boolean): void {
  registerRemotes(centres.map(remoteOf), { force });
  for (const centre of centres) noteRegistered(centre);
}

register(Object.keys(getConfig().remotes), false);
// a release seen by the version check: a centre not opened yet opens in its live version
whenLiveChanges((centres) => register(centres, true));

type CentreRoutes = ComponentType & {
  preload?: (path: string) => Recorded<unknown> | undefined;
  /** Since issue 25: a centre released before it has none (centres are released on their own). */
  prefetch?: (path: string) => Promise<void>;
};
type RoutesModule = { default: CentreRoutes };

/**
 * One load per centre and attempt, shared by `preloadCentre` and the first render. Attempt 0 is the
 * first load; each retry (attempt > 0) re-reads the config and fetches the centre again.
 */
const loads = new Map<string, LoadOnce<RoutesModule>>();
export function centreRoutesLoad(centre: string, attempt: number): LoadOnce<RoutesModule> {
  const key = `${centre}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadOnce(() => loadCentreRoutes(centre, attempt > 0));
    loads.set(key, load);
  }
  return load;
}

/**
 * Starts fetching a centre, and the code of the page at `path` (an address, with its query string),
 * while the console is still loading, so the page is ready sooner; with `data` (signed in) also what
 * the page shows first, beside the menus. Settles (never rejects) once that is in, or failed.
 */
export function preloadCentre(centre: string, path: string, data = false): Promise<unknown> {
  return centreRoutesLoad(centre, 0)()
    .then(({ default: loaded }) =>
      data && loaded.prefetch ? loaded.prefetch(path) : loaded.preload?.(path.split('?')[0] as string),
    )
    .catch(() => undefined);
}

/**
 * Loads a centre's route table. `fresh` (a retry) re-reads the runtime config, in case the centre was
 * redeployed elsewhere or released (its live version), and re-registers the centre, dropping whatever the federation runtime cached
 * of the failed attempt, so a retry really fetches again.
 */
async function loadCentreRoutes(centre: string, fresh: boolean): Promise<RoutesModule> {
  if (fresh) {
    await loadRuntimeConfig().catch(() => undefined); // keep the known address if the config is unreachable
    register([centre], true);
  }
  // the top progress bar runs while a centre's code arrives (SPEC §2)
  const module = await trackProgress(loadRemote<RoutesModule>(`${containerOf(centre)}/routes`));
  if (!module?.default) throw new Error(`The centre "${centre}" exposes no routes`);
  noteRunning(centre);
  return module;
}

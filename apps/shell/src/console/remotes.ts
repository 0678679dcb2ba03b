/**
 * Centres are federation remotes registered at run time from the runtime config (never compiled in).
 * A centre named `system` is the container `lingxi_system`, exposing `./routes` and `./mount`.
 */
import { getConfig, loadRuntimeConfig, trackProgress } from '@lingxi/core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

const containerOf = (centre: string) => `lingxi_${centre}`;

function remoteOf(centre: string) {
  const entry = getConfig().remotes[centre];
  if (!entry) throw new Error(`No address is configured for the centre "${centre}"`);
  return { name: containerOf(centre), entry };
}

registerRemotes(Object.keys(getConfig().remotes).map(remoteOf));

type CentreRoutes = ComponentType & { preload?: (path: string) => void };

/** Route tables asked for ahead of rendering (see `preloadCentre`), shared with the first render. */
const early = new Map<string, Promise<{ default: CentreRoutes }>>();

/**
 * Starts fetching a centre, and the code of the page at `path`, while the console is still loading,
 * so the page is ready sooner.
 */
export function preloadCentre(centre: string, path?: string): void {
  if (!early.has(centre)) early.set(centre, loadCentreRoutes(centre, false));
  if (path)
    early
      .get(centre)
      ?.then((module) => module.default.preload?.(path))
      .catch(() => undefined);
}

/**
 * Loads a centre's route table. `fresh` (a retry) re-reads the runtime config, in case the centre was
 * redeployed elsewhere, and re-registers the centre, dropping whatever the federation runtime cached
 * of the failed attempt, so a retry really fetches again.
 */
export async function loadCentreRoutes(centre: string, fresh: boolean): Promise<{ default: CentreRoutes }> {
  const preloaded = early.get(centre);
  if (preloaded && !fresh) {
    early.delete(centre); // a later retry must really fetch again
    return preloaded;
  }
  if (fresh) {
    await loadRuntimeConfig().catch(() => undefined); // keep the known address if the config is unreachable
    registerRemotes([remoteOf(centre)], { force: true });
  }
  // the top progress bar runs while a centre's code arrives (SPEC §2)
  const module = await trackProgress(loadRemote<{ default: CentreRoutes }>(`${containerOf(centre)}/routes`));
  if (!module?.default) throw new Error(`The centre "${centre}" exposes no routes`);
  return module;
}

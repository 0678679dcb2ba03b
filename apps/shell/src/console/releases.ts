/**
 * What the open console knows about releases (issue 24): the version of each part it runs (a centre
 * from the first time its code arrived, the shell from start), the parts whose live version has since
 * changed, and the config check that finds out (on navigation, on a timer, on a load failure).
 * The decisions are core's (`shouldCheck`, `versionChanges`); this module fetches and remembers.
 */
import {
  type CheckReason,
  getConfig,
  liveVersions,
  loadRuntimeConfig,
  SHELL,
  shouldCheck,
  versionChanges,
} from '@lingxi/core';
import { createStore } from 'zustand/vanilla';

export interface ReleaseState {
  /** Part (centre or `shell`) → the version the console runs. */
  running: Record<string, string>;
  /** The running parts whose live version is another one: the reload is offered for them. */
  changed: string[];
}

export const releaseStore = createStore<ReleaseState>(() => ({
  running: {},
  changed: [],
}));

/** Part → the version registered with the federation runtime (what the next load fetches). */
const registered = new Map<string, string>();

/** Remembers which version of a centre is registered (its manifest address names it). */
export function noteRegistered(centre: string): void {
  const version = liveVersions(getConfig())[centre];
  if (version) registered.set(centre, version);
}

export function registeredVersion(centre: string): string | undefined {
  return registered.get(centre);
}

/** A centre's code arrived: the console now runs the registered version of it. */
export function noteRunning(centre: string): void {
  const version = registered.get(centre);
  if (version === undefined) return;
  releaseStore.setState((state) => {
    const running = { ...state.running, [centre]: version };
    return { running, changed: versionChanges(running, liveVersions(getConfig())) };
  });
}

/** The version this shell was released as (`pnpm release shell`); empty for a plain build. */
const BUILT_AS = typeof __LINGXI_SHELL_VERSION__ === 'string' ? __LINGXI_SHELL_VERSION__ : '';

/**
 * The shell runs the version it was released as; a plain build, the version the config named when the
 * console started (a deployment that writes `versions.shell` itself), or none (''): a shell version made
 * live later is then a change too.
 */
export function noteShellStarted(): void {
  if (releaseStore.getState().running[SHELL] !== undefined) return; // once per page load
  const shell = BUILT_AS || liveVersions(getConfig())[SHELL] || '';
  releaseStore.setState((state) => ({ running: { ...state.running, [SHELL]: shell } }));
}

let lastCheck: number | undefined;
let checking = false;
/** Re-registers the centres not yet running at their live address (set by remotes.ts). */
let onLive: (centres: string[]) => void = () => undefined;
export function whenLiveChanges(register: (centres: string[]) => void): void {
  onLive = register;
}

/**
 * Reads the config again when `shouldCheck` says so, and records which running parts changed. A
 * centre not loaded yet is pointed at its live version, so it opens in the new version. An unreachable
 * config changes nothing (the next check tries again).
 */
export async function checkVersions(reason: CheckReason, now = Date.now()): Promise<string[]> {
  if (!shouldCheck(reason, { now, lastCheck, checking })) return releaseStore.getState().changed;
  checking = true;
  lastCheck = now;
  try {
    const config = await loadRuntimeConfig();
    const live = liveVersions(config);
    const { running } = releaseStore.getState();
    const idle = Object.keys(config.remotes).filter(
      (centre) => running[centre] === undefined && registered.get(centre) !== live[centre],
    );
    if (idle.length) onLive(idle);
    const changed = versionChanges(running, live);
    releaseStore.setState({ changed });
    return changed;
  } catch {
    return releaseStore.getState().changed;
  } finally {
    checking = false;
  }
}

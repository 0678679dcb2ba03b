/**
 * Releases seen from an open console (issue 24): the runtime config names the live version of each
 * centre and of the shell; the console compares what it runs with what is live, and decides when to
 * check again, when to retry a failed load from the live version and when to offer a reload.
 * Pure decisions only: the shell does the fetching and the showing.
 */

/** The shell's own name among the versions (`versions.shell` in the runtime config). */
export const SHELL = 'shell';

/** Checks on navigation are at most this often (ms): one config request per quick click-through. */
export const NAVIGATION_CHECK_MS = 15_000;
/** A console left open checks this often (ms) even when nobody navigates. */
export const INTERVAL_CHECK_MS = 5 * 60_000;

export interface VersionedConfig {
  /** Centre name → federation manifest URL. */
  remotes: Record<string, string>;
  /** Centre (or `shell`) → live version, for the parts that are released with versions. */
  versions?: Record<string, string>;
}

/**
 * What identifies the live build of each centre: its version when the config names one, else its
 * manifest address (an unversioned deployment changes address, or nothing). The shell only by version.
 */
export function liveVersions(config: VersionedConfig): Record<string, string> {
  const live: Record<string, string> = {};
  for (const [name, entry] of Object.entries(config.remotes)) live[name] = config.versions?.[name] ?? entry;
  const shell = config.versions?.[SHELL];
  if (shell) live[SHELL] = shell;
  return live;
}

/**
 * The parts (centres, `shell`) the console runs in another version than the live one: only those it
 * has loaded (a centre never opened loads the live version when it is opened), in the config's order.
 */
export function versionChanges(running: Record<string, string>, live: Record<string, string>): string[] {
  return Object.keys(live).filter((name) => running[name] !== undefined && running[name] !== live[name]);
}

export type CheckReason = 'start' | 'navigation' | 'interval' | 'failure';

/**
 * Whether to fetch the config now. A load failure always checks (a chunk or manifest that vanished is
 * most often a release); a navigation checks when the last check is older than NAVIGATION_CHECK_MS;
 * the timer when it is older than INTERVAL_CHECK_MS. Never two checks at once.
 */
export function shouldCheck(
  reason: CheckReason,
  state: { now: number; lastCheck: number | undefined; checking: boolean },
): boolean {
  if (state.checking) return false;
  if (reason === 'failure' || reason === 'start' || state.lastCheck === undefined) return true;
  const age = state.now - state.lastCheck;
  return age >= (reason === 'navigation' ? NAVIGATION_CHECK_MS : INTERVAL_CHECK_MS);
}

/**
 * Whether an error is a load failure of federated code (a chunk, a remote entry or a manifest that did
 * not arrive), the failures a release causes, as opposed to a page that throws.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return (
    /Loading (CSS )?chunk [^ ]+ failed/i.test(text) ||
    /RUNTIME-00[1378]\b/.test(text) || // remote entry / manifest fetch failed (module-federation error codes)
    /Failed to fetch dynamically imported module/i.test(text) ||
    /Failed to get manifest|manifest .* failed/i.test(text)
  );
}

export type Recovery =
  /** Load the centre again from its live version, once, without a reload. */
  | { action: 'retry-live' }
  /** Show the error with the offer to reload (the retry was made, or cannot help). */
  | { action: 'offer-reload' }
  /** Not a release's doing: the ordinary error with its retry button. */
  | { action: 'report' };

/**
 * What to do when a centre's code failed to load: a load failure is retried once, from the live
 * version (the shell reads the config again first, so a centre released meanwhile loads its new
 * version); a second failure is reported with the offer to reload the console. Any other error is the
 * ordinary centre error.
 */
export function recoverLoad(input: { error: unknown; retried: boolean }): Recovery {
  if (!isLoadFailure(input.error)) return { action: 'report' };
  return input.retried ? { action: 'offer-reload' } : { action: 'retry-live' };
}

/**
 * The reload offer: reloading at once when no form is being edited, else after the unsaved-form
 * question. The notice itself never blocks the page.
 */
export function reloadDecision(input: { changed: string[]; editing: boolean }): {
  offer: boolean;
  confirm: boolean;
} {
  const offer = input.changed.length > 0;
  return { offer, confirm: offer && input.editing };
}

/** A version for people: `0.1.0-20261126104411` as is, a manifest address as its folder's name. */
export function versionLabel(version: string | undefined): string {
  if (!version) return '';
  if (!version.includes('/')) return version;
  const parts = version.split('?')[0]!.split('/').filter(Boolean);
  const folder = parts.at(-2);
  return folder && /^\d+\.\d+\.\d+/.test(folder) ? folder : 'dev';
}

/**
 * Runtime configuration of the console, handed out by the server at /lingxi.config.json.
 * Nothing here is compiled in: a deployment changes centres, secret or API base without a rebuild.
 */
export interface RuntimeConfig {
  /** Prefix of every API call (CONTRACT: Addresses). May be absolute for an embedded centre. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Name of the header that carries `bearer <token>` (SPEC §9). */
  tokenHeader: string;
  tenantMode: boolean;
  captchaMode: boolean;
  /** Seconds after which the session is refreshed (SPEC §9 token time). */
  tokenTime: number;
  /** Base of the external gateway's user calls (SPEC §7: user/myself, user/checkLoginModel). */
  externalApi: string;
  /** HTTP statuses that reject without a notice (SPEC §8 whitelist). */
  silentStatuses: number[];
  /** Centre name → federation manifest URL. */
  remotes: Record<string, string>;
  /** Centre (or `shell`) → its live version, for released parts (issue 24; `pnpm release:live`). */
  versions?: Record<string, string>;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBase: '/api',
  clientId: 'lx_operation',
  clientSecret: '',
  tokenHeader: 'lingxi-auth',
  tenantMode: true,
  captchaMode: true,
  tokenTime: 3000,
  externalApi: '/api/lingxi-external',
  silentStatuses: [],
  remotes: {},
};

let current: RuntimeConfig = { ...DEFAULT_CONFIG };

export function getConfig(): RuntimeConfig {
  return current;
}

export function setConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...partial, remotes: { ...current.remotes, ...partial.remotes } };
  return current;
}

/**
 * Fetches the runtime config once per page load (`no-store`: a changed file takes effect on reload).
 * `started` is the same request already under way (the shell's HTML starts it before any script).
 */
export async function loadRuntimeConfig(
  url = '/lingxi.config.json',
  started?: Promise<Response>,
): Promise<RuntimeConfig> {
  const response = (await started?.catch(() => undefined)) ?? (await fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  const loaded = (await response.json()) as Partial<RuntimeConfig>;
  // Relative centre addresses are relative to the config file, so a config served elsewhere still works.
  const remotes = Object.fromEntries(
    Object.entries(loaded.remotes ?? {}).map(([name, entry]) => [
      name,
      new URL(entry, new URL(url, globalThis.location?.href)).href,
    ]),
  );
  return setConfig({ ...loaded, remotes });
}

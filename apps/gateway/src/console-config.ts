import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import type { AuthService } from './auth';
import { CENTRES, type CentreName, type GatewayOptions } from './config';
import { isRecord } from './http';
import { liveReleases, type ReleasedPart, SHELL } from './releases';
import { CLIENT_ID } from './seed/client';

export interface ConsoleConfig {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  tokenHeader: string;
  tenantMode: boolean;
  captchaMode: boolean;
  remotes: Record<CentreName, string>;
  /** Centre (or `shell`) → live version, for the parts published with `pnpm release` (issue 24). */
  versions: Partial<Record<ReleasedPart, string>>;
  [key: string]: unknown;
}

let lastWarning = '';

/**
 * The console's runtime config: defaults, then LINGXI_REMOTE_* from the environment, then the live
 * releases (releases/live.json: a released centre's manifest is `/centres/<centre>/<version>/...` and
 * `versions` names its version, and the shell's), then the JSON file named by LINGXI_CONSOLE_CONFIG, re-read on every
 * request (`remotes` and `versions` merged per key). A missing or broken file gives the defaults and a
 * warning, never an error.
 */
export async function consoleConfig(options: GatewayOptions, clientSecret: string): Promise<ConsoleConfig> {
  const remotes = Object.fromEntries(CENTRES.map((c) => [c, `/centres/${c}/mf-manifest.json`])) as Record<
    CentreName,
    string
  >;
  Object.assign(remotes, options.remotes);
  const versions = await liveReleases(options.releasesDir);
  for (const [part, version] of Object.entries(versions))
    if (part !== SHELL) remotes[part as CentreName] = `/centres/${part}/${version}/mf-manifest.json`;
  const config: ConsoleConfig = {
    apiBase: '/api',
    clientId: CLIENT_ID,
    clientSecret,
    tokenHeader: options.tokenHeader,
    tenantMode: true,
    captchaMode: true,
    remotes,
    versions,
  };
  const file = options.consoleConfigFile;
  if (!file) return config;
  let override: unknown;
  try {
    override = JSON.parse(await readFile(file, 'utf8'));
    if (!isRecord(override)) throw new Error('the file does not hold a JSON object');
  } catch (err) {
    const warning = `console config ${file} ignored: ${err instanceof Error ? err.message : String(err)}`;
    if (warning !== lastWarning) {
      lastWarning = warning;
      options.logger.warn(warning);
    }
    return config;
  }
  lastWarning = '';
  for (const [key, value] of Object.entries(override)) {
    if (key === 'remotes' || key === 'versions') {
      if (!isRecord(value)) continue;
      for (const [name, text] of Object.entries(value))
        if (typeof text === 'string' && name !== '__proto__')
          (config[key] as Record<string, string>)[name] = text;
    } else if (key !== '__proto__' && key !== 'constructor') {
      config[key] = value;
    }
  }
  return config;
}

/** GET /lingxi.config.json: the runtime config with the console client's current secret. */
export function serveConsoleConfig(options: GatewayOptions, auth: AuthService) {
  return async (c: Context) => {
    const secret = (await auth.clientSecret()) ?? '';
    c.header('Cache-Control', 'no-cache');
    return c.json(await consoleConfig(options, secret));
  };
}

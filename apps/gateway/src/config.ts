import { join } from 'node:path';
import { defaultDataDir, defaultStaticRoot, migrationsDir } from './paths';

export type CentreName = 'system' | 'business' | 'identity' | 'promotion';
export const CENTRES: readonly CentreName[] = ['system', 'business', 'identity', 'promotion'];

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, err?: unknown): void;
}

export interface GatewayOptions {
  /** Folder of the embedded PGlite database (ignored when databaseUrl is set). */
  dataDir: string;
  /** `postgres://...`: use PostgreSQL through node-postgres instead of PGlite. */
  databaseUrl?: string;
  migrationsDir: string;
  /** Folder holding shell/, system/, business/, ... each with its dist/. */
  staticRoot: string;
  /**
   * Folder of published centre versions (`<centre>/<version>/`) and of live.json naming the live one of
   * each (issue 24, scripts/release.mjs). Default: releases/ beside the static root's apps/.
   */
  releasesDir: string;
  /** JSON file merged over the runtime console config on every request. */
  consoleConfigFile?: string;
  /** Remote manifest URLs from the environment (LINGXI_REMOTE_<CENTRE>). */
  remotes: Partial<Record<CentreName, string>>;
  /** Fixed code of every captcha (testing aid). */
  captchaCode?: string;
  jwtSecret?: string;
  clientSecret?: string;
  tokenHeader: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  captchaSeconds: number;
  /** First lock of an account for one address, doubling with each further lock (issue 19 item 4). */
  lockMinutes: number;
  /** Wrong passwords from one address that lock the account for that address. */
  maxLoginFailures: number;
  /** SPEC §9 captcha mode: every password grant needs a captcha (the isFrame login has its own rule). */
  captchaMode: boolean;
  /** The isFrame auto-login (SPEC §2: `grant_type=password`, `type=missPassword`, no captcha) is open. */
  frameLogin: boolean;
  /** Captcha-less (isFrame) failures per account and hour, from any address, before that door closes. */
  frameLoginFailures: number;
  /** Token requests per client address and minute (429 with Retry-After beyond). */
  tokenPerMinute: number;
  /** Failed logins per client address before each further one makes the address wait (growing). */
  addressFailures: number;
  /** Failed logins per account (all addresses) before addresses that failed on it must wait (growing). */
  accountFailures: number;
  /** Addresses, CIDRs or named ranges whose X-Forwarded-For / X-Real-IP are believed. */
  trustedProxies: string[];
  /** Allowed CORS origins for /api; undefined = any http://localhost:<port> or 127.0.0.1. */
  corsOrigins?: string[];
  /** Folder of the local object store (uploads); shared by every gateway of one database. */
  ossDir: string;
  /**
   * Public origin of the gateway (`https://console.example.com`): the `domain` stored with uploads and the
   * front of their links. Unset: no domain, links are paths (`/oss/...`) the caller resolves against the
   * gateway it called. Never taken from a request's Host (issue 19, item 11).
   */
  publicUrl: string;
  /** Largest accepted upload (bytes). */
  uploadMaxBytes: number;
  /** Self-registrations allowed per client IP and hour. */
  registerPerHour: number;
  /**
   * Social login providers: source → URL the gateway POSTs `{source, code, state}` to and that answers
   * the third-party user `{uuid, username, nickname, avatar}` (the provider-side code exchange).
   */
  socialProviders: Record<string, string>;
  /** Rows of the seeded regional enterprise library (the paging / benchmark table). */
  seedRows: number;
  /**
   * The gateway's clock (appeal deadlines and lights, `/lingxi-server/server-time`). Testing aid only: an
   * option of `createGateway`, never read from the environment or a request; the real clock otherwise.
   */
  now?: () => Date;
  logger: Logger;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(`[gateway] ${m}`),
  warn: (m) => console.warn(`[gateway] ${m}`),
  error: (m, err) => console.error(`[gateway] ${m}`, err ?? ''),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

function num(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`invalid number in environment: ${value}`);
  return n;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no'].includes(v)) return false;
  throw new Error(`${name} must be on or off: ${value}`);
}

function parseProviders(text: string | undefined): Record<string, string> {
  if (!text?.trim()) return {};
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('LINGXI_SOCIAL_PROVIDERS must be a JSON object');
  const out: Record<string, string> = {};
  for (const [source, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url))
      throw new Error(`LINGXI_SOCIAL_PROVIDERS.${source} must be an http(s) URL`);
    out[source] = url;
  }
  return out;
}

const nonEmpty = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : undefined);

/** Options from the environment (see README), overridden by `overrides`. */
export function resolveOptions(
  overrides: Partial<GatewayOptions> = {},
  env: NodeJS.ProcessEnv = process.env,
): GatewayOptions {
  const remotes: Partial<Record<CentreName, string>> = {};
  for (const centre of CENTRES) {
    const url = nonEmpty(env[`LINGXI_REMOTE_${centre.toUpperCase()}`]);
    if (url) remotes[centre] = url;
  }
  const cors = nonEmpty(env.LINGXI_CORS_ORIGINS);
  const base: GatewayOptions = {
    dataDir: nonEmpty(env.LINGXI_DATA_DIR) ?? defaultDataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    migrationsDir,
    staticRoot: nonEmpty(env.LINGXI_STATIC_ROOT) ?? defaultStaticRoot,
    releasesDir: nonEmpty(env.LINGXI_RELEASES_DIR) ?? '',
    consoleConfigFile: nonEmpty(env.LINGXI_CONSOLE_CONFIG),
    remotes,
    captchaCode: nonEmpty(env.LINGXI_CAPTCHA_CODE),
    jwtSecret: nonEmpty(env.LINGXI_JWT_SECRET),
    clientSecret: nonEmpty(env.LINGXI_CLIENT_SECRET),
    tokenHeader: (nonEmpty(env.LINGXI_TOKEN_HEADER) ?? 'lingxi-auth').toLowerCase(),
    accessTokenSeconds: num(env.LINGXI_ACCESS_TOKEN_SECONDS, 3600),
    refreshTokenSeconds: num(env.LINGXI_REFRESH_TOKEN_SECONDS, 604800),
    captchaSeconds: 300,
    lockMinutes: num(env.LINGXI_LOCK_MINUTES, 15),
    maxLoginFailures: 5,
    captchaMode: flag('LINGXI_CAPTCHA_MODE', env.LINGXI_CAPTCHA_MODE, true),
    frameLogin: flag('LINGXI_FRAME_LOGIN', env.LINGXI_FRAME_LOGIN, true),
    frameLoginFailures: Math.floor(num(env.LINGXI_FRAME_LOGIN_FAILURES, 3)),
    tokenPerMinute: Math.floor(num(env.LINGXI_TOKEN_PER_MINUTE, 60)),
    addressFailures: Math.floor(num(env.LINGXI_LOGIN_ADDRESS_FAILURES, 10)),
    accountFailures: Math.floor(num(env.LINGXI_LOGIN_ACCOUNT_FAILURES, 20)),
    trustedProxies: (nonEmpty(env.LINGXI_TRUSTED_PROXIES) ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    corsOrigins: cors
      ?.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    ossDir: nonEmpty(env.LINGXI_OSS_DIR) ?? '',
    publicUrl: (nonEmpty(env.LINGXI_PUBLIC_URL) ?? '').replace(/\/+$/, ''),
    uploadMaxBytes: Math.round(num(env.LINGXI_UPLOAD_MAX_MB, 10) * 1024 * 1024),
    registerPerHour: num(env.LINGXI_REGISTER_PER_HOUR, 30),
    seedRows: Math.floor(num(env.LINGXI_SEED_ROWS, 100_000)),
    socialProviders: parseProviders(env.LINGXI_SOCIAL_PROVIDERS),
    logger: consoleLogger,
  };
  const merged = { ...base };
  for (const [key, value] of Object.entries(overrides) as [keyof GatewayOptions, unknown][]) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  merged.tokenHeader = merged.tokenHeader.toLowerCase();
  if (!merged.ossDir) merged.ossDir = join(merged.dataDir, 'oss');
  if (!merged.releasesDir) merged.releasesDir = join(merged.staticRoot, '..', 'releases');
  return merged;
}

/**
 * Published versions (issue 24, `pnpm release`): `<releasesDir>/<part>/<version>/` holds one immutable
 * build of a centre (its manifest, remote entry and content-hashed chunks) or of the shell (its
 * index.html and chunks, built for the address `/shell/<version>/`), and `<releasesDir>/live.json` names
 * the live version of each released part: the one file a go-live or a rollback changes.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CENTRES, type CentreName } from './config';
import { isRecord } from './http';

/** A version folder's name: package version plus build id (`0.1.0-20261126104411`). */
export const VERSION_NAME = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;

/** The file naming the live versions, below the releases folder. */
export const LIVE_FILE = 'live.json';

/** The shell among the released parts (`versions.shell` in the runtime config). */
export const SHELL = 'shell';
export type ReleasedPart = CentreName | typeof SHELL;
const PARTS: readonly ReleasedPart[] = [...CENTRES, SHELL];
/** The file a part's version cannot be without. */
const ENTRY: Record<ReleasedPart, string> = {
  system: 'mf-manifest.json',
  business: 'mf-manifest.json',
  identity: 'mf-manifest.json',
  promotion: 'mf-manifest.json',
  shell: 'index.html',
};

/**
 * Part (centre or shell) → live version, from live.json, keeping only known parts whose version is
 * well-formed and published (a missing or broken file: none, the parts are then served from their dist/).
 */
export async function liveReleases(releasesDir: string): Promise<Partial<Record<ReleasedPart, string>>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(releasesDir, LIVE_FILE), 'utf8'));
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const live: Partial<Record<ReleasedPart, string>> = {};
  for (const part of PARTS) {
    const version = parsed[part];
    if (typeof version !== 'string' || !VERSION_NAME.test(version)) continue;
    if (await isFile(join(releasesDir, part, version, ENTRY[part]))) live[part] = version;
  }
  return live;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Published centre versions (issue 24, `pnpm release`): `<releasesDir>/<centre>/<version>/` holds one
 * immutable build (its manifest, remote entry and content-hashed chunks), and `<releasesDir>/live.json`
 * names the live version of each released centre: the one file a go-live or a rollback changes.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CENTRES, type CentreName } from './config';
import { isRecord } from './http';

/** A version folder's name: package version plus build id (`0.1.0-20261126104411`). */
export const VERSION_NAME = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;

/** The file naming the live versions, below the releases folder. */
export const LIVE_FILE = 'live.json';

/**
 * Centre → live version, from live.json, keeping only known centres whose version is well-formed and
 * published (a missing or broken file: none, the centres are then served from their dist/).
 */
export async function liveReleases(releasesDir: string): Promise<Partial<Record<CentreName, string>>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(releasesDir, LIVE_FILE), 'utf8'));
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const live: Partial<Record<CentreName, string>> = {};
  for (const centre of CENTRES) {
    const version = parsed[centre];
    if (typeof version !== 'string' || !VERSION_NAME.test(version)) continue;
    if (await isFolder(join(releasesDir, centre, version))) live[centre] = version;
  }
  return live;
}

export async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

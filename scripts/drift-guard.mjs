#!/usr/bin/env node
/**
 * Shared-version guard (issue 24): every centre's federated singletons must resolve to a version the
 * shell accepts, and the shell's to one the centre accepts, or two copies (or a broken one) meet at run
 * time. Reads each app's mf-manifest.json (its `shared`: name, version, requiredVersion, singleton).
 *
 *   node scripts/drift-guard.mjs                       the shell's and the four centres' dist/ builds
 *   node scripts/drift-guard.mjs --host <manifest> <centre>=<manifest> ...
 *
 * Exits 1 naming the centre, the library and both versions on any mismatch, and a centre using an antd,
 * react-router or react-i18next export the shell's build does not provide (shared-subsets.json beside
 * each manifest).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CENTRES = ['system', 'business', 'identity', 'promotion'];

/** `1.2.3` (a pre-release or build suffix ignored) as numbers, or undefined. */
function parse(version) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` satisfies `range`: `^x.y.z`, `~x.y.z`, `x.y.z`, `>=x.y.z`, `*`, or none (false,
 * empty: anything goes), each alternative of `a || b`.
 */
export function satisfies(version, range) {
  if (range === false || range === undefined || range === null) return true;
  const text = String(range).trim();
  if (text === '' || text === '*') return true;
  const v = parse(version);
  if (!v) return false;
  return text.split('||').some((alternative) => {
    const r = alternative.trim();
    const base = parse(r.replace(/^(\^|~|>=|=)/, ''));
    if (!base) return false;
    if (r.startsWith('>=')) return compare(v, base) >= 0;
    if (r.startsWith('~')) return v[0] === base[0] && v[1] === base[1] && v[2] >= base[2];
    if (r.startsWith('^')) {
      if (compare(v, base) < 0) return false;
      if (base[0] > 0) return v[0] === base[0];
      if (base[1] > 0) return v[0] === 0 && v[1] === base[1];
      return v[0] === 0 && v[1] === 0 && v[2] === base[2];
    }
    return compare(v, base) === 0;
  });
}

/**
 * The mismatches between the shell's manifest and one centre's: for each singleton both share, the
 * centre's version against the shell's range and the shell's version against the centre's range.
 */
export function driftOf(host, remote, centre) {
  const hostShared = new Map((host.shared ?? []).map((entry) => [entry.name, entry]));
  const problems = [];
  for (const mine of remote.shared ?? []) {
    const theirs = hostShared.get(mine.name);
    if (!theirs || !(mine.singleton || theirs.singleton)) continue;
    if (!satisfies(mine.version, theirs.requiredVersion)) {
      problems.push(
        `${centre}: ${mine.name} ${mine.version} is not accepted by the shell (${theirs.requiredVersion}, the shell has ${theirs.version})`,
      );
    } else if (!satisfies(theirs.version, mine.requiredVersion)) {
      problems.push(
        `${centre}: ${mine.name} of the shell (${theirs.version}) is not accepted by the centre (${mine.requiredVersion}, the centre was built with ${mine.version})`,
      );
    }
  }
  return problems;
}

/**
 * antd, react-router, react-i18next and TanStack Query are shared as the subset of exports the workspace
 * imported when the shell was built (packages/build/src/subset.ts): a centre built later that uses an
 * export the shell does not provide would get `undefined` for it. Each build lists what it provides of
 * them beside its manifest (null: the library whole).
 */
export function subsetGaps(library, hostList, remoteList, centre) {
  if (hostList === undefined || remoteList === undefined) return [];
  if (hostList === null) return [];
  if (remoteList === null)
    return [`${centre}: takes ${library} whole, the shell provides ${hostList.length} of its exports`];
  const provided = new Set(hostList);
  const missing = remoteList.filter((name) => !provided.has(name));
  return missing.length
    ? [
        `${centre}: ${library} exports the shell's build does not provide: ${missing.join(', ')} (release the shell with them)`,
      ]
    : [];
}

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The subset lists written beside a manifest (library → exports), {} when the build has none; builds
 * from before react-router was a subset wrote antd's alone, in antd-components.json.
 */
export function subsetListsBeside(manifestFile) {
  const dir = path.dirname(manifestFile);
  for (const name of ['shared-subsets.json', 'antd-components.json']) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return read(file);
  }
  return {};
}

/** Every gap between the shell's subset lists and a centre's. */
export function allSubsetGaps(hostManifest, remoteManifest, centre) {
  const host = subsetListsBeside(hostManifest);
  const remote = subsetListsBeside(remoteManifest);
  return Object.keys(remote).flatMap((library) =>
    subsetGaps(library, host[library], remote[library], centre),
  );
}

function main(args) {
  let hostFile = path.join(ROOT, 'apps/shell/dist/mf-manifest.json');
  const remotes = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--host') hostFile = args[++i];
    else {
      const [centre, file] = args[i].split('=');
      remotes.push([centre, file]);
    }
  }
  if (remotes.length === 0)
    for (const centre of CENTRES)
      remotes.push([centre, path.join(ROOT, `apps/${centre}/dist/mf-manifest.json`)]);
  if (!fs.existsSync(hostFile)) {
    console.error(`drift guard: no shell manifest at ${hostFile}: build the shell first`);
    return 1;
  }
  const host = read(hostFile);
  const problems = [];
  let checked = 0;
  for (const [centre, file] of remotes) {
    if (!fs.existsSync(file)) {
      problems.push(`${centre}: no manifest at ${file} (build it first)`);
      continue;
    }
    problems.push(...driftOf(host, read(file), centre));
    problems.push(...allSubsetGaps(hostFile, file, centre));
    checked++;
  }
  if (problems.length) {
    console.error(
      `drift guard: shared versions the shell and a centre do not agree on:\n  ${problems.join('\n  ')}`,
    );
    return 1;
  }
  console.log(`drift guard: the shell and ${checked} centre(s) agree on every shared singleton`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}

#!/usr/bin/env node
/**
 * Releasing one centre (or the shell) alone (issue 24). Each published version is an immutable folder
 * `releases/<part>/<version>/`: a centre's manifest, remote entry and content-hashed chunks, served by the
 * gateway at `/centres/<centre>/<version>/`; the shell's index.html and chunks, built for the address
 * `/shell/<version>/` where the gateway serves them. `releases/live.json` names the live version of each
 * part, and is the only file a go-live or a rollback changes. No other app is rebuilt.
 *
 *   pnpm release <part> [--id <build id>] [--prebuilt]   build and publish a version (not live yet)
 *   pnpm release:live <part> <version>                   make a published version live (or roll back)
 *   pnpm release:list [<part>]                           the published versions, the live one marked
 *
 * A part is one of the four centres or `shell`. The version is the part's package version plus a build
 * id (default: the UTC time, 20261126104411), e.g. 0.1.0-20261126104411. `--prebuilt` publishes a centre's
 * existing dist/ instead of building (not the shell: its pages name their version's address).
 * Before publishing or going live, the shared-version guard compares the centres with the shell that
 * will load them. LINGXI_RELEASES_DIR moves the releases folder (the gateway reads the same variable).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSubsetGaps, CENTRES, driftOf } from './drift-guard.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RELEASES = path.resolve(process.env.LINGXI_RELEASES_DIR || path.join(ROOT, 'releases'));
const LIVE = path.join(RELEASES, 'live.json');
const VERSION_NAME = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;

const SHELL = 'shell';
const PARTS = [...CENTRES, SHELL];
/** The file a published version of the part cannot be without. */
const entryOf = (part) => (part === SHELL ? 'index.html' : 'mf-manifest.json');

class Refusal extends Error {}

function partOf(name) {
  if (!PARTS.includes(name)) throw new Refusal(`unknown part "${name ?? ''}": one of ${PARTS.join(', ')}`);
  return name;
}

const readJson = (file, fallback) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

function readLive() {
  const live = readJson(LIVE, {});
  return live && typeof live === 'object' && !Array.isArray(live) ? live : {};
}

/** Writes a file whole or not at all (a reader never sees half of it). */
function writeAtomically(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

const buildId = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** The build a part's live version is (its published folder), or its dist/ when none is live. */
function liveBuild(part, live = readLive()) {
  const version = live[part];
  if (version && fs.existsSync(path.join(RELEASES, part, version, entryOf(part))))
    return path.join(RELEASES, part, version);
  return path.join(ROOT, 'apps', part, 'dist');
}

/**
 * The shared-version guard (scripts/drift-guard.mjs) between a shell build and centre builds: each
 * centre's singletons against the shell's, and the antd, react-router and react-i18next exports the
 * centre needs against those the shell provides. A build without a manifest is not compared.
 */
function driftProblems(shellDir, centres) {
  const shellManifest = path.join(shellDir, 'mf-manifest.json');
  if (!fs.existsSync(shellManifest)) return [];
  return centres.flatMap(([centre, dir]) => {
    const manifest = path.join(dir, 'mf-manifest.json');
    if (!fs.existsSync(manifest)) return [];
    return [
      ...driftOf(readJson(shellManifest, {}), readJson(manifest, {}), centre),
      ...allSubsetGaps(shellManifest, manifest, centre),
    ];
  });
}

function publish(args) {
  const centre = partOf(args[0]);
  let id = buildId();
  let prebuilt = false;
  for (let i = 1; i < args.length; i++) {
    if (args[i] === '--id') id = args[++i] ?? '';
    else if (args[i] === '--prebuilt') prebuilt = true;
    else throw new Refusal(`unknown option ${args[i]}`);
  }
  const appDir = path.join(ROOT, 'apps', centre);
  const { version: packageVersion } = readJson(path.join(appDir, 'package.json'), {});
  const version = `${packageVersion}-${id}`;
  if (!VERSION_NAME.test(version))
    throw new Refusal(`"${version}" is not a version name (digits, letters, dots)`);
  const folder = path.join(RELEASES, centre, version);
  if (fs.existsSync(folder))
    throw new Refusal(`${centre} ${version} is already published: a version never changes`);
  if (prebuilt && centre === SHELL)
    throw new Refusal("the shell is built for its version's address: release it without --prebuilt");
  // built or copied beside, then renamed into place: a version folder is complete or absent
  const staging = path.join(RELEASES, centre, `.staging-${version}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    if (prebuilt) {
      const dist = path.join(appDir, 'dist');
      if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
        throw new Refusal(`${dist} holds no build: run pnpm --filter @lingxi/${centre} build first`);
      fs.cpSync(dist, staging, { recursive: true });
      const manifestFile = path.join(staging, 'mf-manifest.json');
      const manifest = readJson(manifestFile, {});
      if (manifest.metaData?.buildInfo) manifest.metaData.buildInfo.buildVersion = version;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    } else {
      const started = Date.now();
      const run = spawnSync('pnpm', ['--filter', `@lingxi/${centre}`, 'exec', 'rsbuild', 'build'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LINGXI_DIST: staging,
          MF_BUILD_VERSION: version,
          ...(centre === SHELL
            ? { LINGXI_ASSET_PREFIX: `/shell/${version}/`, LINGXI_SHELL_VERSION: version }
            : {}),
        },
      });
      if (run.status !== 0) throw new Refusal(`the build of ${centre} failed`);
      console.log(`built ${centre} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // the shared-version guard: a centre against the live shell, a shell against the live centres
    const problems =
      centre === SHELL
        ? driftProblems(
            staging,
            CENTRES.map((c) => [c, liveBuild(c)]),
          )
        : driftProblems(liveBuild(SHELL), [[centre, staging]]);
    if (problems.length) throw new Refusal(`drift guard:\n  ${problems.join('\n  ')}`);
    const release = { centre, version, publishedAt: new Date().toISOString(), commit: commit(), prebuilt };
    fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    fs.renameSync(staging, folder);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  console.log(`published ${centre} ${version} (${path.relative(ROOT, folder) || folder})`);
  console.log(`make it live: pnpm release:live ${centre} ${version}`);
}

function goLive(args) {
  const centre = partOf(args[0]);
  const version = args[1] ?? '';
  if (!VERSION_NAME.test(version) || !fs.existsSync(path.join(RELEASES, centre, version, entryOf(centre))))
    throw new Refusal(
      `${centre} ${version || '(no version)'} is not published: see pnpm release:list ${centre}`,
    );
  const live = readLive();
  // the shell and the centres that will meet at run time must agree on their shared libraries
  const next = { ...live, [centre]: version };
  const problems = driftProblems(
    liveBuild(SHELL, next),
    CENTRES.filter((c) => centre === SHELL || c === centre).map((c) => [c, liveBuild(c, next)]),
  );
  if (problems.length) throw new Refusal(`drift guard:\n  ${problems.join('\n  ')}`);
  const previous = live[centre];
  live[centre] = version;
  writeAtomically(LIVE, `${JSON.stringify(live, null, 2)}\n`);
  console.log(`${centre}: live ${version}${previous ? ` (was ${previous})` : ''}`);
  if (previous && previous !== version) console.log(`roll back: pnpm release:live ${centre} ${previous}`);
}

function list(args) {
  const centres = args[0] ? [partOf(args[0])] : PARTS;
  const live = readLive();
  for (const centre of centres) {
    const dir = path.join(RELEASES, centre);
    const versions = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => VERSION_NAME.test(name))
          .map((name) => ({ name, ...readJson(path.join(dir, name, 'release.json'), {}) }))
          .sort((a, b) => String(a.publishedAt).localeCompare(String(b.publishedAt)))
      : [];
    console.log(`${centre}${live[centre] ? '' : ' (live: its dist/ build, no version live)'}`);
    for (const v of versions)
      console.log(
        `  ${live[centre] === v.name ? '*' : ' '} ${v.name}  ${v.publishedAt ?? ''}${v.commit ? `  ${v.commit}` : ''}`,
      );
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'publish') publish(rest);
  else if (command === 'live') goLive(rest);
  else if (command === 'list') list(rest);
  else
    throw new Refusal(
      'usage: release.mjs publish <centre> [--id <id>] [--prebuilt] | live <centre> <version> | list [<centre>]',
    );
} catch (err) {
  if (!(err instanceof Refusal)) throw err;
  console.error(`release: ${err.message}`);
  process.exitCode = 1;
}

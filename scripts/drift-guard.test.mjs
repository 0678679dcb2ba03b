// The shared-version guard (issue 24): fails on a remote built against another major of a singleton
// (a fixture), passes on the real build. Run after the build (scripts/test.sh): node --test scripts/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { allSubsetGaps, driftOf, satisfies, subsetGaps } from './drift-guard.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const guard = (...args) =>
  spawnSync(process.execPath, [path.join(here, 'drift-guard.mjs'), ...args], { encoding: 'utf8' });
const shellManifest = path.join(here, '../apps/shell/dist/mf-manifest.json');
const fixture = path.join(here, 'fixtures/drift/react-18-remote.mf-manifest.json');

test('ranges: caret by major (by minor below 1.0), tilde, exact, none', () => {
  assert.equal(satisfies('19.3.1', '^19.0.0'), true);
  assert.equal(satisfies('18.3.1', '^19.3.1'), false);
  assert.equal(satisfies('19.2.0', '^19.3.1'), false);
  assert.equal(satisfies('0.1.5', '^0.1.0'), true);
  assert.equal(satisfies('0.2.0', '^0.1.0'), false);
  assert.equal(satisfies('5.1.9', '~5.1.0'), true);
  assert.equal(satisfies('5.2.0', '~5.1.0'), false);
  assert.equal(satisfies('1.2.3', '1.2.3'), true);
  assert.equal(satisfies('2.0.0', '^1.0.0 || ^2.0.0'), true);
  assert.equal(satisfies('9.9.9', false), true);
});

test('both directions: the centre against the shell range, the shell against the centre range', () => {
  const host = { shared: [{ name: 'antd', version: '6.6.8', requiredVersion: '^6.6.8', singleton: true }] };
  const older = {
    shared: [{ name: 'antd', version: '5.20.0', requiredVersion: '^5.20.0', singleton: true }],
  };
  assert.deepEqual(driftOf(host, older, 'business'), [
    'business: antd 5.20.0 is not accepted by the shell (^6.6.8, the shell has 6.6.8)',
  ]);
  const newer = { shared: [{ name: 'antd', version: '6.7.0', requiredVersion: '^6.7.0', singleton: true }] };
  assert.match(
    driftOf(host, newer, 'business')[0],
    /business: antd of the shell \(6\.6\.8\) is not accepted by the centre \(\^6\.7\.0/,
  );
  assert.deepEqual(driftOf(host, host, 'business'), []);
});

test('antd, react-router, react-i18next: a centre using an export the shell does not provide is named with it', () => {
  assert.deepEqual(subsetGaps('antd', ['Button', 'Table'], ['Button'], 'system'), []);
  assert.deepEqual(subsetGaps('antd', ['Button'], ['Button', 'Mentions', 'Rate'], 'business'), [
    "business: antd exports the shell's build does not provide: Mentions, Rate (release the shell with them)",
  ]);
  assert.deepEqual(subsetGaps('react-router', ['Link', 'useNavigate'], ['useParams'], 'promotion'), [
    "promotion: react-router exports the shell's build does not provide: useParams (release the shell with them)",
  ]);
  assert.match(subsetGaps('antd', ['Button'], null, 'identity')[0], /identity: takes antd whole/);
  assert.deepEqual(subsetGaps('antd', null, ['Rate'], 'system'), []); // the shell provides it whole
  assert.deepEqual(subsetGaps('antd', undefined, ['Rate'], 'system'), []); // a build from before the lists
});

test('a centre built before react-router was a subset is read from its antd-components.json', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-drift-'));
  try {
    const shell = path.join(dir, 'shell');
    const old = path.join(dir, 'old');
    fs.mkdirSync(shell);
    fs.mkdirSync(old);
    fs.writeFileSync(
      path.join(shell, 'shared-subsets.json'),
      JSON.stringify({ antd: ['Button'], 'react-router': ['useNavigate'] }),
    );
    fs.writeFileSync(path.join(old, 'antd-components.json'), JSON.stringify({ antd: ['Button', 'Rate'] }));
    assert.deepEqual(
      allSubsetGaps(path.join(shell, 'mf-manifest.json'), path.join(old, 'mf-manifest.json'), 'system'),
      ["system: antd exports the shell's build does not provide: Rate (release the shell with them)"],
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// run after the build (scripts/test.sh): without it the checks below fail, they are never skipped
const built = () => assert.ok(fs.existsSync(shellManifest), 'build the apps first (pnpm build)');

test('fails on a remote built against another major of react, naming centre, library and both versions', () => {
  built();
  const shellReact = JSON.parse(fs.readFileSync(shellManifest, 'utf8')).shared.find(
    (s) => s.name === 'react',
  );
  const run = guard(`system=${fixture}`);
  assert.equal(run.status, 1, run.stdout);
  assert.match(run.stderr, /system: react 18\.3\.1 is not accepted by the shell/);
  assert.ok(run.stderr.includes(`the shell has ${shellReact.version}`), run.stderr);
});

test('fails on a centre built with an antd component or a react-router hook the shell does not provide', () => {
  built();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-drift-'));
  try {
    const system = path.join(here, '../apps/system/dist');
    fs.copyFileSync(path.join(system, 'mf-manifest.json'), path.join(dir, 'mf-manifest.json'));
    const lists = JSON.parse(fs.readFileSync(path.join(system, 'shared-subsets.json'), 'utf8'));
    lists.antd.push('NotInTheShell');
    lists['react-router'].push('useNotInTheShell');
    fs.writeFileSync(path.join(dir, 'shared-subsets.json'), JSON.stringify(lists));
    const run = guard(`system=${path.join(dir, 'mf-manifest.json')}`);
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stderr, /system: antd exports the shell's build does not provide: NotInTheShell/);
    assert.match(
      run.stderr,
      /system: react-router exports the shell's build does not provide: useNotInTheShell/,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('passes on the real build', () => {
  built();
  const run = guard();
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /the shell and 4 centre\(s\) agree/);
});

#!/usr/bin/env node
/**
 * The unit stage of `.ci/run` (scripts/test.sh): every package's tests, two at a time, the longest first.
 *
 * Hand-written rather than `turbo run test`: turbo starts tasks in its own order, and on 2 cores the stage
 * ended with one lane idle while the other ran a long suite (746 s measured, against about 660 s when the
 * longest start first). The order below is the measured durations' (CI, two at a time); the
 * gateway's two passes (PGlite, PostgreSQL) are separate tasks so they pack with the rest. Each task's
 * output is printed whole when it ends, its start and end on their own lines as they happen; every task
 * runs even after a failure, and the exit code is 1 if any failed. A failed task's failing tests are named
 * again just before the summary.
 *
 *   node scripts/unit-tests.mjs [--lanes N]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** [package, script], longest first (seconds measured in CI beside each, 2026-11-29). */
const TASKS = [
  ['@lingxi/gateway', 'test:pglite'], // 349
  ['@lingxi/system', 'test'], // 328
  ['@lingxi/gateway', 'test:postgres'], // 260
  ['@lingxi/ui', 'test'], // 209 (469 before its files shared one module graph)
  ['@lingxi/business', 'test'], // 128
  ['@lingxi/core', 'test'], // 36
  ['@lingxi/identity', 'test'], // 34
  ['@lingxi/promotion', 'test'], // 33
  ['@lingxi/build', 'test'], // 14
];

/** A package whose tests the list above leaves out would never run in CI: refuse to start. */
const packages = ['apps', 'packages'].flatMap((dir) =>
  fs.readdirSync(path.join(ROOT, dir)).map((name) => path.join(ROOT, dir, name, 'package.json')),
);
for (const file of packages.filter((file) => fs.existsSync(file))) {
  const { name, scripts = {} } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (scripts.test && !TASKS.some(([pkg]) => pkg === name)) {
    console.error(`unit tests: ${name} has tests that scripts/unit-tests.mjs does not run: add it to TASKS`);
    process.exit(1);
  }
}

const lanesArg = process.argv.indexOf('--lanes');
const LANES = lanesArg > 0 ? Number(process.argv[lanesArg + 1]) : 2;
const started = Date.now();
const at = () => `${Math.round((Date.now() - started) / 1000)} s`;

function run([pkg, script]) {
  const name = `${pkg} ${script}`;
  const begun = Date.now();
  console.log(`▶ ${name} (at ${at()})`);
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', pkg, '--fail-if-no-match', 'run', script], {
      cwd: ROOT,
      // the lanes already keep both cores busy: one vitest worker per centre (packages/testing's config)
      env: LANES > 1 ? { LINGXI_TEST_WORKERS: '1', ...process.env } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - begun) / 1000);
      const ok = code === 0;
      console.log(`\n── ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      const text = Buffer.concat(output);
      process.stdout.write(text);
      console.log(`── end of ${name}\n`);
      resolve({ name, ok, seconds, text: text.toString('utf8') });
    });
  });
}

const queue = [...TASKS];
const results = [];
async function lane() {
  for (let task = queue.shift(); task; task = queue.shift()) results.push(await run(task));
}
await Promise.all(Array.from({ length: Math.max(1, LANES) }, lane));

const failed = results.filter((result) => !result.ok);

/**
 * The failures a task reported, in a few lines: each failing test (vitest's `FAIL` lines) with the first
 * line of its error, or the end of the output when it failed otherwise.
 */
function failures(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colours in the output
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const said = [];
  lines.forEach((line, i) => {
    if (!/^\s*FAIL\s/.test(line) || said.includes(line.trim())) return;
    said.push(line.trim());
    const error = lines.slice(i + 1, i + 6).find((next) => /Error|expected|Timed out|Unable/.test(next));
    if (error) said.push(`    ${error.trim().slice(0, 300)}`);
  });
  return (said.length ? said.slice(0, 16) : lines.filter(Boolean).slice(-12)).join('\n');
}
// just before the summary: CI shows the end of a long log, where the tasks' own reports are out of sight
for (const { name, text } of failed) console.log(`why ${name} failed:\n${failures(text)}\n`);

console.log(`unit tests: ${LANES} at a time, ${at()} in all`);
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${seconds} s  ${name}`);
if (failed.length) {
  console.error(`failed: ${failed.map((result) => result.name).join(', ')}`);
  process.exitCode = 1;
}

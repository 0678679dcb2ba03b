import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** The shell's folder: where the generated modules and the installed libraries are read from. */
export const shell = path.resolve(import.meta.dirname, '../../../apps/shell');

const repos: string[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) fs.rmSync(repo, { recursive: true, force: true });
});

/** A workspace of the given source files (path → text) in a temporary folder, removed after the test. */
export function workspace(files: Record<string, string>): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-build-'));
  repos.push(repo);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  return repo;
}

/**
 * A shared library provided as the subset of its exports the workspace imports (issue 25).
 *
 * A federation singleton is provided whole: the share scope cannot know which exports another container
 * will ask for, so the bundler keeps every export of the shared module. For a library imported by name
 * (`import { Button } from 'antd'`), the module an app provides under the library's share key can instead
 * be a generated file that re-exports exactly the names imported anywhere in the workspace's sources,
 * from a request the share key does not match (a deep path of the library); the library's `sideEffects`
 * flag then lets the bundler drop the rest. Every app generates the same list from the same sources, so
 * whichever container provides the library provides all of it that any centre of the same commit uses.
 * Used for antd (antd.ts), react-router, react-i18next and TanStack Query (libraries.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../../..');
const SOURCE_ROOTS = ['apps', 'packages'];

/** The workspace's sources: `src` of every app and package, tests aside. */
export function sourceFiles(repo: string): string[] {
  const files: string[] = [];
  for (const root of SOURCE_ROOTS) {
    const base = path.join(repo, root);
    if (!fs.existsSync(base)) continue;
    for (const workspace of fs.readdirSync(base)) {
      const src = path.join(base, workspace, 'src');
      if (!fs.existsSync(src)) continue;
      for (const entry of fs.readdirSync(src, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          files.push(path.join(entry.parentPath, entry.name));
      }
    }
  }
  return files;
}

/** The runtime exports of an ES entry (`export { default as Button } from './button'`, `export { a as b }`). */
export function esExports(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const match of text.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  for (const match of text.matchAll(/export\s+(?:const|function|class)\s+(\w+)/g)) names.add(match[1]!);
  return names;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The exports of `library` imported by name anywhere in the workspace (`import { A, type B, C as D }`,
 * not `import type`, and `export { … } from`), limited to `available` (a name the library has only as a
 * type drops out); null when some source takes the library whole (`import * as x`, a default import).
 */
export function usedExports(library: string, available: Set<string>, repo = REPO): string[] | null {
  const from = String.raw`\s*from\s*['"]${literal(library)}['"]`;
  const named = new RegExp(String.raw`(?:import|export)\s+(type\s+)?\{([^}]*)\}` + from, 'g');
  const whole = new RegExp(String.raw`import\s+(?:\*\s+as\s+\w+|\w+)\s*(?:,\s*\{[^}]*\})?` + from);
  const used = new Set<string>();
  for (const file of sourceFiles(repo)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(library)) continue;
    if (whole.test(text)) return null;
    for (const match of text.matchAll(named)) {
      if (match[1]) continue; // import type { … }
      const names = match[2]!.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''); // comments between the names
      for (const part of names.split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0]!.trim();
        if (available.has(name)) used.add(name);
      }
    }
  }
  return [...used].sort();
}

/** Writes a generated module into the app's `node_modules/.lingxi/` (only when its text changed). */
export function writeGenerated(appDir: string, name: string, text: string): string {
  const dir = path.join(appDir, 'node_modules/.lingxi');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/**
 * The lists beside a build's mf-manifest.json (library → its provided exports, null = whole):
 * scripts/drift-guard.mjs refuses a centre that uses an export the shell's build does not provide.
 */
export const SUBSETS_FILE = 'shared-subsets.json';

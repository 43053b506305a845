import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Vitest's file-system module cache keeps each file's transform between runs: a single server
 * test file's imports took 3.2 s cold and 1.5 s warm, which brings its first test under 5 s. The
 * cache keys a transform on the file's own content, not on what its imports resolve to, so after
 * a file is moved or renamed an unchanged importer would still point at the old path (vitest
 * issue 11246, "Cannot find module"). The directory is therefore keyed on the names of every
 * source file: a move, rename, added or deleted file starts a fresh cache, and the old ones are
 * removed, so one is kept at a time.
 */
const SOURCES = ['apps', 'packages', 'e2e', 'bench'];
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'artifacts', 'results']);

function sourceNames(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceNames(path, root);
    return /\.(ts|tsx|js|mjs|json)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** The module cache's directory for the tree as it is now; other trees' caches are removed. */
export function moduleCacheDir(root: string): string {
  const names = SOURCES.flatMap((dir) => sourceNames(join(root, dir), root)).sort();
  const key = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
  const parent = join(root, 'node_modules', '.cache', 'vitest-modules');
  mkdirSync(parent, { recursive: true });
  for (const other of readdirSync(parent)) {
    if (other !== key) rmSync(join(parent, other), { recursive: true, force: true });
  }
  return join(parent, key);
}

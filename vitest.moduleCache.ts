import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Vitest's file-system module cache keeps each file's transform between runs: a single server
 * test file's imports took 3.2 s cold and 1.5 s warm, which brings its first test under 5 s. The
 * cache keys a transform on the file's own content, not on what its imports resolve to, so after
 * a file is moved or renamed an unchanged importer would still point at the old path (vitest
 * issue 11246, "Cannot find module"). The directory is therefore keyed on the names of every
 * source file: a move, rename, added or deleted file starts a fresh cache. Another tree's cache is
 * removed once nothing has written to it for an hour: a run still going on the tree as it was
 * before an edit keeps reading its own (removing it at once failed 75 web files of such a run).
 */
const UNUSED_FOR_MS = 60 * 60 * 1000;
const SOURCES = ['apps', 'packages', 'e2e', 'bench'];
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'artifacts', 'results']);

function sourceNames(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceNames(path, root);
    return /\.(ts|tsx|js|mjs|json)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** The module cache's directory for the tree as it is now; other trees' unused caches are removed. */
export function moduleCacheDir(root: string): string {
  const names = SOURCES.flatMap((dir) => sourceNames(join(root, dir), root)).sort();
  const key = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
  const parent = join(root, 'node_modules', '.cache', 'vitest-modules');
  mkdirSync(parent, { recursive: true });
  for (const other of readdirSync(parent)) {
    const path = join(parent, other);
    if (other !== key && Date.now() - statSync(path).mtimeMs > UNUSED_FOR_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  return join(parent, key);
}

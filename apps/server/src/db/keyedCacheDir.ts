import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A directory `root/key` that `make` fills, for contents that are the same for the same key (a
 * database template, test dumps). When `ready` says it is missing or out of date, `make` fills a
 * temporary sibling, which is then renamed into place: the rename is atomic, so a process that
 * races this one never sees half a directory; when another process got there first, its
 * directory stays and this one's is dropped. Directories of other keys are removed.
 */
export async function ensureKeyedDir(
  root: string,
  key: string,
  ready: (dir: string) => boolean,
  make: (into: string) => Promise<void>,
): Promise<{ dir: string; made: boolean }> {
  const dir = join(root, key);
  if (ready(dir)) return { dir, made: false };
  mkdirSync(root, { recursive: true });
  const temporary = join(root, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await make(temporary);
    if (!ready(dir)) {
      rmSync(dir, { recursive: true, force: true });
      try {
        renameSync(temporary, dir);
      } catch (error) {
        if (!ready(dir)) throw error;
      }
    }
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  for (const other of readdirSync(root)) {
    if (other !== key && !other.startsWith('.'))
      rmSync(join(root, other), { recursive: true, force: true });
  }
  return { dir, made: true };
}

import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirLock {
  release(): void;
}

/** Lock files this process holds, to tell our own lock from a stale one with a recycled pid. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two servers on one DATA_DIR would corrupt it. The lock file is created
 * atomically (O_EXCL) and holds the owner's pid; a lock whose pid is dead is stale and taken over.
 * A lock naming our own pid that we do not hold is stale too: in a container the server is pid 1
 * again after a restart, and an unclean stop must not block every later start.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      return {
        release() {
          held.delete(path);
          try {
            if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      const ours = pid === process.pid;
      if (Number.isInteger(pid) && pid > 0 && (ours ? held.has(path) : isAlive(pid))) {
        throw new Error(
          `Another server is already using DATA_DIR=${dataDir} (pid ${pid}). ` +
            'PGlite is single-process; stop it or use DATABASE_URL.',
          { cause: error },
        );
      }
      unlinkSync(path); // stale lock of a dead process
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}

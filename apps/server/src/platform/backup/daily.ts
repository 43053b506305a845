import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import { dumpToFile } from './dump';
import { backupFileName } from './format';

/** Only the automatic backups are counted and pruned; manual and pre-restore copies stay. */
const DAILY = /^backup-(\d{8})-(\d{6})\.jsonl\.gz$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyBackupOptions {
  database: Database;
  /** DATA_DIR/backups */
  dir: string;
  /** How many daily backups to keep. */
  keep?: number;
  /** How often to look whether one is due (a restart never waits a whole day). */
  checkEveryMs?: number;
  log: { info(message: string): void; error(error: unknown, message: string): void };
  now?: () => Date;
}

/** The automatic backups in `dir`, newest first, with the time in their name. */
export function dailyBackups(dir: string): { name: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const m = DAILY.exec(name);
      if (!m) return [];
      const [d, t] = [m[1]!, m[2]!];
      const iso = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}Z`;
      return [{ name, at: new Date(iso) }];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * Makes a backup when the newest automatic one is a day old or missing, then deletes all but the
 * newest `keep`. Returns the new file's name, or undefined when none was due.
 */
export async function backupIfDue(
  database: Database,
  dir: string,
  now: Date,
  keep = 7,
): Promise<string | undefined> {
  const newest = dailyBackups(dir)[0];
  if (newest && now.getTime() - newest.at.getTime() < DAY_MS) return undefined;
  const name = backupFileName(now);
  await dumpToFile(database, join(dir, name));
  for (const old of dailyBackups(dir).slice(keep)) rmSync(join(dir, old.name), { force: true });
  return name;
}

/**
 * Checks once at start, awaited: the caller starts before the server listens, so a due backup is
 * written before any request could wait on it (PGlite runs one transaction at a time). Then every
 * hour; a failed backup is logged and tried again at the next check.
 */
export async function startDailyBackups(
  options: DailyBackupOptions,
): Promise<{ stop(): Promise<void> }> {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = running.then(async () => {
      try {
        const name = await backupIfDue(options.database, options.dir, now(), options.keep);
        if (name) options.log.info(`daily backup written: ${join(options.dir, name)}`);
      } catch (error) {
        options.log.error(error, 'daily backup failed');
      }
    });
    return running;
  };
  await check();
  const timer = setInterval(() => void check(), options.checkEveryMs ?? 60 * 60 * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

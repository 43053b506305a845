import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { dumpToFile } from '../platform/backup/dump';
import { backupDir } from '../platform/backup/embedded';
import { backupFileName } from '../platform/backup/format';
import { restoreFromFile, RestoreRefused } from '../platform/backup/restore';
import { requestBackup } from '../platform/backup/socket';
import { parseArgs } from './support/args';

const USAGE = `Usage:
  npm run backup [FILE]            consistent backup of the database into FILE
                                   (default backup-<UTC time>.jsonl.gz in the current directory)
  npm run restore FILE [--force]   replace the database's contents with FILE; --force is needed
                                   when the database holds rows (a copy of them is saved first)

Uses DATABASE_URL, or the embedded database in DATA_DIR. A running embedded server makes the
backup itself (through DATA_DIR/backup.sock); restoring the embedded database needs it stopped.
See docs/backup.md.`;

/** npm runs workspace scripts in apps/server; a file name is meant relative to where it was typed. */
function userPath(file: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function open(config: ReturnType<typeof loadConfig>): Promise<Database> {
  try {
    return await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      /already using DATA_DIR/.test(message)
        ? `${message}\nA restore replaces the embedded database under the server: stop the server first.`
        : message,
      { cause: error },
    );
  }
}

async function backup(file: string | undefined): Promise<string> {
  const config = loadConfig();
  const path = userPath(file ?? backupFileName(new Date()));
  if (!config.databaseUrl && config.dataDir && (await requestBackup(config.dataDir, path))) {
    return `Backup written by the running server: ${path}`;
  }
  const database = await open(config);
  try {
    const header = await dumpToFile(database, path);
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    return `Backup written: ${path} (${header.tables.length} tables, ${rows} rows)`;
  } finally {
    await database.close();
  }
}

async function restore(file: string, force: boolean): Promise<string> {
  const config = loadConfig();
  const database = await open(config);
  try {
    const stamp = backupFileName(new Date(), 'pre-restore');
    const safetyCopyPath =
      config.databaseUrl || !config.dataDir
        ? userPath(stamp)
        : join(backupDir(config.dataDir), stamp);
    const { header, safetyCopy } = await restoreFromFile(database, userPath(file), {
      force,
      safetyCopyPath,
    });
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    return [
      `Restored ${header.tables.length} tables, ${rows} rows, from the backup of ${header.createdAt}; every table's checksum matches.`,
      ...(safetyCopy ? [`The replaced contents were saved to ${safetyCopy}`] : []),
    ].join('\n');
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [command, file, ...extra] = positional;
  if (options.has('help') || extra.length > 0) {
    console.log(USAGE);
    return options.has('help') ? 0 : 2;
  }
  try {
    if (command === 'create') console.log(await backup(file));
    else if (command === 'restore' && file) console.log(await restore(file, options.has('force')));
    else {
      console.error(USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    // `npm run restore FILE --force` hands --force to npm itself, not to us.
    if (error instanceof RestoreRefused && process.env.npm_config_force === 'true') {
      console.error('npm kept --force for itself: write `npm run restore -- FILE --force`.');
    }
    return error instanceof RestoreRefused ? 3 : 1;
  }
}

// Exit explicitly: an open database handle must not keep the process alive.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

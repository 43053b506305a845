import { join } from 'node:path';
import type { Database } from '../../db/client';
import { startDailyBackups } from './daily';
import { serveBackups } from './socket';

interface Log {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

/** Where the automatic backups of the embedded database go. */
export function backupDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

/**
 * What the server process of the embedded database does for backups: answers `npm run backup` on
 * the local socket, and writes a daily backup into DATA_DIR/backups keeping the last 7. A
 * PostgreSQL server is backed up by the CLI directly (and by the operator's own tooling).
 */
export async function startEmbeddedBackups(
  database: Database,
  dataDir: string,
  log: Log,
): Promise<{ stop(): Promise<void> }> {
  const dir = backupDir(dataDir);
  let socket: Awaited<ReturnType<typeof serveBackups>> | undefined;
  try {
    socket = await serveBackups(database, dataDir, dir, log);
  } catch (error) {
    // e.g. a DATA_DIR path beyond the 107-byte limit of socket paths: daily backups still run.
    log.error(error, 'backup socket not available; npm run backup needs the server stopped');
  }
  const daily = await startDailyBackups({ database, dir, log });
  return {
    async stop() {
      await socket?.close();
      await daily.stop();
    },
  };
}

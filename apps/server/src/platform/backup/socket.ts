import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, chmodSync, renameSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { dumpToFile } from './dump';

/**
 * The embedded database belongs to the one server process that holds DATA_DIR's lock, so a backup
 * taken while it runs has to come from that process. It listens on a Unix socket inside DATA_DIR,
 * readable by the DATA_DIR owner only: whoever may connect could already copy the database files,
 * so the socket grants nothing new, and nothing is exposed on the network or behind a password.
 *
 * Protocol: the client sends `backup\n`; the server answers `ok\n` followed by the gzip backup
 * file, or `error <message>\n`.
 */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}

export interface BackupSocketLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

export interface BackupSocket {
  close(): Promise<void>;
}

async function answer(
  socket: Socket,
  database: Database,
  scratchDir: string,
  log: BackupSocketLog,
) {
  // Dumped to a local file first, so the database is busy only as long as the dump itself takes,
  // never as long as a slow client takes to read it.
  const scratch = join(scratchDir, `.socket-${randomBytes(6).toString('hex')}.jsonl.gz`);
  try {
    await dumpToFile(database, scratch);
    socket.write('ok\n');
    await pipeline(createReadStream(scratch), socket);
    log.info('backup sent to a local client');
  } catch (error) {
    log.error(error, 'backup over the local socket failed');
    if (socket.writable) socket.end(`error ${error instanceof Error ? error.message : 'failed'}\n`);
  } finally {
    rmSync(scratch, { force: true });
  }
}

/** Starts answering backup requests on DATA_DIR/backup.sock; the caller holds DATA_DIR's lock. */
export async function serveBackups(
  database: Database,
  dataDir: string,
  scratchDir: string,
  log: BackupSocketLog,
): Promise<BackupSocket> {
  const path = backupSocketPath(dataDir);
  // A socket file left by a crashed server: we hold the lock now, so nobody else listens on it.
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.once('data', (request: string) => {
      if (request.trim() === 'backup') void answer(socket, database, scratchDir, log);
      else socket.end('error unknown request\n');
    });
    socket.on('error', () => {}); // a client that went away is not the server's problem
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/**
 * Asks the server on `dataDir` for a backup and saves it to `path` (via a temporary file).
 * Resolves false when no server listens there, so the caller can open the database itself.
 */
export async function requestBackup(dataDir: string, path: string): Promise<boolean> {
  const socket = createConnection(backupSocketPath(dataDir));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return false;
    throw error;
  }
  socket.write('backup\n');
  const partial = `${path}.partial`;
  try {
    const status = await readStatusLine(socket);
    if (status !== 'ok')
      throw new Error(`The server could not make the backup: ${status.replace(/^error /, '')}`);
    await pipeline(socket, createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, path);
    return true;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    socket.destroy();
  }
}

/** Reads up to the first newline, then puts the bytes after it back for the file. */
function readStatusLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      seen = Buffer.concat([seen, chunk]);
      const end = seen.indexOf(10);
      if (end < 0) {
        if (seen.length > 4096) fail(new Error('The server answered garbage'));
        return;
      }
      socket.off('data', onData);
      socket.off('error', fail);
      socket.off('end', ended);
      socket.pause();
      if (end + 1 < seen.length) socket.unshift(seen.subarray(end + 1));
      resolve(seen.subarray(0, end).toString('utf8'));
    };
    const fail = (error: Error) => {
      socket.off('data', onData);
      reject(error);
    };
    const ended = () => fail(new Error('The server closed the connection without an answer'));
    socket.on('data', onData);
    socket.once('error', fail);
    socket.once('end', ended);
  });
}

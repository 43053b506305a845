import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './serverProcess';

const run = promisify(execFile);

/** Where Debian and Ubuntu put PostgreSQL 15's server programs (postgresql-15). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:port/<database> (trust authentication on loopback). */
  url(database: string): string;
  /** The postmaster's process id now (it changes with every restart). */
  postmasterPid(): number;
  /** pg_ctl restart -m fast: ends every connection, stops, starts again; waits until it is up. */
  restart(): Promise<void>;
  /** Stops the cluster at once and removes its directory. */
  destroy(): Promise<void>;
}

/** Why a private cluster cannot run here, or undefined when it can. */
export function privatePostgresMissing(): string | undefined {
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) return `no PostgreSQL 15 in ${POSTGRES_BIN}`;
  return undefined;
}

/**
 * A PostgreSQL 15 cluster of the test's own, in a temporary directory, on a free port of loopback:
 * a test may restart or stop it, which it must never do to the machine's shared server. As root,
 * the programs run as the `postgres` user (PostgreSQL refuses to run as root) in a directory that
 * user owns. Durability is off (fsync, full page writes): nothing here needs to survive a crash
 * of the machine, and a restart's checkpoint is quicker.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-fault-'));
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const data = join(dir, 'data');
  const pgCommand = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, program), ...args], { cwd: dir })
      : run(join(POSTGRES_BIN, program), args, { cwd: dir });
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c synchronous_commit=off',
  ].join(' ');
  const ctl = (args: string[]) =>
    pgCommand('pg_ctl', ['-D', data, '-l', join(dir, 'log'), ...args]);
  try {
    await pgCommand('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await ctl(['start', '-w', '-t', '60', '-o', settings]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    postmasterPid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async restart() {
      await ctl(['restart', '-m', 'fast', '-w', '-t', '60']);
    },
    async destroy() {
      try {
        await ctl(['stop', '-m', 'immediate', '-w', '-t', '60']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates `name` on the cluster at `serverUrl` (its `postgres` database). */
export async function createDatabaseOn(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => {});
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

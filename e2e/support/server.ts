import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';

export interface RunningServer {
  origin: string;
  baseURL: string;
  dataDir: string;
  /** The server process (benches sample its memory). */
  pid: number | undefined;
  stop(): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '../..');
export const BASE_PATH = '/auto2000';

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A fresh embedded database migrates and seeds every module's demo data first; on a loaded
 * two-core machine that took 84 s once, so the wait is generous (a healthy start is far shorter,
 * and the bench, not this wait, holds the start-time budget).
 */
const HEALTHY_WITHIN_MS = 180_000;

async function waitForHealth(origin: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${logs.join('')}`);
    }
    try {
      // /readyz, not /healthz: a demo server answers /healthz as soon as signing in works and
      // seeds the rest of the demo after; the specs walk that demo data.
      const reply = await fetch(`${origin}/readyz`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `server did not become healthy in ${HEALTHY_WITHIN_MS / 1000} s:\n${logs.join('')}`,
  );
}

export function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'dealer-e2e-'));
}

/** Runs the built seed command (`npm run seed -- ...`) against the given environment. */
export async function runSeed(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/cli/seed.js'), ...args], {
    cwd: join(repoRoot, 'apps/server'),
    env: { ...process.env, DEMO: 'true', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`seed ${args.join(' ')} failed (${code}):\n${output}`);
  return output.trim();
}

/** Starts the built server (apps/server/dist/start.cjs, as `npm start`) on a fresh embedded database in a temporary folder. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = makeDataDir(),
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/start.cjs')], {
    cwd: join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_PATH,
      DEMO: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOGIN_SLOWDOWN_MS: '0',
      // The outlet map's defaults are OpenStreetMap's public servers: a spec's browser must not
      // try the internet (there is none here). A spec that wants a map names its local peers.
      MAP_TILE_URL: '',
      MAP_GEOCODER_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the latest output is kept (it is shown when the server fails to start): a bench at the
  // default log level writes a line per request, millions in a run.
  const keep = (chunk: Buffer) => {
    logs.push(chunk.toString());
    if (logs.length > 400) logs.splice(0, logs.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // If this process ends without calling stop() (the test runner exited before its teardown, a
  // bench was interrupted), the server goes with it: ten servers of runs whose specs all failed
  // at once were found still running 20 minutes later, 250 MB each.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  await waitForHealth(origin, child, logs);
  return {
    origin,
    baseURL: `${origin}${BASE_PATH}`,
    dataDir,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API } from '@dealer/contracts';
import { EMBEDDED_START_PARAMS, ensureTemplate } from '../apps/server/src/db/embeddedTemplate';
import { freePort } from '../e2e/support/server';
import { atMost, type Measurement } from './support/budget';
import { loadAverage } from './support/load';
import { signIn } from './support/signIn';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';

/**
 * The embedded mode's start (issue 9): the built server (`node apps/server/dist/start.cjs`, the
 * default log level, demo mode) on a fresh DATA_DIR, three times, each run followed by its
 * floor: Node + PGlite on a copy of the same template + an HTTP /healthz (support/pgliteFloor.mjs).
 * Per run: wall time and the process's CPU time to the first 200 of /healthz, then to /readyz
 * (the demo data complete), one sign-in made while the demo still seeds, and the resident
 * memory once idle. CPU time says what the start costs whatever the machine's load; the wall
 * time is what a user waits, and on this shared machine the load decides most of it.
 */
const RUNS = 3;
/** The floor's idle point, and the first RSS sample of the server once its demo data is complete. */
const IDLE_MS = 10_000;
/**
 * The server's idle RSS is read once nothing has run for a minute after /readyz. V8 keeps the
 * heap the seed grew (a 32 MB young generation, old space sized for the seed's garbage) until its
 * memory reducer sees the allocation rate fall, about 20–30 s after the seed ends on this machine:
 * 273 MB at 10 s, 220 MB at 45 s in one run. Both figures are reported; the budget reads the
 * settled one, which is what an idle process holds.
 */
const SETTLED_MS = 60_000;
const repoRoot = resolve(import.meta.dirname, '..');

interface Started {
  child: ChildProcess;
  origin: string;
  wallMs: number;
  cpuMs: number;
  load: string;
}

/** utime + stime of a process from /proc (Linux), in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match![1]) / 1024;
}

/** Polls `path` every 20 ms until it answers 200; the instant and the CPU spent so far. */
async function until(origin: string, path: string, child: ChildProcess, since: number) {
  const deadline = Date.now() + 300_000;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(origin + path)).ok) {
        return { wallMs: performance.now() - since, cpuMs: cpuMs(child.pid!) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} did not answer 200 within 300 s:\n${output}`);
}

async function start(command: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const load = loadAverage();
  const since = performance.now();
  const child = spawn(
    process.execPath,
    command.map((part) => part.replace('{port}', String(port))),
    {
      cwd: join(repoRoot, 'apps/server'),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Drained, so a full pipe never stalls the server (it logs at the default level).
  child.stdout?.resume();
  child.stderr?.resume();
  const healthy = await until(origin, API.health, child, since);
  return { child, origin, ...healthy, load };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const spread = (values: number[], unit: string) => {
  const s = sorted(values);
  return `min ${s[0]!.toFixed(0)} / median ${s[1]!.toFixed(0)} / max ${s[2]!.toFixed(0)} ${unit}`;
};

export async function benchStart(): Promise<Measurement[]> {
  const template = await ensureTemplate();
  const runs: {
    server: Started;
    readyMs: number;
    readyCpuMs: number;
    signInMs: number;
    rss: number;
    rssAt10s: number;
    floor: Started;
    floorRss: number;
  }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    const floorDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
    try {
      const server = await start(['dist/start.cjs'], {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        DEMO: 'true',
        NODE_ENV: 'development',
        ...DEFAULT_LOG_LEVEL,
        WEB_DIST: join(repoRoot, 'apps/web/dist'),
      });
      let signInMs = Number.NaN;
      let ready: { wallMs: number; cpuMs: number };
      let idleRss: number;
      let rssAt10s: number;
      try {
        // A sign-in while the rest of the demo seeds in the background.
        const before = performance.now();
        await signIn(server.origin, 'crc');
        signInMs = performance.now() - before;
        const since = performance.now() - server.wallMs;
        ready = await until(server.origin, API.ready, server.child, since);
        await new Promise((r) => setTimeout(r, IDLE_MS));
        rssAt10s = rssMb(server.child.pid!);
        await new Promise((r) => setTimeout(r, SETTLED_MS - IDLE_MS));
        idleRss = rssMb(server.child.pid!);
      } finally {
        await stop(server.child);
      }
      const floor = await start(
        [
          join(repoRoot, 'bench/support/pgliteFloor.mjs'),
          template.dir,
          floorDir,
          '{port}',
          JSON.stringify(EMBEDDED_START_PARAMS),
        ],
        {},
      );
      await new Promise((r) => setTimeout(r, IDLE_MS));
      const floorRss = rssMb(floor.child.pid!);
      await stop(floor.child);
      runs.push({
        server,
        readyMs: ready.wallMs,
        readyCpuMs: ready.cpuMs,
        signInMs,
        rss: idleRss,
        rssAt10s,
        floor,
        floorRss,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(floorDir, { recursive: true, force: true });
    }
  }
  const health = runs.map((r) => r.server.wallMs);
  const rss = runs.map((r) => r.rss);
  const perRun = runs
    .map(
      (r, i) =>
        `run ${i + 1} (load ${r.server.load}): /healthz ${r.server.wallMs.toFixed(0)} ms wall, ` +
        `${r.server.cpuMs.toFixed(0)} ms CPU; floor ${r.floor.wallMs.toFixed(0)} ms wall, ` +
        `${r.floor.cpuMs.toFixed(0)} ms CPU (load ${r.floor.load}); /readyz ${r.readyMs.toFixed(0)} ms ` +
        `wall, ${r.readyCpuMs.toFixed(0)} ms CPU; sign-in while seeding ${r.signInMs.toFixed(0)} ms; ` +
        `RSS ${r.rssAt10s.toFixed(0)} MB at ${IDLE_MS / 1000} s, ${r.rss.toFixed(0)} MB at ` +
        `${SETTLED_MS / 1000} s idle (floor ${r.floorRss.toFixed(0)} MB)`,
    )
    .join('\n      ');
  return [
    atMost(
      `embedded cold start to /healthz, fresh DATA_DIR (built server, median of ${RUNS})`,
      sorted(health)[1]!,
      3000,
      'ms',
      `${spread(health, 'ms')}; CPU ${spread(
        runs.map((r) => r.server.cpuMs),
        'ms',
      )}; floor (Node + PGlite + /healthz) ${spread(
        runs.map((r) => r.floor.wallMs),
        'ms',
      )}, CPU ${spread(
        runs.map((r) => r.floor.cpuMs),
        'ms',
      )}; start / floor (CPU) ${spread(
        runs.map((r) => (100 * r.server.cpuMs) / r.floor.cpuMs),
        '%',
      )}\n      ${perRun}`,
    ),
    atMost(
      `embedded idle RSS ${SETTLED_MS / 1000} s after the demo data is complete (worst of ${RUNS})`,
      sorted(rss)[RUNS - 1]!,
      250,
      'MB',
      `${spread(rss, 'MB')}; at ${IDLE_MS / 1000} s ${spread(
        runs.map((r) => r.rssAt10s),
        'MB',
      )}; floor ${spread(
        runs.map((r) => r.floorRss),
        'MB',
      )}; /readyz ${spread(
        runs.map((r) => r.readyMs),
        'ms',
      )}`,
    ),
  ];
}

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/** apps/server: bundles sit in it so that their packages resolve from node_modules as dist's do. */
export const SERVER_DIR = resolve(import.meta.dirname, '../..');

/**
 * src/main.ts bundled as `npm run build` does (apps/server/dist may be stale), with its
 * migrations beside it. Returns the folder; remove it with `rmSync` when done.
 */
export async function bundleServer(prefix: string): Promise<string> {
  const out = mkdtempSync(join(SERVER_DIR, `.${prefix}-`));
  await build({
    entryPoints: [join(SERVER_DIR, 'src/main.ts')],
    outfile: join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@dealer/contracts': join(SERVER_DIR, '../../packages/contracts/src') },
    logLevel: 'warning',
  });
  cpSync(join(SERVER_DIR, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
  return out;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM (when still running) and the exit. */
  stop(): Promise<void>;
}

/** Starts the bundled server on a free loopback port with `env` over this process's environment. */
export async function startServerProcess(
  bundle: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const chunks: string[] = [];
  const child = spawn(process.execPath, [join(bundle, 'main.js')], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => chunks.join(''),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Polls `url` until it answers 200; throws with the process's output when the process ends first
 * or the deadline passes (generous: a loaded two-core machine starts a server slowly).
 */
export async function waitUntilAnswering(
  server: ServerProcess,
  url: string,
  withinMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    const ok = await fetch(url).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`server did not answer ${url} within ${withinMs} ms:\n${server.output()}`);
}

export function removeBundle(bundle: string | undefined): void {
  if (bundle) rmSync(bundle, { recursive: true, force: true });
}

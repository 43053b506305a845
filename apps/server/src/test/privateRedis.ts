import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';

/**
 * A redis-server of the test's own on a free loopback port, without persistence, that the test
 * stops and starts again as an outage would. The machine's shared Redis (6379) is never touched.
 */
export interface PrivateRedis {
  port: number;
  url: string;
  /** Stops Redis the way the operator did: `redis-cli shutdown nosave`. */
  stop(): Promise<void>;
  /** Starts Redis again on the same port; resolves once it answers PING. */
  start(): Promise<void>;
  /** Kills our redis-server if it runs (the test's cleanup). */
  close(): Promise<void>;
}

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Whether something answers PONG on the port (a raw RESP PING, no client library). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`private Redis: timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Starts a private redis-server; `running: false` only picks its port (Redis away at start). */
export async function privateRedis({ running = true } = {}): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    if (child) throw new Error('private Redis is already running');
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    server.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-2_000)));
    server.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-2_000)));
    server.once('exit', () => {
      if (child === server) child = undefined;
    });
    await until(`redis-server on port ${port} to answer\n${output}`, async () => {
      if (child !== server) throw new Error(`redis-server exited:\n${output}`);
      return answersPing(port);
    });
  };

  const stopped = (server: ChildProcess) =>
    server.exitCode !== null || server.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => server.once('exit', () => resolve()));

  if (running) await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const server = child;
      if (!server) throw new Error('private Redis is not running');
      await run('redis-cli', ['-p', String(port), 'shutdown', 'nosave']).catch(() => {
        // redis-cli reports the connection Redis closes as it shuts down; the exit is the proof.
      });
      await stopped(server);
    },
    async close() {
      const server = child;
      if (!server) return;
      server.kill('SIGKILL');
      await stopped(server);
    },
  };
}

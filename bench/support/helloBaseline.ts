import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { describe, runLoad, type LoadResult } from './load';

/** A port the kernel says is free right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

/** The hello-world server in its own process; `stop` ends it. */
export async function startHelloServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [resolve(import.meta.dirname, 'helloServer.mjs'), String(port)],
    {
      cwd: resolve(import.meta.dirname, '../../apps/server'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await new Promise<void>((ready, fail) => {
      child.once('exit', (code) => fail(new Error(`hello-world server exited (${code})`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) ready();
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

export const HELLO_REQUESTS = [{ method: 'GET' as const, path: '/' }];

/** The line a bench's detail carries for the floor. */
export const helloLine = (connections: number, result: LoadResult) =>
  `Fastify hello-world at ${connections} connections, same run: ${describe(result)}`;

/**
 * The Fastify hello-world floor at a bench's own concurrency and duration, measured in the same
 * run as the product (the quality bar's HTTP baseline): what a route cannot beat on this machine
 * at this load, whatever it does. Returns the figures and a line for the bench's detail.
 */
export async function helloBaseline(
  connections: number,
  seconds: number,
): Promise<LoadResult & { line: string }> {
  const hello = await startHelloServer();
  try {
    await runLoad({ url: hello.url, connections, seconds: 1, requests: HELLO_REQUESTS });
    const result = await runLoad({
      url: hello.url,
      connections,
      seconds,
      requests: HELLO_REQUESTS,
    });
    return { ...result, line: helloLine(connections, result) };
  } finally {
    await hello.stop();
  }
}

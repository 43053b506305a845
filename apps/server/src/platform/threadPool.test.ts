import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSync } from 'esbuild';
import { threadPoolSize } from './threadPool';

const dir = mkdtempSync(join(tmpdir(), 'thread-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The entry as the build ships it (build.mjs): src/start.ts as CommonJS, main.js beside it. Here
// main.js is the probe below, an ES module like the server.
buildSync({
  entryPoints: [join(import.meta.dirname, '../start.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: join(dir, 'start.cjs'),
  external: ['./main.js'],
  logLevel: 'warning',
});
writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');

/**
 * The server's place: started by start.cjs, parks `parked` pool threads on FIFO reads (each
 * holds its thread until a writer comes) and asks the pool for one more job: answers whether
 * that job was done within 300 ms, i.e. whether a thread was left.
 */
const probe = `import { readFile, stat, openSync, writeSync, closeSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const parked = Number(process.argv[2]);
const fifos = Array.from({ length: parked }, (_, i) => ${JSON.stringify(dir)} + '/fifo-' + process.pid + '-' + i);
for (const fifo of fifos) { execFileSync('mkfifo', [fifo]); readFile(fifo, () => {}); }
let done = false;
stat(import.meta.filename, () => { done = true; });
setTimeout(() => {
  process.stdout.write(done ? 'answered' : 'waited');
  for (const fifo of fifos) { const fd = openSync(fifo, 'w'); writeSync(fd, 'x'); closeSync(fd); }
}, 300);
`;
writeFileSync(join(dir, 'main.js'), probe);

function poolLeftAJob(parked: number, env: NodeJS.ProcessEnv = {}): string {
  const { UV_THREADPOOL_SIZE: _, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [join(dir, 'start.cjs'), String(parked)], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

describe("libuv's pool size", () => {
  it('is one thread per core, at least two, unless the operator chose one', () => {
    expect(threadPoolSize({}, 2)).toBe('2');
    expect(threadPoolSize({}, 1)).toBe('2');
    expect(threadPoolSize({}, 8)).toBe('8');
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '6' }, 2)).toBe('6');
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: ' ' }, 3)).toBe('3');
  });

  it('is in force when the server starts: one job per thread, then the next waits', () => {
    execFileSync('mkfifo', [join(dir, 'check')]); // mkfifo is there, or the probe cannot run
    const size = Number(threadPoolSize({}, Number(execFileSync('nproc', { encoding: 'utf8' }))));
    expect(poolLeftAJob(size - 1)).toBe('answered');
    expect(poolLeftAJob(size)).toBe('waited');
  });

  it("keeps the operator's size", () => {
    expect(poolLeftAJob(4, { UV_THREADPOOL_SIZE: '5' })).toBe('answered');
    expect(poolLeftAJob(5, { UV_THREADPOOL_SIZE: '5' })).toBe('waited');
  });
});

import { Worker } from 'node:worker_threads';

/** One parse worker thread, kept between jobs; `run` settles once per job. */
export interface PooledWorker {
  run<T>(job: unknown, timeoutMs: number): Promise<T>;
  /** False once it timed out, crashed or ran out of memory: it is not given another job. */
  readonly alive: boolean;
  terminate(): void;
}

/** A job's worker was cut off; `reason` is why (see readInWorker for the wording). */
export class WorkerCutOff extends Error {
  constructor(readonly reason: 'timeout' | 'memory') {
    super(`the parse worker was cut off (${reason})`);
    this.name = 'WorkerCutOff';
  }
}

/**
 * Built, this module is inlined in dist/main.js and the worker is dist/parseWorker.js beside it.
 * From source (vitest, `npm run dev`) the worker is the .ts file, loaded through tsx.
 */
function spawn(heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./parseWorker.js', import.meta.url), options);
  }
  const source = JSON.stringify(new URL('./parseWorker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${source}, ${source}))`;
  return new Worker(boot, { ...options, eval: true });
}

export function startWorker(heapMb: number): PooledWorker {
  const worker = spawn(heapMb);
  worker.unref(); // an idle worker never keeps the process alive
  let alive = true;
  let current: { settle: (error: Error | null, value?: unknown) => void } | undefined;
  const die = (error: Error) => {
    alive = false;
    current?.settle(error);
  };
  worker.on('message', (value: unknown) => current?.settle(null, value));
  worker.on('error', (error: Error & { code?: string }) =>
    die(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerCutOff('memory') : error),
  );
  worker.on('exit', (code) => die(new Error(`the parse worker exited (${code})`)));

  return {
    get alive() {
      return alive;
    },
    terminate() {
      alive = false;
      void worker.terminate();
    },
    run<T>(job: unknown, timeoutMs: number): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          current?.settle(new WorkerCutOff('timeout'));
          this.terminate();
        }, timeoutMs);
        current = {
          settle(error, value) {
            current = undefined;
            clearTimeout(timer);
            worker.unref();
            if (error) reject(error);
            else resolve(value as T);
          },
        };
        worker.ref(); // a job under way does keep it alive
        worker.postMessage(job);
      });
    },
  };
}

import { isConnectionFailure } from '../../db/connectionFailure';

/**
 * Runs `sweep` every `intervalMs`, never two at once in this process. Errors are logged and the
 * next tick tries again; `stop` waits for a running sweep to end. A database that is away fails
 * every tick until it is back: `log` hears the first of those failures only and `info` the tick
 * that works again, instead of one line a tick for the whole outage. The sweep itself must be
 * safe to run in every process at once (a conditional update that moves each row once).
 */
export function startIntervalSweep(
  name: string,
  sweep: () => Promise<unknown>,
  {
    intervalMs,
    log,
    info,
  }: { intervalMs: number; log: (error: unknown) => void; info?: (message: string) => void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  let away = false;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .then(() => {
        if (away) info?.(`${name}: the database answers again; sweeping as before`);
        away = false;
      })
      .catch((error: unknown) => {
        const outage = isConnectionFailure(error);
        if (!(outage && away)) log(error);
        away = outage;
      })
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import { connectionFailure } from './connectionFailure';

/** What an outage log writes to: the app's logger (pino) or a stand-in. */
export interface OutageLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface OutageLog {
  /**
   * Call with every failure. A connection failure is logged only when it begins an outage and
   * answers true (handled); any other error answers false, for the caller to log as before.
   */
  failed(error: unknown): boolean;
  /** Call when the database answered again: ends the outage, logging how long it lasted. */
  succeeded(): void;
  /** Whether an outage is going on (a connection failure since the last success). */
  readonly down: boolean;
}

/**
 * One line when the database goes away and one when it is back, instead of one per attempt: a
 * sweep that runs every second, or a pool that loses ten connections at once, would otherwise
 * bury the log under the same line while the database restarts.
 */
export function outageLog(logger: OutageLogger | undefined, what: string): OutageLog {
  let since: number | undefined;
  let failures = 0;
  return {
    failed(error) {
      const failure = connectionFailure(error);
      if (!failure) return false;
      failures += 1;
      if (since === undefined) {
        since = Date.now();
        logger?.warn(
          { reason: failure.reason },
          `${what}: database unavailable; carrying on when it answers again`,
        );
      }
      return true;
    },
    succeeded() {
      if (since === undefined) return;
      const seconds = (Date.now() - since) / 1000;
      logger?.info({ seconds, failures }, `${what}: database available again`);
      since = undefined;
      failures = 0;
    },
    get down() {
      return since !== undefined;
    },
  };
}

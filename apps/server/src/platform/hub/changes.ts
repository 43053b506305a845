import type { Role } from '@dealer/contracts';

/** Something a committed transaction changed that the people watching the live hub must hear. */
export type Change =
  /**
   * An order entered `to` (from `from`, null for a new order); each `notified` role got a row, and
   * each `settled` role's rows announcing `from` are done (docs/notification.md).
   */
  | {
      kind: 'order';
      branchId: number;
      from: number | null;
      to: number;
      notified: readonly Role[];
      settled: readonly Role[];
    }
  /** Notifications of `targetRole` at the branch were marked as read. */
  | { kind: 'read'; branchId: number; targetRole: string };

/** Takes the changes of committed transactions and tells the rooms concerned (the fan-out). */
export interface ChangePublisher {
  /** Call only after the commit. Never throws and never makes the caller wait. */
  afterCommit(changes: readonly Change[]): void;
}

/**
 * Runs `work` (one transaction) and hands what it changed to `publisher` once it has committed.
 * A transaction that fails or rolls back publishes nothing: a client is never told about a state
 * that a reload would not show.
 */
export async function emitAfterCommit<T>(
  publisher: ChangePublisher | undefined,
  work: () => Promise<T>,
  changesOf: (result: T) => readonly Change[],
): Promise<T> {
  const result = await work();
  publisher?.afterCommit(changesOf(result));
  return result;
}

import type { Database } from '../../db/client';
import type { OutageLog } from '../../db/outageLog';
import type { SendResult } from '../../platform/messaging/types';
import { claimAndMarkSql, type DeliveryRow } from './deliveryRows';

interface Waiting<T, R> {
  item: T;
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}
type Sent = { id: string; result: SendResult };

/** How long a sent message's mark is kept and retried while the database is away. */
const MARK_PATIENCE_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface DeliveryWriter {
  /** Claims a delivery for sending (undefined: not claimable now; the caller asks why). */
  claim(id: string): Promise<DeliveryRow | undefined>;
  /** Records a send; resolves once committed. Kept and retried through a database outage. */
  mark(sent: Sent): Promise<void>;
}

/**
 * Claims and 'sent' marks of every slot, written together: one statement carries the marks and the
 * claims that arrived while the previous one ran (group commit), so recording each message as it
 * is sent costs no round trip of its own. Because a slot claims its next message only after it
 * handed in its last mark, and marks are never dropped (a failed statement's marks go into the
 * next one, its claims fail), no claim commits before the marks handed in before it: each slot has
 * at most one message sent and not yet recorded.
 */
export function deliveryWriter(database: Database, outage: OutageLog): DeliveryWriter {
  let claims: Waiting<string, DeliveryRow | undefined>[] = [];
  let marks: (Waiting<Sent, void> & { since: number })[] = [];
  let writing = false;

  const flush = async () => {
    writing = true;
    for (let backoff = 100; claims.length > 0 || marks.length > 0;) {
      const claiming = claims;
      const marking = marks;
      claims = [];
      marks = [];
      try {
        const rows = await database.query<DeliveryRow>(claimAndMarkSql, [
          marking.map((m) => m.item.id),
          marking.map((m) => m.item.result.status),
          marking.map((m) => m.item.result.providerId ?? null),
          claiming.map((c) => c.item),
        ]);
        outage.succeeded();
        backoff = 100;
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const m of marking) m.resolve();
        for (const c of claiming) c.resolve(byId.get(c.item));
      } catch (error) {
        for (const c of claiming) c.reject(error);
        const now = Date.now();
        const keep = outage.failed(error)
          ? marking.filter((m) => now - m.since < MARK_PATIENCE_MS)
          : [];
        for (const m of marking) if (!keep.includes(m)) m.reject(error);
        marks = [...keep, ...marks];
        if (keep.length > 0) {
          await sleep(backoff);
          backoff = Math.min(backoff * 2, 2000);
        }
      }
    }
    writing = false;
  };
  const start = () => {
    if (!writing) void flush();
  };

  return {
    claim: (id) =>
      new Promise((resolve, reject) => {
        claims.push({ item: id, resolve, reject });
        start();
      }),
    mark: (sent) =>
      new Promise((resolve, reject) => {
        marks.push({ item: sent, resolve, reject, since: Date.now() });
        start();
      }),
  };
}

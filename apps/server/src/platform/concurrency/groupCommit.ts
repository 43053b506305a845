/**
 * Group commit: each caller hands in one item and waits for the statement that writes it. The first
 * item is written at once; items that arrive while that write is in flight wait for it and then go
 * together in the next one. Callers never wait longer than one write behind, and the number of
 * statements falls as the number of concurrent callers grows (the campaign sender marks each
 * message sent as soon as it is sent without paying a round trip per message).
 *
 * `write` answers one result per item, in the items' order. A failed write rejects every caller of
 * that write; later items go in the next write as usual.
 */
export function groupCommit<T, R>(write: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (r: R) => void;
    reject: (e: unknown) => void;
  }
  let pending: Waiting[] = [];
  let writing = false;

  const flush = async () => {
    writing = true;
    while (pending.length > 0) {
      const group = pending;
      pending = [];
      try {
        const results = await write(group.map((w) => w.item));
        group.forEach((w, i) => w.resolve(results[i] as R));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    writing = false;
  };

  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (!writing) void flush();
    });
}

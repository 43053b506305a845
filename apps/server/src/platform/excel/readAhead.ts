/**
 * The rows of `ids`, `size` ids at a time, each batch read by `read` while the one before it is
 * being written: the database works while the workbook does, with at most two batches in memory.
 */
export async function* readAhead<TRow>(
  ids: readonly number[],
  size: number,
  read: (ids: number[]) => Promise<TRow[]>,
): AsyncGenerator<TRow[]> {
  const start = (at: number) => {
    const batch = read(ids.slice(at, at + size));
    // Handled here too: a download closed mid-way leaves the batch read ahead unawaited.
    batch.catch(() => undefined);
    return batch;
  };
  let next = ids.length > 0 ? start(0) : undefined;
  for (let at = 0; next; at += size) {
    const batch = await next;
    next = at + size < ids.length ? start(at + size) : undefined;
    yield batch;
  }
}

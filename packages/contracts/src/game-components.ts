/**
 * A product lists each price component once (issue 35, item 2): a repeated row is refused at
 * that row's field, naming the row it repeats, by the contract (ZProductSave), the server and
 * the console alike. Kept apart from game.ts, which imports it, so that nothing here imports back.
 */

/**
 * The rows that repeat a price component chosen in an earlier row: `row` repeats `firstRow`
 * (both zero-based). The server refuses them at the row's field; the console too, before sending.
 */
export function repeatedComponentRows(
  components: readonly ({ priceComponentId?: number | null } | null | undefined)[],
): { row: number; firstRow: number }[] {
  const first = new Map<number, number>();
  const repeated: { row: number; firstRow: number }[] = [];
  components.forEach((c, row) => {
    const id = c?.priceComponentId;
    if (id === undefined || id === null) return;
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, row);
    else repeated.push({ row, firstRow: earlier });
  });
  return repeated;
}

/** The English refusal of a repeated component, naming both rows as the screen numbers them. */
export const repeatedComponentMessage = (row: number, firstRow: number) =>
  `Row ${row + 1} repeats the price component of row ${firstRow + 1}`;

import type { PriceComponent } from '@dealer/contracts/game';
import { pointsPrice } from '@dealer/contracts/game-points';

/** A row of the product form's price components as it is being filled in. */
export type ComponentRow = { priceComponentId?: number; componentValue?: number } | undefined;

/**
 * The points price of the rows being edited, by the server's formula (pointsPrice), at the saved
 * conversion rate, of the rows filled in; null while the rate loads or no Currency row is filled in.
 */
export function pointsOfRows(
  rows: readonly ComponentRow[],
  components: readonly PriceComponent[],
  rate: number | undefined,
): number | null {
  if (rate === undefined) return null;
  const calcTypes = new Map(components.map((c) => [c.priceComponentId, c.priceComponentCalcType]));
  const priced = [];
  for (const row of rows) {
    const calcType =
      row?.priceComponentId === undefined ? undefined : calcTypes.get(row.priceComponentId);
    const value = row?.componentValue;
    // A row still being filled in prices nothing yet (and the save refuses it at its field).
    if (calcType === undefined || typeof value !== 'number' || !Number.isFinite(value)) continue;
    priced.push({ calcType, componentValue: value });
  }
  return pointsPrice(priced, rate);
}

import type { BlockageDetail } from '@dealer/contracts/branch-stock';
import { formatDate } from '../kit/format';

/** 'DD-MM-YYYY – DD-MM-YYYY', or one date when the block lasts a single day. */
export function blockPeriod(
  block: Pick<BlockageDetail, 'blockStartDate' | 'blockEndDate'>,
): string {
  const start = formatDate(block.blockStartDate);
  return block.blockStartDate === block.blockEndDate
    ? start
    : `${start} – ${formatDate(block.blockEndDate)}`;
}

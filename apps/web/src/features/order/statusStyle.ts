import type { OrderStatusCode } from '@dealer/contracts/order-workflow';
import type { BoardKind } from './boards';

export { STATUS_COLORS, textColorOn } from '../../shared/order/statusColors';

export const BLINKING_STATUS = 8;

export interface LegendEntry {
  code: OrderStatusCode;
  labelKey: string;
}

const entry = (code: OrderStatusCode, key: string): LegendEntry => ({
  code,
  labelKey: `order.legend.${key}`,
});

const FULL_LEGEND: readonly LegendEntry[] = [
  entry(1, 'submitted'),
  entry(2, 'assigned'),
  entry(4, 'claimed'),
  entry(13, 'cancelled'),
  entry(5, 'prepareUnit'),
  entry(6, 'checkBeforeOnProcess'),
  entry(7, 'checkBeforeCompleted'),
  entry(12, 'rejected'),
  entry(9, 'completedTestDrive'),
  entry(10, 'checkAfterOnProcess'),
  entry(11, 'checkAfterCompleted'),
  entry(8, 'startTestDrive'),
];

/**
 * The 'Color Status Information' legend of each board (spec 1 section 4): the CRC legend has
 * only Submitted, Assigned, Claimed, Cancelled and Completed; the PIC test-drive legend adds
 * Rejected By System and Rejected By Salesman to the full one.
 */
export const LEGENDS: Readonly<Record<BoardKind, readonly LegendEntry[]>> = {
  headOffice: [...FULL_LEGEND, entry(16, 'completed')],
  pdi: FULL_LEGEND,
  crc: [
    entry(1, 'submitted'),
    entry(2, 'assigned'),
    entry(4, 'claimed'),
    entry(13, 'cancelled'),
    entry(16, 'completed'),
  ],
  pictestdrive: [...FULL_LEGEND, entry(15, 'rejectedBySystem'), entry(14, 'rejectedBySalesman')],
};

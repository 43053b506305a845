import type { OrderStatusCode } from '@dealer/contracts/order-workflow';
import type { BoardKind } from './boards';

/**
 * The colour of each status (spec 1 section 4's legend). Bars carry their status name as text
 * too, so colour is never the only signal.
 */
export const STATUS_COLORS: Readonly<Record<OrderStatusCode, string>> = {
  1: '#fadb14', // Submitted: yellow
  2: '#fa8c16', // Assigned: orange
  3: '#ffc069', // Distributed: on the way to the salesman, a lighter orange
  4: '#52c41a', // Claimed: green
  5: '#722ed1', // Prepare Unit: violet
  6: '#13c2c2', // Check Before TestDrive On Process: teal
  7: '#08979c', // Check Before TestDrive Completed: green-blue
  8: '#1677ff', // Start TestDrive: blinking blue
  9: '#1677ff', // Completed TestDrive: blue
  10: '#d46b08', // Check After TestDrive On Process: dark orange
  11: '#a0d911', // Check After TestDrive Completed: highlight green
  12: '#8c8c8c', // Rejected By PIC Test Drive / Reject By PDI: grey
  13: '#f5222d', // Order Cancelled: red
  14: '#bfbfbf', // Rejected By Salesman
  15: '#d9d9d9', // Rejected By System
  16: '#0958d9', // Completed
};

/** Text colour readable on each status colour. */
export function textColorOn(code: number): string {
  return [1, 3, 4, 11, 14, 15].includes(code) ? 'rgba(0, 0, 0, 0.88)' : '#fff';
}

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

import type { OrderStatusCode } from '@dealer/contracts/order-workflow';

/**
 * The colour of each status (spec 1 section 4's legend). Bars, tags and the legend carry the
 * status's icon (components/StatusIcon.tsx) and bars name the status, so colour is never the
 * only signal.
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
  9: '#10239e', // Completed TestDrive: a dark navy, so it is not the blue of Start TestDrive
  10: '#d46b08', // Check After TestDrive On Process: dark orange
  11: '#a0d911', // Check After TestDrive Completed: highlight green
  12: '#8c8c8c', // Rejected By PIC Test Drive / Reject By PDI: grey
  13: '#f5222d', // Order Cancelled: red
  14: '#bfbfbf', // Rejected By Salesman
  15: '#d9d9d9', // Rejected By System
  16: '#0958d9', // Completed
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * Black or white text on a status colour, whichever contrasts more: one of them always reaches
 * the 4.5:1 of WCAG AA for small text.
 */
export function textColorOn(code: number): string {
  const background = STATUS_COLORS[code as OrderStatusCode] ?? '#d9d9d9';
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}

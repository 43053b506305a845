import type { OrderStatusCode } from '@dealer/contracts';

/** The statuses an order passed through to reach `status` (spec 1 section 4 order). */
export function pathTo(status: OrderStatusCode, random: () => number): OrderStatusCode[] {
  const main: OrderStatusCode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16];
  const index = main.indexOf(status);
  if (index >= 0) return main.slice(0, index + 1);
  const prefix = (end: number) => main.slice(0, end);
  switch (status) {
    case 12:
      return [...prefix(5 + Math.floor(random() * 2)), 12];
    case 13:
      return [...prefix(1 + Math.floor(random() * 4)), 13];
    case 14:
      return [...prefix(2 + Math.floor(random() * 2)), 14];
    default:
      return [1, 15];
  }
}

/** A plausible status for an order starting `dayOffset` days from today. */
export function statusFor(dayOffset: number, slot: number, random: () => number): OrderStatusCode {
  const r = random();
  if (dayOffset < 0) {
    if (r < 0.7) return 16;
    if (r < 0.8) return 13;
    if (r < 0.87) return 12;
    if (r < 0.93) return 15;
    return 14;
  }
  if (dayOffset === 0) {
    // Today's board: every state of the day, later slots earlier in the flow.
    const inFlow: OrderStatusCode[] = [16, 11, 10, 9, 8, 7, 6, 5, 4, 2, 1];
    return inFlow[Math.min(inFlow.length - 1, slot * 2 + Math.floor(r * 3))]!;
  }
  if (r < 0.35) return 1;
  if (r < 0.6) return 2;
  if (r < 0.75) return 3;
  if (r < 0.9) return 4;
  return r < 0.95 ? 13 : 14;
}

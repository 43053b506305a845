import type { TestDriveOrder } from '@dealer/contracts/order';
import { describe, expect, it } from 'vitest';
import { remainingMinutes } from '../../shared/order/remainingMinutes';
import { buildTimeline, drawnEndMinute, visibleRange, type TimelineUnit } from './timelineLayout';

const TZ = 'Asia/Jakarta'; // UTC+7, no daylight saving
const DAY = '2026-11-21';

const unit = (id: number, plate: string, blocks: [string, string][] = []): TimelineUnit => ({
  id,
  policeRegNo: plate,
  modelMaterialDesc: 'Avanza',
  materialDesc: '1.5 G',
  colorDesc: 'White',
  transmissionType: 'Automatic',
  blockageDetails: blocks.map(([blockStartDate, blockEndDate]) => ({
    blockStartDate,
    blockEndDate,
  })),
});

/** An order on unit `unitId` from `from` to `to` (business hours on DAY, UTC+7). */
function order(
  no: string,
  unitId: number,
  from: string,
  to: string,
  statusCode = 2,
): TestDriveOrder {
  const at = (hhmm: string) => `${DAY}T${hhmm}:00+07:00`;
  return {
    testDriveOrderNo: no,
    testDriveUnitId: unitId,
    startDateTime: at(from),
    endDateTime: at(to),
    statusCode,
    testDriveUnit: { ...unit(unitId, `B ${unitId}`), branchCode: 'T010' },
  } as unknown as TestDriveOrder;
}

describe('the daily timeline layout', () => {
  it('groups vehicles Booking, Non Booking and Block, each sorted by plate', () => {
    const units = [
      unit(1, 'B 3'),
      unit(2, 'B 1'),
      unit(3, 'B 2', [['2026-11-20', DAY]]),
      unit(4, 'B 0'),
    ];
    const { rows } = buildTimeline(units, [order('TD-1', 1, '09:00', '10:00')], DAY, TZ);
    expect(
      rows.map((r) => (r.kind === 'group' ? `[${r.group} ${r.count}]` : r.unit.policeRegNo)),
    ).toEqual(['[booking 1]', 'B 3', '[nonBooking 2]', 'B 0', 'B 1', '[block 1]', 'B 2']);
  });

  it('puts a vehicle whose only order was cancelled in Non Booking, its bar faded', () => {
    const { rows } = buildTimeline(
      [unit(1, 'B 1')],
      [order('TD-1', 1, '09:00', '10:00', 13)],
      DAY,
      TZ,
    );
    const vehicle = rows.find((r) => r.kind === 'vehicle')!;
    expect(vehicle.group).toBe('nonBooking');
    expect(vehicle.kind === 'vehicle' && vehicle.bars[0]!.released).toBe(true);
  });

  it('draws an order ending at 17:00 to 18:00, in the business time zone', () => {
    expect(drawnEndMinute(17 * 60)).toBe(18 * 60);
    expect(drawnEndMinute(16 * 60)).toBe(16 * 60);
    const { rows, axis } = buildTimeline(
      [unit(1, 'B 1')],
      [order('TD-1', 1, '16:00', '17:00')],
      DAY,
      TZ,
    );
    expect(axis).toEqual({ startHour: 8, endHour: 18 });
    const bar = rows.flatMap((r) => (r.kind === 'vehicle' ? r.bars : []))[0]!;
    // 16:00 to 18:00 on an 08:00 to 18:00 axis: the last fifth.
    expect(bar.left).toBeCloseTo(80);
    expect(bar.width).toBeCloseTo(20);
  });

  it('blinks status 8 only', () => {
    const { rows } = buildTimeline(
      [unit(1, 'B 1')],
      [order('TD-1', 1, '09:00', '10:00', 8), order('TD-2', 1, '11:00', '12:00', 9)],
      DAY,
      TZ,
    );
    const bars = rows.flatMap((r) => (r.kind === 'vehicle' ? r.bars : []));
    expect(bars.map((b) => b.blinking)).toEqual([true, false]);
  });

  it('widens the axis for an early order and shows a unit only an order names', () => {
    const { rows, axis } = buildTimeline([], [order('TD-1', 9, '06:30', '07:30')], DAY, TZ);
    expect(axis.startHour).toBe(6);
    expect(rows.some((r) => r.kind === 'vehicle' && r.unit.id === 9)).toBe(true);
  });

  it('renders only the rows in view plus a margin', () => {
    expect(visibleRange(0, 440, 44, 303, 6)).toEqual({ first: 0, last: 15 });
    expect(visibleRange(44 * 100, 440, 44, 303, 6)).toEqual({ first: 94, last: 115 });
    expect(visibleRange(44 * 300, 440, 44, 303, 6).last).toBe(302);
  });
});

describe('the minutes left before the 30-minute rule', () => {
  const submitted = '2026-11-21T02:00:00Z';
  it('counts down from 30 and stops at 0', () => {
    const at = (minutes: number) => Date.parse(submitted) + minutes * 60_000;
    expect(remainingMinutes({ statusCode: 1, submittedTime: submitted }, at(0))).toBe(30);
    expect(remainingMinutes({ statusCode: 1, submittedTime: submitted }, at(29.5))).toBe(1);
    expect(remainingMinutes({ statusCode: 1, submittedTime: submitted }, at(31))).toBe(0);
  });
  it('says nothing for other statuses', () => {
    expect(remainingMinutes({ statusCode: 2, submittedTime: submitted }, Date.now())).toBeNull();
  });
});

describe('status colours', () => {
  it('write every status name in a colour with at least 4.5:1 contrast', async () => {
    const { STATUS_COLORS, textColorOn } = await import('./statusStyle');
    const lum = (hex: string) => {
      const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const [r, g, b] = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const [code, background] of Object.entries(STATUS_COLORS)) {
      const text = textColorOn(Number(code)) === '#000' ? '#000000' : '#ffffff';
      const [hi, lo] = [lum(background), lum(text)].sort((a, b) => b - a);
      expect((hi! + 0.05) / (lo! + 0.05), `status ${code}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

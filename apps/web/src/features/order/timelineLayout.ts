import { FINAL_STATUSES } from '@dealer/contracts/order-workflow';
import type { TestDriveOrder } from '@dealer/contracts/order';
import { inZone } from '../../shared/time/businessTime';
import { BLINKING_STATUS } from './statusStyle';

/**
 * The daily timeline as data (spec 1 sections 2, 4 and 9): one row per vehicle, grouped Booking,
 * Non Booking and Block, orders as bars on an hour axis. Pure, so the rules are tested without a
 * browser and the component only draws.
 */

export interface TimelineUnit {
  id: number;
  policeRegNo: string;
  modelMaterialDesc: string;
  materialDesc: string;
  colorDesc: string;
  transmissionType: string;
  /** Blocks of the unit (YYYY-MM-DD, both ends included); the day inside one puts it in Block. */
  blockageDetails: readonly { blockStartDate: string; blockEndDate: string }[];
}

export type VehicleGroup = 'booking' | 'nonBooking' | 'block';
export const GROUP_ORDER: readonly VehicleGroup[] = ['booking', 'nonBooking', 'block'];

export interface TimelineBar {
  order: TestDriveOrder;
  /** Position on the axis, in percent of its width. */
  left: number;
  width: number;
  blinking: boolean;
  /** Final statuses (cancelled, rejected, completed) no longer hold the car: drawn faded. */
  released: boolean;
}

export type TimelineRow =
  | { kind: 'group'; group: VehicleGroup; count: number }
  | { kind: 'vehicle'; group: VehicleGroup; unit: TimelineUnit; bars: TimelineBar[] };

export interface TimelineAxis {
  startHour: number;
  endHour: number;
}

/** The working day the axis always shows; it widens for orders outside it. */
export const DEFAULT_AXIS: TimelineAxis = { startHour: 8, endHour: 18 };

/** Spec 1 section 9: an order ending at 17:00 is drawn to 18:00 (the car is back after it). */
export function drawnEndMinute(endMinute: number): number {
  return endMinute === 17 * 60 ? 18 * 60 : endMinute;
}

/** Minutes after midnight of `iso` on business day `day`, clamped to that day. */
function minuteOfDay(iso: string, day: string, timeZone: string): number {
  const at = inZone(iso, timeZone);
  const date = at.format('YYYY-MM-DD');
  if (date < day) return 0;
  if (date > day) return 24 * 60;
  return at.hour() * 60 + at.minute();
}

function isBlockedOn(unit: TimelineUnit, day: string): boolean {
  return unit.blockageDetails.some((b) => b.blockStartDate <= day && day <= b.blockEndDate);
}

const holdsUnit = (order: TestDriveOrder) =>
  !(FINAL_STATUSES as readonly number[]).includes(order.statusCode);

function unitOfOrder(order: TestDriveOrder): TimelineUnit {
  const u = order.testDriveUnit;
  return {
    id: u.id,
    policeRegNo: u.policeRegNo,
    modelMaterialDesc: u.modelMaterialDesc,
    materialDesc: u.materialDesc,
    colorDesc: u.colorDesc,
    transmissionType: u.transmissionType,
    blockageDetails: [],
  };
}

/**
 * Rows for business day `day`: every unit of the branch plus any unit an order of the day uses
 * (a unit disabled after booking still shows its orders). A unit is Block when a block covers
 * the day, Booking when an order of the day still holds it, else Non Booking. Within a group,
 * vehicles are sorted by plate; bars by start time.
 */
export function buildTimeline(
  units: readonly TimelineUnit[],
  orders: readonly TestDriveOrder[],
  day: string,
  timeZone: string,
): { rows: TimelineRow[]; axis: TimelineAxis } {
  const byUnit = new Map<number, TimelineUnit>(units.map((u) => [u.id, u]));
  const ordersOf = new Map<number, TestDriveOrder[]>();
  let startMinute = DEFAULT_AXIS.startHour * 60;
  let endMinute = DEFAULT_AXIS.endHour * 60;
  const spans = new Map<TestDriveOrder, [number, number]>();
  for (const order of orders) {
    if (!byUnit.has(order.testDriveUnitId)) byUnit.set(order.testDriveUnitId, unitOfOrder(order));
    const list = ordersOf.get(order.testDriveUnitId) ?? [];
    list.push(order);
    ordersOf.set(order.testDriveUnitId, list);
    const from = minuteOfDay(order.startDateTime, day, timeZone);
    const to = Math.max(from + 15, drawnEndMinute(minuteOfDay(order.endDateTime, day, timeZone)));
    spans.set(order, [from, to]);
    startMinute = Math.min(startMinute, Math.floor(from / 60) * 60);
    endMinute = Math.max(endMinute, Math.ceil(to / 60) * 60);
  }
  const axis = { startHour: startMinute / 60, endHour: Math.min(24, endMinute / 60) };
  const length = (axis.endHour - axis.startHour) * 60;

  const grouped: Record<VehicleGroup, { unit: TimelineUnit; bars: TimelineBar[] }[]> = {
    booking: [],
    nonBooking: [],
    block: [],
  };
  for (const unit of byUnit.values()) {
    const unitOrders = (ordersOf.get(unit.id) ?? []).sort((a, b) =>
      a.startDateTime.localeCompare(b.startDateTime),
    );
    const bars = unitOrders.map((order): TimelineBar => {
      const [from, to] = spans.get(order)!;
      const left = ((from - axis.startHour * 60) / length) * 100;
      return {
        order,
        left,
        width: Math.min(100 - left, ((to - from) / length) * 100),
        blinking: order.statusCode === BLINKING_STATUS,
        released: !holdsUnit(order),
      };
    });
    const group: VehicleGroup = isBlockedOn(unit, day)
      ? 'block'
      : unitOrders.some(holdsUnit)
        ? 'booking'
        : 'nonBooking';
    grouped[group].push({ unit, bars });
  }

  const rows: TimelineRow[] = [];
  for (const group of GROUP_ORDER) {
    const vehicles = grouped[group].sort((a, b) =>
      a.unit.policeRegNo.localeCompare(b.unit.policeRegNo),
    );
    rows.push({ kind: 'group', group, count: vehicles.length });
    for (const v of vehicles) rows.push({ kind: 'vehicle', group, ...v });
  }
  return { rows, axis };
}

/**
 * The rows a scrolled viewport shows, plus `overscan` rows on each side so a fast scroll does not
 * flash blank rows: the timeline renders only these (hundreds of vehicles stay smooth).
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = 6,
): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(
    rowCount - 1,
    Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan - 1,
  );
  return { first, last };
}

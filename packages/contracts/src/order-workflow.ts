import type { Role } from './roles';

/**
 * Test-drive order statuses (spec 1 section 4) and the transition table this product settles,
 * because the specification gives only the statuses and their order. The server enforces exactly
 * this table; the console shows exactly the moves it allows the signed-in role. docs/order.md
 * renders the same table for people.
 */
export const ORDER_STATUSES = {
  SUBMITTED: 1,
  ASSIGNED: 2,
  DISTRIBUTED: 3,
  CLAIMED: 4,
  PREPAREUNIT: 5,
  CHECKBEFORETDONPROCESS: 6,
  CHECKBEFORETDCOMPLETED: 7,
  STARTTD: 8,
  COMPLETETD: 9,
  CHECKAFTERTDONPROCESS: 10,
  CHECKAFTERTDCOMPLETED: 11,
  REJECTBYPDI: 12,
  CANCELLED: 13,
  REJECTEDBYSALESMAN: 14,
  REJECTEDBYSYSTEM: 15,
  COMPLETED: 16,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUSES;
export type OrderStatusCode = (typeof ORDER_STATUSES)[OrderStatusName];

export const ORDER_STATUS_NAMES = Object.keys(ORDER_STATUSES) as OrderStatusName[];
const NAME_OF = new Map<number, OrderStatusName>(
  ORDER_STATUS_NAMES.map((name) => [ORDER_STATUSES[name], name]),
);

export function statusName(code: number): OrderStatusName | undefined {
  return NAME_OF.get(code);
}

/**
 * Extra names the console sends for a status (spec 1 section 4): PIC test drive rejects with
 * 'REJECTBYPicTestDrive', which is the same rejected-before-the-drive status 12.
 */
export const STATUS_ALIASES: Readonly<Record<string, OrderStatusName>> = {
  REJECTBYPicTestDrive: 'REJECTBYPDI',
};

/** The status a name sent by a client stands for (exact names or an alias), else undefined. */
export function statusFromName(name: string): OrderStatusCode | undefined {
  const canonical = (STATUS_ALIASES[name] ?? name) as OrderStatusName;
  return ORDER_STATUSES[canonical];
}

/** Statuses after which an order never moves again. */
export const FINAL_STATUSES: readonly OrderStatusCode[] = [12, 13, 16];

/**
 * Who moves an order:
 * - `crcDesk`: customer relations (crc) and head office, who take orders in and assign salesmen;
 * - `unitDesk`: inspection (pdi), the area PIC (pictestdrive) and head office, who prepare,
 *   check and take back the car;
 * - `salesman`: the salesman app, through the service endpoints;
 * - `system`: the server itself (the 30-minute rule).
 */
export type OrderActor = 'crcDesk' | 'unitDesk' | 'salesman' | 'system';

export const ACTOR_ROLES: Readonly<Record<'crcDesk' | 'unitDesk', readonly Role[]>> = {
  crcDesk: ['crc', 'ho_testdrive', 'superadmin'],
  unitDesk: ['pdi', 'pictestdrive', 'ho_testdrive', 'superadmin'],
};

export interface OrderTransition {
  from: OrderStatusCode;
  to: OrderStatusCode;
  by: OrderActor;
  /** What the move is called on buttons and in the activity log. */
  label: string;
  /** A salesman must be chosen (assign). */
  needsPartner?: true;
  /** The BEFORE or AFTER answer set must be saved first. */
  needsAnswerSet?: 'BEFORE' | 'AFTER';
  /**
   * A console user must say why, with a reason of this category (reason master data); the apps
   * and the system move without one.
   */
  needsReason?: ReasonCategoryCode;
}

/** The reason categories the workflow asks for (seeded reference data, apps/server seed). */
export type ReasonCategoryCode = 'CANCEL' | 'REJECT';

const t = (
  from: OrderStatusCode,
  to: OrderStatusCode,
  by: OrderActor,
  label: string,
  extra: Partial<OrderTransition> = {},
): OrderTransition => ({ from, to, by, label, ...extra });

const CANCEL = { needsReason: 'CANCEL' } as const;
const REJECT = { needsReason: 'REJECT' } as const;

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  t(1, 2, 'crcDesk', 'Assign salesman', { needsPartner: true }),
  t(14, 2, 'crcDesk', 'Re-assign salesman', { needsPartner: true }),
  t(15, 2, 'crcDesk', 'Re-assign salesman', { needsPartner: true }),
  t(1, 13, 'crcDesk', 'Cancel order', CANCEL),
  t(2, 13, 'crcDesk', 'Cancel order', CANCEL),
  t(3, 13, 'crcDesk', 'Cancel order', CANCEL),
  t(4, 13, 'crcDesk', 'Cancel order', CANCEL),
  t(2, 3, 'salesman', 'Open order'),
  t(3, 4, 'salesman', 'Claim order'),
  t(2, 14, 'salesman', 'Reject order'),
  t(3, 14, 'salesman', 'Reject order'),
  t(4, 5, 'salesman', 'Request unit'),
  t(5, 6, 'unitDesk', 'Approve unit request'),
  t(6, 7, 'unitDesk', 'Complete check before test drive', { needsAnswerSet: 'BEFORE' }),
  t(5, 12, 'unitDesk', 'Reject', REJECT),
  t(6, 12, 'unitDesk', 'Reject', REJECT),
  t(7, 8, 'salesman', 'Start test drive'),
  t(8, 9, 'salesman', 'Complete test drive'),
  t(9, 10, 'unitDesk', 'Take the car back'),
  t(10, 11, 'unitDesk', 'Complete check after test drive', { needsAnswerSet: 'AFTER' }),
  t(11, 16, 'unitDesk', 'Complete order'),
  t(1, 15, 'system', 'Rejected by the system after 30 minutes unassigned'),
];

/** Minutes an order may stay SUBMITTED before the system rejects it (spec 1 section 9). */
export const AUTO_REJECT_MINUTES = 30;

/** Can a user holding `roles` act as `actor`? (superadmin is in both desks' lists.) */
export function actsAs(actor: OrderActor, roles: readonly Role[]): boolean {
  if (actor === 'salesman' || actor === 'system') return false;
  return roles.some((role) => ACTOR_ROLES[actor].includes(role));
}

/** The moves a console user holding `roles` may make from `from`, in table order. */
export function movesFor(from: number, roles: readonly Role[]): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((move) => move.from === from && actsAs(move.by, roles));
}

/** The move from `from` to `to`, whoever makes it, or undefined when the table has none. */
export function findTransition(from: number, to: number): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((move) => move.from === from && move.to === to);
}

/**
 * The activity-log phrase of each status (spec 1 section 4: every status has one); the log row
 * reads '<phrase> by <name> (<role label>)'.
 */
export const STATUS_PHRASES: Readonly<Record<OrderStatusName, string>> = {
  SUBMITTED: 'Order submitted',
  ASSIGNED: 'Salesman assigned',
  DISTRIBUTED: 'Order distributed to the salesman',
  CLAIMED: 'Order claimed by the salesman',
  PREPAREUNIT: 'Unit requested for the test drive',
  CHECKBEFORETDONPROCESS: 'Unit request approved, check before test drive on process',
  CHECKBEFORETDCOMPLETED: 'Check before test drive completed',
  STARTTD: 'Test drive started',
  COMPLETETD: 'Test drive completed',
  CHECKAFTERTDONPROCESS: 'Vehicle returned, check after test drive on process',
  CHECKAFTERTDCOMPLETED: 'Check after test drive completed',
  REJECTBYPDI: 'Order rejected before the test drive',
  CANCELLED: 'Order cancelled',
  REJECTEDBYSALESMAN: 'Order rejected by the salesman',
  REJECTEDBYSYSTEM: 'Order rejected by the system after 30 minutes unassigned',
  COMPLETED: 'Order completed',
};

/** Assign-by role labels the console sends with status updates (spec 1 section 6). */
export const ASSIGN_BY_LABELS = [
  'SuperAdmin',
  'SUPERADMIN',
  'HO-Test Drive',
  'PICTESTDRIVE',
  'CRC',
  'PDI',
] as const;
export type AssignByLabel = (typeof ASSIGN_BY_LABELS)[number];

/** The label the console sends for a role (the role list of spec 1 section 6). */
export function assignByLabel(role: Role): AssignByLabel | undefined {
  switch (role) {
    case 'superadmin':
      return 'SuperAdmin';
    case 'ho_testdrive':
      return 'HO-Test Drive';
    case 'pictestdrive':
      return 'PICTESTDRIVE';
    case 'crc':
      return 'CRC';
    case 'pdi':
      return 'PDI';
    default:
      return undefined;
  }
}

/** Statuses each dashboard shows (spec 1 section 6). */
export const DASHBOARD_STATUSES: Readonly<
  Record<'crc' | 'pdi' | 'pictestdrive' | 'headOffice', readonly OrderStatusCode[]>
> = {
  crc: [1, 2, 4, 13, 14, 15],
  pdi: [5, 6, 7, 8, 9, 10, 11, 12],
  pictestdrive: [1, 5, 6, 8, 9, 10, 13, 14, 15],
  headOffice: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
};

/** Which dashboard's statuses a user sees: by the active role (head office for the others). */
export function dashboardOf(role: Role): keyof typeof DASHBOARD_STATUSES {
  return role === 'crc' || role === 'pdi' || role === 'pictestdrive' ? role : 'headOffice';
}

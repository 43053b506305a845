import { z } from 'zod';
import { id, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZStatusName, ZTestDriveOrder } from './order';

/**
 * Calls of the customer app and the salesman app (orders come from outside the console). They
 * authenticate as a service client with HTTP Basic credentials (SERVICE_CLIENTS), not as users.
 */
export const ORDER_SERVICE_API = {
  create: '/api/testdrive/service/order/create',
  updateStatus: '/api/testdrive/service/order/updatestatus',
} as const;

/** An instant with its offset, e.g. 2026-12-01T09:00:00+07:00. */
const ZInstant = z.iso
  .datetime({ offset: true, message: 'must be a date-time with offset' })
  .max(40, 'must be a date-time with offset');

/** POST service/order/create: a test drive of one unit in one time slot. */
/**
 * The longest a test drive lasts. Readers of a day's bookings rely on it: an order overlapping a
 * day started at most this long before the day began (branch-stock/dayState.ts).
 */
export const LONGEST_TEST_DRIVE_HOURS = 4;

export const ZServiceOrderCreate = z
  .object({
    testDriveUnitId: id(),
    startDateTime: ZInstant,
    endDateTime: ZInstant,
    userId: trimmed(60).min(1),
    customerName: trimmed(120).min(1),
    customerEmail: z.email().max(120),
    customerPhoneNo: trimmed(21, 'must be a phone number').regex(
      /^\+?[0-9 -]{6,20}$/,
      'must be a phone number',
    ),
    city: trimmed(60).min(1),
    address: trimmed(300).min(1),
    baseProduct: trimmed(40).default('TESTDRIVE'),
    orderType: trimmed(40).min(1),
    locationType: trimmed(40).min(1),
    comment: trimmed(500).default(''),
    /**
     * The promo code of a campaign the customer answered (optional; case does not matter). The
     * campaign page counts the orders that carried its code as its conversion.
     */
    promoCode: trimmed(30)
      .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _ only')
      .optional(),
  })
  .refine((o) => Date.parse(o.endDateTime) > Date.parse(o.startDateTime), {
    path: ['endDateTime'],
    message: 'must be after startDateTime',
  })
  .refine(
    (o) =>
      Date.parse(o.endDateTime) - Date.parse(o.startDateTime) <=
      LONGEST_TEST_DRIVE_HOURS * 3_600_000,
    {
      path: ['endDateTime'],
      message: `a test drive lasts at most ${LONGEST_TEST_DRIVE_HOURS} hours`,
    },
  );
export type ServiceOrderCreate = z.infer<typeof ZServiceOrderCreate>;

export const ZServiceOrderResponse = ZAck.extend({ testDriveOrder: ZTestDriveOrder });

/** POST service/order/updatestatus: the salesman's steps, by the salesman's employee number. */
export const ZServiceOrderUpdateStatus = z.object({
  testDriveOrderNo: trimmed(40).min(1),
  status: ZStatusName,
  employeeNo: trimmed(40).min(1),
  version: id().optional(),
});

import { z } from 'zod';
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
const ZInstant = z.iso.datetime({ offset: true, message: 'must be a date-time with offset' });

/** POST service/order/create: a test drive of one unit in one time slot. */
export const ZServiceOrderCreate = z
  .object({
    testDriveUnitId: z.number().int().positive(),
    startDateTime: ZInstant,
    endDateTime: ZInstant,
    userId: z.string().trim().min(1).max(60),
    customerName: z.string().trim().min(1).max(120),
    customerEmail: z.email().max(120),
    customerPhoneNo: z
      .string()
      .trim()
      .regex(/^\+?[0-9 -]{6,20}$/, 'must be a phone number'),
    city: z.string().trim().min(1).max(60),
    address: z.string().trim().min(1).max(300),
    baseProduct: z.string().trim().max(40).default('TESTDRIVE'),
    orderType: z.string().trim().min(1).max(40),
    locationType: z.string().trim().min(1).max(40),
    comment: z.string().trim().max(500).default(''),
  })
  .refine((o) => Date.parse(o.endDateTime) > Date.parse(o.startDateTime), {
    path: ['endDateTime'],
    message: 'must be after startDateTime',
  })
  .refine((o) => Date.parse(o.endDateTime) - Date.parse(o.startDateTime) <= 4 * 3_600_000, {
    path: ['endDateTime'],
    message: 'a test drive lasts at most 4 hours',
  });
export type ServiceOrderCreate = z.infer<typeof ZServiceOrderCreate>;

export const ZServiceOrderResponse = ZAck.extend({ testDriveOrder: ZTestDriveOrder });

/** POST service/order/updatestatus: the salesman's steps, by the salesman's employee number. */
export const ZServiceOrderUpdateStatus = z.object({
  testDriveOrderNo: z.string().trim().min(1).max(40),
  status: ZStatusName,
  employeeNo: z.string().trim().min(1).max(40),
  version: z.number().int().positive().optional(),
});

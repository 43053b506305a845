import { z } from 'zod';
import { int4, text, trimmed } from '../bounds';
import { ZAck } from '../envelope';
import { GENDERS, RELIGIONS } from './constants';
import { ZDay, ZPhone } from './fields';

/** Customer directory. */
export const ZCustomer = z.object({
  id: z.number().int(),
  customerRef: z.string(),
  fullName: z.string(),
  regionCode: z.string().nullable(),
  vehicleTypeCode: z.string().nullable(),
  religion: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  consentEmail: z.boolean(),
  consentPush: z.boolean(),
  consentSms: z.boolean(),
  pushSubscriptions: z.number().int(),
});
export type Customer = z.infer<typeof ZCustomer>;
export const ZCustomerSearch = z.object({
  q: trimmed(120).default(''),
  page: int4({ min: 1 }).default(1),
  pageSize: int4({ min: 1, max: 200 }).default(20),
});
export const ZCustomerSearchResponse = ZAck.extend({
  customers: z.array(ZCustomer),
  total: z.number().int(),
});

/** Service: the order system creates or updates a customer (by customerRef). */
export const ZServiceCustomer = z.object({
  customerRef: trimmed(60).min(1, 'customerRef is required'),
  fullName: trimmed(120).min(1, 'fullName is required'),
  regionCode: trimmed(40).optional(),
  vehicleTypeCode: trimmed(40).optional(),
  religion: z.enum(RELIGIONS).optional(),
  birthDate: ZDay.optional(),
  gender: z.enum(GENDERS).optional(),
  email: z.email().max(120).optional(),
  phone: ZPhone.optional(),
  consentEmail: z.boolean().optional(),
  consentPush: z.boolean().optional(),
  consentSms: z.boolean().optional(),
});
export type ServiceCustomer = z.infer<typeof ZServiceCustomer>;
export const ZServiceCustomerResponse = ZAck.extend({ id: z.number().int(), created: z.boolean() });

export const ZPushSubscriptionInput = z.object({
  customerRef: trimmed(60).min(1),
  subscription: z.object({
    endpoint: text(1000).url('endpoint must be a URL'),
    keys: z.object({ p256dh: text(200).min(1), auth: text(100).min(1) }),
  }),
});

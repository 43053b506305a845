import { z } from 'zod';
import { id, int4, list, text, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZDate } from './branch-stock';

/** Campaign calls (spec 1 section 7, Campaigns) plus the audience, figures and customer calls. */
export const CAMPAIGN_API = {
  list: '/api/testdrive/blastmessage/list',
  /** The list as an xlsx (issue 10 section 7): the list's body (ZBlastMessageList). */
  export: '/api/testdrive/blastmessage/export',
  types: '/api/testdrive/blastmessage/type',
  byId: '/api/testdrive/blastmessage/getbyid',
  image: '/api/testdrive/blastmessage/image', // multipart
  command: '/api/testdrive/blastmessage',
  options: '/api/testdrive/blastmessage/options', // GET
  audience: '/api/testdrive/blastmessage/audience',
  figures: '/api/testdrive/blastmessage/figures',
  customers: '/api/testdrive/customer/search',
  customerExport: '/api/testdrive/customer/export', // GET, xlsx
  customerUpload: '/api/testdrive/customer/upload', // multipart
  customerTemplate: '/api/testdrive/customer/template', // GET
} as const;

/** Calls of the customer app and the SMS provider. */
export const CAMPAIGN_SERVICE_API = {
  customer: '/api/service/customer',
  pushSubscription: '/api/service/customer/pushsubscription',
  optOut: '/api/campaign/optout/:token', // public; GET shows a confirmation, POST opts out (RFC 8058)
  smsReceipt: '/api/campaign/sms/receipt', // provider's delivery receipt, shared secret
  smsInbound: '/api/campaign/sms/inbound', // provider's inbound SMS (STOP keyword), shared secret
  demoSmsSink: '/api/campaign/demo/sms', // demo mode only: the built-in SMS provider
  demoPushSink: '/api/campaign/demo/push/:token', // demo mode only: the built-in push service
} as const;

/** Status 3 is inactive (spec 1 section 4); 1 is active. */
export const CAMPAIGN_STATUS = { active: 1, inactive: 3 } as const;
export const ALL = 'ALL';
export const RELIGIONS = ['ISLAM', 'KRISTEN', 'KATOLIK', 'HINDU', 'BUDDHA', 'KONGHUCU'] as const;
export const GENDERS = ['M', 'F'] as const;
export const CHANNELS = ['email', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];
export const DELIVERY_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'opted_out',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Server texts: an add or edit succeeds only when the message contains 'berhasil' (section 5). */
export const CAMPAIGN_MESSAGES = {
  saved: 'Data berhasil disimpan',
  removed: 'Data berhasil dihapus',
  activated: 'Data berhasil diaktifkan',
  deactivated: 'Data berhasil dinonaktifkan',
  /**
   * A promo code another live campaign (not deleted, not ended) already has: conversions are the
   * orders carrying the code, so two campaigns would count the same orders. Compared in any case.
   */
  promoCodeTaken: 'promoCode is already used by a live campaign',
} as const;

const ZInstant = z.iso
  .datetime({ offset: true, message: 'must be a date-time with offset' })
  .max(40, 'must be a date-time with offset')
  .refine((v) => {
    const t = Date.parse(v);
    return t >= Date.UTC(1900, 0, 1) && t < Date.UTC(3000, 0, 1);
  }, 'is out of range');
const code = (field: string) => trimmed(40).min(1, `${field} is required`);
/** A customer's age in years, as the targeting takes it (the form checks the same bounds). */
export const ZCampaignAge = int4({ min: 0, max: 150 });
const ZAge = ZCampaignAge;

const ZBlastMessageFields = z.object({
  title: trimmed(150).min(1, 'title is required'),
  content: trimmed(2000).min(1, 'content is required'),
  blastMessageTypeCode: code('blastMessageTypeCode'),
  promoCode: trimmed(30)
    .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _ only')
    .default(''),
  publishDate: ZInstant,
  validFrom: ZInstant,
  validTo: ZInstant,
  shareLink: trimmed(500).default(''),
  customerTargetCode: z.literal('ALL').default('ALL'),
  regionCode: code('regionCode').default(ALL),
  vehicleTypeCode: code('vehicleTypeCode').default(ALL),
  religion: z.enum([ALL, ...RELIGIONS]).default(ALL),
  minimumAge: ZAge.default(1),
  maximumAge: ZAge.default(100),
  gender: z.enum([ALL, ...GENDERS]).default(ALL),
  isEmail: z.boolean().default(false),
  isPush: z.boolean().default(true),
  isSms: z.boolean().default(false),
  companyCode: trimmed(10).default('0002'),
});
function withRules<
  T extends z.ZodType<{
    minimumAge: number;
    maximumAge: number;
    validFrom: string;
    validTo: string;
  }>,
>(schema: T) {
  return schema
    .refine((m) => m.minimumAge <= m.maximumAge, {
      path: ['maximumAge'],
      message: 'maximumAge must not be below minimumAge',
    })
    .refine((m) => Date.parse(m.validTo) >= Date.parse(m.validFrom), {
      path: ['validTo'],
      message: 'validTo must not be before validFrom',
    });
}
export const ZBlastMessageInput = withRules(ZBlastMessageFields);
export const ZBlastMessageEdit = withRules(ZBlastMessageFields.extend({ id: id(), version: id() }));
export type BlastMessageInput = z.infer<typeof ZBlastMessageInput>;

/** The campaign's one image: the fileId of an image uploaded first (sequence 0). */
export const ZBlastMessageImage = z.object({
  fileId: text(64).regex(/^[0-9a-f]{64}$/, 'fileId of an uploaded image'),
  sequence: int4({ min: 0, max: 0 }).default(0),
});

export const ZBlastMessage = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  blastMessageTypeCode: z.string(),
  blastMessageTypeDesc: z.string(),
  promoCode: z.string(),
  publishDate: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.number().int(),
  shareLink: z.string(),
  customerTargetCode: z.string(),
  regionCode: z.string(),
  vehicleTypeCode: z.string(),
  religion: z.string(),
  minimumAge: z.number().int(),
  maximumAge: z.number().int(),
  gender: z.string(),
  isEmail: z.boolean(),
  isPush: z.boolean(),
  isSms: z.boolean(),
  companyCode: z.string(),
  dispatchedTime: z.string().nullable(),
  createdTime: z.string(),
  createdBy: z.string(),
});
export type BlastMessage = z.infer<typeof ZBlastMessage>;

export const ZBlastMessageImageOut = z.object({
  fileId: z.string(),
  sequence: z.number().int(),
  url: z.string(),
});

/** POST list: Title, Type, PublishDateStart, PublishDateEnd (YYYY-MM-DD, business days). */
const ZDay = ZDate.refine((v) => v >= '1900-01-01' && v <= '2999-12-31', 'is out of range');
export const ZBlastMessageList = z.object({
  Title: trimmed(150).default(''),
  Type: trimmed(40).default(''),
  PublishDateStart: ZDay.optional(),
  PublishDateEnd: ZDay.optional(),
});
export const ZBlastMessageListResponse = ZAck.extend({ listBlastMessages: z.array(ZBlastMessage) });
export type BlastMessageListResponse = z.infer<typeof ZBlastMessageListResponse>;

export const ZMessageType = z.object({ code: z.string(), description: z.string() });
export const ZMessageTypeResponse = ZAck.extend({ listMessagesType: z.array(ZMessageType) });

export const ZBlastMessageById = z.object({ BlastMessageId: id() });
export const ZBlastMessageByIdResponse = ZAck.extend({
  blastMessage: ZBlastMessage,
  blastMessageImageList: z.array(ZBlastMessageImageOut),
});
export type BlastMessageByIdResponse = z.infer<typeof ZBlastMessageByIdResponse>;

export const ZImageUploadResponse = ZAck.extend({ urlImage: z.string(), fileId: z.string() });

const ZRef = z.object({ id: id(), version: id().optional() });
export const ZBlastCommand = z.discriminatedUnion('Action', [
  z.object({
    Action: z.literal('Add'),
    BlastMessage: ZBlastMessageInput,
    BlastMessageImage: list(ZBlastMessageImage, 1).max(1, 'one image only').default([]),
  }),
  z.object({
    Action: z.literal('Edit'),
    BlastMessage: ZBlastMessageEdit,
    BlastMessageImage: list(ZBlastMessageImage, 1).max(1, 'one image only').default([]),
  }),
  z.object({ Action: z.literal('Remove'), BlastMessage: ZRef }),
  z.object({ Action: z.literal('SetActive'), BlastMessage: ZRef }),
  z.object({ Action: z.literal('SetNonActive'), BlastMessage: ZRef }),
]);
export type BlastCommand = z.infer<typeof ZBlastCommand>;
export const ZBlastCommandResponse = z.array(ZAck.extend({ blastMessage: ZBlastMessage }));

/** Options of the form's selects. */
export const ZCampaignOptionsResponse = ZAck.extend({
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  vehicleTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  religions: z.array(z.string()),
});
export type CampaignOptionsResponse = z.infer<typeof ZCampaignOptionsResponse>;

/** The audience preview: who the targeting reaches, per channel they consented to. */
export const ZAudienceQuery = z
  .object({
    regionCode: code('regionCode').default(ALL),
    vehicleTypeCode: code('vehicleTypeCode').default(ALL),
    religion: z.enum([ALL, ...RELIGIONS]).default(ALL),
    minimumAge: ZAge.default(0),
    maximumAge: ZAge.default(100),
    gender: z.enum([ALL, ...GENDERS]).default(ALL),
  })
  .refine((m) => m.minimumAge <= m.maximumAge, {
    path: ['maximumAge'],
    message: 'maximumAge must not be below minimumAge',
  });
export type AudienceQuery = z.infer<typeof ZAudienceQuery>;
export const ZAudienceResponse = ZAck.extend({
  customers: z.number().int(),
  email: z.number().int(),
  sms: z.number().int(),
  push: z.number().int(),
});
export type AudienceResponse = z.infer<typeof ZAudienceResponse>;

export const ZChannelFigures = z.object({
  channel: z.enum(CHANNELS),
  audience: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  optedOut: z.number().int(),
  cancelled: z.number().int(),
  /**
   * Deliveries claimed again after an attempt that may have sent them died (a killed process, a
   * lost database connection between send and record): each may have reached the customer twice.
   */
  possibleDuplicates: z.number().int(),
});
export type ChannelFigures = z.infer<typeof ZChannelFigures>;
export const ZSinkMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  receivedTime: z.string(),
});
export const ZFiguresResponse = ZAck.extend({
  status: z.number().int(),
  dispatchedTime: z.string().nullable(),
  channels: z.array(ZChannelFigures),
  /** Test-drive orders that carried the campaign's promo code. */
  conversions: z.number().int(),
  /** Demo mode: what the built-in catcher and sink received for this campaign (newest first). */
  demoSink: z.object({
    enabled: z.boolean(),
    total: z.number().int(),
    latest: z.array(ZSinkMessage),
  }),
  failures: z.array(z.object({ channel: z.string(), address: z.string(), reason: z.string() })),
});
export type FiguresResponse = z.infer<typeof ZFiguresResponse>;

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

const ZPhone = trimmed(21, 'must be a phone number').regex(
  /^\+?[0-9 -]{6,20}$/,
  'must be a phone number',
);
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

/** SMS provider receipt (Twilio-like states). */
export const ZSmsReceipt = z.object({
  id: trimmed(100).min(1),
  status: z.enum(['queued', 'sent', 'delivered', 'undelivered', 'failed']),
  errorCode: trimmed(100).optional(),
});
export const ZSmsInbound = z.object({ from: ZPhone, text: trimmed(500) });
export const ZSmsSinkInput = z.object({
  to: ZPhone,
  text: trimmed(1000),
  ref: trimmed(100),
  campaignId: int4({ min: 0 }).optional(),
  callbackUrl: text(500).url().optional(),
});
export const ZOptOutParams = z.object({ token: text(64).regex(/^[A-Za-z0-9_-]+$/) });
/** The demo push service's subscription token (its endpoint's last segment). */
export const ZDemoPushParams = z.object({ token: text(64).regex(/^[A-Za-z0-9_-]+$/) });

import {
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';

// Tables of the campaign module (migration slot 0011_campaign.sql; indexes and checks live there).

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Blast message types (reference data, seeded by the migration). */
export const campaignType = pgTable('campaign_type', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

/** A blast-message campaign (spec 1 section 3, Campaign). Status 1 active, 3 inactive. */
export const campaign = pgTable('campaign', {
  id: serial('id').primaryKey(),
  companyCode: text('company_code').notNull().default('0002'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  typeCode: text('type_code').notNull(),
  promoCode: text('promo_code').notNull().default(''),
  publishDate: tz('publish_date').notNull(),
  validFrom: tz('valid_from').notNull(),
  validTo: tz('valid_to').notNull(),
  status: integer('status').notNull().default(3),
  shareLink: text('share_link').notNull().default(''),
  customerTargetCode: text('customer_target_code').notNull().default('ALL'),
  regionCode: text('region_code').notNull().default('ALL'),
  vehicleTypeCode: text('vehicle_type_code').notNull().default('ALL'),
  religion: text('religion').notNull().default('ALL'),
  minimumAge: integer('minimum_age').notNull().default(1),
  maximumAge: integer('maximum_age').notNull().default(100),
  gender: text('gender').notNull().default('ALL'),
  isEmail: boolean('is_email').notNull().default(false),
  isPush: boolean('is_push').notNull().default(true),
  isSms: boolean('is_sms').notNull().default(false),
  imageFileId: text('image_file_id'),
  imageUrl: text('image_url'),
  imageSequence: integer('image_sequence').notNull().default(0),
  /** Set once, by the dispatcher that computed the audience (conditional update). */
  dispatchedTime: tz('dispatched_time'),
  isActive: boolean('is_active').notNull().default(true),
  ...versionColumn,
  ...auditColumns,
});

/** A customer of the audience, with consent per channel and a secret opt-out token. */
export const customer = pgTable('customer', {
  id: serial('id').primaryKey(),
  customerRef: text('customer_ref').notNull().unique(),
  fullName: text('full_name').notNull(),
  regionCode: text('region_code'),
  vehicleTypeCode: text('vehicle_type_code'),
  religion: text('religion'),
  birthDate: date('birth_date', { mode: 'string' }),
  gender: text('gender'),
  email: text('email'),
  phone: text('phone'),
  consentEmail: boolean('consent_email').notNull().default(false),
  consentPush: boolean('consent_push').notNull().default(false),
  consentSms: boolean('consent_sms').notNull().default(false),
  optOutToken: text('opt_out_token').notNull().unique(),
  ...auditColumns,
});

/** A web-push subscription registered by the customer app. */
export const pushSubscription = pgTable('push_subscription', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdTime: tz('created_time').notNull().defaultNow(),
});

/** One row per campaign, recipient and channel; id `<campaign>:<customer>:<channel>`. */
export const campaignDelivery = pgTable('campaign_delivery', {
  id: text('id').primaryKey(),
  campaignId: integer('campaign_id').notNull(),
  customerId: integer('customer_id').notNull(),
  channel: text('channel').notNull(),
  address: text('address').notNull(),
  status: text('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  /** Claims of this delivery after an attempt that may have sent it died (migration 0026). */
  possibleDuplicates: integer('possible_duplicates').notNull().default(0),
  providerId: text('provider_id'),
  reason: text('reason'),
  queuedTime: tz('queued_time').notNull().defaultNow(),
  sentTime: tz('sent_time'),
  deliveredTime: tz('delivered_time'),
  updatedTime: tz('updated_time'),
});

/** Global token bucket per provider, shared by every worker and process. */
export const messageRateBucket = pgTable('message_rate_bucket', {
  provider: text('provider').primaryKey(),
  ratePerSecond: doublePrecision('rate_per_second').notNull(),
  burst: doublePrecision('burst').notNull(),
  tokens: doublePrecision('tokens').notNull(),
  refilledTime: tz('refilled_time').notNull(),
});

/** What the demo SMTP catcher and SMS sink received (demo mode and tests). */
export const campaignSinkMessage = pgTable('campaign_sink_message', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  campaignId: integer('campaign_id'),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull().default(''),
  receivedTime: tz('received_time').notNull().defaultNow(),
});

/** Test sends (migration 0029): never deliveries, counted apart on the campaign's figures. */
export const campaignTestSend = pgTable('campaign_test_send', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id').references(() => campaign.id),
  channel: text('channel').notNull(),
  address: text('address').notNull(),
  outcome: text('outcome').notNull(),
  reason: text('reason'),
  sentBy: text('sent_by').notNull(),
  sentTime: tz('sent_time').notNull().defaultNow(),
});

/** Demo mode's VAPID key pair, made at the first start (migration 0015). */
export const messagingKey = pgTable('messaging_key', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdTime: tz('created_time').notNull().defaultNow(),
});

/** Who exported customers' personal data, and how many rows. */
export const customerExportAudit = pgTable('customer_export_audit', {
  id: serial('id').primaryKey(),
  exportedBy: text('exported_by').notNull(),
  what: text('what').notNull(),
  rowCount: integer('row_count').notNull(),
  exportedTime: tz('exported_time').notNull().defaultNow(),
});

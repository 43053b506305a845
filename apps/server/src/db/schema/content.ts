// Tables of the content module (migration slot 0010_content.sql).
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { branch } from './platform';

/** The website profile of a branch (spec 2 section 3, Outlet): the whole form as one document. */
export const contentOutlet = pgTable('content_outlet', {
  branchId: integer('branch_id')
    .primaryKey()
    .references(() => branch.id),
  profile: jsonb('profile').notNull(),
  version: integer('version').notNull().default(1),
  ...auditColumns,
});

/** A promotion; branchId null = head office. Its live state is derived at read time. */
export const contentPromotion = pgTable('content_promotion', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  branchId: integer('branch_id').references(() => branch.id),
  name: text('name').notNull(),
  promotionDescription: text('promotion_description').notNull(),
  shortDescription: text('short_description').notNull(),
  validFrom: date('valid_from').notNull(),
  validTo: date('valid_to').notNull(),
  activeStatus: boolean('active_status').notNull(),
  promoType: text('promo_type').notNull().default('article'),
  imageFileId: text('image_file_id'),
  webFileId: text('web_file_id'),
  thumbnailFileId: text('thumbnail_file_id'),
  approval: text('approval').notNull(),
  rejectReason: text('reject_reason').notNull().default(''),
  reviewedBy: text('reviewed_by'),
  reviewedTime: timestamp('reviewed_time', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  ...auditColumns,
});

/** A news item or tip; branchId null = head office. Published while activeStatus is 'aktif'. */
export const contentNews = pgTable('content_news', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  branchId: integer('branch_id').references(() => branch.id),
  name: text('name').notNull(),
  shortDesc: text('short_desc').notNull(),
  content: text('content').notNull(),
  category: text('category').notNull(),
  videoUrl: text('video_url').notNull().default(''),
  outletType: text('outlet_type').notNull().default('Branch'),
  activeStatus: text('active_status').notNull(),
  source: text('source').notNull().default('CMS'),
  imageFileId: text('image_file_id'),
  webFileId: text('web_file_id'),
  thumbnailFileId: text('thumbnail_file_id'),
  version: integer('version').notNull().default(1),
  ...auditColumns,
});

/** The web-size and thumbnail variants of an uploaded image (platform/files/variants.ts). */
export const imageVariant = pgTable('image_variant', {
  fileId: text('file_id').primaryKey(),
  webFileId: text('web_file_id').notNull(),
  thumbFileId: text('thumb_file_id').notNull(),
  createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
});

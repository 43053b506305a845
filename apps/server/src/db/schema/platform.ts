import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';

/** Company-level master data that every module reads: regions, branch types and branches. */
export const region = pgTable('region', {
  id: serial('id').primaryKey(),
  regionCode: text('region_code').notNull().unique(),
  regionName: text('region_name').notNull(),
  ...auditColumns,
});

/** VSP, V, BP, VSBP (spec 1 section 3). */
export const branchType = pgTable('branch_type', {
  id: serial('id').primaryKey(),
  branchTypeCode: text('branch_type_code').notNull().unique(),
  description: text('description').notNull(),
  ...auditColumns,
});

/** Master branch with every field of the specification, so later modules need not migrate it. */
export const branch = pgTable('branch', {
  id: serial('id').primaryKey(),
  companyCode: text('company_code').notNull(),
  regionId: integer('region_id').references(() => region.id),
  branchCode: text('branch_code').notNull().unique(),
  branchDescription: text('branch_description').notNull(),
  address: text('address'),
  postalCode: text('postal_code'),
  branchTypeId: integer('branch_type_id').references(() => branchType.id),
  /** false = deleted (kept for history, hidden from lists). */
  isActive: boolean('is_active').notNull().default(true),
  /** The Active / InActive switch. */
  isEnabled: boolean('is_enabled').notNull().default(true),
  phone1: text('phone1'),
  phone2: text('phone2'),
  fax: text('fax'),
  /** Head and service head joined by a semicolon. */
  branchPicName: text('branch_pic_name'),
  branchEmailTo: text('branch_email_to'),
  branchEmailCc: text('branch_email_cc'),
  webSiteLink: text('web_site_link'),
  twitterLink: text('twitter_link'),
  facebookLink: text('facebook_link'),
  mondayToFriday: text('monday_to_friday'),
  saturday: text('saturday'),
  sunday: text('sunday'),
  latitude: numeric('latitude', { precision: 10, scale: 6, mode: 'number' })
    .notNull()
    .default(-6.135707),
  longitude: numeric('longitude', { precision: 10, scale: 6, mode: 'number' })
    .notNull()
    .default(106.883429),
  bookingType: text('booking_type'),
  isMainDealer: boolean('is_main_dealer').notNull().default(false),
  districtId: integer('district_id'),
  districtName: text('district_name'),
  /** Text on the wire (dealerGroupID), so text here too. */
  dealerGroupId: text('dealer_group_id'),
  ...versionColumn,
  ...auditColumns,
});

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';
import { branch } from './platform';
import { question, questionAnswerItem } from './question';
import { testDriveUnit } from './stock';

/** A salesman (employee) a CRC can assign to an order of their branch. */
export const salesman = pgTable(
  'salesman',
  {
    id: serial('id').primaryKey(),
    employeeNo: text('employee_no').notNull().unique(),
    employeeName: text('employee_name').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    hpno: text('hpno').notNull(),
    email: text('email').notNull(),
    photo: text('photo'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Player fields of the quest programme (migration 0007_ledger; codes of contracts/players). */
    playerLevel: text('player_level').notNull().default('SC'),
    playerTier: text('player_tier').notNull().default('BRONZE'),
    salesmanTier: text('salesman_tier').notNull().default('REGULAR'),
    /** Website display fields (migration 0010_content; the content module's branch salesman). */
    isShow: boolean('is_show').notNull().default(false),
    position: text('position').notNull().default('Sales Consultant'),
    displayStatus: text('display_status').notNull().default('Active'),
    contentVersion: integer('content_version').notNull().default(1),
    ...auditColumns,
  },
  (t) => [index('salesman_branch_idx').on(t.branchId)],
);

/**
 * A test-drive order. Orders come from the customer app (service endpoints) and move through the
 * transition table of the contracts package (order-workflow.ts); `status_code` only changes with
 * `version`, in an update conditioned on the status read.
 */
export const testDriveOrder = pgTable(
  'test_drive_order',
  {
    id: serial('id').primaryKey(),
    companyCode: text('company_code').notNull(),
    testDriveOrderNo: text('test_drive_order_no').notNull().unique(),
    userId: text('user_id').notNull(),
    baseProduct: text('base_product').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhoneNo: text('customer_phone_no').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    testDriveUnitId: integer('test_drive_unit_id')
      .notNull()
      .references(() => testDriveUnit.id),
    startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
    endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
    statusCode: integer('status_code').notNull().default(1),
    orderType: text('order_type').notNull(),
    locationType: text('location_type').notNull(),
    comment: text('comment').notNull().default(''),
    /** When the order entered SUBMITTED; the 30-minute rule counts from here. */
    submittedTime: timestamp('submitted_time', { withTimezone: true }).notNull().defaultNow(),
    /** The unit block made while rejecting (REJECTBYPDI with a block). */
    vehicleDateStart: date('vehicle_date_start', { mode: 'string' }),
    vehicleDateEnd: date('vehicle_date_end', { mode: 'string' }),
    reasonCategory: text('reason_category'),
    vehicleReason: text('vehicle_reason'),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    check('test_drive_order_status', sql`${t.statusCode} between 1 and 16`),
    check('test_drive_order_range', sql`${t.endDateTime} > ${t.startDateTime}`),
    // The dashboard: one branch, one month, by start time. With the status, creation time and
    // id in the key, the counters and the newest-first page read the index alone (1,000,000
    // orders, a 30,000-order branch month: counters 5 ms, page ids 11 ms, instead of 50 + 48).
    index('test_drive_order_branch_start_idx').on(
      t.branchId,
      t.startDateTime,
      t.statusCode,
      t.createdTime,
      t.id,
    ),
    // Booking collisions and the unit timeline.
    index('test_drive_order_unit_start_idx').on(t.testDriveUnitId, t.startDateTime),
    // The 30-minute sweep reads only submitted orders.
    index('test_drive_order_submitted_idx')
      .on(t.submittedTime)
      .where(sql`${t.statusCode} = 1`),
  ],
);

/** The salesman assigned to an order; a re-assignment closes the previous row. */
export const testDriveOrderPartner = pgTable(
  'test_drive_order_partner',
  {
    id: serial('id').primaryKey(),
    testDriveOrderId: integer('test_drive_order_id')
      .notNull()
      .references(() => testDriveOrder.id),
    salesmanId: integer('salesman_id')
      .notNull()
      .references(() => salesman.id),
    isCurrent: boolean('is_current').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('test_drive_order_partner_current_uq')
      .on(t.testDriveOrderId)
      .where(sql`${t.isCurrent}`),
  ],
);

/** One row per status change (and per answer-set save), newest last. */
export const testDriveActivityLog = pgTable(
  'test_drive_activity_log',
  {
    id: serial('id').primaryKey(),
    testDriveOrderId: integer('test_drive_order_id')
      .notNull()
      .references(() => testDriveOrder.id),
    fromStatus: integer('from_status'),
    statusCode: integer('status_code').notNull(),
    logMessage: text('log_message').notNull(),
    loggedBy: text('logged_by').notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_drive_activity_log_order_idx').on(t.testDriveOrderId, t.id)],
);

/**
 * A message for whoever must act next on an order: a role (crc, pdi, pictestdrive, ho_testdrive)
 * at the order's branch. Written in the transition's transaction; the notifications capability
 * reads, counts and pushes them.
 */
export const orderNotification = pgTable(
  'order_notification',
  {
    id: serial('id').primaryKey(),
    testDriveOrderId: integer('test_drive_order_id')
      .notNull()
      .references(() => testDriveOrder.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    targetRole: text('target_role').notNull(),
    statusCode: integer('status_code').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notification_target_idx').on(t.targetRole, t.branchId, t.createdTime.desc()),
  ],
);

/** The BEFORE or AFTER checklist of an order: one set of each, replaced when saved again. */
export const answerSet = pgTable(
  'answer_set',
  {
    id: serial('id').primaryKey(),
    testDriveOrderId: integer('test_drive_order_id')
      .notNull()
      .references(() => testDriveOrder.id),
    answerSetType: text('answer_set_type').notNull(),
    ...auditColumns,
  },
  (t) => [
    check('answer_set_type', sql`${t.answerSetType} in ('BEFORE', 'AFTER')`),
    uniqueIndex('answer_set_order_type_uq').on(t.testDriveOrderId, t.answerSetType),
  ],
);

export const answer = pgTable(
  'answer',
  {
    id: serial('id').primaryKey(),
    answerSetId: integer('answer_set_id')
      .notNull()
      .references(() => answerSet.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id),
    /** The chosen item for option questions; null for a text box. */
    answerItemId: integer('answer_item_id').references(() => questionAnswerItem.id),
    /**
     * The chosen items of a multi-select question (a set, in the items' order); empty for the
     * others. An array, not a child table: a set is read and written whole with its answer.
     */
    answerItemIds: integer('answer_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    answerValue: text('answer_value').notNull(),
    answerNotes: text('answer_notes').notNull().default(''),
  },
  (t) => [uniqueIndex('answer_set_question_uq').on(t.answerSetId, t.questionId)],
);

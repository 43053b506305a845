import { boolean, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Orders per branch, 15-minute slot of the start time and status, kept equal to
 * test_drive_order by the statement triggers of migration 0006_report (the report's counts read
 * this instead of the orders). Written by the triggers only.
 */
export const reportOrderSlot = pgTable(
  'report_order_slot',
  {
    branchId: integer('branch_id').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    statusCode: integer('status_code').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_order_slot_pk', columns: [t.branchId, t.slot, t.statusCode] }),
  ],
);

/**
 * Per order that went through a stage: the seconds of each stage (submitted → assigned, assigned
 * → unit prepared, the test drive, return → completed) and whether the 30-minute rule rejected it.
 * Kept equal to the activity log by the triggers of migration 0017_report_stage; the export reads
 * it instead of each order's log. Written by the triggers only.
 */
export const reportOrderStage = pgTable('report_order_stage', {
  orderId: integer('order_id').primaryKey(),
  branchId: integer('branch_id').notNull(),
  slot: timestamp('slot', { withTimezone: true }).notNull(),
  toAssigned: numeric('to_assigned'),
  toPrepared: numeric('to_prepared'),
  testDrive: numeric('test_drive'),
  toCompleted: numeric('to_completed'),
  autoRejected: boolean('auto_rejected').notNull(),
});

/**
 * Per branch and 15-minute slot of the start time: the sum and number of each stage's seconds
 * and the auto-rejected orders (migration 0017_report_stage), what getmonitoringstagetime reads.
 */
export const reportStageSlot = pgTable(
  'report_stage_slot',
  {
    branchId: integer('branch_id').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    toAssignedSum: numeric('to_assigned_sum').notNull(),
    toAssignedN: integer('to_assigned_n').notNull(),
    toPreparedSum: numeric('to_prepared_sum').notNull(),
    toPreparedN: integer('to_prepared_n').notNull(),
    testDriveSum: numeric('test_drive_sum').notNull(),
    testDriveN: integer('test_drive_n').notNull(),
    toCompletedSum: numeric('to_completed_sum').notNull(),
    toCompletedN: integer('to_completed_n').notNull(),
    autoRejected: integer('auto_rejected').notNull(),
  },
  (t) => [primaryKey({ name: 'report_stage_slot_pk', columns: [t.branchId, t.slot] })],
);

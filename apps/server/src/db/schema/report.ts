import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

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

import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';

/** Reference data with fixed ids (11 = BLOCK); seeded in every mode. */
export const reasonCategory = pgTable('reason_category', {
  id: integer('id').primaryKey(),
  reasonCategoryCode: text('reason_category_code').notNull().unique(),
  description: text('description').notNull(),
});

/** A block or cancellation reason (the wire calls it a reason list mapping). */
export const reason = pgTable(
  'reason',
  {
    id: serial('id').primaryKey(),
    reasonCategoryId: integer('reason_category_id')
      .notNull()
      .references(() => reasonCategory.id),
    reasonDescription: text('reason_description').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('reason_description_active_uq')
      .on(t.reasonCategoryId, sql`lower(${t.reasonDescription})`)
      .where(sql`${t.isActive}`),
  ],
);

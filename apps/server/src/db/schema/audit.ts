import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Audit columns every master row carries (DESIGN: "Audit"). */
export const auditColumns = {
  createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by').notNull().default('system'),
  updatedTime: timestamp('updated_time', { withTimezone: true }),
  updatedBy: text('updated_by'),
};

/** Optimistic locking: an edit names the version it read; a stale one gets 409. */
export const versionColumn = {
  version: integer('version').notNull().default(1),
};

import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded image, content-addressed by the SHA-256 of its bytes (platform/files). */
export const storedFile = pgTable(
  'stored_file',
  {
    fileId: text('file_id').primaryKey(),
    mime: text('mime').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [check('stored_file_id_is_sha256', sql`${t.fileId} ~ '^[0-9a-f]{64}$'`)],
);

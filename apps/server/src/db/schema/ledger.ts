// Tables of the ledger (migration slot 0007_ledger.sql). The triggers that make entries
// append-only and keep ledger_balance equal to their sum live in the migration only.
import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One change of a player's points; never updated or deleted (the database refuses both). */
export const ledgerEntry = pgTable('ledger_entry', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  playerNo: text('player_no').notNull(),
  /** PodiumPoints | PointsBalance. */
  pointsType: text('points_type').notNull(),
  /** Signed, never 0. */
  amount: integer('amount').notNull(),
  /** correction | quest_award | redemption | reversal. */
  source: text('source').notNull(),
  /** The batch id, quest award key, redemption request id, ... the entry came from. */
  sourceRef: text('source_ref').notNull(),
  reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).unique(),
  description: text('description').notNull().default(''),
  createdBy: text('created_by').notNull(),
  createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Sum of a player's entries per points type, written only by the entry trigger. */
export const ledgerBalance = pgTable(
  'ledger_balance',
  {
    playerNo: text('player_no').notNull(),
    pointsType: text('points_type').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    entryCount: integer('entry_count').notNull(),
    lastEntryId: bigint('last_entry_id', { mode: 'number' }).notNull(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'ledger_balance_pk', columns: [t.playerNo, t.pointsType] })],
);

/** A point-correction upload: Previewed -> Committed -> Reversed, or Previewed -> Discarded. */
export const pointCorrectionBatch = pgTable('point_correction_batch', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  /** sha256 of the uploaded bytes (or of the canonical rows of a JSON save). */
  fileHash: text('file_hash').notNull(),
  status: text('status').notNull().default('Previewed'),
  rowCount: integer('row_count').notNull(),
  duplicateConfirmed: boolean('duplicate_confirmed').notNull().default(false),
  createdBy: text('created_by').notNull(),
  createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  committedBy: text('committed_by'),
  committedTime: timestamp('committed_time', { withTimezone: true }),
  reversedBy: text('reversed_by'),
  reversedTime: timestamp('reversed_time', { withTimezone: true }),
  reversalReason: text('reversal_reason'),
  version: integer('version').notNull().default(1),
});

export const pointCorrectionRow = pgTable(
  'point_correction_row',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => pointCorrectionBatch.id),
    rowNo: integer('row_no').notNull(),
    playerNo: text('player_no').notNull(),
    branchCode: text('branch_code').notNull(),
    transactionTypeCode: text('transaction_type_code').notNull(),
    pointsType: text('points_type').notNull(),
    points: integer('points').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ name: 'point_correction_row_pk', columns: [t.batchId, t.rowNo] })],
);

/** A reward redemption of the salesman app, once per request id. */
export const ledgerRedemption = pgTable('ledger_redemption', {
  requestId: text('request_id').primaryKey(),
  playerNo: text('player_no').notNull(),
  productCode: text('product_code').notNull(),
  productName: text('product_name').notNull(),
  points: integer('points').notNull(),
  entryId: bigint('entry_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerEntry.id),
  serviceClient: text('service_client').notNull(),
  createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
});

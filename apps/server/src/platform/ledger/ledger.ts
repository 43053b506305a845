import { sql } from 'drizzle-orm';
import {
  POINTS_TYPES,
  type LedgerSource,
  type PointsType,
} from '@dealer/contracts/point-correction';
import { rows, type DbOrTx } from '../../db/client';
import { isoTimeSql } from '../../db/isoTime';

/**
 * The points ledger (DESIGN, Wave 2: TigerBeetle's transfer model). Every change of a player's
 * points is one append-only row of `ledger_entry` with a unique idempotency key; the database
 * refuses UPDATE, DELETE and TRUNCATE on it. `ledger_balance` is the sum of the entries per player
 * and points type, maintained by a statement trigger in the entry INSERT's own transaction and
 * guarded against any other write; its CHECK (balance >= 0) makes a booking that would overdraw a
 * balance fail as a whole. Everything here takes `DbOrTx`, so a caller books inside its own
 * transaction (a correction commit, a quest award, a redemption) and rolls back with it.
 */

export { POINTS_TYPES, type LedgerSource, type PointsType };

export interface LedgerEntryInput {
  /** Unique for ever (at most 200 characters): the same key booked twice books once. */
  idempotencyKey: string;
  playerNo: string;
  pointsType: PointsType;
  /** Signed, non-zero, within int4. */
  amount: number;
  source: LedgerSource;
  /** Where it came from: a correction batch id, a quest award reference, a request id. */
  sourceRef: string;
  description?: string;
  /** Only for source 'reversal': the entry this one cancels (each entry is reversed at most once). */
  reversesEntryId?: number;
  createdBy: string;
}

export interface LedgerEntry {
  id: number;
  idempotencyKey: string;
  playerNo: string;
  pointsType: PointsType;
  amount: number;
  source: LedgerSource;
  sourceRef: string;
  reversesEntryId: number | null;
  description: string;
  createdBy: string;
  createdTime: string;
}

export interface BookResult {
  /** Entries written by this call, in input order. */
  booked: LedgerEntry[];
  /** Entries whose key an earlier call booked: left as they are (a repeat in one list collapses). */
  existing: LedgerEntry[];
}

/** A booking would take a balance below zero; the caller's transaction must roll back. */
export class LedgerShortError extends Error {
  constructor() {
    super('The balance is not enough for this booking');
    this.name = 'LedgerShortError';
  }
}

/** An entry list the ledger refuses before any SQL (a programming error of the caller). */
export class LedgerInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInputError';
  }
}

const INT4 = 2_147_483_647;

function checkInput(entries: LedgerEntryInput[]): void {
  for (const e of entries) {
    if (!e.idempotencyKey || e.idempotencyKey.length > 200) {
      throw new LedgerInputError(`idempotency key must have 1 to 200 characters`);
    }
    if (!Number.isInteger(e.amount) || e.amount === 0 || Math.abs(e.amount) > INT4) {
      throw new LedgerInputError(`amount of ${e.idempotencyKey} must be a non-zero int4`);
    }
    if (!POINTS_TYPES.includes(e.pointsType)) {
      throw new LedgerInputError(`points type ${String(e.pointsType)} is unknown`);
    }
    if ((e.source === 'reversal') !== (e.reversesEntryId !== undefined)) {
      throw new LedgerInputError('a reversal, and only a reversal, names the entry it reverses');
    }
  }
}

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function isShortBalance(error: unknown): boolean {
  for (let e = error as PgError | undefined, d = 0; e && d < 5; e = e.cause as PgError, d++) {
    if (e.code === '23514' && e.constraint === 'ledger_balance_not_negative') return true;
  }
  return false;
}

const ENTRY_COLUMNS = sql`${sql.raw(`id::float8 as "id", idempotency_key as "idempotencyKey",
  player_no as "playerNo", points_type as "pointsType", amount, source, source_ref as "sourceRef",
  reverses_entry_id::float8 as "reversesEntryId", description, created_by as "createdBy"`)},
  ${isoTimeSql(sql.raw('created_time'))} as "createdTime"`;

/**
 * Books entries idempotently: one INSERT ... SELECT from a JSON parameter (one statement, so one
 * balance update per player and type however long the list), ON CONFLICT on the idempotency key
 * DO NOTHING. A concurrent booking of the same key waits for the first and then skips it. Throws
 * LedgerShortError when any balance would fall below zero (nothing of the list is booked).
 */
export async function bookEntries(tx: DbOrTx, entries: LedgerEntryInput[]): Promise<BookResult> {
  if (entries.length === 0) return { booked: [], existing: [] };
  checkInput(entries);
  const payload = JSON.stringify(
    entries.map((e) => ({
      k: e.idempotencyKey,
      p: e.playerNo,
      t: e.pointsType,
      a: e.amount,
      s: e.source,
      r: e.sourceRef,
      v: e.reversesEntryId ?? null,
      d: e.description ?? '',
      b: e.createdBy,
    })),
  );
  let booked: LedgerEntry[];
  try {
    booked = await rows<LedgerEntry>(
      tx,
      sql`with input as (
            select * from rows from (jsonb_to_recordset(${payload}::jsonb)
              as (k text, p text, t text, a integer, s text, r text, v bigint, d text, b text))
              with ordinality as x(k, p, t, a, s, r, v, d, b, n)
          ), written as (
            insert into ledger_entry (idempotency_key, player_no, points_type, amount, source,
              source_ref, reverses_entry_id, description, created_by)
            select k, p, t, a, s, r, v, d, b from input order by n
            on conflict (idempotency_key) do nothing
            returning *
          )
          select ${ENTRY_COLUMNS} from written order by id`,
    );
  } catch (error) {
    if (isShortBalance(error)) throw new LedgerShortError();
    throw error;
  }
  if (booked.length === entries.length) return { booked, existing: [] };
  const written = new Set(booked.map((e) => e.idempotencyKey));
  const skipped = [...new Set(entries.map((e) => e.idempotencyKey).filter((k) => !written.has(k)))];
  return { booked, existing: await entriesByKeys(tx, skipped) };
}

/** A text list as ONE parameter (both drivers; no per-value placeholders for 10,000 keys). */
const textList = (values: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export async function entriesByKeys(db: DbOrTx, keys: string[]): Promise<LedgerEntry[]> {
  if (keys.length === 0) return [];
  return rows<LedgerEntry>(
    db,
    sql`select ${ENTRY_COLUMNS} from ledger_entry
        where idempotency_key in ${textList(keys)} order by id`,
  );
}

/** The entries of one source (a batch, an award run), oldest first. */
export async function entriesOfSource(
  db: DbOrTx,
  source: LedgerSource,
  sourceRef: string,
): Promise<LedgerEntry[]> {
  return rows<LedgerEntry>(
    db,
    sql`select ${ENTRY_COLUMNS} from ledger_entry
        where source = ${source} and source_ref = ${sourceRef} order by id`,
  );
}

/**
 * Books the reversal of `originals` (each negated, key 'reversal:<original key>', pointing at it):
 * the pair nets to zero and neither is edited. Reversing twice books once (same keys, and the
 * database allows one reversal per entry). Throws LedgerShortError when the points were spent.
 */
export async function reverseEntries(
  tx: DbOrTx,
  originals: LedgerEntry[],
  options: { sourceRef: string; reason: string; createdBy: string },
): Promise<BookResult> {
  const reversible = originals.filter((e) => e.source !== 'reversal');
  return bookEntries(
    tx,
    reversible.map((e) => ({
      idempotencyKey: `reversal:${e.idempotencyKey}`.slice(0, 200),
      playerNo: e.playerNo,
      pointsType: e.pointsType,
      amount: -e.amount,
      source: 'reversal',
      sourceRef: options.sourceRef,
      reversesEntryId: e.id,
      description: options.reason,
      createdBy: options.createdBy,
    })),
  );
}

export interface PlayerBalance {
  playerNo: string;
  pointsType: PointsType;
  balance: number;
  entryCount: number;
}

/** Balances of the given players (every points type they have entries of). */
export async function balancesOf(db: DbOrTx, playerNos: string[]): Promise<PlayerBalance[]> {
  if (playerNos.length === 0) return [];
  return rows<PlayerBalance>(
    db,
    sql`select player_no as "playerNo", points_type as "pointsType",
          balance::float8 as "balance", entry_count as "entryCount"
        from ledger_balance where ${
          // One player (every statement read) by equality: the primary key, no list to unpack.
          playerNos.length === 1
            ? sql`player_no = ${playerNos[0]}`
            : sql`player_no in ${textList(playerNos)}`
        }
        order by player_no, points_type`,
  );
}

/**
 * The same balances read FOR UPDATE in key order, inside the caller's transaction: a check made on
 * them holds until commit (a correction commit checks every deduction row against them).
 */
export async function lockBalances(
  tx: DbOrTx,
  keys: { playerNo: string; pointsType: PointsType }[],
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (keys.length === 0) return result;
  const players = [...new Set(keys.map((k) => k.playerNo))].sort();
  const found = await rows<{ playerNo: string; pointsType: PointsType; balance: number }>(
    tx,
    sql`select player_no as "playerNo", points_type as "pointsType", balance::float8 as "balance"
        from ledger_balance where player_no in ${textList(players)}
        order by player_no, points_type for update`,
  );
  for (const b of found) result.set(balanceKey(b.playerNo, b.pointsType), b.balance);
  return result;
}

export const balanceKey = (playerNo: string, pointsType: string) => `${playerNo}|${pointsType}`;

/** A player's newest entries first (keyset pages: pass the last id seen as `beforeId`). */
export async function playerEntries(
  db: DbOrTx,
  playerNo: string,
  options: { limit: number; beforeId?: number; pointsType?: PointsType },
): Promise<LedgerEntry[]> {
  return rows<LedgerEntry>(
    db,
    sql`select ${ENTRY_COLUMNS} from ledger_entry
        where player_no = ${playerNo}
          ${options.beforeId ? sql`and id < ${options.beforeId}` : sql``}
          ${options.pointsType ? sql`and points_type = ${options.pointsType}` : sql``}
        order by id desc limit ${options.limit}`,
  );
}

/** Outstanding points per points type over every player (the finance figure). */
export async function outstandingPoints(
  db: DbOrTx,
): Promise<{ pointsType: PointsType; points: number; players: number }[]> {
  return rows(
    db,
    sql`select points_type as "pointsType", coalesce(sum(balance), 0)::float8 as "points",
          count(*) filter (where balance > 0)::int as "players"
        from ledger_balance group by points_type order by points_type`,
  );
}

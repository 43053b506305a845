import { sql } from 'drizzle-orm';
import type { FieldError } from '@dealer/contracts';
import type {
  PlayerTierOutcome,
  PlayerTierRow,
  PlayerTiersResult,
  TierHistory,
} from '@dealer/contracts/quest-tiers';
import { rows, type Db, type DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/http/errors';
import { validationError } from '../../../platform/http/errorHandler';
import { codeList } from '../settings';
import { questDateTime } from './time';

const key = (playerNo: string, period: number) => `${playerNo}\u0000${period}`;

/** Which of the player numbers are salesmen (the players of the programme), in one parameter. */
async function knownSalesmen(db: DbOrTx, playerNos: string[]): Promise<Set<string>> {
  const found = await rows<{ no: string }>(
    db,
    sql`select s.employee_no as no from salesman s join ${codeList(playerNos)} c
        on c.code = s.employee_no`,
  );
  return new Set(found.map((row) => row.no));
}

/**
 * Players' tiers per period posted by another system of the group: all or nothing (an unknown
 * player, or a player and period given twice in the post, answers 400 naming the row; the tier
 * and period are checked by the contract), and idempotent: a row equal to the recorded one
 * changes nothing, a different tier replaces the recorded one (who recorded it and when follow).
 */
export async function postTiers(
  db: Db,
  input: PlayerTierRow[],
  serviceClient: string,
): Promise<PlayerTiersResult> {
  const known = await knownSalesmen(db, [...new Set(input.map((row) => row.playerNo))]);
  const errors: FieldError[] = [];
  const firstRow = new Map<string, number>();
  input.forEach((row, index) => {
    if (!known.has(row.playerNo))
      errors.push({ field: `rows.${index}.playerNo`, message: `no player ${row.playerNo}` });
    const k = key(row.playerNo, row.period);
    const first = firstRow.get(k);
    if (first === undefined) firstRow.set(k, index);
    else
      errors.push({
        field: `rows.${index}.period`,
        message: `${row.playerNo} in ${row.period} is already row ${first}`,
      });
  });
  if (errors.length > 0) throw validationError(errors);

  // One JSON parameter carries the whole batch (up to TIER_BOUNDS.rowsPerPost rows).
  const batch = sql`jsonb_to_recordset(${JSON.stringify(
    input.map((row) => ({
      player_no: row.playerNo,
      period: row.period,
      player_tier: row.playerTier,
    })),
  )}::jsonb) as r(player_no text, period integer, player_tier text)`;
  return db.transaction(async (tx) => {
    // The recorded rows, locked so that the outcome reported is the one this post made. A row
    // first inserted by a concurrent post is not locked here: that post and this one may both
    // report it inserted, while the upsert below still leaves one row with the last tier.
    const before = await rows<{ playerNo: string; period: number; playerTier: string }>(
      tx,
      sql`select tp.player_no as "playerNo", tp.period, tp.player_tier as "playerTier"
          from player_tier_period tp join ${batch}
            on r.player_no = tp.player_no and r.period = tp.period
          for update of tp`,
    );
    const previous = new Map(before.map((row) => [key(row.playerNo, row.period), row.playerTier]));
    // The where clause leaves an equal row untouched (not even created_by / created_time).
    await tx.execute(
      sql`insert into player_tier_period (player_no, period, player_tier, created_by)
          select r.player_no, r.period, r.player_tier, ${serviceClient} from ${batch}
          on conflict (player_no, period) do update
            set player_tier = excluded.player_tier, created_by = excluded.created_by,
                created_time = now()
            where player_tier_period.player_tier <> excluded.player_tier`,
    );
    const outcomes: PlayerTierOutcome[] = input.map((row) => {
      const previousTier = previous.get(key(row.playerNo, row.period)) ?? null;
      const outcome =
        previousTier === null
          ? 'inserted'
          : previousTier === row.playerTier
            ? 'unchanged'
            : 'replaced';
      return { ...row, previousTier, outcome };
    });
    const count = (outcome: PlayerTierOutcome['outcome']) =>
      outcomes.filter((row) => row.outcome === outcome).length;
    return {
      inserted: count('inserted'),
      replaced: count('replaced'),
      unchanged: count('unchanged'),
      rows: outcomes,
    };
  });
}

/** One player's recorded tiers, newest period first, with the salesman's current tier. */
export async function tierHistory(
  db: DbOrTx,
  playerNo: string,
  timeZone: string,
): Promise<TierHistory> {
  const [player] = await rows<{ currentTier: string | null }>(
    db,
    sql`select player_tier as "currentTier" from salesman where employee_no = ${playerNo}`,
  );
  if (!player) throw new AppError(404, 'NOT_FOUND', `Player ${playerNo} not found`);
  const periods = await rows<{
    period: number;
    playerTier: string;
    recordedBy: string;
    recordedTime: Date | string;
  }>(
    db,
    sql`select period, player_tier as "playerTier", created_by as "recordedBy",
          created_time as "recordedTime"
        from player_tier_period where player_no = ${playerNo} order by period desc`,
  );
  return {
    playerNo,
    currentTier: player.currentTier,
    periods: periods.map((row) => ({
      period: row.period,
      playerTier: row.playerTier,
      recordedBy: row.recordedBy,
      recordedTime: questDateTime(new Date(row.recordedTime), timeZone),
    })),
  };
}

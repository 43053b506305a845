import { sql } from 'drizzle-orm';
import { PLAYER_TIER_CODES } from '@dealer/contracts/players';
import { rows, type DbOrTx } from '../db/client';

/** How the tier moved from the year before to the next (clamped to the ladder). */
const STEP_TO_LAST_YEAR = [-1, 0, 1] as const;
const STEP_TO_TWO_YEARS_AGO = [0, -1, -1, 1] as const;

/**
 * Demo tier history (demo mode only): each demo salesman's tier in the two years before `today`'s,
 * a step up or down the ladder (BRONZE < SILVER < GOLD < PLATINUM) from the current tier set by
 * seedDemoPlayers, so that a quest targeted by player tier and tier period finds players in the
 * demo (what the tier service endpoint records from the group's tier review in production).
 * Idempotent: existing (player, period) rows are kept, whoever wrote them.
 */
export async function seedDemoTierPeriods(tx: DbOrTx, today: string): Promise<void> {
  const players = await rows<{ playerNo: string; playerTier: string }>(
    tx,
    sql`select employee_no as "playerNo", player_tier as "playerTier" from salesman
        where employee_no like 'EMP-%' order by employee_no`,
  );
  const ladder: readonly string[] = PLAYER_TIER_CODES;
  const at = (index: number) => ladder[Math.min(Math.max(index, 0), ladder.length - 1)]!;
  const year = Number(today.slice(0, 4));
  const history = players.flatMap((p, i) => {
    const current = ladder.indexOf(p.playerTier);
    if (current < 0) return [];
    const lastYear = current + STEP_TO_LAST_YEAR[i % STEP_TO_LAST_YEAR.length]!;
    const twoYearsAgo = lastYear + STEP_TO_TWO_YEARS_AGO[i % STEP_TO_TWO_YEARS_AGO.length]!;
    return [
      { player_no: p.playerNo, period: year - 1, player_tier: at(lastYear) },
      { player_no: p.playerNo, period: year - 2, player_tier: at(twoYearsAgo) },
    ];
  });
  if (history.length === 0) return;
  await tx.execute(
    sql`insert into player_tier_period (player_no, period, player_tier, created_by)
        select r.player_no, r.period, r.player_tier, 'seed'
        from jsonb_to_recordset(${JSON.stringify(history)}::jsonb)
          as r(player_no text, period integer, player_tier text)
        on conflict (player_no, period) do nothing`,
  );
}

import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client';
import { bookEntries, type LedgerEntryInput } from '../../../platform/ledger/ledger';
import type { QuestDef } from './definitions';

/** The key of a completion and (with a suffix per points type) of its ledger entries. */
export const awardKey = (questId: number, recurrenceNo: number, playerNo: string) =>
  `quest:${questId}:rec:${recurrenceNo}:player:${playerNo}`;

export const allTasksDone = (def: QuestDef, counts: Map<number, number>) =>
  def.tasks.length > 0 &&
  def.tasks.every((task) => (counts.get(task.taskNo) ?? 0) >= task.targetTask);

/**
 * Completes a recurrence for a player and books the reward (PointsBalance) and experience points
 * (PodiumPoints, what the target-podium ranking sums) through the ledger, exactly once: the
 * quest's award row is locked first, so max players and max participations hold under concurrent
 * completions; the completion's primary key and the ledger's idempotency keys back it up.
 * Returns true when this call completed it.
 */
export async function award(
  tx: DbOrTx,
  def: QuestDef,
  recurrenceNo: number,
  playerNo: string,
  via: 'live' | 'rerun',
  actor: string,
): Promise<boolean> {
  const key = awardKey(def.id, recurrenceNo, playerNo);
  const done = await rows<{ n: number }>(
    tx,
    sql`select 1 as n from quest_completion where idempotency_key = ${key}`,
  );
  if (done.length > 0) return false;
  await tx.execute(
    sql`insert into quest_award_state (quest_id) values (${def.id}::integer) on conflict do nothing`,
  );
  const [state] = await rows<{ players: number }>(
    tx,
    sql`select players from quest_award_state where quest_id = ${def.id}::integer for update`,
  );
  const [mine] = await rows<{ n: number; done: number }>(
    tx,
    sql`select count(*)::int as n,
          count(*) filter (where recurrence_no = ${recurrenceNo}::integer)::int as done
        from quest_completion where quest_id = ${def.id}::integer and player_no = ${playerNo}`,
  );
  if (!state || !mine || mine.done > 0) return false;
  if (mine.n >= def.maxNumberOfParticipation) return false;
  const newPlayer = mine.n === 0;
  if (newPlayer && state.players >= def.maxPlayer) return false;
  await tx.execute(
    sql`insert into quest_completion (quest_id, recurrence_no, player_no, idempotency_key,
          reward_point, experience_point, rules_version, via)
        values (${def.id}::integer, ${recurrenceNo}::integer, ${playerNo}, ${key},
          ${def.rewardPoint}::integer, ${def.experiencePoint}::integer, ${def.rulesVersion}::integer, ${via})`,
  );
  await tx.execute(
    sql`update quest_award_state set players = players + ${newPlayer ? 1 : 0}::integer,
          completions = completions + 1, updated_time = now()
        where quest_id = ${def.id}::integer`,
  );
  const entries: LedgerEntryInput[] = [];
  const common = {
    playerNo,
    source: 'quest_award' as const,
    sourceRef: key,
    createdBy: actor,
  };
  const what = `${def.code} ${def.name}, recurrence ${recurrenceNo}`;
  if (def.rewardPoint > 0)
    entries.push({
      ...common,
      idempotencyKey: `${key}:reward`,
      pointsType: 'PointsBalance',
      amount: def.rewardPoint,
      description: `Reward of ${what}`,
    });
  if (def.experiencePoint > 0)
    entries.push({
      ...common,
      idempotencyKey: `${key}:xp`,
      pointsType: 'PodiumPoints',
      amount: def.experiencePoint,
      description: `Experience of ${what}`,
    });
  if (entries.length > 0) await bookEntries(tx, entries);
  return true;
}

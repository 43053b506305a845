import { sql } from 'drizzle-orm';
import type { PlayerQuest } from '@dealer/contracts/quest-engine';
import { rows, type DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/http/errors';
import { scoringQuests, type QuestDef } from './definitions';
import { isManualJoin, loadPlayer, targetingMiss, type PlayerProfile } from './players';
import { questDateTime } from './time';
import { readTogether } from '../../../db/together';

/** Recurrences shown per quest: the started ones, newest last, at most this many. */
const SHOWN_RECURRENCES = 12;

async function playerOrThrow(db: DbOrTx, playerNo: string): Promise<PlayerProfile> {
  const player = await loadPlayer(db, playerNo);
  if (!player || !player.isEnabled)
    throw new AppError(404, 'NOT_FOUND', `Player ${playerNo} not found`);
  return player;
}

/** Open and Active quests whose targeting takes the player in (hidden ones are not listed). */
async function questsOf(db: DbOrTx, player: PlayerProfile): Promise<QuestDef[]> {
  return (await scoringQuests(db)).filter((def) => targetingMiss(def, player) === null);
}

const joinOpen = (def: QuestDef, now: number) =>
  def.recurrences.some((r) => r.validToJoin.getTime() >= now);

async function describe(
  db: DbOrTx,
  defs: QuestDef[],
  player: PlayerProfile,
  timeZone: string,
): Promise<PlayerQuest[]> {
  if (defs.length === 0) return [];
  const ids = sql.join(
    defs.map((def) => sql`${def.id}::integer`),
    sql`, `,
  );
  const [counts, completions, joined, taken] = await readTogether(db, [
    () =>
      rows<{ questId: number; recurrenceNo: number; taskNo: number; n: number }>(
        db,
        // The progress rows hold the count of the player's counted rows per task.
        sql`select quest_id as "questId", recurrence_no as "recurrenceNo", task_no as "taskNo", n
          from quest_task_progress where player_no = ${player.playerNo} and quest_id in (${ids})
            and n > 0`,
      ),
    () =>
      rows<{
        questId: number;
        recurrenceNo: number;
        completedTime: Date;
        rewardPoint: number;
        experiencePoint: number;
      }>(
        db,
        sql`select quest_id as "questId", recurrence_no as "recurrenceNo", completed_time as "completedTime",
            reward_point as "rewardPoint", experience_point as "experiencePoint"
          from quest_completion where player_no = ${player.playerNo} and quest_id in (${ids})`,
      ),
    () =>
      rows<{ questId: number }>(
        db,
        sql`select quest_id as "questId" from quest_participant where player_no = ${player.playerNo} and quest_id in (${ids})`,
      ),
    () =>
      rows<{ questId: number; n: number }>(
        db,
        sql`select quest_id as "questId", count(*)::int as n from quest_participant where quest_id in (${ids}) group by quest_id`,
      ),
  ]);
  const joinedIds = new Set(joined.map((j) => j.questId));
  const takenBy = new Map(taken.map((t) => [t.questId, t.n]));
  const now = Date.now();
  return defs.map((def) => {
    const isJoined = !isManualJoin(def) || joinedIds.has(def.id);
    const done = completions.filter((c) => c.questId === def.id);
    const started = def.recurrences.filter((r) => r.validFrom.getTime() <= now);
    const shown = (started.length > 0 ? started : def.recurrences.slice(0, 1)).slice(
      -SHOWN_RECURRENCES,
    );
    return {
      questId: def.id,
      questCode: def.code,
      questName: def.name,
      questDescription: def.description,
      questType: def.questType,
      status: def.status,
      rewardPoint: def.rewardPoint,
      experiencePoint: def.experiencePoint,
      joined: isJoined,
      canJoin: !isJoined && joinOpen(def, now) && (takenBy.get(def.id) ?? 0) < def.maxPlayer,
      completions: done.length,
      maxNumberOfParticipation: def.maxNumberOfParticipation,
      recurrences: shown.map((r) => {
        const completion = done.find((c) => c.recurrenceNo === r.recurrenceNo);
        return {
          recurrenceNo: r.recurrenceNo,
          validFrom: questDateTime(r.validFrom, timeZone),
          validTo: questDateTime(r.validTo, timeZone),
          validToJoin: questDateTime(r.validToJoin, timeZone),
          tasks: def.tasks.map((task) => ({
            taskNo: task.taskNo,
            taskName: task.taskName,
            taskType: task.taskType,
            targetTask: task.targetTask,
            count:
              counts.find(
                (c) =>
                  c.questId === def.id &&
                  c.recurrenceNo === r.recurrenceNo &&
                  c.taskNo === task.taskNo,
              )?.n ?? 0,
          })),
          completed: completion !== undefined,
          completedTime: completion
            ? questDateTime(new Date(completion.completedTime), timeZone)
            : null,
          rewardPoint: completion?.rewardPoint ?? 0,
          experiencePoint: completion?.experiencePoint ?? 0,
        };
      }),
    };
  });
}

/** The salesman app's 'quests open to me': Open and Active quests targeting the player. */
export async function myQuests(db: DbOrTx, playerNo: string, timeZone: string) {
  const player = await playerOrThrow(db, playerNo);
  const defs = (await questsOf(db, player)).filter((def) => !def.isHidden);
  return describe(db, defs, player, timeZone);
}

async function targetedQuest(db: DbOrTx, player: PlayerProfile, questId: number) {
  const def = (await questsOf(db, player)).find((d) => d.id === questId);
  // A quest outside the player's targeting does not exist for them.
  if (!def) throw new AppError(404, 'NOT_FOUND', `Quest ${questId} not found`);
  return def;
}

export async function questProgress(
  db: DbOrTx,
  playerNo: string,
  questId: number,
  timeZone: string,
) {
  const player = await playerOrThrow(db, playerNo);
  const def = await targetedQuest(db, player, questId);
  return (await describe(db, [def], player, timeZone))[0]!;
}

/**
 * Joins a Manual Join quest (an Auto Join quest has every targeted player in already): before
 * the last valid-to-join, within max players. The quest's award row serialises joins too.
 */
export async function joinQuest(
  db: DbOrTx,
  playerNo: string,
  questId: number,
  serviceClient: string,
): Promise<{ questId: number; playerNo: string; joined: boolean }> {
  const player = await playerOrThrow(db, playerNo);
  const def = await targetedQuest(db, player, questId);
  const result = { questId, playerNo: player.playerNo, joined: true };
  if (!isManualJoin(def)) return result;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into quest_award_state (quest_id) values (${def.id}::integer) on conflict do nothing`,
    );
    await tx.execute(
      sql`select 1 from quest_award_state where quest_id = ${def.id}::integer for update`,
    );
    const [already] = await rows<{ n: number }>(
      tx,
      sql`select 1 as n from quest_participant where quest_id = ${def.id}::integer and player_no = ${player.playerNo}`,
    );
    if (already) return result;
    if (!joinOpen(def, Date.now()))
      throw new AppError(
        409,
        'CONFLICT',
        `Quest ${def.code} no longer admits new players (valid to join has passed)`,
      );
    const [taken] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from quest_participant where quest_id = ${def.id}::integer`,
    );
    if ((taken?.n ?? 0) >= def.maxPlayer)
      throw new AppError(409, 'CONFLICT', `Quest ${def.code} is full (${def.maxPlayer} players)`);
    await tx.execute(
      sql`insert into quest_participant (quest_id, player_no, service_client)
          values (${def.id}::integer, ${player.playerNo}, ${serviceClient}) on conflict do nothing`,
    );
    return result;
  });
}

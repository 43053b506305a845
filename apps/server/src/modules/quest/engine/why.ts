import { sql } from 'drizzle-orm';
import { ENGINE_BOUNDS, type Exclusion, type WhyResult } from '@dealer/contracts/quest-engine';
import { rows, type DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/http/errors';
import type { EngineEvent } from './compile';
import { loadQuest, tasksFor, type QuestDef, type RecurrenceDef } from './definitions';
import { isManualJoin, loadPlayer, targetingMiss } from './players';
import { questDateTime } from './time';

const DAY = 86_400_000;

interface StoredEvent extends EngineEvent {
  pk: number;
  eventId: string;
}

const noRule = (kind: 'window' | 'notScored' | 'outsideQuest'): Exclusion => ({
  kind,
  ruleIndex: null,
  rulename: null,
  metadataTypeDetailId: null,
  operators: null,
  value: null,
  actual: null,
});

/** The recurrence asked for, else the one running now, else the last started, else the first. */
export function pickRecurrence(
  def: QuestDef,
  recurrenceNo: number | undefined,
): RecurrenceDef | undefined {
  if (recurrenceNo !== undefined)
    return def.recurrences.find((r) => r.recurrenceNo === recurrenceNo);
  const now = Date.now();
  const started = def.recurrences.filter((r) => r.validFrom.getTime() <= now);
  return started.at(-1) ?? def.recurrences[0];
}

/**
 * 'Why (not)': for one player and quest, the events that counted for each task of a recurrence
 * and the nearest ones that did not, each with what excluded it (outside the recurrence, no rule
 * for its type, the closest rule's failing operation, or matching but never scored).
 */
export async function whyNot(
  db: DbOrTx,
  request: { questId: number; playerNo: string; recurrenceNo?: number | undefined },
  timeZone: string,
): Promise<WhyResult> {
  const def = await loadQuest(db, request.questId);
  if (!def || def.status === 5)
    throw new AppError(404, 'NOT_FOUND', `Quest ${request.questId} not found`);
  const player = await loadPlayer(db, request.playerNo);
  if (!player) throw new AppError(404, 'NOT_FOUND', `Player ${request.playerNo} not found`);
  const recurrence = pickRecurrence(def, request.recurrenceNo);
  if (request.recurrenceNo !== undefined && !recurrence)
    throw new AppError(
      404,
      'NOT_FOUND',
      `Quest ${def.code} has no recurrence ${request.recurrenceNo}`,
    );

  let notInQuest = targetingMiss(def, player);
  if (!notInQuest && isManualJoin(def)) {
    const [joined] = await rows<{ n: number }>(
      db,
      sql`select 1 as n from quest_participant where quest_id = ${def.id}::integer and player_no = ${player.playerNo}`,
    );
    if (!joined) notInQuest = `player ${player.playerNo} has not joined this Manual Join quest`;
  }
  const base = {
    questId: def.id,
    questName: def.name,
    playerNo: player.playerNo,
    playerName: player.playerName,
    notInQuest,
  };
  if (!recurrence)
    return {
      ...base,
      recurrence: null,
      completed: false,
      completedTime: null,
      pointsBooked: 0,
      tasks: [],
    };

  const [completion] = await rows<{ completedTime: Date; points: number }>(
    db,
    sql`select completed_time as "completedTime", (reward_point + experience_point)::int as points
        from quest_completion where quest_id = ${def.id}::integer
          and recurrence_no = ${recurrence.recurrenceNo}::integer and player_no = ${player.playerNo}`,
  );
  const counted = await rows<{ taskNo: number; pk: number }>(
    db,
    sql`select task_no as "taskNo", event_pk as pk from quest_task_event
        where quest_id = ${def.id}::integer and recurrence_no = ${recurrence.recurrenceNo}::integer
          and player_no = ${player.playerNo}`,
  );
  // The player's events around the recurrence (a week either side), newest first.
  const events = (
    await rows<{
      pk: number;
      eventId: string;
      metadataTypeId: number;
      occurredAt: Date;
      data: Record<string, string | number>;
    }>(
      db,
      sql`select id as pk, event_id as "eventId", metadata_type_id as "metadataTypeId",
            occurred_at as "occurredAt", data
          from quest_event where player_no = ${player.playerNo}
            and occurred_at between ${new Date(recurrence.validFrom.getTime() - 7 * DAY).toISOString()}::timestamptz
              and ${new Date(recurrence.validTo.getTime() + 7 * DAY).toISOString()}::timestamptz
          order by occurred_at desc, id desc limit 2000`,
    )
  ).map((e): StoredEvent => ({ ...e, pk: Number(e.pk), occurredAt: new Date(e.occurredAt) }));
  const byPk = new Map(events.map((e) => [e.pk, e]));
  const compiled = tasksFor(def, recurrence, timeZone);
  const from = recurrence.validFrom.getTime();
  const to = recurrence.validTo.getTime();
  const distance = (e: StoredEvent) => {
    const t = e.occurredAt.getTime();
    return t < from ? from - t : t > to ? t - to : 0;
  };
  const wire = (e: StoredEvent) => ({
    eventId: e.eventId,
    metadataTypeId: e.metadataTypeId,
    occurredAt: questDateTime(e.occurredAt, timeZone),
    details: e.data,
  });

  const tasks = def.tasks.map((task, index) => {
    const mine = new Set(counted.filter((c) => c.taskNo === task.taskNo).map((c) => Number(c.pk)));
    const countedEvents = [...mine]
      .map((pk) => byPk.get(pk))
      .filter((e): e is StoredEvent => e !== undefined)
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
    const nearest = events
      .filter((e) => !mine.has(e.pk))
      .map((e) => {
        const outside = distance(e) > 0;
        const excludedBy = outside
          ? noRule('window')
          : (compiled[index]!.explain(e) ??
            // Matching but uncounted: a rerun counts it only for a player in the quest now.
            noRule(notInQuest ? 'outsideQuest' : 'notScored'));
        return { e, excludedBy };
      })
      // Inside the recurrence first, then by how far outside; newest first within each.
      .sort((a, b) => distance(a.e) - distance(b.e))
      .slice(0, ENGINE_BOUNDS.whyNearest);
    return {
      taskNo: task.taskNo,
      taskName: task.taskName,
      targetTask: task.targetTask,
      count: mine.size,
      counted: countedEvents.slice(0, ENGINE_BOUNDS.whyCounted).map(wire),
      nearest: nearest.map(({ e, excludedBy }) => ({ ...wire(e), excludedBy })),
    };
  });
  return {
    ...base,
    recurrence: {
      recurrenceNo: recurrence.recurrenceNo,
      validFrom: questDateTime(recurrence.validFrom, timeZone),
      validTo: questDateTime(recurrence.validTo, timeZone),
      validToJoin: questDateTime(recurrence.validToJoin, timeZone),
    },
    completed: completion !== undefined,
    completedTime: completion ? questDateTime(new Date(completion.completedTime), timeZone) : null,
    pointsBooked: completion?.points ?? 0,
    tasks,
  };
}

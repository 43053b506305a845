import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { allTasksDone, award } from './awards';
import type { EngineEvent } from './compile';
import {
  recurrencesAt,
  SCORING_DIGEST,
  scoringQuests,
  tasksFor,
  type QuestDef,
} from './definitions';
import { isManualJoin, loadPlayer, targetingMiss, type PlayerProfile } from './players';
import { intArray, preparedRows } from './prepared';

export interface NewEvent extends EngineEvent {
  eventId: string;
  playerNo: string;
  source: 'order' | 'service';
  sourceClient?: string;
}

export interface ScoreOutcome {
  recorded: boolean;
  counted: number;
  completed: number;
}

/**
 * Records an event once per event id and scores it on every Open or Active quest whose
 * recurrence holds its time, for its player when targeted (and joined, on Manual Join quests), in
 * the caller's transaction. A repeated event id records and scores nothing.
 */
export async function recordAndScore(
  tx: DbOrTx,
  event: NewEvent,
  timeZone: string,
  /** The player's profile when the caller read it already (the order move does). */
  known?: PlayerProfile,
): Promise<ScoreOutcome> {
  // The insert answers the digest of the scoring quests too: one round trip for both.
  const [inserted] = await preparedRows<{ id: number | null; digest: string }>(
    tx,
    sql`with inserted as (
          insert into quest_event (event_id, metadata_type_id, player_no, occurred_at, data, source, source_client)
          values (${event.eventId}, ${event.metadataTypeId}::integer, ${event.playerNo},
            ${event.occurredAt.toISOString()}::timestamptz, ${JSON.stringify(event.data)}::jsonb,
            ${event.source}, ${event.sourceClient ?? ''})
          on conflict (event_id) do nothing
          returning id)
        select (select id from inserted) as id, ${SCORING_DIGEST} as digest`,
  );
  if (!inserted || inserted.id === null) return { recorded: false, counted: 0, completed: 0 };
  const outcome = await scoreRecorded(
    tx,
    { ...event, id: Number(inserted.id) },
    timeZone,
    known,
    inserted.digest,
  );
  return { recorded: true, ...outcome };
}

/**
 * Scores an event its caller has just recorded (id: its quest_event row), given the digest of
 * the scoring quests read in the same statement as the insert (SCORING_DIGEST).
 */
export async function scoreRecorded(
  tx: DbOrTx,
  event: NewEvent & { id: number },
  timeZone: string,
  known: PlayerProfile | undefined,
  digest: string,
): Promise<{ counted: number; completed: number }> {
  const none = { counted: 0, completed: 0 };
  const candidates = (await scoringQuests(tx, digest)).filter(
    (def) =>
      def.metadataTypeIds.has(event.metadataTypeId) &&
      recurrencesAt(def, event.occurredAt).length > 0,
  );
  if (candidates.length === 0) return none;
  const player = known ?? (await loadPlayer(tx, event.playerNo));
  if (!player) return none;
  const targeted = candidates.filter((def) => targetingMiss(def, player) === null);
  const manual = targeted.filter(isManualJoin).map((def) => def.id);
  const joined = new Set<number>();
  if (manual.length > 0) {
    const found = await preparedRows<{ questId: number }>(
      tx,
      sql`select quest_id as "questId" from quest_participant
          where player_no = ${player.playerNo}::text and quest_id = any(${intArray(manual)}::integer[])`,
    );
    for (const row of found) joined.add(row.questId);
  }
  const matches: { def: QuestDef; recurrenceNo: number; taskNo: number }[] = [];
  for (const def of targeted) {
    if (isManualJoin(def) && !joined.has(def.id)) continue;
    for (const recurrence of recurrencesAt(def, event.occurredAt)) {
      const compiled = tasksFor(def, recurrence, timeZone);
      def.tasks.forEach((task, index) => {
        if (compiled[index]!.matches(event))
          matches.push({ def, recurrenceNo: recurrence.recurrenceNo, taskNo: task.taskNo });
      });
    }
  }
  if (matches.length === 0) return none;
  // Completions in quest order, so two transactions lock award rows in the same order.
  const touched = new Map<string, { def: QuestDef; recurrenceNo: number }>();
  for (const m of matches) touched.set(`${m.def.id}:${m.recurrenceNo}`, m);
  const ordered = [...touched.values()].sort(
    (a, b) => a.def.id - b.def.id || a.recurrenceNo - b.recurrenceNo,
  );
  // One statement writes the counted rows and answers the player's counts in every touched
  // recurrence. The counts are the player's progress rows (quest_task_progress, one per task,
  // kept by a trigger on quest_task_event) plus the rows this insert added: the statement's
  // snapshot sees neither its own insert nor the trigger's update, which runs after it (a
  // repeated row adds nothing: on conflict). Its text is the same for every event (the lists
  // are array parameters): prepared once.
  const counts = await preparedRows<{
    questId: number;
    recurrenceNo: number;
    taskNo: number;
    n: number;
  }>(
    tx,
    sql`with added as (
          insert into quest_task_event (quest_id, recurrence_no, task_no, player_no, event_pk, rules_version)
          select m.quest_id, m.recurrence_no, m.task_no, ${player.playerNo}::text, ${event.id}::bigint, m.rules_version
          from unnest(${intArray(matches.map((m) => m.def.id))}::integer[],
            ${intArray(matches.map((m) => m.recurrenceNo))}::integer[],
            ${intArray(matches.map((m) => m.taskNo))}::integer[],
            ${intArray(matches.map((m) => m.def.rulesVersion))}::integer[])
            as m(quest_id, recurrence_no, task_no, rules_version)
          on conflict do nothing
          returning quest_id, recurrence_no, task_no),
        touched as (
          select * from unnest(${intArray(ordered.map((o) => o.def.id))}::integer[],
            ${intArray(ordered.map((o) => o.recurrenceNo))}::integer[]) as t(quest_id, recurrence_no)),
        counted as (
          select p.quest_id, p.recurrence_no, p.task_no, p.n
          from touched t join quest_task_progress p
            on p.quest_id = t.quest_id and p.recurrence_no = t.recurrence_no
              and p.player_no = ${player.playerNo}::text
          union all
          select quest_id, recurrence_no, task_no, 1 from added)
        select quest_id as "questId", recurrence_no as "recurrenceNo", task_no as "taskNo", sum(n)::int as n
        from counted group by quest_id, recurrence_no, task_no`,
  );
  let completed = 0;
  for (const { def, recurrenceNo } of ordered) {
    const mine = new Map(
      counts
        .filter((c) => c.questId === def.id && c.recurrenceNo === recurrenceNo)
        .map((c) => [c.taskNo, c.n]),
    );
    if (!allTasksDone(def, mine)) continue;
    if (await award(tx, def, recurrenceNo, player.playerNo, 'live', `event ${event.eventId}`))
      completed += 1;
  }
  return { counted: matches.length, completed };
}

import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client';
import { allTasksDone, award } from './awards';
import { loadQuest, tasksFor, type QuestDef } from './definitions';
import { isManualJoin, targetedPlayersSql, type PlayerFilter } from './players';

export interface RerunWindow {
  questId: number;
  metadataTypeId: number;
  from: Date;
  to: Date;
  filter?: PlayerFilter;
}

/**
 * Recomputes one quest over an event window: for each recurrence overlapping it, the counted
 * events of that type in the overlap are derived again from the stored events (SQL predicate),
 * then every player whose tasks all reach their targets is awarded, unless already awarded: a
 * completion is never booked twice and never taken back. Returns the number of new completions.
 */
export async function rerunQuest(tx: DbOrTx, window: RerunWindow, timeZone: string, actor: string) {
  const def = await loadQuest(tx, window.questId);
  if (!def) return 0;
  const players = targetedPlayersSql(def, { joinedOnly: isManualJoin(def), filter: window.filter });
  let awarded = 0;
  for (const recurrence of def.recurrences) {
    const from = Math.max(window.from.getTime(), recurrence.validFrom.getTime());
    const to = Math.min(window.to.getTime(), recurrence.validTo.getTime());
    if (from > to) continue;
    const fromIso = new Date(from).toISOString();
    const toIso = new Date(to).toISOString();
    const inWindow = sql`quest_event.metadata_type_id = ${window.metadataTypeId}::integer
      and quest_event.occurred_at between ${fromIso}::timestamptz and ${toIso}::timestamptz
      and quest_event.player_no in ${players}`;
    const compiled = tasksFor(def, recurrence, timeZone);
    for (const [index, task] of def.tasks.entries()) {
      await tx.execute(
        sql`delete from quest_task_event using quest_event
            where quest_task_event.event_pk = quest_event.id
              and quest_task_event.quest_id = ${def.id}::integer
              and quest_task_event.recurrence_no = ${recurrence.recurrenceNo}::integer
              and quest_task_event.task_no = ${task.taskNo}::integer and ${inWindow}`,
      );
      await tx.execute(
        sql`insert into quest_task_event (quest_id, recurrence_no, task_no, player_no, event_pk, rules_version)
            select ${def.id}::integer, ${recurrence.recurrenceNo}::integer, ${task.taskNo}::integer,
              quest_event.player_no, quest_event.id, ${def.rulesVersion}::integer
            from quest_event where ${inWindow} and ${compiled[index]!.where()}
            on conflict do nothing`,
      );
    }
    awarded += await awardCompleted(tx, def, recurrence.recurrenceNo, actor);
  }
  return awarded;
}

/** Awards every player of a recurrence whose counts reach every target and who has no award yet. */
async function awardCompleted(tx: DbOrTx, def: QuestDef, recurrenceNo: number, actor: string) {
  const counts = await rows<{ playerNo: string; taskNo: number; n: number }>(
    tx,
    sql`select t.player_no as "playerNo", t.task_no as "taskNo", count(*)::int as n
        from quest_task_event t
        where t.quest_id = ${def.id}::integer and t.recurrence_no = ${recurrenceNo}::integer
          and not exists (select 1 from quest_completion c where c.quest_id = t.quest_id
            and c.recurrence_no = t.recurrence_no and c.player_no = t.player_no)
        group by t.player_no, t.task_no order by t.player_no`,
  );
  const byPlayer = new Map<string, Map<number, number>>();
  for (const row of counts) {
    let mine = byPlayer.get(row.playerNo);
    if (!mine) byPlayer.set(row.playerNo, (mine = new Map()));
    mine.set(row.taskNo, row.n);
  }
  let awarded = 0;
  for (const [playerNo, mine] of byPlayer) {
    if (allTasksDone(def, mine) && (await award(tx, def, recurrenceNo, playerNo, 'rerun', actor)))
      awarded += 1;
  }
  return awarded;
}

/**
 * The console's save-rerun requests (quest_rerun_request rows): each recomputed by rerunQuest,
 * then marked done with the number of new completions. Call it in the save's transaction or after.
 */
export async function processRerunRequests(
  tx: DbOrTx,
  rerunIds: number[],
  timeZone: string,
): Promise<{ rerunId: number; status: string; awarded: number }[]> {
  if (rerunIds.length === 0) return [];
  const requests = await rows<{
    id: number;
    questId: number;
    metadataTypeId: number;
    from: Date;
    to: Date;
    setting: PlayerFilter | null;
    requestedBy: string;
  }>(
    tx,
    sql`select id, quest_id as "questId", metadata_type_id as "metadataTypeId",
          event_date_from as "from", event_date_to as "to", setting, requested_by as "requestedBy"
        from quest_rerun_request
        where id in (${sql.join(
          rerunIds.map((id) => sql`${id}::integer`),
          sql`, `,
        )}) and status = 'requested'
        order by id`,
  );
  const results = [];
  for (const request of requests) {
    const awarded = await rerunQuest(
      tx,
      {
        questId: request.questId,
        metadataTypeId: request.metadataTypeId,
        from: new Date(request.from),
        to: new Date(request.to),
        filter: request.setting ?? {},
      },
      timeZone,
      `rerun ${request.id} by ${request.requestedBy}`,
    );
    await tx.execute(
      sql`update quest_rerun_request set status = 'done', awarded = ${awarded}::integer, done_time = now()
          where id = ${request.id}::integer`,
    );
    results.push({ rerunId: request.id, status: 'done', awarded });
  }
  return results;
}

import { sql } from 'drizzle-orm';
import { PODIUM_RANKS, type PodiumResult } from '@dealer/contracts/quest-engine';
import { rows, type DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/http/errors';
import { loadQuest } from './definitions';
import { questDateTime } from './time';
import { pickRecurrence } from './why';

/**
 * A podium quest's ranking in one recurrence (the given one, else the latest started): every
 * player with a counted event, by progress = the sum over tasks of the count capped at the
 * task's target (overshooting one task never outranks progress on the others). Equal progress
 * shares a rank and the next rank skips (1, 1, 3); within a rank, by player number. Ranks 1 to
 * PODIUM_RANKS are the podium.
 */
export async function podiumRanking(
  db: DbOrTx,
  request: { questId: number; recurrenceNo?: number | undefined },
  timeZone: string,
): Promise<PodiumResult> {
  const def = await loadQuest(db, request.questId);
  if (!def || def.status === 5)
    throw new AppError(404, 'NOT_FOUND', `Quest ${request.questId} not found`);
  const recurrence = pickRecurrence(def, request.recurrenceNo);
  if (request.recurrenceNo !== undefined && !recurrence)
    throw new AppError(
      404,
      'NOT_FOUND',
      `Quest ${def.code} has no recurrence ${request.recurrenceNo}`,
    );
  const base = { questId: def.id, questName: def.name, isPodium: def.isPodium };
  if (!recurrence || def.tasks.length === 0) return { ...base, recurrence: null, rows: [] };
  const targets = sql.join(
    def.tasks.map((task) => sql`(${task.taskNo}::integer, ${task.targetTask}::integer)`),
    sql`, `,
  );
  const total = def.tasks.reduce((sum, task) => sum + task.targetTask, 0);
  const ranked = await rows<{
    rank: number;
    playerNo: string;
    playerName: string | null;
    branchCode: string | null;
    progress: number;
    completed: boolean;
  }>(
    db,
    sql`with counts as (
          -- The progress rows (one per player and task) hold the count of their counted rows.
          select e.player_no, e.task_no, e.n from quest_task_progress e
          where e.quest_id = ${def.id}::integer and e.recurrence_no = ${recurrence.recurrenceNo}::integer
            and e.n > 0),
        progress as (
          select c.player_no, sum(least(c.n, t.target))::int as progress
          from counts c join (values ${targets}) as t(task_no, target) on t.task_no = c.task_no
          group by c.player_no)
        select (rank() over (order by p.progress desc))::int as rank, p.player_no as "playerNo",
          s.employee_name as "playerName", b.branch_code as "branchCode", p.progress,
          exists (select 1 from quest_completion qc where qc.quest_id = ${def.id}::integer
            and qc.recurrence_no = ${recurrence.recurrenceNo}::integer
            and qc.player_no = p.player_no) as completed
        from progress p
        left join salesman s on s.employee_no = p.player_no
        left join branch b on b.id = s.branch_id
        order by p.progress desc, p.player_no`,
  );
  return {
    ...base,
    recurrence: {
      recurrenceNo: recurrence.recurrenceNo,
      validFrom: questDateTime(recurrence.validFrom, timeZone),
      validTo: questDateTime(recurrence.validTo, timeZone),
    },
    rows: ranked.map((row) => ({ ...row, target: total, onPodium: row.rank <= PODIUM_RANKS })),
  };
}

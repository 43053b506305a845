import { sql } from 'drizzle-orm';
import { QUEST_STATUS, RECURRENCE_REMOVED } from '@dealer/contracts/quest';
import { rows, type Db } from '../../db/client';
import { startIntervalSweep } from '../../platform/jobs/intervalSweep';

/** Quests one sweep moves at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Open → Active by itself: every Open quest whose first live recurrence (not removed) has
 * started by `now` becomes Active, its version bumped (an edit read before then is stale, and the
 * engine's compiled quest is reloaded with the new status).
 *
 * Safe with several server processes sweeping at once: quests are claimed with FOR UPDATE SKIP
 * LOCKED and the update is conditioned on status Open, so a quest moves exactly once and a sweep
 * never waits for another. A quest someone moved meanwhile (stopped, made InActive) is left alone.
 */
export async function activateStartedQuests(
  db: Db,
  now: Date,
): Promise<{ questId: number; questCode: string }[]> {
  return db.transaction((tx) =>
    rows<{ questId: number; questCode: string }>(
      tx,
      sql`update quest q
        set status = ${QUEST_STATUS.ACTIVE}, version = q.version + 1,
          updated_time = ${now.toISOString()}, updated_by = 'system'
        where q.id in (
          select o.id from quest o
          where o.status = ${QUEST_STATUS.OPEN} and exists (
            select 1 from quest_recurrence r where r.quest_id = o.id
              and r.recurrence_status <> ${RECURRENCE_REMOVED}
              and r.valid_from <= ${now.toISOString()})
          order by o.id
          limit ${SWEEP_BATCH}
          for update skip locked)
        and q.status = ${QUEST_STATUS.OPEN}
        returning q.id as "questId", q.quest_code as "questCode"`,
    ),
  );
}

/** The quest life sweep on a timer (see activateStartedQuests; the same in every process). */
export function startQuestLifeSweep(
  db: Db,
  options: { intervalMs: number; log: (error: unknown) => void; info?: (message: string) => void },
): { stop(): Promise<void> } {
  return startIntervalSweep(
    'quest life sweep',
    () => activateStartedQuests(db, new Date()),
    options,
  );
}

// The quest form's writes: a new Draft saved, a quest edited (and so maybe published or stopped).
import { and, eq, sql } from 'drizzle-orm';
import {
  QUEST_STATUS,
  canMoveQuest,
  type QuestEdit,
  type QuestSave,
  type QuestSaved,
  type QuestStatus,
} from '@dealer/contracts/quest';
import type { Db } from '../../db/client';
import { quest } from '../../db/schema/quest';
import { validationError } from '../../platform/http/errorHandler';
import { staleError } from '../../platform/records/versioned';
import { checkFrozenRules } from './engine/public';
import { lockQuest } from './detail';
import {
  openRecurrences,
  questValues,
  toQuestSaved,
  writeChildren,
  writeSchedule,
} from './questRows';
import { normaliseSave, referenceErrors, transitionRefused } from './rules';

/** POST save: a new Draft quest with everything it carries, in one transaction. */
export async function createQuest(
  db: Db,
  raw: QuestSave,
  actor: string,
  timeZone: string,
): Promise<QuestSaved> {
  const input = normaliseSave(raw);
  return db.transaction(async (tx) => {
    const errors = await referenceErrors(tx, input);
    if (errors.length > 0) throw validationError(errors);
    const [row] = await tx
      .insert(quest)
      .values({ ...questValues(input), status: QUEST_STATUS.DRAFT, createdBy: actor })
      .returning();
    await writeChildren(tx, row!.id, input, timeZone);
    await writeSchedule(tx, row!.id, input, QUEST_STATUS.DRAFT, timeZone);
    return toQuestSaved(row!);
  });
}

/**
 * POST edit: the quest as read (its version) with the status it should have. A stale version is a
 * 409, a status the current one cannot move to is a 409; status 1 publishes, 4 stops (the
 * cancellation reason is required by the contract).
 */
export async function editQuest(
  db: Db,
  raw: QuestEdit,
  actor: string,
  timeZone: string,
): Promise<QuestSaved> {
  const input = normaliseSave(raw);
  return db.transaction(async (tx) => {
    const current = await lockQuest(tx, input.questId);
    if (current.status === QUEST_STATUS.DELETED) throw transitionRefused(5, input.status);
    if (current.version !== input.version) throw staleError();
    if (!canMoveQuest(current.status as QuestStatus, input.status as QuestStatus))
      throw transitionRefused(current.status, input.status);
    const errors = await referenceErrors(tx, input);
    if (errors.length > 0) throw validationError(errors);
    const publishing = current.status === QUEST_STATUS.DRAFT && input.status === QUEST_STATUS.OPEN;
    const [row] = await tx
      .update(quest)
      .set({
        ...questValues(input),
        status: input.status,
        cancellationReason: input.status === QUEST_STATUS.CANCELLED ? input.cancellationReason : '',
        ...(publishing ? { publishedTime: sql`now()` as unknown as Date } : {}),
        version: sql`${quest.version} + 1` as unknown as number,
        updatedTime: sql`now()` as unknown as Date,
        updatedBy: actor,
      })
      .where(and(eq(quest.id, input.questId), eq(quest.version, input.version)))
      .returning();
    // Published rules are versioned by the engine; an Active quest's change must be confirmed.
    if (current.status !== QUEST_STATUS.DRAFT || publishing)
      await checkFrozenRules(tx, {
        questId: input.questId,
        status: current.status,
        tasks: input.tasks,
        confirmNewVersion: input.confirmNewVersion,
        actor,
      });
    await writeChildren(tx, input.questId, input, timeZone);
    await writeSchedule(tx, input.questId, input, current.status, timeZone);
    if (publishing) await openRecurrences(tx, input.questId);
    return toQuestSaved(row!);
  });
}

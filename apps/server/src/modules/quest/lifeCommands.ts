// A quest's moves outside the form (spec 2 section 4): published (Draft to Open) and deleted.
import { eq, sql } from 'drizzle-orm';
import {
  QUEST_STATUS,
  canMoveQuest,
  type QuestSave,
  type QuestSaved,
  type QuestStatus,
} from '@dealer/contracts/quest';
import type { Db } from '../../db/client';
import { quest, questTask } from '../../db/schema/quest';
import { staleError } from '../../platform/records/versioned';
import { checkFrozenRules } from './engine/public';
import { lockQuest } from './detail';
import { openRecurrences, toQuestSaved } from './questRows';
import { transitionRefused } from './rules';

/** The publish path (spec 2 section 4): a Draft becomes Open, every recurrence status 1. */
export async function publishQuest(
  db: Db,
  questId: number,
  version: number,
  actor: string,
): Promise<QuestSaved> {
  return db.transaction(async (tx) => {
    const current = await lockQuest(tx, questId);
    if (current.version !== version) throw staleError();
    if (!canMoveQuest(current.status as QuestStatus, QUEST_STATUS.OPEN) || current.status === 1)
      throw transitionRefused(current.status, QUEST_STATUS.OPEN);
    const [row] = await tx
      .update(quest)
      .set({
        status: QUEST_STATUS.OPEN,
        publishedTime: sql`now()` as unknown as Date,
        version: sql`${quest.version} + 1` as unknown as number,
        updatedTime: sql`now()` as unknown as Date,
        updatedBy: actor,
      })
      .where(eq(quest.id, questId))
      .returning();
    await openRecurrences(tx, questId);
    const tasks = await tx
      .select()
      .from(questTask)
      .where(eq(questTask.questId, questId))
      .orderBy(questTask.taskNo);
    await checkFrozenRules(tx, {
      questId,
      status: current.status,
      tasks: tasks.map((t) => ({ ...t, rules: t.rules as QuestSave['tasks'][number]['rules'] })),
      confirmNewVersion: false,
      actor,
    });
    return toQuestSaved(row!);
  });
}

/** POST delete {Id}: the quest turns Deleted (hidden from every list but 'deleted'). */
export async function deleteQuest(
  db: Db,
  questId: number,
  version: number | undefined,
  actor: string,
): Promise<QuestSaved> {
  return db.transaction(async (tx) => {
    const current = await lockQuest(tx, questId);
    if (version !== undefined && current.version !== version) throw staleError();
    if (!canMoveQuest(current.status as QuestStatus, QUEST_STATUS.DELETED) || current.status === 5)
      throw transitionRefused(current.status, QUEST_STATUS.DELETED);
    const [row] = await tx
      .update(quest)
      .set({
        status: QUEST_STATUS.DELETED,
        version: sql`${quest.version} + 1` as unknown as number,
        updatedTime: sql`now()` as unknown as Date,
        updatedBy: actor,
      })
      .where(eq(quest.id, questId))
      .returning();
    return toQuestSaved(row!);
  });
}

// What the quest commands write: the quest row's values, its child rows and schedule from a save,
// the recurrences a publish opens; and the answer every command gives from the row it wrote.
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  QUEST_STATUS,
  RECURRENCE_REMOVED,
  SETTING_KEYS,
  type QuestSave,
  type QuestSaved,
} from '@dealer/contracts/quest';
import type { DbOrTx } from '../../db/client';
import {
  type quest,
  questAttachment,
  questEventRerun,
  questRecurrence,
  questTarget,
  questTask,
} from '../../db/schema/quest';
import { validationError } from '../../platform/http/errorHandler';
import { KIND_OF_SETTING } from './detail';
import { toInstant } from './time';

export const questValues = (input: QuestSave) => ({
  companyCode: input.companyCode,
  questName: input.questName,
  questType: input.questType,
  keyword: input.keyword,
  isPodium: input.isPodium,
  isHidden: input.isHidden,
  questDescription: input.questDescription,
  termsConditions: input.termsConditions,
  rewardPoint: input.rewardPoint,
  experiencePoint: input.experiencePoint,
  maxPlayer: input.maxPlayer,
  maxNumberOfParticipation: input.maxNumberOfParticipation,
  fileId: input.fileId,
  recurrenceType: input.recurrenceType,
  recEnd: input.recEnd,
  questReferenceCode: input.questReferenceCode ?? null,
});

/** The targets, attachments and rerun list of a quest, replaced as a whole. */
export async function writeChildren(
  tx: DbOrTx,
  questId: number,
  input: QuestSave,
  timeZone: string,
): Promise<void> {
  await tx.delete(questTarget).where(eq(questTarget.questId, questId));
  await tx.delete(questAttachment).where(eq(questAttachment.questId, questId));
  await tx.delete(questEventRerun).where(eq(questEventRerun.questId, questId));
  const targets = SETTING_KEYS.flatMap((key) => {
    const seen = new Set<string>();
    return input.locationSetting[key]
      .filter((item) => !seen.has(item.code) && seen.add(item.code))
      .map((item) => ({
        questId,
        kind: KIND_OF_SETTING[key],
        code: item.code,
        description: item.description,
      }));
  });
  // A player target copied from another quest (questReferenceCode) when none is given.
  if (input.questReferenceCode && input.locationSetting.playerSetting.length === 0) {
    await tx.execute(sql`insert into quest_target (quest_id, kind, code, description)
      select ${questId}, t.kind, t.code, t.description from quest_target t
      join quest r on r.id = t.quest_id
      where r.quest_code = ${input.questReferenceCode} and t.kind = 'player'`);
  }
  for (let start = 0; start < targets.length; start += 1000) {
    await tx.insert(questTarget).values(targets.slice(start, start + 1000));
  }
  if (input.attachments.length > 0)
    await tx
      .insert(questAttachment)
      .values(input.attachments.map((a, position) => ({ questId, position, fileId: a.fileId })));
  if (input.eventRerunQuest.length > 0)
    await tx.insert(questEventRerun).values(
      input.eventRerunQuest.map((r, position) => ({
        questId,
        position,
        metadataTypeId: r.metadataTypeId,
        eventDateFrom: toInstant(r.eventDateFrom, timeZone) as unknown as Date,
        eventDateTo: toInstant(r.eventDateTo, timeZone) as unknown as Date,
      })),
    );
}

/**
 * Recurrences and tasks keep their ids (the engine's progress points at them): upserted by
 * number; ones no longer sent are deleted on a Draft, flagged removed (recurrences) or refused
 * (tasks) once the quest was published.
 */
export async function writeSchedule(
  tx: DbOrTx,
  questId: number,
  input: QuestSave,
  status: number,
  timeZone: string,
): Promise<void> {
  const defaultStatus = status === QUEST_STATUS.DRAFT ? 0 : 1;
  for (const [index, r] of input.recurrences.entries()) {
    const values = {
      validFrom: toInstant(r.validFrom, timeZone) as unknown as Date,
      validTo: toInstant(r.validTo, timeZone) as unknown as Date,
      validToJoin: toInstant(r.validToJoin, timeZone) as unknown as Date,
      recurrenceStatus: r.recurrenceStatus ?? defaultStatus,
    };
    await tx
      .insert(questRecurrence)
      .values({ questId, recurrenceNo: index + 1, ...values })
      .onConflictDoUpdate({
        target: [questRecurrence.questId, questRecurrence.recurrenceNo],
        set: values,
      });
  }
  const beyond = and(
    eq(questRecurrence.questId, questId),
    gt(questRecurrence.recurrenceNo, input.recurrences.length),
  );
  if (status === QUEST_STATUS.DRAFT) await tx.delete(questRecurrence).where(beyond);
  else await tx.update(questRecurrence).set({ recurrenceStatus: RECURRENCE_REMOVED }).where(beyond);

  for (const [index, t] of input.tasks.entries()) {
    const values = {
      taskName: t.taskName,
      targetTask: t.targetTask,
      taskType: t.taskType,
      taskDescription: t.taskDescription,
      rules: t.rules,
    };
    await tx
      .insert(questTask)
      .values({ questId, taskNo: index + 1, ...values })
      .onConflictDoUpdate({ target: [questTask.questId, questTask.taskNo], set: values });
  }
  const extraTasks = and(eq(questTask.questId, questId), gt(questTask.taskNo, input.tasks.length));
  if (status === QUEST_STATUS.DRAFT) await tx.delete(questTask).where(extraTasks);
  else {
    const [extra] = await tx.select({ id: questTask.id }).from(questTask).where(extraTasks);
    if (extra)
      throw validationError([
        { field: 'tasks', message: 'a task of a published quest cannot be removed' },
      ]);
  }
}

export const toQuestSaved = (row: typeof quest.$inferSelect): QuestSaved => ({
  questId: row.id,
  questCode: row.questCode,
  questName: row.questName,
  keyword: row.keyword,
  status: row.status,
  version: row.version,
});

/** Publishing side effects: every live recurrence opens, the quest's publish time is set. */
export async function openRecurrences(tx: DbOrTx, questId: number): Promise<void> {
  await tx
    .update(questRecurrence)
    .set({ recurrenceStatus: 1 })
    .where(
      and(
        eq(questRecurrence.questId, questId),
        sql`${questRecurrence.recurrenceStatus} <> ${RECURRENCE_REMOVED}`,
      ),
    );
}

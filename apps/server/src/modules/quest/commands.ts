import { and, eq, gt, sql } from 'drizzle-orm';
import {
  AUTO_JOIN_MAX_PLAYER,
  QUEST_STATUS,
  RECURRENCE_REMOVED,
  SETTING_KEYS,
  canMoveQuest,
  type QuestEdit,
  type QuestSave,
  type QuestSaved,
  type QuestStatus,
} from '@dealer/contracts/quest';
import type { FieldError } from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import {
  quest,
  questAttachment,
  questEventRerun,
  questRecurrence,
  questTarget,
  questTask,
} from '../../db/schema/quest';
import { imageExists } from '../../platform/files/store';
import { AppError } from '../../platform/http/errors';
import { validationError } from '../../platform/http/errorHandler';
import { staleError } from '../../platform/master/versioned';
import { checkFrozenRules } from './engine/public';
import { KIND_OF_SETTING, lockQuest } from './detail';
import { settingErrors } from './settings';
import { toInstant } from './time';

export const STATUS_NAMES = ['Draft', 'Open', 'Active', 'InActive', 'Cancelled', 'Deleted'];

/** 'A Draft quest', 'An Active quest'. */
const aQuest = (status: number) =>
  `${/^[AEIOU]/.test(STATUS_NAMES[status] ?? '') ? 'An' : 'A'} ${STATUS_NAMES[status]} quest`;

export const transitionRefused = (from: number, to: number) =>
  new AppError(409, 'CONFLICT', `${aQuest(from)} cannot become ${STATUS_NAMES[to]}`);

/** Section 4's form rules, enforced here whatever the client sent. */
function normalise<T extends QuestSave>(input: T): T {
  return {
    ...input,
    maxPlayer: input.questType === 1 ? AUTO_JOIN_MAX_PLAYER : input.maxPlayer,
    rewardPoint: input.isPodium || input.isHidden ? 0 : input.rewardPoint,
    recEnd: input.recurrenceType === 0 ? 1 : input.recEnd,
  };
}

/** Checks that need the database: images stored, targeting values known, reference quest found. */
async function databaseErrors(db: DbOrTx, input: QuestSave): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (!(await imageExists(db, input.fileId)))
    errors.push({ field: 'fileId', message: 'the quest card image was not uploaded' });
  for (const [index, attachment] of input.attachments.entries()) {
    if (!(await imageExists(db, attachment.fileId)))
      errors.push({ field: `attachments.${index}.fileId`, message: 'the file was not uploaded' });
  }
  if (input.questReferenceCode) {
    const [found] = await db
      .select({ id: quest.id })
      .from(quest)
      .where(eq(quest.questCode, input.questReferenceCode));
    if (!found)
      errors.push({
        field: 'questReferenceCode',
        message: `no quest ${input.questReferenceCode}`,
      });
  }
  errors.push(...(await settingErrors(db, input.locationSetting)));
  return errors;
}

const questValues = (input: QuestSave) => ({
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
async function writeChildren(
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
async function writeSchedule(
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

const saved = (row: typeof quest.$inferSelect): QuestSaved => ({
  questId: row.id,
  questCode: row.questCode,
  questName: row.questName,
  keyword: row.keyword,
  status: row.status,
  version: row.version,
});

/** POST save: a new Draft quest with everything it carries, in one transaction. */
export async function createQuest(
  db: Db,
  raw: QuestSave,
  actor: string,
  timeZone: string,
): Promise<QuestSaved> {
  const input = normalise(raw);
  return db.transaction(async (tx) => {
    const errors = await databaseErrors(tx, input);
    if (errors.length > 0) throw validationError(errors);
    const [row] = await tx
      .insert(quest)
      .values({ ...questValues(input), status: QUEST_STATUS.DRAFT, createdBy: actor })
      .returning();
    await writeChildren(tx, row!.id, input, timeZone);
    await writeSchedule(tx, row!.id, input, QUEST_STATUS.DRAFT, timeZone);
    return saved(row!);
  });
}

/** Publishing side effects: every live recurrence opens, the quest's publish time is set. */
async function openRecurrences(tx: DbOrTx, questId: number): Promise<void> {
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
  const input = normalise(raw);
  return db.transaction(async (tx) => {
    const current = await lockQuest(tx, input.questId);
    if (current.status === QUEST_STATUS.DELETED) throw transitionRefused(5, input.status);
    if (current.version !== input.version) throw staleError();
    if (!canMoveQuest(current.status as QuestStatus, input.status as QuestStatus))
      throw transitionRefused(current.status, input.status);
    const errors = await databaseErrors(tx, input);
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
    return saved(row!);
  });
}

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
    return saved(row!);
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
    return saved(row!);
  });
}

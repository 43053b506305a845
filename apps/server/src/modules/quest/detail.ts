import { asc, eq } from 'drizzle-orm';
import { SETTING_KEYS, type LocationSetting, type QuestDetail } from '@dealer/contracts/quest';
import type { DbOrTx } from '../../db/client';
import {
  quest,
  questAttachment,
  questEventRerun,
  questTarget,
  questTask,
} from '../../db/schema/quest';
import { imageUrl } from '../../platform/files/store';
import { notFound } from '../../platform/http/errors';
import { recurrencesOf } from './list';
import { toWallClock } from './time';
import { readTogether } from '../../db/together';

/** quest_target.kind of each setting list (areaSetting -> area). */
export const KIND_OF_SETTING: Record<keyof LocationSetting, string> = {
  areaSetting: 'area',
  citySetting: 'city',
  branchSetting: 'branch',
  playerLevelSetting: 'playerLevel',
  playerSetting: 'player',
  playerTierSetting: 'playerTier',
  playerTierPeriodSetting: 'playerTierPeriod',
  salesmanTierSetting: 'salesmanTier',
};

export const QUEST_NOT_FOUND = 'Quest not found';

/** One quest as the form reads it (spec 2 section 3 'Quest detail and save'); deleted ones too. */
export async function questDetail(
  db: DbOrTx,
  questId: number,
  timeZone: string,
): Promise<QuestDetail> {
  const [row] = await db
    .select({
      q: quest,
      createdAt: toWallClock(quest.createdTime, timeZone).mapWith(String),
      publishedAt: toWallClock(quest.publishedTime, timeZone),
    })
    .from(quest)
    .where(eq(quest.id, questId));
  if (!row) throw notFound(QUEST_NOT_FOUND);
  const q = row.q;
  const [tasks, targets, attachments, reruns, recurrences] = await readTogether(db, [
    () =>
      db
        .select()
        .from(questTask)
        .where(eq(questTask.questId, questId))
        .orderBy(asc(questTask.taskNo)),
    () =>
      db
        .select()
        .from(questTarget)
        .where(eq(questTarget.questId, questId))
        .orderBy(asc(questTarget.kind), asc(questTarget.code)),
    () =>
      db
        .select()
        .from(questAttachment)
        .where(eq(questAttachment.questId, questId))
        .orderBy(asc(questAttachment.position)),
    () =>
      db
        .select({
          metadataTypeId: questEventRerun.metadataTypeId,
          eventDateFrom: toWallClock(questEventRerun.eventDateFrom, timeZone).mapWith(String),
          eventDateTo: toWallClock(questEventRerun.eventDateTo, timeZone).mapWith(String),
        })
        .from(questEventRerun)
        .where(eq(questEventRerun.questId, questId))
        .orderBy(asc(questEventRerun.position)),
    () => recurrencesOf(db, [questId], timeZone),
  ]);
  const locationSetting = Object.fromEntries(
    SETTING_KEYS.map((key) => [
      key,
      targets
        .filter((t) => t.kind === KIND_OF_SETTING[key])
        .map((t) => ({ code: t.code, description: t.description })),
    ]),
  ) as QuestDetail['locationSetting'];
  return {
    companyCode: q.companyCode,
    questId: q.id,
    questCode: q.questCode,
    questName: q.questName,
    questType: q.questType,
    keyword: q.keyword,
    isPodium: q.isPodium,
    isHidden: q.isHidden,
    questDescription: q.questDescription,
    termsConditions: q.termsConditions,
    rewardPoint: q.rewardPoint,
    experiencePoint: q.experiencePoint,
    maxPlayer: q.maxPlayer,
    maxNumberOfParticipation: q.maxNumberOfParticipation,
    attachments: attachments.map((a) => ({ fileId: a.fileId, url: imageUrl(a.fileId) })),
    fileId: q.fileId,
    imageUrl: imageUrl(q.fileId),
    recurrenceType: q.recurrenceType,
    recEnd: q.recEnd,
    recurrences: recurrences.get(questId) ?? [],
    locationSetting,
    tasks: tasks.map((t) => ({
      taskId: t.id,
      taskName: t.taskName,
      targetTask: t.targetTask,
      taskType: t.taskType,
      taskDescription: t.taskDescription,
      rules: t.rules as QuestDetail['tasks'][number]['rules'],
    })),
    questReferenceCode: q.questReferenceCode,
    eventRerunQuest: reruns,
    status: q.status,
    cancellationReason: q.cancellationReason,
    version: q.version,
    createdTime: row.createdAt,
    createdBy: q.createdBy,
    publishedTime: row.publishedAt as string | null,
  };
}

/** The quest's status and version, locked for the rest of the transaction. */
export async function lockQuest(
  db: DbOrTx,
  questId: number,
): Promise<{
  status: number;
  version: number;
  questCode: string;
  questName: string;
  keyword: string;
}> {
  const [row] = await db
    .select({
      status: quest.status,
      version: quest.version,
      questCode: quest.questCode,
      questName: quest.questName,
      keyword: quest.keyword,
    })
    .from(quest)
    .where(eq(quest.id, questId))
    .for('update');
  if (!row) throw notFound(QUEST_NOT_FOUND);
  return row;
}

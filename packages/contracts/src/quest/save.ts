import { z } from 'zod';
import { id, int4, list, trimmed } from '../bounds';
import { MAX_RECURRENCES } from '../quest-recurrence';
import { QUEST_STATUS } from './enums';
import { questReply } from './envelope';
import { hasLoneSurrogate, WELL_FORMED, ZCompany, ZFileId, ZQuestDateTime } from './fields';
import { ZRecurrenceInput } from './recurrences';
import { ZLocationSetting } from './settings';
import { ZTaskInput } from './tasks';

// --- detail and save ----------------------------------------------------------------------------

export const ZEventRerunInput = z.object({
  metadataTypeId: id('metadataTypeId is required'),
  eventDateFrom: ZQuestDateTime,
  eventDateTo: ZQuestDateTime,
});

export const RECURRENCE_EMPTY = 'Recurrence Simulation empty, you must fill it';
export const CARD_EMPTY = 'Quest Card empty, you must fill it';

const questFields = {
  companyCode: ZCompany,
  questName: trimmed(200).min(1, 'questName is required'),
  questType: z.union([z.literal(1), z.literal(2)]),
  keyword: trimmed(100).default(''),
  isPodium: z.boolean().default(false),
  isHidden: z.boolean().default(false),
  questDescription: trimmed(4000).default(''),
  termsConditions: trimmed(8000).default(''),
  rewardPoint: int4({ min: 0, max: 100_000_000 }).default(0),
  experiencePoint: int4({ min: 0, max: 100_000_000 }).default(0),
  maxPlayer: int4({ min: 1, max: 99999 }),
  maxNumberOfParticipation: int4({ min: 1, max: 10_000 }).default(1),
  attachments: list(z.object({ fileId: ZFileId }), 10).default([]),
  fileId: z
    .string()
    .min(1, CARD_EMPTY)
    .max(64)
    .regex(/^[0-9a-f]{64}$/, 'fileId is the 64-character SHA-256 of an uploaded image'),
  recurrenceType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  recEnd: int4({ min: 1, max: MAX_RECURRENCES }).default(1),
  recurrences: list(ZRecurrenceInput, MAX_RECURRENCES).min(1, RECURRENCE_EMPTY),
  locationSetting: ZLocationSetting.default(ZLocationSetting.parse({})),
  tasks: list(ZTaskInput, 20).min(1, 'a quest needs at least one task'),
  questReferenceCode: trimmed(40).optional(),
  eventRerunQuest: list(ZEventRerunInput, 20).default([]),
};

function questRules(
  q: { recurrenceType: number; recEnd: number; recurrences: unknown[]; tasks: unknown[] },
  ctx: z.RefinementCtx,
) {
  if (hasLoneSurrogate(q.tasks))
    ctx.addIssue({ code: 'custom', path: ['tasks'], message: WELL_FORMED });
  if (q.recurrenceType === 0 && q.recurrences.length !== 1)
    ctx.addIssue({
      code: 'custom',
      path: ['recurrences'],
      message: 'a quest without recurrence (None) has exactly one recurrence',
    });
}

/** POST save: a new quest, always a Draft (a copy too: it loses its status). */
export const ZQuestSaveRequest = z.object(questFields).superRefine(questRules);
export type QuestSaveRequest = z.input<typeof ZQuestSaveRequest>;
export type QuestSave = z.output<typeof ZQuestSaveRequest>;

/** POST edit: the quest as read (questId, version) with its status; stop = status 4 + reason. */
export const ZQuestEditRequest = z
  .object({
    ...questFields,
    questId: id('questId is required'),
    version: id('version is required'),
    status: int4({ min: 0, max: 4 }),
    cancellationReason: trimmed(500).default(''),
    /** Changing the tasks of an Active quest records a new rules version only when confirmed. */
    confirmNewVersion: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    questRules(q, ctx);
    if (q.status === QUEST_STATUS.CANCELLED && q.cancellationReason.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['cancellationReason'],
        message: 'cancellationReason is required to stop a quest',
      });
  });
export type QuestEditRequest = z.input<typeof ZQuestEditRequest>;
export type QuestEdit = z.output<typeof ZQuestEditRequest>;

export const ZQuestPublishRequest = z.object({
  companyCode: ZCompany,
  questId: id('questId is required'),
  version: id('version is required'),
});
export const ZQuestDeleteRequest = z.object({
  Id: id('Id is required'),
  version: id().optional(),
});

export const ZQuestSavedResponse = questReply(
  z.object({
    questId: z.number().int(),
    questCode: z.string(),
    questName: z.string(),
    keyword: z.string(),
    status: z.number().int(),
    version: z.number().int(),
  }),
);
export type QuestSaved = z.infer<typeof ZQuestSavedResponse>['data'];

import { z } from 'zod';
import { id } from '../bounds';
import { questReply } from './envelope';
import { ZCodeDescription, ZCompany } from './fields';
import { ZRecurrenceItem } from './recurrences';
import { ZQuestTask } from './tasks';

export const ZQuestIdRequest = z.object({
  companyCode: ZCompany,
  questID: id('questID is required'),
});

export const ZQuestDetail = z.object({
  companyCode: z.string(),
  questId: z.number().int(),
  questCode: z.string(),
  questName: z.string(),
  questType: z.number().int(),
  keyword: z.string(),
  isPodium: z.boolean(),
  isHidden: z.boolean(),
  questDescription: z.string(),
  termsConditions: z.string(),
  rewardPoint: z.number().int(),
  experiencePoint: z.number().int(),
  maxPlayer: z.number().int(),
  maxNumberOfParticipation: z.number().int(),
  attachments: z.array(z.object({ fileId: z.string(), url: z.string() })),
  fileId: z.string(),
  imageUrl: z.string(),
  recurrenceType: z.number().int(),
  recEnd: z.number().int(),
  recurrences: z.array(ZRecurrenceItem),
  locationSetting: z.object({
    areaSetting: z.array(ZCodeDescription),
    citySetting: z.array(ZCodeDescription),
    branchSetting: z.array(ZCodeDescription),
    playerLevelSetting: z.array(ZCodeDescription),
    playerSetting: z.array(ZCodeDescription),
    playerTierSetting: z.array(ZCodeDescription),
    playerTierPeriodSetting: z.array(ZCodeDescription),
    salesmanTierSetting: z.array(ZCodeDescription),
  }),
  tasks: z.array(ZQuestTask),
  questReferenceCode: z.string().nullable(),
  eventRerunQuest: z.array(
    z.object({
      metadataTypeId: z.number().int(),
      eventDateFrom: z.string(),
      eventDateTo: z.string(),
    }),
  ),
  status: z.number().int(),
  cancellationReason: z.string(),
  version: z.number().int(),
  createdTime: z.string(),
  createdBy: z.string(),
  publishedTime: z.string().nullable(),
});
export type QuestDetail = z.infer<typeof ZQuestDetail>;
export const ZQuestDetailResponse = questReply(ZQuestDetail);

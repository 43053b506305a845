import { z } from 'zod';
import { int4, trimmed } from '../bounds';
import { ZQuestEnvelope } from './envelope';
import { ZCode, ZCompany, ZWireDate } from './fields';
import { ZRecurrenceItem } from './recurrences';

// --- list ---------------------------------------------------------------------------------------

export const QUEST_PAGE_SIZE = 100;

export const ZQuestListRequest = z.object({
  companyCode: ZCompany,
  questName: trimmed(200).optional(),
  areaCode: ZCode.optional(),
  cityCode: ZCode.optional(),
  branchCode: ZCode.optional(),
  status: int4({ min: -1, max: 5 }).default(-1),
  keyword: trimmed(100).optional(),
  createdTimeFrom: ZWireDate.optional(),
  createdTimeTo: ZWireDate.optional(),
  publishedTimeFrom: ZWireDate.optional(),
  publishedTimeTo: ZWireDate.optional(),
  skip: int4({ min: 0 }).default(0),
  limit: int4({ min: 1, max: QUEST_PAGE_SIZE }).default(QUEST_PAGE_SIZE),
});
export type QuestListRequest = z.input<typeof ZQuestListRequest>;

export const ZQuestListItem = z.object({
  companyCode: z.string(),
  questCode: z.string(),
  questId: z.number().int(),
  questName: z.string(),
  keyword: z.string(),
  status: z.number().int(),
  questType: z.number().int(),
  createdTime: z.string(),
  publishedTime: z.string().nullable(),
  recurrence: z.array(ZRecurrenceItem),
});
export type QuestListItem = z.infer<typeof ZQuestListItem>;
export const ZQuestListResponse = ZQuestEnvelope.extend({
  data: z.array(ZQuestListItem),
  total: z.number().int(),
});
export type QuestListResponse = z.infer<typeof ZQuestListResponse>;

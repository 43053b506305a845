import { z } from 'zod';
import { id, list } from '../bounds';
import { questReply } from './envelope';
import { ZCode, ZQuestDateTime } from './fields';

// --- rerun --------------------------------------------------------------------------------------

export const ZRerunSetting = z.object({
  area: list(ZCode, 100).default([]),
  city: list(ZCode, 1000).default([]),
  branch: list(ZCode, 2000).default([]),
  playerLevel: list(ZCode, 20).default([]),
  player: list(ZCode, 20000).default([]),
});
export const ZRerunItem = z
  .object({
    questID: id('questID is required'),
    eventDateFrom: ZQuestDateTime,
    eventDateTo: ZQuestDateTime,
    metadataTypeID: id('metadataTypeID is required'),
    setting: ZRerunSetting.default(ZRerunSetting.parse({})),
  })
  .superRefine((r, ctx) => {
    if (r.eventDateFrom > r.eventDateTo)
      ctx.addIssue({
        code: 'custom',
        path: ['eventDateTo'],
        message: 'must not be before eventDateFrom',
      });
  });
export type RerunItem = z.output<typeof ZRerunItem>;
export const ZSaveRerunRequest = z.object({ data: list(ZRerunItem, 100).min(1, 'pick a quest') });
export type SaveRerunRequest = z.input<typeof ZSaveRerunRequest>;
export const ZSaveRerunResponse = questReply(
  z.array(
    z.object({
      rerunId: z.number().int(),
      questID: z.number().int(),
      metadataTypeID: z.number().int(),
      eventDateFrom: z.string(),
      eventDateTo: z.string(),
      status: z.string(),
      awarded: z.number().int().nullable(),
    }),
  ),
);

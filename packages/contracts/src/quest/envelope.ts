import { z } from 'zod';

// --- envelope -----------------------------------------------------------------------------------

/** The quest API's envelope: responseCode '200' and responseText 'Success' mean success. */
export const ZQuestEnvelope = z.object({
  responseCode: z.string(),
  responseText: z.string(),
  errorMsg: z.string().nullable(),
});
export type QuestEnvelope = z.infer<typeof ZQuestEnvelope>;
export const questReply = <T extends z.ZodType>(data: T) => ZQuestEnvelope.extend({ data });

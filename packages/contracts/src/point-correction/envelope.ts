import { z } from 'zod';

export const ZQuestAck = z.object({
  responseCode: z.string(),
  responseText: z.string(),
  errorMsg: z.string(),
});
export type QuestAck = z.infer<typeof ZQuestAck>;

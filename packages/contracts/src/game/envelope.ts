import { z } from 'zod';

export const QUEST_SUCCESS = {
  responseCode: '200',
  responseText: 'Success',
  errorMsg: '',
} as const;

/** The fallback texts of spec 2 section 8, shown when a failure carries no errorMsg / message. */
export const GAME_FALLBACKS = {
  failed: 'Failed',
  failedToSave: 'Failed to save',
  someList: 'Failed to fetch some list data',
  someData: 'Failed to fetch some data',
  productTypes: 'Failed to fetch Product Type list',
  datas: 'Failed to fetch datas',
  podiumList: 'Failed to fetch target podium list',
  podiumUpload: 'Failed to upload target tier podium',
} as const;

export const ZQuestAck = z.object({
  responseCode: z.string(),
  responseText: z.string(),
  errorMsg: z.string(),
});
export type QuestAck = z.infer<typeof ZQuestAck>;

/** Reply of a delete. */
export const ZQuestDone = ZQuestAck;

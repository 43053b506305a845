import { z } from 'zod';
import { id } from '../bounds';
import { questReply } from '../quest/envelope';
import { ZPlayerNo } from './fields';

// --- the salesman app -----------------------------------------------------------------------------

export const ZMyQuestsRequest = z.object({ playerNo: ZPlayerNo });
export const ZJoinRequest = z.object({ playerNo: ZPlayerNo, questId: id('questId is required') });
export const ZProgressRequest = ZJoinRequest;

export const ZTaskProgress = z.object({
  taskNo: z.number().int(),
  taskName: z.string(),
  taskType: z.number().int(),
  targetTask: z.number().int(),
  count: z.number().int(),
});
export const ZRecurrenceProgress = z.object({
  recurrenceNo: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  validToJoin: z.string(),
  tasks: z.array(ZTaskProgress),
  completed: z.boolean(),
  completedTime: z.string().nullable(),
  rewardPoint: z.number().int(),
  experiencePoint: z.number().int(),
});
export type RecurrenceProgress = z.infer<typeof ZRecurrenceProgress>;

export const ZPlayerQuest = z.object({
  questId: z.number().int(),
  questCode: z.string(),
  questName: z.string(),
  questDescription: z.string(),
  questType: z.number().int(),
  status: z.number().int(),
  rewardPoint: z.number().int(),
  experiencePoint: z.number().int(),
  /** Auto Join: always true; Manual Join: the player joined. */
  joined: z.boolean(),
  /** Manual Join: the current recurrence still admits joining (before valid-to-join). */
  canJoin: z.boolean(),
  completions: z.number().int(),
  maxNumberOfParticipation: z.number().int(),
  /** The recurrences so far (current last), with the player's counts. */
  recurrences: z.array(ZRecurrenceProgress),
});
export type PlayerQuest = z.infer<typeof ZPlayerQuest>;
export const ZMyQuestsResponse = questReply(z.array(ZPlayerQuest));
export const ZProgressResponse = questReply(ZPlayerQuest);
export const ZJoinResponse = questReply(
  z.object({ questId: z.number().int(), playerNo: z.string(), joined: z.boolean() }),
);

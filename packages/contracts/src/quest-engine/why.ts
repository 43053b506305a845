import { z } from 'zod';
import { id } from '../bounds';
import { questReply } from '../quest/envelope';
import { ZPlayerNo } from './fields';

// --- console: why (not) -------------------------------------------------------------------------------

export const ZWhyRequest = z.object({
  questId: id('questId is required'),
  playerNo: ZPlayerNo,
  recurrenceNo: id().optional(),
});
export type WhyRequest = z.input<typeof ZWhyRequest>;

export const ZWhyEvent = z.object({
  eventId: z.string(),
  metadataTypeId: z.number().int(),
  occurredAt: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const ZExclusion = z.object({
  /**
   * 'window': the event lies outside the recurrence; 'type': no rule takes this event type;
   * 'operation': an operation of the closest rule failed; 'notScored': it matches the rules but
   * was not scored (it came while the player was outside the quest, and he is in it now): a rerun
   * counts it; 'outsideQuest': it matches the rules but the player is not in the quest now
   * (targeting, not joined: the result's notInQuest says why), so neither the engine nor a rerun
   * counts it.
   */
  kind: z.enum(['window', 'type', 'operation', 'notScored', 'outsideQuest']),
  ruleIndex: z.number().int().nullable(),
  rulename: z.string().nullable(),
  metadataTypeDetailId: z.number().int().nullable(),
  operators: z.number().int().nullable(),
  value: z.string().nullable(),
  /** What the event carried for that detail (null: nothing). */
  actual: z.union([z.string(), z.number()]).nullable(),
});
export type Exclusion = z.infer<typeof ZExclusion>;
export const ZWhyTask = z.object({
  taskNo: z.number().int(),
  taskName: z.string(),
  targetTask: z.number().int(),
  count: z.number().int(),
  counted: z.array(ZWhyEvent),
  nearest: z.array(ZWhyEvent.extend({ excludedBy: ZExclusion })),
});
export const ZWhyResult = z.object({
  questId: z.number().int(),
  questName: z.string(),
  playerNo: z.string(),
  playerName: z.string().nullable(),
  /** Why the player is not in the quest at all (targeting, not joined), else null. */
  notInQuest: z.string().nullable(),
  recurrence: z
    .object({
      recurrenceNo: z.number().int(),
      validFrom: z.string(),
      validTo: z.string(),
      validToJoin: z.string(),
    })
    .nullable(),
  completed: z.boolean(),
  completedTime: z.string().nullable(),
  pointsBooked: z.number().int(),
  tasks: z.array(ZWhyTask),
});
export type WhyResult = z.infer<typeof ZWhyResult>;
export const ZWhyResponse = questReply(ZWhyResult);

import { z } from 'zod';
import { id } from '../bounds';
import { questReply } from '../quest/envelope';
import { ZQuestDateTime } from '../quest/fields';

// --- console: backtest ------------------------------------------------------------------------------

export const ZBacktestRequest = z
  .object({
    questId: id('questId is required'),
    from: ZQuestDateTime,
    to: ZQuestDateTime,
  })
  .refine((r) => r.from < r.to, { path: ['to'], message: 'must be after from' });
export type BacktestRequest = z.input<typeof ZBacktestRequest>;

export const ZBacktestTaskResult = z.object({
  taskNo: z.number().int(),
  taskName: z.string(),
  targetTask: z.number().int(),
  /** Events of targeted players matching the task's rules in the window. */
  events: z.number().int(),
  /** Targeted players with at least one matching event. */
  players: z.number().int(),
  /** Targeted players reaching the task's target. */
  playersCompleted: z.number().int(),
});
export const ZBacktestResult = z.object({
  questId: z.number().int(),
  from: z.string(),
  to: z.string(),
  targetedPlayers: z.number().int(),
  tasks: z.array(ZBacktestTaskResult),
  /** Players who would have completed every task (the quest) in the window. */
  playersCompletedAll: z.number().int(),
  elapsedMs: z.number(),
});
export type BacktestResult = z.infer<typeof ZBacktestResult>;
export const ZBacktestResponse = questReply(ZBacktestResult);

import { z } from 'zod';
import { int4, trimmed } from '../bounds';
import { ZTaskRules } from '../quest-rules/rule';

export const ZTaskInput = z.object({
  taskName: trimmed(200).min(1, 'taskName is required'),
  targetTask: int4({ min: 1, max: 1_000_000 }),
  taskType: z.union([z.literal(1), z.literal(2)]),
  taskDescription: trimmed(2000).default(''),
  rules: ZTaskRules,
});
export type TaskInput = z.input<typeof ZTaskInput>;

export const ZQuestTask = z.object({
  taskId: z.number().int(),
  taskName: z.string(),
  targetTask: z.number().int(),
  taskType: z.number().int(),
  taskDescription: z.string(),
  rules: z.array(
    z.object({
      metadataTypeId: z.number().int(),
      rulename: z.string(),
      operation: z.array(
        z.object({
          metadataTypeDetailId: z.number().int(),
          operators: z.number().int(),
          value: z.string(),
        }),
      ),
    }),
  ),
});

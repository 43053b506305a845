import { z } from 'zod';
import { int4 } from '../bounds';
import { ZQuestDateTime } from './fields';

export const ZRecurrenceItem = z.object({
  recurrenceNo: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  validToJoin: z.string(),
  recurrenceStatus: z.number().int(),
});
export type RecurrenceItem = z.infer<typeof ZRecurrenceItem>;

export const ZRecurrenceInput = z
  .object({
    validFrom: ZQuestDateTime,
    validTo: ZQuestDateTime,
    validToJoin: ZQuestDateTime,
    recurrenceStatus: int4({ min: 0, max: 4 }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.validFrom >= r.validTo)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must be after validFrom' });
    if (r.validToJoin < r.validFrom || r.validToJoin > r.validTo)
      ctx.addIssue({
        code: 'custom',
        path: ['validToJoin'],
        message: 'must lie between validFrom and validTo',
      });
  });
export type RecurrenceInput = z.input<typeof ZRecurrenceInput>;

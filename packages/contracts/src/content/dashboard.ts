import { z } from 'zod';
import { ZAck } from '../envelope';

// ---- Dashboard --------------------------------------------------------------------------------

export const ZContentDashboard = ZAck.extend({
  outlets: z.number().int(),
  promotionsRunning: z.number().int(),
  newsPublished: z.number().int(),
  salesmenShown: z.number().int(),
  promotionsPending: z.number().int(),
  expiringSoon: z.array(
    z.object({ uid: z.string(), name: z.string(), branchCode: z.string(), validTo: z.string() }),
  ),
});
export type ContentDashboard = z.infer<typeof ZContentDashboard>;

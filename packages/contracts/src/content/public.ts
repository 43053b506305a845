import { z } from 'zod';
import { trimmed } from '../bounds';
import { ZNews } from './news';
import { ZOutlet } from './outlets';
import { ZPromotion } from './promotions';
import { ZBranchSalesman } from './salesmen';

// ---- Public read API --------------------------------------------------------------------------

export const ZPublicQuery = z.object({ branchCode: trimmed(10).optional() });
export const ZPublicOutlets = z.object({
  outlets: z.array(
    ZOutlet.omit({ version: true, updatedTime: true }).extend({ openNow: z.boolean() }),
  ),
});
export const ZPublicPromotions = z.object({
  promotions: z.array(ZPromotion.omit({ approval: true, rejectReason: true, version: true })),
});
export const ZPublicNews = z.object({ news: z.array(ZNews.omit({ version: true })) });
export const ZPublicSalesmen = z.object({
  salesmen: z.array(ZBranchSalesman.omit({ version: true, isShow: true })),
});

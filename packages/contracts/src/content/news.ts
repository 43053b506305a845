import { z } from 'zod';
import { id, int4, text, trimmed } from '../bounds';
import { ZAck } from '../envelope';
import { fileId, imageUrl, url, ZListQuery } from './fields';

// ---- News and tips ----------------------------------------------------------------------------

export const NEWS_CATEGORIES = ['News', 'TipsTricks', 'Events', 'ProductReview'] as const;
export const NEWS_STATUSES = ['aktif', 'inactive'] as const;
const newsFields = {
  source: z.literal('CMS').default('CMS'),
  name: trimmed(200, 'name has at most 200 characters').min(1, 'name is required'),
  shortDesc: trimmed(500, 'shortDesc has at most 500 characters'),
  content: text(100_000, 'content has at most 100000 characters'),
  activeStatus: z.enum(NEWS_STATUSES),
  category: z.enum(NEWS_CATEGORIES),
  videoURL: url('videoURL'),
  outletType: z.enum(['Branch', 'Dealer']).default('Branch'),
  branchCode: trimmed(10),
  image: fileId,
};
export const ZNewsCreate = z.object(newsFields);
export const ZNewsUpdate = z.object({ ...newsFields, id: id(), version: int4({ min: 0 }) });
export type NewsCreate = z.infer<typeof ZNewsCreate>;
export type NewsUpdate = z.infer<typeof ZNewsUpdate>;
export const ZNews = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  shortDesc: z.string(),
  content: z.string(),
  activeStatus: z.enum(NEWS_STATUSES),
  category: z.enum(NEWS_CATEGORIES),
  videoURL: z.string(),
  outletType: z.enum(['Branch', 'Dealer']),
  branchCode: z.string(),
  branchName: z.string(),
  source: z.string(),
  image: z.string().nullable(),
  imageUrl: imageUrl,
  thumbnailUrl: imageUrl,
  version: z.number().int(),
  creationTime: z.string(),
  modifiedTime: z.string().nullable(),
});
export type News = z.infer<typeof ZNews>;
export const ZNewsListQuery = ZListQuery.extend({ category: z.enum(NEWS_CATEGORIES).optional() });
export type NewsListQuery = z.infer<typeof ZNewsListQuery>;
export const ZNewsListResponse = ZAck.extend({ news: z.array(ZNews), totalData: z.number().int() });
export const ZNewsDetailQuery = z.object({ newsCode: trimmed(40).min(1) });
export const ZNewsResponse = ZAck.extend({ news: ZNews });

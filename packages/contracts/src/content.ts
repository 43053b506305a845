import { z } from 'zod';
import { id, int4, INT4_MAX, list, text, trimmed } from './bounds';
import { ZAck } from './envelope';

/**
 * Branch content for the group's website (spec 2 sections 3 and 7: outlets, promotions, news and
 * tips, salesmen) plus the public read API the website calls without signing in.
 */
export const CONTENT_API = {
  dashboard: '/api/cms/dashboard',
  outlets: '/api/cms/outlets',
  /** The outlets list as an xlsx (issue 10 section 7): the list's query as a JSON body. */
  outletsExport: '/api/cms/outlets/export',
  outlet: '/api/cms/outlets/detail',
  outletUpdate: '/api/cms/outlets/update',
  promoHo: '/api/cms/promotions/ho',
  promoBranch: '/api/cms/promotions/branch',
  promoDetail: '/api/cms/promotions/detail',
  /** The promotions list as an xlsx (issue 10 section 7): the list's query as a JSON body. */
  promoExport: '/api/cms/promotions/export',
  promoCreate: '/api/cms/promotions/create',
  promoUpdate: '/api/cms/promotions/update',
  promoReview: '/api/cms/promotions/review',
  news: '/api/cms/news',
  /** The news & tips list as an xlsx (issue 10 section 7): the list's query as a JSON body. */
  newsExport: '/api/cms/news/export',
  newsDetail: '/api/cms/news/detail',
  newsCreate: '/api/cms/news/create',
  newsUpdate: '/api/cms/news/update',
  salesmen: '/api/cms/salesman',
  /** The salesmen list as an xlsx (issue 10 section 7): the list's query as a JSON body. */
  salesmenExport: '/api/cms/salesman/export',
  salesmanByNo: '/api/cms/salesman/bynumber',
  salesmanUpdate: '/api/cms/salesman/update',
  public: {
    outlets: '/api/public/content/outlets',
    promotions: '/api/public/content/promotions',
    news: '/api/public/content/news',
    salesmen: '/api/public/content/salesmen',
  },
} as const;

/** The pickontenho 'Head Office' option; sent to the server as an empty branch code. */
export const HEAD_OFFICE = 'ho';

/** A real calendar day as YYYY-MM-DD, year 1 or later (PostgreSQL refuses year 0 and month 13). */
function calendarDay(message: string) {
  return z
    .string()
    .max(10)
    .refine((v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v < '0001-01-01') return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message);
}

/** Indonesian day names, Monday first (index 0..6 = Senin..Minggu). */
export const DAY_NAMES = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;
export const ZDayName = z.enum(DAY_NAMES);
export type DayName = z.infer<typeof ZDayName>;

/** Half-hourly times 00.00 .. 23.30 (48 options). */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}.${i % 2 ? '30' : '00'}`,
);
export const ZTimeOption = z
  .string()
  .max(5)
  .refine((v) => TIME_OPTIONS.includes(v), 'must be a half-hourly time from 00.00 to 23.30');

const url = (field: string) =>
  trimmed(500, `${field} has at most 500 characters`).refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
    `${field} must be an http(s) address`,
  );
const fileId = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be the fileId of an uploaded image')
  .max(64)
  .nullable();

/** One opening-hours block: a day range and its times (weekday or weekend). */
export const ZDayRange = z.object({
  startDay: ZDayName,
  untilDay: ZDayName,
  open: ZTimeOption,
  close: ZTimeOption,
  closed: z.boolean().default(false),
});
export type DayRange = z.infer<typeof ZDayRange>;
export const ZHours = z.object({ weekday: ZDayRange, weekend: ZDayRange });
export type Hours = z.infer<typeof ZHours>;

/** A dated exception (Lebaran, Christmas): closed, or other times, for showroom and workshop. */
export const ZHoliday = z.object({
  date: calendarDay('date must be a date as YYYY-MM-DD'),
  label: trimmed(100, 'label has at most 100 characters').min(1, 'label is required'),
  closed: z.boolean(),
  open: ZTimeOption.nullable(),
  close: ZTimeOption.nullable(),
});
export type Holiday = z.infer<typeof ZHoliday>;

const lat = z
  .number()
  .min(-90, 'latitude is between -90 and 90')
  .max(90, 'latitude is between -90 and 90');
const lng = z
  .number()
  .min(-180, 'longitude is between -180 and 180')
  .max(180, 'longitude is between -180 and 180');

const outletFields = {
  branchName: trimmed(200).min(1, 'branchName is required'),
  urlName: trimmed(200).regex(/^[a-z0-9-]*$/, 'urlName uses lower-case letters, digits and -'),
  streetName: trimmed(300),
  town: trimmed(100),
  service: trimmed(200),
  postalCode: trimmed(10).regex(/^\d{0,10}$/, 'postalCode has digits only'),
  showroomPhone: trimmed(30).regex(/^[0-9+()\- ]*$/, 'showroomPhone is a telephone number'),
  workshopPhone: trimmed(30).regex(/^[0-9+()\- ]*$/, 'workshopPhone is a telephone number'),
  youtube: url('youtube'),
  twitter: url('twitter'),
  instagram: url('instagram'),
  facebook: url('facebook'),
  showroomHours: ZHours,
  workshopHours: ZHours,
  holidays: list(ZHoliday, 60),
  latitude: lat,
  longitude: lng,
  branchHead: trimmed(100),
  headoftheWorkshop: trimmed(100),
  logo: fileId,
  branchImage: fileId,
  branchHeadImage: fileId,
  headoftheWorkshopImage: fileId,
};

export const ZOutletUpdate = z.object({
  source: z.literal('CMS').default('CMS'),
  branchCode: trimmed(10).min(1, 'branchCode is required'),
  version: int4({ min: 0 }),
  ...outletFields,
});
export type OutletUpdate = z.infer<typeof ZOutletUpdate>;

const imageUrl = z.string().nullable();
/** Replies are not held to the input rules: an outlet before its first save shows the branch
 * master's own fields as they are. */
const ZRangeOut = z.object({
  startDay: z.string(),
  untilDay: z.string(),
  open: z.string(),
  close: z.string(),
  closed: z.boolean(),
});
const ZHoursOut = z.object({ weekday: ZRangeOut, weekend: ZRangeOut });
const textOut = z.string();
export const ZOutlet = z.object({
  branchName: textOut,
  urlName: textOut,
  streetName: textOut,
  town: textOut,
  service: textOut,
  postalCode: textOut,
  showroomPhone: textOut,
  workshopPhone: textOut,
  youtube: textOut,
  twitter: textOut,
  instagram: textOut,
  facebook: textOut,
  showroomHours: ZHoursOut,
  workshopHours: ZHoursOut,
  holidays: z.array(
    z.object({
      date: textOut,
      label: textOut,
      closed: z.boolean(),
      open: textOut.nullable(),
      close: textOut.nullable(),
    }),
  ),
  latitude: z.number(),
  longitude: z.number(),
  branchHead: textOut,
  headoftheWorkshop: textOut,
  logo: textOut.nullable(),
  branchImage: textOut.nullable(),
  branchHeadImage: textOut.nullable(),
  headoftheWorkshopImage: textOut.nullable(),
  branchCode: z.string(),
  version: z.number().int(),
  logoUrl: imageUrl,
  branchImageUrl: imageUrl,
  branchHeadImageUrl: imageUrl,
  headoftheWorkshopImageUrl: imageUrl,
  updatedTime: z.string().nullable(),
});
export type Outlet = z.infer<typeof ZOutlet>;

export const ZBranchQuery = z.object({ branchCode: trimmed(10).optional() });
export const ZOutletListResponse = ZAck.extend({ branch: z.array(ZOutlet) });
export const ZOutletResponse = ZAck.extend({ branch: ZOutlet });

// ---- Promotions -------------------------------------------------------------------------------

/** DD-MM-YYYY, a real calendar day. */
export const ZDdMmYyyy = z
  .string()
  .max(10)
  .refine((v) => ddmmyyyyToIso(v) !== undefined, 'must be a date as DD-MM-YYYY');

export function ddmmyyyyToIso(value: string): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? undefined : iso;
}
export const isoToDdmmyyyy = (iso: string): string =>
  `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

export const APPROVALS = ['pending', 'approved', 'rejected'] as const;
export type Approval = (typeof APPROVALS)[number];
/** Derived at read time from approval, active status, validity and the business day. */
export const PROMO_STATES = [
  'pending',
  'rejected',
  'inactive',
  'scheduled',
  'running',
  'expired',
] as const;
export type PromoState = (typeof PROMO_STATES)[number];

const promoFields = {
  name: trimmed(200, 'name has at most 200 characters').min(1, 'name is required'),
  promotionDescription: text(50_000, 'promotionDescription has at most 50000 characters'),
  shortDescription: trimmed(500, 'shortDescription has at most 500 characters'),
  validFrom: ZDdMmYyyy,
  validTo: ZDdMmYyyy,
  /** '' (or 'ho') = head office. */
  branchCode: trimmed(10),
  activeStatus: z.boolean(),
  image: fileId,
  promoType: trimmed(50).default('article'),
};
export const ZPromoCreate = z.object(promoFields);
export const ZPromoUpdate = z.object({
  ...promoFields,
  uid: trimmed(40).min(1),
  version: int4({ min: 0 }),
});
export type PromoCreate = z.infer<typeof ZPromoCreate>;
export type PromoUpdate = z.infer<typeof ZPromoUpdate>;

export const ZPromotion = z.object({
  uid: z.string(),
  name: z.string(),
  promotionDescription: z.string(),
  shortDescription: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  activeStatus: z.boolean(),
  image: z.string().nullable(),
  imageUrl: imageUrl,
  thumbnailUrl: imageUrl,
  approval: z.enum(APPROVALS),
  rejectReason: z.string(),
  state: z.enum(PROMO_STATES),
  version: z.number().int(),
  creationTime: z.string(),
  modifiedTime: z.string().nullable(),
});
export type Promotion = z.infer<typeof ZPromotion>;

const isoDay = calendarDay('must be a date as YYYY-MM-DD');
const ZListQuery = z.object({
  branchCode: trimmed(10).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  generalFilter: trimmed(100).optional(),
  title: trimmed(100).optional(),
  creationTime: isoDay.optional(),
  modifiedTime: isoDay.optional(),
  activeStatus: z.enum(['true', 'false']).optional(),
  sortBy: z
    .enum(['name', 'validFrom', 'validTo', 'creationTime', 'modifiedTime'])
    .default('creationTime'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export const ZPromoListQuery = ZListQuery;
export type PromoListQuery = z.infer<typeof ZPromoListQuery>;
export const ZPromoListResponse = ZAck.extend({
  promotions: z.array(ZPromotion),
  totalData: z.number().int(),
});
export const ZPromoDetailQuery = z.object({ promotionCode: trimmed(40).min(1) });
export const ZPromoResponse = ZAck.extend({ promotion: ZPromotion });
export const ZPromoReview = z
  .object({
    uid: trimmed(40).min(1),
    decision: z.enum(['approve', 'reject']),
    reason: trimmed(500, 'reason has at most 500 characters').default(''),
  })
  .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
    message: 'reason is required to reject',
    path: ['reason'],
  });

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

// ---- Salesmen ---------------------------------------------------------------------------------

export const SALESMAN_PAGE_SIZE = 5;
export const SALESMAN_STATUSES = ['Active', 'Inactive'] as const;
export const ZBranchSalesman = z.object({
  id: z.number().int(),
  salesmanNo: z.string(),
  name: z.string(),
  status: z.string(),
  position: z.string(),
  businessAreaCode: z.string(),
  photo: z.string().nullable(),
  noHp: z.string(),
  email: z.string(),
  isShow: z.boolean(),
  version: z.number().int(),
});
export type BranchSalesman = z.infer<typeof ZBranchSalesman>;
export const ZSalesmanQuery = z.object({
  businessAreaCode: trimmed(10).optional(),
  salesmanNo: trimmed(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SALESMAN_PAGE_SIZE),
});
export type SalesmanQuery = z.infer<typeof ZSalesmanQuery>;
export const ZSalesmanListResponse = ZAck.extend({
  salesman: z.array(ZBranchSalesman),
  totalData: z.number().int(),
});
export const ZSalesmanByNoQuery = z.object({
  salesmanNo: trimmed(40).min(1).optional(),
  id: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});
export const ZSalesmanUpdate = z.object({
  id: id(),
  version: int4({ min: 0 }),
  salesmanNo: trimmed(40).min(1, 'salesmanNo is required'),
  name: trimmed(100).min(1, 'name is required'),
  status: z.enum(SALESMAN_STATUSES),
  isShow: z.enum(['true', 'false']),
});
export type SalesmanUpdate = z.infer<typeof ZSalesmanUpdate>;
export const salesmanNotFound = (salesmanNo: string, businessAreaCode: string) =>
  `Salesman with salesmanNo ${salesmanNo} and businessAreaCode ${businessAreaCode} not found`;

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

// ---- Opening hours: 'open now' (console preview and public API) -------------------------------

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Hours as stored or being edited (day names checked when saved). */
interface RangeLike {
  startDay: string;
  untilDay: string;
  open: string;
  close: string;
  closed: boolean;
}
interface HoursLike {
  weekday: RangeLike;
  weekend: RangeLike;
}
interface HolidayLike {
  date: string;
  closed: boolean;
  open: string | null;
  close: string | null;
}

function dayInRange(day: number, range: RangeLike): boolean {
  const start = DAY_NAMES.indexOf(range.startDay as DayName);
  const until = DAY_NAMES.indexOf(range.untilDay as DayName);
  if (start < 0 || until < 0) return false;
  return start <= until ? day >= start && day <= until : day >= start || day <= until;
}

export function isOpenAt(
  hours: HoursLike,
  holidays: readonly HolidayLike[],
  at: { date: string; day: number; minutes: number },
): boolean {
  const holiday = holidays.find((h) => h.date === at.date);
  if (holiday) {
    if (holiday.closed || !holiday.open || !holiday.close) return false;
    return at.minutes >= minutesOf(holiday.open) && at.minutes < minutesOf(holiday.close);
  }
  for (const range of [hours.weekday, hours.weekend]) {
    if (range.closed || !dayInRange(at.day, range)) continue;
    if (at.minutes >= minutesOf(range.open) && at.minutes < minutesOf(range.close)) return true;
  }
  return false;
}

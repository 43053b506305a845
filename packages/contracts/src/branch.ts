import { z } from 'zod';
import { id, int4, list, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZAudit, ZListPaging, ZSortOrder } from './master';

export const BRANCH_TYPES = [
  { code: 'VSP', description: 'Vehicle Service Parts' },
  { code: 'V', description: 'Vehicle' },
  { code: 'BP', description: 'Body Paint' },
  { code: 'VSBP', description: 'Vehicle Service Part+BP' },
] as const;
/** Body Paint branches never appear in branch lists. */
export const HIDDEN_BRANCH_TYPE = 'BP';
export const DEFAULT_MAP_CENTRE = { latitude: -6.135707, longitude: 106.883429 } as const;

/** Opening-time options: half-hourly from 00.00 to 23.30. */
export const OPENING_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hours}.${i % 2 === 0 ? '00' : '30'}`;
});

export const ZRegion = z.object({
  id: z.number().int(),
  regionCode: z.string(),
  regionName: z.string(),
});
export type Region = z.infer<typeof ZRegion>;
/** GET /api/testdrive/region/getall */
export const ZRegionListResponse = ZAck.extend({ listRegions: z.array(ZRegion) });

export const ZBranchType = z.object({
  id: z.number().int(),
  branchTypeCode: z.string(),
  branchTypeDesc: z.string(),
});
export type BranchType = z.infer<typeof ZBranchType>;
/** GET /api/testdrive/branchType/getall */
export const ZBranchTypeListResponse = ZAck.extend({ listBranchType: z.array(ZBranchType) });

export const ZMasterBranch = ZAudit.extend({
  id: z.number().int(),
  companyCode: z.string(),
  regionId: z.number().int(),
  regionCode: z.string(),
  regionName: z.string(),
  branchCode: z.string(),
  branchDescription: z.string(),
  address: z.string(),
  postalCode: z.string(),
  branchTypeId: z.number().int(),
  branchTypeCode: z.string(),
  isActive: z.boolean(),
  isEnabled: z.boolean(),
  phone1: z.string(),
  phone2: z.string().nullable(),
  fax: z.string().nullable(),
  /** Head and service head joined by a semicolon. */
  branchPICName: z.string(),
  branchEmailTo: z.string(),
  branchEmailCc: z.string(),
  webSiteLink: z.string(),
  twitterLink: z.string().nullable(),
  facebookLink: z.string().nullable(),
  mondayToFriday: z.string(),
  saturday: z.string(),
  sunday: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bookingType: z.string().nullable(),
  isMainDealer: z.boolean(),
  districtId: z.number().int().nullable(),
  districtName: z.string().nullable(),
  dealerGroupID: z.string().nullable(),
});
export type MasterBranch = z.infer<typeof ZMasterBranch>;

const required = (field: string, max: number) =>
  trimmed(max, `${field} has at most ${max} characters`).min(1, `${field} is required`);
const optionalText = (max: number) => trimmed(max).nullable().default(null);
/** RFC 5321 caps an address at 254 characters. */
const email = (field: string) => z.email(`${field} is not a valid e-mail address`).max(254);

export const ZMasterBranchInput = z.object({
  regionId: id('regionId is required'),
  branchCode: required('branchCode', 10),
  branchDescription: required('branchDescription', 150),
  address: required('address', 300),
  postalCode: trimmed(5, 'postalCode must be 5 digits').regex(
    /^\d{5}$/,
    'postalCode must be 5 digits',
  ),
  branchTypeId: id('branchTypeId is required'),
  isEnabled: z.boolean(),
  phone1: required('phone1', 30),
  phone2: optionalText(30),
  fax: optionalText(30),
  branchPICName: required('branchPICName', 200),
  branchEmailTo: email('branchEmailTo'),
  branchEmailCc: email('branchEmailCc'),
  webSiteLink: required('webSiteLink', 300),
  twitterLink: optionalText(300),
  facebookLink: optionalText(300),
  mondayToFriday: required('mondayToFriday', 50),
  saturday: required('saturday', 50),
  sunday: required('sunday', 50),
  latitude: z
    .number()
    .min(-90, 'latitude is between -90 and 90')
    .max(90, 'latitude is between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'longitude is between -180 and 180')
    .max(180, 'longitude is between -180 and 180'),
  bookingType: optionalText(30),
  isMainDealer: z.boolean().default(false),
  districtId: int4().nullable().default(null),
  districtName: optionalText(100),
  dealerGroupID: optionalText(30),
});
export type MasterBranchInput = z.infer<typeof ZMasterBranchInput>;

/**
 * The Search's sort columns. Unlike the other lists, branches keep their long-standing default,
 * by code ascending, when no sort is asked.
 */
export const BRANCH_SORT_FIELDS = [
  'id',
  'branchCode',
  'branchDescription',
  'branchTypeCode',
  'regionName',
  'phone1',
  'isEnabled',
] as const;

/** POST /api/testdrive/masterbranch/post — action-style read. */
export const ZMasterBranchQuery = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('Display'),
    masterBranch: z.object({ id: id() }),
  }),
  ZListPaging.extend({
    action: z.literal('Search'),
    branchCode: trimmed(10).optional(),
    regionCode: trimmed(10).optional(),
    isEnabled: z.boolean().optional(),
    sortField: z.enum(BRANCH_SORT_FIELDS).default('branchCode'),
    sortOrder: ZSortOrder.default('ascend'),
  }),
  z.object({ action: z.literal('DisplayAll') }),
]);
export type MasterBranchQuery = z.infer<typeof ZMasterBranchQuery>;
export const ZMasterBranchListResponse = z.array(
  ZAck.extend({ listBranch: z.array(ZMasterBranch), total: z.number().int() }),
);
export type MasterBranchListResponse = z.infer<typeof ZMasterBranchListResponse>;

/** POST /api/testdrive/masterbranch — action-style write. */
export const ZMasterBranchCommand = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('Add'),
    masterBranches: list(ZMasterBranchInput, 1000).min(1),
  }),
  z.object({
    action: z.literal('Edit'),
    masterBranch: ZMasterBranchInput.extend({ id: id(), version: id() }),
  }),
  z.object({
    action: z.literal('Remove'),
    masterBranch: z.object({ id: id(), version: id().optional() }),
  }),
]);
export type MasterBranchCommand = z.infer<typeof ZMasterBranchCommand>;
export const ZMasterBranchCommandResponse = z.array(
  ZAck.extend({ listBranch: z.array(ZMasterBranch) }),
);

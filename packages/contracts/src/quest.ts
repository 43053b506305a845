import { z } from 'zod';
import { id, int4, list, trimmed } from './bounds';
import { FIXED_DATE_TIME, isFixedDateTime, ZTaskRules } from './quest-rules';
import { MAX_RECURRENCES } from './quest-recurrence';

export { RECURRENCE_TYPES, generateRecurrences, type RecurrenceType } from './quest-recurrence';

/** Company code of every quest call (spec 2 section 9). */
export const QUEST_COMPANY_CODE = '0002';

export const QUEST_API = {
  list: '/api/quest/list',
  /** The quest list as an xlsx (issue 10 section 7): the list's body (ZQuestListRequest). */
  export: '/api/quest/export',
  detail: '/api/quest/detail',
  save: '/api/quest/save',
  edit: '/api/quest/edit',
  publish: '/api/quest/publish',
  delete: '/api/quest/delete',
  uploadImage: '/api/quest/upload-image',
  saveRerun: '/api/quest/save-rerun',
  validateSetting: '/api/quest/validate-setting',
  sourcePlayer: '/api/quest/source-player',
  attributes: '/api/quest/attributes',
  customPlayerSearch: '/api/quest/custom-player-search',
  area: '/api/quest/lookup/area',
  city: '/api/quest/lookup/city',
  branch: '/api/quest/lookup/branch',
  player: '/api/quest/lookup/player',
  playerTier: '/api/quest/lookup/player-tier',
  salesmanTier: '/api/quest/lookup/salesman-tier',
  customerGroup: '/api/quest/lookup/customer-group',
  salesSource: '/api/quest/lookup/sales-source',
  model: '/api/quest/lookup/model',
  material: '/api/quest/lookup/material',
} as const;

// --- enumerations (spec 2 section 3) -------------------------------------------------------------

export const QUEST_TYPES = { AUTO_JOIN: 1, MANUAL_JOIN: 2 } as const;
export const QUEST_STATUS = {
  ALL: -1,
  DRAFT: 0,
  OPEN: 1,
  ACTIVE: 2,
  INACTIVE: 3,
  CANCELLED: 4,
  DELETED: 5,
} as const;
export type QuestStatus = 0 | 1 | 2 | 3 | 4 | 5;
/** The list routes astraquest/<segment> and the status each stands for. */
export const QUEST_STATUS_SEGMENTS = {
  draft: 0,
  open: 1,
  active: 2,
  inactive: 3,
  cancelled: 4,
  deleted: 5,
} as const satisfies Record<string, QuestStatus>;
/** A recurrence flagged removed (spec 2 section 3). */
export const RECURRENCE_REMOVED = 4;
/** Auto Join quests admit this many players (spec 2 section 9). */
export const AUTO_JOIN_MAX_PLAYER = 99999;
export const QUEST_PAGE_SIZE = 100;
export const SOURCE_PLAYER_LIMIT = 1000;

/**
 * Status changes the server admits (spec 2 sections 3 and 4: draft -> open -> active ->
 * inactive / cancelled; deleted hides). Publishing (draft -> open) has its own path; an edit may
 * carry the others; delete sets 5. The same status is always admitted (a plain edit).
 */
export const QUEST_TRANSITIONS: Readonly<Record<QuestStatus, readonly QuestStatus[]>> = {
  0: [1, 4, 5],
  1: [2, 3, 4, 5],
  2: [3, 4],
  3: [2, 4, 5],
  4: [5],
  5: [],
};
export function canMoveQuest(from: QuestStatus, to: QuestStatus): boolean {
  return from === to ? from !== 5 : QUEST_TRANSITIONS[from].includes(to);
}

/** Customer groups and sales sources: the values the CUSTOMER_GROUP / SALES_SOURCE details take. */
export const CUSTOMER_GROUPS = [
  { code: 'RETAIL', description: 'Retail' },
  { code: 'FLEET', description: 'Fleet / Corporate' },
  { code: 'GOVERNMENT', description: 'Government' },
  { code: 'EMPLOYEE', description: 'Employee' },
] as const;
export const SALES_SOURCES = [
  { code: 'WALKIN', description: 'Walk-in' },
  { code: 'TESTDRIVE', description: 'Test-drive order' },
  { code: 'DIGITAL', description: 'Digital (web and app)' },
  { code: 'EXHIBITION', description: 'Exhibition' },
  { code: 'REFERRAL', description: 'Referral' },
] as const;

/** Attributes of the custom player search (POST attributes answers these). */
export const PLAYER_ATTRIBUTES = [
  'playerNo',
  'playerName',
  'branchCode',
  'areaCode',
  'cityCode',
  'playerLevel',
  'playerTier',
  'salesmanTier',
] as const;
export type PlayerAttribute = (typeof PLAYER_ATTRIBUTES)[number];

// --- envelope -----------------------------------------------------------------------------------

/** The quest API's envelope: responseCode '200' and responseText 'Success' mean success. */
export const ZQuestEnvelope = z.object({
  responseCode: z.string(),
  responseText: z.string(),
  errorMsg: z.string().nullable(),
});
export type QuestEnvelope = z.infer<typeof ZQuestEnvelope>;
export const questReply = <T extends z.ZodType>(data: T) => ZQuestEnvelope.extend({ data });

/** An uploaded image (platform files: the SHA-256 of its bytes). */
const ZFileId = z
  .string()
  .max(64)
  .regex(/^[0-9a-f]{64}$/, 'fileId is the 64-character SHA-256 of an uploaded image');

const ZCompany = z.literal(QUEST_COMPANY_CODE).default(QUEST_COMPANY_CODE);
/** A lone UTF-16 surrogate cannot travel in JSON to PostgreSQL (jsonb refuses it): a 400 here. */
const LONE_SURROGATE = /\p{Cs}/u;
export const hasLoneSurrogate = (value: unknown): boolean =>
  typeof value === 'string'
    ? LONE_SURROGATE.test(value)
    : Array.isArray(value)
      ? value.some(hasLoneSurrogate)
      : typeof value === 'object' && value !== null
        ? Object.values(value).some(hasLoneSurrogate)
        : false;
const WELL_FORMED = 'must be well-formed text';
const ZCode = trimmed(40).refine((code) => !LONE_SURROGATE.test(code), WELL_FORMED);
const isRealDay = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};
const ZWireDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isRealDay, 'is not a real date');
export const ZQuestDateTime = z
  .string()
  .max(19)
  .regex(FIXED_DATE_TIME, 'must be a date-time YYYY-MM-DDTHH:mm:ss')
  .refine(isFixedDateTime, 'is not a real date-time');

export const ZCodeDescription = z.object({
  code: ZCode.min(1, 'code is required'),
  description: trimmed(200).default(''),
});
export type CodeDescriptionItem = z.infer<typeof ZCodeDescription>;

// --- list ---------------------------------------------------------------------------------------

export const ZQuestListRequest = z.object({
  companyCode: ZCompany,
  questName: trimmed(200).optional(),
  areaCode: ZCode.optional(),
  cityCode: ZCode.optional(),
  branchCode: ZCode.optional(),
  status: int4({ min: -1, max: 5 }).default(-1),
  keyword: trimmed(100).optional(),
  createdTimeFrom: ZWireDate.optional(),
  createdTimeTo: ZWireDate.optional(),
  publishedTimeFrom: ZWireDate.optional(),
  publishedTimeTo: ZWireDate.optional(),
  skip: int4({ min: 0 }).default(0),
  limit: int4({ min: 1, max: QUEST_PAGE_SIZE }).default(QUEST_PAGE_SIZE),
});
export type QuestListRequest = z.input<typeof ZQuestListRequest>;

export const ZRecurrenceItem = z.object({
  recurrenceNo: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  validToJoin: z.string(),
  recurrenceStatus: z.number().int(),
});
export type RecurrenceItem = z.infer<typeof ZRecurrenceItem>;

export const ZQuestListItem = z.object({
  companyCode: z.string(),
  questCode: z.string(),
  questId: z.number().int(),
  questName: z.string(),
  keyword: z.string(),
  status: z.number().int(),
  questType: z.number().int(),
  createdTime: z.string(),
  publishedTime: z.string().nullable(),
  recurrence: z.array(ZRecurrenceItem),
});
export type QuestListItem = z.infer<typeof ZQuestListItem>;
export const ZQuestListResponse = ZQuestEnvelope.extend({
  data: z.array(ZQuestListItem),
  total: z.number().int(),
});
export type QuestListResponse = z.infer<typeof ZQuestListResponse>;

// --- detail and save ----------------------------------------------------------------------------

const settingList = (max: number) => list(ZCodeDescription, max).default([]);

export const ZLocationSetting = z.object({
  areaSetting: settingList(100),
  citySetting: settingList(1000),
  branchSetting: settingList(2000),
  playerLevelSetting: settingList(20),
  playerSetting: settingList(20000),
  playerTierSetting: settingList(20),
  playerTierPeriodSetting: settingList(5),
  salesmanTierSetting: settingList(20),
});
export type LocationSetting = z.infer<typeof ZLocationSetting>;
export const SETTING_KEYS = Object.keys(ZLocationSetting.shape) as (keyof LocationSetting)[];

export const ZTaskInput = z.object({
  taskName: trimmed(200).min(1, 'taskName is required'),
  targetTask: int4({ min: 1, max: 1_000_000 }),
  taskType: z.union([z.literal(1), z.literal(2)]),
  taskDescription: trimmed(2000).default(''),
  rules: ZTaskRules,
});
export type TaskInput = z.input<typeof ZTaskInput>;

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

export const ZEventRerunInput = z.object({
  metadataTypeId: id('metadataTypeId is required'),
  eventDateFrom: ZQuestDateTime,
  eventDateTo: ZQuestDateTime,
});

export const RECURRENCE_EMPTY = 'Recurrence Simulation empty, you must fill it';
export const CARD_EMPTY = 'Quest Card empty, you must fill it';

const questFields = {
  companyCode: ZCompany,
  questName: trimmed(200).min(1, 'questName is required'),
  questType: z.union([z.literal(1), z.literal(2)]),
  keyword: trimmed(100).default(''),
  isPodium: z.boolean().default(false),
  isHidden: z.boolean().default(false),
  questDescription: trimmed(4000).default(''),
  termsConditions: trimmed(8000).default(''),
  rewardPoint: int4({ min: 0, max: 100_000_000 }).default(0),
  experiencePoint: int4({ min: 0, max: 100_000_000 }).default(0),
  maxPlayer: int4({ min: 1, max: 99999 }),
  maxNumberOfParticipation: int4({ min: 1, max: 10_000 }).default(1),
  attachments: list(z.object({ fileId: ZFileId }), 10).default([]),
  fileId: z
    .string()
    .min(1, CARD_EMPTY)
    .max(64)
    .regex(/^[0-9a-f]{64}$/, 'fileId is the 64-character SHA-256 of an uploaded image'),
  recurrenceType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  recEnd: int4({ min: 1, max: MAX_RECURRENCES }).default(1),
  recurrences: list(ZRecurrenceInput, MAX_RECURRENCES).min(1, RECURRENCE_EMPTY),
  locationSetting: ZLocationSetting.default(ZLocationSetting.parse({})),
  tasks: list(ZTaskInput, 20).min(1, 'a quest needs at least one task'),
  questReferenceCode: trimmed(40).optional(),
  eventRerunQuest: list(ZEventRerunInput, 20).default([]),
};

function questRules(
  q: { recurrenceType: number; recEnd: number; recurrences: unknown[]; tasks: unknown[] },
  ctx: z.RefinementCtx,
) {
  if (hasLoneSurrogate(q.tasks))
    ctx.addIssue({ code: 'custom', path: ['tasks'], message: WELL_FORMED });
  if (q.recurrenceType === 0 && q.recurrences.length !== 1)
    ctx.addIssue({
      code: 'custom',
      path: ['recurrences'],
      message: 'a quest without recurrence (None) has exactly one recurrence',
    });
}

/** POST save: a new quest, always a Draft (a copy too: it loses its status). */
export const ZQuestSaveRequest = z.object(questFields).superRefine(questRules);
export type QuestSaveRequest = z.input<typeof ZQuestSaveRequest>;
export type QuestSave = z.output<typeof ZQuestSaveRequest>;

/** POST edit: the quest as read (questId, version) with its status; stop = status 4 + reason. */
export const ZQuestEditRequest = z
  .object({
    ...questFields,
    questId: id('questId is required'),
    version: id('version is required'),
    status: int4({ min: 0, max: 4 }),
    cancellationReason: trimmed(500).default(''),
    /** Changing the tasks of an Active quest records a new rules version only when confirmed. */
    confirmNewVersion: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    questRules(q, ctx);
    if (q.status === QUEST_STATUS.CANCELLED && q.cancellationReason.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['cancellationReason'],
        message: 'cancellationReason is required to stop a quest',
      });
  });
export type QuestEditRequest = z.input<typeof ZQuestEditRequest>;
export type QuestEdit = z.output<typeof ZQuestEditRequest>;

export const ZQuestIdRequest = z.object({
  companyCode: ZCompany,
  questID: id('questID is required'),
});
export const ZQuestPublishRequest = z.object({
  companyCode: ZCompany,
  questId: id('questId is required'),
  version: id('version is required'),
});
export const ZQuestDeleteRequest = z.object({
  Id: id('Id is required'),
  version: id().optional(),
});

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

export const ZQuestDetail = z.object({
  companyCode: z.string(),
  questId: z.number().int(),
  questCode: z.string(),
  questName: z.string(),
  questType: z.number().int(),
  keyword: z.string(),
  isPodium: z.boolean(),
  isHidden: z.boolean(),
  questDescription: z.string(),
  termsConditions: z.string(),
  rewardPoint: z.number().int(),
  experiencePoint: z.number().int(),
  maxPlayer: z.number().int(),
  maxNumberOfParticipation: z.number().int(),
  attachments: z.array(z.object({ fileId: z.string(), url: z.string() })),
  fileId: z.string(),
  imageUrl: z.string(),
  recurrenceType: z.number().int(),
  recEnd: z.number().int(),
  recurrences: z.array(ZRecurrenceItem),
  locationSetting: z.object({
    areaSetting: z.array(ZCodeDescription),
    citySetting: z.array(ZCodeDescription),
    branchSetting: z.array(ZCodeDescription),
    playerLevelSetting: z.array(ZCodeDescription),
    playerSetting: z.array(ZCodeDescription),
    playerTierSetting: z.array(ZCodeDescription),
    playerTierPeriodSetting: z.array(ZCodeDescription),
    salesmanTierSetting: z.array(ZCodeDescription),
  }),
  tasks: z.array(ZQuestTask),
  questReferenceCode: z.string().nullable(),
  eventRerunQuest: z.array(
    z.object({
      metadataTypeId: z.number().int(),
      eventDateFrom: z.string(),
      eventDateTo: z.string(),
    }),
  ),
  status: z.number().int(),
  cancellationReason: z.string(),
  version: z.number().int(),
  createdTime: z.string(),
  createdBy: z.string(),
  publishedTime: z.string().nullable(),
});
export type QuestDetail = z.infer<typeof ZQuestDetail>;
export const ZQuestDetailResponse = questReply(ZQuestDetail);

export const ZQuestSavedResponse = questReply(
  z.object({
    questId: z.number().int(),
    questCode: z.string(),
    questName: z.string(),
    keyword: z.string(),
    status: z.number().int(),
    version: z.number().int(),
  }),
);
export type QuestSaved = z.infer<typeof ZQuestSavedResponse>['data'];

// --- image --------------------------------------------------------------------------------------

/** Image upload: multipart `file` plus fields `filename` and `filetype` (1). */
export const ZQuestImageResponse = questReply(
  z.object({ fileId: z.string(), url: z.string(), fileName: z.string() }),
);

// --- rerun --------------------------------------------------------------------------------------

export const ZRerunSetting = z.object({
  area: list(ZCode, 100).default([]),
  city: list(ZCode, 1000).default([]),
  branch: list(ZCode, 2000).default([]),
  playerLevel: list(ZCode, 20).default([]),
  player: list(ZCode, 20000).default([]),
});
export const ZRerunItem = z
  .object({
    questID: id('questID is required'),
    eventDateFrom: ZQuestDateTime,
    eventDateTo: ZQuestDateTime,
    metadataTypeID: id('metadataTypeID is required'),
    setting: ZRerunSetting.default(ZRerunSetting.parse({})),
  })
  .superRefine((r, ctx) => {
    if (r.eventDateFrom > r.eventDateTo)
      ctx.addIssue({
        code: 'custom',
        path: ['eventDateTo'],
        message: 'must not be before eventDateFrom',
      });
  });
export type RerunItem = z.output<typeof ZRerunItem>;
export const ZSaveRerunRequest = z.object({ data: list(ZRerunItem, 100).min(1, 'pick a quest') });
export type SaveRerunRequest = z.input<typeof ZSaveRerunRequest>;
export const ZSaveRerunResponse = questReply(
  z.array(
    z.object({
      rerunId: z.number().int(),
      questID: z.number().int(),
      metadataTypeID: z.number().int(),
      eventDateFrom: z.string(),
      eventDateTo: z.string(),
      status: z.string(),
      awarded: z.number().int().nullable(),
    }),
  ),
);

// --- lookups ------------------------------------------------------------------------------------

/** A comma-separated list of codes in a GET query (areaCodes=JKT,JBR). */
const codesQuery = trimmed(20000)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code.length > 0),
  );
export const ZCityQuery = z.object({ areaCodes: codesQuery });
export const ZBranchQuery = z.object({ areaCodes: codesQuery, cityCodes: codesQuery });
export const ZPlayerQuery = z.object({
  areaCodes: codesQuery,
  cityCodes: codesQuery,
  branchCodes: codesQuery,
  playerLevels: codesQuery,
});
export const ZMaterialQuery = z.object({ modelCodes: codesQuery });

export const ZLookupItem = ZCodeDescription.extend({
  parentCode: z.string().nullable().optional(),
});
export const ZLookupResponse = questReply(z.array(ZLookupItem));
export type LookupItem = z.infer<typeof ZLookupItem>;

export const ZPlayerItem = z.object({
  code: z.string(),
  description: z.string(),
  branchCode: z.string(),
  areaCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  playerLevel: z.string().nullable(),
  playerTier: z.string().nullable(),
  salesmanTier: z.string().nullable(),
});
export type PlayerItem = z.infer<typeof ZPlayerItem>;
export const ZPlayerLookupResponse = questReply(z.array(ZPlayerItem));

export const ZSourcePlayerRequest = z.object({
  skip: int4({ min: 0 }).default(0),
  limit: int4({ min: 1, max: SOURCE_PLAYER_LIMIT }).default(SOURCE_PLAYER_LIMIT),
  keyword: trimmed(100).default(''),
});

// --- validate-setting ---------------------------------------------------------------------------

export const ZValidateSettingRequest = z.object({
  companyCode: ZCompany,
  areaCodes: list(ZCode, 1000).default([]),
  cityCodes: list(ZCode, 5000).default([]),
  branchCodes: list(ZCode, 5000).default([]),
  salesmanNos: list(ZCode, 20000).default([]),
  /**
   * Ours: the quest's own targeting as the form holds it. A pasted code outside it (a salesman
   * of another area, city, branch or level) can never take part, so it is a defect.
   */
  questSetting: z
    .object({
      areaCodes: list(ZCode, 1000).default([]),
      cityCodes: list(ZCode, 5000).default([]),
      branchCodes: list(ZCode, 5000).default([]),
      playerLevels: list(ZCode, 100).default([]),
    })
    .optional(),
});
export type ValidateSettingRequest = z.input<typeof ZValidateSettingRequest>;
export const ZDefectData = z.object({
  type: z.enum(['area', 'city', 'branch', 'salesman']),
  code: z.string(),
  reason: z.string(),
});
export type DefectData = z.infer<typeof ZDefectData>;
export const ZValidateSettingResponse = ZQuestEnvelope.extend({
  areaCodes: z.array(ZCodeDescription),
  cityCodes: z.array(ZCodeDescription),
  branchCodes: z.array(ZCodeDescription),
  salesmanNos: z.array(ZCodeDescription),
  defectDatas: z.array(ZDefectData),
});
export type ValidateSettingResponse = z.infer<typeof ZValidateSettingResponse>;

// --- custom player search -----------------------------------------------------------------------

export const ZAttributesRequest = z.object({ companyCode: ZCompany });
export const ZAttributesResponse = questReply(
  z.array(z.object({ attributeName: z.string(), operators: z.array(z.number().int()) })),
);
export const ZCustomPlayerSearchRequest = z.object({
  companyCode: ZCompany,
  data: trimmed(100).default(''),
  attributes: list(
    z.object({
      attributeName: z.enum(PLAYER_ATTRIBUTES),
      operator: int4({ min: 1, max: 7 }),
      value: trimmed(200).min(1, 'value is required'),
    }),
    20,
  ).min(1, 'add at least one attribute'),
});
export type CustomPlayerSearchRequest = z.input<typeof ZCustomPlayerSearchRequest>;
export const ZCustomPlayerSearchResponse = ZQuestEnvelope.extend({
  area: z.array(ZCodeDescription),
  city: z.array(ZCodeDescription),
  branch: z.array(ZCodeDescription),
  /** Ours besides code and name: where each player works and his level and tier, to show who. */
  player: z.array(
    ZCodeDescription.extend({
      branchCode: z.string().optional(),
      playerLevel: z.string().nullable().optional(),
      playerTier: z.string().nullable().optional(),
    }),
  ),
});
export type CustomPlayerSearchResponse = z.infer<typeof ZCustomPlayerSearchResponse>;

// Tables of the quest module (migration slot 0009_quest.sql).
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';
import { branch, region } from './platform';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A city of an area (region); a branch lies in one city (branch_city). */
export const city = pgTable('city', {
  id: serial('id').primaryKey(),
  cityCode: text('city_code').notNull().unique(),
  cityName: text('city_name').notNull(),
  regionId: integer('region_id')
    .notNull()
    .references(() => region.id),
  ...auditColumns,
});

export const branchCity = pgTable('branch_city', {
  branchId: integer('branch_id')
    .primaryKey()
    .references(() => branch.id),
  cityId: integer('city_id')
    .notNull()
    .references(() => city.id),
});

/** A quest (mission); quest_code is derived from the id (QST000001). */
export const quest = pgTable('quest', {
  id: serial('id').primaryKey(),
  companyCode: text('company_code').notNull().default('0002'),
  questCode: text('quest_code')
    .notNull()
    .generatedAlwaysAs(sql`'QST' || lpad("id"::text, 6, '0')`),
  questName: text('quest_name').notNull(),
  questType: integer('quest_type').notNull(),
  keyword: text('keyword').notNull().default(''),
  isPodium: boolean('is_podium').notNull().default(false),
  isHidden: boolean('is_hidden').notNull().default(false),
  questDescription: text('quest_description').notNull().default(''),
  termsConditions: text('terms_conditions').notNull().default(''),
  rewardPoint: integer('reward_point').notNull().default(0),
  experiencePoint: integer('experience_point').notNull().default(0),
  maxPlayer: integer('max_player').notNull(),
  maxNumberOfParticipation: integer('max_number_of_participation').notNull().default(1),
  fileId: text('file_id').notNull(),
  recurrenceType: integer('recurrence_type').notNull(),
  recEnd: integer('rec_end').notNull().default(1),
  status: integer('status').notNull().default(0),
  cancellationReason: text('cancellation_reason').notNull().default(''),
  questReferenceCode: text('quest_reference_code'),
  publishedTime: at('published_time'),
  ...versionColumn,
  ...auditColumns,
});

export const questRecurrence = pgTable('quest_recurrence', {
  id: serial('id').primaryKey(),
  questId: integer('quest_id')
    .notNull()
    .references(() => quest.id),
  recurrenceNo: integer('recurrence_no').notNull(),
  validFrom: at('valid_from').notNull(),
  validTo: at('valid_to').notNull(),
  validToJoin: at('valid_to_join').notNull(),
  /** 0 draft, 1 open (published), 4 removed. */
  recurrenceStatus: integer('recurrence_status').notNull().default(0),
});

/** A task; `rules` is the validated rule structure of contracts/quest-rules (ZTaskRules). */
export const questTask = pgTable('quest_task', {
  id: serial('id').primaryKey(),
  questId: integer('quest_id')
    .notNull()
    .references(() => quest.id),
  taskNo: integer('task_no').notNull(),
  taskName: text('task_name').notNull(),
  targetTask: integer('target_task').notNull(),
  taskType: integer('task_type').notNull(),
  taskDescription: text('task_description').notNull().default(''),
  rules: jsonb('rules').notNull(),
});

/** Targeting values: kind area | city | branch | playerLevel | player | playerTier | playerTierPeriod | salesmanTier. */
export const questTarget = pgTable(
  'quest_target',
  {
    questId: integer('quest_id')
      .notNull()
      .references(() => quest.id),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.questId, t.kind, t.code], name: 'quest_target_pk' })],
);

export const questAttachment = pgTable(
  'quest_attachment',
  {
    questId: integer('quest_id')
      .notNull()
      .references(() => quest.id),
    position: integer('position').notNull(),
    fileId: text('file_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questId, t.position], name: 'quest_attachment_pk' })],
);

export const questEventRerun = pgTable(
  'quest_event_rerun',
  {
    questId: integer('quest_id')
      .notNull()
      .references(() => quest.id),
    position: integer('position').notNull(),
    metadataTypeId: integer('metadata_type_id').notNull(),
    eventDateFrom: at('event_date_from').notNull(),
    eventDateTo: at('event_date_to').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questId, t.position], name: 'quest_event_rerun_pk' })],
);

/** save-rerun requests; the engine recomputes each and records status and awarded. */
export const questRerunRequest = pgTable('quest_rerun_request', {
  id: serial('id').primaryKey(),
  questId: integer('quest_id')
    .notNull()
    .references(() => quest.id),
  metadataTypeId: integer('metadata_type_id').notNull(),
  eventDateFrom: at('event_date_from').notNull(),
  eventDateTo: at('event_date_to').notNull(),
  setting: jsonb('setting').notNull().default({}),
  status: text('status').notNull().default('requested'),
  awarded: integer('awarded'),
  requestedBy: text('requested_by').notNull(),
  requestedTime: at('requested_time').notNull().defaultNow(),
  doneTime: at('done_time'),
});

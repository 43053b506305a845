// Tables of the quest engine (migration slot 0012_quest_engine.sql).
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One event of the stream (an order move or a posted event), once per source event id. */
export const questEvent = pgTable(
  'quest_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull().unique(),
    metadataTypeId: integer('metadata_type_id').notNull(),
    playerNo: text('player_no').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    /** order | service */
    source: text('source').notNull(),
    sourceClient: text('source_client').notNull().default(''),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quest_event_type_time_idx').on(t.metadataTypeId, t.occurredAt),
    index('quest_event_player_time_idx').on(t.playerNo, t.occurredAt),
  ],
);

/** A player who joined a Manual Join quest. */
export const questParticipant = pgTable(
  'quest_participant',
  {
    questId: integer('quest_id').notNull(),
    playerNo: text('player_no').notNull(),
    joinedTime: timestamp('joined_time', { withTimezone: true }).notNull().defaultNow(),
    serviceClient: text('service_client').notNull().default(''),
  },
  (t) => [primaryKey({ name: 'quest_participant_pk', columns: [t.questId, t.playerNo] })],
);

/** An event that counted for a task of a recurrence for a player (progress = their count). */
export const questTaskEvent = pgTable(
  'quest_task_event',
  {
    questId: integer('quest_id').notNull(),
    recurrenceNo: integer('recurrence_no').notNull(),
    taskNo: integer('task_no').notNull(),
    playerNo: text('player_no').notNull(),
    eventPk: bigint('event_pk', { mode: 'number' })
      .notNull()
      .references(() => questEvent.id),
    rulesVersion: integer('rules_version').notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'quest_task_event_pk',
      columns: [t.questId, t.recurrenceNo, t.playerNo, t.taskNo, t.eventPk],
    }),
    index('quest_task_event_event_idx').on(t.eventPk),
  ],
);

/**
 * A player's count of quest_task_event rows per quest, recurrence and task (migration 0018): kept
 * by statement triggers on quest_task_event, never written by the app; scoring and progress read
 * it instead of counting the rows.
 */
export const questTaskProgress = pgTable(
  'quest_task_progress',
  {
    questId: integer('quest_id').notNull(),
    recurrenceNo: integer('recurrence_no').notNull(),
    playerNo: text('player_no').notNull(),
    taskNo: integer('task_no').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'quest_task_progress_pk',
      columns: [t.questId, t.recurrenceNo, t.playerNo, t.taskNo],
    }),
  ],
);

/** A player's completion of a recurrence; its key is the ledger entries' idempotency key. */
export const questCompletion = pgTable(
  'quest_completion',
  {
    questId: integer('quest_id').notNull(),
    recurrenceNo: integer('recurrence_no').notNull(),
    playerNo: text('player_no').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('quest_completion_key_unique'),
    rewardPoint: integer('reward_point').notNull(),
    experiencePoint: integer('experience_point').notNull(),
    rulesVersion: integer('rules_version').notNull(),
    /** live | rerun */
    via: text('via').notNull(),
    completedTime: timestamp('completed_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'quest_completion_pk', columns: [t.questId, t.recurrenceNo, t.playerNo] }),
    index('quest_completion_player_idx').on(t.playerNo, t.questId),
  ],
);

/** Per quest: the row awards lock, with the players and completions awarded so far. */
export const questAwardState = pgTable('quest_award_state', {
  questId: integer('quest_id').primaryKey(),
  players: integer('players').notNull().default(0),
  completions: integer('completions').notNull().default(0),
  updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Frozen rules: a quest's tasks and rules per version, with the difference to the previous one. */
export const questRulesVersion = pgTable(
  'quest_rules_version',
  {
    questId: integer('quest_id').notNull(),
    version: integer('version').notNull(),
    tasks: jsonb('tasks').$type<unknown[]>().notNull(),
    changes: jsonb('changes').$type<unknown[]>().notNull().default([]),
    createdBy: text('created_by').notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'quest_rules_version_pk', columns: [t.questId, t.version] })],
);

/**
 * A player's tier per tier period (a year), migration 0016_quest_tier_period.sql: what quest
 * targeting by player tier and tier period compares. The current year without a row falls back
 * to the salesman's current player_tier.
 */
export const playerTierPeriod = pgTable(
  'player_tier_period',
  {
    playerNo: text('player_no').notNull(),
    period: integer('period').notNull(),
    playerTier: text('player_tier').notNull(),
    createdBy: text('created_by').notNull().default(''),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'player_tier_period_pk', columns: [t.playerNo, t.period] })],
);

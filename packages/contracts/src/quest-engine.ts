import { z } from 'zod';
import { id, list, trimmed, WIDE_INTEGER } from './bounds';
import { questReply, ZQuestDateTime } from './quest';
import { METADATA_TYPES, type Rule } from './quest-rules';

/**
 * The quest engine's wire (beyond the spec: the spec's quest API scores events nobody showed us).
 * Service routes are for the group's other systems and the salesman app (HTTP Basic service
 * clients); console routes for astraquestadmin / astraquestgamemaster. Replies keep the quest
 * API's envelope (responseCode '200', responseText, errorMsg).
 */
export const QUEST_ENGINE_API = {
  /** Other systems post events (idempotent per eventId). */
  serviceEvents: '/api/quest/service/events',
  /** The salesman app: quests open to a player, join one, progress. */
  serviceMyQuests: '/api/quest/service/myquests',
  serviceJoin: '/api/quest/service/join',
  serviceProgress: '/api/quest/service/progress',
  /** Other systems post players' tiers per tier period; one player's tier history (quest-tiers). */
  serviceTiers: '/api/quest/service/tiers',
  serviceTierHistory: '/api/quest/service/tierhistory',
  /** Console: 'Try on past events' on a draft, 'Why (not)', rule versions. */
  backtest: '/api/quest/engine/backtest',
  why: '/api/quest/engine/why',
  versions: '/api/quest/engine/versions',
  /** Console: a podium quest's ranking of players by progress in one recurrence. */
  podium: '/api/quest/engine/podium',
} as const;

export const ENGINE_BOUNDS = {
  eventsPerPost: 500,
  eventId: 100,
  playerNo: 40,
  detailText: 100,
  /** Counted and nearest-not-counted events the why page lists per task. */
  whyCounted: 50,
  whyNearest: 10,
} as const;

const YEAR_2000 = Date.UTC(2000, 0, 1);
const YEAR_2100 = Date.UTC(2100, 0, 1);

/** An instant with its offset, e.g. 2026-12-01T09:00:00+07:00, between 2000 and 2100. */
const ZInstant = z.iso
  .datetime({ offset: true, message: 'must be a date-time with offset' })
  .max(40, 'must be a date-time with offset')
  .refine((value) => {
    const at = Date.parse(value);
    return at >= YEAR_2000 && at < YEAR_2100;
  }, 'must lie between the years 2000 and 2099');

const detailText = trimmed(ENGINE_BOUNDS.detailText).min(1, 'must not be empty');

/** The details an event carries (keys of quest-rules' METADATA_TYPE_DETAILS but the event date). */
export const ZEventDetails = z
  .object({
    model: detailText.optional(),
    material: detailText.optional(),
    branch: detailText.optional(),
    customerCity: detailText.optional(),
    orderType: detailText.optional(),
    locationType: detailText.optional(),
    customerGroup: detailText.optional(),
    salesSource: detailText.optional(),
    // IDR amounts pass int4 (a car costs more than 2.1 billion IDR); they stay in the event's
    // JSON details and compare as numeric, never in an int4 column. WIDE_INTEGER marks them for
    // the bounds test.
    amount: z
      .number()
      .int('must be a whole number')
      .min(-999_999_999_999_999)
      .max(999_999_999_999_999)
      .meta(WIDE_INTEGER)
      .optional(),
  })
  .strict();
export type EventDetails = z.infer<typeof ZEventDetails>;

const SERVICE_TYPE_CODES = METADATA_TYPES.filter((type) => type.source === 'service').map(
  (type) => type.code,
) as ['VEHICLE_SOLD', 'VEHICLE_DELIVERED'];

/**
 * One event from another system. Only the types whose source is 'service' are admitted here: the
 * order events are recorded by the order workflow itself, in the move's transaction.
 */
export const ZQuestEventInput = z.object({
  eventId: trimmed(ENGINE_BOUNDS.eventId).min(1, 'eventId is required'),
  metadataTypeCode: z.enum(SERVICE_TYPE_CODES, {
    message: `metadataTypeCode must be one of ${SERVICE_TYPE_CODES.join(', ')}`,
  }),
  playerNo: trimmed(ENGINE_BOUNDS.playerNo).min(1, 'playerNo is required'),
  occurredAt: ZInstant,
  details: ZEventDetails.default({}),
});
export type QuestEventInput = z.input<typeof ZQuestEventInput>;

export const ZQuestEventsRequest = z.object({
  events: list(ZQuestEventInput, ENGINE_BOUNDS.eventsPerPost).min(1, 'send at least one event'),
});
export type QuestEventsRequest = z.input<typeof ZQuestEventsRequest>;

export const ZEventOutcome = z.object({
  eventId: z.string(),
  /** false: an event with this id was recorded before; nothing was scored again. */
  recorded: z.boolean(),
  /** Task counts the event moved. */
  counted: z.number().int(),
  /** Recurrences the event completed (points booked). */
  completed: z.number().int(),
});
export type EventOutcome = z.infer<typeof ZEventOutcome>;
export const ZQuestEventsResponse = questReply(z.array(ZEventOutcome));

// --- the salesman app -----------------------------------------------------------------------------

const ZPlayerNo = trimmed(ENGINE_BOUNDS.playerNo).min(1, 'playerNo is required');

export const ZMyQuestsRequest = z.object({ playerNo: ZPlayerNo });
export const ZJoinRequest = z.object({ playerNo: ZPlayerNo, questId: id('questId is required') });
export const ZProgressRequest = ZJoinRequest;

export const ZTaskProgress = z.object({
  taskNo: z.number().int(),
  taskName: z.string(),
  taskType: z.number().int(),
  targetTask: z.number().int(),
  count: z.number().int(),
});
export const ZRecurrenceProgress = z.object({
  recurrenceNo: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  validToJoin: z.string(),
  tasks: z.array(ZTaskProgress),
  completed: z.boolean(),
  completedTime: z.string().nullable(),
  rewardPoint: z.number().int(),
  experiencePoint: z.number().int(),
});
export type RecurrenceProgress = z.infer<typeof ZRecurrenceProgress>;

export const ZPlayerQuest = z.object({
  questId: z.number().int(),
  questCode: z.string(),
  questName: z.string(),
  questDescription: z.string(),
  questType: z.number().int(),
  status: z.number().int(),
  rewardPoint: z.number().int(),
  experiencePoint: z.number().int(),
  /** Auto Join: always true; Manual Join: the player joined. */
  joined: z.boolean(),
  /** Manual Join: the current recurrence still admits joining (before valid-to-join). */
  canJoin: z.boolean(),
  completions: z.number().int(),
  maxNumberOfParticipation: z.number().int(),
  /** The recurrences so far (current last), with the player's counts. */
  recurrences: z.array(ZRecurrenceProgress),
});
export type PlayerQuest = z.infer<typeof ZPlayerQuest>;
export const ZMyQuestsResponse = questReply(z.array(ZPlayerQuest));
export const ZProgressResponse = questReply(ZPlayerQuest);
export const ZJoinResponse = questReply(
  z.object({ questId: z.number().int(), playerNo: z.string(), joined: z.boolean() }),
);

// --- console: backtest ------------------------------------------------------------------------------

export const ZBacktestRequest = z
  .object({
    questId: id('questId is required'),
    from: ZQuestDateTime,
    to: ZQuestDateTime,
  })
  .refine((r) => r.from < r.to, { path: ['to'], message: 'must be after from' });
export type BacktestRequest = z.input<typeof ZBacktestRequest>;

export const ZBacktestTaskResult = z.object({
  taskNo: z.number().int(),
  taskName: z.string(),
  targetTask: z.number().int(),
  /** Events of targeted players matching the task's rules in the window. */
  events: z.number().int(),
  /** Targeted players with at least one matching event. */
  players: z.number().int(),
  /** Targeted players reaching the task's target. */
  playersCompleted: z.number().int(),
});
export const ZBacktestResult = z.object({
  questId: z.number().int(),
  from: z.string(),
  to: z.string(),
  targetedPlayers: z.number().int(),
  tasks: z.array(ZBacktestTaskResult),
  /** Players who would have completed every task (the quest) in the window. */
  playersCompletedAll: z.number().int(),
  elapsedMs: z.number(),
});
export type BacktestResult = z.infer<typeof ZBacktestResult>;
export const ZBacktestResponse = questReply(ZBacktestResult);

// --- console: why (not) -------------------------------------------------------------------------------

export const ZWhyRequest = z.object({
  questId: id('questId is required'),
  playerNo: ZPlayerNo,
  recurrenceNo: id().optional(),
});
export type WhyRequest = z.input<typeof ZWhyRequest>;

export const ZWhyEvent = z.object({
  eventId: z.string(),
  metadataTypeId: z.number().int(),
  occurredAt: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const ZExclusion = z.object({
  /**
   * 'window': the event lies outside the recurrence; 'type': no rule takes this event type;
   * 'operation': an operation of the closest rule failed; 'notScored': it matches the rules but
   * was not scored (it came while the player was outside the quest, and he is in it now): a rerun
   * counts it; 'outsideQuest': it matches the rules but the player is not in the quest now
   * (targeting, not joined: the result's notInQuest says why), so neither the engine nor a rerun
   * counts it.
   */
  kind: z.enum(['window', 'type', 'operation', 'notScored', 'outsideQuest']),
  ruleIndex: z.number().int().nullable(),
  rulename: z.string().nullable(),
  metadataTypeDetailId: z.number().int().nullable(),
  operators: z.number().int().nullable(),
  value: z.string().nullable(),
  /** What the event carried for that detail (null: nothing). */
  actual: z.union([z.string(), z.number()]).nullable(),
});
export type Exclusion = z.infer<typeof ZExclusion>;
export const ZWhyTask = z.object({
  taskNo: z.number().int(),
  taskName: z.string(),
  targetTask: z.number().int(),
  count: z.number().int(),
  counted: z.array(ZWhyEvent),
  nearest: z.array(ZWhyEvent.extend({ excludedBy: ZExclusion })),
});
export const ZWhyResult = z.object({
  questId: z.number().int(),
  questName: z.string(),
  playerNo: z.string(),
  playerName: z.string().nullable(),
  /** Why the player is not in the quest at all (targeting, not joined), else null. */
  notInQuest: z.string().nullable(),
  recurrence: z
    .object({
      recurrenceNo: z.number().int(),
      validFrom: z.string(),
      validTo: z.string(),
      validToJoin: z.string(),
    })
    .nullable(),
  completed: z.boolean(),
  completedTime: z.string().nullable(),
  pointsBooked: z.number().int(),
  tasks: z.array(ZWhyTask),
});
export type WhyResult = z.infer<typeof ZWhyResult>;
export const ZWhyResponse = questReply(ZWhyResult);

// --- console: podium ranking ------------------------------------------------------------------------

/** The ranks a podium shows: 1st, 2nd and 3rd (ties share a rank, so it may hold more players). */
export const PODIUM_RANKS = 3;

export const ZPodiumRequest = z.object({
  questId: id('questId is required'),
  recurrenceNo: id().optional(),
});
export type PodiumRequest = z.input<typeof ZPodiumRequest>;
export const ZPodiumRow = z.object({
  /** Competition ranking: equal progress, equal rank; the next rank skips (1, 1, 3). */
  rank: z.number().int(),
  playerNo: z.string(),
  playerName: z.string().nullable(),
  branchCode: z.string().nullable(),
  /** The sum over tasks of the count, each capped at its target. */
  progress: z.number().int(),
  /** The sum of the targets: progress reaching it completes the recurrence. */
  target: z.number().int(),
  completed: z.boolean(),
  /** Ranked within PODIUM_RANKS. */
  onPodium: z.boolean(),
});
export type PodiumRow = z.infer<typeof ZPodiumRow>;
export const ZPodiumResult = z.object({
  questId: z.number().int(),
  questName: z.string(),
  isPodium: z.boolean(),
  recurrence: z
    .object({ recurrenceNo: z.number().int(), validFrom: z.string(), validTo: z.string() })
    .nullable(),
  rows: z.array(ZPodiumRow),
});
export type PodiumResult = z.infer<typeof ZPodiumResult>;
export const ZPodiumResponse = questReply(ZPodiumResult);

// --- frozen rules: versions and their difference ---------------------------------------------------

/** What of a task is frozen once a quest is Active. */
export interface FrozenTask {
  taskName: string;
  targetTask: number;
  taskType: number;
  rules: Rule[];
}

export const ZTaskChange = z.object({
  taskNo: z.number().int(),
  change: z.enum(['added', 'removed', 'changed']),
  /** Names of the fields that differ: taskName, targetTask, taskType, rules. */
  fields: z.array(z.string()),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TaskChange = z.infer<typeof ZTaskChange>;

/** The difference of two task lists, task by task in order (empty: nothing frozen changed). */
export function diffTasks(before: FrozenTask[], after: FrozenTask[]): TaskChange[] {
  const changes: TaskChange[] = [];
  const length = Math.max(before.length, after.length);
  for (let index = 0; index < length; index += 1) {
    const was = before[index];
    const now = after[index];
    const taskNo = index + 1;
    if (!was && now) {
      changes.push({ taskNo, change: 'added', fields: [], before: null, after: frozen(now) });
    } else if (was && !now) {
      changes.push({ taskNo, change: 'removed', fields: [], before: frozen(was), after: null });
    } else if (was && now) {
      const a = frozen(was);
      const b = frozen(now);
      const fields = (Object.keys(a) as (keyof FrozenTask)[]).filter(
        (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
      );
      if (fields.length > 0)
        changes.push({ taskNo, change: 'changed', fields, before: a, after: b });
    }
  }
  return changes;
}

/** The frozen part of a task in a canonical key order (so equal tasks serialise alike). */
export function frozen(task: FrozenTask): FrozenTask {
  return {
    taskName: task.taskName,
    targetTask: task.targetTask,
    taskType: task.taskType,
    rules: task.rules.map((rule) => ({
      metadataTypeId: rule.metadataTypeId,
      rulename: rule.rulename ?? '',
      operation: (rule.operation ?? []).map((operation) => ({
        metadataTypeDetailId: operation.metadataTypeDetailId,
        operators: operation.operators,
        value: operation.value,
      })),
    })),
  };
}

export const ZVersionsRequest = z.object({ questId: id('questId is required') });
export const ZRulesVersion = z.object({
  version: z.number().int(),
  createdTime: z.string(),
  createdBy: z.string(),
  tasks: z.array(z.unknown()),
  changes: z.array(ZTaskChange),
});
export type RulesVersion = z.infer<typeof ZRulesVersion>;
export const ZVersionsResponse = questReply(z.array(ZRulesVersion));

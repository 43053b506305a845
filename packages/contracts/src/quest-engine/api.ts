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

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

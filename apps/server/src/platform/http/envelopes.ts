import { QUEST_SUCCESS } from '@dealer/contracts/game';
import type { QuestEnvelope } from '@dealer/contracts/quest';

/**
 * The success heads of the two API families the console speaks, spelled once. Error answers are
 * built by errors.ts and errorHandler.ts (and questFailure.ts adds the quest family's fields).
 */

/** The test-drive family's success head: acknowledge 1 and the text the console shows. */
export const acknowledged = (message: string) => ({ acknowledge: 1 as const, message });

/** The test-drive family's plain success. */
export const SUCCESS = acknowledged('Success');

/**
 * The quest family's success head (spec 2 section 8: responseCode '200', 'Success') as the game
 * calls answer it, errorMsg ''; their contract has errorMsg as a string.
 */
export const questSuccess = <T extends object>(fields: T) => ({ ...QUEST_SUCCESS, ...fields });

/**
 * The same head as the quest console's calls answer it, errorMsg null: its contract allows null,
 * and clients written for the group's quest API read null there.
 */
export const QUEST_OK: QuestEnvelope = { ...QUEST_SUCCESS, errorMsg: null };

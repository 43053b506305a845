import { QUEST_SUCCESS } from '@dealer/contracts/game';

/** The success envelope of the quest API (spec 2 section 8): responseCode '200', 'Success'. */
export const ok = <T extends object>(fields: T) => ({ ...QUEST_SUCCESS, ...fields });

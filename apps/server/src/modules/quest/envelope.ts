import { access } from '../../platform/access/access';

/** Who uses the quest console (spec 2 section 2); superadmin passes every rule anyway. */
export const questAccess = access.roles('astraquestadmin', 'astraquestgamemaster');

/** The success head of the quest API (spec 2 section 8), spelled in platform/http. */
export { QUEST_OK as OK } from '../../platform/http/envelopes';

import type { QuestEnvelope } from '@dealer/contracts/quest';
import { access } from '../../platform/access/access';

/** Who uses the quest console (spec 2 section 2); superadmin passes every rule anyway. */
export const questAccess = access.roles('astraquestadmin', 'astraquestgamemaster');

/** The success envelope of the quest API (spec 2 section 8: responseCode '200', 'Success'). */
export const OK: QuestEnvelope = { responseCode: '200', responseText: 'Success', errorMsg: null };

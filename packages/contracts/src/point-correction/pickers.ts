import { z } from 'zod';
import { trimmed } from '../bounds';
import { ZQuestAck } from './envelope';

// ---- lookups of the pickers ------------------------------------------------------------------

export const ZBranchOption = z.object({ branchCode: z.string(), branchName: z.string() });
export const ZBranchOptionsResponse = ZQuestAck.extend({ branches: z.array(ZBranchOption) });
export const ZPlayerOption = z.object({
  playerNo: z.string(),
  playerName: z.string(),
  branchCode: z.string(),
});
export const ZPlayerOptionsQuery = z.object({
  branchCode: trimmed(20).optional(),
  keyword: trimmed(60).optional(),
});
export const ZPlayerOptionsResponse = ZQuestAck.extend({ players: z.array(ZPlayerOption) });

import { MASTER_API } from '@dealer/contracts/master';
import { BLOCK_REASON_CATEGORY_ID, ZReasonResponse } from '@dealer/contracts/reason';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../api/client';
import { expectReply } from '../api/expectReply';

/**
 * The enabled reasons of the block category (11) the block popup offers. Kept under 'lookups' so
 * that a saved reason (which invalidates the lookups) shows here too; cached five minutes.
 */
export function useBlockReasons() {
  return useQuery({
    queryKey: ['lookups', 'reasons', BLOCK_REASON_CATEGORY_ID],
    queryFn: async ({ signal }) => {
      const reply = await apiPost(
        MASTER_API.reason.command,
        { action: 'DisplayAll', reasonCategoryId: BLOCK_REASON_CATEGORY_ID },
        { signal },
      );
      const reasons = expectReply(ZReasonResponse, reply)[0]?.reasonListMappings ?? [];
      // The server answers enabled reasons of the category; the filter keeps the popup honest.
      return reasons.filter((r) => r.isEnabled && r.reasonCategoryId === BLOCK_REASON_CATEGORY_ID);
    },
    staleTime: 5 * 60_000,
  });
}

import { MASTER_API } from '@dealer/contracts/master';
import type { ReasonCategoryCode } from '@dealer/contracts/order-workflow';
import { REASON_CATEGORY_IDS, ZReasonResponse } from '@dealer/contracts/reason';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';

/** The longest note a cancel or reject carries (the server's bound on reasonNotes). */
export const MOVE_NOTES_MAX = 500;

/**
 * The enabled reasons of a cancel (CANCEL) or a reject (REJECT), from the reason list call
 * filtered by category. Under 'lookups' so that a saved reason (which invalidates the lookups)
 * shows here too; cached five minutes.
 */
export function useMoveReasons(category: ReasonCategoryCode) {
  const categoryId = REASON_CATEGORY_IDS[category];
  return useQuery({
    queryKey: ['lookups', 'reasons', categoryId],
    queryFn: async ({ signal }) => {
      const reply = await apiPost(
        MASTER_API.reason.command,
        { action: 'DisplayAll', reasonCategoryId: categoryId },
        { signal },
      );
      const reasons = expectReply(ZReasonResponse, reply)[0]?.reasonListMappings ?? [];
      // The server refuses a reason of another category or a disabled one: offer none of those.
      return reasons.filter((r) => r.isEnabled && r.reasonCategoryId === categoryId);
    },
    staleTime: 5 * 60_000,
  });
}

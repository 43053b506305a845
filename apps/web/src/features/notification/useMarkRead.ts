import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadById, notificationKeys } from './api';
import type { NotificationScope } from './notificationScope';
import { updateBell } from './updateBell';

/**
 * Marks one notification read. It is sent with All Branch (''): the row may be at any of the
 * desk's branches, and a narrower filter that misses it answers 404. Then the bell takes the new
 * count and the lists reload, so the row is no longer bold there.
 */
export function useMarkRead(scope: NotificationScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markReadById(id, scope.role, ''),
    onSuccess: async (reply) => {
      await updateBell(scope, '', reply.count);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyResult } from '../../shared/ui/notify';
import { markAllRead, notificationKeys } from './api';
import type { NotificationScope } from './notificationScope';
import { updateBell } from './updateBell';

/**
 * 'Mark all as read' for one branch filter (the page's): the result notification, the bell's
 * new count, and every notification query reloaded. A failure has already been shown by the API
 * client, so nothing more is done with it.
 */
export function useMarkAllRead(scope: NotificationScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branchCode: string) => markAllRead(scope.role, branchCode),
    onSuccess: async (reply, branchCode) => {
      notifyResult(reply);
      await updateBell(scope, branchCode, reply.count);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

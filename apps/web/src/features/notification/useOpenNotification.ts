import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchNotification, notificationKeys } from './api';
import type { NotificationScope } from './notificationScope';
import { useMarkRead } from './useMarkRead';

/**
 * The opened notification: read from the server (a pasted link carries no row), then marked
 * read once it is found. A row that is not the desk's reads as null, and nothing is marked, so
 * the page says 'not found' without a failed call.
 */
export function useOpenNotification(id: number | undefined, scope: NotificationScope) {
  const query = useQuery({
    queryKey: notificationKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchNotification(id!, scope.role, signal),
    enabled: id !== undefined,
  });
  const mark = useMarkRead(scope);
  const { mutate } = mark;
  const foundId = query.data?.id;

  // Once per notification: the refetch after marking, and React's development double effects,
  // must not send it again.
  const markedId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (foundId === undefined || markedId.current === foundId) return;
    markedId.current = foundId;
    mutate(foundId);
  }, [foundId, mutate]);

  return { query, mark };
}

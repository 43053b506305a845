import { ZNotificationItem, type NotificationItem } from '@dealer/contracts/notification';
import { z } from 'zod';

/**
 * What the list hands the opened notification through the router's history state: the row
 * itself (shown at once, before the page's own read of it answers) and the list's query string,
 * so that 'Back' returns to the same filter and page. History state survives a reload, not a
 * pasted link.
 */
export interface OpenedNotification {
  item: NotificationItem;
  back: string;
}

const ZOpened = z.object({ item: ZNotificationItem, back: z.string() });

export function readOpened(state: unknown, id: number): OpenedNotification | undefined {
  const parsed = ZOpened.safeParse(state);
  return parsed.success && parsed.data.item.id === id ? parsed.data : undefined;
}

export const detailPath = (item: Pick<NotificationItem, 'id'>) => `/notification/${item.id}`;

import type { NotificationArgsProps } from 'antd';
import type { Key } from 'react';

type Show = (args: NotificationArgsProps) => void;

export interface NotificationApi {
  success: Show;
  error: Show;
  info: Show;
  destroy: (key?: Key) => void;
}

/**
 * Notifications that stay until the user closes them (a failure, spec 1 section 8), each with the
 * page (path) that raised it. They belong to that page: leaving it closes them, so a failure never
 * follows the user to other screens (issue 35 item 9). Passing notices close by themselves.
 */
const lasting = new Map<Key, string>();
let counter = 0;
let currentPage = '';

/**
 * The page now shown (the router's path), set by the shell as it renders a page, before the
 * page's own effects run, so a notice the page raises at once is the page's.
 */
export function showingPage(page: string): void {
  currentPage = page;
}

/** The notification API with every lasting notice recorded against the page that raised it. */
export function pageBound(api: NotificationApi): NotificationApi {
  const bind =
    (show: Show): Show =>
    (args) => {
      if (args.duration !== 0) {
        show(args);
        return;
      }
      counter += 1;
      const key = args.key ?? `page-notice-${counter}`;
      lasting.set(key, currentPage);
      show({
        ...args,
        key,
        onClose: () => {
          lasting.delete(key);
          args.onClose?.();
        },
      });
    };
  return {
    success: bind(api.success),
    error: bind(api.error),
    info: bind(api.info),
    destroy: api.destroy,
  };
}

/** Closes the lasting notices raised on another page than the one now shown. */
export function closeNoticesLeftBehind(api: NotificationApi): void {
  for (const [key, raisedOn] of [...lasting]) {
    if (raisedOn === currentPage) continue;
    lasting.delete(key);
    api.destroy(key);
  }
}

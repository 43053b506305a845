import { Modal, message, notification } from 'antd';
import type { MessageArgsProps, ModalFuncProps, NotificationArgsProps } from 'antd';
import type { Key } from 'react';
import { pageBound } from './pageNotices';

interface ModalHandle {
  destroy: () => void;
  update: (config: ModalFuncProps) => void;
}
type ModalMethod = (props: ModalFuncProps) => ModalHandle;

/** The part of antd's feedback API the console uses; both the hook and the static API fit it. */
export interface Feedback {
  modal: { confirm: ModalMethod; info: ModalMethod; success: ModalMethod; error: ModalMethod };
  notification: {
    success: (args: NotificationArgsProps) => void;
    error: (args: NotificationArgsProps) => void;
    info: (args: NotificationArgsProps) => void;
    destroy: (key?: Key) => void;
  };
  message: { open: (args: MessageArgsProps) => unknown };
}

let bridged: Feedback | null = null;

/** Set by <FeedbackBridge/> inside antd's <App>, so dialogs follow the theme, locale and RTL. */
export function setFeedback(next: Feedback | null): void {
  bridged = next;
}

/**
 * antd's contextual modal / notification / message, or the static ones before the app mounts.
 * A notification that stays until closed belongs to the page that raised it (pageNotices.ts).
 */
export function feedback(): Feedback {
  const api = bridged ?? { modal: Modal, notification, message };
  return { ...api, notification: pageBound(api.notification) };
}

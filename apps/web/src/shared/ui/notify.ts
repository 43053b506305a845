import { feedback } from './feedback';
import { resultNotice } from './resultNotice';

/** The result notification of spec 1 section 8 for a server reply. */
export function notifyResult(reply: { acknowledge: number; message: string }): void {
  const notice = resultNotice(reply);
  feedback().notification[notice.type]({
    message: notice.title,
    description: notice.description,
    duration: notice.duration,
    // The same text twice replaces the first notice instead of stacking copies.
    key: `${notice.type}:${notice.description}`,
  });
}

export function notifyError(text: string): void {
  notifyResult({ acknowledge: 0, message: text });
}

export function notifySuccess(text: string): void {
  notifyResult({ acknowledge: 1, message: text });
}

import { MASTER_MESSAGES } from '@dealer/contracts/master';
import { i18next } from '../i18n/i18n';
import { feedback } from './feedback';
import { resultNotice } from './resultNotice';

/**
 * The console's own fixed texts among those a notification shows, by their spec wording: they are
 * said in the user's language (English keeps the spec's words). What the server wrote is shown
 * as the server wrote it.
 */
const OWN_TEXTS: Record<string, string> = {
  [MASTER_MESSAGES.active]: 'dialog.active',
  [MASTER_MESSAGES.inactive]: 'dialog.inactive',
  [MASTER_MESSAGES.notFound]: 'dialog.notFound',
};

export const inUserLanguage = (text: string) => {
  const key = OWN_TEXTS[text];
  return key ? i18next.t(key) : text;
};

/** The result notification of spec 1 section 8 for a server reply. */
export function notifyResult(reply: { acknowledge: number; message: string }): void {
  const notice = resultNotice(reply);
  const description = inUserLanguage(notice.description);
  feedback().notification[notice.type]({
    title: i18next.t(notice.title === 'Success' ? 'dialog.resultSuccess' : 'dialog.resultFailed'),
    description,
    duration: notice.duration,
    // The same text twice replaces the first notice instead of stacking copies.
    key: `${notice.type}:${description}`,
  });
}

export function notifyError(text: string): void {
  notifyResult({ acknowledge: 0, message: text });
}

export function notifySuccess(text: string): void {
  notifyResult({ acknowledge: 1, message: text });
}

import { STORAGE_KEYS } from '../browser/storageKeys';
import type { Session } from './session';
import { decryptText, encryptText } from './sessionCipher';

export async function writePersistedSession(session: Session): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.session, await encryptText(JSON.stringify(session)));
}

/** The stored session, or null when there is none or it cannot be read (then it is removed). */
export async function readPersistedSession(): Promise<Session | null> {
  const sealed = localStorage.getItem(STORAGE_KEYS.session);
  if (!sealed) return null;
  try {
    // The schema (and zod with it) loads only when a session is stored, so a signed-out first
    // visit boots without it.
    const { ZSession } = await import('./session');
    return ZSession.parse(JSON.parse(await decryptText(sealed)));
  } catch {
    localStorage.removeItem(STORAGE_KEYS.session);
    return null;
  }
}

import { useSyncExternalStore } from 'react';
import { clearUserStorage } from '../browser/storageKeys';
import { clearIdTokenCookie, writeIdTokenCookie } from './idTokenCookie';
import { writePersistedSession } from './persistedSession';
import type { Session, SessionTokens } from './session';

let current: Session | null = null;
const listeners = new Set<() => void>();
let pendingWrite: Promise<void> = Promise.resolve();

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** Writes are queued so they land in order, and skipped once the session has moved on. */
function persist(session: Session): Promise<void> {
  pendingWrite = pendingWrite
    .then(() => (current === session ? writePersistedSession(session) : undefined))
    .catch(() => undefined);
  return pendingWrite;
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Takes over a session that is already stored (boot, or another tab refreshed the tokens). */
export function adoptSession(session: Session | null): void {
  current = session;
  emit();
}

/** A fresh sign-in: keep it in memory, set the id_token cookie and store it encrypted. */
export function startSession(session: Session): Promise<void> {
  current = session;
  writeIdTokenCookie(session.idToken, new Date(session.expiry));
  emit();
  return persist(session);
}

/** After a refresh: new tokens, expiry and cookie; the rest of the session stays. */
export function updateSessionTokens(tokens: SessionTokens): Promise<void> {
  if (!current) return Promise.resolve();
  return replaceSession({ ...current, ...tokens }, true);
}

/** Changes other session fields (e.g. the selected branch). */
export function patchSession(patch: Partial<Omit<Session, keyof SessionTokens>>): Promise<void> {
  if (!current) return Promise.resolve();
  return replaceSession({ ...current, ...patch }, false);
}

function replaceSession(next: Session, tokensChanged: boolean): Promise<void> {
  current = next;
  if (tokensChanged) writeIdTokenCookie(next.idToken, new Date(next.expiry));
  emit();
  return persist(next);
}

/** Sign-out or expiry: forget the user in memory, in localStorage and in the cookie. */
export function endSession(): void {
  current = null;
  clearUserStorage();
  clearIdTokenCookie();
  emit();
}

import { useEffect } from 'react';
import { keepTokenFresh } from './keepTokenFresh';

/**
 * Refreshes the access token a minute before it expires while the console is open, so a user
 * at work is not sent to sign-in when the short-lived token runs out between two clicks. A
 * console left closed past the expiry still meets the session rule.
 */
export function useKeepTokenFresh(expiry: string | undefined): void {
  useEffect(() => (expiry ? keepTokenFresh(expiry) : undefined), [expiry]);
}

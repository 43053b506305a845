import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../shared/browser/storageKeys';
import { readPersistedSession } from '../../shared/session/persistedSession';
import { adoptSession } from '../../shared/session/sessionStore';

/** Follows sign-in, refresh and sign-out done in another tab of the console. */
export function useCrossTabSession(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.session && event.key !== null) return;
      if (!event.newValue) {
        adoptSession(null);
        return;
      }
      void readPersistedSession().then(adoptSession);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

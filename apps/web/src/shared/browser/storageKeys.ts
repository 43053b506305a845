/** Every localStorage key the console writes. Preferences survive logout; everything else does not. */
export const PREFERENCE_PREFIX = 'dealer.pref.';

export const STORAGE_KEYS = {
  session: 'dealer.session',
  /** Set while the live hub connection is up (spec 1 section 7: a flag in local storage). */
  liveConnected: 'dealer.liveConnected',
  language: `${PREFERENCE_PREFIX}language`,
  theme: `${PREFERENCE_PREFIX}theme`,
} as const;

/** Clears the user's data from localStorage but keeps display preferences (language, theme). */
export function clearUserStorage(storage: Storage = localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !key.startsWith(PREFERENCE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

export function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the preference simply is not remembered.
  }
}

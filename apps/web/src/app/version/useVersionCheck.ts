import { useEffect, useRef, useState } from 'react';
import { compareVersions } from '../../shared/version/compareVersions';
import { fetchLatestVersion } from '../../shared/version/fetchLatestVersion';

const CHECK_AT_MOST_EVERY_MS = 10 * 60 * 1000;

/**
 * At start and when the window regains focus (at most every 10 minutes), asks the server which
 * version it ships. Returns that version when it is newer than this bundle, with a way to
 * dismiss the offer.
 */
export function useVersionCheck(): { newer: string | null; dismiss: () => void } {
  const [newer, setNewer] = useState<string | null>(null);
  const lastCheck = useRef(0);

  useEffect(() => {
    const check = async () => {
      if (Date.now() - lastCheck.current < CHECK_AT_MOST_EVERY_MS) return;
      lastCheck.current = Date.now();
      const latest = await fetchLatestVersion();
      if (latest && compareVersions(latest, __APP_VERSION__) > 0) setNewer(latest);
    };
    const onFocus = () => void check();
    void check();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  return { newer, dismiss: () => setNewer(null) };
}

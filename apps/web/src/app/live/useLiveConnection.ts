import { useEffect } from 'react';
import type { Session } from '../../shared/session/session';
import { startLiveConnection } from './liveConnection';
import { startsLiveConnection } from './liveRules';

/** Keeps the live hub connection open while a desk user is signed in (AppShell). */
export function useLiveConnection(session: Session): void {
  const { role, userName, selectedBranch } = session;
  useEffect(() => {
    if (!startsLiveConnection(role)) return;
    return startLiveConnection(session);
    // One connection per user, role and branch; a refreshed token does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role, userName, selectedBranch]);
}

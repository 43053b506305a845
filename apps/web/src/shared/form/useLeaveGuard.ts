import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../ui/dialogs';

/**
 * Asks before leaving a form with unsaved changes (in-app navigation and closing the tab).
 * Returns `release`, called before the form navigates away itself (after a save).
 */
export function useLeaveGuard(dirty: boolean, text: string): () => void {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(text, { danger: true }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, text]);

  useEffect(() => {
    if (!dirty) return;
    // Read when the tab closes, not while rendering: a released form lets the tab go.
    const warn = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useCallback(() => {
    released.current = true;
  }, []);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { enforceSessionRule } from './enforceSessionRule';

const CHECK_EVERY_MS = 30_000;

/** Applies the session rule on every navigation, when the tab regains focus, and every 30 s. */
export function useSessionRule(): void {
  const location = useLocation();

  useEffect(() => {
    enforceSessionRule();
  }, [location.key]);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') enforceSessionRule();
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
}

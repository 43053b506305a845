import {
  HUB_EVENTS,
  HUB_PATH,
  NOTIFICATION_API,
  ZNotificationCountResponse,
  isHeadOffice,
  type HubServerEvents,
} from '@dealer/contracts/notification';
import { isRole } from '@dealer/contracts/roles';
import { io, type Socket } from 'socket.io-client';
import { apiPost } from '../../shared/api/client';
import { queryClient } from '../../shared/api/queryClient';
import { STORAGE_KEYS } from '../../shared/browser/storageKeys';
import { setBadgeCount } from '../../shared/counters/badgeCounts';
import { getSession, subscribeSession } from '../../shared/session/sessionStore';
import type { Session } from '../../shared/session/session';
import { browserAlert, liveBranch, retryDelay } from './liveRules';
import { liveToken, refusedForToken } from './liveToken';

/**
 * The live hub connection of a signed-in desk (spec 1 sections 4 and 7): the counts behind the
 * bell and the Dashboard badge come first from the count calls, then from pushes, which also
 * refresh the notification list and the boards. Failures are silent and the connection retries
 * by itself, with the current access token each time.
 *
 * Socket.IO retries a dropped network by itself, but not a refused handshake nor a connection the
 * server closed ('io server disconnect': a restart, or the user's tokens revoked after a change of
 * role or branch). Those are retried here with a growing delay, and for good no more once the
 * session has ended.
 */
export function startLiveConnection(session: Session): () => void {
  const role = session.role;
  let stopped = false;
  let attempt = 0;
  let retryTimer: number | undefined;
  let lastNotifications = 0;
  // The hub refused the last token: refresh it before the next attempt.
  let refreshToken = false;

  const scope = () => ({
    role,
    branchCode: isRole(role) && isHeadOffice(role) ? '' : (liveBranch(session) ?? ''),
  });
  void loadCounts(scope()).then((counts) => {
    if (stopped || !counts) return;
    lastNotifications = counts.notification;
    setBadgeCount('notification', counts.notification);
    setBadgeCount('dashboard', counts.dashboard);
  });

  const socket: Socket<HubServerEvents> = io({
    path: HUB_PATH,
    transports: ['websocket'],
    // Read at every (re)connection: a refreshed token is used without restarting.
    auth: (send) => {
      const refresh = refreshToken;
      refreshToken = false;
      void liveToken(refresh).then((token) =>
        send({ token, branchCode: liveBranch(session), role }),
      );
    },
  });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    unsubscribe();
    window.clearTimeout(retryTimer);
    socket.disconnect();
    writeFlag(false);
  };
  // Signed out (here or in another tab): no connection, and no retry waiting to open one.
  const unsubscribe = subscribeSession(() => {
    if (!getSession()) stop();
  });
  const retryLater = () => {
    if (stopped) return;
    attempt += 1;
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(() => {
      if (!stopped && getSession()) socket.connect();
    }, retryDelay(attempt));
  };

  socket.on('connect', () => {
    attempt = 0;
    writeFlag(true);
  });
  socket.on('disconnect', (reason) => {
    writeFlag(false);
    // Every other reason is either ours (stop) or retried by the client itself.
    if (reason === 'io server disconnect') retryLater();
  });
  socket.on('connect_error', (error) => {
    writeFlag(false);
    // A refusal by the server (e.g. an expired token) is not retried by the client itself.
    if (socket.active) return;
    if (refusedForToken(error)) refreshToken = true;
    retryLater();
  });
  socket.on(HUB_EVENTS.notification, (count) => {
    setBadgeCount('notification', count);
    if (count > lastNotifications) showBrowserAlert(role, count);
    lastNotifications = count;
    void queryClient.invalidateQueries({ queryKey: ['notification'] });
  });
  socket.on(HUB_EVENTS.dashboard, (count) => {
    setBadgeCount('dashboard', count);
    void queryClient.invalidateQueries({ queryKey: ['order'] });
  });

  return stop;
}

/** The badges are a side show: a failed count call is not worth an error notification. */
const QUIET = [0, 403, 404, 409, 412, 429, 500, 502, 503, 504];

async function loadCounts(
  scope: object,
): Promise<{ notification: number; dashboard: number } | null> {
  try {
    const [notification, tasks] = await Promise.all([
      apiPost(NOTIFICATION_API.countPendingNotification, scope, { handles: QUIET }),
      apiPost(NOTIFICATION_API.countPendingTask, scope, { handles: QUIET }),
    ]);
    const counts = [notification, tasks].map((reply) =>
      ZNotificationCountResponse.safeParse(reply),
    );
    if (!counts[0]!.success || !counts[1]!.success) return null;
    return { notification: counts[0]!.data.count, dashboard: counts[1]!.data.count };
  } catch {
    // The badges stay as they are; the next push brings the counts.
    return null;
  }
}

function writeFlag(connected: boolean) {
  try {
    if (connected) localStorage.setItem(STORAGE_KEYS.liveConnected, '1');
    else localStorage.removeItem(STORAGE_KEYS.liveConnected);
  } catch {
    // Storage unavailable: the flag is informative only.
  }
}

function showBrowserAlert(role: string, count: number) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { title, options } = browserAlert(role, count);
  try {
    new Notification(title, options as NotificationOptions);
  } catch {
    // Some browsers only allow notifications from a service worker: nothing to show then.
  }
}

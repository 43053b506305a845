import {
  HUB_EVENTS,
  NOTIFICATION_ROLES,
  hubRoom,
  pendingTaskStatuses,
  type Role,
} from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { companyBranches } from '../../platform/access/branchDirectory';
import type { Change, ChangePublisher } from '../../platform/hub/changes';
import type { Hub } from '../../platform/hub/hub';
import { ordersByStatus, unreadByDesk } from './queries';
import { BRANCH_DESKS, HEAD_OFFICE, staleCounts, type DeskAt, type Stale } from './stale';
import { readTogether } from '../../db/together';

/** Every status some role has a task at: one grouped count serves every dashboard. */
const TASK_STATUSES = [...new Set(NOTIFICATION_ROLES.flatMap(pendingTaskStatuses))];

export interface NotificationFanOut extends ChangePublisher {
  /**
   * Resends every count this process's sockets show (after a Redis outage, in which the other
   * processes' changes did not reach them), to them only: each process resends to its own.
   */
  catchUp(): void;
  /** Publishes what is queued, then ignores further changes. */
  close(): Promise<void>;
}

/** Where a batch's counts go: every process's sockets (a change), or this one's (a catch-up). */
interface Audience {
  listens(rooms: readonly string[]): boolean;
  emit(rooms: readonly string[], event: CountEvent, count: number): void;
}
type CountEvent = typeof HUB_EVENTS.notification | typeof HUB_EVENTS.dashboard;

/** Every count there is: what a catch-up resends (only rooms with sockets are counted). */
function everything(branchIds: readonly number[]): Stale {
  const desks = branchIds.flatMap((branchId) => BRANCH_DESKS.map((role) => ({ role, branchId })));
  return {
    notifications: desks,
    dashboards: desks,
    headOfficeNotifications: true,
    headOfficeDashboards: true,
  };
}

const sum = <T>(rows: readonly (T & { n: number })[], keep: (row: T) => boolean) =>
  rows.reduce((total, row) => (keep(row) ? total + row.n : total), 0);
const unique = (desks: DeskAt[]) => [...new Set(desks.map((d) => d.branchId))];

/**
 * Turns committed changes into the hub's count messages. Counts are read after the commit, so
 * they include it. One batch runs at a time and changes arriving meanwhile wait for the next, and
 * a batch asks the database two grouped questions (bells, dashboards) whatever its size: a burst
 * of moves does not become a burst of queries, and this process never sends a room an older
 * count after a newer one. Rooms nobody listens to are not counted.
 */
export function notificationFanOut(
  db: DbOrTx,
  hub: Hub,
  onError: (error: unknown) => void,
): NotificationFanOut {
  let queued: Change[] = [];
  let catchUpAsked = false;
  let running: Promise<void> | undefined;
  let closed = false;
  const everyProcess: Audience = {
    listens: (rooms) => hub.mayHaveListeners(rooms),
    emit: (rooms, event, count) => hub.emit(rooms, event, count),
  };
  const thisProcess: Audience = {
    listens: (rooms) => hub.hasLocalListeners(rooms),
    emit: (rooms, event, count) => hub.emitLocal(rooms, event, count),
  };

  async function publish(
    staleOf: (branchIds: readonly number[]) => Stale,
    to: Audience,
  ): Promise<void> {
    const branches = await companyBranches(db);
    const stale = staleOf(branches.map((b) => b.id));
    const codeOf = new Map(branches.map((b) => [b.id, b.code]));
    const roomOf = (desk: DeskAt) => hubRoom(codeOf.get(desk.branchId) ?? '', desk.role);
    const listened = (desk: DeskAt) => codeOf.has(desk.branchId) && to.listens([roomOf(desk)]);
    const headOfficeRooms = (role: Role) => branches.map((b) => hubRoom(b.code, role));
    const headOffice = to.listens(HEAD_OFFICE.flatMap(headOfficeRooms));

    const bells = stale.notifications.filter(listened);
    const dashboards = stale.dashboards.filter(listened);
    const allBells = headOffice && stale.headOfficeNotifications;
    const allDashboards = headOffice && stale.headOfficeDashboards;
    const allIds = branches.map((b) => b.id);
    const [unread, open] = await readTogether(db, [
      () => unreadByDesk(db, allBells ? allIds : unique(bells)),
      () => ordersByStatus(db, allDashboards ? allIds : unique(dashboards), TASK_STATUSES),
    ]);

    for (const desk of bells) {
      const n = sum(unread, (r) => r.targetRole === desk.role && r.branchId === desk.branchId);
      to.emit([roomOf(desk)], HUB_EVENTS.notification, n);
    }
    for (const desk of dashboards) {
      const statuses: readonly number[] = pendingTaskStatuses(desk.role);
      const n = sum(open, (r) => r.branchId === desk.branchId && statuses.includes(r.statusCode));
      to.emit([roomOf(desk)], HUB_EVENTS.dashboard, n);
    }
    // Head office's counts cover every branch, so all its rooms get the same number.
    for (const role of HEAD_OFFICE) {
      if (allBells)
        to.emit(
          headOfficeRooms(role),
          HUB_EVENTS.notification,
          sum(unread, () => true),
        );
      if (allDashboards) {
        const statuses: readonly number[] = pendingTaskStatuses(role);
        const n = sum(open, (r) => statuses.includes(r.statusCode));
        to.emit(headOfficeRooms(role), HUB_EVENTS.dashboard, n);
      }
    }
  }

  async function drain(): Promise<void> {
    while (queued.length > 0 || catchUpAsked) {
      const batch = queued;
      queued = [];
      const catchingUp = catchUpAsked;
      catchUpAsked = false;
      try {
        if (batch.length > 0) await publish(() => staleCounts(batch), everyProcess);
        if (catchingUp) await publish(everything, thisProcess);
      } catch (error) {
        // A lost count is corrected by the next change or the client's own refresh.
        onError(error);
      }
    }
    running = undefined;
  }

  return {
    afterCommit(changes) {
      if (closed || changes.length === 0) return;
      queued.push(...changes);
      running ??= drain();
    },
    catchUp() {
      if (closed) return;
      catchUpAsked = true;
      running ??= drain();
    },
    async close() {
      closed = true;
      await running;
    },
  };
}

import { DASHBOARD_STATUS_GROUPS } from '@dealer/contracts/order';
import {
  DASHBOARD_STATUSES,
  statusName,
  type OrderStatusCode,
} from '@dealer/contracts/order-workflow';

/**
 * The four planning boards of spec 1 section 2. Each is the same screen with its own route, the
 * statuses its role sees (section 6), its status filter and its legend (section 4).
 */
export type BoardKind = 'headOffice' | 'crc' | 'pdi' | 'pictestdrive';

export interface Board {
  kind: BoardKind;
  /** The list route ('dashboard/testdrive'); the daily view is `${route}/daily/:id/:branch`. */
  route: string;
  /** Route prefix of the daily view ('dashboard/daily' for head office, as the spec routes it). */
  dailyRoute: string;
  titleKey: string;
  statuses: readonly OrderStatusCode[];
}

export const BOARDS: Readonly<Record<BoardKind, Board>> = {
  headOffice: {
    kind: 'headOffice',
    route: 'dashboard/testdrive',
    dailyRoute: 'dashboard/daily',
    titleKey: 'order.board.headOffice',
    statuses: DASHBOARD_STATUSES.headOffice,
  },
  crc: {
    kind: 'crc',
    route: 'crc',
    dailyRoute: 'crc/daily',
    titleKey: 'order.board.crc',
    statuses: DASHBOARD_STATUSES.crc,
  },
  pdi: {
    kind: 'pdi',
    route: 'pdi',
    dailyRoute: 'pdi/daily',
    titleKey: 'order.board.pdi',
    statuses: DASHBOARD_STATUSES.pdi,
  },
  pictestdrive: {
    kind: 'pictestdrive',
    route: 'pictestdrive',
    dailyRoute: 'pictestdrive/daily',
    titleKey: 'order.board.pictestdrive',
    statuses: DASHBOARD_STATUSES.pictestdrive,
  },
};

/** The board a role works on: its own, head office's for the others (superadmin included). */
export function boardOfRole(role: string): Board {
  if (role === 'crc' || role === 'pdi' || role === 'pictestdrive') return BOARDS[role];
  return BOARDS.headOffice;
}

/**
 * The board shown on the page `route`. The server lists the statuses of the caller's role on
 * whatever page (spec 1 section 6), so statuses, filter and legend follow the role; title and
 * links follow the page. Head office opening 'pictestdrive' drills into its own daily view,
 * because that page's daily route is the PIC role's only (spec 1 section 2).
 */
export function boardOnRoute(route: BoardKind, role: string): Board {
  const own = boardOfRole(role);
  const page = BOARDS[route];
  const dailyRoute =
    route === 'pictestdrive' && role !== 'pictestdrive'
      ? BOARDS.headOffice.dailyRoute
      : page.dailyRoute;
  return { ...own, route: page.route, dailyRoute, titleKey: page.titleKey };
}

/**
 * The statuses sent for the 'Submitted' filter: one call each (spec 1 section 7), because an
 * order waiting for the CRC is new, or was given back by the salesman or by the 30-minute rule.
 */
export const SUBMITTED_FILTER = 'Submitted';
export const SUBMITTED_STATUS_NAMES = [
  'SUBMITTED',
  'REJECTEDBYSALESMAN',
  'REJECTEDBYSYSTEM',
] as const;

/** A status filter option: its value (sent as statusCode, '' = all) and its label key. */
export interface StatusOption {
  value: string;
  labelKey: string;
}

const STATUS_LABEL_KEY = (code: number) => `order.status.${statusName(code)}`;

/**
 * The status filter of a board: All Status, the dashboard-state groups for head office (spec 1
 * section 3), the Submitted filter where the board shows new tickets, then each status of the
 * board (those merged into Submitted left out).
 */
export function statusOptions(board: Board): StatusOption[] {
  const options: StatusOption[] = [{ value: '', labelKey: 'order.filter.allStatus' }];
  if (board.kind === 'headOffice') {
    for (const group of Object.keys(DASHBOARD_STATUS_GROUPS)) {
      options.push({ value: group, labelKey: `order.group.${group.replace(/\s/g, '')}` });
    }
  }
  const showsSubmitted = board.statuses.includes(1);
  if (showsSubmitted) options.push({ value: SUBMITTED_FILTER, labelKey: 'order.filter.submitted' });
  for (const code of board.statuses) {
    const name = statusName(code)!;
    if (showsSubmitted && (SUBMITTED_STATUS_NAMES as readonly string[]).includes(name)) continue;
    options.push({ value: name, labelKey: STATUS_LABEL_KEY(code) });
  }
  return options;
}

/** The statusCode values one filter choice sends: three for Submitted, else itself. */
export function statusCodesToSend(filter: string): string[] {
  return filter === SUBMITTED_FILTER ? [...SUBMITTED_STATUS_NAMES] : [filter];
}

/**
 * The branch filter's default (spec 1 sections 3 and 6): All Branch ('') for head office and for
 * a PIC with several branches; otherwise the user's selected or first branch.
 */
export function defaultBranch(
  role: string,
  userBranches: readonly string[],
  selected: string | null,
): string {
  if (role === 'superadmin' || role === 'ho_testdrive') return '';
  if (role === 'pictestdrive' && userBranches.length > 1) return '';
  return selected ?? userBranches[0] ?? '';
}

/** Whether the branch filter offers All Branch (same rule as its default). */
export function offersAllBranch(role: string, userBranches: readonly string[]): boolean {
  return defaultBranch(role, userBranches, null) === '';
}

/**
 * The board 'dashboard' shows a user, by every role held (the active one first, then the
 * additional ones, as the route guard counts them): the PIC board for pictestdrive, head office's
 * for the other board roles; undefined when no role held works on a board (the content roles get
 * their own dashboard). ho_campaign with ho_testdrive added gets head office's board.
 */
export function dashboardBoardOf(
  role: string,
  additionalRoles: readonly string[],
): 'headOffice' | 'pictestdrive' | undefined {
  const boardRole = [role, ...additionalRoles].find(
    (held) => held === 'superadmin' || held === 'ho_testdrive' || held === 'pictestdrive',
  );
  if (boardRole === undefined) return undefined;
  return boardRole === 'pictestdrive' ? 'pictestdrive' : 'headOffice';
}

import { MASTER_API } from '@dealer/contracts/master';
import { NOTIFICATION_API, type NotificationItem } from '@dealer/contracts/notification';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { badgeCount, setBadgeCount } from '../../shared/counters/badgeCounts';
import type { Session } from '../../shared/session/session';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { fakeApi, ok } from '../../test/fakeApi';
import { branchRow } from '../../test/vehicleFixtures';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { coversBell, scopeOf } from './notificationScope';
import { Component as NotificationDetailPage } from './pages/NotificationDetailPage';
import { Component as NotificationListPage } from './pages/NotificationListPage';

// antd's table, selects, pickers and modals are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const api = fakeApi();
const area = (code: string, name: string) => ({
  branchCode: code,
  branchDescription: name,
  regionCode: 'JKT',
});

const notice = (id: number, isRead: boolean, over: Partial<NotificationItem> = {}) => ({
  id,
  testDriveOrderNo: `TD-0002-00${id}`,
  branchCode: 'T010',
  targetRole: 'pdi',
  statusCode: 5,
  statusName: 'PREPAREUNIT',
  message: `Order TD-0002-00${id} needs its unit prepared`,
  isRead,
  createdTime: '2030-01-10T03:15:00.000+00:00',
  ...over,
});
const UNREAD = notice(41, false);
const READ = notice(42, true, { statusCode: 2, statusName: 'ASSIGNED', message: 'Salesman set' });

/** The current month in Jakarta, as the page's default period is cut. */
function thisMonth() {
  const now = dayjs().tz('Asia/Jakarta');
  return {
    startDate: now.startOf('month').format('YYYY-MM-DD'),
    endDate: now.endOf('month').format('YYYY-MM-DD'),
  };
}

beforeAll(async () => {
  // Loads the pages' antd modules once, so the first test does not wait on the transform.
  await Promise.all([
    import('./pages/NotificationListPage'),
    import('./pages/NotificationDetailPage'),
  ]);
});

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetchMock);
  api.answer({
    [NOTIFICATION_API.activityLog]: ok({
      listOfNotifications: [UNREAD, READ],
      total: 2,
      pendingCount: 3,
    }),
    [MASTER_API.branch.query]: () =>
      jsonResponse([
        {
          acknowledge: 1,
          message: 'OK',
          listBranch: [branchRow(2, 'T002', 'Sunter'), branchRow(10, 'T010', 'Kelapa Gading')],
          total: 2,
        },
      ]),
  });
  setBadgeCount('notification', 9);
});
afterEach(() => {
  endSession();
  queryClient.clear();
  api.reset();
  vi.unstubAllGlobals();
});

const HEAD_OFFICE: Partial<Session> = { role: 'ho_testdrive', roles: ['ho_testdrive'] };
const PDI: Partial<Session> = {
  role: 'pdi',
  roles: ['pdi'],
  userAreas: [area('T010', 'Kelapa Gading')],
  branchList: [area('T010', 'Kelapa Gading')],
  selectedBranch: 'T010',
};

async function openAs(session: Partial<Session>) {
  await startSession(makeSession(session));
  const view = renderRoutes(
    [
      { path: '/notification', element: <NotificationListPage /> },
      { path: '/notification/:id', element: <NotificationDetailPage /> },
    ],
    '/notification',
  );
  await screen.findByText(UNREAD.message);
  return view;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const combobox = (name: string) => screen.getByRole('combobox', { name, hidden: true });
const listCalls = () => api.sentTo(NOTIFICATION_API.activityLog) as Record<string, unknown>[];
const QUESTION = 'Do you want to mark all notifications as read?';
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the notification page', () => {
  it('opens on All Branch and the current month for ho_testdrive', async () => {
    await openAs(HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'Notification' })).toBeInTheDocument();
    expect(listCalls()[0]).toEqual({
      role: 'ho_testdrive',
      branchCode: '',
      ...thisMonth(),
      statusCode: '',
      page: 1,
      pageSize: 20,
    });
    // The filters show what was sent: All Branch, the month as DD-MM-YYYY, All Status, All.
    expect(
      within(combobox('Branch').closest('.ant-select')!).getByTitle('All Branch'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Period')).toHaveValue(
      dayjs(thisMonth().startDate).format('DD-MM-YYYY'),
    );
    expect(combobox('Branch')).toBeEnabled();
    expect(screen.getByTitle('All Status')).toBeInTheDocument();
  });

  it('opens on the user’s own branch for pdi, without All Branch', async () => {
    await openAs(PDI);
    expect(listCalls()[0]).toMatchObject({ role: 'pdi', branchCode: 'T010', ...thisMonth() });
    expect(screen.getByTitle('T010 - Kelapa Gading')).toBeInTheDocument();
    // One branch and no All Branch: nothing to choose, and no branch lookup is needed.
    expect(combobox('Branch')).toBeDisabled();
    expect(api.sentTo(MASTER_API.branch.query)).toEqual([]);
  });

  it('marks unread rows in bold and in words, and shows the unread count', async () => {
    await openAs(PDI);
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    const unread = rowOf(UNREAD.message);
    expect(unread).toHaveClass('notification-row--unread');
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    expect(within(unread).getByText('10-01-2030 10:15')).toBeInTheDocument();
    expect(within(unread).getByText('Prepare Unit')).toBeInTheDocument();
    expect(within(unread).getByText(UNREAD.testDriveOrderNo)).toBeInTheDocument();
    const read = rowOf(READ.message);
    expect(read).not.toHaveClass('notification-row--unread');
    expect(within(read).getByText('Read')).toBeInTheDocument();
    expect(within(read).getByText('Assigned')).toBeInTheDocument();
  });

  it('asks only unread rows of the filter when Unread is chosen', async () => {
    await openAs(PDI);
    fireEvent.mouseDown(combobox('Read state'));
    fireEvent.click(await screen.findByTitle('Unread'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ isRead: false, page: 1 }));
  });

  it('marks all as read after the confirmation and gives the bell the returned count', async () => {
    api.answer({
      [NOTIFICATION_API.markAllRead]: ok({
        message: '3 notifications marked as read',
        role: 'ho_testdrive',
        branchCode: '',
        updated: 3,
        count: 1,
      }),
    });
    await openAs(HEAD_OFFICE);
    const before = listCalls().length;
    fireEvent.click(button('Mark all as read'));
    expect(await screen.findByText(QUESTION)).toBeInTheDocument();
    expect(screen.getAllByText('Are you sure?').length).toBeGreaterThan(0);
    expect(api.sentTo(NOTIFICATION_API.markAllRead)).toEqual([]);

    fireEvent.click(button('Yes'));
    await waitFor(() =>
      expect(api.sentTo(NOTIFICATION_API.markAllRead)).toEqual([
        { role: 'ho_testdrive', branchCode: '' },
      ]),
    );
    expect(await screen.findByText('3 notifications marked as read')).toBeInTheDocument();
    await waitFor(() => expect(badgeCount('notification')).toBe(1));
    // The list reloads, so the rows lose their bold.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    await openAs(HEAD_OFFICE);
    fireEvent.click(button('Mark all as read'));
    await screen.findByText(QUESTION);
    fireEvent.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByText(QUESTION)).not.toBeInTheDocument());
    expect(api.sentTo(NOTIFICATION_API.markAllRead)).toEqual([]);
    expect(badgeCount('notification')).toBe(9);
  });

  it('opens a row, marks it read by its id, and goes back to the list', async () => {
    api.answer({
      [NOTIFICATION_API.getById]: ok({ notification: UNREAD }),
      [NOTIFICATION_API.markRead]: ok({
        message: 'Notification 41 marked as read',
        id: 41,
        role: 'pdi',
        branchCode: '',
        count: 2,
      }),
    });
    const { router } = await openAs(PDI);
    // A click anywhere in the row opens it, not only on the message link.
    fireEvent.click(within(rowOf(UNREAD.message)).getByText(UNREAD.testDriveOrderNo));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notification/41'));
    await waitFor(() =>
      expect(api.sentTo(NOTIFICATION_API.markRead)).toEqual([
        { id: 41, role: 'pdi', branchCode: '' },
      ]),
    );
    expect(await screen.findByText(UNREAD.message)).toBeInTheDocument();
    expect(screen.getByText(UNREAD.testDriveOrderNo)).toBeInTheDocument();
    expect(screen.getByText('Prepare Unit')).toBeInTheDocument();
    expect(screen.getByText('10-01-2030 10:15')).toBeInTheDocument();
    expect(await screen.findByText('Read')).toBeInTheDocument();
    await waitFor(() => expect(badgeCount('notification')).toBe(2));

    fireEvent.click(button('Back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification'));
    expect(await screen.findByText(UNREAD.message)).toBeInTheDocument();
    expect(api.sentTo(NOTIFICATION_API.markRead)).toHaveLength(1);
  });

  it('makes the message a link to the notification, which the keyboard opens', async () => {
    await openAs(PDI);
    const link = screen.getByRole('link', { name: UNREAD.message });
    expect(link).toHaveAttribute('href', '/notification/41');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    api.answer({
      [NOTIFICATION_API.activityLog]: () =>
        jsonResponse({ acknowledge: 0, code: 'FORBIDDEN', message: 'pdi has no access' }, 403),
    });
    await startSession(makeSession(PDI));
    renderRoutes([{ path: '/notification', element: <NotificationListPage /> }], '/notification');
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();

    api.answer({
      [NOTIFICATION_API.activityLog]: ok({
        listOfNotifications: [READ],
        total: 1,
        pendingCount: 0,
      }),
    });
    fireEvent.click(button('Retry'));
    expect(await screen.findByText(READ.message)).toBeInTheDocument();
    // Nothing unread: nothing to mark.
    expect(screen.getByText('0 unread')).toBeInTheDocument();
    expect(button('Mark all as read')).toBeDisabled();
  });

  it('shows a pasted link’s notification, read from the server, and marks it read', async () => {
    api.answer({
      [NOTIFICATION_API.getById]: ok({ notification: UNREAD }),
      [NOTIFICATION_API.markRead]: ok({ id: 41, role: 'pdi', branchCode: '', count: 2 }),
    });
    await startSession(makeSession(PDI));
    renderRoutes(
      [{ path: '/notification/:id', element: <NotificationDetailPage /> }],
      '/notification/41',
    );
    expect(await screen.findByText(UNREAD.message)).toBeInTheDocument();
    expect(api.sentTo(NOTIFICATION_API.getById)[0]).toEqual({
      id: 41,
      role: 'pdi',
      branchCode: '',
    });
    expect(await screen.findByText('Read')).toBeInTheDocument();
    expect(api.sentTo(NOTIFICATION_API.markRead)).toHaveLength(1);
  });

  it('says not found for a notification that is not one of the user’s, with no failed call', async () => {
    api.answer({ [NOTIFICATION_API.getById]: ok({ notification: null }) });
    await startSession(makeSession(PDI));
    renderRoutes(
      [{ path: '/notification/:id', element: <NotificationDetailPage /> }],
      '/notification/77',
    );
    expect(
      await screen.findByText('This notification does not exist or is not one of yours.'),
    ).toBeInTheDocument();
    expect(api.sentTo(NOTIFICATION_API.getById)).toEqual([{ id: 77, role: 'pdi', branchCode: '' }]);
    // Nothing to mark, so no call that the server would refuse (the browser logs every 4xx).
    expect(api.sentTo(NOTIFICATION_API.markRead)).toEqual([]);
    const answers = await Promise.all(
      api.fetchMock.mock.results.map((result) => result.value as Promise<Response>),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status >= 400)).toEqual([]);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(badgeCount('notification')).toBe(9);
  });
});

describe('the notification scope', () => {
  it('gives a desk with several branches All Branch, but keeps its home branch as the default', () => {
    const scope = scopeOf(
      makeSession({
        role: 'pictestdrive',
        roles: ['pictestdrive'],
        userAreas: [area('T010', 'Kelapa Gading'), area('T011', 'Cibubur')],
        selectedBranch: 'T011',
      }),
    );
    expect(scope).toMatchObject({
      headOffice: false,
      offersAllBranch: true,
      defaultBranch: 'T011',
    });
    // The bell counts T011 only: an All Branch count is not the bell's.
    expect(coversBell(scope, 'T011')).toBe(true);
    expect(coversBell(scope, '')).toBe(false);
  });

  it('takes All Branch as the bell’s branch for a one-branch desk and for head office', () => {
    expect(coversBell(scopeOf(makeSession(PDI)), '')).toBe(true);
    const headOffice = scopeOf(makeSession(HEAD_OFFICE));
    expect(headOffice).toMatchObject({ role: 'ho_testdrive', headOffice: true, defaultBranch: '' });
    expect(coversBell(headOffice, '')).toBe(true);
    expect(coversBell(headOffice, 'T010')).toBe(false);
  });
});

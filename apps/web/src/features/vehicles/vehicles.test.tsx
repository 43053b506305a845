import { MASTER_API } from '@dealer/contracts/master';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import type { Session } from '../../shared/session/session';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { fakeApi, ok } from '../../test/fakeApi';
import { BLOCK_REASONS, blockage, branchRow, unitRow } from '../../test/vehicleFixtures';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as VehiclesPage } from './pages/VehiclesPage';

// antd's table, selects and modals are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const API = MASTER_API.branchStock;
const api = fakeApi();
const T002 = branchRow(2, 'T002', 'Sunter');
const T010 = branchRow(10, 'T010', 'Kelapa Gading');
const T011 = branchRow(11, 'T011', 'Cibubur');
const FREE = unitRow(101, 'B 1101 TDA');
const BLOCKED = unitRow(102, 'B 1102 TDA', {
  isBlock: true,
  bookingStatus: 2,
  blockageDetails: [blockage(41, '2030-01-10', '2030-01-12')],
});
const BOOKED = unitRow(103, 'B 1103 TDA', { bookingStatus: 1 });

const area = (code: string, name: string) => ({
  branchCode: code,
  branchDescription: name,
  regionCode: 'JKT',
});

beforeAll(async () => {
  // Loads the page's antd modules once, so the first test does not wait on the transform.
  await import('./pages/VehiclesPage');
});

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetchMock);
  api.answer({
    [MASTER_API.reason.command]: () =>
      jsonResponse([
        { acknowledge: 1, message: 'OK', reasonListMappings: BLOCK_REASONS, total: 2 },
      ]),
    [API.search]: ok({ testDriveUnits: [FREE, BLOCKED, BOOKED], total: 3 }),
  });
});
afterEach(() => {
  endSession();
  queryClient.clear();
  api.reset();
  vi.unstubAllGlobals();
});

async function openAs(session: Partial<Session>, branches: ReturnType<typeof branchRow>[]) {
  api.answer({
    [MASTER_API.branch.query]: () =>
      jsonResponse([
        { acknowledge: 1, message: 'OK', listBranch: branches, total: branches.length },
      ]),
  });
  await startSession(makeSession(session));
  const view = renderRoutes([{ path: '/vehicles', element: <VehiclesPage /> }], '/vehicles');
  await screen.findByText('B 1101 TDA');
  return view;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const branchFilter = () => screen.getByRole('combobox', { name: 'Branch', hidden: true });
const searches = () => api.sentTo(API.search) as Record<string, unknown>[];

describe('the vehicles screen', () => {
  it('fixes the branch filter of a pdi user to their branch', async () => {
    await openAs(
      {
        role: 'pdi',
        roles: ['pdi'],
        userAreas: [area('T010', 'Kelapa Gading')],
        branchList: [area('T010', 'Kelapa Gading')],
        selectedBranch: 'T010',
      },
      [T010],
    );
    expect(screen.getByRole('heading', { name: 'Vehicles' })).toBeInTheDocument();
    expect(branchFilter()).toBeDisabled();
    expect(screen.getByTitle('T010 · Kelapa Gading')).toBeInTheDocument();
    // Every search is of the fixed branch, enabled units only; none went out before it was known.
    expect(searches().length).toBeGreaterThan(0);
    for (const body of searches()) expect(body).toMatchObject({ BranchId: 10, IsEnabled: true });
  });

  it('takes the session’s selected branch over the first one for a multi-branch role', async () => {
    await openAs(
      {
        role: 'pictestdrive',
        roles: ['pictestdrive'],
        userAreas: [area('T010', 'Kelapa Gading'), area('T011', 'Cibubur')],
        branchList: [area('T010', 'Kelapa Gading'), area('T011', 'Cibubur')],
        selectedBranch: 'T011',
      },
      [T010, T011],
    );
    expect(branchFilter()).toBeDisabled();
    expect(searches().at(-1)).toMatchObject({ BranchId: 11 });
  });

  it('lets ho_testdrive search every branch, then one picked', async () => {
    await openAs({ role: 'ho_testdrive', roles: ['ho_testdrive'] }, [T002, T010]);
    expect(branchFilter()).toBeEnabled();
    expect(searches()[0]).not.toHaveProperty('BranchId');

    fireEvent.mouseDown(branchFilter());
    fireEvent.click(await screen.findByTitle('T010 · Kelapa Gading'));
    fireEvent.click(button('Search'));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ BranchId: 10, page: 1 }));
  });

  it('shows today’s state of each unit and offers release only with a block', async () => {
    await openAs({ role: 'ho_testdrive', roles: ['ho_testdrive'] }, [T002, T010]);
    const rowOf = (plate: string) => screen.getByText(plate).closest('tr')!;
    expect(within(rowOf('B 1101 TDA')).getByText('Non Booking')).toBeInTheDocument();
    expect(within(rowOf('B 1102 TDA')).getByText('Blocked')).toBeInTheDocument();
    expect(within(rowOf('B 1102 TDA')).getByText('10-01-2030 – 12-01-2030')).toBeInTheDocument();
    expect(within(rowOf('B 1103 TDA')).getByText('Booking')).toBeInTheDocument();
    expect(button('Release block of B 1101 TDA')).toBeDisabled();
    expect(button('Release block of B 1102 TDA')).toBeEnabled();
  });

  it('lists the orders that refused a block inside the popup, which stays open', async () => {
    api.answer({
      [API.block]: () =>
        jsonResponse(
          {
            acknowledge: 0,
            code: 'CONFLICT',
            message: 'Unit B 1101 TDA has 1 booked order(s) in this range',
            collidingOrders: [
              {
                testDriveOrderNo: 'TD-0002-0042',
                startDateTime: '2030-01-10T02:00:00+00:00',
                endDateTime: '2030-01-10T03:00:00+00:00',
                statusCode: 5,
              },
            ],
          },
          409,
        ),
    });
    await openAs({ role: 'pdi', roles: ['pdi'], selectedBranch: 'T010' }, [T010]);
    fireEvent.click(button('Block B 1101 TDA'));
    const dialog = await screen.findByRole('dialog', { name: 'Block Vehicle', hidden: true });
    const start = dayjs().add(20, 'day');
    for (const [label, date] of [
      ['Start date', start],
      ['End date', start.add(1, 'day')],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: date.format('DD-MM-YYYY') } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    fireEvent.mouseDown(within(dialog).getByLabelText('Reason'));
    fireEvent.click(await screen.findByTitle('Unit damaged'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block', hidden: true }));

    const refusal = await within(dialog).findByRole('alert');
    expect(within(refusal).getByText('TD-0002-0042').closest('tr')).toHaveTextContent(
      /prepare unit/i,
    );
    expect(api.sentTo(API.block)).toEqual([
      {
        testDriveUnitId: 101,
        startDate: start.format('YYYY-MM-DD'),
        endDate: start.add(1, 'day').format('YYYY-MM-DD'),
        reasonListMappingId: 32,
        blockNotes: null,
      },
    ]);
    // The server's message also shows as the 'Failed' result notification.
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Block Vehicle', hidden: true })).toBeInTheDocument();
  });

  it('releases a block after the confirmation, by its id, and reloads the list', async () => {
    api.answer({ [API.releaseBlock]: ok({ message: 'Block of unit B 1102 TDA released' }) });
    await openAs({ role: 'crc', roles: ['crc'], selectedBranch: 'T010' }, [T010]);
    const before = searches().length;
    fireEvent.click(button('Release block of B 1102 TDA'));
    await screen.findByRole('dialog', { name: 'Release Block', hidden: true });
    // One block: already chosen.
    fireEvent.click(button('Release'));
    await screen.findByText('Do you want to release the block 10-01-2030 – 12-01-2030?');
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(api.sentTo(API.releaseBlock)).toEqual([{ Id: 41 }]));
    expect(await screen.findByText('Block of unit B 1102 TDA released')).toBeInTheDocument();
    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
  });
});

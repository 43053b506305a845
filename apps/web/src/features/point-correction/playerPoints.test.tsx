import { PLAYER_POINTS_API, POINT_CORRECTION_API as API } from '@dealer/contracts/point-correction';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as PlayerPointsPage } from './pages/PlayerPointsPage';
import { BRANCHES, choose, headerCell, listApi, paramsOf, player, quest } from './test/listHarness';

// antd's tables and selects are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const PLAYERS = ['EMP-T013-01', 'EMP-T013-02', 'EMP-T013-03'].map((no) => player(no));
const api = listApi({
  [PLAYER_POINTS_API.list]: () => quest({ players: PLAYERS, total: 75 }),
  [PLAYER_POINTS_API.outstanding]: () => quest({ pointConversionRateIDR: 1000, outstanding: [] }),
  [API.branches]: () => quest({ branches: BRANCHES }),
});

beforeEach(async () => {
  vi.stubGlobal('fetch', api.fetchMock);
  await startSession(
    makeSession({ role: 'astraquestgamemaster', roles: ['astraquestgamemaster'] }),
  );
});
afterEach(() => {
  endSession();
  queryClient.clear();
  sessionStorage.clear();
  api.fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const render = (address: string) =>
  renderRoutes([{ path: '/playerpoints', element: <PlayerPointsPage /> }], address);
const listCalls = () => api.queriesTo(PLAYER_POINTS_API.list);
const shown = () => screen.findByText('EMP-T013-01');
const searchBox = () => screen.getByRole('searchbox', { name: 'Player' });

describe('the player points list in its address', () => {
  it('sends and shows the branch, player, page, size and sort of the address', async () => {
    const { container } = render(
      '/playerpoints?branchCode=T013&playerNo=EMP&page=2&size=50&sort=pointsBalance&order=descend',
    );
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        branchCode: 'T013',
        playerNo: 'EMP',
        sortField: 'pointsBalance',
        sortOrder: 'descend',
        page: '2',
        pageSize: '50',
      }),
    );
    await shown();
    expect(searchBox()).toHaveValue('EMP');
    const branch = screen.getByRole('combobox', { name: 'Branch' }).closest('.ant-select')!;
    expect(await within(branch as HTMLElement).findByTitle('T013 - Bekasi')).toBeInTheDocument();
    expect(headerCell(container, 'Points balance')).toHaveAttribute('aria-sort', 'descending');
    expect(container.querySelector('.ant-pagination-item-active')).toHaveTextContent('2');
  });

  it('sends no sort the server does not know, and keeps the page size within its bound', async () => {
    render('/playerpoints?sort=branchName&order=ascend&size=500');
    await shown();
    expect(listCalls().at(-1)).toEqual({ page: '1', pageSize: '100' });
  });

  it('writes a clicked header’s sort to the address and sends it from page 1', async () => {
    const { router, container } = render('/playerpoints?branchCode=T013&page=3');
    await shown();
    fireEvent.click(headerCell(container, 'Points balance'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        branchCode: 'T013',
        sortField: 'pointsBalance',
        sortOrder: 'ascend',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(paramsOf(router.state.location.search)).toEqual({
      branchCode: 'T013',
      sort: 'pointsBalance',
      order: 'ascend',
    });
    fireEvent.click(headerCell(container, 'Name'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?branchCode=T013&sort=playerName&order=ascend'),
    );
    expect(listCalls().at(-1)).toMatchObject({ sortField: 'playerName', sortOrder: 'ascend' });
  });

  it('starts a new player search or branch at page 1, keeping the sort', async () => {
    const { router } = render('/playerpoints?page=3&sort=playerNo&order=descend');
    await shown();
    fireEvent.change(searchBox(), { target: { value: ' Budi ' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(paramsOf(router.state.location.search)).toEqual({
        playerNo: 'Budi',
        sort: 'playerNo',
        order: 'descend',
      }),
    );
    expect(listCalls().at(-1)).toMatchObject({ playerNo: 'Budi', page: '1' });
    await choose(screen.getByRole('combobox', { name: 'Branch' }), 'T010 - Kelapa Gading');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        branchCode: 'T010',
        playerNo: 'Budi',
        sortField: 'playerNo',
        sortOrder: 'descend',
        page: '1',
        pageSize: '20',
      }),
    );
  });

  it('exports with the filters and sort of the address', async () => {
    render('/playerpoints?branchCode=T013&playerNo=EMP&page=2&sort=podiumPoints&order=descend');
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() =>
      expect(api.queriesTo(PLAYER_POINTS_API.export).at(-1)).toEqual({
        branchCode: 'T013',
        playerNo: 'EMP',
        sortField: 'podiumPoints',
        sortOrder: 'descend',
      }),
    );
  });
});

import { POINT_CORRECTION_API as API } from '@dealer/contracts/point-correction';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as PointCorrectionPage } from './pages/PointCorrectionPage';
import { batch, BRANCHES, choose, headerCell, listApi, paramsOf, quest } from './test/listHarness';

// antd's tables and selects are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

/** More than three pages of ten, so page 2 and 3 exist. */
const BATCHES = Array.from({ length: 10 }, (_, i) => batch(40 - i));
const api = listApi({
  [API.batches]: () => quest({ batches: BATCHES, total: 35 }),
  [API.branches]: () => quest({ branches: BRANCHES }),
});

beforeEach(async () => {
  vi.stubGlobal('fetch', api.fetchMock);
  await startSession(
    makeSession({
      role: 'astraquestpointcorrectionadmin',
      roles: ['astraquestpointcorrectionadmin'],
    }),
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
  renderRoutes([{ path: '/pointcorrection', element: <PointCorrectionPage /> }], address);
const listCalls = () => api.queriesTo(API.batches);
const history = () => screen.getByRole('table', { name: 'Correction batches' });

describe('the batch history in the page address', () => {
  it('sends and shows the status, page and sort its own parameters name', async () => {
    const { container } = render(
      '/pointcorrection?batches.status=Committed&batches.page=2&batches.sort=createdTime&batches.order=descend',
    );
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        status: 'Committed',
        sortField: 'createdTime',
        sortOrder: 'descend',
        page: '2',
        pageSize: '10',
      }),
    );
    await within(history()).findByText('bonus-40.xlsx');
    const status = screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')!;
    expect(within(status as HTMLElement).getByTitle('Committed')).toBeInTheDocument();
    expect(headerCell(container, 'Uploaded')).toHaveAttribute('aria-sort', 'descending');
    expect(container.querySelector('.ant-pagination-item-active')).toHaveTextContent('2');
  });

  it('leaves the page’s other parameters alone, and reads no `page` or `sort` as its own', async () => {
    const { router, container } = render('/pointcorrection?page=4&sort=fileName&keep=1');
    await within(history()).findByText('bonus-40.xlsx');
    expect(listCalls().at(-1)).toEqual({ page: '1', pageSize: '10' });
    fireEvent.click(headerCell(container, 'Batch'));
    await waitFor(() =>
      expect(paramsOf(router.state.location.search)).toEqual({
        page: '4',
        sort: 'fileName',
        keep: '1',
        'batches.sort': 'batchId',
        'batches.order': 'ascend',
      }),
    );
  });

  it('writes a clicked header’s sort to the address and sends it from page 1', async () => {
    const { router, container } = render('/pointcorrection?batches.page=3');
    await within(history()).findByText('bonus-40.xlsx');
    fireEvent.click(headerCell(container, 'Status'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        sortField: 'status',
        sortOrder: 'ascend',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(router.state.location.search).toBe('?batches.sort=status&batches.order=ascend');
    fireEvent.click(headerCell(container, 'Status'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ sortField: 'status', sortOrder: 'descend' }),
    );
  });

  it('starts a new status filter at page 1, keeping the sort', async () => {
    const { router } = render(
      '/pointcorrection?batches.page=3&batches.sort=batchId&batches.order=ascend',
    );
    await within(history()).findByText('bonus-40.xlsx');
    expect(listCalls().at(-1)).toMatchObject({ page: '3' });
    await choose(screen.getByRole('combobox', { name: 'Status' }), 'Reversed');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        status: 'Reversed',
        sortField: 'batchId',
        sortOrder: 'ascend',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(paramsOf(router.state.location.search)).toEqual({
      'batches.status': 'Reversed',
      'batches.sort': 'batchId',
      'batches.order': 'ascend',
    });
  });

  it('exports what the list shows: its status and sort from the address', async () => {
    render('/pointcorrection?batches.status=Previewed&batches.sort=batchId&batches.order=descend');
    await within(history()).findByText('bonus-40.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(api.bodiesTo(API.batchesExport).at(-1)).toEqual({
        status: 'Previewed',
        sortField: 'batchId',
        sortOrder: 'descend',
        page: 1,
        pageSize: 10,
      }),
    );
  });
});

import { MASTER_API } from '@dealer/contracts/master';
import { REPORT_API } from '@dealer/contracts/report';
import { configure, fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { bodiesTo, columnTexts, headerCell, signedInWithFetch } from '../../test/listPageKit';
import { renderRoutes } from '../../test/masterHarness';
import { Component as ReportPage } from './pages/ReportPage';

// antd's table and chart are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const OK = { acknowledge: 1, message: 'Success' };
const line = (branchCode: string, total: number) => ({
  month: '2026-11',
  branchCode,
  branchDescription: `Branch ${branchCode}`,
  total,
  counts: { SUBMITTED: total },
});
const ROWS = [line('T010', 5), line('T011', 9), line('T012', 2)];

const fetchMock = vi.fn<typeof fetch>();
signedInWithFetch('superadmin', fetchMock);
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;
    const echo = { ...body, timeZone: 'Asia/Jakarta' };
    if (url === REPORT_API.counts) return jsonResponse({ ...OK, ...echo, rows: ROWS, days: [] });
    if (url === REPORT_API.stageTimes) return jsonResponse({ ...OK, ...echo, rows: [] });
    if (url === MASTER_API.branch.query) return jsonResponse([{ ...OK, listBranch: [] }]);
    return jsonResponse({}, 404);
  });
});

const open = (address: string) =>
  renderRoutes([{ path: '/reportorder', element: <ReportPage /> }], address);
/** The branch cell of every line, top to bottom. */
const branches = (container: HTMLElement) => columnTexts(container, 1);

describe('the report in its address', () => {
  it('asks for the filter the address names, the rest from the defaults', async () => {
    open('/reportorder?status=SUBMITTED&startDate=2026-11-01&endDate=2026-11-30');
    await waitFor(() =>
      expect(bodiesTo(fetchMock, REPORT_API.counts).at(-1)).toEqual({
        branchCode: '',
        status: 'SUBMITTED',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      }),
    );
  });

  it('sorts its lines by a column and keeps the sort in the address', async () => {
    const { container } = open('/reportorder?sort=total&order=descend');
    await waitFor(() =>
      expect(branches(container)).toEqual([
        'T011 - Branch T011',
        'T010 - Branch T010',
        'T012 - Branch T012',
      ]),
    );
    fireEvent.click(headerCell(container, 'Branch'));
    await waitFor(() => expect(branches(container)[0]).toBe('T010 - Branch T010'));
    expect(sessionStorage.getItem('dealer.listSearch:/reportorder')).toBe(
      '?sort=branch&order=ascend',
    );
  });
});

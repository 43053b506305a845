import { CONTENT_API, type BranchSalesman } from '@dealer/contracts/content';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { signedInWithFetch } from '../../test/listPageKit';
import { renderRoutes } from '../../test/masterHarness';
import { outlet } from './listFixtures';
import { Component as OutletListPage } from './pages/OutletListPage';
import { Component as SalesmanListPage } from './pages/SalesmanListPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const OK = { acknowledge: 1, message: 'OK' };
const SALESMAN: BranchSalesman = {
  id: 3,
  salesmanNo: 'S-003',
  name: 'Budi Santoso',
  status: 'Active',
  position: 'Sales',
  businessAreaCode: 'T011',
  photo: null,
  noHp: '0812',
  email: 'budi@example.com',
  isShow: true,
  version: 1,
};
const REPLIES: Record<string, unknown> = {
  // 12 salesmen: three pages of five.
  [CONTENT_API.salesmen]: { ...OK, salesman: [SALESMAN], totalData: 12 },
  [CONTENT_API.outlets]: {
    ...OK,
    branch: [
      outlet({ branchCode: 'T010', branchName: 'Auto2000 Kelapa Gading', town: 'Jakarta Utara' }),
      outlet({ branchCode: 'T011', branchName: 'Auto2000 Sunter', town: 'Jakarta Pusat' }),
    ],
  },
};

const fetchMock = vi.fn<typeof fetch>();
const pathOf = (url: string) => url.split('?')[0]!;
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => pathOf(url) === path)
    .map((url) => Object.fromEntries(new URL(url, 'http://console').searchParams));

signedInWithFetch('pickontenho', fetchMock);
beforeEach(() => {
  fetchMock.mockImplementation(async (input) =>
    jsonResponse(REPLIES[pathOf(String(input))] ?? { ...OK, branch: [] }),
  );
});

const header = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('thead th')].find(
    (th) => th.querySelector('.ant-table-column-title')?.textContent === title,
  )!;

describe('the salesman list keeps its query in the address', () => {
  it('opened at an address with branch and page, asks for that page of five and pages in the address', async () => {
    const { router } = renderRoutes(
      [{ path: '/branch-salesman', element: <SalesmanListPage /> }],
      '/branch-salesman?branchCode=T011&page=2',
    );
    // The salesman call counts pages from 1, as the address does.
    await waitFor(() =>
      expect(callsTo(CONTENT_API.salesmen)[0]).toEqual({
        businessAreaCode: 'T011',
        page: '2',
        pageSize: '5',
      }),
    );
    await screen.findByText('Budi Santoso');
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Branch' }).closest('.ant-select')?.textContent,
      ).toBe('T011 · Auto2000 Sunter'),
    );
    // The server orders salesmen itself: no column sorts.
    expect(document.querySelectorAll('thead th.ant-table-column-has-sorters')).toHaveLength(0);

    fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
    // The fixed five per page stays out of the address.
    await waitFor(() => expect(router.state.location.search).toBe('?branchCode=T011&page=3'));
    await waitFor(() => expect(callsTo(CONTENT_API.salesmen).at(-1)).toMatchObject({ page: '3' }));
  });
});

describe('the outlet list keeps its sort in the address', () => {
  const names = () =>
    [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
      (row) => row.querySelectorAll('td')[1]?.textContent,
    );

  it('opened sorted by a column, shows its rows in that order; a header click writes the sort', async () => {
    const { router } = renderRoutes(
      [{ path: '/branch-konten', element: <OutletListPage /> }],
      '/branch-konten?sort=branchName&order=descend',
    );
    await screen.findByText('Auto2000 Kelapa Gading');
    // One unpaged call answers every outlet: the table sorts the rows it holds.
    expect(names()).toEqual(['Auto2000 Sunter', 'Auto2000 Kelapa Gading']);
    expect(header('Branch name')).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(header('Town'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=town&order=ascend'));
    expect(names()).toEqual(['Auto2000 Sunter', 'Auto2000 Kelapa Gading']);
    fireEvent.click(header('Town'));
    await waitFor(() => expect(names()).toEqual(['Auto2000 Kelapa Gading', 'Auto2000 Sunter']));
  });
});

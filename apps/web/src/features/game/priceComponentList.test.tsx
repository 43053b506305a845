import { GAME_API, type PriceComponent } from '@dealer/contracts/game';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { signedInWithFetch } from '../../test/listPageKit';
import { renderRoutes } from '../../test/masterHarness';
import { Component as PriceComponentListPage } from './pages/PriceComponentListPage';

// antd's table is heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const component = (id: number, code: string, productCount: number): PriceComponent => ({
  priceComponentId: id,
  priceComponentCode: code,
  priceComponentName: code,
  priceComponentDescription: '',
  priceComponentCalcType: 'Currency',
  version: 1,
  productCount,
});

const fetchMock = vi.fn<typeof fetch>();
const exportBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === GAME_API.priceExport)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const shownCodes = (container: HTMLElement) =>
  [...container.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelector('td')?.textContent,
  );

signedInWithFetch('astraquestadmin', fetchMock);
beforeEach(() => {
  fetchMock.mockImplementation(async (input) =>
    String(input) === GAME_API.priceList
      ? jsonResponse({
          responseCode: '200',
          responseText: 'Success',
          errorMsg: '',
          data: [component(1, 'DELIVERY', 2), component(2, 'PPN', 7), component(3, 'PRICE', 5)],
        })
      : jsonResponse({}, 404),
  );
});

describe('the price component list and its address', () => {
  it('opens in the order its address names and exports in that order', async () => {
    const { container } = renderRoutes(
      [{ path: '/pricecomponent', element: <PriceComponentListPage /> }],
      '/pricecomponent?sort=productCount&order=descend',
    );
    await screen.findAllByText('PPN');
    expect(shownCodes(container)).toEqual(['PPN', 'PRICE', 'DELIVERY']);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(exportBodies()).toEqual([{ sortField: 'productCount', sortOrder: 'descend' }]),
    );
  });
});

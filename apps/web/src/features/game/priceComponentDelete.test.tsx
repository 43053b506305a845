import { GAME_API, type PriceComponent } from '@dealer/contracts/game';
import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as PriceComponentListPage } from './pages/PriceComponentListPage';

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

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'astraquestadmin', roles: ['astraquestadmin'] }));
  fetchMock.mockImplementation(async (input) =>
    String(input) === GAME_API.priceList
      ? jsonResponse({
          responseCode: '200',
          responseText: 'Success',
          errorMsg: '',
          data: [component(1, 'PPN', 3), component(2, 'UNUSED', 0)],
        })
      : jsonResponse({}, 404),
  );
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('delete in the price component list', () => {
  it('is not offered on a component a product prices with, and says why on hover', async () => {
    renderRoutes(
      [{ path: '/pricecomponent', element: <PriceComponentListPage /> }],
      '/pricecomponent',
    );
    const used = await screen.findByRole('button', { name: 'Delete PPN' });
    expect(used).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete UNUSED' })).toBeEnabled();
    fireEvent.mouseEnter(used.closest('.price-delete-reason') ?? used);
    expect(
      await screen.findByText(
        'Used by 3 product(s): remove it from those products before deleting it',
      ),
    ).toBeInTheDocument();
  });
});

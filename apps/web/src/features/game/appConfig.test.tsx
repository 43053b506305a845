import { GAME_API } from '@dealer/contracts/game';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as AppConfigPage } from './pages/AppConfigPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const CONFIG = {
  maxRedeemPeriode: 12,
  cutOffAutoRedeem: 25,
  endYearCutOff: '12.15',
  pointConversionRateIDR: 1000,
  version: 3,
  updatedTime: null,
  updatedBy: null,
};

const fetchMock = vi.fn<typeof fetch>();
const saves = () => fetchMock.mock.calls.filter(([url]) => url === GAME_API.appConfigSave);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(
    makeSession({ role: 'astraquestgamemaster', roles: ['astraquestgamemaster'] }),
  );
  fetchMock.mockImplementation(async (input) =>
    String(input) === GAME_API.appConfig
      ? jsonResponse({ responseCode: '200', responseText: 'OK', errorMsg: '', data: CONFIG })
      : jsonResponse({}, 404),
  );
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function typeInto(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label, {}, { timeout: 20_000 });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

describe('app configuration', () => {
  it('keeps a conversion rate of 0 as typed, says what is allowed and saves nothing', async () => {
    renderRoutes([{ path: '/appconfig', element: <AppConfigPage /> }], '/appconfig');
    const rate = await typeInto(/conversion rate/i, '0');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Allowed: 1 to 1,000,000,000')).toBeInTheDocument();
    // antd's InputNumber with min={1} turned the 0 into 1 on blur, and Save sent it.
    expect(rate.value).toBe('0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('keeps 999 months as typed and refuses it, naming the range', async () => {
    renderRoutes([{ path: '/appconfig', element: <AppConfigPage /> }], '/appconfig');
    const months = await typeInto(/redeem period/i, '999');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Allowed: 1 to 120')).toBeInTheDocument();
    expect(months.value).toBe('999');
    await waitFor(() => expect(saves()).toHaveLength(0));
  });
});

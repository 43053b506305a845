import { QUEST_API } from '@dealer/contracts/quest';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as RerunEventPage } from './pages/RerunEventPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const OK = { responseCode: '200', responseText: 'Success', errorMsg: null };

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'astraquestadmin', roles: ['astraquestadmin'] }));
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === QUEST_API.list) return jsonResponse({ ...OK, data: [], total: 0 });
    if (url.startsWith('/api/quest/lookup/')) return jsonResponse({ ...OK, data: [] });
    return jsonResponse({}, 404);
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the rerun page', () => {
  it("carries the rerun item's setting: area, city, branch, player level and player", async () => {
    renderRoutes([{ path: '/rerunevent', element: <RerunEventPage /> }], '/rerunevent');
    for (const label of ['Area', 'City', 'Branch', 'Player level', 'Player'])
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
  });
});

import { QUEST_API } from '@dealer/contracts/quest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as BacktestPage } from './engine/BacktestPage';
import { Component as QuestListPage } from './pages/QuestListPage';
import { Component as RerunEventPage } from './pages/RerunEventPage';

// antd's tables and pickers are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const OK = { responseCode: '200', responseText: 'Success', errorMsg: null };

/** A quest of the list whose one recurrence starts and ends at midnight, business wall time. */
const QUEST = {
  companyCode: '0002',
  questId: 7,
  questCode: 'Q-0007',
  questName: 'November sprint',
  keyword: 'SPRINT',
  status: 1,
  questType: 1,
  createdTime: '2026-11-01T09:00:00',
  publishedTime: null,
  recurrence: [
    {
      recurrenceNo: 1,
      validFrom: '2026-11-30T00:00:00',
      validTo: '2026-12-31T23:59:00',
      validToJoin: '2026-12-15T00:00:00',
      recurrenceStatus: 1,
    },
  ],
};

const listBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === QUEST_API.list)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'astraquestadmin', roles: ['astraquestadmin'] }));
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === QUEST_API.list) return jsonResponse({ ...OK, data: [QUEST], total: 1 });
    return jsonResponse({}, 404);
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** Types a day into a picker input and takes it with Enter, as a keyboard user does. */
function typeInto(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('quest dates on screen', () => {
  it('shows the recorded rerun window as DD MMMM YYYY HH:mm, not as the wire text', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === QUEST_API.list) return jsonResponse({ ...OK, data: [QUEST], total: 1 });
      if (url === QUEST_API.saveRerun)
        return jsonResponse({
          ...OK,
          data: [
            {
              rerunId: 3,
              questID: 7,
              metadataTypeID: 1,
              eventDateFrom: '2026-11-30T00:00:00',
              eventDateTo: '2026-11-30T23:59:59',
              status: 'Pending',
              awarded: null,
            },
          ],
        });
      if (url.startsWith('/api/quest/lookup/')) return jsonResponse({ ...OK, data: [] });
      return jsonResponse({}, 404);
    });
    renderRoutes([{ path: '/rerunevent', element: <RerunEventPage /> }], '/rerunevent');
    fireEvent.mouseDown(await screen.findByLabelText('Quests'));
    fireEvent.click(await screen.findByTitle('Q-0007 · November sprint'));
    fireEvent.mouseDown(screen.getByLabelText('Event type'));
    fireEvent.click(await screen.findByTitle('Test-drive order assigned'));
    const [from, to] = screen.getAllByPlaceholderText(/date/i);
    typeInto(from!, '30 November 2026 00:00');
    typeInto(to!, '30 November 2026 23:59');
    fireEvent.click(screen.getByRole('button', { name: 'Save rerun' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes', hidden: true }));
    expect(
      await screen.findByText('30 November 2026 00:00 – 30 November 2026 23:59'),
    ).toBeInTheDocument();
  });

  it('takes the created-date filter as YYYY-MM-DD, shows it so and sends it so', async () => {
    renderRoutes([{ path: '/astraquest', element: <QuestListPage /> }], '/astraquest');
    await screen.findByText('Q-0007');
    const [from, to] = screen.getAllByPlaceholderText(/date/i) as HTMLInputElement[];
    typeInto(from!, '2026-11-01');
    typeInto(to!, '2026-11-30');
    await waitFor(() => expect(from!.value).toBe('2026-11-01'));
    expect(to!.value).toBe('2026-11-30');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listBodies().at(-1)).toMatchObject({
        createdTimeFrom: '2026-11-01',
        createdTimeTo: '2026-11-30',
      }),
    );
  });

  it('shows the backtest window as quest date-times (DD MMMM YYYY HH:mm)', async () => {
    renderRoutes(
      [{ path: '/astraquest/backtest/:id', element: <BacktestPage /> }],
      '/astraquest/backtest/7',
    );
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-picker-input input')).toHaveLength(2),
    );
    const inputs = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-input input')];
    for (const input of inputs)
      expect(input.value).toMatch(/^\d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/);
  });
});

import { QUEST_API, QUEST_STATUS, type QuestListItem } from '@dealer/contracts/quest';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { QuestLifeControls, lifeMovesOf } from './components/QuestLifeControls';
import { Component as QuestListPage } from './pages/QuestListPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const quest = (questId: number, status: number, questName: string): QuestListItem => ({
  companyCode: '0002',
  questCode: `QST${String(questId).padStart(6, '0')}`,
  questId,
  questName,
  keyword: 'LIFE',
  status,
  questType: 1,
  createdTime: '2026-11-01T08:00:00',
  publishedTime: '2026-11-02T08:00:00',
  recurrence: [],
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'astraquestadmin', roles: ['astraquestadmin'] }));
  fetchMock.mockImplementation(async (input) =>
    String(input) === QUEST_API.list
      ? jsonResponse({
          responseCode: '200',
          responseText: 'Success',
          errorMsg: null,
          data: [
            quest(1, QUEST_STATUS.ACTIVE, 'Running quest'),
            quest(2, QUEST_STATUS.OPEN, 'Open quest'),
          ],
          total: 2,
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

describe('delete in the quest list', () => {
  it('is not offered on an Active quest, and says why on hover', async () => {
    renderRoutes([{ path: '/astraquest', element: <QuestListPage /> }], '/astraquest');
    const active = await screen.findByRole('button', { name: 'Delete QST000001' });
    const open = screen.getByRole('button', { name: 'Delete QST000002' });
    expect(active).toBeDisabled();
    expect(open).toBeEnabled();
    // The tooltip is on a wrapper: a disabled button hears no pointer.
    fireEvent.mouseEnter(active.closest('.quest-delete-reason') ?? active);
    expect(
      await screen.findByText(
        'An Active quest cannot be deleted: make it Inactive or stop it first',
      ),
    ).toBeInTheDocument();
  });
});

describe("a quest's life controls", () => {
  it('offer Open → Active or Inactive, Active → Inactive, Inactive → Active, never back to Open', () => {
    const targets = (status: number) => lifeMovesOf(status).map((move) => move.to);
    expect(targets(QUEST_STATUS.DRAFT)).toEqual([]);
    expect(targets(QUEST_STATUS.OPEN)).toEqual([QUEST_STATUS.ACTIVE, QUEST_STATUS.INACTIVE]);
    expect(targets(QUEST_STATUS.ACTIVE)).toEqual([QUEST_STATUS.INACTIVE]);
    expect(targets(QUEST_STATUS.INACTIVE)).toEqual([QUEST_STATUS.ACTIVE]);
    expect(targets(QUEST_STATUS.CANCELLED)).toEqual([]);
  });

  it('an Open quest shows Make Active, Make Inactive and Stop, and a click asks for that move', () => {
    const onMove = vi.fn();
    render(
      <QuestLifeControls
        status={QUEST_STATUS.OPEN}
        busy={false}
        onMove={onMove}
        onStop={vi.fn()}
        onPublish={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Make Inactive' }));
    expect(onMove).toHaveBeenCalledWith({ to: QUEST_STATUS.INACTIVE, label: 'deactivate' });
    fireEvent.click(screen.getByRole('button', { name: 'Make Active' }));
    expect(onMove).toHaveBeenLastCalledWith({ to: QUEST_STATUS.ACTIVE, label: 'activate' });
  });
});

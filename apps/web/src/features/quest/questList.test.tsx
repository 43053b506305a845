import { QUEST_API, type QuestListItem } from '@dealer/contracts/quest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberListSearch } from '../../shared/kit/listReturn';
import { jsonResponse } from '../../test/fixtures';
import {
  signedInWithFetch,
  bodiesTo as bodiesOf,
  headerCell,
  columnTexts,
} from '../../test/listPageKit';
import { renderRoutes } from '../../test/masterHarness';
import { Component as QuestFormPage } from './pages/QuestFormPage';
import { Component as QuestListPage } from './pages/QuestListPage';
import { questListPath } from './questList';

// antd's tables and pickers are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const OK = { responseCode: '200', responseText: 'Success', errorMsg: null };

const quest = (questId: number, questName: string, validFrom: string): QuestListItem => ({
  companyCode: '0002',
  questCode: `QST${String(questId).padStart(6, '0')}`,
  questId,
  questName,
  keyword: 'SPRINT',
  status: 1,
  questType: 1,
  createdTime: '2026-11-01T08:00:00',
  publishedTime: null,
  recurrence: [
    {
      recurrenceNo: 1,
      validFrom,
      validTo: '2026-12-31T23:59:00',
      validToJoin: '',
      recurrenceStatus: 1,
    },
  ],
});

/** Newest first, as the server answers. */
const ROWS = [
  quest(3, 'Bravo run', '2026-11-10T00:00:00'),
  quest(2, 'alpha sprint', '2026-11-20T00:00:00'),
  quest(1, 'Charlie drive', '2026-11-01T00:00:00'),
];

const fetchMock = vi.fn<typeof fetch>();
/** How many quests the search matches: more than the rows answered when it runs over a page. */
let total = ROWS.length;

const bodiesTo = (path: string) => bodiesOf(fetchMock, path);

signedInWithFetch('astraquestadmin', fetchMock);
beforeEach(() => {
  total = ROWS.length;
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === QUEST_API.list) return jsonResponse({ ...OK, data: ROWS, total });
    if (url.startsWith('/api/quest/lookup/')) return jsonResponse({ ...OK, data: [] });
    return jsonResponse({}, 404);
  });
});

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/astraquest', element: <QuestListPage /> },
      { path: '/astraquest/open', element: <QuestListPage /> },
      { path: '/astraquest/create', element: <QuestFormPage /> },
    ],
    path,
  );

const shownNames = (container: HTMLElement) => columnTexts(container, 1);

const header = headerCell;

/** The search form's Quest name (the sortable header of that name is labelled so too). */
const nameBox = () => screen.getByRole('textbox', { name: 'Quest name' });
const whereTo = (router: ReturnType<typeof render>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the quest list in its address', () => {
  it("sends the address's status, filters and page in the list call and shows them in the form", async () => {
    total = 250;
    render(
      '/astraquest/open?questName=Sprint&keyword=RUN&createdFrom=2026-11-01&createdTo=2026-11-30&page=2',
    );
    await waitFor(() =>
      expect(bodiesTo(QUEST_API.list).at(-1)).toEqual({
        companyCode: '0002',
        status: 1,
        questName: 'Sprint',
        keyword: 'RUN',
        createdTimeFrom: '2026-11-01',
        createdTimeTo: '2026-11-30',
        skip: 100,
        limit: 100,
      }),
    );
    await waitFor(() => expect(nameBox()).toHaveValue('Sprint'));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('RUN');
    const [from, to] = screen.getAllByPlaceholderText(/date/i) as HTMLInputElement[];
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('2026-11-30');
  });

  it('sorts a list the page holds whole by a clicked header, the sort in the address', async () => {
    const { router, container } = render('/astraquest');
    await screen.findByText('Bravo run');
    expect(shownNames(container)).toEqual(['Bravo run', 'alpha sprint', 'Charlie drive']);
    fireEvent.click(header(container, 'Quest name'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=questName&order=ascend'));
    expect(shownNames(container)).toEqual(['alpha sprint', 'Bravo run', 'Charlie drive']);
    fireEvent.click(header(container, 'Period (recurrences)'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=period&order=ascend'));
    expect(shownNames(container)).toEqual(['Charlie drive', 'Bravo run', 'alpha sprint']);
    // The call sorts by nothing: the rows were sorted where they are, the list asked once.
    expect(bodiesTo(QUEST_API.list)).toHaveLength(1);
  });

  it('offers no sort while the search runs over more than one page', async () => {
    total = 250;
    const { container } = render('/astraquest?sort=questName&order=ascend');
    await screen.findByText('Bravo run');
    expect(container.querySelectorAll('thead th.ant-table-column-has-sorters')).toHaveLength(0);
    expect(shownNames(container)).toEqual(['Bravo run', 'alpha sprint', 'Charlie drive']);
  });

  it('starts a new search at page 1', async () => {
    total = 250;
    const { router } = render('/astraquest?page=3');
    await waitFor(() => expect(bodiesTo(QUEST_API.list).at(-1)).toMatchObject({ skip: 200 }));
    fireEvent.change(nameBox(), { target: { value: 'Sprint' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?questName=Sprint'));
    await waitFor(() =>
      expect(bodiesTo(QUEST_API.list).at(-1)).toMatchObject({ questName: 'Sprint', skip: 0 }),
    );
  });

  it('resets to every quest of the status, from the first page', async () => {
    total = 250;
    const { router } = render(
      '/astraquest/open?questName=Sprint&createdFrom=2026-11-01&createdTo=2026-11-30&page=2',
    );
    await waitFor(() => expect(nameBox()).toHaveValue('Sprint'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(whereTo(router)).toBe('/astraquest/open'));
    expect(nameBox()).toHaveValue('');
    expect(screen.getAllByPlaceholderText(/date/i)[0]).toHaveValue('');
    await waitFor(() =>
      expect(bodiesTo(QUEST_API.list).at(-1)).toEqual({
        companyCode: '0002',
        status: 1,
        skip: 0,
        limit: 100,
      }),
    );
  });

  it('keeps the search on another status, from its first page', async () => {
    total = 250;
    const { router } = render('/astraquest?questName=Sprint&page=2');
    await screen.findByText('Bravo run');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Open'));
    await waitFor(() => expect(whereTo(router)).toBe('/astraquest/open?questName=Sprint'));
    await waitFor(() =>
      expect(bodiesTo(QUEST_API.list).at(-1)).toMatchObject({ status: 1, skip: 0 }),
    );
    expect(nameBox()).toHaveValue('Sprint');
  });

  it('exports the whole search the address filters, not its page', async () => {
    total = 250;
    render(
      '/astraquest/open?questName=Sprint&publishedFrom=2026-11-01&publishedTo=2026-11-30&page=2',
    );
    await screen.findByText('Bravo run');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(bodiesTo(QUEST_API.export).at(-1)).toEqual({
        status: 1,
        questName: 'Sprint',
        publishedTimeFrom: '2026-11-01',
        publishedTimeTo: '2026-11-30',
      }),
    );
  });
});

describe("the quest form's way back", () => {
  it('remembers the status list the tab showed last, with its search', async () => {
    render('/astraquest/open?questName=Sprint&sort=questName&order=ascend');
    await screen.findByText('Bravo run');
    expect(questListPath()).toBe('/astraquest/open?questName=Sprint&sort=questName&order=ascend');
  });

  it('goes to that list from a form opened first in its tab, which has no history', async () => {
    rememberListSearch('/astraquest', '?questName=Sprint&page=2', '/astraquest/open');
    const { router } = render('/astraquest/create');
    const backs = await screen.findAllByRole('button', { name: 'Back' });
    fireEvent.click(backs.at(-1)!);
    await waitFor(() => expect(whereTo(router)).toBe('/astraquest/open?questName=Sprint&page=2'));
  });
});

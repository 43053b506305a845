import { CONTENT_API } from '@dealer/contracts/content';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { signedInWithFetch } from '../../test/listPageKit';
import { renderRoutes } from '../../test/masterHarness';
import { NEWS, PROMO, outlet } from './listFixtures';
import { Component as NewsListPage } from './pages/NewsListPage';
import { Component as PromoFormPage } from './pages/PromoFormPage';
import { Component as PromoListPage } from './pages/PromoListPage';

// antd's table is heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const OK = { acknowledge: 1, message: 'OK' };
/** Replies by path; the lists answer 45 rows, so page 3 exists. */
const REPLIES: Record<string, unknown> = {
  [CONTENT_API.promoHo]: { ...OK, promotions: [PROMO], totalData: 45 },
  [CONTENT_API.news]: { ...OK, news: [NEWS], totalData: 45 },
  [CONTENT_API.outlets]: { ...OK, branch: [outlet()] },
};

const fetchMock = vi.fn<typeof fetch>();
const pathOf = (url: string) => url.split('?')[0]!;
/** The query strings of the calls to `path`, oldest first. */
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => pathOf(url) === path)
    .map((url) => Object.fromEntries(new URL(url, 'http://console').searchParams));

// Head office: the promotions' head-office path and the branch picker.
signedInWithFetch('pickontenho', fetchMock);
beforeEach(() => {
  fetchMock.mockImplementation(async (input) =>
    jsonResponse(REPLIES[pathOf(String(input))] ?? { ...OK, branch: [], totalData: 0 }),
  );
});

/** The header cell of a column, by its title. */
function header(title: string): HTMLElement {
  const cells = [...document.querySelectorAll<HTMLElement>('thead th')];
  const cell = cells.find(
    (th) => th.querySelector('.ant-table-column-title')?.textContent === title,
  );
  if (!cell) throw new Error(`no sortable column '${title}'`);
  return cell;
}

/** What a select labelled `label` shows. */
const shownBy = (label: string) =>
  screen.getByRole('combobox', { name: label }).closest('.ant-select')?.textContent;

const sortable = () =>
  [...document.querySelectorAll('thead th.ant-table-column-has-sorters')].map(
    (th) => th.querySelector('.ant-table-column-title')?.textContent,
  );

const pressEnter = (input: HTMLElement) =>
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });

describe('the promo list keeps its query in the address', () => {
  const open = (address: string) =>
    renderRoutes(
      [
        { path: '/listofpromo', element: <PromoListPage /> },
        { path: '/listofpromo/add', element: <PromoFormPage /> },
      ],
      address,
    );

  it('opened at an address with filters, page and sort, sends them and shows them in the controls', async () => {
    open('/listofpromo?branchCode=T011&title=deal&activeStatus=true&page=2&sort=name&order=ascend');
    await waitFor(() => expect(callsTo(CONTENT_API.promoHo)).toHaveLength(1));
    // The call counts pages from 0 and names the sort sortBy / sort.
    expect(callsTo(CONTENT_API.promoHo)[0]).toEqual({
      branchCode: 'T011',
      title: 'deal',
      activeStatus: 'true',
      page: '1',
      pageSize: '20',
      sortBy: 'name',
      sort: 'asc',
    });
    await screen.findByText('Year-end deal');
    expect(screen.getByRole('searchbox', { name: 'Title' })).toHaveValue('deal');
    expect(shownBy('Active status')).toBe('Active');
    await waitFor(() => expect(shownBy('Branch')).toBe('T011 · Auto2000 Sunter'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(document.querySelector('.ant-pagination-item-active')).toHaveTextContent('2');
  });

  it('sorts by name, validity and creation on the server, the sort in the address', async () => {
    const { router } = open('/listofpromo');
    await screen.findByText('Year-end deal');
    // No column chosen: newest first, as before column sort.
    expect(callsTo(CONTENT_API.promoHo)[0]).toMatchObject({ sortBy: 'creationTime', sort: 'desc' });
    expect(sortable()).toEqual(['Name', 'Validity', 'Created']);

    fireEvent.click(header('Validity'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=validFrom&order=ascend'));
    await waitFor(() =>
      expect(callsTo(CONTENT_API.promoHo).at(-1)).toMatchObject({
        sortBy: 'validFrom',
        sort: 'asc',
        page: '0',
      }),
    );
    fireEvent.click(header('Validity'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=validFrom&order=descend'));
    await waitFor(() =>
      expect(callsTo(CONTENT_API.promoHo).at(-1)).toMatchObject({
        sortBy: 'validFrom',
        sort: 'desc',
      }),
    );
  });

  it('goes back to page 1 on a new search, keeping the sort', async () => {
    const { router } = open('/listofpromo?page=3&sort=name&order=descend');
    await waitFor(() => expect(callsTo(CONTENT_API.promoHo)[0]).toMatchObject({ page: '2' }));
    const title = await screen.findByRole('searchbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: ' Lebaran ' } });
    // Typing alone does not search.
    expect(router.state.location.search).toBe('?page=3&sort=name&order=descend');
    pressEnter(title);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?title=Lebaran&sort=name&order=descend'),
    );
    await waitFor(() =>
      expect(callsTo(CONTENT_API.promoHo).at(-1)).toMatchObject({
        title: 'Lebaran',
        page: '0',
        sortBy: 'name',
        sort: 'desc',
      }),
    );
  });

  it('exports what the list shows: its filters and sort from the address', async () => {
    open('/listofpromo?branchCode=T011&activeStatus=false&page=2&sort=validFrom&order=descend');
    await screen.findByText('Year-end deal');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === CONTENT_API.promoExport)).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === CONTENT_API.promoExport)!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      branchCode: 'T011',
      activeStatus: 'false',
      sortBy: 'validFrom',
      sort: 'desc',
    });
  });

  it("takes the form's Back to the list as it was", async () => {
    const { router } = open('/listofpromo?title=deal&page=2&sort=name&order=ascend');
    await screen.findByText('Year-end deal');
    await router.navigate('/listofpromo/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listofpromo'));
    expect(router.state.location.search).toBe('?title=deal&page=2&sort=name&order=ascend');
  });
});

describe('the news list keeps its query in the address', () => {
  const open = (address: string) =>
    renderRoutes([{ path: '/listofnewstips', element: <NewsListPage /> }], address);

  it('opened at an address with filters, page and sort, sends them and shows them in the controls', async () => {
    open('/listofnewstips?title=oil&category=TipsTricks&page=3&sort=creationTime&order=ascend');
    await waitFor(() => expect(callsTo(CONTENT_API.news)).toHaveLength(1));
    expect(callsTo(CONTENT_API.news)[0]).toEqual({
      title: 'oil',
      category: 'TipsTricks',
      page: '2',
      pageSize: '20',
      sortBy: 'creationTime',
      sort: 'asc',
    });
    await screen.findByText('Oil tips');
    expect(screen.getByRole('searchbox', { name: 'Title' })).toHaveValue('oil');
    expect(shownBy('Category')).toBe('Tips & Tricks');
    expect(header('Created')).toHaveAttribute('aria-sort', 'ascending');
    expect(document.querySelector('.ant-pagination-item-active')).toHaveTextContent('3');
  });

  it('sorts by name and creation on the server, the sort in the address', async () => {
    const { router } = open('/listofnewstips');
    await screen.findByText('Oil tips');
    expect(callsTo(CONTENT_API.news)[0]).toMatchObject({ sortBy: 'creationTime', sort: 'desc' });
    // Category, branch and status: the server does not sort by them.
    expect(sortable()).toEqual(['Name', 'Created']);

    fireEvent.click(header('Name'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=ascend'));
    await waitFor(() =>
      expect(callsTo(CONTENT_API.news).at(-1)).toMatchObject({ sortBy: 'name', sort: 'asc' }),
    );
  });

  it('goes back to page 1 on a new search, keeping the sort', async () => {
    const { router } = open('/listofnewstips?title=oil&page=3&sort=name&order=ascend');
    const title = await screen.findByRole('searchbox', { name: 'Title' });
    await waitFor(() => expect(callsTo(CONTENT_API.news)[0]).toMatchObject({ page: '2' }));
    fireEvent.change(title, { target: { value: 'brakes' } });
    pressEnter(title);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?title=brakes&sort=name&order=ascend'),
    );
    await waitFor(() =>
      expect(callsTo(CONTENT_API.news).at(-1)).toMatchObject({
        title: 'brakes',
        page: '0',
        sortBy: 'name',
        sort: 'asc',
      }),
    );
  });
});

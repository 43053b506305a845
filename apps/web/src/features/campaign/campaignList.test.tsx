import { CAMPAIGN_API, type BlastMessage } from '@dealer/contracts/campaign';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentMonth } from '../../shared/time/businessTime';
import { campaignFormRoutes, campaignRow, OK } from '../../test/campaignFixtures';
import { jsonResponse } from '../../test/fixtures';
import { signedInWithFetch, bodiesTo as bodiesOf, headerCell } from '../../test/listPageKit';
import { renderRoutes } from '../../test/masterHarness';
import { Component as CampaignFormPage } from './pages/CampaignFormPage';
import { Component as CampaignListPage } from './pages/CampaignListPage';

// antd's tables and pickers are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const campaign = (id: number, title: string, publishDate: string): BlastMessage =>
  campaignRow({
    id,
    version: 1,
    title,
    content: 'Servis hemat.',
    publishDate,
    validFrom: publishDate,
    status: 1,
  });

const THREE = [
  campaign(1, 'Bravo service', '2026-11-20T02:00:00.000Z'),
  campaign(2, 'alpha promo', '2026-11-05T02:00:00.000Z'),
  campaign(3, 'Charlie tires', '2026-11-12T02:00:00.000Z'),
];
/** More than a page of 20, for a second page to exist. */
const MANY = Array.from({ length: 25 }, (_, i) =>
  campaign(100 + i, `Campaign ${String(i).padStart(2, '0')}`, '2026-11-05T02:00:00.000Z'),
);

const fetchMock = vi.fn<typeof fetch>();
let listed: BlastMessage[] = THREE;

const bodiesTo = (path: string) => bodiesOf(fetchMock, path);

signedInWithFetch('ho_campaign', fetchMock);
beforeEach(() => {
  listed = THREE;
  fetchMock.mockImplementation(async (input) => {
    const routes: Record<string, () => Response> = {
      ...campaignFormRoutes(THREE[0]!),
      [CAMPAIGN_API.list]: () => jsonResponse({ ...OK, listBlastMessages: listed }),
      [CAMPAIGN_API.customers]: () => jsonResponse({ ...OK, customers: [], total: 45 }),
    };
    return (routes[String(input)] ?? (() => jsonResponse({}, 404)))();
  });
});

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/campaign', element: <CampaignListPage /> },
      { path: '/campaign/:mode/:id', element: <CampaignFormPage /> },
    ],
    path,
  );

/** The titles of the table's rows, top to bottom. */
const shownTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelector('td')?.textContent,
  );

const header = headerCell;

/** The search form's Title (the sortable Title header has that name too). */
const titleBox = () => screen.getByRole('textbox', { name: 'Title' });

describe('the campaign list in its address', () => {
  it("sends the address's filters in the list call and shows them in the search form", async () => {
    const { container } = render('/campaign?title=Promo&type=PROMO&from=2026-10-01&to=2026-10-31');
    await waitFor(() =>
      expect(bodiesTo(CAMPAIGN_API.list).at(-1)).toEqual({
        Title: 'Promo',
        Type: 'PROMO',
        PublishDateStart: '2026-10-01',
        PublishDateEnd: '2026-10-31',
      }),
    );
    expect(titleBox()).toHaveValue('Promo');
    const type = container.querySelector('.campaign-search .ant-form-item:nth-child(2)')!;
    expect(await within(type as HTMLElement).findByText('Promotion')).toBeInTheDocument();
    const [from, to] = screen.getAllByPlaceholderText(/date/i) as HTMLInputElement[];
    expect(from).toHaveValue('01-10-2026');
    expect(to).toHaveValue('31-10-2026');
  });

  it('opens on the current business month, which it leaves out of the address', async () => {
    const { router } = render('/campaign');
    const month = currentMonth();
    await waitFor(() =>
      expect(bodiesTo(CAMPAIGN_API.list).at(-1)).toMatchObject({
        PublishDateStart: month.startDate,
        PublishDateEnd: month.endDate,
      }),
    );
    await screen.findByText('Bravo service');
    fireEvent.change(titleBox(), { target: { value: 'Promo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?title=Promo'));
  });

  it('sorts the rows by a clicked header, the sort written to the address', async () => {
    const { router, container } = render('/campaign');
    await screen.findByText('Bravo service');
    expect(shownTitles(container)).toEqual(['Bravo service', 'alpha promo', 'Charlie tires']);

    fireEvent.click(header(container, 'Title'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&order=ascend'));
    expect(shownTitles(container)).toEqual(['alpha promo', 'Bravo service', 'Charlie tires']);

    fireEvent.click(header(container, 'Publish date'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=publish&order=ascend'));
    fireEvent.click(header(container, 'Publish date'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=publish&order=descend'));
    expect(shownTitles(container)).toEqual(['Bravo service', 'Charlie tires', 'alpha promo']);
    // Sorted on the client: the list was asked once.
    expect(bodiesTo(CAMPAIGN_API.list)).toHaveLength(1);
  });

  it('shows the rows in the order the address names after a reload', async () => {
    const { container } = render('/campaign?sort=title&order=descend');
    await screen.findByText('Bravo service');
    expect(shownTitles(container)).toEqual(['Charlie tires', 'Bravo service', 'alpha promo']);
  });

  it('starts a new search at page 1', async () => {
    listed = MANY;
    const { router } = render('/campaign?page=2');
    expect(await screen.findByText('Campaign 20')).toBeInTheDocument();
    expect(screen.queryByText('Campaign 00')).not.toBeInTheDocument();
    fireEvent.change(titleBox(), { target: { value: 'Campaign' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?title=Campaign'));
    expect(await screen.findByText('Campaign 00')).toBeInTheDocument();
  });

  it('resets to the current month and the first page', async () => {
    const { router } = render('/campaign?title=Promo&from=2026-10-01&to=2026-10-31&page=2');
    await waitFor(() => expect(titleBox()).toHaveValue('Promo'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(titleBox()).toHaveValue('');
    const month = currentMonth();
    await waitFor(() =>
      expect(bodiesTo(CAMPAIGN_API.list).at(-1)).toMatchObject({
        Title: '',
        PublishDateStart: month.startDate,
      }),
    );
  });

  it('exports what the address filters', async () => {
    render('/campaign?title=Promo&from=2026-10-01&to=2026-10-31&sort=title&order=ascend');
    await screen.findByText('Bravo service');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(bodiesTo(CAMPAIGN_API.export).at(-1)).toEqual({
        Title: 'Promo',
        Type: '',
        PublishDateStart: '2026-10-01',
        PublishDateEnd: '2026-10-31',
      }),
    );
  });

  it("goes back from a campaign's form to the list as it was", async () => {
    const address = '/campaign?title=Bravo&sort=title&order=descend';
    const { router } = render(address);
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Bravo service' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Bravo service'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(address),
    );
  });
});

describe('the customers tab in its address', () => {
  it('opens on the tab with its search and page, and a new search keeps the tab at page 1', async () => {
    const { router } = render('/campaign?tab=customers&q=budi&page=2');
    await waitFor(() =>
      expect(bodiesTo(CAMPAIGN_API.customers).at(-1)).toEqual({
        q: 'budi',
        page: 2,
        pageSize: 20,
      }),
    );
    expect(screen.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
    const box = screen.getByRole('searchbox', { name: 'Search by name, e-mail, phone or ID' });
    expect(box).toHaveValue('budi');
    fireEvent.change(box, { target: { value: 'sari' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=customers&q=sari'));
    await waitFor(() =>
      expect(bodiesTo(CAMPAIGN_API.customers).at(-1)).toMatchObject({ q: 'sari', page: 1 }),
    );
    // Back to Campaigns: its list, as it was before the visit.
    fireEvent.click(screen.getByRole('tab', { name: 'Campaigns' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Bravo service')).toBeInTheDocument();
  });
});

import { CAMPAIGN_API } from '@dealer/contracts/campaign';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { loadTranslations } from '../../shared/i18n/i18n';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { campaignFormRoutes, campaignRow, OK } from '../../test/campaignFixtures';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as CampaignFormPage } from './pages/CampaignFormPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const CAMPAIGN = campaignRow({ isEmail: true, isSms: true });
const PREVIEW = {
  ...OK,
  customer: null,
  email: {
    to: 'customer@example.com',
    subject: CAMPAIGN.title,
    html: '<p>Servis hemat di akhir bulan.</p>',
    text: 'Servis hemat di akhir bulan.\n\n--\nStop these messages: http://x/optout',
    mime: 'Content-Type: multipart/alternative; boundary="--b"\nSubject: Promo Servis Akhir Bulan',
  },
  sms: {
    to: '+62 800 0000 0000',
    text: 'Servis hemat di akhir bulan.\nSTOP: http://x/optout',
    encoding: 'GSM-7',
    characters: 51,
    units: 51,
    unitsPerSegment: 160,
    segments: 1,
  },
  push: { title: CAMPAIGN.title, body: CAMPAIGN.content, image: null },
};

const fetchMock = vi.fn<typeof fetch>();
let previewAnswer: () => Response;
let testAnswer: () => Response;
const tests = () => fetchMock.mock.calls.filter(([url]) => url === CAMPAIGN_API.testSend);
const previews = () => fetchMock.mock.calls.filter(([url]) => url === CAMPAIGN_API.preview);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'ho_campaign', roles: ['ho_campaign'] }));
  previewAnswer = () => jsonResponse(PREVIEW);
  testAnswer = () =>
    jsonResponse({ ...OK, channel: 'email', to: 'me@example.com', status: 'sent' });
  fetchMock.mockImplementation(async (input) => {
    const routes: Record<string, () => Response> = {
      ...campaignFormRoutes(CAMPAIGN),
      [CAMPAIGN_API.figures]: () => jsonResponse({}, 404),
      [CAMPAIGN_API.customers]: () => jsonResponse({ ...OK, customers: [], total: 0 }),
      [CAMPAIGN_API.preview]: () => previewAnswer(),
      [CAMPAIGN_API.testSend]: () => testAnswer(),
    };
    return (routes[String(input)] ?? (() => jsonResponse({}, 404)))();
  });
});

afterEach(async () => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await loadTranslations('en');
});

const render = (path: string) =>
  renderRoutes([{ path: '/campaign/:mode/:id', element: <CampaignFormPage /> }], path);

describe('the campaign message preview', () => {
  it('shows each channel of a campaign being viewed, the e-mail sandboxed and its source', async () => {
    render('/campaign/view/7');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(CAMPAIGN.title));
    fireEvent.click(screen.getByRole('button', { name: 'Preview messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'What the customer receives' });
    await within(dialog).findByRole('tab', { name: 'SMS' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', PREVIEW.email.html);
    expect(JSON.parse(String(previews()[0]![1]!.body))).toEqual({
      title: CAMPAIGN.title,
      content: CAMPAIGN.content,
    });
    fireEvent.click(within(dialog).getByText('Source (MIME)'));
    expect(within(dialog).getByText(/multipart\/alternative/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'SMS' }));
    expect(await within(dialog).findByTestId('sms-count')).toHaveTextContent(
      '51 characters (51 in GSM-7) · 1 SMS, up to 160 each',
    );
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Push' }));
    expect(await within(dialog).findByText(CAMPAIGN.content)).toBeInTheDocument();
  });

  it('asks for the title at its field before previewing a message without one', async () => {
    render('/campaign/create/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Preview messages' }));
    const title = screen.getByLabelText('Title').closest('.ant-form-item') as HTMLElement;
    expect(await within(title).findByText('Required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(previews()).toHaveLength(0);
  });

  it('says in the user’s language when the image has gone meanwhile', async () => {
    await loadTranslations('es');
    previewAnswer = () =>
      jsonResponse(
        {
          acknowledge: 0,
          code: 'VALIDATION',
          message: 'imageFileId: Upload the image first',
          errors: [{ field: 'imageFileId', message: 'Upload the image first' }],
        },
        400,
        'Bad Request',
      );
    render('/campaign/view/7');
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue(CAMPAIGN.title));
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa de los mensajes' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('La imagen ya no está guardada: súbala de nuevo'),
    ).toBeInTheDocument();
    expect(screen.queryByText('imageFileId: Upload the image first')).not.toBeInTheDocument();
  });

  it('sends a test of the saved campaign to the typed address, and says a refusal there', async () => {
    render('/campaign/view/7');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(CAMPAIGN.title));
    fireEvent.click(screen.getByRole('button', { name: 'Preview messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'What the customer receives' });
    const address = await within(dialog).findByLabelText('Send a test to this e-mail address');
    fireEvent.change(address, { target: { value: 'me@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test sent to me@example.com')).toBeInTheDocument();
    expect(JSON.parse(String(tests()[0]![1]!.body))).toEqual({
      title: CAMPAIGN.title,
      content: CAMPAIGN.content,
      channel: 'email',
      to: 'me@example.com',
      blastMessageId: 7,
    });
    testAnswer = () =>
      jsonResponse(
        {
          acknowledge: 0,
          code: 'VALIDATION',
          message: 'to: The provider refused the test: 550 Mailbox unavailable',
          errors: [
            { field: 'to', message: 'The provider refused the test: 550 Mailbox unavailable' },
          ],
        },
        400,
        'Bad Request',
      );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    const item = address.closest('.ant-form-item') as HTMLElement;
    expect(
      await within(item).findByText('The provider refused the test: 550 Mailbox unavailable'),
    ).toBeInTheDocument();
  });
});

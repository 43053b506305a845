import { CAMPAIGN_API, CAMPAIGN_MESSAGES } from '@dealer/contracts/campaign';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { loadTranslations } from '../../shared/i18n/i18n';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { campaignFormRoutes, campaignRow } from '../../test/campaignFixtures';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as CampaignFormPage } from './pages/CampaignFormPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const CAMPAIGN = campaignRow({ promoCode: 'SERVIS20' });

const fetchMock = vi.fn<typeof fetch>();
/** What the server answers to Add: a 409 naming the promo code, as commands.ts refuses it. */
const PROMO_TAKEN = {
  acknowledge: 0,
  code: 'CONFLICT',
  message: CAMPAIGN_MESSAGES.promoCodeTaken,
  errors: [{ field: 'BlastMessage.promoCode', message: CAMPAIGN_MESSAGES.promoCodeTaken }],
};
const commands = () => fetchMock.mock.calls.filter(([url]) => url === CAMPAIGN_API.command);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'ho_campaign', roles: ['ho_campaign'] }));
  fetchMock.mockImplementation(async (input) => {
    const routes: Record<string, () => Response> = {
      ...campaignFormRoutes(CAMPAIGN),
      [CAMPAIGN_API.command]: () => jsonResponse(PROMO_TAKEN, 409, 'Conflict'),
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

describe('campaign form: the promo code', () => {
  it('starts empty on a copy, which is a new campaign', async () => {
    render('/campaign/copy/7');
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Promo Servis Akhir Bulan'));
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it("says under the field, in the user's language, that a live campaign already has it", async () => {
    await loadTranslations('fr');
    render('/campaign/copy/7');
    const promo = await screen.findByLabelText('Code promo');
    await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue(CAMPAIGN.title));
    fireEvent.change(promo, { target: { value: 'servis20' } });
    fireEvent.click(screen.getByRole('button', { name: /enregistrer/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Oui' }));
    const item = promo.closest('.ant-form-item') as HTMLElement;
    expect(
      await within(item).findByText(
        'Ce code promo est déjà utilisé par une campagne en cours : effacez-le ou choisissez-en un autre',
      ),
    ).toBeInTheDocument();
    expect(commands()).toHaveLength(1);
    // Said at the field, not in English, and not again in a toast above the page.
    expect(screen.queryByText(CAMPAIGN_MESSAGES.promoCodeTaken)).not.toBeInTheDocument();
  });
});

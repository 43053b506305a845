import { CONTENT_API } from '@dealer/contracts/content';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { loadTranslations } from '../../shared/i18n/i18n';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as NewsFormPage } from './pages/NewsFormPage';
import { Component as PromoFormPage } from './pages/PromoFormPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
/** The server's 400 for a description over its bound, as fieldIssueOf words it. */
const TOO_LONG = {
  acknowledge: 0,
  code: 'VALIDATION',
  message: 'promotionDescription: promotionDescription has at most 50000 characters',
  errors: [
    {
      field: 'promotionDescription',
      message: 'promotionDescription has at most 50000 characters',
      issue: { kind: 'maxLength', limit: 50000 },
    },
  ],
};

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'pickontenho', roles: ['pickontenho'] }));
  await loadTranslations('fr');
  fetchMock.mockImplementation(async (input) =>
    String(input) === CONTENT_API.promoCreate
      ? jsonResponse(TOO_LONG, 400, 'Bad Request')
      : jsonResponse({ acknowledge: 1, message: 'OK', branch: [], totalData: 0 }),
  );
});

afterEach(async () => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await loadTranslations('en');
});

const fieldOf = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;

describe('content forms: refusals at the field', () => {
  it("says a video address that is not one under the field, in the user's language, before asking", async () => {
    renderRoutes(
      [{ path: '/listofnewstips/add', element: <NewsFormPage /> }],
      '/listofnewstips/add',
    );
    fireEvent.change(await screen.findByLabelText('Nom'), { target: { value: 'Astuces' } });
    const video = screen.getByLabelText('URL de la vidéo');
    fireEvent.change(video, { target: { value: 'youtube watch 12' } });
    fireEvent.click(screen.getByRole('button', { name: /enregistrer/i }));
    expect(
      await within(fieldOf(video)).findByText(
        'Saisissez une adresse web, p. ex. https://example.com',
      ),
    ).toBeInTheDocument();
    // Refused before 'Are you sure?': no dialog, nothing sent.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(CONTENT_API.newsCreate)).toHaveLength(0);
  });

  it("puts the server's refusal of the description under it, in the user's language, not in a toast", async () => {
    renderRoutes([{ path: '/listofpromo/add', element: <PromoFormPage /> }], '/listofpromo/add');
    fireEvent.change(await screen.findByLabelText('Nom'), { target: { value: 'Promo fin' } });
    fireEvent.click(screen.getByRole('button', { name: /enregistrer/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(calls(CONTENT_API.promoCreate)).toHaveLength(1));
    expect(await screen.findByText(/50\s000 caractères/)).toBeInTheDocument();
    expect(screen.queryByText(/promotionDescription/)).not.toBeInTheDocument();
  });
});

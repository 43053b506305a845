import { QUEST_API, type QuestDetail } from '@dealer/contracts/quest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { loadTranslations } from '../../shared/i18n/i18n';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as QuestFormPage } from './pages/QuestFormPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const ok = (data: unknown) => ({
  responseCode: '200',
  responseText: 'Success',
  errorMsg: null,
  data,
});

/** A Draft quest: one task whose rule counts vehicles sold above an amount (a number detail). */
const QUEST: QuestDetail = {
  companyCode: '0002',
  questId: 7,
  questCode: 'QST000007',
  questName: 'Big sales',
  questType: 1,
  keyword: 'BIG',
  isPodium: false,
  isHidden: false,
  questDescription: '',
  termsConditions: '',
  rewardPoint: 100,
  experiencePoint: 10,
  maxPlayer: 99999,
  maxNumberOfParticipation: 1,
  attachments: [],
  fileId: 'a'.repeat(64),
  imageUrl: '/files/card.png',
  recurrenceType: 0,
  recEnd: 1,
  recurrences: [
    {
      recurrenceNo: 1,
      validFrom: '2026-12-10T00:00:00',
      validTo: '2026-12-16T23:59:00',
      validToJoin: '2026-12-12T23:59:00',
      recurrenceStatus: 0,
    },
  ],
  locationSetting: {
    areaSetting: [],
    citySetting: [],
    branchSetting: [{ code: 'X9', description: 'Closed branch' }],
    playerLevelSetting: [],
    playerSetting: [],
    playerTierSetting: [],
    playerTierPeriodSetting: [],
    salesmanTierSetting: [],
  },
  tasks: [
    {
      taskId: 1,
      taskName: 'Sell big',
      targetTask: 1,
      taskType: 2,
      taskDescription: '',
      rules: [
        {
          metadataTypeId: 5,
          rulename: 'Above 500 million',
          operation: [{ metadataTypeDetailId: 10, operators: 3, value: '500000000' }],
        },
      ],
    },
  ],
  questReferenceCode: null,
  eventRerunQuest: [],
  status: 0,
  cancellationReason: '',
  version: 3,
  createdTime: '2026-12-01T08:00:00',
  createdBy: 'hendra',
  publishedTime: null,
};

/** The server's 400 for refusals only it can find (and one in the rule's own words). */
const REFUSED = {
  acknowledge: 0,
  code: 'VALIDATION',
  message: 'tasks.0.rules.0.operation.0.value: value must be a whole number (at most 15 digits)',
  errors: [
    {
      field: 'tasks.0.rules.0.operation.0.value',
      message: 'value must be a whole number (at most 15 digits)',
      issue: { kind: 'custom' },
    },
    { field: 'locationSetting.branchSetting.0.code', message: 'unknown branch X9' },
    { field: 'fileId', message: 'the quest card image was not uploaded' },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'astraquestadmin', roles: ['astraquestadmin'] }));
  await loadTranslations('fr');
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === QUEST_API.detail) return jsonResponse(ok(QUEST));
    if (url === QUEST_API.edit) return jsonResponse(REFUSED, 400, 'Bad Request');
    if (url === QUEST_API.list) return jsonResponse({ ...ok([]), total: 0 });
    return jsonResponse(ok([]));
  });
});

afterEach(async () => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await loadTranslations('en');
});

const fieldOf = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;
const openEdit = () =>
  renderRoutes(
    [{ path: '/astraquest/edit/:id', element: <QuestFormPage /> }],
    '/astraquest/edit/7',
  );

describe('the quest form: refusals at their fields', () => {
  it("says a rule value that is not a whole number under that rule's value, in the user's language, before asking", async () => {
    openEdit();
    const value = await screen.findByLabelText('Valeur 1.1.1');
    fireEvent.change(value, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(fieldOf(value)).findByText('Saisissez un nombre entier (15 chiffres au plus)'),
    ).toBeInTheDocument();
    // Scrolled to and focused; refused before 'Are you sure?': no dialog, nothing sent.
    expect(value).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(QUEST_API.edit)).toHaveLength(0);
  });

  it("puts the server's refusals under the rule value and the branch, and the card's above the form in words", async () => {
    openEdit();
    const value = await screen.findByLabelText('Valeur 1.1.1');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(calls(QUEST_API.edit)).toHaveLength(1));
    expect(
      await within(fieldOf(value)).findByText('Saisissez un nombre entier (15 chiffres au plus)'),
    ).toBeInTheDocument();
    const branch = screen.getByText('Agence', { selector: 'label' });
    expect(within(fieldOf(branch)).getByText('X9 est inconnu')).toBeInTheDocument();
    expect(
      screen.getByText('Carte de la quête: L’image n’a pas été envoyée ; envoyez-la de nouveau'),
    ).toBeInTheDocument();
    // No API path anywhere on the page (nor in a toast).
    expect(document.body.textContent).not.toMatch(/tasks\.0|locationSetting|fileId/);
    expect(value).toHaveFocus();
  });

  it("brings the first 'Required' of an empty form into view on Save", async () => {
    renderRoutes(
      [{ path: '/astraquest/create', element: <QuestFormPage /> }],
      '/astraquest/create',
    );
    const name = await screen.findByLabelText('Nom de la quête');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await within(fieldOf(name)).findByText('Obligatoire')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
  });
});

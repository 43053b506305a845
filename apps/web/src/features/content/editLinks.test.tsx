import { CONTENT_API, type Promotion } from '@dealer/contracts/content';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { loadTranslations } from '../../shared/i18n/i18n';
import type { LanguageCode } from '../../shared/i18n/languages';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as PromoListPage } from './pages/PromoListPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const PROMO: Promotion = {
  uid: 'PRM-0001',
  name: 'Year-end deal',
  promotionDescription: '<p>Cheap cars</p>',
  shortDescription: 'Cheap cars',
  validFrom: '01-12-2026',
  validTo: '31-12-2026',
  branchCode: 'T011',
  branchName: 'Auto2000 Sunter',
  activeStatus: true,
  image: null,
  imageUrl: null,
  thumbnailUrl: null,
  approval: 'approved',
  rejectReason: '',
  state: 'running',
  version: 1,
  creationTime: '2026-11-01T00:00:00.000Z',
  modifiedTime: null,
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'pickontenho', roles: ['pickontenho'] }));
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith(CONTENT_API.promoHo)
      ? jsonResponse({ acknowledge: 1, message: 'OK', promotions: [PROMO], totalData: 1 })
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

/** Edit in each language of the console (the features' own word for it). */
const EDIT: [LanguageCode, string][] = [
  ['en', 'Edit'],
  ['ar', 'تعديل'],
  ['es', 'Editar'],
  ['fr', 'Modifier'],
  ['it', 'Modifica'],
  ['zh', '编辑'],
];

describe("the promo list's icon-only Edit", () => {
  it.each(EDIT)(
    'is one link named after its promotion in %s, and no control of the row is nameless',
    async (language, edit) => {
      await loadTranslations(language);
      renderRoutes([{ path: '/listofpromo', element: <PromoListPage /> }], '/listofpromo');
      const link = await screen.findByRole('link', { name: `${edit} Year-end deal` });
      expect(link).toHaveAttribute('href', '/listofpromo/edit/PRM-0001');
      // The link wrapped a button with no name of its own; a screen reader said 'button'.
      const row = link.closest('tr')!;
      const nameless = [...row.querySelectorAll('button, a')].filter(
        (control) => !control.getAttribute('aria-label') && !control.textContent?.trim(),
      );
      expect(nameless).toEqual([]);
    },
  );
});

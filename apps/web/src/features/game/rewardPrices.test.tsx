import { GAME_API } from '@dealer/contracts/game';
import { GAME_POINTS_API } from '@dealer/contracts/game-points';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as AppConfigPage } from './pages/AppConfigPage';
import { Component as ProductFormPage } from './pages/ProductFormPage';

/** Issue 35, item 2: a reward's cost in points is seen before a change to it is saved. */
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const OK = { responseCode: '200', responseText: 'OK', errorMsg: '' };
const CONFIG = {
  maxRedeemPeriode: 12,
  cutOffAutoRedeem: 25,
  endYearCutOff: '12.15',
  pointConversionRateIDR: 1000,
  version: 3,
  updatedTime: null,
  updatedBy: null,
};
const COMPONENTS = [
  { id: 1, code: 'PRICE', name: 'Base price', calcType: 'Currency' },
  { id: 2, code: 'PPN', name: 'VAT', calcType: 'Percentage' },
].map((c) => ({
  priceComponentId: c.id,
  priceComponentCode: c.code,
  priceComponentName: c.name,
  priceComponentDescription: '',
  priceComponentCalcType: c.calcType,
  productCount: 1,
  version: 1,
}));
// Demo RW-ACC-001: 450,000 IDR + 11 % = 499,500 IDR at 1,000 IDR a point: 500 points.
const PRODUCT = {
  productId: 7,
  productCode: 'RW-ACC-001',
  productName: 'Premium car cover',
  productDescription: '',
  productTypeCode: 'ACCESSORY',
  productTypeName: 'Accessory',
  productStatus: 0,
  fileId: null,
  imageUrl: null,
  points: 500,
  version: 2,
  productTermAndCondition: '',
  productPriceComponents: [
    { id: 1, value: 450000 },
    { id: 2, value: 11 },
  ].map((c, i) => ({
    productPriceComponentId: 70 + i,
    priceComponentId: c.id,
    priceComponentCode: COMPONENTS[c.id - 1]!.priceComponentCode,
    priceComponentName: COMPONENTS[c.id - 1]!.priceComponentName,
    priceComponentCalcType: COMPONENTS[c.id - 1]!.priceComponentCalcType,
    componentValue: c.value,
  })),
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => init?.body);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(
    makeSession({ role: 'astraquestgamemaster', roles: ['astraquestgamemaster'] }),
  );
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === GAME_API.appConfig) return jsonResponse({ ...OK, data: CONFIG });
    if (url === GAME_API.priceList) return jsonResponse({ ...OK, data: COMPONENTS });
    if (url === GAME_API.productTypes) {
      return jsonResponse({
        ...OK,
        data: [{ productTypeCode: 'ACCESSORY', productTypeName: 'Accessory' }],
      });
    }
    if (url === GAME_API.productDetail) return jsonResponse({ ...OK, data: PRODUCT });
    if (url === GAME_POINTS_API.ratePreview) {
      const { pointConversionRateIDR: rate } = JSON.parse(String(init?.body)) as {
        pointConversionRateIDR: number;
      };
      const after = Math.ceil(499_500 / rate);
      return jsonResponse({
        ...OK,
        data: [
          {
            productId: 7,
            productCode: 'RW-ACC-001',
            productName: 'Premium car cover',
            pointsNow: 500,
            pointsAfter: after,
          },
        ],
      });
    }
    return jsonResponse({}, 404);
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function typeInto(label: RegExp | string, value: string) {
  const input = await screen.findByLabelText(label, {}, { timeout: 20_000 });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

describe('a change to the conversion rate', () => {
  it('shows what each reward will cost at the typed rate, old → new, and asks with it before saving', async () => {
    renderRoutes([{ path: '/appconfig', element: <AppConfigPage /> }], '/appconfig');
    await typeInto(/conversion rate/i, '1');
    const effect = await screen.findByTestId('reward-price-changes');
    expect(within(effect).getByText('RW-ACC-001 · Premium car cover')).toBeInTheDocument();
    expect(within(effect).getByText('500 → 499,500')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(GAME_POINTS_API.ratePreview).at(-1)))).toEqual({
      pointConversionRateIDR: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to save this configuration?')).toBeInTheDocument();
    expect(within(dialog).getByText('500 → 499,500')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(GAME_API.appConfigSave)).toHaveLength(0);
  });
});

describe('the product form', () => {
  const openEdit = () =>
    renderRoutes(
      [{ path: '/productcomponent/edit/:id', element: <ProductFormPage /> }],
      '/productcomponent/edit/7',
    );

  it('shows its points price while the price is edited, and old → new when saving', async () => {
    openEdit();
    await waitFor(() => expect(screen.getByTestId('points-price')).toHaveTextContent(/^500$/));
    await typeInto('Value 1', '540000');
    // 540,000 + 11 % = 599,400 IDR: 600 points.
    await waitFor(() => expect(screen.getByTestId('points-price')).toHaveTextContent('500 → 600'));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Its points price changes from 500 to 600.'),
    ).toBeInTheDocument();
  });

  it('refuses the same price component twice at the later row, naming the row it repeats', async () => {
    openEdit();
    await waitFor(() => expect(screen.getByTestId('points-price')).toHaveTextContent(/^500$/));
    fireEvent.click(screen.getByRole('button', { name: /add price component/i }));
    const third = await screen.findByRole('combobox', { name: 'Price component 3' });
    fireEvent.mouseDown(third);
    const options = await screen.findAllByTitle('PRICE · Base price (Currency)');
    fireEvent.click(options.at(-1)!);
    await typeInto('Value 3', '5000');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Already chosen in row 1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(GAME_API.productSave)).toHaveLength(0);
  });
});

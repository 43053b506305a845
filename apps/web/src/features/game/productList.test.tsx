import { GAME_API, type ProductSummary } from '@dealer/contracts/game';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import {
  signedInWithFetch,
  bodiesTo as bodiesOf,
  headerCell,
  columnTexts,
} from '../../test/listPageKit';
import { renderRoutes } from '../../test/masterHarness';
import { Component as ProductListPage } from './pages/ProductListPage';

// antd's table is heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const OK = { responseCode: '200', responseText: 'Success', errorMsg: '' };
const TYPES = [
  { productTypeCode: 'VOUCHER', productTypeName: 'Voucher' },
  { productTypeCode: 'MERCHANDISE', productTypeName: 'Merchandise' },
];
const product = (id: number, code: string, name: string, points: number): ProductSummary => ({
  productId: id,
  productCode: code,
  productName: name,
  productDescription: '',
  productTypeCode: 'VOUCHER',
  productTypeName: 'Voucher',
  productStatus: 0,
  fileId: null,
  imageUrl: null,
  points,
  version: 1,
});

let products: ProductSummary[] = [];
const fetchMock = vi.fn<typeof fetch>();
const bodiesTo = (path: string) => bodiesOf(fetchMock, path);
/** The product codes of the table's rows, top to bottom (the code is the cell after the banner). */
const shownCodes = (container: HTMLElement) => columnTexts(container, 1);
const open = (address: string) =>
  renderRoutes([{ path: '/productcomponent', element: <ProductListPage /> }], address);

signedInWithFetch('astraquestgamemaster', fetchMock);
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === GAME_API.productTypes) return jsonResponse({ ...OK, data: TYPES });
    if (url === GAME_API.productList) {
      return jsonResponse({ ...OK, data: products, total: products.length });
    }
    return jsonResponse({}, 404);
  });
});

describe('the product list and its address', () => {
  it('opened at an address with filters, asks the list for them, shows them and exports them', async () => {
    products = [product(1, 'RW-VCH-001', 'Fuel voucher', 200)];
    open('/productcomponent?productType=VOUCHER&keyword=fuel');
    await waitFor(() =>
      expect(bodiesTo(GAME_API.productList).at(-1)).toMatchObject({
        productType: 'VOUCHER',
        keyword: 'fuel',
      }),
    );
    expect(screen.getByLabelText('Search code or name')).toHaveValue('fuel');
    const type = screen.getByRole('combobox', { name: 'Product type' }).closest('.ant-select');
    await waitFor(() => expect(type).toHaveTextContent('Voucher'));
    await screen.findByText('RW-VCH-001');

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(bodiesTo(GAME_API.productExport)).toEqual([
        { productType: 'VOUCHER', keyword: 'fuel' },
      ]),
    );
  });

  it('sorts by a clicked column header, writing sort and order to the address', async () => {
    products = [
      product(1, 'RW-A', 'Zebra umbrella', 300),
      product(2, 'RW-B', 'Apple mug', 100),
      product(3, 'RW-C', 'Mango cap', 200),
    ];
    const { router, container } = open('/productcomponent');
    await screen.findByText('RW-A');
    expect(shownCodes(container)).toEqual(['RW-A', 'RW-B', 'RW-C']);

    fireEvent.click(headerCell(container, 'Product name'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=productName&order=ascend'),
    );
    await waitFor(() => expect(shownCodes(container)).toEqual(['RW-B', 'RW-C', 'RW-A']));

    fireEvent.click(headerCell(container, 'Points'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=points&order=ascend'));
    fireEvent.click(headerCell(container, 'Points'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=points&order=descend'));
    await waitFor(() => expect(shownCodes(container)).toEqual(['RW-A', 'RW-C', 'RW-B']));
  });

  it('pages 20 rows at a time and goes back to page 1 on a new search', async () => {
    products = Array.from({ length: 25 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return product(i + 1, `RW-P${n}`, `Prize ${n}`, 100);
    });
    const { router, container } = open('/productcomponent?page=2');
    await screen.findByText('RW-P21');
    expect(shownCodes(container)).toEqual(['RW-P21', 'RW-P22', 'RW-P23', 'RW-P24', 'RW-P25']);

    const box = screen.getByLabelText('Search code or name');
    await userEvent.type(box, 'P0{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=P0'));
    await waitFor(() =>
      expect(bodiesTo(GAME_API.productList).at(-1)).toMatchObject({ keyword: 'P0' }),
    );
    expect(box).toHaveValue('P0');
  });
});

import { MASTER_API } from '@dealer/contracts/master';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as StockFormPage } from './pages/StockFormPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const API = MASTER_API.branchStock;
const UNIT = {
  id: 7,
  version: 1,
  clusterId: 1,
  clusterCode: 'CL-JKT-01',
  clusterDescription: 'Jakarta',
  branchId: 3,
  branchCode: 'T010',
  branchDescription: 'Kelapa Gading',
  modelMaterialId: 1,
  modelMaterialCode: 'AVANZA',
  modelMaterialDesc: 'Avanza',
  modelMaterialColorId: 1,
  colorCode: '040',
  colorDesc: 'White',
  materialId: 11,
  materialNumber: 'W101RE-GMDFJ',
  materialDesc: 'Avanza 1.3 E M/T',
  transmissionType: 'Manual',
  equipmentNo: 'EQ-7',
  policeRegNo: 'B 7 TDA',
  stnkdate: '2030-06-30',
  isGpsdongle: true,
  isEnabled: true,
  isBlock: false,
  bookingStatus: 1,
  blockageDetails: [],
  createdTime: '2026-01-01T00:00:00Z',
  updatedTime: null,
};
const MATERIALS = [
  { id: 11, modelMaterialId: 1, materialNumber: 'W101RE-GMDFJ', materialDesc: 'Avanza 1.3 E M/T' },
  { id: 12, modelMaterialId: 1, materialNumber: 'W101RE-GQDFJ', materialDesc: 'Avanza 1.3 E CVT' },
];

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'ho_testdrive', roles: ['ho_testdrive'] }));
  fetchMock.mockImplementation(async (input) => {
    const ok = { acknowledge: 1, message: 'OK' };
    const routes: Record<string, () => Response> = {
      [API.getById]: () => jsonResponse({ ...ok, testDriveUnit: UNIT }),
      [API.modelMaterials]: () =>
        jsonResponse({
          ...ok,
          modelMaterials: [{ id: 1, modelMaterialCode: 'AVANZA', modelMaterialDesc: 'Avanza' }],
        }),
      [API.materials]: () => jsonResponse({ ...ok, materials: MATERIALS }),
      [API.colors]: () => jsonResponse({ ...ok, modelMaterialColors: [] }),
      [MASTER_API.branch.query]: () => jsonResponse([{ ...ok, listBranch: [], total: 0 }]),
    };
    return (routes[String(input)] ?? (() => jsonResponse({}, 404)))();
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('stock form transmission', () => {
  it('does not offer Automatic for a type the catalogue states is M/T', async () => {
    renderRoutes(
      [{ path: '/branchstock/:mode/:id', element: <StockFormPage /> }],
      '/branchstock/edit/7',
    );
    await screen.findByText('Avanza 1.3 E M/T', { exact: false });
    const select = await screen.findByRole('combobox', { name: 'Transmission', hidden: true });
    fireEvent.mouseDown(select);
    await waitFor(() =>
      expect(
        document.querySelector('.ant-select-item-option-disabled[title="Automatic"]'),
      ).not.toBeNull(),
    );
    expect(
      document.querySelector(
        '.ant-select-item-option[title="Manual"]:not(.ant-select-item-option-disabled)',
      ),
    ).not.toBeNull();
  });
});

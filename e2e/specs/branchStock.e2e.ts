import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { snapshot } from '../support/browser';
import { signedInSession } from '../support/session';
import {
  bulk,
  confirm,
  field,
  openList,
  pick,
  row,
  rowCount,
  save,
  search,
  sheet,
  upload,
} from '../support/master';

const baseURL = inject('baseURL');
const PLATE = 'B 7701 ETE';

let page: Page;
signedInSession('ho_testdrive', 'Hi, Agus Wijaya', (ready) => {
  page = ready;
});

async function findPlate(plate: string) {
  await field(page, 'Police / Equipment No').fill(plate);
  await search(page);
  await row(page, plate).waitFor();
}

describe('the branch stock screen', () => {
  it('adds a unit through the model → type → colour cascade and finds it by plate', async () => {
    await openList(page, baseURL, 'branchstock', 'Branch Stock');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Add Branch Stock' }).waitFor();
    await pick(page, page, 'Branch', 'T010');
    await pick(page, page, 'Model', 'AVANZA', 'AVANZA · Avanza');
    await pick(page, page, 'Type', 'W101RE-GMDFJ');
    await pick(page, page, 'Colour', '040', '040 · Super White II');
    await pick(page, page, 'Transmission', 'Manual');
    await field(page, 'Equipment No').fill('10077001');
    await field(page, 'Police Reg No').fill(PLATE);
    await field(page, 'STNK Date').fill('31-12-2030');
    await snapshot(page, 'branchstock-form');
    // Enter takes the typed date and submits the form, as it does for a keyboard user.
    await page.keyboard.press('Enter');
    await confirm(page);
    await page.getByRole('heading', { name: 'Branch Stock', exact: true }).waitFor();

    await findPlate(PLATE);
    await expect
      .poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 10_000 })
      .toBe(1);
    await snapshot(page, 'branchstock-list');
  });

  it('edits the unit’s colour', async () => {
    await page.getByRole('link', { name: `Edit ${PLATE}` }).click();
    const equipment = field(page, 'Equipment No');
    await expect.poll(() => equipment.inputValue()).toBe('10077001');
    await expect.poll(() => field(page, 'STNK Date').inputValue()).toBe('31-12-2030');
    await pick(page, page, 'Colour', '1D6', '1D6 · Silver Metallic');
    await save(page);
    await findPlate(PLATE);
    await row(page, PLATE).filter({ hasText: 'Silver Metallic' }).waitFor();
  });

  it('sets it InActive with the bulk action', async () => {
    await bulk(page, [PLATE], 'InActive');
    await row(page, PLATE).filter({ hasText: 'InActive' }).waitFor();
  });

  it('deletes it after both confirmations', async () => {
    await bulk(page, [PLATE], 'Delete');
    await row(page, PLATE).waitFor({ state: 'detached' });
  });

  it('refuses an upload with an unknown model, then takes the fixed file', async () => {
    const header = [
      'BranchCode',
      'ModelMaterialCode',
      'MaterialNumber',
      'ColorCode',
      'PoliceRegNo',
      'STNKDate',
      'EquipmentNo',
      'IsGPSDongle',
      'Transmission',
      'IsEnabled',
    ];
    const unit = (plate: string, model: string, equipment: string) => [
      'T011',
      model,
      'W101RE-GMDFJ',
      '1D6',
      plate,
      '2031-06-30',
      equipment,
      1,
      'Manual',
      1,
    ];
    await openList(page, baseURL, 'branchstock', 'Branch Stock');
    const bad = await sheet('branchstock-bad.xlsx', header, [
      unit('B 7702 ETE', 'AVANZA', '10077002'),
      unit('B 7703 ETE', 'KIJANG-X', '10077003'),
    ]);
    const modal = await upload(page, bad);
    await modal.getByText('Unknown ModelMaterialCode KIJANG-X').waitFor();
    await snapshot(page, 'branchstock-upload-errors');
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await field(page, 'Police / Equipment No').fill('ETE');
    await search(page);
    await page.getByText('No data matches this search').waitFor();
    expect(await rowCount(page, 'B 7702 ETE')).toBe(0);

    const good = await sheet('branchstock-good.xlsx', header, [
      unit('B 7702 ETE', 'AVANZA', '10077002'),
      unit('B 7703 ETE', 'AVANZA', '10077003'),
    ]);
    const modalAfter = await upload(page, good);
    await modalAfter.waitFor({ state: 'detached' }).catch(() => page.keyboard.press('Escape'));
    await row(page, 'B 7702 ETE').waitFor();
    await row(page, 'B 7703 ETE').waitFor();
  });
});

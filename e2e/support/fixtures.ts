import type { Page } from 'playwright-core';
import { openList, sheet, upload } from './master';

/** The mandatory columns of the branch template (spec 1 section 5), in template order. */
export const BRANCH_HEADER = [
  'RegionName',
  'BranchCode',
  'BranchTypeCode',
  'BranchDescription',
  'BranchPICName',
  'Address',
  'PostalCode',
  'Latitude',
  'Longitude',
  'Phone1',
  'BranchEmailTo',
  'BranchEmailCc',
  'MondayToFriday',
  'Saturday',
  'Sunday',
  'WebSiteLink',
  'Status',
];

/** One valid branch row for `code`; pass another phone ('' to leave a mandatory cell empty). */
export function branchRow(code: string, phone = '021-4201000'): (string | number)[] {
  return [
    'Jakarta',
    code,
    'V',
    `Auto2000 E2E ${code}`,
    'Eko Saputra;Dewi Lestari',
    'Jl. Gunung Sahari No. 88, Jakarta Pusat',
    '10610',
    '-6.15',
    '106.84',
    phone,
    `${code.toLowerCase()}@auto2000.co.id`,
    `cc.${code.toLowerCase()}@auto2000.co.id`,
    '08.00 - 17.00',
    '08.00 - 14.00',
    'Tutup',
    'https://auto2000.co.id',
    1,
  ];
}

/**
 * Creates fresh branches through the branch screen's upload, for specs that need branches no
 * demo mapping or unit uses yet (each spec file gets its own codes, so file order is free).
 */
export async function uploadBranches(page: Page, baseURL: string, codes: string[]) {
  await openList(page, baseURL, 'branch', 'Branch');
  const path = await sheet(
    `branches-${codes.join('-')}.xlsx`,
    BRANCH_HEADER,
    codes.map((code) => branchRow(code)),
  );
  const modal = await upload(page, path);
  await modal.waitFor({ state: 'detached' }).catch(() => page.keyboard.press('Escape'));
  for (const code of codes) {
    await page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: code })
      .first()
      .waitFor();
  }
}

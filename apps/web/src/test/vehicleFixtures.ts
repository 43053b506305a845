import type { BlockageDetail, TestDriveUnit } from '@dealer/contracts/branch-stock';
import type { MasterBranch } from '@dealer/contracts/branch';
import type { Reason } from '@dealer/contracts/reason';

/** Rows in the contracts' shapes for the vehicle popups' and screen's component tests. */

export function reasonRow(id: number, reasonDescription: string): Reason {
  return {
    id,
    reasonCategoryId: 11,
    reasonCategoryCode: 'BLOCK',
    reasonCategoryDescription: 'Block Vehicle',
    reasonDescription,
    isEnabled: true,
    isActive: true,
    version: 1,
    createdTime: '2026-01-05T01:00:00.000Z',
    updatedTime: null,
  };
}

export const BLOCK_REASONS = [reasonRow(31, 'Unit in service'), reasonRow(32, 'Unit damaged')];

export function branchRow(id: number, branchCode: string, branchDescription: string): MasterBranch {
  return {
    id,
    companyCode: '0002',
    regionId: 1,
    regionCode: 'JKT',
    regionName: 'Jakarta',
    branchCode,
    branchDescription,
    address: 'Jl. Yos Sudarso 1',
    postalCode: '14350',
    branchTypeId: 1,
    branchTypeCode: 'VSP',
    isActive: true,
    isEnabled: true,
    phone1: '021-1234567',
    phone2: null,
    fax: null,
    branchPICName: 'Eko;Dewi',
    branchEmailTo: 'a@example.test',
    branchEmailCc: 'b@example.test',
    webSiteLink: 'https://example.test',
    twitterLink: null,
    facebookLink: null,
    mondayToFriday: '08.00 - 17.00',
    saturday: '08.00 - 14.00',
    sunday: 'Tutup',
    latitude: -6.1,
    longitude: 106.8,
    bookingType: null,
    isMainDealer: false,
    districtId: null,
    districtName: null,
    dealerGroupID: null,
    version: 1,
    createdTime: '2026-01-05T01:00:00.000Z',
    updatedTime: null,
  };
}

export function blockage(id: number, start: string, end: string, notes: string | null = null) {
  return {
    id,
    blockStartDate: start,
    blockEndDate: end,
    reasonListMappingId: 31,
    reasonDescription: 'Unit in service',
    blockNotes: notes,
  } satisfies BlockageDetail;
}

export function unitRow(
  id: number,
  policeRegNo: string,
  overrides: Partial<TestDriveUnit> = {},
): TestDriveUnit {
  return {
    id,
    clusterId: 1,
    clusterCode: 'CL-JKT-01',
    clusterDescription: 'Jakarta Utara & Timur',
    branchId: 10,
    branchCode: 'T010',
    branchDescription: 'Kelapa Gading',
    modelMaterialId: 1,
    modelMaterialCode: 'AVANZA',
    modelMaterialDesc: 'Avanza',
    modelMaterialColorId: 1,
    colorCode: '040',
    colorDesc: 'Super White II',
    materialId: 1,
    materialNumber: 'W101RE-GMDFJ',
    materialDesc: 'Avanza 1.3 E M/T',
    transmissionType: 'Manual',
    equipmentNo: `EQ-${id}`,
    policeRegNo,
    stnkdate: '2030-06-30',
    isGpsdongle: true,
    isEnabled: true,
    isBlock: false,
    bookingStatus: 3,
    blockageDetails: [],
    version: 1,
    createdTime: '2026-01-05T01:00:00.000Z',
    updatedTime: null,
    ...overrides,
  };
}

import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  COMPANY_CODE,
  HIDDEN_BRANCH_TYPE,
  type BranchType,
  type MasterBranch,
  type MasterBranchQuery,
  type Region,
} from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { branch, branchType, region } from '../../db/schema/index';
import { inBranchScope, type BranchScope } from '../../platform/access/branchScope';
import { ilikeContains } from '../../platform/http/like';
import { isoTime, ordered, pageOffset } from '../../platform/records/query';
import { notFoundError } from '../../platform/records/versioned';
import { readTogether } from '../../db/together';

/**
 * Branches any list may show: company 0002, not deleted, not body paint (spec 1 sections 2 and 5),
 * and inside the caller's branch scope.
 */
export function listableBranch(scope: BranchScope): SQL {
  return and(
    eq(branch.companyCode, COMPANY_CODE),
    eq(branch.isActive, true),
    ne(branchType.branchTypeCode, HIDDEN_BRANCH_TYPE),
    inBranchScope(branch.branchCode, scope),
  )!;
}

export const ALL: BranchScope = { all: true };

function selectBranches(db: DbOrTx, where: SQL) {
  return db
    .select({
      b: branch,
      regionCode: region.regionCode,
      regionName: region.regionName,
      typeCode: branchType.branchTypeCode,
    })
    .from(branch)
    .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
    .leftJoin(region, eq(region.id, branch.regionId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectBranches>>[number];

function toMasterBranch({ b, regionCode, regionName, typeCode }: Row): MasterBranch {
  return {
    id: b.id,
    companyCode: b.companyCode,
    regionId: b.regionId ?? 0,
    regionCode: regionCode ?? '',
    regionName: regionName ?? '',
    branchCode: b.branchCode,
    branchDescription: b.branchDescription,
    address: b.address ?? '',
    postalCode: b.postalCode ?? '',
    branchTypeId: b.branchTypeId ?? 0,
    branchTypeCode: typeCode,
    isActive: b.isActive,
    isEnabled: b.isEnabled,
    phone1: b.phone1 ?? '',
    phone2: b.phone2,
    fax: b.fax,
    branchPICName: b.branchPicName ?? '',
    branchEmailTo: b.branchEmailTo ?? '',
    branchEmailCc: b.branchEmailCc ?? '',
    webSiteLink: b.webSiteLink ?? '',
    twitterLink: b.twitterLink,
    facebookLink: b.facebookLink,
    mondayToFriday: b.mondayToFriday ?? '',
    saturday: b.saturday ?? '',
    sunday: b.sunday ?? '',
    latitude: b.latitude,
    longitude: b.longitude,
    bookingType: b.bookingType,
    isMainDealer: b.isMainDealer,
    districtId: b.districtId,
    districtName: b.districtName,
    dealerGroupID: b.dealerGroupId,
    version: b.version,
    createdTime: b.createdTime.toISOString(),
    updatedTime: isoTime(b.updatedTime),
  };
}

export type BranchSearch = Omit<Extract<MasterBranchQuery, { action: 'Search' }>, 'action'>;

const SORT = {
  id: branch.id,
  branchCode: branch.branchCode,
  branchDescription: branch.branchDescription,
  branchTypeCode: branchType.branchTypeCode,
  regionName: region.regionName,
  phone1: branch.phone1,
  isEnabled: branch.isEnabled,
};

export async function searchBranches(
  db: DbOrTx,
  scope: BranchScope,
  q: BranchSearch,
): Promise<{ listBranch: MasterBranch[]; total: number }> {
  const where: SQL[] = [listableBranch(scope)];
  if (q.branchCode) where.push(ilikeContains(branch.branchCode, q.branchCode));
  if (q.regionCode) where.push(eq(region.regionCode, q.regionCode));
  if (q.isEnabled !== undefined) where.push(eq(branch.isEnabled, q.isEnabled));
  const condition = and(...where)!;
  const [[total], rows] = await readTogether(db, [
    () =>
      db
        .select({ n: count() })
        .from(branch)
        .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
        .leftJoin(region, eq(region.id, branch.regionId))
        .where(condition),
    () =>
      selectBranches(db, condition)
        // id breaks ties, so paging is stable whatever the sort column.
        .orderBy(ordered(SORT[q.sortField], q.sortOrder), ordered(branch.id, q.sortOrder))
        .limit(q.pageSize)
        .offset(pageOffset(q)),
  ]);
  return { listBranch: rows.map(toMasterBranch), total: total?.n ?? 0 };
}

/** Enabled branches in scope, for pickers (mapping and stock forms). */
export async function enabledBranches(db: DbOrTx, scope: BranchScope): Promise<MasterBranch[]> {
  const rows = await selectBranches(
    db,
    and(listableBranch(scope), eq(branch.isEnabled, true))!,
  ).orderBy(branch.branchCode);
  return rows.map(toMasterBranch);
}

/** One branch the caller may see, or 404 (also for a branch outside the scope: no leak). */
export async function getBranch(db: DbOrTx, scope: BranchScope, id: number): Promise<MasterBranch> {
  const [row] = await selectBranches(db, and(listableBranch(scope), eq(branch.id, id))!);
  if (!row) throw notFoundError();
  return toMasterBranch(row);
}

export async function branchesByIds(db: DbOrTx, ids: number[]): Promise<MasterBranch[]> {
  if (ids.length === 0) return [];
  const rows = await selectBranches(db, inArray(branch.id, ids)).orderBy(branch.id);
  return rows.map(toMasterBranch);
}

export async function regions(db: DbOrTx): Promise<Region[]> {
  return db
    .select({ id: region.id, regionCode: region.regionCode, regionName: region.regionName })
    .from(region)
    .orderBy(region.regionName);
}

export async function branchTypes(db: DbOrTx): Promise<BranchType[]> {
  return db
    .select({
      id: branchType.id,
      branchTypeCode: branchType.branchTypeCode,
      branchTypeDesc: branchType.description,
    })
    .from(branchType)
    .orderBy(branchType.id);
}

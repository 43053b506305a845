import {
  ZTestDriveUnitListResponse,
  ZTestDriveUnitResponse,
  type TestDriveUnit,
  type TestDriveUnitInput,
  type TestDriveUnitSearch,
} from '@dealer/contracts/branch-stock';
import { MASTER_API, type BulkAction, type BulkResponse } from '@dealer/contracts/master';
import { apiPost } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';
import { postMasterBulk, postMasterCommand } from '../../shared/kit/commands';
import type { ListQuery } from '../../shared/kit/search';

const API = MASTER_API.branchStock;
export const stockKeys = { all: ['branch-stock'] as const };

const SORT_FIELDS = ['id', 'policeRegNo', 'branchCode', 'modelMaterialDesc'] as const;
type SortField = (typeof SORT_FIELDS)[number];
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

export function toStockSearch(query: ListQuery): TestDriveUnitSearch {
  const f = query.filters;
  const sortField = SORT_FIELDS.includes(query.sortField as SortField)
    ? (query.sortField as SortField)
    : 'id';
  return {
    ClusterId: num(f.ClusterId),
    BranchId: num(f.BranchId),
    ModelMaterialId: num(f.ModelMaterialId),
    MaterialId: num(f.MaterialId),
    IsEnabled: typeof f.IsEnabled === 'boolean' ? f.IsEnabled : undefined,
    keyword: typeof f.keyword === 'string' && f.keyword ? f.keyword : undefined,
    page: query.page,
    pageSize: query.pageSize,
    sortField,
    sortOrder: query.sortField ? (query.sortOrder ?? 'descend') : 'descend',
  };
}

export async function searchStock(query: ListQuery, signal: AbortSignal) {
  const reply = await apiPost(API.search, toStockSearch(query), { signal });
  const list = expectReply(ZTestDriveUnitListResponse, reply);
  return { rows: list.testDriveUnits, total: list.total };
}

export async function getStock(id: number, signal: AbortSignal): Promise<TestDriveUnit> {
  const reply = await apiPost(API.getById, { Id: id }, { signal, handles: [404] });
  return expectReply(ZTestDriveUnitResponse, reply).testDriveUnit;
}

export const createStock = (input: TestDriveUnitInput) =>
  postMasterCommand(API.addMultiple, [input]);

export const updateStock = (
  input: TestDriveUnitInput,
  row: Pick<TestDriveUnit, 'id' | 'version'>,
) => postMasterCommand(API.edit, { ...input, id: row.id, version: row.version });

export const bulkStock = (action: BulkAction, rows: readonly TestDriveUnit[]) =>
  postMasterBulk<BulkResponse>(API.bulk, {
    action,
    items: rows.map((row) => ({ id: row.id, version: row.version })),
  });

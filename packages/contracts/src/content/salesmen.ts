import { z } from 'zod';
import { id, int4, INT4_MAX, trimmed } from '../bounds';
import { ZAck } from '../envelope';

// ---- Salesmen ---------------------------------------------------------------------------------

export const SALESMAN_PAGE_SIZE = 5;
export const SALESMAN_STATUSES = ['Active', 'Inactive'] as const;
export const ZBranchSalesman = z.object({
  id: z.number().int(),
  salesmanNo: z.string(),
  name: z.string(),
  status: z.string(),
  position: z.string(),
  businessAreaCode: z.string(),
  photo: z.string().nullable(),
  noHp: z.string(),
  email: z.string(),
  isShow: z.boolean(),
  version: z.number().int(),
});
export type BranchSalesman = z.infer<typeof ZBranchSalesman>;
export const ZSalesmanQuery = z.object({
  businessAreaCode: trimmed(10).optional(),
  salesmanNo: trimmed(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SALESMAN_PAGE_SIZE),
});
export type SalesmanQuery = z.infer<typeof ZSalesmanQuery>;
export const ZSalesmanListResponse = ZAck.extend({
  salesman: z.array(ZBranchSalesman),
  totalData: z.number().int(),
});
export const ZSalesmanByNoQuery = z.object({
  salesmanNo: trimmed(40).min(1).optional(),
  id: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});
export const ZSalesmanUpdate = z.object({
  id: id(),
  version: int4({ min: 0 }),
  salesmanNo: trimmed(40).min(1, 'salesmanNo is required'),
  name: trimmed(100).min(1, 'name is required'),
  status: z.enum(SALESMAN_STATUSES),
  isShow: z.enum(['true', 'false']),
});
export type SalesmanUpdate = z.infer<typeof ZSalesmanUpdate>;
export const salesmanNotFound = (salesmanNo: string, businessAreaCode: string) =>
  `Salesman with salesmanNo ${salesmanNo} and businessAreaCode ${businessAreaCode} not found`;

import type { FastifyInstance } from 'fastify';
import {
  POINT_CORRECTION_API,
  ZBatchExportRequest,
  type Batch,
  type BatchSortField,
} from '@dealer/contracts/point-correction';
import type { AccessRule } from '../../platform/access/access';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { listBatches } from './batchQuery';

/** The sorted column as the batch history's header names it, for the Filters sheet. */
const SORT_NAMES: Record<BatchSortField, string> = {
  batchId: 'Batch',
  createdTime: 'Uploaded',
  status: 'Status',
};

/**
 * POST batches/export: the batch history as an xlsx, read through the list's own query (same
 * status filter, same order, newest first by default), so the file holds what the list pages
 * through. Correction batches belong to no branch: no branch scope.
 */
export function batchExportRoute(
  app: FastifyInstance,
  { db, timeZone }: Pick<ModuleDeps, 'db' | 'timeZone'>,
  options: { config: { access: AccessRule }; tags: string[] },
): void {
  listExportRoute(
    app,
    POINT_CORRECTION_API.batchesExport,
    { ...options, body: ZBatchExportRequest, timeZone },
    {
      title: 'Correction batches',
      fileName: 'correction-batches',
      columns: [
        { header: 'Batch', width: 8, type: 'number', value: (b: Batch) => b.batchId },
        { header: 'File', width: 32, value: (b) => b.fileName },
        { header: 'Status', width: 12, value: (b) => b.status },
        { header: 'Rows', width: 8, type: 'number', value: (b) => b.rowCount },
        { header: 'Uploaded By', width: 16, value: (b) => b.createdBy },
        dateTimeColumn('Uploaded', 17, (b) => b.createdTime),
        { header: 'Committed By', width: 16, value: (b) => b.committedBy },
        dateTimeColumn('Committed', 17, (b) => b.committedTime),
        { header: 'Reversed By', width: 16, value: (b) => b.reversedBy },
        dateTimeColumn('Reversed', 17, (b) => b.reversedTime),
        { header: 'Reversal Reason', width: 40, value: (b) => b.reversalReason },
        {
          header: 'Duplicate Confirmed',
          width: 12,
          value: (b) => (b.duplicateConfirmed ? 'Yes' : 'No'),
        },
      ],
      page: async (body) => {
        const found = await listBatches(db, body);
        return { rows: found.batches, total: found.total };
      },
      filterValue: (key, value) =>
        key === 'sortField' ? SORT_NAMES[value as BatchSortField] : undefined,
    },
  );
}

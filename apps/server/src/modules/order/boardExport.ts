import type { FastifyInstance } from 'fastify';
import { ORDER_API, ZOrderBoardExport, type TestDriveOrder } from '@dealer/contracts';
import { rows, type Db } from '../../db/client';
import type { Runner } from '../../db/prepared';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
import { readAhead } from '../../platform/excel/readAhead';
import { boardOrderIds, dashboard } from './dashboard';
import { orderDesks } from './desks';
import { ordersPicked, pickedIds } from './query';

/** Orders built per statement while the workbook is written: the report export's batch. */
const BATCH = 5_000;

/**
 * The board's list as an xlsx (issue 10 section 7): the same filters, statuses of the role and
 * branch scope as the board, uncached. The total comes from the board's own read (its counters'
 * day counts); the rows from one pick of every id in the board's order, then BATCH orders at a
 * time by id (readAhead).
 */
export function boardExportRoute(
  app: FastifyInstance,
  { db, timeZone, boardRun }: { db: Db; timeZone: string; boardRun: Runner },
): void {
  listExportRoute(
    app,
    ORDER_API.export,
    { config: orderDesks, tags: ['order'], body: ZOrderBoardExport, timeZone },
    {
      title: 'Test drive orders',
      fileName: 'test-drive-orders',
      columns: [
        { header: 'Order No', width: 18, value: (o: TestDriveOrder) => o.testDriveOrderNo },
        { header: 'Customer', width: 28, value: (o) => o.customerName },
        { header: 'Phone', width: 16, value: (o) => o.customerPhoneNo },
        { header: 'Email', width: 28, value: (o) => o.customerEmail },
        { header: 'City', width: 16, value: (o) => o.city },
        { header: 'Branch', width: 10, value: (o) => o.branchCode },
        {
          header: 'Branch Description',
          width: 26,
          value: (o) => o.testDriveUnit.branchDescription,
        },
        { header: 'Police Reg No', width: 14, value: (o) => o.testDriveUnit.policeRegNo },
        { header: 'Model', width: 20, value: (o) => o.testDriveUnit.modelMaterialDesc },
        { header: 'Type', width: 28, value: (o) => o.testDriveUnit.materialDesc },
        { header: 'Color', width: 16, value: (o) => o.testDriveUnit.colorDesc },
        { header: 'Transmission', width: 12, value: (o) => o.testDriveUnit.transmissionType },
        dateTimeColumn('Start', 17, (o) => o.startDateTime),
        dateTimeColumn('End', 17, (o) => o.endDateTime),
        { header: 'Status', width: 24, value: (o) => o.statusName },
        {
          header: 'Salesman',
          width: 24,
          value: (o) => o.testDriveOrderPartners[0]?.employeeName ?? '',
        },
        { header: 'Order Type', width: 12, value: (o) => o.orderType },
        { header: 'Location', width: 12, value: (o) => o.locationType },
        { header: 'Comment', width: 30, value: (o) => o.comment },
        dateTimeColumn('Submitted', 17, (o) => o.submittedTime),
        dateTimeColumn('Created', 17, (o) => o.createdTime),
      ],
      all: async (body, user) => {
        const { total } = await dashboard(
          db,
          user,
          { ...body, page: 1, pageSize: 1 },
          timeZone,
          boardRun,
        );
        async function* batches(): AsyncGenerator<TestDriveOrder[]> {
          // Read only once the route has checked the total against the sheet's limit.
          const picked = await rows<{ id: number }>(db, boardOrderIds(user, body, timeZone));
          const ids = picked.map((row) => Number(row.id));
          yield* readAhead(ids, BATCH, (batch) => ordersPicked(db, pickedIds(batch), false));
        }
        return { total, batches: batches() };
      },
    },
  );
}

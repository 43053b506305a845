import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_API,
  reportFileName,
  ZReportCountsResponse,
  ZReportExport,
  ZReportFilter,
  ZReportOrders,
  ZReportOrdersResponse,
  ZStageTimesResponse,
} from '@dealer/contracts/report';
import { access } from '../../platform/access/access';
import { attachment, XLSX_TYPE } from '../../platform/excel/streamExport';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { reportCounts } from './counts';
import { exportReport } from './exportReport';
import { reportOrders } from './orders';
import { stageTimes } from './stageTimes';
import { SUCCESS } from '../../platform/http/envelopes';

/** The test-drive roles of the report (spec 2 section 6); superadmin passes every rule. */
const reportDesks = access.roles('ho_testdrive', 'crc', 'pdi', 'pictestdrive');

/** The monthly monitoring report: counts, stage times, the orders behind a count, the export. */
export const reportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, database, timeZone },
) => {
  const tags = ['report'];
  const echo = (filter: {
    branchCode: string;
    status: string;
    startDate: string;
    endDate: string;
  }) => ({
    ...SUCCESS,
    branchCode: filter.branchCode,
    status: filter.status,
    startDate: filter.startDate,
    endDate: filter.endDate,
    timeZone,
  });

  app.post(
    REPORT_API.counts,
    {
      config: { ...reportDesks, readOnly: true },
      schema: { tags, body: ZReportFilter, response: { 200: ZReportCountsResponse } },
    },
    async (request) => ({
      ...echo(request.body),
      ...(await reportCounts(database, request.user, request.body, timeZone)),
    }),
  );

  app.post(
    REPORT_API.stageTimes,
    {
      config: { ...reportDesks, readOnly: true },
      schema: { tags, body: ZReportFilter, response: { 200: ZStageTimesResponse } },
    },
    async (request) => ({
      ...echo(request.body),
      rows: await stageTimes(db, request.user, request.body, timeZone),
    }),
  );

  app.post(
    REPORT_API.orders,
    {
      config: { ...reportDesks, readOnly: true },
      schema: { tags, body: ZReportOrders, response: { 200: ZReportOrdersResponse } },
    },
    async (request) => ({
      ...SUCCESS,
      timeZone,
      ...(await reportOrders(db, request.user, request.body, timeZone)),
    }),
  );

  app.post(
    REPORT_API.export,
    {
      config: { ...reportDesks, readOnly: true },
      schema: {
        tags,
        body: ZReportExport,
        description: 'The orders of the filter as an xlsx file named after the status.',
      },
    },
    async (request, reply) => {
      const stream = await exportReport(db, request.body, { user: request.user, timeZone });
      return reply
        .header('content-disposition', attachment(reportFileName(request.body.status)))
        .header('cache-control', 'no-store')
        .type(XLSX_TYPE)
        .send(stream);
    },
  );
};

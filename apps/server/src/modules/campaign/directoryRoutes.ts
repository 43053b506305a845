import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUploadResponse } from '@dealer/contracts';
import { CAMPAIGN_API } from '@dealer/contracts/campaign';
import { trimmed } from '@dealer/contracts/bounds';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { desk } from './campaignDesk';
import { buildTemplate } from '../../platform/excel/template';
import {
  assertExportRows,
  attachment,
  generatedEntries,
  streamXlsx,
  XLSX_TYPE,
} from '../../platform/excel/streamExport';
import { escapeLike } from '../../platform/http/like';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { runUpload } from '../../platform/upload/pipeline';
import { receiveSpreadsheet } from '../../platform/upload/receive';
import { customerUpload } from './upload';

const COLUMNS = [
  'CustomerRef',
  'FullName',
  'RegionCode',
  'VehicleTypeCode',
  'Religion',
  'BirthDate',
  'Gender',
  'Email',
  'Phone',
  'ConsentEmail',
  'ConsentSms',
  'ConsentPush',
] as const;

/** Customer import (template + all-or-nothing upload) and the audited personal-data export. */
export const directoryRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, timeZone }) => {
  const tags = ['campaign'];
  app.get(CAMPAIGN_API.customerTemplate, { config: desk, schema: { tags } }, async (_r, reply) => {
    const file = await buildTemplate(customerUpload.name, customerUpload.columns);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', attachment('customer-template.xlsx'))
      .send(file);
  });
  app.post(
    CAMPAIGN_API.customerUpload,
    {
      config: desk,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZUploadResponse } },
    },
    async (request) =>
      runUpload(db, customerUpload, await receiveSpreadsheet(request), request.user.userName),
  );
  app.get(
    CAMPAIGN_API.customerExport,
    { config: desk, schema: { tags, querystring: z.object({ q: trimmed(120).default('') }) } },
    async (request, reply) => {
      const q = request.query.q;
      const pattern = `%${escapeLike(q)}%`;
      const where = q
        ? sql`(full_name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern} or customer_ref ilike ${pattern})`
        : sql`true`;
      const [count] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from customer where ${where}`,
      );
      const total = count?.n ?? 0;
      assertExportRows(total);
      // The audit log says who took which personal data, before a byte leaves.
      await db.execute(
        sql`insert into customer_export_audit (exported_by, what, row_count)
            values (${request.user.userName}, ${`customers${q ? ` matching '${q}'` : ''}`}, ${total})`,
      );
      async function* data() {
        let after = 0;
        for (;;) {
          const batch = await rows<Record<string, unknown>>(
            db,
            sql`select * from customer where ${where} and id > ${after} order by id limit 1000`,
          );
          if (batch.length === 0) return;
          for (const c of batch) {
            after = Number(c.id);
            const birth = c.birth_date as Date | string | null;
            yield [
              c.customer_ref,
              c.full_name,
              c.region_code,
              c.vehicle_type_code,
              c.religion,
              birth instanceof Date ? birth.toISOString().slice(0, 10) : birth,
              c.gender,
              c.email,
              c.phone,
              c.consent_email ? '1' : '0',
              c.consent_sms ? '1' : '0',
              c.consent_push ? '1' : '0',
            ] as (string | null)[];
          }
        }
      }
      return reply
        .header('content-disposition', attachment('customers.xlsx'))
        .type(XLSX_TYPE)
        .send(
          streamXlsx({
            sheetName: 'Customers',
            // BirthDate a date cell: the import reads it back (cellDate takes date cells).
            columns: COLUMNS.map((header) => ({
              header,
              ...(header === 'BirthDate' ? { type: 'date' as const } : {}),
            })),
            rows: data(),
            filters: {
              title: 'Customers (personal data)',
              entries: [
                ['Search', q || '(all)'],
                ...generatedEntries(request.user.userName, timeZone, new Date()),
                ['Rows', String(total)],
              ],
            },
          }),
        );
    },
  );
};

import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { statusName } from '@dealer/contracts';
import { EXCEL_MAX_DATA_ROWS, type ReportFilter } from '@dealer/contracts/report';
import { rows, type DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/tokens';
import {
  assertExportRows,
  generatedEntries,
  streamXlsx,
  type ExportCell,
  type ExportColumn,
} from '../../platform/excel/streamExport';
import { branchIdsInScope } from '../../platform/access/branchScope';
import { periodOf, reportScope, reportWhere, statusCondition } from './filter';

const BATCH = 5_000;

const COLUMNS: ExportColumn[] = [
  { header: 'Order No', width: 20 },
  { header: 'Status', width: 24 },
  { header: 'Branch Code', width: 12 },
  { header: 'Branch', width: 28 },
  { header: 'Test Drive Start', width: 18, type: 'dateTime' },
  { header: 'Test Drive End', width: 18, type: 'dateTime' },
  { header: 'Customer Name', width: 24 },
  { header: 'Customer Email', width: 28 },
  { header: 'Customer Phone', width: 16 },
  { header: 'City', width: 16 },
  { header: 'Address', width: 32 },
  { header: 'Base Product', width: 16 },
  { header: 'Model', width: 20 },
  { header: 'Material', width: 24 },
  { header: 'Police Reg No', width: 14 },
  { header: 'Salesman', width: 24 },
  { header: 'Order Type', width: 12 },
  { header: 'Location Type', width: 14 },
  { header: 'Comment', width: 32 },
  { header: 'Submitted', width: 18, type: 'dateTime' },
  { header: 'Created', width: 18, type: 'dateTime' },
  { header: 'Submitted to Assigned (min)', width: 14, type: 'number' },
  { header: 'Assigned to Unit Prepared (min)', width: 14, type: 'number' },
  { header: 'Test Drive Duration (min)', width: 14, type: 'number' },
  { header: 'Return to Completed (min)', width: 14, type: 'number' },
];

interface ExportRow {
  id: number;
  startKey: string;
  orderNo: string;
  status: number;
  branchCode: string;
  branchDescription: string;
  start: string;
  end: string;
  customerName: string;
  customerEmail: string;
  customerPhoneNo: string;
  city: string;
  address: string;
  baseProduct: string;
  model: string;
  material: string;
  policeRegNo: string;
  salesman: string | null;
  orderType: string;
  locationType: string;
  comment: string;
  submitted: string;
  created: string;
  submittedToAssigned: number | null;
  assignedToPrepared: number | null;
  testDrive: number | null;
  returnToCompleted: number | null;
}

/** A stage's seconds (report_order_stage, migration 0017) as minutes, one decimal. */
const minutes = (stage: string) => sql.raw(`round(st.${stage} / 60, 1)::float8`);

/** The row of the sheet, in the columns' order. */
const cells = (r: ExportRow): ExportCell[] => [
  r.orderNo,
  statusName(r.status) ?? String(r.status),
  r.branchCode,
  r.branchDescription,
  r.start,
  r.end,
  r.customerName,
  r.customerEmail,
  r.customerPhoneNo,
  r.city,
  r.address,
  r.baseProduct,
  r.model,
  r.material,
  r.policeRegNo,
  r.salesman,
  r.orderType,
  r.locationType,
  r.comment,
  r.submitted,
  r.created,
  r.submittedToAssigned,
  r.assignedToPrepared,
  r.testDrive,
  r.returnToCompleted,
];

/** One batch: the ids first (index only), then the columns of those rows alone. */
function batchQuery(
  branchId: number,
  where: SQL,
  after: { startKey: string; id: number } | undefined,
  timeZone: string,
): SQL {
  const at = (column: string) =>
    sql`to_char(${sql.raw(column)} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
  return sql`with picked as (
      select o.id from test_drive_order o
      where o.branch_id = ${branchId} and ${where}
        ${after ? sql`and (o.start_date_time, o.id) > (${after.startKey}::timestamptz, ${after.id})` : sql``}
      order by o.start_date_time, o.id
      limit ${BATCH}
    )
    select o.id, to_json(o.start_date_time) #>> '{}' as "startKey",
      o.test_drive_order_no as "orderNo", o.status_code as status,
      b.branch_code as "branchCode", b.branch_description as "branchDescription",
      ${at('o.start_date_time')} as start, ${at('o.end_date_time')} as "end",
      o.customer_name as "customerName", o.customer_email as "customerEmail",
      o.customer_phone_no as "customerPhoneNo", o.city, o.address,
      o.base_product as "baseProduct", mm.model_material_desc as model,
      m.material_desc as material, u.police_reg_no as "policeRegNo",
      s.employee_name as salesman,
      o.order_type as "orderType", o.location_type as "locationType", o.comment,
      ${at('o.submitted_time')} as submitted, ${at('o.created_time')} as created,
      ${minutes('to_assigned')} as "submittedToAssigned",
      ${minutes('to_prepared')} as "assignedToPrepared",
      ${minutes('test_drive')} as "testDrive",
      ${minutes('to_completed')} as "returnToCompleted"
    from picked
      join test_drive_order o on o.id = picked.id
      join branch b on b.id = o.branch_id
      join test_drive_unit u on u.id = o.test_drive_unit_id
      join model_material mm on mm.id = u.model_material_id
      join material m on m.id = u.material_id
      left join report_order_stage st on st.order_id = o.id
      -- At most one current partner per order (test_drive_order_partner_current_uq): a join
      -- instead of a subquery per row, which built a hash of the salesmen 5,000 times a batch.
      left join test_drive_order_partner p on p.test_drive_order_id = o.id and p.is_current
      left join salesman s on s.id = p.salesman_id
    order by o.start_date_time, o.id`;
}

/**
 * Orders of the filter branch by branch (by code), each in (start, id) order, BATCH at a time:
 * a keyset on (start, id) inside one branch reads the dashboard's (branch, start, ...) index from
 * where the last batch ended, so no batch rescans what the ones before it read. The next batch is
 * asked for before this one is written, so PostgreSQL reads it while the xlsx writer works (one
 * query at a time still, so the export holds one pooled connection and two batches at most).
 */
async function* orderRows(
  db: DbOrTx,
  branchIds: number[],
  where: SQL,
  timeZone: string,
): AsyncGenerator<ExportCell[]> {
  const read = (branch: number, after?: { startKey: string; id: number }) => {
    const batch = rows<ExportRow>(db, batchQuery(branch, where, after, timeZone));
    // Handled here too: when the download is closed mid-way nobody awaits the batch read ahead.
    batch.catch(() => undefined);
    return { branch, batch };
  };
  let index = 0;
  let next = branchIds.length > 0 ? read(branchIds[0]!) : undefined;
  while (next) {
    const { branch, batch: pending } = next;
    const batch = await pending;
    const last = batch.at(-1);
    if (last && batch.length === BATCH) {
      next = read(branch, { startKey: last.startKey, id: last.id });
    } else {
      index++;
      next = index < branchIds.length ? read(branchIds[index]!) : undefined;
    }
    for (const r of batch) yield cells(r);
  }
}

/** What the first sheet states besides the filter. */
export interface ExportContext {
  user: Pick<AuthUser, 'role' | 'branchCodes' | 'userName'>;
  timeZone: string;
  now?: Date;
  /** Rows one sheet may hold (Excel's limit; lower only in tests). */
  maxRows?: number;
}

/**
 * getreportdata: the orders of the filter as an xlsx stream, its first sheet stating the filter,
 * the user and the time it was generated. Counts first and refuses (400) an export longer than
 * one sheet holds before any byte is written; the scope check (403) comes first of all.
 */
export async function exportReport(
  db: DbOrTx,
  filter: ReportFilter,
  { user, timeZone, now = new Date(), maxRows = EXCEL_MAX_DATA_ROWS }: ExportContext,
): Promise<Readable> {
  const where = reportWhere(user, filter, timeZone);
  // The scope decided (403 above, in reportWhere), the rows are read branch by branch.
  const scoped = await rows<{ id: number }>(
    db,
    sql`select b.id from branch b
      where b.id in ${branchIdsInScope(reportScope(user, filter.branchCode))}
      order by b.branch_code`,
  );
  const perBranch = sql`${periodOf(filter, timeZone)} and ${statusCondition(filter.status)}`;
  const [counted] = await rows<{ n: number; branch: string | null }>(
    db,
    sql`select (select count(*)::int from test_drive_order o where ${where}) as n,
      (select branch_description from branch where branch_code = ${filter.branchCode} limit 1)
        as branch`,
  );
  const total = counted?.n ?? 0;
  assertExportRows(total, maxRows);
  return streamXlsx({
    sheetName: 'Orders',
    columns: COLUMNS,
    filters: {
      title: 'Test-drive monitoring report',
      entries: [
        [
          'Branch',
          filter.branchCode === ''
            ? 'All Branch'
            : `${filter.branchCode} - ${counted?.branch ?? ''}`,
        ],
        ['Status', filter.status === '' ? 'All Status' : filter.status],
        ['Publish date from', filter.startDate, 'date'],
        ['Publish date to', filter.endDate, 'date'],
        ...generatedEntries(user.userName, timeZone, now),
        ['Orders', String(total)],
      ],
    },
    rows: orderRows(
      db,
      scoped.map((b) => b.id),
      perBranch,
      timeZone,
    ),
  });
}

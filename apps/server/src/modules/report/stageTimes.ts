import { sql } from 'drizzle-orm';
import type { ReportFilter, StageTimeRow } from '@dealer/contracts/report';
import { rows, type DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/tokens';
import { branchIdsInScope } from '../../platform/access/branchScope';
import { reportScope } from './filter';

/** Minutes of a stage averaged over the orders that went through it, one decimal (null: none). */
const avgMinutes = (stage: string) =>
  sql.raw(`round(st.${stage}_sum / nullif(st.${stage}_n, 0) / 60, 1)::float8`);

/**
 * Time in each stage and the orders the 30-minute rule rejected, per month and branch: the first
 * time an order entered ASSIGNED (2), CHECKBEFORETDCOMPLETED (7, the unit prepared and checked),
 * STARTTD (8), COMPLETETD (9), CHECKAFTERTDONPROCESS (10, the car back) and COMPLETED (16), from
 * the activity log. Every order of the period and branch counts, whatever the status filter.
 *
 * Reads the per-slot sums that migration 0017 keeps (report_stage_slot) and the order counts of
 * 0006 (report_order_slot) instead of each order's log: a month of 1,000,000 orders is a few
 * thousand slot rows (the log read took 1.5 s).
 */
export async function stageTimes(
  db: DbOrTx,
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  filter: ReportFilter,
  timeZone: string,
): Promise<StageTimeRow[]> {
  const scope = reportScope(user, filter.branchCode);
  const month = (table: string) =>
    sql`to_char((${sql.raw(table)}.slot at time zone ${timeZone})::date, 'YYYY-MM')`;
  const inPeriod = (table: string) =>
    sql`${sql.raw(table)}.branch_id in ${branchIdsInScope(scope)}
      and ${sql.raw(table)}.slot >= (${filter.startDate}::date::timestamp at time zone ${timeZone})
      and ${sql.raw(table)}.slot < ((${filter.endDate}::date + 1)::timestamp at time zone ${timeZone})`;
  return rows<StageTimeRow>(
    db,
    sql`with counted as (
        select c.branch_id, ${month('c')} as month, sum(c.n)::int as orders
        from report_order_slot c
        where ${inPeriod('c')} and c.n > 0
        group by 1, 2
      ), staged as (
        select s.branch_id, ${month('s')} as month,
          sum(s.to_assigned_sum) as to_assigned_sum, sum(s.to_assigned_n) as to_assigned_n,
          sum(s.to_prepared_sum) as to_prepared_sum, sum(s.to_prepared_n) as to_prepared_n,
          sum(s.test_drive_sum) as test_drive_sum, sum(s.test_drive_n) as test_drive_n,
          sum(s.to_completed_sum) as to_completed_sum, sum(s.to_completed_n) as to_completed_n,
          sum(s.auto_rejected) as auto_rejected
        from report_stage_slot s
        where ${inPeriod('s')}
        group by 1, 2
      )
      select c.month, b.branch_code as "branchCode", c.orders,
        ${avgMinutes('to_assigned')} as "submittedToAssigned",
        ${avgMinutes('to_prepared')} as "assignedToPrepared",
        ${avgMinutes('test_drive')} as "testDrive",
        ${avgMinutes('to_completed')} as "returnToCompleted",
        coalesce(st.auto_rejected, 0)::int as "autoRejected"
      from counted c
        join branch b on b.id = c.branch_id
        left join staged st on st.branch_id = c.branch_id and st.month = c.month
      order by c.month, b.branch_code`,
  );
}

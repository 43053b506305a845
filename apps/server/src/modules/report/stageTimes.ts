import { sql } from 'drizzle-orm';
import type { ReportFilter, StageTimeRow } from '@dealer/contracts/report';
import { rows, type DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/tokens';
import { reportWhere } from './filter';

/** Minutes between two instants, averaged over the orders that have both, one decimal. */
const avgMinutes = (to: string, from: string) =>
  sql.raw(`round((avg(extract(epoch from m.${to} - m.${from})) / 60)::numeric, 1)::float8`);

/**
 * Time in each stage and the orders the 30-minute rule rejected, per month and branch, from the
 * activity log (one row per status change, written by the workflow): the first time an order
 * entered ASSIGNED (2), CHECKBEFORETDCOMPLETED (7, the unit prepared and checked), STARTTD (8),
 * COMPLETETD (9), CHECKAFTERTDONPROCESS (10, the car back) and COMPLETED (16). Every order of the
 * period and branch counts, whatever the status filter (a rejected order is a status itself).
 */
export async function stageTimes(
  db: DbOrTx,
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  filter: ReportFilter,
  timeZone: string,
): Promise<StageTimeRow[]> {
  const entered = (status: number, name: string) =>
    sql`min(l.created_time) filter (where l.status_code = ${status}
      and l.from_status is distinct from ${status}) as ${sql.raw(name)}`;
  return rows<StageTimeRow>(
    db,
    sql`with picked as (
        select o.id, o.branch_id, o.submitted_time,
          to_char((o.start_date_time at time zone ${timeZone})::date, 'YYYY-MM') as month
        from test_drive_order o
        where ${reportWhere(user, filter, timeZone, { allStatuses: true })}
      ), marks as (
        select p.id, p.branch_id, p.month, p.submitted_time,
          ${entered(2, 'assigned')}, ${entered(7, 'prepared')}, ${entered(8, 'started')},
          ${entered(9, 'finished')}, ${entered(10, 'returned')}, ${entered(16, 'completed')},
          coalesce(bool_or(l.status_code = 15), false) as auto_rejected
        from picked p left join test_drive_activity_log l on l.test_drive_order_id = p.id
        group by p.id, p.branch_id, p.month, p.submitted_time
      )
      select m.month, b.branch_code as "branchCode", count(*)::int as orders,
        ${avgMinutes('assigned', 'submitted_time')} as "submittedToAssigned",
        ${avgMinutes('prepared', 'assigned')} as "assignedToPrepared",
        ${avgMinutes('finished', 'started')} as "testDrive",
        ${avgMinutes('completed', 'returned')} as "returnToCompleted",
        (count(*) filter (where m.auto_rejected))::int as "autoRejected"
      from marks m join branch b on b.id = m.branch_id
      group by m.month, b.branch_code
      order by m.month, b.branch_code`,
  );
}

import { sql, type SQL } from 'drizzle-orm';
import { reportStatusCodes, type ReportFilter } from '@dealer/contracts/report';
import { branchScope, type BranchScope } from '../../platform/access/branchScope';
import type { AuthUser } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/errors';
import { orderScope } from '../order/public';

/**
 * The caller's branch scope narrowed to the branch asked, exactly like the boards: '' is every
 * branch of the caller; a branch outside the caller's areas is refused (403, no data).
 */
export function reportScope(
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  branchCode: string,
): BranchScope {
  const scope = branchScope(user);
  if (branchCode === '') return scope;
  if (scope.all || scope.branchCodes.includes(branchCode)) {
    return { all: false, branchCodes: [branchCode] };
  }
  throw new AppError(403, 'FORBIDDEN', `Branch ${branchCode} is outside your branches`);
}

export const codeList = (codes: readonly number[]) =>
  sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );

/** Orders whose test drive starts within [startDate, endDate], days cut in the business zone. */
export function periodOf(filter: Pick<ReportFilter, 'startDate' | 'endDate'>, timeZone: string) {
  return sql`o.start_date_time >= (${filter.startDate}::date::timestamp at time zone ${timeZone})
    and o.start_date_time < ((${filter.endDate}::date + 1)::timestamp at time zone ${timeZone})`;
}

/** The WHERE condition of a report call: scope, period and (unless `allStatuses`) the status. */
export function reportWhere(
  user: Pick<AuthUser, 'role' | 'branchCodes'>,
  filter: ReportFilter,
  timeZone: string,
  { allStatuses = false }: { allStatuses?: boolean } = {},
): SQL {
  const scope = reportScope(user, filter.branchCode);
  const where = sql`${orderScope(scope)} and ${periodOf(filter, timeZone)}`;
  return allStatuses ? where : sql`${where} and ${statusCondition(filter.status)}`;
}

/** Orders of the report's status ('' = every status). */
export function statusCondition(status: string): SQL {
  return status === '' ? sql`true` : sql`o.status_code in (${codeList(reportStatusCodes(status))})`;
}

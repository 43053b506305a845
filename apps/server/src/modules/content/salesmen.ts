import { sql, type SQL } from 'drizzle-orm';
import {
  salesmanNotFound,
  type BranchSalesman,
  type SalesmanQuery,
  type SalesmanUpdate,
} from '@dealer/contracts/content';
import { COMPANY_CODE } from '@dealer/contracts';
import { MASTER_MESSAGES } from '@dealer/contracts/master';
import { rows, type DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { imageUrl } from '../../platform/files/store';
import { branchFilter, outsideScope, type ContentScope } from './scope';
import { readTogether } from '../../db/together';

interface Row {
  id: number;
  salesman_no: string;
  name: string;
  status: string;
  position: string;
  branch_code: string;
  photo: string | null;
  no_hp: string;
  email: string;
  is_show: boolean;
  version: number;
}

const SELECT = sql`select s.id, s.employee_no as salesman_no, s.employee_name as name,
  s.display_status as status, s.position, b.branch_code, s.photo, s.hpno as no_hp, s.email,
  s.is_show, s.content_version as version
  from salesman s join branch b on b.id = s.branch_id
  where b.company_code = ${COMPANY_CODE} and b.is_active and s.is_enabled`;

const photoUrl = (photo: string | null) =>
  photo && /^[0-9a-f]{64}$/.test(photo) ? imageUrl(photo) : photo;

export const toSalesman = (r: Row): BranchSalesman => ({
  id: r.id,
  salesmanNo: r.salesman_no,
  name: r.name,
  status: r.status,
  position: r.position,
  businessAreaCode: r.branch_code,
  photo: photoUrl(r.photo),
  noHp: r.no_hp,
  email: r.email,
  isShow: r.is_show,
  version: r.version,
});

const inBranch = (code: string | null | undefined): SQL =>
  code ? sql` and b.branch_code = ${code}` : code === null ? sql` and false` : sql``;

/** The list of spec 2 section 7 (salesman, totalData), page 1-based. */
export async function listSalesmen(
  db: DbOrTx,
  scope: ContentScope,
  query: SalesmanQuery,
  options: { shownOnly?: boolean } = {},
) {
  const filter = branchFilter(scope, query.businessAreaCode);
  const shown = options.shownOnly ? sql` and s.is_show and s.display_status = 'Active'` : sql``;
  const number = query.salesmanNo
    ? sql` and lower(s.employee_no) = lower(${query.salesmanNo})`
    : sql``;
  const where = sql`${SELECT}${inBranch(filter)}${number}${shown}`;
  const [found, [count]] = await readTogether(db, [
    () =>
      rows<Row>(
        db,
        sql`${where} order by b.branch_code, s.employee_no limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      ),
    () => rows<{ n: number }>(db, sql`select count(*)::int as n from (${where}) x`),
  ]);
  return { salesman: found.map(toSalesman), totalData: count?.n ?? 0 };
}

/**
 * One salesman by number or id. Outside the caller's branch it is not found, with section 5's
 * message word for word (by number) or the plain one (by id).
 */
export async function findSalesman(
  db: DbOrTx,
  scope: ContentScope,
  key: { salesmanNo?: string | undefined; id?: number | undefined },
): Promise<BranchSalesman> {
  const where = key.id
    ? sql` and s.id = ${key.id}`
    : sql` and lower(s.employee_no) = lower(${key.salesmanNo ?? ''})`;
  const [found] = await rows<Row>(db, sql`${SELECT}${where}`);
  if (!found || (!scope.headOffice && found.branch_code !== scope.branchCode)) {
    if (key.id) throw notFound();
    throw notFound(
      salesmanNotFound(
        key.salesmanNo ?? '',
        scope.headOffice ? (found?.branch_code ?? '') : scope.branchCode,
      ),
    );
  }
  return toSalesman(found);
}

/** Saves only salesmanNo, name, status and isShow (spec 2 section 3), version-checked. */
export async function updateSalesman(
  db: DbOrTx,
  scope: ContentScope,
  input: SalesmanUpdate,
  actor: string,
): Promise<BranchSalesman> {
  const current = await findSalesman(db, scope, { id: input.id });
  if (!scope.headOffice && current.businessAreaCode !== scope.branchCode) {
    throw outsideScope(current.businessAreaCode);
  }
  let updated: { id: number }[];
  try {
    updated = await rows<{ id: number }>(
      db,
      sql`update salesman set employee_no = ${input.salesmanNo}, employee_name = ${input.name},
        display_status = ${input.status}, is_show = ${input.isShow === 'true'},
        content_version = content_version + 1, updated_by = ${actor}, updated_time = now()
        where id = ${input.id} and content_version = ${input.version} returning id`,
    );
  } catch (error) {
    const code = pgCode(error);
    if (code === '23505') {
      throw new AppError(409, 'CONFLICT', `salesmanNo ${input.salesmanNo} already exists`, [
        { field: 'salesmanNo', message: 'already exists' },
      ]);
    }
    if (code === '23503') {
      // The points ledger books entries on the salesman number; it is history and stays as is.
      throw new AppError(
        409,
        'CONFLICT',
        `salesmanNo ${current.salesmanNo} cannot change: points are booked on it`,
        [{ field: 'salesmanNo', message: 'points are booked on this number' }],
      );
    }
    throw error;
  }
  if (updated.length === 0) throw new AppError(409, 'STALE_VERSION', MASTER_MESSAGES.stale);
  return findSalesman(db, scope, { id: input.id });
}

/** The PostgreSQL error code anywhere in a (drizzle-wrapped) error's cause chain. */
function pgCode(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { COMPANY_CODE } from '@dealer/contracts';
import { isoToDdmmyyyy, type ContentDashboard } from '@dealer/contracts/content';
import { rows, type DbOrTx } from '../../db/client';
import { branch, contentNews, contentPromotion } from '../../db/schema/index';
import { addDays } from '../../platform/time/businessDate';
import { branchWhere, runningOn } from './promotions';
import type { ContentScope } from './scope';
import { readTogether } from '../../db/together';

/**
 * The content dashboard: what the website shows right now in the caller's scope (outlets,
 * running promotions, published news, shown salesmen), what waits for approval and which running
 * promotions end within 7 days. `filter`: undefined all, null head office, a code one branch.
 */
export async function contentDashboard(
  db: DbOrTx,
  _scope: ContentScope,
  filter: string | null | undefined,
  today: string,
): Promise<Omit<ContentDashboard, 'acknowledge' | 'message'>> {
  const p = contentPromotion;
  const n = contentNews;
  const branchCode = typeof filter === 'string' ? filter : undefined;
  const branchSql = branchCode
    ? sql` and b.branch_code = ${branchCode}`
    : filter === null
      ? sql` and false`
      : sql``;
  const count = (r: { n: number }[]) => r[0]?.n ?? 0;
  const [outlets, salesmen, running, pending, news, expiring] = await readTogether(db, [
    () =>
      rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from branch b where b.company_code = ${COMPANY_CODE} and b.is_active${branchSql}`,
      ),
    () =>
      rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from salesman s join branch b on b.id = s.branch_id
        where b.company_code = ${COMPANY_CODE} and b.is_active and s.is_enabled and s.is_show${branchSql}`,
      ),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(p)
        .leftJoin(branch, eq(branch.id, p.branchId))
        .where(and(branchWhere(filter), runningOn(today))),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(p)
        .leftJoin(branch, eq(branch.id, p.branchId))
        .where(and(branchWhere(filter), eq(p.approval, 'pending'))),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(n)
        .leftJoin(branch, eq(branch.id, n.branchId))
        .where(and(branchWhere(filter, n.branchId), eq(n.activeStatus, 'aktif'))),
    () =>
      db
        .select({ uid: p.uid, name: p.name, branchCode: branch.branchCode, validTo: p.validTo })
        .from(p)
        .leftJoin(branch, eq(branch.id, p.branchId))
        .where(
          and(branchWhere(filter), runningOn(today), sql`${p.validTo} <= ${addDays(today, 7)}`),
        )
        .orderBy(asc(p.validTo), asc(p.name))
        .limit(50),
  ]);
  return {
    outlets: count(outlets),
    salesmenShown: count(salesmen),
    promotionsRunning: count(running),
    promotionsPending: count(pending),
    newsPublished: count(news),
    expiringSoon: expiring.map((e) => ({
      uid: e.uid,
      name: e.name,
      branchCode: e.branchCode ?? '',
      validTo: isoToDdmmyyyy(e.validTo),
    })),
  };
}

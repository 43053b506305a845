import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ddmmyyyyToIso,
  isoToDdmmyyyy,
  type PromoCreate,
  type PromoListQuery,
  type PromoState,
  type PromoUpdate,
  type Promotion,
} from '@dealer/contracts/content';
import { MASTER_MESSAGES } from '@dealer/contracts/master';
import type { Db, DbOrTx } from '../../db/client';
import { branch, contentPromotion } from '../../db/schema/index';
import { imageUrl } from '../../platform/files/store';
import { AppError, notFound } from '../../platform/http/errors';
import { ilikeContains } from '../../platform/http/like';
import { prepareImages } from './images';
import { sanitizeRich } from './sanitize';
import { branchFilter, writeTarget, type ContentScope } from './scope';
import { readTogether } from '../../db/together';

const p = contentPromotion;

/**
 * A promotion's state on a business day, derived at read time (no job flips it, so it goes live
 * at valid-from and expires after valid-to by itself, in every server process at once).
 */
export function promoState(
  row: { approval: string; activeStatus: boolean; validFrom: string; validTo: string },
  today: string,
): PromoState {
  if (row.approval === 'pending') return 'pending';
  if (row.approval === 'rejected') return 'rejected';
  if (!row.activeStatus) return 'inactive';
  if (today < row.validFrom) return 'scheduled';
  return today > row.validTo ? 'expired' : 'running';
}

/** The same rule as SQL, for counts and the public list: published and running on `today`. */
export const runningOn = (today: string): SQL =>
  sql`${p.approval} = 'approved' and ${p.activeStatus} and ${p.validFrom} <= ${today} and ${p.validTo} >= ${today}`;

const columns = {
  row: p,
  branchCode: branch.branchCode,
  branchName: branch.branchDescription,
};
type Row = { row: typeof p.$inferSelect; branchCode: string | null; branchName: string | null };

export function toPromotion(r: Row, today: string): Promotion {
  const x = r.row;
  return {
    uid: x.uid,
    name: x.name,
    promotionDescription: x.promotionDescription,
    shortDescription: x.shortDescription,
    validFrom: isoToDdmmyyyy(x.validFrom),
    validTo: isoToDdmmyyyy(x.validTo),
    branchCode: r.branchCode ?? '',
    branchName: r.branchName ?? 'Head Office',
    activeStatus: x.activeStatus,
    image: x.imageFileId,
    imageUrl: x.webFileId ? imageUrl(x.webFileId) : null,
    thumbnailUrl: x.thumbnailFileId ? imageUrl(x.thumbnailFileId) : null,
    approval: x.approval as Promotion['approval'],
    rejectReason: x.rejectReason,
    state: promoState(x, today),
    version: x.version,
    creationTime: x.createdTime.toISOString(),
    modifiedTime: x.updatedTime?.toISOString() ?? null,
  };
}

/** Where a branch filter (undefined all, null head office, code) puts a list. */
export function branchWhere(
  filter: string | null | undefined,
  column: AnyPgColumn = p.branchId,
): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === null) return isNull(column);
  return eq(branch.branchCode, filter);
}

const SORTS = {
  name: p.name,
  validFrom: p.validFrom,
  validTo: p.validTo,
  creationTime: p.createdTime,
  modifiedTime: p.updatedTime,
} as const;

const onDay = (column: AnyPgColumn, day: string) =>
  sql`(${column} at time zone 'Asia/Jakarta')::date = ${day}::date`;

export async function listPromotions(
  db: DbOrTx,
  scope: ContentScope,
  query: PromoListQuery,
  today: string,
): Promise<{ promotions: Promotion[]; totalData: number }> {
  const filter = branchFilter(scope, query.branchCode);
  const where = and(
    branchWhere(filter),
    query.title ? ilikeContains(p.name, query.title) : undefined,
    query.generalFilter
      ? or(
          ilikeContains(p.name, query.generalFilter),
          ilikeContains(p.shortDescription, query.generalFilter),
        )
      : undefined,
    query.creationTime ? onDay(p.createdTime, query.creationTime) : undefined,
    query.modifiedTime ? onDay(p.updatedTime, query.modifiedTime) : undefined,
    query.activeStatus ? eq(p.activeStatus, query.activeStatus === 'true') : undefined,
  );
  const order = query.sort === 'asc' ? asc(SORTS[query.sortBy]) : desc(SORTS[query.sortBy]);
  const [rows, [count]] = await readTogether(db, [
    () =>
      db
        .select(columns)
        .from(p)
        .leftJoin(branch, eq(branch.id, p.branchId))
        .where(where)
        .orderBy(order, desc(p.id))
        .limit(query.pageSize)
        .offset(query.page * query.pageSize),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(p)
        .leftJoin(branch, eq(branch.id, p.branchId))
        .where(where),
  ]);
  return { promotions: rows.map((r) => toPromotion(r, today)), totalData: count?.n ?? 0 };
}

/** One promotion the caller may see; another branch's is 404 (its existence is not revealed). */
export async function findPromotion(db: DbOrTx, scope: ContentScope, uid: string): Promise<Row> {
  const [found] = await db
    .select(columns)
    .from(p)
    .leftJoin(branch, eq(branch.id, p.branchId))
    .where(eq(p.uid, uid));
  if (!found || (!scope.headOffice && found.branchCode !== scope.branchCode)) throw notFound();
  return found;
}

function validity(input: { validFrom: string; validTo: string }) {
  const validFrom = ddmmyyyyToIso(input.validFrom)!;
  const validTo = ddmmyyyyToIso(input.validTo)!;
  if (validTo < validFrom) {
    throw new AppError(400, 'VALIDATION', 'validTo is before validFrom', [
      { field: 'validTo', message: 'validTo is before validFrom' },
    ]);
  }
  return { validFrom, validTo };
}

/**
 * Creates or edits a promotion. Head office's own are approved at once; a branch's (new or
 * edited) waits for head office's approval before the website shows it.
 */
export async function savePromotion(
  db: Db,
  scope: ContentScope,
  input: PromoCreate | PromoUpdate,
  actor: string,
  today: string,
): Promise<Promotion> {
  const { validFrom, validTo } = validity(input);
  const target = await writeTarget(db, scope, input.branchCode);
  const images = await prepareImages(db, { image: input.image }, actor);
  const values = {
    branchId: target.branchId,
    name: input.name,
    promotionDescription: sanitizeRich(input.promotionDescription),
    shortDescription: input.shortDescription,
    validFrom,
    validTo,
    activeStatus: input.activeStatus,
    promoType: input.promoType,
    imageFileId: input.image,
    webFileId: images.image?.webFileId ?? null,
    thumbnailFileId: images.image?.thumbFileId ?? null,
    approval: scope.headOffice ? 'approved' : 'pending',
    rejectReason: '',
  };
  const uid = 'uid' in input ? input.uid : `PROMO-${randomUUID().slice(0, 8).toUpperCase()}`;
  if ('uid' in input) {
    await findPromotion(db, scope, input.uid);
    const [saved] = await db
      .update(p)
      .set({ ...values, version: sql`${p.version} + 1`, updatedBy: actor, updatedTime: new Date() })
      .where(and(eq(p.uid, input.uid), eq(p.version, input.version)))
      .returning({ uid: p.uid });
    if (!saved) throw new AppError(409, 'STALE_VERSION', MASTER_MESSAGES.stale);
  } else {
    await db.insert(p).values({ ...values, uid, createdBy: actor });
  }
  return toPromotion(await findPromotion(db, scope, uid), today);
}

/** Head office approves or rejects a waiting promotion; the reason is shown to the branch. */
export async function reviewPromotion(
  db: Db,
  uid: string,
  decision: 'approve' | 'reject',
  reason: string,
  actor: string,
  today: string,
): Promise<Promotion> {
  const [done] = await db
    .update(p)
    .set({
      approval: decision === 'approve' ? 'approved' : 'rejected',
      rejectReason: decision === 'approve' ? '' : reason,
      reviewedBy: actor,
      reviewedTime: new Date(),
      version: sql`${p.version} + 1`,
    })
    .where(and(eq(p.uid, uid), eq(p.approval, 'pending')))
    .returning({ uid: p.uid });
  if (!done) {
    const [exists] = await db.select({ approval: p.approval }).from(p).where(eq(p.uid, uid));
    if (!exists) throw notFound();
    throw new AppError(409, 'CONFLICT', `This promotion is already ${exists.approval}`);
  }
  return toPromotion(await findPromotion(db, { headOffice: true }, uid), today);
}

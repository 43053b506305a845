import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { News, NewsCreate, NewsListQuery, NewsUpdate } from '@dealer/contracts/content';
import { MASTER_MESSAGES } from '@dealer/contracts/master';
import type { Db, DbOrTx } from '../../db/client';
import { branch, contentNews } from '../../db/schema/index';
import { imageUrl } from '../../platform/files/store';
import { AppError, notFound } from '../../platform/http/errors';
import { ilikeContains } from '../../platform/http/like';
import { prepareImages } from './images';
import { branchWhere } from './promotions';
import { isBlankRich, sanitizeRich } from './sanitize';
import { branchFilter, writeTarget, type ContentScope } from './scope';
import { readTogether } from '../../db/together';

const n = contentNews;
const columns = { row: n, branchCode: branch.branchCode, branchName: branch.branchDescription };
type Row = { row: typeof n.$inferSelect; branchCode: string | null; branchName: string | null };

export function toNews(r: Row): News {
  const x = r.row;
  return {
    id: x.id,
    uid: x.uid,
    name: x.name,
    shortDesc: x.shortDesc,
    content: x.content,
    activeStatus: x.activeStatus as News['activeStatus'],
    category: x.category as News['category'],
    videoURL: x.videoUrl,
    outletType: x.outletType as News['outletType'],
    branchCode: r.branchCode ?? '',
    branchName: r.branchName ?? 'Head Office',
    source: x.source,
    image: x.imageFileId,
    imageUrl: x.webFileId ? imageUrl(x.webFileId) : null,
    thumbnailUrl: x.thumbnailFileId ? imageUrl(x.thumbnailFileId) : null,
    version: x.version,
    creationTime: x.createdTime.toISOString(),
    modifiedTime: x.updatedTime?.toISOString() ?? null,
  };
}

const SORTS = {
  name: n.name,
  validFrom: n.createdTime,
  validTo: n.createdTime,
  creationTime: n.createdTime,
  modifiedTime: n.updatedTime,
} as const;
const onDay = (column: AnyPgColumn, day: string) =>
  sql`(${column} at time zone 'Asia/Jakarta')::date = ${day}::date`;

export async function listNews(db: DbOrTx, scope: ContentScope, query: NewsListQuery) {
  const filter = branchFilter(scope, query.branchCode);
  const where = and(
    branchWhere(filter, n.branchId),
    query.title ? ilikeContains(n.name, query.title) : undefined,
    query.generalFilter
      ? or(
          ilikeContains(n.name, query.generalFilter),
          ilikeContains(n.shortDesc, query.generalFilter),
        )
      : undefined,
    query.category ? eq(n.category, query.category) : undefined,
    query.creationTime ? onDay(n.createdTime, query.creationTime) : undefined,
    query.modifiedTime ? onDay(n.updatedTime, query.modifiedTime) : undefined,
    query.activeStatus
      ? eq(n.activeStatus, query.activeStatus === 'true' ? 'aktif' : 'inactive')
      : undefined,
  );
  const order = query.sort === 'asc' ? asc(SORTS[query.sortBy]) : desc(SORTS[query.sortBy]);
  const [rows, [count]] = await readTogether(db, [
    () =>
      db
        .select(columns)
        .from(n)
        .leftJoin(branch, eq(branch.id, n.branchId))
        .where(where)
        .orderBy(order, desc(n.id))
        .limit(query.pageSize)
        .offset(query.page * query.pageSize),
    () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(n)
        .leftJoin(branch, eq(branch.id, n.branchId))
        .where(where),
  ]);
  return { news: rows.map(toNews), totalData: count?.total ?? 0 };
}

/** One item the caller may see, by newsCode (uid) or id; another branch's is 404. */
export async function findNews(
  db: DbOrTx,
  scope: ContentScope,
  key: { uid: string } | { id: number },
) {
  const [found] = await db
    .select(columns)
    .from(n)
    .leftJoin(branch, eq(branch.id, n.branchId))
    .where('uid' in key ? eq(n.uid, key.uid) : eq(n.id, key.id));
  if (!found || (!scope.headOffice && found.branchCode !== scope.branchCode)) throw notFound();
  return found;
}

/** Creates or edits a news item; the content is sanitised against the allow-list first. */
export async function saveNews(
  db: Db,
  scope: ContentScope,
  input: NewsCreate | NewsUpdate,
  actor: string,
): Promise<News> {
  const content = sanitizeRich(input.content);
  if (isBlankRich(content)) {
    throw new AppError(400, 'VALIDATION', 'content is required', [
      { field: 'content', message: 'content is required' },
    ]);
  }
  const target = await writeTarget(db, scope, input.branchCode);
  const images = await prepareImages(db, { image: input.image }, actor);
  const values = {
    branchId: target.branchId,
    name: input.name,
    shortDesc: input.shortDesc,
    content,
    category: input.category,
    videoUrl: input.videoURL,
    outletType: input.outletType,
    activeStatus: input.activeStatus,
    source: 'CMS',
    imageFileId: input.image,
    webFileId: images.image?.webFileId ?? null,
    thumbnailFileId: images.image?.thumbFileId ?? null,
  };
  if ('id' in input) {
    await findNews(db, scope, { id: input.id });
    const [saved] = await db
      .update(n)
      .set({ ...values, version: sql`${n.version} + 1`, updatedBy: actor, updatedTime: new Date() })
      .where(and(eq(n.id, input.id), eq(n.version, input.version)))
      .returning({ id: n.id });
    if (!saved) throw new AppError(409, 'STALE_VERSION', MASTER_MESSAGES.stale);
    return toNews(await findNews(db, scope, { id: input.id }));
  }
  const uid = `NEWS-${randomUUID().slice(0, 8).toUpperCase()}`;
  await db.insert(n).values({ ...values, uid, createdBy: actor });
  return toNews(await findNews(db, scope, { uid }));
}

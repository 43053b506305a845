import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { QuestListItem, RecurrenceItem, ZQuestListRequest } from '@dealer/contracts/quest';
import { rows, type DbOrTx } from '../../db/client';
import { ilikeContains } from '../../platform/http/like';
import { dayEnd, dayStart, toWallClock } from './time';

type ListRequest = z.output<typeof ZQuestListRequest>;

interface ListRow {
  id: number;
  company_code: string;
  quest_code: string;
  quest_name: string;
  keyword: string;
  status: number;
  quest_type: number;
  created_time: string;
  published_time: string | null;
}

const targeted = (kind: string, code: string): SQL =>
  sql`exists (select 1 from quest_target t where t.quest_id = q.id and t.kind = ${kind} and t.code = ${code})`;

/** The recurrences of some quests, by quest id, in recurrence order. */
export async function recurrencesOf(
  db: DbOrTx,
  questIds: number[],
  timeZone: string,
): Promise<Map<number, RecurrenceItem[]>> {
  const byQuest = new Map<number, RecurrenceItem[]>(questIds.map((id) => [id, []]));
  if (questIds.length === 0) return byQuest;
  const found = await rows<RecurrenceItem & { quest_id: number }>(
    db,
    sql`select quest_id, recurrence_no as "recurrenceNo",
          ${toWallClock(sql`valid_from`, timeZone)} as "validFrom",
          ${toWallClock(sql`valid_to`, timeZone)} as "validTo",
          ${toWallClock(sql`valid_to_join`, timeZone)} as "validToJoin",
          recurrence_status as "recurrenceStatus"
        from quest_recurrence
        where quest_id in (${sql.join(
          questIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by quest_id, recurrence_no`,
  );
  for (const row of found) {
    const { quest_id: questId, ...item } = row;
    byQuest.get(questId)?.push(item);
  }
  return byQuest;
}

/**
 * The quest list (spec 2 section 7 'POST list'): status -1 is every quest but the deleted ones;
 * name and keyword match anywhere, ignoring case; area, city and branch pick quests targeted at
 * that code; created and published ranges are business days, both ends included.
 */
export async function listQuests(
  db: DbOrTx,
  request: ListRequest,
  timeZone: string,
): Promise<{ data: QuestListItem[]; total: number }> {
  const where: SQL[] = [sql`q.company_code = ${request.companyCode}`];
  where.push(request.status === -1 ? sql`q.status <> 5` : sql`q.status = ${request.status}`);
  if (request.questName) where.push(ilikeContains(sql`q.quest_name`, request.questName));
  if (request.keyword) where.push(ilikeContains(sql`q.keyword`, request.keyword));
  if (request.areaCode) where.push(targeted('area', request.areaCode));
  if (request.cityCode) where.push(targeted('city', request.cityCode));
  if (request.branchCode) where.push(targeted('branch', request.branchCode));
  if (request.createdTimeFrom)
    where.push(sql`q.created_time >= ${dayStart(request.createdTimeFrom, timeZone)}`);
  if (request.createdTimeTo)
    where.push(sql`q.created_time < ${dayEnd(request.createdTimeTo, timeZone)}`);
  if (request.publishedTimeFrom)
    where.push(sql`q.published_time >= ${dayStart(request.publishedTimeFrom, timeZone)}`);
  if (request.publishedTimeTo)
    where.push(sql`q.published_time < ${dayEnd(request.publishedTimeTo, timeZone)}`);

  // The page's ids first (the window count reads no other column), then only those rows.
  const ids = await rows<{ id: number; total: string | number }>(
    db,
    sql`select q.id, count(*) over () as total from quest q
        where ${sql.join(where, sql` and `)}
        order by q.id desc
        limit ${request.limit} offset ${request.skip}`,
  );
  let total = ids.length > 0 ? Number(ids[0]!.total) : 0;
  if (ids.length === 0 && request.skip > 0) {
    const [counted] = await rows<{ n: string | number }>(
      db,
      sql`select count(*) as n from quest q where ${sql.join(where, sql` and `)}`,
    );
    total = Number(counted?.n ?? 0);
  }
  const page =
    ids.length === 0
      ? []
      : await rows<ListRow>(
          db,
          sql`select q.id, q.company_code, q.quest_code, q.quest_name, q.keyword, q.status,
                q.quest_type,
                ${toWallClock(sql`q.created_time`, timeZone)} as created_time,
                ${toWallClock(sql`q.published_time`, timeZone)} as published_time
              from quest q
              where q.id in (${sql.join(
                ids.map((row) => sql`${row.id}`),
                sql`, `,
              )})
              order by q.id desc`,
        );
  const recurrences = await recurrencesOf(
    db,
    page.map((row) => row.id),
    timeZone,
  );
  return {
    total,
    data: page.map((row) => ({
      companyCode: row.company_code,
      questCode: row.quest_code,
      questId: row.id,
      questName: row.quest_name,
      keyword: row.keyword,
      status: row.status,
      questType: row.quest_type,
      createdTime: row.created_time,
      publishedTime: row.published_time,
      recurrence: recurrences.get(row.id) ?? [],
    })),
  };
}

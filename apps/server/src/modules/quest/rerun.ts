import { inArray } from 'drizzle-orm';
import type { FieldError } from '@dealer/contracts';
import { metadataTypeById } from '@dealer/contracts/quest-rules';
import type { RerunItem } from '@dealer/contracts/quest';
import type { Db } from '../../db/client';
import { quest, questRerunRequest } from '../../db/schema/quest';
import { validationError } from '../../platform/http/errorHandler';
import { processRerunRequests } from './engine/public';
import { toInstant, toWallClock } from './time';

/** Quests a rerun may recompute: published ones (Open, Active, InActive). */
const RERUNNABLE = [1, 2, 3];

/**
 * POST save-rerun: one request row per quest and window, all or nothing. The quest engine
 * recomputes each request (status and awarded); here the request is checked and recorded.
 */
export async function saveRerun(db: Db, items: RerunItem[], actor: string, timeZone: string) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(items.map((item) => item.questID))];
    const found = await tx
      .select({ id: quest.id, status: quest.status })
      .from(quest)
      .where(inArray(quest.id, ids));
    const status = new Map(found.map((q) => [q.id, q.status]));
    const errors: FieldError[] = [];
    items.forEach((item, index) => {
      const s = status.get(item.questID);
      if (s === undefined)
        errors.push({ field: `data.${index}.questID`, message: `no quest ${item.questID}` });
      else if (!RERUNNABLE.includes(s))
        errors.push({
          field: `data.${index}.questID`,
          message: 'only an Open, Active or InActive quest can be rerun',
        });
      if (!metadataTypeById(item.metadataTypeID))
        errors.push({
          field: `data.${index}.metadataTypeID`,
          message: `unknown metadata type ${item.metadataTypeID}`,
        });
    });
    if (errors.length > 0) throw validationError(errors);
    const inserted = await tx
      .insert(questRerunRequest)
      .values(
        items.map((item) => ({
          questId: item.questID,
          metadataTypeId: item.metadataTypeID,
          eventDateFrom: toInstant(item.eventDateFrom, timeZone),
          eventDateTo: toInstant(item.eventDateTo, timeZone),
          setting: item.setting,
          requestedBy: actor,
        })),
      )
      .returning({
        rerunId: questRerunRequest.id,
        questID: questRerunRequest.questId,
        metadataTypeID: questRerunRequest.metadataTypeId,
        eventDateFrom: toWallClock(questRerunRequest.eventDateFrom, timeZone).mapWith(String),
        eventDateTo: toWallClock(questRerunRequest.eventDateTo, timeZone).mapWith(String),
        status: questRerunRequest.status,
        awarded: questRerunRequest.awarded,
      });
    // The engine recomputes each request over its window in this transaction (awards once).
    const done = new Map(
      (
        await processRerunRequests(
          tx,
          inserted.map((r) => r.rerunId),
          timeZone,
        )
      ).map((r) => [r.rerunId, r]),
    );
    return inserted.map((r) => ({
      ...r,
      status: done.get(r.rerunId)?.status ?? r.status,
      awarded: done.get(r.rerunId)?.awarded ?? r.awarded,
    }));
  });
}

import { sql } from 'drizzle-orm';
import type { FieldError } from '@dealer/contracts';
import type { EventOutcome, QuestEventInput } from '@dealer/contracts/quest-engine';
import { METADATA_TYPE_IDS, detailsOfType } from '@dealer/contracts/quest-rules';
import { rows, type Db } from '../../../db/client';
import { validationError } from '../../../platform/http/errorHandler';
import { recordAndScore } from './scoring';

type ParsedEvent = Required<Omit<QuestEventInput, 'details'>> & {
  details: Record<string, string | number | undefined>;
};

/**
 * Events posted by the group's other systems: all or nothing (a bad event, an unknown player or a
 * detail the type does not carry answers 400 naming it, nothing recorded); an event id seen before
 * is answered recorded: false and scored nothing (idempotent per event id).
 */
export async function postEvents(
  db: Db,
  events: ParsedEvent[],
  serviceClient: string,
  timeZone: string,
): Promise<EventOutcome[]> {
  const players = [...new Set(events.map((e) => e.playerNo))];
  const known = new Set(
    (
      await rows<{ no: string }>(
        db,
        sql`select employee_no as no from salesman where employee_no in (${sql.join(
          players.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      )
    ).map((r) => r.no),
  );
  const errors: FieldError[] = [];
  events.forEach((event, index) => {
    if (!known.has(event.playerNo))
      errors.push({ field: `events.${index}.playerNo`, message: `no player ${event.playerNo}` });
    const typeId = METADATA_TYPE_IDS[event.metadataTypeCode];
    const allowed = new Set(detailsOfType(typeId).map((d) => d.key as string));
    for (const [key, value] of Object.entries(event.details))
      if (value !== undefined && !allowed.has(key))
        errors.push({
          field: `events.${index}.details.${key}`,
          message: `${event.metadataTypeCode} does not carry ${key}`,
        });
  });
  if (errors.length > 0) throw validationError(errors);
  return db.transaction(async (tx) => {
    const outcomes: EventOutcome[] = [];
    for (const event of events) {
      const data = Object.fromEntries(
        Object.entries(event.details).filter(([, value]) => value !== undefined),
      ) as Record<string, string | number>;
      const outcome = await recordAndScore(
        tx,
        {
          eventId: event.eventId,
          metadataTypeId: METADATA_TYPE_IDS[event.metadataTypeCode],
          playerNo: event.playerNo,
          occurredAt: new Date(event.occurredAt),
          data,
          source: 'service',
          sourceClient: serviceClient,
        },
        timeZone,
      );
      outcomes.push({ eventId: event.eventId, ...outcome });
    }
    return outcomes;
  });
}

import { z } from 'zod';
import { list, trimmed, WIDE_INTEGER } from '../bounds';
import { questReply } from '../quest/envelope';
import { METADATA_TYPES } from '../quest-rules/catalogue';
import { ENGINE_BOUNDS } from './api';

const YEAR_2000 = Date.UTC(2000, 0, 1);
const YEAR_2100 = Date.UTC(2100, 0, 1);

/** An instant with its offset, e.g. 2026-12-01T09:00:00+07:00, between 2000 and 2100. */
const ZInstant = z.iso
  .datetime({ offset: true, message: 'must be a date-time with offset' })
  .max(40, 'must be a date-time with offset')
  .refine((value) => {
    const at = Date.parse(value);
    return at >= YEAR_2000 && at < YEAR_2100;
  }, 'must lie between the years 2000 and 2099');

const detailText = trimmed(ENGINE_BOUNDS.detailText).min(1, 'must not be empty');

/** The details an event carries (keys of quest-rules' METADATA_TYPE_DETAILS but the event date). */
export const ZEventDetails = z
  .object({
    model: detailText.optional(),
    material: detailText.optional(),
    branch: detailText.optional(),
    customerCity: detailText.optional(),
    orderType: detailText.optional(),
    locationType: detailText.optional(),
    customerGroup: detailText.optional(),
    salesSource: detailText.optional(),
    // IDR amounts pass int4 (a car costs more than 2.1 billion IDR); they stay in the event's
    // JSON details and compare as numeric, never in an int4 column. WIDE_INTEGER marks them for
    // the bounds test.
    amount: z
      .number()
      .int('must be a whole number')
      .min(-999_999_999_999_999)
      .max(999_999_999_999_999)
      .meta(WIDE_INTEGER)
      .optional(),
  })
  .strict();
export type EventDetails = z.infer<typeof ZEventDetails>;

const SERVICE_TYPE_CODES = METADATA_TYPES.filter((type) => type.source === 'service').map(
  (type) => type.code,
) as ['VEHICLE_SOLD', 'VEHICLE_DELIVERED'];

/**
 * One event from another system. Only the types whose source is 'service' are admitted here: the
 * order events are recorded by the order workflow itself, in the move's transaction.
 */
export const ZQuestEventInput = z.object({
  eventId: trimmed(ENGINE_BOUNDS.eventId).min(1, 'eventId is required'),
  metadataTypeCode: z.enum(SERVICE_TYPE_CODES, {
    message: `metadataTypeCode must be one of ${SERVICE_TYPE_CODES.join(', ')}`,
  }),
  playerNo: trimmed(ENGINE_BOUNDS.playerNo).min(1, 'playerNo is required'),
  occurredAt: ZInstant,
  details: ZEventDetails.default({}),
});
export type QuestEventInput = z.input<typeof ZQuestEventInput>;

export const ZQuestEventsRequest = z.object({
  events: list(ZQuestEventInput, ENGINE_BOUNDS.eventsPerPost).min(1, 'send at least one event'),
});
export type QuestEventsRequest = z.input<typeof ZQuestEventsRequest>;

export const ZEventOutcome = z.object({
  eventId: z.string(),
  /** false: an event with this id was recorded before; nothing was scored again. */
  recorded: z.boolean(),
  /** Task counts the event moved. */
  counted: z.number().int(),
  /** Recurrences the event completed (points booked). */
  completed: z.number().int(),
});
export type EventOutcome = z.infer<typeof ZEventOutcome>;
export const ZQuestEventsResponse = questReply(z.array(ZEventOutcome));

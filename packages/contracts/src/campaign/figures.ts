import { z } from 'zod';
import { ZAck } from '../envelope';
import { CHANNELS } from './constants';

export const ZChannelFigures = z.object({
  channel: z.enum(CHANNELS),
  audience: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  optedOut: z.number().int(),
  cancelled: z.number().int(),
  /**
   * Deliveries claimed again after an attempt that may have sent them died (a killed process, a
   * lost database connection between send and record): each may have reached the customer twice.
   */
  possibleDuplicates: z.number().int(),
});
export type ChannelFigures = z.infer<typeof ZChannelFigures>;
export const ZSinkMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  /** What the customer reads: an e-mail's text part, the SMS text, the push notification's body. */
  body: z.string(),
  receivedTime: z.string(),
});
export const ZFiguresResponse = ZAck.extend({
  status: z.number().int(),
  dispatchedTime: z.string().nullable(),
  channels: z.array(ZChannelFigures),
  /** Test-drive orders that carried the campaign's promo code. */
  conversions: z.number().int(),
  /** Test sends of the campaign's message (issue 40): real messages, never deliveries. */
  testSends: z.number().int(),
  /** Demo mode: what the built-in catcher and sink received for this campaign (newest first). */
  demoSink: z.object({
    enabled: z.boolean(),
    total: z.number().int(),
    latest: z.array(ZSinkMessage),
  }),
  failures: z.array(z.object({ channel: z.string(), address: z.string(), reason: z.string() })),
});
export type FiguresResponse = z.infer<typeof ZFiguresResponse>;

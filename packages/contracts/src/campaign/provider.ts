import { z } from 'zod';
import { int4, text, trimmed } from '../bounds';
import { ZPhone } from './fields';

/** SMS provider receipt (Twilio-like states). */
export const ZSmsReceipt = z.object({
  id: trimmed(100).min(1),
  status: z.enum(['queued', 'sent', 'delivered', 'undelivered', 'failed']),
  errorCode: trimmed(100).optional(),
});
export const ZSmsInbound = z.object({ from: ZPhone, text: trimmed(500) });
export const ZSmsSinkInput = z.object({
  to: ZPhone,
  text: trimmed(1000),
  ref: trimmed(100),
  campaignId: int4({ min: 0 }).optional(),
  callbackUrl: text(500).url().optional(),
});
export const ZOptOutParams = z.object({ token: text(64).regex(/^[A-Za-z0-9_-]+$/) });
/** The demo push service's subscription token (its endpoint's last segment). */
export const ZDemoPushParams = z.object({ token: text(64).regex(/^[A-Za-z0-9_-]+$/) });

import { z } from 'zod';
import { id, text, trimmed } from '../bounds';
import { ZAck } from '../envelope';

/**
 * The campaign form's preview (issue 40): each channel's message as it would go out, for the
 * form's title, content and image as they stand (saved or not), with a chosen customer's address
 * and opt-out link filled in, or a sample customer's when none is chosen.
 */
export const ZCampaignPreviewQuery = z.object({
  title: trimmed(150).min(1, 'title is required'),
  content: trimmed(2000).min(1, 'content is required'),
  imageFileId: text(64)
    .regex(/^[0-9a-f]{64}$/, 'fileId of an uploaded image')
    .optional(),
  customerId: id().optional(),
});
export type CampaignPreviewQuery = z.infer<typeof ZCampaignPreviewQuery>;

export const SMS_ENCODINGS = ['GSM-7', 'UCS-2'] as const;

export const ZCampaignPreviewResponse = ZAck.extend({
  /** The customer whose data is filled in; null: the sample customer. */
  customer: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  email: z.object({
    to: z.string(),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    /** The message as the SMTP server would receive it, headers and all parts. */
    mime: z.string(),
  }),
  sms: z.object({
    to: z.string(),
    text: z.string(),
    encoding: z.enum(SMS_ENCODINGS),
    characters: z.number().int(),
    units: z.number().int(),
    unitsPerSegment: z.number().int(),
    segments: z.number().int(),
  }),
  push: z.object({ title: z.string(), body: z.string(), image: z.string().nullable() }),
});
export type CampaignPreviewResponse = z.infer<typeof ZCampaignPreviewResponse>;

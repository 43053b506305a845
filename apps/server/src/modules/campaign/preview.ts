import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { CampaignPreviewQuery, CampaignPreviewResponse } from '@dealer/contracts/campaign';
import { rows, type DbOrTx } from '../../db/client';
import { imageExists, imageUrl } from '../../platform/files/store';
import { emailMail, pushPayload, smsText } from '../../platform/messaging/compose';
import type { MessagingConfig } from '../../platform/messaging/config';
import { smsSegments } from '../../platform/messaging/smsSegments';
import type { OutboundMessage } from '../../platform/messaging/types';
import { assertValid } from '../../platform/records/unique';
import { SUCCESS } from '../../platform/http/envelopes';
import { messageLinks } from './sendMessage';

/** Builds an e-mail's bytes without sending them (no connection: one serves every preview). */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

/** Whose data a preview without a chosen customer shows: plainly not a real person. */
export const SAMPLE = {
  id: 0,
  full_name: 'Sample customer',
  email: 'customer@example.com',
  phone: '+62 800 0000 0000',
  opt_out_token: 'preview',
};

/**
 * A message of the form as it stands, not of a saved campaign (campaign 0): what the preview
 * shows and a test send sends. `optOutToken` is the chosen customer's, or the sample's.
 */
export function composedMessage(
  config: MessagingConfig,
  form: Pick<CampaignPreviewQuery, 'title' | 'content' | 'imageFileId'>,
  to: { ref: string; channel: string; to: string },
  optOutToken: string,
): OutboundMessage {
  return {
    ref: to.ref,
    campaignId: 0,
    to: to.to,
    subject: form.title,
    text: form.content,
    ...messageLinks(
      config.publicUrl,
      optOutToken,
      to.channel,
      form.imageFileId && imageUrl(form.imageFileId),
    ),
  };
}

/** Whether an image the form names is stored: refused at its field otherwise. */
export async function imageRefusals(db: DbOrTx, imageFileId: string | undefined) {
  if (!imageFileId || (await imageExists(db, imageFileId))) return [];
  return [{ field: 'imageFileId', message: 'Upload the image first' }];
}

/**
 * Each channel's message for the form as it stands, composed by the code the adapters send with
 * (platform/messaging/compose.ts). The e-mail's MIME comes from nodemailer's own composer through
 * a stream transport: the bytes an SMTP server would receive, built without a connection.
 */
export async function campaignPreview(
  db: DbOrTx,
  config: MessagingConfig,
  query: CampaignPreviewQuery,
): Promise<CampaignPreviewResponse> {
  const [chosen] = query.customerId
    ? await rows<typeof SAMPLE>(
        db,
        sql`select id, full_name, email, phone, opt_out_token from customer
            where id = ${query.customerId}`,
      )
    : [];
  assertValid([
    ...(query.customerId && !chosen ? [{ field: 'customerId', message: 'No such customer' }] : []),
    ...(await imageRefusals(db, query.imageFileId)),
  ]);
  const customer = chosen ?? SAMPLE;
  const message = (channel: string, to: string) =>
    composedMessage(
      config,
      query,
      { ref: `preview:${customer.id}:${channel}`, channel, to },
      customer.opt_out_token,
    );

  const email = emailMail(config.smtp.from, message('email', customer.email ?? SAMPLE.email));
  const built = (await composer.sendMail(email)) as { message: Buffer };
  const sms = message('sms', customer.phone ?? SAMPLE.phone);
  const push = pushPayload(message('push', ''));
  return {
    ...SUCCESS,
    customer: chosen ? { id: chosen.id, fullName: chosen.full_name } : null,
    email: {
      to: String(email.to),
      subject: String(email.subject),
      html: String(email.html),
      text: String(email.text),
      mime: built.message.toString('utf8'),
    },
    sms: { to: sms.to, text: smsText(sms), ...smsSegments(smsText(sms)) },
    push: { title: push.title, body: push.body, image: push.image ?? null },
  };
}

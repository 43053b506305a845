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

/** Whose data a preview without a chosen customer shows: plainly not a real person. */
const SAMPLE = {
  id: 0,
  full_name: 'Sample customer',
  email: 'customer@example.com',
  phone: '+62 800 0000 0000',
  opt_out_token: 'preview',
};

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
  const image = query.imageFileId && (await imageExists(db, query.imageFileId));
  assertValid([
    ...(query.customerId && !chosen ? [{ field: 'customerId', message: 'No such customer' }] : []),
    ...(query.imageFileId && !image
      ? [{ field: 'imageFileId', message: 'Upload the image first' }]
      : []),
  ]);
  const customer = chosen ?? SAMPLE;
  const message = (channel: string, to: string): OutboundMessage => ({
    ref: `preview:${customer.id}:${channel}`,
    campaignId: 0,
    to,
    subject: query.title,
    text: query.content,
    ...messageLinks(
      config.publicUrl,
      customer.opt_out_token,
      channel,
      query.imageFileId && imageUrl(query.imageFileId),
    ),
  });

  const email = emailMail(config.smtp.from, message('email', customer.email ?? SAMPLE.email));
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
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

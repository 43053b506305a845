import type { SendMailOptions } from 'nodemailer';
import type { OutboundMessage } from './types';

/**
 * What each channel sends for a campaign message, in one place: the adapters send it and the
 * campaign preview shows it, so a preview is the message a customer gets, not a likeness of it.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlBody(text: string, imageUrl: string | undefined, optOutUrl: string): string {
  const image = imageUrl
    ? `<p><img src="${escape(imageUrl)}" alt="" style="max-width:100%"></p>`
    : '';
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return `<!doctype html><html><body>${image}${paragraphs}<p style="font-size:12px;color:#555"><a href="${escape(optOutUrl)}">Stop these messages</a></p></body></html>`;
}

/** The e-mail as nodemailer takes it: the transport sends it, the preview compiles its MIME. */
export function emailMail(from: string, message: OutboundMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: `${message.text}\n\n--\nStop these messages: ${message.optOutUrl}`,
    html: htmlBody(message.text, message.imageUrl, message.optOutUrl),
    // The same delivery always carries the same Message-ID: a copy sent again after a crash
    // (the only way a duplicate arises) is recognisable as the same message downstream.
    messageId: `<${message.ref.replace(/[^A-Za-z0-9.-]/g, '.')}@campaign.auto2000>`,
    headers: {
      'X-Campaign-Id': String(message.campaignId),
      'X-Delivery-Ref': message.ref,
      'List-Unsubscribe': `<${message.optOutUrl}>`,
      // RFC 8058 one-click: the mailbox provider POSTs to the link (a GET only asks).
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The SMS text: the content, then the opt-out link (the provider gets it as one string). */
export const smsText = (message: OutboundMessage) => `${message.text}\nSTOP: ${message.optOutUrl}`;

/** The push notification's payload, as the customer app's service worker shows it. */
export const pushPayload = (message: OutboundMessage) => ({
  title: message.subject,
  body: message.text,
  image: message.imageUrl,
  ref: message.ref,
  optOutUrl: message.optOutUrl,
});

import nodemailer from 'nodemailer';
import type { MessagingConfig } from './config';
import { SendFailure, type ChannelAdapter } from './types';

/** Campaign e-mail over SMTP through nodemailer's pooled transport (connections reused). */
export function emailAdapter(
  smtp: MessagingConfig['smtp'] & { host: string },
  options: { ignoreTls?: boolean } = {},
): ChannelAdapter {
  const transport = nodemailer.createTransport({
    pool: true,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    maxConnections: Math.max(1, smtp.poolSize),
    // nodemailer closes a pooled connection after 100 messages by default; a campaign sends
    // thousands, and a new connection costs the greeting and EHLO round trips again.
    maxMessages: Number.POSITIVE_INFINITY,
    ignoreTLS: options.ignoreTls ?? false,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // The transport re-emits a pooled connection's failure as 'error'; unheard, that event would end
  // the process. The failure also rejects the send that met it, which the sender records and
  // retries, so there is nothing more to do here.
  transport.on('error', () => {});
  return {
    channel: 'email',
    provider: 'email',
    concurrency: Math.max(1, smtp.poolSize),
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: smtp.from,
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
        });
        return { status: 'sent', providerId: info.messageId };
      } catch (error) {
        const e = error as { responseCode?: number; response?: string; message?: string };
        // 5xx is the server's final word on this recipient; 4xx and network errors may pass later.
        const permanent = e.responseCode !== undefined && e.responseCode >= 500;
        throw new SendFailure(e.response ?? e.message ?? 'SMTP error', permanent);
      }
    },
    close: async () => transport.close(),
  };
}

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

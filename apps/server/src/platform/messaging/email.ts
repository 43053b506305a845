import nodemailer from 'nodemailer';
import { emailMail } from './compose';
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
        const info = await transport.sendMail(emailMail(smtp.from, message));
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

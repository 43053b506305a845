import { emailAdapter } from '../platform/messaging/email';
import type { MessagingConfig } from '../platform/messaging/config';
import { smsAdapter } from '../platform/messaging/sms';
import type { ChannelAdapter } from '../platform/messaging/types';

/** The e-mail and SMS adapters pointed at a test's own loopback peers (no TLS, no SMTP login). */
export function loopbackAdapters(
  smtp: MessagingConfig['smtp'],
  smtpPort: number,
  smsPort: number,
): Map<'email' | 'sms', ChannelAdapter> {
  return new Map<'email' | 'sms', ChannelAdapter>([
    [
      'email',
      emailAdapter(
        { ...smtp, host: '127.0.0.1', port: smtpPort, user: undefined },
        { ignoreTls: true },
      ),
    ],
    [
      'sms',
      smsAdapter({
        url: `http://127.0.0.1:${smsPort}/send`,
        callbackUrl: 'http://127.0.0.1/unused',
      }),
    ],
  ]);
}

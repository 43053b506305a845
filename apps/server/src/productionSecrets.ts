import type { Config } from './config';
import { DEMO_PASSWORD } from './seed/demoAccounts';

/**
 * Every secret this repository commits: a default, a demo value or an example in the README.
 * Anyone can read them, so a production server (DEMO=false) refuses to start while one is in use;
 * a test checks that every secret demo mode uses is listed here.
 */
export const COMMITTED_SECRETS: readonly string[] = [
  // OAUTH_CLIENT_SECRET's default (the console's client; see docs/auth.md for what it protects).
  'dealer-console-secret',
  // The demo apps' client in SERVICE_CLIENTS (config.ts DEMO_SERVICE_CLIENT, printed in the README).
  'demo-apps-secret-2026',
  // SMS_RECEIPT_SECRET in demo mode (platform/messaging/config.ts).
  'demo-sms-receipt-secret',
  // Every demo account's password (README).
  DEMO_PASSWORD,
];

/** The settings that hold a secret of this server's own, with their values in `config`. */
function secretSettings(config: Config): [setting: string, value: string | undefined][] {
  return [
    ['OAUTH_CLIENT_SECRET', config.oauthClientSecret],
    ...config.serviceClients.map((client): [string, string] => ['SERVICE_CLIENTS', client.secret]),
    ['SMS_RECEIPT_SECRET', config.messaging.sms.receiptSecret],
    ['SMS_API_TOKEN', config.messaging.sms.token],
    ['SMTP_PASSWORD', config.messaging.smtp.password],
    ['AUTH_JWT_SECRET', config.authJwtSecret],
  ];
}

/** The settings of `config` that hold a committed secret (each named once). */
export function settingsWithCommittedSecrets(config: Config): string[] {
  const named = secretSettings(config)
    .filter(([, value]) => value !== undefined && COMMITTED_SECRETS.includes(value))
    .map(([setting]) => setting);
  return [...new Set(named)];
}

/**
 * Throws, naming the settings, when a production configuration (not demo mode) uses a committed
 * secret. Demo mode uses them on purpose: its accounts' password is printed in the README anyway.
 */
export function assertNoCommittedSecrets(config: Config): void {
  if (config.demo) return;
  const settings = settingsWithCommittedSecrets(config);
  if (settings.length === 0) return;
  throw new Error(
    `Production (DEMO=false) refuses to start: ${settings.join(', ')} ${settings.length === 1 ? 'holds a value' : 'hold values'} ` +
      'committed in this repository, which anyone can read. Set your own secret (at least 16 random ' +
      "characters, e.g. `openssl rand -base64 24`); see the README's configuration table.",
  );
}

/**
 * Settings of campaign delivery (rows of config.ts's CONFIG_TABLE; README's configuration table).
 * Parsed here so that config.ts only gains one field.
 */
export interface MessagingConfig {
  /** Run the campaign dispatcher and workers in this process (every process may). */
  dispatch: boolean;
  /** Absolute URL of this server as customers reach it (opt-out links, SMS receipts). */
  publicUrl: string;
  smtp: {
    host: string | undefined;
    port: number;
    secure: boolean;
    user: string | undefined;
    password: string | undefined;
    from: string;
    poolSize: number;
  };
  /** Demo mode: the built-in SMTP catcher's port (0 = any free port). */
  catcherPort: number;
  sms: { url: string | undefined; token: string | undefined; receiptSecret: string };
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Messages per second per provider, shared by every worker and process; 0 = unthrottled. */
  rates: { email: number; sms: number; push: number };
  /** 'HH:mm-HH:mm' in the business time zone, or undefined: no quiet hours. */
  quietHours: { start: number; end: number } | undefined;
  retryLimit: number;
  retryDelaySeconds: number;
  sweepMs: number;
  /** Delivery jobs a worker takes at once, and workers per process. */
  batchSize: number;
  workers: number;
  /**
   * A worker refreshes its jobs' heartbeat every half of this; a job whose heartbeat is older (its
   * process was killed) goes back to the queue at the next monitor pass (every `monitorSeconds`).
   */
  heartbeatSeconds: number;
  monitorSeconds: number;
}

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string) => {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
};

function num(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative number, got '${raw}'`);
  }
  return value;
}

function minutesOf(text: string, name: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) {
    throw new Error(`${name} must look like 21:00-08:00, got '${text}'`);
  }
  return Number(m[1]) * 60 + Number(m[2]);
}

export function loadMessagingConfig(env: Env, demo: boolean, port: number): MessagingConfig {
  const quiet = read(env, 'CAMPAIGN_QUIET_HOURS');
  const [qs, qe] = quiet?.split('-') ?? [];
  return {
    dispatch: (read(env, 'CAMPAIGN_DISPATCH') ?? 'true').toLowerCase() !== 'false',
    publicUrl: (read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtp: {
      host: read(env, 'SMTP_HOST'),
      port: num(env, 'SMTP_PORT', 587),
      secure: read(env, 'SMTP_SECURE') === 'true',
      user: read(env, 'SMTP_USER'),
      password: read(env, 'SMTP_PASSWORD'),
      from: read(env, 'SMTP_FROM') ?? 'Auto2000 <no-reply@auto2000.co.id>',
      poolSize: num(env, 'SMTP_POOL_SIZE', 5),
    },
    catcherPort: num(env, 'DEMO_SMTP_PORT', demo ? 2525 : 0),
    sms: {
      url: read(env, 'SMS_API_URL'),
      token: read(env, 'SMS_API_TOKEN'),
      receiptSecret: read(env, 'SMS_RECEIPT_SECRET') ?? (demo ? 'demo-sms-receipt-secret' : ''),
    },
    vapid: {
      publicKey: read(env, 'VAPID_PUBLIC_KEY'),
      privateKey: read(env, 'VAPID_PRIVATE_KEY'),
      subject: read(env, 'VAPID_SUBJECT') ?? 'mailto:no-reply@auto2000.co.id',
    },
    rates: {
      email: num(env, 'RATE_EMAIL_PER_SECOND', 50),
      sms: num(env, 'RATE_SMS_PER_SECOND', 10),
      push: num(env, 'RATE_PUSH_PER_SECOND', 100),
    },
    quietHours:
      qs && qe
        ? {
            start: minutesOf(qs, 'CAMPAIGN_QUIET_HOURS'),
            end: minutesOf(qe, 'CAMPAIGN_QUIET_HOURS'),
          }
        : undefined,
    retryLimit: num(env, 'CAMPAIGN_RETRY_LIMIT', 3),
    retryDelaySeconds: num(env, 'CAMPAIGN_RETRY_DELAY_SECONDS', 5),
    sweepMs: num(env, 'CAMPAIGN_SWEEP_MS', 2000),
    batchSize: Math.max(1, Math.round(num(env, 'CAMPAIGN_BATCH_SIZE', 50))),
    workers: Math.max(1, Math.round(num(env, 'CAMPAIGN_WORKERS', 2))),
    // A heartbeat under 10 s would give a live worker's batch back over a short database stall;
    // a monitor pass more often than every second costs more than it finds.
    heartbeatSeconds: Math.max(10, Math.round(num(env, 'CAMPAIGN_HEARTBEAT_SECONDS', 10))),
    monitorSeconds: Math.max(1, Math.round(num(env, 'JOB_MONITOR_SECONDS', 10))),
  };
}

/** The rows config.ts adds to CONFIG_TABLE. */
export const MESSAGING_CONFIG_ROWS = [
  {
    name: 'CAMPAIGN_DISPATCH',
    default: 'true',
    meaning: 'Run campaign dispatch and delivery workers in this process',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    meaning: 'Address customers reach this server at (opt-out links, SMS receipts)',
  },
  {
    name: 'SMTP_HOST',
    default: '(unset: demo catcher in demo mode, no e-mail otherwise)',
    meaning: 'SMTP server of campaign e-mail (nodemailer, pooled)',
  },
  { name: 'SMTP_PORT', default: '587', meaning: 'SMTP port' },
  {
    name: 'SMTP_SECURE',
    default: 'false',
    meaning: 'true = TLS from the start (port 465); otherwise STARTTLS when offered',
  },
  { name: 'SMTP_USER', default: '(unset)', meaning: 'SMTP user name' },
  { name: 'SMTP_PASSWORD', default: '(unset)', meaning: 'SMTP password' },
  {
    name: 'SMTP_FROM',
    default: 'Auto2000 <no-reply@auto2000.co.id>',
    meaning: 'Sender of campaign e-mail',
  },
  { name: 'SMTP_POOL_SIZE', default: '5', meaning: 'Pooled SMTP connections per process' },
  {
    name: 'DEMO_SMTP_PORT',
    default: '2525',
    meaning: 'Demo mode: port of the built-in SMTP catcher (its mails show on the campaign page)',
  },
  {
    name: 'SMS_API_URL',
    default: '(unset: built-in sink in demo mode, no SMS otherwise)',
    meaning: 'HTTP SMS provider: POST {to, text, ref, callbackUrl} answering {id, status}',
  },
  { name: 'SMS_API_TOKEN', default: '(unset)', meaning: 'Bearer token for the SMS provider' },
  {
    name: 'SMS_RECEIPT_SECRET',
    default: '(demo: fixed; otherwise unset = receipts refused)',
    meaning:
      'Secret the provider sends (X-Receipt-Secret) with delivery receipts and inbound STOP messages',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default:
      '(unset: demo mode makes a pair at the first start, kept in the database; no web push otherwise)',
    meaning: 'Web push VAPID public key (npx web-push generate-vapid-keys)',
  },
  { name: 'VAPID_PRIVATE_KEY', default: '(unset)', meaning: 'Web push VAPID private key' },
  { name: 'VAPID_SUBJECT', default: 'mailto:no-reply@auto2000.co.id', meaning: 'VAPID contact' },
  {
    name: 'RATE_EMAIL_PER_SECOND',
    default: '50',
    meaning: 'Global e-mail rate shared by every worker and process (0 = unthrottled)',
  },
  { name: 'RATE_SMS_PER_SECOND', default: '10', meaning: 'Global SMS rate (0 = unthrottled)' },
  {
    name: 'RATE_PUSH_PER_SECOND',
    default: '100',
    meaning: 'Global web push rate (0 = unthrottled)',
  },
  {
    name: 'CAMPAIGN_QUIET_HOURS',
    default: '(unset: none)',
    meaning: 'No campaign sends in this window of the business time zone, e.g. 21:00-08:00',
  },
  {
    name: 'CAMPAIGN_RETRY_LIMIT',
    default: '3',
    meaning: 'Retries of a failed send (exponential back-off) before it is marked failed',
  },
  {
    name: 'CAMPAIGN_RETRY_DELAY_SECONDS',
    default: '5',
    meaning: 'First retry delay (doubles each retry)',
  },
  { name: 'CAMPAIGN_SWEEP_MS', default: '2000', meaning: 'How often due campaigns are looked for' },
  {
    name: 'CAMPAIGN_BATCH_SIZE',
    default: '50',
    meaning:
      'Delivery jobs a worker takes at once (unthrottled providers: claimed and sent together)',
  },
  { name: 'CAMPAIGN_WORKERS', default: '2', meaning: 'Delivery workers per process' },
  {
    name: 'CAMPAIGN_HEARTBEAT_SECONDS',
    default: '10',
    meaning:
      'Delivery jobs of a process that stopped beating this long (killed) are sent again (at least 10)',
  },
  {
    name: 'JOB_MONITOR_SECONDS',
    default: '10',
    meaning: 'How often the job queue looks for expired jobs and stale heartbeats',
  },
] as const;

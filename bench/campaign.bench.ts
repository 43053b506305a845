import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed/demo';
import { loadConfig } from '../apps/server/src/config';
import { audiencePreview } from '../apps/server/src/modules/campaign/audience';
import { startCampaignEngine } from '../apps/server/src/modules/campaign/engine';
import { header, startSmtpCatcher } from '../apps/server/src/platform/messaging/catcher';
import { emailAdapter } from '../apps/server/src/platform/messaging/email';
import { atMost, percentile, type Measurement } from './support/budget';
import { createBenchDatabase } from './support/database';
import { audienceBody, audienceCodes, seedCustomers } from './support/customers';
import { startServer } from '../e2e/support/server';

/** Resident memory of a process from /proc (VmRSS now, VmHWM its peak), in MB. */
function residentMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

const TZ = 'Asia/Jakarta';
const CUSTOMERS = Number(process.env.BENCH_CAMPAIGN_CUSTOMERS ?? 1_000_000);
const RECIPIENTS = Math.min(CUSTOMERS, Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 100_000));

/**
 * Campaign budgets (issue 15): the audience preview over 1,000,000 customers with every filter
 * p95 <= 200 ms; 100,000 e-mail recipients dispatched to a loopback SMTP sink with no throttle in
 * <= 5 minutes on PostgreSQL, RSS <= 300 MB, 0 duplicates. On PostgreSQL the built server
 * (`npm run build`) runs as its own process with SMTP_HOST pointing at a loopback sink in this
 * process, and its RSS is read from /proc; embedded, the engine runs in this process.
 */
export async function benchCampaign(): Promise<Measurement[]> {
  const target = await createBenchDatabase();
  const database = await createDatabase(
    target.url ? { databaseUrl: target.url, poolSize: 10 } : {},
  );
  const out: Measurement[] = [];
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    const codes = await audienceCodes(db);
    const seeded = Date.now();
    await seedCustomers(db, codes, CUSTOMERS, RECIPIENTS);
    const seedSeconds = (Date.now() - seeded) / 1000;

    // Audience preview with every filter, over varied values.
    const times: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const started = performance.now();
      await audiencePreview(db, audienceBody(i, codes), TZ);
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    out.push(
      atMost(
        `audience preview, every filter, ${CUSTOMERS.toLocaleString('en-US')} customers, p95`,
        percentile(sorted, 95),
        200,
        'ms',
        `p50 ${percentile(sorted, 50).toFixed(1)} ms; ${database.kind}; seeding took ${seedSeconds.toFixed(0)} s`,
      ),
    );

    // E-mail dispatch to a loopback SMTP sink, unthrottled.
    const seen = new Map<string, number>();
    let received = 0;
    // When the first half arrived: the rate of each half shows whether sending slows down as the
    // job table fills (the queue's fetch), apart from the machine's load.
    let halfAt = 0;
    const sink = await startSmtpCatcher(0, (mail) => {
      received += 1;
      if (received === Math.ceil(RECIPIENTS / 2)) halfAt = Date.now();
      const ref = header(mail.raw, 'X-Delivery-Ref') ?? '';
      seen.set(ref, (seen.get(ref) ?? 0) + 1);
    });
    // On PostgreSQL the built server runs as its own process (its RSS is the server's alone);
    // embedded, the engine runs in this process.
    const server = target.url
      ? await startServer({
          DATABASE_URL: target.url,
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(sink.port),
          SMTP_POOL_SIZE: process.env.BENCH_SMTP_POOL_SIZE ?? '10',
          RATE_EMAIL_PER_SECOND: '0',
          CAMPAIGN_SWEEP_MS: '500',
        })
      : undefined;
    const rssOf = () =>
      server?.pid ? residentMb(server.pid, 'VmRSS') : process.memoryUsage().rss / 1048576;
    const rssBefore = rssOf();
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf());
    }, 250);
    const config = loadConfig({}).messaging;
    const engine = server
      ? undefined
      : await startCampaignEngine({
          database,
          config: { ...config, rates: { email: 0, sms: 0, push: 0 }, sweepMs: 500 },
          timeZone: TZ,
          adapters: new Map([
            [
              'email',
              emailAdapter(
                {
                  ...config.smtp,
                  host: '127.0.0.1',
                  port: sink.port,
                  poolSize: 10,
                  user: undefined,
                },
                { ignoreTls: true },
              ),
            ],
          ]),
          log: (error, message) => console.error(message, error),
          concurrency: 8,
          batchSize: 10,
        });
    try {
      const started = Date.now();
      await db.execute(sql`
        insert into campaign (title, content, type_code, publish_date, valid_from, valid_to, status,
          religion, gender, minimum_age, maximum_age, is_email, is_push)
        values ('Bench blast', 'Bench content', 'PROMO', now() - interval '1 minute', now(),
          now() + interval '7 days', 1, 'KONGHUCU', 'F', 0, 150, true, false)`);
      const deadline = started + 6 * 60_000;
      while (received < RECIPIENTS && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
      }
      const seconds = (Date.now() - started) / 1000;
      // Settle: anything still arriving after the count was reached would be a duplicate.
      await new Promise((r) => setTimeout(r, 2000));
      const duplicates = [...seen.values()].reduce((s, n) => s + (n > 1 ? n - 1 : 0), 0);
      if (server?.pid) peakRss = Math.max(peakRss, residentMb(server.pid, 'VmHWM'));
      out.push(
        atMost(
          `${RECIPIENTS.toLocaleString('en-US')} e-mails dispatched to a loopback SMTP sink, unthrottled`,
          received >= RECIPIENTS ? seconds : Number.POSITIVE_INFINITY,
          300,
          's',
          `${received} received in ${seconds.toFixed(1)} s (${(received / seconds).toFixed(0)}/s, from activation; first half ${halfAt ? ((halfAt - started) / 1000).toFixed(1) : '-'} s); ${server ? 'built server process' : 'in-process engine'}; ${database.kind}; load ${loadavg()[0]!.toFixed(1)} at the end`,
        ),
        atMost(
          server
            ? 'peak RSS of the server process'
            : 'peak RSS of the bench process (engine + sink)',
          peakRss,
          300,
          'MB',
          `${rssBefore.toFixed(0)} MB before the dispatch`,
        ),
        atMost('duplicate e-mails without faults', duplicates, 0, 'messages'),
      );
    } finally {
      clearInterval(sampler);
      await engine?.stop();
      await server?.stop();
      await sink.close();
    }
  } finally {
    await database.close();
    await target.drop();
  }
  return out;
}

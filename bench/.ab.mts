// A/B: the same e-mail campaign delivered by the engine of two source trees, on fresh PostgreSQL
// databases, alternating, to a loopback SMTP sink. Usage: tsx campaignAB.ts <root> <recipients>
import { randomBytes } from 'node:crypto';
import pg from 'pg';
const root = process.argv[2]!;
const N = Number(process.argv[3] ?? 10000);
const src = `${root}/apps/server/src`;
const { createDatabase } = await import(`${src}/db/client.ts`);
const { startCampaignEngine } = await import(`${src}/modules/campaign/engine.ts`);
const { startSmtpCatcher } = await import(`${src}/platform/messaging/catcher.ts`);
const { emailAdapter } = await import(`${src}/platform/messaging/email.ts`);
const { loadConfig } = await import(`${src}/config.ts`);
const server = 'postgres://postgres@127.0.0.1:5432/test';
const name = `ab_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
const database = await createDatabase({ databaseUrl: url, poolSize: 10 });
try {
  await database.migrate();
  await database.query(
    `insert into customer (customer_ref, full_name, email, phone, consent_email, consent_sms, consent_push, opt_out_token)
     select 'K' || g, 'AB ' || g, 'ab' || g || '@example.com', '+62812' || lpad(g::text, 7, '0'), true, false, false, md5('ab' || g)
     from generate_series(1, $1::int) g`,
    [N],
  );
  let received = 0;
  const sink = await startSmtpCatcher(0, () => {
    received += 1;
  });
  const config = loadConfig({}).messaging;
  const engine = await startCampaignEngine({
    database,
    config: { ...config, rates: { email: 0, sms: 0, push: 0 }, sweepMs: 300 },
    timeZone: 'Asia/Jakarta',
    adapters: new Map([
      ['email', emailAdapter({ ...config.smtp, host: '127.0.0.1', port: sink.port, poolSize: 10, user: undefined }, { ignoreTls: true })],
    ]),
    log: (e: unknown, m: string) => console.error(m, e),
  });
  const started = Date.now();
  await database.query(
    `insert into campaign (title, content, type_code, publish_date, valid_from, valid_to, status, is_email, is_sms, is_push)
     values ('AB', 'AB', 'PROMO', now() - interval '1 minute', now(), now() + interval '1 day', 1, true, false, false)`,
  );
  while (received < N) await new Promise((r) => setTimeout(r, 50));
  const s = (Date.now() - started) / 1000;
  console.log(JSON.stringify({ root, N, seconds: s, perSecond: Math.round(N / s) }));
  await engine.stop();
  await sink.close();
} finally {
  await database.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
process.exit(0);

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client';
import { freePort, SERVER_DIR } from './serverProcess';

/** The database the server processes share: a fresh PostgreSQL database, or a PGlite folder. */
export interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function postgresTarget(serverUrl: string, prefix: string): Promise<Target> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => createDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function pgliteTarget(prefix: string): Target {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    // PGlite is single-process: the test opens the folder only while no server runs.
    open: () => createDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Migrates `target` and writes `recipients` consenting customers (refs 1..n, so that delivery
 * ids are `<campaign>:<n>:<channel>`) and one live campaign on e-mail and SMS, due now.
 */
export async function seedCampaign(target: Target, recipients: number): Promise<number> {
  const database = await target.open();
  try {
    await database.migrate();
    await database.query(
      `insert into customer (customer_ref, full_name, email, phone, consent_email, consent_sms,
         consent_push, opt_out_token)
       select 'K' || g, 'Delivery test ' || g, 'rcpt' || g || '@example.com',
              '+62812' || lpad(g::text, 7, '0'), true, true, false, md5('rcpt' || g)
       from generate_series(1, $1::int) g`,
      [recipients],
    );
    const [c] = await database.query<{ id: number }>(
      `insert into campaign (title, content, type_code, publish_date, valid_from, valid_to, status,
         is_email, is_sms, is_push)
       values ('Delivery test', 'Sent across restarts', 'PROMO', now() - interval '1 minute', now(),
         now() + interval '1 day', 1, true, true, false) returning id`,
    );
    return c!.id;
  } finally {
    await database.close();
  }
}

/** Rows of the campaign per channel in `status` (e.g. what a killed process left 'sending'). */
export async function deliveriesIn(
  target: Target,
  campaignId: number,
  status: string,
): Promise<Record<string, number>> {
  const database = await target.open();
  try {
    const rows = await database.query<{ channel: string; n: number }>(
      `select channel, count(*)::int as n from campaign_delivery
       where campaign_id = $1 and status = $2 group by channel`,
      [campaignId, status],
    );
    return Object.fromEntries(rows.map((r) => [r.channel, r.n]));
  } finally {
    await database.close();
  }
}

export interface CampaignServer {
  child: ChildProcess;
  origin: string;
  /** Null while it runs; its exit code or signal once it ended. */
  ended(): number | NodeJS.Signals | null;
  exited: Promise<void>;
}

const OWN_SECRET = randomBytes(16).toString('hex');

/**
 * The bundled server as production runs it (no demo data; its own secrets, which production
 * requires) with campaign delivery on, on a free loopback port. Output goes to `logs`.
 */
export async function startCampaignServer(
  bundle: string,
  env: Record<string, string>,
  logs: string[],
): Promise<CampaignServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(bundle, 'main.js')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO: 'false',
      LOG_LEVEL: process.env.DELIVERY_LOG ?? 'warn',
      OAUTH_CLIENT_SECRET: OWN_SECRET,
      ADMIN_PASSWORD: `Delivery-${OWN_SECRET}-Admin`,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => logs.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => logs.push(c.toString()));
  let end: number | NodeJS.Signals | null = null;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      end = code ?? signal ?? 'SIGKILL';
      done();
    }),
  );
  return { child, origin: `http://127.0.0.1:${port}`, ended: () => end, exited };
}

/** SIGKILL for whatever is still running (a test's `finally`). */
export async function killAll(servers: CampaignServer[]): Promise<void> {
  for (const s of servers) {
    if (s.ended() === null) s.child.kill('SIGKILL');
    await s.exited;
  }
}

import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { deliveryEnv, startDeliveryPeers } from '../../test/deliveryPeers';
import {
  killAll,
  postgresTarget,
  seedCampaign,
  startCampaignServer,
  type CampaignServer,
  type Target,
} from '../../test/deliveryRig';
import { bundleServer } from '../../test/serverProcess';
import { waitFor } from '../../test/waitFor';
import { campaignFigures } from './figures';

/**
 * A rolling restart during a campaign, as an orchestrator does it: two server processes deliver
 * one campaign to slow peers; each in turn gets SIGTERM and is replaced by a new process. A stopping
 * process claims nothing new, finishes and records the sends it has in the providers' hands, hands
 * back the jobs it fetched but never claimed, and exits by itself. Every recipient gets exactly one
 * message per channel (before: a batch of 50 was recorded only when all 50 were done, and a SIGTERM
 * sent 15 again).
 */
const RECIPIENTS = 100;
const began = Date.now();
const trace: string[] = [];
const mark = (what: string) => trace.push(`${((Date.now() - began) / 1000).toFixed(1)} s ${what}`);

async function rollingRestart(target: Target, bundle: string) {
  const peers = await startDeliveryPeers();
  // Slow from the start, and batches of 50 (the default): a process fetches more than it can
  // send before the shutdown's grace ends (50 e-mails at 300 ms over 2 connections take 7.5 s).
  peers.pace({ fastFirst: 0, slowMs: 300 });
  const env = {
    ...target.env,
    ...deliveryEnv(peers, { smtpPoolSize: 2, smsPerSecond: 20, batchSize: 50 }),
  };
  const campaignId = await seedCampaign(target, RECIPIENTS);
  const logs: string[] = [];
  const detail = () =>
    `${trace.join('; ')}; ${peers.mails.size} e-mails, ${peers.sms.size} SMS\n${logs.join('')}`;
  const servers: CampaignServer[] = [];
  const start = async () => {
    const s = await startCampaignServer(bundle, env, logs);
    servers.push(s);
    peers.receiptsTo(s.origin);
    return s;
  };
  /** SIGTERM: the process must exit by itself, with 0, while the campaign is still under way. */
  const replace = async (old: CampaignServer, name: string) => {
    const before = { email: peers.mails.size, sms: peers.sms.size };
    old.child.kill('SIGTERM');
    await old.exited;
    mark(`${name} stopped at ${before.email} e-mails, ${before.sms} SMS (exit ${old.ended()})`);
    expect(old.ended()).toBe(0);
    return start();
  };
  try {
    const a = await start();
    const b = await start();
    const progress = (n: number) => () => {
      for (const s of servers.slice(-2)) {
        if (s.ended() !== null)
          throw new Error(`a server exited (${s.ended()}):\n${logs.join('')}`);
      }
      return peers.mails.size >= n && peers.sms.size >= n;
    };
    await waitFor('a quarter sent', progress(RECIPIENTS / 4), 60_000, { everyMs: 50, detail });
    const a2 = await replace(a, 'first');
    await waitFor('half sent', progress(RECIPIENTS / 2), 60_000, { everyMs: 50, detail });
    await replace(b, 'second');
    expect(peers.mails.size).toBeLessThan(RECIPIENTS);
    peers.pace({ fastFirst: 0, slowMs: 0 });
    await waitFor('every recipient', progress(RECIPIENTS), 60_000, { everyMs: 50, detail });
    mark('every recipient reached');
    // Anything still coming would be a duplicate to count.
    await sleep(1000);
    await killAll(servers.filter((s) => s !== a2));
    const duplicates = peers.duplicates();
    console.info(`${trace.join('; ')}\nduplicates ${JSON.stringify(duplicates)}`);
    expect(duplicates).toEqual({ email: 0, sms: 0 });

    const database = await target.open();
    try {
      const figures = await campaignFigures(database.db, campaignId, false);
      for (const channel of figures.channels.filter((c) => c.channel !== 'push')) {
        expect(channel).toMatchObject({
          audience: RECIPIENTS,
          queued: 0,
          sent: RECIPIENTS,
          failed: 0,
          possibleDuplicates: 0,
        });
      }
    } finally {
      await database.close();
    }
  } finally {
    await killAll(servers);
    await peers.close();
  }
}

/** Several processes share one database: PostgreSQL only (PGlite is one process's). */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'campaign delivery across a rolling restart',
  () => {
    const cleanup: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const c of cleanup) await c();
    });

    it('sends every recipient exactly once per channel while each process is stopped with SIGTERM and replaced', async () => {
      const [target, bundle] = await Promise.all([
        postgresTarget(process.env.TEST_DATABASE_URL!, 'rolling'),
        bundleServer('rolling-test'),
      ]);
      cleanup.push(
        () => target.drop(),
        () => rmSync(bundle, { recursive: true, force: true }),
      );
      await rollingRestart(target, bundle);
    }, 150_000);
  },
);

import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { deliveryEnv, startDeliveryPeers } from '../../test/deliveryPeers';
import {
  killAll,
  seedCampaign,
  startCampaignServer,
  type CampaignServer,
  type Target,
} from '../../test/deliveryRig';
import {
  createDatabaseOn,
  privatePostgresMissing,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../test/privatePostgres';
import { bundleServer } from '../../test/serverProcess';
import { waitFor } from '../../test/waitFor';
import { campaignFigures } from './figures';

/**
 * PostgreSQL restarted (pg_ctl restart -m fast, as a minor upgrade or a failover does) while a
 * server process delivers a campaign to slow peers, on a private cluster of the test's own. The
 * process stays up, sends made while the database was away are recorded when it is back (before:
 * their batch failed and 8 were sent again), and the campaign finishes; a message can go out twice
 * only if its claim was cut off with it (≤ the SMTP pool), and the figures then say so.
 */
const RECIPIENTS = 60;
const SMTP_POOL_SIZE = 2;
const missing = privatePostgresMissing();

async function restartMidCampaign(cluster: PrivatePostgres, bundle: string) {
  await createDatabaseOn(cluster.url('postgres'), 'campaign');
  const url = cluster.url('campaign');
  const target: Target = {
    env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '4' },
    open: () => createDatabase({ databaseUrl: url, poolSize: 2 }),
    drop: async () => {},
  };
  const peers = await startDeliveryPeers();
  peers.pace({ fastFirst: 0, slowMs: 150 });
  const env = {
    ...target.env,
    ...deliveryEnv(peers, { smtpPoolSize: SMTP_POOL_SIZE, smsPerSecond: 20 }),
  };
  const campaignId = await seedCampaign(target, RECIPIENTS);
  const logs: string[] = [];
  const detail = () => `${peers.mails.size} e-mails, ${peers.sms.size} SMS\n${logs.join('')}`;
  const servers: CampaignServer[] = [];
  try {
    const server = await startCampaignServer(bundle, env, logs);
    servers.push(server);
    peers.receiptsTo(server.origin);
    const alive = () => {
      if (server.ended() !== null)
        throw new Error(`server exited (${server.ended()}):\n${logs.join('')}`);
    };
    await waitFor(
      'a quarter sent',
      () => {
        alive();
        return peers.mails.size >= RECIPIENTS / 4 && peers.sms.size >= RECIPIENTS / 4;
      },
      60_000,
      { everyMs: 50, detail },
    );
    await cluster.restart();
    peers.pace({ fastFirst: 0, slowMs: 0 });
    await waitFor(
      'every recipient after the restart',
      () => {
        alive();
        return peers.mails.size === RECIPIENTS && peers.sms.size === RECIPIENTS;
      },
      60_000,
      { everyMs: 50, detail },
    );
    await waitFor(
      'the campaign recorded as finished',
      async () => {
        alive();
        const database = await target.open();
        try {
          const f = await campaignFigures(database.db, campaignId, false);
          return f.channels.every((c) => c.queued === 0);
        } finally {
          await database.close();
        }
      },
      60_000,
      { everyMs: 250, detail },
    );
    await sleep(500);
    alive();
    const duplicates = peers.duplicates();
    const database = await target.open();
    try {
      const figures = await campaignFigures(database.db, campaignId, false);
      const email = figures.channels.find((c) => c.channel === 'email')!;
      const text = figures.channels.find((c) => c.channel === 'sms')!;
      console.info(
        `after a PostgreSQL restart: duplicates ${JSON.stringify(duplicates)}; possibly twice ` +
          `e-mail ${email.possibleDuplicates}, SMS ${text.possibleDuplicates}`,
      );
      expect(email).toMatchObject({ audience: RECIPIENTS, queued: 0, sent: RECIPIENTS, failed: 0 });
      expect(text).toMatchObject({ audience: RECIPIENTS, queued: 0, sent: RECIPIENTS, failed: 0 });
      expect(duplicates.email).toBeLessThanOrEqual(SMTP_POOL_SIZE);
      expect(duplicates.email).toBeLessThanOrEqual(email.possibleDuplicates);
      expect(duplicates.sms).toBeLessThanOrEqual(text.possibleDuplicates);
    } finally {
      await database.close();
    }
  } finally {
    await killAll(servers);
    await peers.close();
  }
}

describe.skipIf(missing)(
  `campaign delivery across a PostgreSQL restart (${missing ?? 'private cluster'})`,
  () => {
    const cleanup: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const c of cleanup.reverse()) await c();
    });

    it('stays up, records what was sent while the database was away and finishes the campaign', async () => {
      const [cluster, bundle] = await Promise.all([
        startPrivatePostgres(),
        bundleServer('pg-restart-campaign'),
      ]);
      cleanup.push(
        () => cluster.destroy(),
        () => rmSync(bundle, { recursive: true, force: true }),
      );
      await restartMidCampaign(cluster, bundle);
    }, 180_000);
  },
);

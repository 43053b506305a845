import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dumpToFile } from '../../platform/backup/dump';
import { restoreFromFile } from '../../platform/backup/restore';
import { deliveryEnv, startDeliveryPeers } from '../../test/deliveryPeers';
import {
  deliveriesIn,
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
 * A backup taken mid-campaign, restored into a new database after the first one is lost, must
 * finish the campaign. A backup holds the data, not pg-boss's job queue (its working state): the
 * server queues again, at start, every delivery still to send that has no job (before: restored,
 * 336 of 600 mails were never sent and nothing said so).
 */
const RECIPIENTS = 60;

async function restoreMidCampaign(original: Target, restored: Target, bundle: string, dir: string) {
  const peers = await startDeliveryPeers();
  peers.pace({ fastFirst: 0, slowMs: 100 });
  const env = deliveryEnv(peers, { smtpPoolSize: 2, smsPerSecond: 20 });
  const campaignId = await seedCampaign(original, RECIPIENTS);
  const logs: string[] = [];
  const detail = () => `${peers.mails.size} e-mails, ${peers.sms.size} SMS\n${logs.join('')}`;
  const servers: CampaignServer[] = [];
  const file = join(dir, 'mid-campaign.jsonl.gz');
  try {
    const first = await startCampaignServer(bundle, { ...env, ...original.env }, logs);
    servers.push(first);
    peers.receiptsTo(first.origin);
    await waitFor(
      'a third sent',
      () => peers.mails.size >= RECIPIENTS / 3 && peers.sms.size >= RECIPIENTS / 3,
      60_000,
      { everyMs: 50, detail },
    );
    // `npm run backup` while the server delivers, then the machine is lost.
    const live = await original.open();
    try {
      await dumpToFile(live, file);
    } finally {
      await live.close();
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const restoredDb = await restored.open();
    try {
      await restoreFromFile(restoredDb, file);
    } finally {
      await restoredDb.close();
    }
    const open = await deliveriesIn(restored, campaignId, 'queued');
    expect(open.email ?? 0).toBeGreaterThan(0);

    peers.pace({ fastFirst: 0, slowMs: 0 });
    const second = await startCampaignServer(bundle, { ...env, ...restored.env }, logs);
    servers.push(second);
    peers.receiptsTo(second.origin);
    await waitFor(
      'the restored campaign to finish',
      async () => {
        const left = await deliveriesIn(restored, campaignId, 'queued');
        const sending = await deliveriesIn(restored, campaignId, 'sending');
        return Object.keys(left).length === 0 && Object.keys(sending).length === 0;
      },
      60_000,
      { everyMs: 250, detail },
    );
    // Every recipient reached on each channel (those sent after the backup was taken get a second
    // message: the restored data says they were still to send).
    for (let g = 1; g <= RECIPIENTS; g += 1) {
      expect(peers.mails.has(`${campaignId}:${g}:email`)).toBe(true);
      expect(peers.sms.has(`${campaignId}:${g}:sms`)).toBe(true);
    }
    const database = await restored.open();
    try {
      const figures = await campaignFigures(database.db, campaignId, false);
      for (const channel of figures.channels.filter((c) => c.channel !== 'push')) {
        expect(channel).toMatchObject({ audience: RECIPIENTS, queued: 0, sent: RECIPIENTS });
      }
    } finally {
      await database.close();
    }
  } finally {
    await killAll(servers);
    await peers.close();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('campaign delivery after a restore', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanup) await c();
  });

  it('finishes a campaign from a backup taken mid-campaign and restored into a new database', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [original, restored, bundle] = await Promise.all([
      postgresTarget(url, 'backup_src'),
      postgresTarget(url, 'backup_dst'),
      bundleServer('restore-test'),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'campaign-restore-'));
    cleanup.push(
      () => original.drop(),
      () => restored.drop(),
      () => rmSync(bundle, { recursive: true, force: true }),
      () => rmSync(dir, { recursive: true, force: true }),
    );
    await restoreMidCampaign(original, restored, bundle, dir);
  }, 150_000);
});

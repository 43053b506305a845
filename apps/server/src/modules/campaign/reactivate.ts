import { sql } from 'drizzle-orm';
import type { BlastMessage } from '@dealer/contracts/campaign';
import { rows, type Db } from '../../db/client';
import { getCampaign } from './query';
import { updateVersioned } from '../../platform/records/versioned';
import { campaign } from '../../db/schema/index';
import type { CampaignEngine } from './engine';

/**
 * SetActive. A campaign not yet dispatched is picked up by the sweep once its publish date has
 * come. One dispatched before and deactivated since gets its cancelled deliveries queued again,
 * each with a new job id for this activation (the campaign's new version).
 */
export async function reactivate(
  db: Db,
  ref: { id: number; version?: number | undefined },
  actor: string,
  engine: CampaignEngine | undefined,
): Promise<BlastMessage> {
  return db.transaction(async (tx) => {
    await getCampaign(tx, ref.id);
    await updateVersioned(tx, campaign, ref.id, ref.version, { status: 1 }, actor);
    const again = await rows<{ id: string }>(
      tx,
      sql`update campaign_delivery set status = 'queued', reason = null, updated_time = now()
          where campaign_id = ${ref.id} and status = 'cancelled' returning id`,
    );
    const result = await getCampaign(tx, ref.id);
    if (again.length > 0 && engine) {
      await engine.enqueue(
        tx,
        again.map((r) => r.id),
        `v${result.version}`,
      );
    }
    return result;
  });
}

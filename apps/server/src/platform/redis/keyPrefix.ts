import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../db/client';

/**
 * What a prefix may hold: it starts Redis channel names and the Socket.IO adapter's subscription
 * pattern (`<prefix>#/#*`), where `*`, `?`, `[` or `\` would match other deployments' channels.
 */
const PREFIX = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * The Redis channel prefix of this deployment (REDIS_KEY_PREFIX). Every process of a deployment
 * must share it, and two deployments sharing one Redis must not (pub/sub ignores Redis's database
 * numbers, so `/1` in REDIS_URL does not separate them). Unset, it is derived from what makes a
 * deployment one: its database. `dealer:` and a hash of the PostgreSQL cluster's system identifier
 * (the same on its replicas, whatever address a process uses) and the database's name.
 */
export async function redisKeyPrefix(db: DbOrTx, configured: string | undefined): Promise<string> {
  if (configured !== undefined) {
    if (!PREFIX.test(configured)) {
      throw new Error(
        'REDIS_KEY_PREFIX: 1 to 64 letters, digits and _ . : - (it starts Redis channel names)',
      );
    }
    return configured;
  }
  const [identity] = await databaseIdentity(db);
  const digest = createHash('sha256')
    .update(`${identity?.cluster ?? ''}/${identity?.name ?? ''}`)
    .digest('hex');
  return `dealer:${digest.slice(0, 12)}`;
}

function databaseIdentity(db: DbOrTx) {
  return rows<{ cluster: string; name: string }>(
    db,
    sql`select (select system_identifier::text from pg_control_system()) as cluster,
      current_database() as name`,
  ).catch(() =>
    // A role refused pg_control_system (a hardened server): the database's name alone.
    rows<{ cluster: string; name: string }>(
      db,
      sql`select '' as cluster, current_database() as name`,
    ),
  );
}

import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { rows, type DbOrTx } from '../../db/client';
import {
  demoUserAgentKeys,
  decryptWebPush,
  vapidRefusal,
} from '../../platform/messaging/webPushCrypto';

/**
 * Demo mode's web push: the endpoints of demo subscriptions name this reserved origin (.invalid
 * never resolves); the push adapter maps it to the server's own demo push route on loopback, and
 * the VAPID audience stays this origin, as it would be a real push service's.
 */
export const DEMO_PUSH_ORIGIN = 'https://push.demo.invalid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The demo VAPID key pair: made at the first demo start (by the demo seed, or by the channels if a
 * database was seeded before) and kept in the database, so every process and restart signs with
 * the same key; nothing is committed. A database migrated before slot 0015 was taken may have
 * skipped that migration (drizzle applies only newer ones), hence the IF NOT EXISTS here too.
 */
export async function demoVapidKeys(db: DbOrTx): Promise<VapidKeys> {
  await db.execute(sql`create table if not exists messaging_key (
    name text primary key, public_key text not null, private_key text not null,
    created_time timestamptz not null default now())`);
  const fresh = webpush.generateVAPIDKeys();
  await db.execute(sql`insert into messaging_key (name, public_key, private_key)
    values ('demo-vapid', ${fresh.publicKey}, ${fresh.privateKey}) on conflict (name) do nothing`);
  const [row] = await rows<{ public_key: string; private_key: string }>(
    db,
    sql`select public_key, private_key from messaging_key where name = 'demo-vapid'`,
  );
  return { publicKey: row!.public_key, privateKey: row!.private_key };
}

/**
 * Demo customers who consent to push get one subscription at the demo push service, as the
 * customer app would register it (keys derived from the VAPID private key and the customer, so the
 * demo service can decrypt). Idempotent; called by the demo seed and when delivery starts.
 */
export async function ensureDemoSubscriptions(db: DbOrTx, keys: VapidKeys): Promise<number> {
  const customers = await rows<{ id: number; customer_ref: string }>(
    db,
    sql`select c.id, c.customer_ref from customer c
        where c.customer_ref like 'DEMO-C%' and c.consent_push
          and not exists (select 1 from push_subscription p where p.customer_id = c.id)`,
  );
  for (const c of customers) {
    const token = c.customer_ref.toLowerCase();
    const ua = demoUserAgentKeys(keys.privateKey, token);
    await db.execute(sql`insert into push_subscription (customer_id, endpoint, p256dh, auth)
      values (${c.id}, ${`${DEMO_PUSH_ORIGIN}/${token}`}, ${ua.p256dh}, ${ua.auth})
      on conflict (endpoint) do nothing`);
  }
  return customers.length;
}

export interface DemoPushReceipt {
  title: string;
  body: string;
  campaignId: number | undefined;
}

/**
 * What the demo push service does with a POST: refuses one without a valid VAPID signature by the
 * demo key for this origin (401/403, as push services answer), decrypts the aes128gcm body with
 * the subscriber's keys, and returns the notification the browser would show.
 */
export function receiveDemoPush(
  keys: VapidKeys,
  token: string,
  authorization: string | undefined,
  contentEncoding: string | undefined,
  body: Buffer,
): { status: 201; push: DemoPushReceipt } | { status: 400 | 401 | 403; reason: string } {
  const refused = vapidRefusal(authorization, DEMO_PUSH_ORIGIN, keys.publicKey);
  if (refused) return { status: refused === 'no VAPID authorization' ? 401 : 403, reason: refused };
  if (contentEncoding !== 'aes128gcm') {
    return { status: 400, reason: 'Content-Encoding must be aes128gcm' };
  }
  let text: string;
  try {
    text = decryptWebPush(body, demoUserAgentKeys(keys.privateKey, token)).toString('utf8');
  } catch (error) {
    return { status: 400, reason: `payload does not decrypt: ${(error as Error).message}` };
  }
  let payload: { title?: unknown; body?: unknown; ref?: unknown };
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    payload = { body: text };
  }
  const campaignId = Number(String(payload.ref ?? '').split(':')[0]);
  return {
    status: 201,
    push: {
      title: typeof payload.title === 'string' ? payload.title : '',
      body: typeof payload.body === 'string' ? payload.body : text,
      campaignId: Number.isInteger(campaignId) && campaignId > 0 ? campaignId : undefined,
    },
  };
}

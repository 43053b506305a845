import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Customer, ServiceCustomer } from '@dealer/contracts/campaign';
import { rows, type Db, type DbOrTx } from '../../db/client';
import { escapeLike } from '../../platform/http/like';
import { readTogether } from '../../db/together';

const newToken = () => randomBytes(24).toString('base64url');

/** Service: the order system creates or updates a customer by its reference (idempotent). */
export async function upsertCustomer(db: DbOrTx, c: ServiceCustomer, actor: string) {
  const [row] = await rows<{ id: number; created: boolean }>(
    db,
    sql`insert into customer (customer_ref, full_name, region_code, vehicle_type_code, religion, birth_date,
          gender, email, phone, consent_email, consent_push, consent_sms, opt_out_token, created_by)
        values (${c.customerRef}, ${c.fullName}, ${c.regionCode ?? null}, ${c.vehicleTypeCode ?? null},
          ${c.religion ?? null}, ${c.birthDate ?? null}, ${c.gender ?? null}, ${c.email ?? null},
          ${c.phone ?? null}, ${c.consentEmail ?? false}, ${c.consentPush ?? false},
          ${c.consentSms ?? false}, ${newToken()}, ${actor})
        on conflict (customer_ref) do update set
          full_name = excluded.full_name,
          region_code = coalesce(${c.regionCode ?? null}, customer.region_code),
          vehicle_type_code = coalesce(${c.vehicleTypeCode ?? null}, customer.vehicle_type_code),
          religion = coalesce(${c.religion ?? null}, customer.religion),
          birth_date = coalesce(${c.birthDate ?? null}::date, customer.birth_date),
          gender = coalesce(${c.gender ?? null}, customer.gender),
          email = coalesce(${c.email ?? null}, customer.email),
          phone = coalesce(${c.phone ?? null}, customer.phone),
          consent_email = coalesce(${c.consentEmail ?? null}::boolean, customer.consent_email),
          consent_push = coalesce(${c.consentPush ?? null}::boolean, customer.consent_push),
          consent_sms = coalesce(${c.consentSms ?? null}::boolean, customer.consent_sms),
          updated_time = now(), updated_by = ${actor}
        returning id, (xmax = 0) as created`,
  );
  return row!;
}

/** Service: the customer app registers a push subscription (same endpoint = same row). */
export async function savePushSubscription(
  db: Db,
  input: {
    customerRef: string;
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  },
): Promise<number | undefined> {
  const s = input.subscription;
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into push_subscription (customer_id, endpoint, p256dh, auth)
        select id, ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth} from customer where customer_ref = ${input.customerRef}
        on conflict (endpoint) do update set customer_id = excluded.customer_id, p256dh = excluded.p256dh, auth = excluded.auth
        returning id`,
  );
  return row?.id;
}

const CONSENT_COLUMN = {
  email: 'consent_email',
  sms: 'consent_sms',
  push: 'consent_push',
} as const;

/** Whether an opt-out token names a customer (the confirmation page's GET changes nothing). */
export async function optOutTokenKnown(db: DbOrTx, token: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from customer where opt_out_token = ${token}`,
  );
  return found.length > 0;
}

/**
 * The opt-out (the link's POST): one channel, or every channel when none is named. Unknown token:
 * false.
 */
export async function optOut(
  db: DbOrTx,
  token: string,
  channel: string | undefined,
): Promise<boolean> {
  const col = CONSENT_COLUMN[channel as keyof typeof CONSENT_COLUMN];
  const set = col
    ? sql.raw(`${col} = false`)
    : sql`consent_email = false, consent_sms = false, consent_push = false`;
  const done = await rows<{ id: number }>(
    db,
    sql`update customer set ${set}, updated_time = now(), updated_by = 'opt-out link'
        where opt_out_token = ${token} returning id`,
  );
  if (done.length === 0) return false;
  // Not yet sent to this customer on that channel: recorded as opted out now.
  await db.execute(
    sql`update campaign_delivery set status = 'opted_out', reason = 'opted out', updated_time = now()
        where customer_id = ${done[0]!.id} and status = 'queued' ${col ? sql`and channel = ${channel}` : sql``}`,
  );
  return true;
}

/** The STOP keyword by SMS: every customer with that phone number stops receiving SMS. */
export async function smsStop(db: DbOrTx, phone: string): Promise<number> {
  const done = await rows<{ id: number }>(
    db,
    sql`update customer set consent_sms = false, updated_time = now(), updated_by = 'sms STOP'
        where phone = ${phone} returning id`,
  );
  return done.length;
}

export async function searchCustomers(
  db: DbOrTx,
  q: { q: string; page: number; pageSize: number },
): Promise<{ customers: Customer[]; total: number }> {
  const pattern = `%${escapeLike(q.q)}%`;
  const where = q.q
    ? sql`(c.full_name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern} or c.customer_ref ilike ${pattern})`
    : sql`true`;
  const [[total], list] = await readTogether(db, [
    () => rows<{ n: number }>(db, sql`select count(*)::int as n from customer c where ${where}`),
    () =>
      rows<Record<string, unknown>>(
        db,
        sql`select c.*, (select count(*)::int from push_subscription p where p.customer_id = c.id) as subs
          from customer c where ${where} order by c.id desc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
      ),
  ]);
  return { customers: list.map(toCustomer), total: total?.n ?? 0 };
}

const dateText = (v: unknown) =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);

export function toCustomer(r: Record<string, unknown>): Customer {
  return {
    id: Number(r.id),
    customerRef: String(r.customer_ref),
    fullName: String(r.full_name),
    regionCode: (r.region_code as string | null) ?? null,
    vehicleTypeCode: (r.vehicle_type_code as string | null) ?? null,
    religion: (r.religion as string | null) ?? null,
    birthDate: dateText(r.birth_date),
    gender: (r.gender as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    consentEmail: Boolean(r.consent_email),
    consentPush: Boolean(r.consent_push),
    consentSms: Boolean(r.consent_sms),
    pushSubscriptions: Number(r.subs ?? 0),
  };
}

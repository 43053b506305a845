import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RELIGIONS } from '@dealer/contracts/campaign';
import { rows, type Tx } from '../db/client';
import { demoVapidKeys, ensureDemoSubscriptions } from '../modules/campaign/public';
import { DEMO_MODELS } from './demoCatalogue';

const FIRST = [
  'Andi',
  'Bunga',
  'Citra',
  'Dimas',
  'Eka',
  'Fitri',
  'Gilang',
  'Hana',
  'Irfan',
  'Joko',
];
const LAST = ['Pratama', 'Saputra', 'Wulandari', 'Hidayat', 'Nugraha', 'Kurniawan'];

/**
 * Demo audience (60 customers across regions, models, religions, ages, genders; most consenting
 * to e-mail and push, some to SMS; the push consenters get a subscription at the demo push
 * service when delivery starts, modules/campaign/demoPush.ts) and two campaigns of the current month, both inactive so nothing goes
 * out until someone activates one. Idempotent: keyed by customer_ref and campaign title. The two
 * come again, named with the month, on a later start once both have ended.
 */
export async function seedDemoCampaign(tx: Tx, today: string): Promise<void> {
  const regions = (await tx.execute(
    sql`select region_code from region order by id`,
  )) as unknown as {
    rows: { region_code: string }[];
  };
  const regionCodes = regions.rows.map((r) => r.region_code);
  const year = Number(today.slice(0, 4));
  for (let i = 0; i < 60; i += 1) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
    const ref = `DEMO-C${String(i + 1).padStart(3, '0')}`;
    const token = createHash('sha256')
      .update(`demo-opt-out:${ref}`)
      .digest('base64url')
      .slice(0, 32);
    await tx.execute(sql`
      insert into customer (customer_ref, full_name, region_code, vehicle_type_code, religion, birth_date,
        gender, email, phone, consent_email, consent_push, consent_sms, opt_out_token, created_by)
      values (${ref}, ${name}, ${regionCodes[i % Math.max(1, regionCodes.length)] ?? null},
        ${DEMO_MODELS[i % DEMO_MODELS.length]!.code}, ${RELIGIONS[i % RELIGIONS.length]!},
        ${`${year - 20 - (i % 40)}-${String((i % 12) + 1).padStart(2, '0')}-15`},
        ${i % 2 === 0 ? 'M' : 'F'}, ${`customer${i + 1}@demo.example.com`},
        ${`+62812000${String(i + 1).padStart(4, '0')}`}, ${i % 5 !== 4}, ${i % 4 !== 3}, ${i % 3 === 0},
        ${token}, 'seed')
      on conflict (customer_ref) do nothing`);
  }
  const month = today.slice(0, 7);
  const campaigns = [
    {
      title: 'Promo Servis Akhir Bulan',
      content: 'Diskon 20% jasa servis berkala di semua bengkel Auto2000 bulan ini.',
      type: 'PROMO',
      promo: 'SERVIS20',
      day: '05',
    },
    {
      title: 'Test Drive Weekend Avanza',
      content: 'Coba Avanza terbaru akhir pekan ini dan dapatkan voucher bahan bakar.',
      type: 'EVENT',
      promo: 'AVZWEEKEND',
      day: '10',
    },
  ];
  const insertCampaigns = async (titleSuffix: string) => {
    for (const c of campaigns) {
      const title = c.title + titleSuffix;
      await tx.execute(sql`
        insert into campaign (title, content, type_code, promo_code, publish_date, valid_from, valid_to,
          status, is_email, is_push, is_sms, created_by)
        select ${title}, ${c.content}, ${c.type}, ${c.promo},
          ${`${month}-${c.day}T09:00:00+07:00`}::timestamptz, ${`${month}-01T00:00:00+07:00`}::timestamptz,
          ((${`${month}-01`}::date + interval '2 month')::timestamp at time zone 'Asia/Jakarta'), 3, true, true, false, 'seed'
        where not exists (select 1 from campaign where title = ${title})`);
    }
  };
  await insertCampaigns('');
  // A demo started again after both have ended (their window: the first start's month and the
  // next): the two again for this month, named with it, inactive as before, so a newcomer
  // activates and sends a current campaign. Kept as they are while one still runs.
  const [running] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from campaign
      where created_by = 'seed' and valid_to > (${today}::date::timestamp at time zone 'Asia/Jakarta')`,
  );
  if ((running?.n ?? 0) === 0) await insertCampaigns(` ${month}`);
  // The push consenters subscribed at the demo push service (its key pair made now, at the first
  // start), so a demo campaign with push on reaches them.
  await ensureDemoSubscriptions(tx, await demoVapidKeys(tx));
  // Two demo orders carried the first campaign's promo code (its conversion figure).
  await tx.execute(sql`
    update test_drive_order set promo_code = 'SERVIS20'
    where id in (select id from test_drive_order order by id limit 2) and promo_code is null`);
}

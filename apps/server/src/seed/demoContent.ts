import { sql } from 'drizzle-orm';
import { COMPANY_CODE } from '@dealer/contracts';
import { rows, type DbOrTx } from '../db/client';
import { addDays } from '../platform/time/businessDate';

const BY = 'seed';

interface DemoPromo {
  uid: string;
  branchCode: string | null;
  name: string;
  short: string;
  html: string;
  /** Days from the seed's business day. */
  from: number;
  to: number;
  approval: 'approved' | 'pending' | 'rejected';
  reason?: string;
}

const PROMOS: readonly DemoPromo[] = [
  {
    uid: 'PROMO-DEMO-HO1',
    branchCode: null,
    name: 'Year-end Toyota Festival',
    short: 'Low down payment and free service for every new Toyota',
    html: '<h2>Year-end Toyota Festival</h2><p>Down payment from <strong>15%</strong> and free service for 4 years.</p><ul><li>All models</li><li>All branches</li></ul>',
    from: -10,
    to: 40,
    approval: 'approved',
  },
  {
    uid: 'PROMO-DEMO-T010',
    branchCode: 'T010',
    name: 'Kelapa Gading weekend test drive',
    short: 'Test drive the new Veloz this weekend and take home a gift',
    html: '<p>Book a test drive at <a href="https://auto2000.co.id">auto2000.co.id</a> and take home a gift.</p>',
    from: -3,
    to: 5,
    approval: 'approved',
  },
  {
    uid: 'PROMO-DEMO-T011A',
    branchCode: 'T011',
    name: 'Service package for Avanza owners',
    short: 'Periodic service with a 20% discount on parts',
    html: '<p>Periodic service with a <em>20% discount</em> on genuine parts.</p>',
    from: 0,
    to: 20,
    approval: 'pending',
  },
  {
    uid: 'PROMO-DEMO-T011B',
    branchCode: 'T011',
    name: 'Trade-in bonus',
    short: 'Extra Rp 5 million for your old car',
    html: '<p>Extra Rp 5 million for your old car.</p>',
    from: 2,
    to: 30,
    approval: 'rejected',
    reason: 'Please add the terms and the closing date of the trade-in offer',
  },
  {
    uid: 'PROMO-DEMO-HO2',
    branchCode: null,
    name: 'Ramadan service clinic',
    short: 'Free 23-point check before the homecoming trip',
    html: '<p>Free 23-point check before <strong>mudik</strong>.</p>',
    from: 14,
    to: 45,
    approval: 'approved',
  },
];

const NEWS = [
  [
    'NEWS-DEMO-1',
    null,
    'New Toyota Veloz arrives',
    'News',
    'The new Veloz is in every showroom.',
    '<h2>Now in showrooms</h2><p>The new <strong>Veloz</strong> is in every Auto2000 showroom.</p>',
  ],
  [
    'NEWS-DEMO-2',
    'T011',
    'Five tips before a long drive',
    'TipsTricks',
    'Check these five things before you go.',
    '<ol><li>Tyre pressure</li><li>Oil</li><li>Brakes</li><li>Lights</li><li>Wipers</li></ol>',
  ],
  [
    'NEWS-DEMO-3',
    'T010',
    'Kelapa Gading family day',
    'Events',
    'Games, food and test drives for the whole family.',
    '<p>Games, food and test drives on Sunday.</p>',
  ],
  [
    'NEWS-DEMO-4',
    null,
    'Review: Toyota bZ4X',
    'ProductReview',
    'Our first electric SUV, reviewed.',
    '<p>Quiet, quick and roomy.</p>',
  ],
] as const;

/**
 * Demo content for the website screens (demo mode only): promotions in every state (running,
 * ending within 7 days, waiting for approval, rejected with a reason, scheduled), news and tips,
 * and the first two salesmen of every branch shown. Idempotent: fixed codes, inserts that skip
 * existing rows, salesmen touched only while never edited in the console. Promotions come again
 * on a later start once all of them have ended.
 */
export async function seedDemoContent(tx: DbOrTx, today: string): Promise<void> {
  const branches = await rows<{ id: number; code: string }>(
    tx,
    sql`select id, branch_code as code from branch where company_code = ${COMPANY_CODE}`,
  );
  const idOf = (code: string | null) =>
    code ? (branches.find((b) => b.code === code)?.id ?? null) : null;
  const insertPromos = async (uidSuffix: string) => {
    for (const p of PROMOS) {
      if (p.branchCode && idOf(p.branchCode) === null) continue;
      await tx.execute(sql`insert into content_promotion (uid, branch_id, name, promotion_description,
          short_description, valid_from, valid_to, active_status, approval, reject_reason, created_by)
        values (${p.uid + uidSuffix}, ${idOf(p.branchCode)}, ${p.name}, ${p.html}, ${p.short},
          ${addDays(today, p.from)}, ${addDays(today, p.to)}, true, ${p.approval}, ${p.reason ?? ''}, ${BY})
        on conflict (uid) do nothing`);
    }
  };
  await insertPromos('');
  // A demo started again after every demo promotion has ended (45 days after the first start):
  // the same set again from today, under codes of the day, so the website and the approval
  // screens show every state again. Kept as they are while one still runs or is to come.
  const [running] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from content_promotion
      where created_by = ${BY} and valid_to >= ${today}::date`,
  );
  if ((running?.n ?? 0) === 0) await insertPromos(`-${today.replaceAll('-', '')}`);
  for (const [uid, code, name, category, short, html] of NEWS) {
    if (code && idOf(code) === null) continue;
    await tx.execute(sql`insert into content_news (uid, branch_id, name, short_desc, content, category,
        active_status, created_by)
      values (${uid}, ${idOf(code)}, ${name}, ${short}, ${html}, ${category}, 'aktif', ${BY})
      on conflict (uid) do nothing`);
  }
  await tx.execute(sql`update salesman set is_show = true,
      position = case when employee_no like '%-01' then 'Sales Supervisor' else 'Sales Consultant' end
    where content_version = 1 and not is_show and (employee_no like '%-01' or employee_no like '%-02')`);
}

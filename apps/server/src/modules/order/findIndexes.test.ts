import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { planAtScale } from '../../test/planAtScale';
import { createTestApp, type TestApp } from '../../test/testApp';
import { findCondition } from './find';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The plan of the Find's match, the small demo table read the way 1,000,000 orders are. */
const findPlan = (keyword: string) =>
  planAtScale(t.db, sql`select o.id from test_drive_order o where ${findCondition(keyword)}`, {
    bitmaps: true,
  });

describe("the orders' Find on its trigram indexes", () => {
  it('reads a number or name from the number and name indexes', async () => {
    const plan = await findPlan('Budi S');
    expect(plan).toContain('Bitmap Index Scan on test_drive_order_no_trgm_idx');
    expect(plan).toContain('Bitmap Index Scan on test_drive_order_customer_name_trgm_idx');
    expect(plan).not.toContain('phone_digits');
  });

  it("reads a phone's digits from the digits index too", async () => {
    const plan = await findPlan('0812 77');
    expect(plan).toContain('Bitmap Index Scan on test_drive_order_phone_digits_trgm_idx');
  });

  it('finds what it found before: the number, the name, the digits of a formatted phone', async () => {
    const [order] = await rows<{ no: string; name: string; phone: string }>(
      t.db,
      sql`select test_drive_order_no as no, customer_name as name, customer_phone_no as phone
        from test_drive_order where customer_phone_no ~ '[0-9]{6}' order by id limit 1`,
    );
    const digits = order!.phone.replace(/\D/g, '');
    const formatted = `${digits.slice(0, 4)} ${digits.slice(4, 8)}`;
    for (const keyword of [order!.no.slice(-6), order!.name.slice(1, 6).toLowerCase(), formatted]) {
      const found = await rows<{ no: string }>(
        t.db,
        sql`select o.test_drive_order_no as no from test_drive_order o where ${findCondition(keyword)}`,
      );
      expect(found.map((r) => r.no)).toContain(order!.no);
    }
  });
});

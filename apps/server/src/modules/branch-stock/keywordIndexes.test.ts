import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { unitKeyword } from './query';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Units the plan is asked over: the demo's 170 read best through a btree whatever the keyword. */
const AT_SIZE = 5_000;

/**
 * The plan of the keyword's match with AT_SIZE more active units (copies of one, with plates and
 * equipment numbers of their own), analysed, inside a transaction rolled back afterwards.
 */
async function keywordPlan(keyword: string): Promise<string> {
  let plan = '';
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into test_drive_unit (branch_id, model_material_id, material_id,
          model_material_color_id, transmission_type, equipment_no, police_reg_no, stnk_date)
        select u.branch_id, u.model_material_id, u.material_id, u.model_material_color_id,
          u.transmission_type, 'EQ-AT-SIZE-' || n, 'Z ' || n || ' ZZ', u.stnk_date
        from (select * from test_drive_unit where is_active order by id limit 1) u,
          generate_series(1, ${AT_SIZE}) n`);
      // The copies sit in the indexes' pending lists, which the planner prices as read in full.
      for (const index of [
        'test_drive_unit_police_reg_no_trgm_idx',
        'test_drive_unit_equipment_no_trgm_idx',
      ]) {
        await tx.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
      }
      await tx.execute(sql`analyze test_drive_unit`);
      // Off as in planAtScale: a sequential read of a few thousand rows is priced below any index.
      await tx.execute(sql`set local enable_seqscan = off`);
      const lines = await rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select u.id from test_drive_unit u where u.is_active and ${unitKeyword(keyword)}`,
      );
      plan = lines.map((line) => line['QUERY PLAN']).join('\n');
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return plan;
}

class Rollback extends Error {}

describe("the stock list's keyword on its trigram indexes", () => {
  it('reads a plate or equipment number from the two indexes, not every unit', async () => {
    const plan = await keywordPlan('B 12');
    expect(plan).toContain('Bitmap Index Scan on test_drive_unit_police_reg_no_trgm_idx');
    expect(plan).toContain('Bitmap Index Scan on test_drive_unit_equipment_no_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('reads every unit for a keyword without three letters or digits, whose trigrams narrow nothing', async () => {
    const plan = await keywordPlan('12');
    expect(plan).not.toContain('trgm_idx');
  });

  it('finds what it found before: part of a plate or an equipment number, in any case', async () => {
    const [unit] = await rows<{ id: number; plate: string; equipment: string }>(
      t.db,
      sql`select id, police_reg_no as plate, equipment_no as equipment
        from test_drive_unit where is_active order by id limit 1`,
    );
    const short = unit!.equipment.slice(-2);
    for (const keyword of [unit!.plate.slice(1).toLowerCase(), unit!.equipment.slice(2), short]) {
      const found = await rows<{ id: number }>(
        t.db,
        sql`select u.id from test_drive_unit u where u.is_active and ${unitKeyword(keyword)}`,
      );
      expect(found.map((r) => r.id)).toContain(unit!.id);
    }
  });
});

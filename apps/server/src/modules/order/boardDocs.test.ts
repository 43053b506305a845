import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API } from '@dealer/contracts';
import { rows } from '../../db/client';
import { plainRunner } from '../../db/prepared';
import { dumpToFile } from '../../platform/backup/dump';
import { restoreFromFile } from '../../platform/backup/restore';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { ordersBuiltJson, ordersPickedJson } from './query';
import { orderFixture } from './test/orders';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let ho: Caller;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  ho = await callerFor(t, 'ho_testdrive');
  dir = mkdtempSync(join(tmpdir(), 'board-docs-test-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Order numbers whose stored board document (migration 0022, concatenated as the board reads it)
 * is missing or differs from the JSON built from the orders and the tables they show; plus stored
 * documents of orders that are gone.
 */
async function differences(): Promise<string[]> {
  const stored = await rows<{ id: number; no: string; doc: string | null }>(
    t.db,
    sql`select o.id, o.test_drive_order_no as no,
        d.head || u.branch_code || d.middle || u.unit || d.tail as doc
      from test_drive_order o
        left join order_board_doc d on d.order_id = o.id
        left join unit_board_doc u on u.unit_id = d.unit_id and u.branch_id = d.branch_id
      order by o.id`,
  );
  const built = await ordersBuiltJson(
    stored.map((row) => row.id),
    plainRunner(t.db),
  );
  const differing = stored.filter((row, i) => row.doc !== built[i]).map((row) => row.no);
  const orphans = await rows<{ id: number }>(
    t.db,
    sql`select d.order_id as id from order_board_doc d
      where not exists (select 1 from test_drive_order o where o.id = d.order_id)`,
  );
  return [...differing, ...orphans.map((row) => `gone ${row.id}`)];
}

const exec = (statement: ReturnType<typeof sql>) => rows(t.db, statement);

describe('order_board_doc and unit_board_doc (the boards’ stored order JSON)', () => {
  it('holds every seeded order as the JSON built from its tables', async () => {
    const [held] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_board_doc`,
    );
    expect(held!.n).toBeGreaterThan(1000);
    expect(await differences()).toEqual([]);
  });

  it('follows orders inserted, moved, rescheduled, moved to another branch or unit, and deleted', async () => {
    const made: string[] = [];
    for (const [i, day] of ['2031-05-03T02:00:00Z', '2031-05-04T02:00:00Z'].entries()) {
      made.push(await fx.order('T011', 2, i, new Date(day)));
    }
    made.push(await fx.order('T012', 1, 0, new Date('2031-05-05T02:00:00Z')));
    expect(await differences()).toEqual([]);

    const cancel = await ho.post(ORDER_API.updateStatus, {
      testDriveOrderNo: made[0],
      status: 'CANCELLED',
      reasonListMappingId: await fx.reasonFor('CANCEL'),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await exec(sql`update test_drive_order set status_code = 16, comment = 'a "quoted" note',
        start_date_time = start_date_time + interval '1 day',
        end_date_time = end_date_time + interval '1 day'
      where test_drive_order_no in (${made[1]}, ${made[2]})`);
    expect(await differences()).toEqual([]);

    // To another branch (a unit shown at a branch for the first time) and to another unit.
    await exec(sql`update test_drive_order set branch_id = (select id from branch where branch_code = 'T010')
      where test_drive_order_no = ${made[1]}`);
    await exec(sql`update test_drive_order set test_drive_unit_id = (select max(id) from test_drive_unit)
      where test_drive_order_no = ${made[2]}`);
    expect(await differences()).toEqual([]);

    await exec(sql`delete from test_drive_activity_log where test_drive_order_id in
      (select id from test_drive_order where test_drive_order_no = ${made[2]})`);
    await exec(sql`delete from test_drive_order_partner where test_drive_order_id in
      (select id from test_drive_order where test_drive_order_no = ${made[2]})`);
    await exec(sql`delete from test_drive_order where test_drive_order_no = ${made[2]}`);
    expect(await differences()).toEqual([]);
  });

  it('follows the salesman link and the salesman’s own fields', async () => {
    const no = await fx.order('T011', 2, 0, new Date('2031-06-01T03:00:00Z'));
    const [partner] = await rows<{ orderId: number; salesmanId: number }>(
      t.db,
      sql`select p.test_drive_order_id as "orderId", p.salesman_id as "salesmanId"
        from test_drive_order_partner p join test_drive_order o on o.id = p.test_drive_order_id
        where o.test_drive_order_no = ${no} and p.is_current`,
    );
    expect(partner).toBeDefined();
    await exec(sql`update salesman set employee_name = 'Renamed "Sales" Person', photo = 'p.jpg'
      where id = ${partner!.salesmanId}`);
    expect(await differences()).toEqual([]);
    // The link ended, then dropped.
    await exec(sql`update test_drive_order_partner set is_current = false
      where test_drive_order_id = ${partner!.orderId}`);
    expect(await differences()).toEqual([]);
    await exec(
      sql`delete from test_drive_order_partner where test_drive_order_id = ${partner!.orderId}`,
    );
    expect(await differences()).toEqual([]);
  });

  it('follows the unit, its model, type, colour, branch and cluster', async () => {
    const [unit] = await rows<{ id: number; model: number; material: number; color: number }>(
      t.db,
      sql`select u.id, u.model_material_id as model, u.material_id as material,
          u.model_material_color_id as color
        from test_drive_unit u where exists (select 1 from test_drive_order o where o.test_drive_unit_id = u.id)
        order by u.id limit 1`,
    );
    await exec(sql`update test_drive_unit set police_reg_no = 'B 1 NEW', is_enabled = not is_enabled
      where id = ${unit!.id}`);
    expect(await differences()).toEqual([]);
    await exec(sql`update model_material set model_material_desc = model_material_desc || ' Mk II'
      where id = ${unit!.model}`);
    await exec(
      sql`update material set material_desc = material_desc || ' (new)' where id = ${unit!.material}`,
    );
    await exec(
      sql`update model_material_color set color_desc = 'Ünïcode ☃ red' where id = ${unit!.color}`,
    );
    expect(await differences()).toEqual([]);
    await exec(sql`update branch set branch_description = branch_description || ' Renamed'
      where branch_code = 'T011'`);
    expect(await differences()).toEqual([]);
    await exec(sql`update cluster set cluster_description = cluster_description || ' North'`);
    expect(await differences()).toEqual([]);
    // A link to a cluster disabled, then dropped and put back.
    const [link] = await rows<{ id: number; row: unknown }>(
      t.db,
      sql`select bc.id, row_to_json(bc) as row from branch_cluster bc
        where bc.is_active and bc.is_enabled order by bc.id limit 1`,
    );
    expect(link).toBeDefined();
    await exec(sql`update branch_cluster set is_enabled = false where id = ${link!.id}`);
    expect(await differences()).toEqual([]);
    await exec(sql`delete from branch_cluster where id = ${link!.id}`);
    expect(await differences()).toEqual([]);
    await exec(sql`insert into branch_cluster
      select * from json_populate_record(null::branch_cluster, ${JSON.stringify(link!.row)}::json)`);
    expect(await differences()).toEqual([]);
    // The unit moved to another branch (its cluster is that branch's).
    await exec(sql`update test_drive_unit set branch_id = (select id from branch where branch_code = 'T012')
      where id = ${unit!.id}`);
    expect(await differences()).toEqual([]);
  });

  it('looks its ids up by a join, never by = ANY(array), which a generic plan walks per row', async () => {
    // Migration 0023: planned on a small table, `o.id = ANY(ids)` became a scan comparing each
    // row with every id; the seed's insert of 1,000,000 orders ran for over 19 minutes.
    const bodies = await rows<{ name: string; body: string }>(
      t.db,
      sql`select proname as name, prosrc as body from pg_proc
        where proname in ('order_board_doc_refresh', 'unit_board_doc_refresh') order by 1`,
    );
    expect(bodies.map((row) => row.name)).toEqual([
      'order_board_doc_refresh',
      'unit_board_doc_refresh',
    ]);
    for (const { name, body } of bodies) {
      expect(body, name).not.toMatch(/=\s*any\s*\(/i);
      expect(body, name).toMatch(/unnest\(/i);
    }
  });

  it('answers a page of orders without their document from the orders themselves', async () => {
    const ids = (
      await rows<{ id: number }>(
        t.db,
        sql`select id from test_drive_order order by id desc limit 5`,
      )
    ).map((row) => row.id);
    const picked = sql`select o.id from test_drive_order o where o.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by o.id desc`;
    const run = plainRunner(t.db);
    const whole = await ordersPickedJson(t.db, picked, run);
    await exec(sql`delete from order_board_doc where order_id = ${ids[2]!}`);
    expect(await ordersPickedJson(t.db, picked, run)).toEqual(whole);
    expect(whole).toEqual(await ordersBuiltJson(ids, run));
    await exec(sql`update test_drive_order set version = version where id = ${ids[2]!}`);
    expect(await differences()).toEqual([]);
  });

  it('is restored from a backup as it was, and kept again by the restored triggers', async () => {
    const file = join(dir, 'backup.jsonl.gz');
    await dumpToFile(t.database, file);
    await restoreFromFile(t.database, file, { force: true });
    expect(await differences()).toEqual([]);
    await fx.order('T010', 1, 0, new Date('2031-07-04T04:00:00Z'));
    await exec(sql`update test_drive_order set status_code = 3 where status_code = 2`);
    await exec(sql`update branch set branch_code = branch_code where branch_code = 'T010'`);
    expect(await differences()).toEqual([]);
  });
});

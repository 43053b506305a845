import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_API, type TestDriveUnit } from '@dealer/contracts';
import { rows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { unitFixture } from './test/units';

const API = MASTER_API.branchStock;
let t: TestApp;
let ho: Caller;
let fx: Awaited<ReturnType<typeof unitFixture>>;

beforeAll(async () => {
  // No answer cache: the edits below are made in SQL, past the writes that clear it.
  t = await createTestApp({ config: { readCacheMs: 0 } });
  ho = await callerFor(t, 'ho_testdrive');
  fx = await unitFixture(t);
});
afterAll(async () => {
  await t?.close();
});

const exec = (statement: SQL) => rows(t.db, statement);

/** Thrown to roll back the comparison's refresh. */
class RolledBack extends Error {}

/**
 * Units whose stored list document (migration 0024) differs from what writing it again from the
 * tables gives now, or that have none; and documents of units that are gone. The documents are
 * written again inside a transaction that is rolled back, so the check changes nothing.
 */
async function differences(): Promise<string[]> {
  let found: string[] = [];
  await t.db
    .transaction(async (tx) => {
      await rows(tx, sql`create temp table held on commit drop as select * from unit_list_doc`);
      await rows(tx, sql`select unit_list_doc_refresh(array_agg(id)) from test_drive_unit`);
      const differing = await rows<{ id: number; why: string }>(
        tx,
        sql`select coalesce(d.unit_id, h.unit_id) as id,
            case when h.unit_id is null then 'missing' when d.unit_id is null then 'gone'
              else 'stale' end as why
          from unit_list_doc d full join held h on h.unit_id = d.unit_id
          where (d.head, d.tail) is distinct from (h.head, h.tail)
            or not exists (select 1 from test_drive_unit u where u.id = coalesce(d.unit_id, h.unit_id))
          order by 1`,
      );
      found = differing.map((row) => `${row.why} ${row.id}`);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return found;
}

const listed = async (plate: string) =>
  (await ho.post(API.search, { keyword: plate })).json<{ testDriveUnits: TestDriveUnit[] }>()
    .testDriveUnits;

describe('unit_list_doc (the stock list’s stored unit JSON)', () => {
  it('holds every seeded unit as writing it again would', async () => {
    const [held] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from unit_list_doc`,
    );
    const [units] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from test_drive_unit`,
    );
    expect(held!.n).toBe(units!.n);
    expect(await differences()).toEqual([]);
  });

  it('notices a document that no longer says what its tables say', async () => {
    await t.db
      .transaction(async (tx) => {
        await rows(
          tx,
          sql`update unit_list_doc set head = head || ' ' where unit_id =
          (select min(unit_id) from unit_list_doc)`,
        );
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(await differences()).toEqual([]);
    await exec(sql`update unit_list_doc set head = head || ' ' where unit_id =
      (select min(unit_id) from unit_list_doc)`);
    const [first] = await rows<{ id: number }>(
      t.db,
      sql`select min(unit_id) as id from unit_list_doc`,
    );
    expect(await differences()).toEqual([`stale ${first!.id}`]);
    await exec(sql`select unit_list_doc_refresh(array[${first!.id}]::int[])`);
    expect(await differences()).toEqual([]);
  });

  it('follows units added, edited, moved and deleted', async () => {
    const response = await ho.post(API.addMultiple, [
      fx.unit('B 7701 DOC', 'EQ-DOC-1', 'T010'),
      fx.unit('B 7702 DOC', 'EQ-DOC-2', 'T011'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(await differences()).toEqual([]);
    const [unit] = await listed('B 7701 DOC');
    expect(unit).toMatchObject({ branchCode: 'T010', policeRegNo: 'B 7701 DOC', isEnabled: true });

    await exec(sql`update test_drive_unit set police_reg_no = 'B 7701 "Q"', is_enabled = false,
      branch_id = (select id from branch where branch_code = 'T012') where id = ${unit!.id}`);
    expect(await differences()).toEqual([]);
    const [moved] = await listed('B 7701 "Q"');
    expect(moved).toMatchObject({ id: unit!.id, branchCode: 'T012', isEnabled: false });

    await exec(sql`delete from test_drive_unit where police_reg_no = 'B 7702 DOC'`);
    expect(await differences()).toEqual([]);
    expect(await listed('B 7702 DOC')).toEqual([]);
  });

  it('follows the model, material, colour, branch and cluster a unit shows', async () => {
    const [unit] = await listed('B 7701 "Q"');
    await exec(sql`update model_material set model_material_desc = model_material_desc || ' Mk II'
      where id = ${unit!.modelMaterialId}`);
    await exec(sql`update material set material_desc = material_desc || ' (new)'
      where id = ${unit!.materialId}`);
    await exec(sql`update model_material_color set color_desc = 'Ünïcode ☃ red'
      where id = ${unit!.modelMaterialColorId}`);
    expect(await differences()).toEqual([]);
    await exec(sql`update branch set branch_description = branch_description || ' Renamed'
      where branch_code = 'T012'`);
    expect(await differences()).toEqual([]);
    await exec(sql`update cluster set cluster_description = cluster_description || ' North'`);
    expect(await differences()).toEqual([]);
    const [shown] = await listed('B 7701 "Q"');
    expect(shown!.modelMaterialDesc).toMatch(/ Mk II$/);
    expect(shown!.materialDesc).toMatch(/ \(new\)$/);
    expect(shown!.colorDesc).toBe('Ünïcode ☃ red');
    expect(shown!.branchDescription).toMatch(/ Renamed$/);

    // The branch's link to its cluster disabled, then dropped and put back.
    const [link] = await rows<{ id: number; row: unknown }>(
      t.db,
      sql`select bc.id, row_to_json(bc) as row from branch_cluster bc
        where bc.branch_id = ${unit!.branchId} and bc.is_active and bc.is_enabled
        order by bc.id limit 1`,
    );
    expect(link).toBeDefined();
    await exec(sql`update branch_cluster set is_enabled = false where id = ${link!.id}`);
    expect(await differences()).toEqual([]);
    expect((await listed('B 7701 "Q"'))[0]!.clusterId).toBeNull();
    await exec(sql`delete from branch_cluster where id = ${link!.id}`);
    expect(await differences()).toEqual([]);
    await exec(sql`insert into branch_cluster
      select * from json_populate_record(null::branch_cluster, ${JSON.stringify(link!.row)}::json)`);
    expect(await differences()).toEqual([]);
    expect((await listed('B 7701 "Q"'))[0]!.clusterDescription).toMatch(/ North$/);
  });
});

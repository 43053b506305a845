import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  MASTER_API,
  MASTER_MESSAGES,
  UPLOAD_MESSAGES,
  type TestDriveUnit,
} from '@dealer/contracts';
import { cluster, testDriveUnit } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, csv, templateHeader, xlsx, type Caller } from '../../test/masterHelpers';
import { unitFixture } from './test/units';

const API = MASTER_API.branchStock;
let t: TestApp;
let ho: Caller;
let fx: Awaited<ReturnType<typeof unitFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  ho = await callerFor(t, 'ho_testdrive');
  fx = await unitFixture(t);
});
afterAll(async () => {
  await t?.close();
});

const unitCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(testDriveUnit)
      .where(eq(testDriveUnit.isActive, true))
  )[0]!.n;

type List = { testDriveUnits: TestDriveUnit[]; total: number };
const search = async (caller: Caller, body: Record<string, unknown> = {}) => {
  const response = await caller.post(API.search, { pageSize: 500, ...body });
  expect(response.statusCode).toBe(200);
  return response.json<List>();
};
const byPlate = async (plate: string) =>
  (await search(ho, { keyword: plate })).testDriveUnits.find((u) => u.policeRegNo === plate)!;
const branchesOf = (list: List) =>
  [...new Set(list.testDriveUnits.map((u) => u.branchCode))].sort();

describe('catalogue lookups', () => {
  it('cascades model -> type -> colour', async () => {
    const models = (await ho.post(API.modelMaterials, { action: 'DisplayAll' })).json();
    expect(models.modelMaterials).toHaveLength(12);
    expect(
      models.modelMaterials.map((m: { modelMaterialDesc: string }) => m.modelMaterialDesc),
    ).toContain('Innova Zenix');
    const types = (
      await ho.post(API.materials, { action: 'DisplayAll', modelMaterialId: fx.avanza.id })
    ).json();
    expect(types.materials.map((m: { materialDesc: string }) => m.materialDesc)).toEqual([
      'Avanza 1.3 E CVT',
      'Avanza 1.3 E M/T',
      'Avanza 1.5 G CVT',
    ]);
    const colours = (
      await ho.post(API.colors, {
        action: 'Display',
        modelMaterialColor: { modelMaterialId: fx.avanza.id },
      })
    ).json();
    expect(colours.modelMaterialColors[0]).toMatchObject({
      colorCode: '040',
      colorDesc: 'Super White II',
    });
  });
});

describe('unit search', () => {
  it('lists every demo unit newest first, with the cluster of the branch mapping', async () => {
    const all = await search(ho);
    expect(all.total).toBe(103);
    const ids = all.testDriveUnits.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const t010 = all.testDriveUnits.find((u) => u.branchCode === 'T010')!;
    expect(t010).toMatchObject({
      clusterCode: 'CL-JKT-01',
      branchDescription: 'Auto2000 Kelapa Gading',
    });
    expect(t010.policeRegNo).toMatch(/^B \d{4} TDA$/);
    expect(t010.stnkdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await search(ho, { page: 2, pageSize: 10 });
    expect(page.testDriveUnits.map((u) => u.id)).toEqual(ids.slice(10, 20));
  });

  it('filters by cluster, branch, model, type, status, transmission and keyword', async () => {
    const [jkt] = await t.db.select().from(cluster).where(eq(cluster.clusterCode, 'CL-JKT-01'));
    expect(branchesOf(await search(ho, { ClusterId: jkt!.id }))).toEqual(['T002', 'T010']);
    expect((await search(ho, { BranchId: fx.branches.get('T020') })).total).toBe(20);
    const avanza = await search(ho, { ModelMaterialId: fx.avanza.id });
    expect(avanza.testDriveUnits.every((u) => u.modelMaterialCode === 'AVANZA')).toBe(true);
    const mt = await search(ho, { MaterialId: fx.avanzaMt.id, TransmissionType: 'Manual' });
    expect(mt.testDriveUnits.every((u) => u.materialNumber === 'W101RE-GMDFJ')).toBe(true);
    const off = await search(ho, { IsEnabled: false });
    expect(off.testDriveUnits.every((u) => !u.isEnabled)).toBe(true);
    expect(branchesOf(await search(ho, { keyword: 'tdb' }))).toEqual(['T020']);
    expect((await search(ho, { keyword: '10000000' })).testDriveUnits[0]!.equipmentNo).toBe(
      '10000000',
    );
  });

  it('shows a branch user only its branch, even when asking for another branch', async () => {
    const pdi = await callerFor(t, 'pdi');
    const own = await search(pdi);
    expect(branchesOf(own)).toEqual(['T010']);
    expect(own.total).toBe(18);
    expect((await search(pdi, { BranchId: fx.branches.get('T020') })).total).toBe(0);
    const t020 = (await search(ho, { BranchId: fx.branches.get('T020') })).testDriveUnits[0]!;
    expect((await pdi.post(API.getById, { Id: t020.id })).statusCode).toBe(404);
    const all = (await pdi.get(API.getAll)).json<List>();
    expect(branchesOf(all)).toEqual(['T010']);
    expect(all.testDriveUnits.every((u) => u.isEnabled)).toBe(true);
  });

  it('derives isBlock from a block covering today and lists open blocks', async () => {
    const t010 = (await search(ho, { BranchId: fx.branches.get('T010'), sortOrder: 'ascend' }))
      .testDriveUnits;
    const blocked = t010.filter((u) => u.blockageDetails.length > 0);
    expect(blocked.map((u) => u.isBlock)).toEqual([true, false]);
    expect(blocked[0]!.blockageDetails[0]).toMatchObject({
      reasonDescription: 'Unit in service',
      blockNotes: 'Periodic service 40,000 km',
    });
    const one = await ho.post(API.getById, { Id: blocked[0]!.id });
    expect(one.json().testDriveUnit.isBlock).toBe(true);
  });
});

describe('the stock search read cache', () => {
  it('answers a repeated search from memory and a search after a write from the database', async () => {
    const filter = { keyword: 'B 1101 TDA' };
    const before = await search(ho, filter);
    const hits = t.app.readCache.stats.hits;
    expect(await search(ho, filter)).toEqual(before);
    expect(t.app.readCache.stats.hits).toBe(hits + 1);

    const unit = before.testDriveUnits[0]!;
    const edited = await ho.post(API.edit, {
      branchId: unit.branchId,
      modelMaterialId: unit.modelMaterialId,
      materialId: unit.materialId,
      modelMaterialColorId: unit.modelMaterialColorId,
      transmissionType: unit.transmissionType,
      equipmentNo: unit.equipmentNo,
      policeRegNo: unit.policeRegNo,
      stnkdate: unit.stnkdate,
      isEnabled: unit.isEnabled,
      id: unit.id,
      version: unit.version,
      isGpsdongle: !unit.isGpsdongle,
    });
    expect(edited.statusCode).toBe(200);
    const after = (await search(ho, filter)).testDriveUnits[0]!;
    expect(after).toMatchObject({ isGpsdongle: !unit.isGpsdongle, version: unit.version + 1 });
  });

  it('keeps the answers of callers with different branch scopes apart', async () => {
    const pdi = await callerFor(t, 'pdi');
    expect(branchesOf(await search(ho, { pageSize: 500 })).length).toBeGreaterThan(1);
    expect(branchesOf(await search(pdi, { pageSize: 500 }))).toEqual(['T010']);
  });
});

describe('unit commands', () => {
  it('adds units and answers them', async () => {
    const response = await ho.post(API.addMultiple, [
      fx.unit('B 9001 TDA', 'EQ-9001'),
      fx.unit('b  9002   tda', 'eq-9002'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      acknowledge: 1,
      message: MASTER_MESSAGES.saved,
      total: 2,
    });
    expect((await byPlate('B 9002 TDA')).equipmentNo).toBe('EQ-9002');
  });

  it('refuses duplicate numbers in the database and in the request with 409 naming the row', async () => {
    const before = await unitCount();
    const response = await ho.post(API.addMultiple, [
      fx.unit('B 9003 TDA', 'EQ-9003'),
      fx.unit('B 1101 TDA', 'EQ-9004'),
      fx.unit('B 9003 TDA', 'eq-9001'),
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Police registration number B 1101 TDA already exists',
      errors: [
        { field: 'testDriveUnits.1.policeRegNo' },
        { field: 'testDriveUnits.2.policeRegNo' },
        {
          field: 'testDriveUnits.2.equipmentNo',
          message: 'Equipment number eq-9001 already exists',
        },
      ],
    });
    expect(await unitCount()).toBe(before);
  });

  it('refuses bad references and missing fields with 400, writing nothing', async () => {
    const before = await unitCount();
    const wrongType = await ho.post(API.addMultiple, [
      { ...fx.unit('B 9005 TDA', 'EQ-9005'), materialId: fx.rushMt.id },
      fx.unit('B 9006 TDA', 'EQ-9006', 'T013'),
    ]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual([
      {
        field: 'testDriveUnits.0.materialId',
        message: `Type ${fx.rushMt.id} is not a type of this model`,
      },
      {
        field: 'testDriveUnits.1.branchId',
        message: `Branch ${fx.branches.get('T013')} cannot hold units (it needs an enabled cluster mapping)`,
      },
    ]);
    const { stnkdate: _, ...noDate } = fx.unit('B 9007 TDA', 'EQ-9007');
    const missing = await ho.post(API.addMultiple, [noDate]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('testDriveUnits.0.stnkdate');
    const badDate = await ho.post(API.addMultiple, [
      { ...fx.unit('B 9008 TDA', 'EQ-9008'), stnkdate: '2030-02-30' },
    ]);
    expect(badDate.json().errors[0]).toEqual({
      field: 'testDriveUnits.0.stnkdate',
      message: 'is not a real date',
      issue: { kind: 'custom' },
    });
    expect(await unitCount()).toBe(before);
  });

  it('refuses a transmission the catalogue rules out for the type (add and edit), naming the field', async () => {
    const before = await unitCount();
    const message = 'transmissionType must be Manual for type W101RE-GMDFJ (Avanza 1.3 E M/T)';
    const add = await ho.post(API.addMultiple, [
      fx.unit('B 9011 TDA', 'EQ-9011'),
      { ...fx.unit('B 9012 TDA', 'EQ-9012'), transmissionType: 'Automatic' },
    ]);
    expect(add.statusCode).toBe(400);
    expect(add.json().errors).toEqual([{ field: 'testDriveUnits.1.transmissionType', message }]);
    expect(await unitCount()).toBe(before);
    const u = await byPlate('B 9001 TDA');
    const edit = await ho.post(API.edit, {
      ...fx.unit(u.policeRegNo, u.equipmentNo),
      transmissionType: 'Automatic',
      id: u.id,
      version: u.version,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual([{ field: 'transmissionType', message }]);
    expect((await byPlate('B 9001 TDA')).transmissionType).toBe('Manual');
  });

  it('edits with the version read and refuses a stale edit', async () => {
    const u = await byPlate('B 9001 TDA');
    const edit = {
      ...fx.unit('B 9001 TDA', 'EQ-9001'),
      id: u.id,
      version: u.version,
      isGpsdongle: false,
    };
    const ok = await ho.post(API.edit, edit);
    expect(ok.json().testDriveUnit).toMatchObject({ isGpsdongle: false, version: 2 });
    const stale = await ho.post(API.edit, edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', message: MASTER_MESSAGES.stale });
  });

  it('deletes a unit from every list and frees its police and equipment numbers', async () => {
    const u = await byPlate('B 9002 TDA');
    expect((await ho.post(API.delete, { Id: u.id, version: u.version })).json()).toEqual({
      acknowledge: 1,
      message: MASTER_MESSAGES.deleted,
    });
    expect(await byPlate('B 9002 TDA')).toBeUndefined();
    expect((await ho.post(API.addMultiple, [fx.unit('B 9002 TDA', 'EQ-9002')])).statusCode).toBe(
      200,
    );
  });

  it('bulk-deactivates with police numbers as keys', async () => {
    const a = await byPlate('B 9001 TDA');
    const response = await ho.post(API.bulk, {
      action: 'InActive',
      items: [{ id: a.id, version: a.version }],
    });
    expect(response.json()).toEqual({
      acknowledge: 1,
      message: 'Data berhasil dinonaktifkan',
      results: [
        { acknowledge: 1, id: a.id, key: '[B 9001 TDA]', message: MASTER_MESSAGES.inactive },
      ],
    });
  });
});

describe('stock upload', () => {
  const header = [
    'BranchCode',
    'ModelMaterialCode',
    'MaterialNumber',
    'ColorCode',
    'PoliceRegNo',
    'STNKDate',
    'EquipmentNo',
    'IsGPSDongle',
    'Transmission',
    'IsEnabled',
  ];
  const row = (plate: string, equipment: string, extra: Partial<Record<string, unknown>> = {}) => {
    const values: Record<string, unknown> = {
      BranchCode: 'T010',
      ModelMaterialCode: 'AVANZA',
      MaterialNumber: 'W101RE-GMDFJ',
      ColorCode: '040',
      PoliceRegNo: plate,
      STNKDate: '31-12-2030',
      EquipmentNo: equipment,
      IsGPSDongle: 1,
      Transmission: 'MT',
      IsEnabled: 1,
      ...extra,
    };
    return header.map((h) => values[h] as string);
  };

  it('has a template with the ten mandatory columns', async () => {
    const response = await ho.get(API.template);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=testdriveunit-template.xlsx',
    );
    expect((await templateHeader(response.rawPayload)).header).toEqual(header);
  });

  it("refuses a yes/no cell other than 1 or 0 (e.g. 'yes'), naming row and column", async () => {
    const before = await unitCount();
    const response = await ho.upload(
      API.upload,
      'flags.xlsx',
      await xlsx(header, [
        row('B 8101 TDA', 'EQ-8101', { IsEnabled: 'yes' }),
        row('B 8102 TDA', 'EQ-8102', { IsGPSDongle: 'ada' }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 2, column: 'IsEnabled', message: 'IsEnabled must be 1 or 0', kind: 'value' },
      { row: 3, column: 'IsGPSDongle', message: 'IsGPSDongle must be 1 or 0', kind: 'value' },
    ]);
    expect(await unitCount()).toBe(before);
  });

  it('refuses a transmission the catalogue rules out for the type, naming row and column', async () => {
    const before = await unitCount();
    const response = await ho.upload(
      API.upload,
      'units.xlsx',
      await xlsx(header, [
        row('B 8103 TDA', 'EQ-8103', { Transmission: 'Automatic' }),
        row('B 8104 TDA', 'EQ-8104'),
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        row: 2,
        column: 'Transmission',
        message: 'Transmission must be Manual for type W101RE-GMDFJ (Avanza 1.3 E M/T)',
        kind: 'value',
      },
    ]);
    expect(await unitCount()).toBe(before);
  });

  it('refuses a missing cell, unknown codes and duplicates, writing nothing', async () => {
    const before = await unitCount();
    const missing = await ho.upload(
      API.upload,
      'units.xlsx',
      await xlsx(header, [row('B 8001 TDA', 'EQ-8001', { STNKDate: null })]),
    );
    expect(missing.json()).toEqual({
      acknowledge: 0,
      code: 'VALIDATION',
      message: UPLOAD_MESSAGES.mandatory,
      inserted: 0,
      errors: [{ row: 2, column: 'STNKDate', message: 'STNKDate is required', kind: 'required' }],
    });
    const wrong = await ho.upload(
      API.upload,
      'units.xlsx',
      await xlsx(header, [
        row('B 8001 TDA', 'EQ-8001', { BranchCode: 'T999' }),
        row('B 8002 TDA', 'EQ-8002', { ColorCode: '9Z9' }),
        row('B 8003 TDA', 'EQ-8003', { MaterialNumber: 'F800RE-GMGFJ' }),
        row('B 1101 TDA', 'EQ-8004'),
        row('B 8005 TDA', 'EQ-8005', { STNKDate: '2030-13-01', Transmission: 'Hybrid' }),
      ]),
    );
    expect(wrong.statusCode).toBe(400);
    // By row, then in the template's column order.
    expect(wrong.json().errors).toEqual([
      { row: 2, column: 'BranchCode', message: 'Unknown BranchCode T999', kind: 'code' },
      { row: 3, column: 'ColorCode', message: 'Unknown ColorCode 9Z9', kind: 'code' },
      {
        row: 4,
        column: 'MaterialNumber',
        message: 'MaterialNumber F800RE-GMGFJ is not a type of this model',
        kind: 'value',
      },
      {
        row: 5,
        column: 'PoliceRegNo',
        message: 'Police registration number B 1101 TDA already exists',
        kind: 'exists',
      },
      {
        row: 6,
        column: 'STNKDate',
        message: 'STNKDate must be a date (YYYY-MM-DD or DD-MM-YYYY)',
        kind: 'value',
      },
      {
        row: 6,
        column: 'Transmission',
        message: 'Transmission must be Manual or Automatic, not Hybrid',
        kind: 'value',
      },
    ]);
    expect(await unitCount()).toBe(before);
  });

  it('inserts an xlsx with date cells and a csv with DD-MM-YYYY dates', async () => {
    const before = await unitCount();
    const fromXlsx = await ho.upload(
      API.upload,
      'units.xlsx',
      await xlsx(header, [
        row('B 8001 TDA', 'EQ-8001', { STNKDate: new Date(Date.UTC(2031, 0, 15)) }),
      ]),
    );
    expect(fromXlsx.json()).toMatchObject({ acknowledge: 1, inserted: 1 });
    expect((await byPlate('B 8001 TDA')).stnkdate).toBe('2031-01-15');
    const fromCsv = await ho.upload(
      API.upload,
      'units.csv',
      csv(header, [row('D 8002 TDB', 'EQ-8002', { BranchCode: 'T020' })]),
    );
    expect(fromCsv.json()).toMatchObject({ acknowledge: 1, inserted: 1 });
    expect(await byPlate('D 8002 TDB')).toMatchObject({
      stnkdate: '2030-12-31',
      transmissionType: 'Manual',
    });
    expect(await unitCount()).toBe(before + 2);
  });

  it('inserts a 2,000-row upload in one transaction', async () => {
    const before = await unitCount();
    const rows = Array.from({ length: 2000 }, (_, i) =>
      row(`L ${1000 + i} UPL`, `UP-${100000 + i}`, { BranchCode: 'T021' }),
    );
    const started = performance.now();
    const response = await ho.upload(API.upload, 'big.xlsx', await xlsx(header, rows));
    const ms = performance.now() - started;
    expect(response.json()).toMatchObject({ acknowledge: 1, inserted: 2000 });
    expect(await unitCount()).toBe(before + 2000);
    console.log(`2,000-row stock upload: ${Math.round(ms)} ms`);
  });

  it('keeps the per-filter counts equal to the active units after every kind of write', async () => {
    const [row] = await t.database.query<{ counted: number; actual: number; groups: number }>(
      `select (select sum(n)::int from test_drive_unit_count) as counted,
              (select count(*)::int from test_drive_unit where is_active) as actual,
              (select count(*)::int from (
                 select branch_id, model_material_id, material_id, is_enabled, transmission_type,
                        count(*) as n from test_drive_unit where is_active group by 1, 2, 3, 4, 5
                 except
                 select branch_id, model_material_id, material_id, is_enabled, transmission_type, n
                 from test_drive_unit_count where n <> 0) d) as groups`,
    );
    expect(row).toEqual({ counted: row!.actual, actual: await unitCount(), groups: 0 });
    const filtered = await search(ho, {
      IsEnabled: true,
      TransmissionType: 'Manual',
      BranchId: fx.branches.get('T021'),
    });
    const [exact] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from test_drive_unit u join branch b on b.id = u.branch_id
       where u.is_active and u.is_enabled and u.transmission_type = 'Manual' and b.branch_code = 'T021'`,
    );
    expect(filtered.total).toBe(exact!.n);
  });
});

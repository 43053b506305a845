import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_API } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../test/testApp';
import { callerFor, xlsx, type Caller } from '../test/masterHelpers';

let t: TestApp;
let crc: Caller;

beforeAll(async () => {
  t = await createTestApp();
  crc = await callerFor(t, 'crc');
});
afterAll(async () => {
  await t?.close();
});

const versioned = { id: 1, version: 1 };
const bulk = { action: 'Delete', items: [versioned] };
const unit = {
  branchId: 1,
  modelMaterialId: 1,
  materialId: 1,
  modelMaterialColorId: 1,
  transmissionType: 'Manual',
  equipmentNo: 'EQ',
  policeRegNo: 'B 1 X',
  stnkdate: '2030-01-01',
  isGpsdongle: true,
  isEnabled: true,
};
const reasonInput = { reasonCategoryId: 11, reasonDescription: 'X', isEnabled: true };
const questionInput = {
  questionText: 'X',
  questionAnswerTypeId: 5,
  sectionId: 1,
  sequence: 1,
  isMandatory: true,
  isEnabled: true,
  isNotes: false,
  isNotesMandatory: false,
};
const cluster = { clusterCode: 'X', clusterTypeId: 1, clusterDescription: 'X', isEnabled: true };
const mapping = { clusterId: 1, branchId: 1, isEnabled: true };

/** Every master-data write, with a body valid enough to reach the access check. */
const WRITES: [string, unknown][] = [
  [MASTER_API.cluster.addMultiple, [cluster]],
  [MASTER_API.cluster.edit, { ...cluster, ...versioned }],
  [MASTER_API.cluster.delete, { clusterid: 1 }],
  [MASTER_API.cluster.bulk, bulk],
  [MASTER_API.branch.command, { action: 'Remove', masterBranch: { id: 1 } }],
  [MASTER_API.branch.bulk, bulk],
  [MASTER_API.branchCluster.command, { action: 'Add', clusterBranchMapping: [mapping] }],
  [MASTER_API.branchCluster.command, { action: 'Edit', ...versioned, ...mapping }],
  [MASTER_API.branchCluster.command, { action: 'Remove', id: 1 }],
  [MASTER_API.branchCluster.bulk, bulk],
  [MASTER_API.branchStock.addMultiple, [unit]],
  [MASTER_API.branchStock.addFromUpload, { testDriveUnits: [unit] }],
  [MASTER_API.branchStock.edit, { ...unit, ...versioned }],
  [MASTER_API.branchStock.delete, { Id: 1 }],
  [MASTER_API.branchStock.bulk, bulk],
  [MASTER_API.reason.command, { action: 'Add', reasonListMappings: [reasonInput] }],
  [
    MASTER_API.reason.command,
    { action: 'Edit', reasonListMappings: [{ ...reasonInput, ...versioned }] },
  ],
  [MASTER_API.reason.command, { action: 'Remove', reasonListMappings: [{ id: 1 }] }],
  [MASTER_API.reason.bulk, bulk],
  [MASTER_API.question.add, questionInput],
  [MASTER_API.question.update, { ...questionInput, questionId: 1, version: 1 }],
  [MASTER_API.question.deleteMultiple, { questions: [versioned] }],
  [MASTER_API.question.activateMultiple, { questions: [versioned] }],
  [MASTER_API.question.inactivateMultiple, { questions: [versioned] }],
];

const MODULES = [
  'cluster',
  'branch',
  'branchCluster',
  'branchStock',
  'reason',
  'question',
] as const;

describe('master-data access', () => {
  it('registers every MASTER_API path with an access rule', () => {
    const registered = new Set(t.app.routeAccess.map((r) => r.url));
    for (const module of MODULES) {
      for (const path of Object.values(MASTER_API[module])) {
        expect(registered, path).toContain(path);
      }
    }
  });

  it('answers 403 to crc on every write, upload and template path', async () => {
    for (const [path, body] of WRITES) {
      const response = await crc.post(path, body);
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toMatchObject({ acknowledge: 0, code: 'FORBIDDEN' });
    }
    const file = await xlsx(['ClusterCode'], [['X']]);
    for (const module of MODULES) {
      const upload = await crc.upload(MASTER_API[module].upload, 'x.xlsx', file);
      expect(upload.statusCode, module).toBe(403);
      expect((await crc.get(MASTER_API[module].template)).statusCode, module).toBe(403);
    }
  });

  it('lets crc read master data for its work, within its branch', async () => {
    expect((await crc.post(MASTER_API.cluster.getAll, {})).statusCode).toBe(200);
    const reasons = await crc.post(MASTER_API.reason.command, {
      action: 'DisplayAll',
      reasonCategoryId: 10,
    });
    expect(reasons.statusCode).toBe(200);
    const units = await crc.post(MASTER_API.branchStock.search, {});
    expect(
      units.json().testDriveUnits.every((u: { branchCode: string }) => u.branchCode === 'T010'),
    ).toBe(true);
  });

  it('refuses roles outside test drive even for reads', async () => {
    const content = await callerFor(t, 'pickontencabang');
    for (const path of [
      MASTER_API.cluster.search,
      MASTER_API.branchStock.search,
      MASTER_API.branch.query,
    ]) {
      const body = path === MASTER_API.branch.query ? { action: 'DisplayAll' } : {};
      expect((await content.post(path, body)).statusCode, path).toBe(403);
    }
    expect((await content.get(MASTER_API.branch.regions)).statusCode).toBe(403);
  });

  it('lets superadmin write (it passes every rule)', async () => {
    const superadmin = await callerFor(t, 'superadmin');
    const response = await superadmin.post(MASTER_API.cluster.addMultiple, [
      { ...cluster, clusterCode: 'CL-SA-01' },
    ]);
    expect(response.statusCode).toBe(200);
  });
});

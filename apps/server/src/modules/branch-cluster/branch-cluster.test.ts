import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  MASTER_API,
  MASTER_MESSAGES,
  UPLOAD_MESSAGES,
  type ClusterBranchMapping,
} from '@dealer/contracts';
import { branch, branchCluster, cluster } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, csv, templateHeader, xlsx, type Caller } from '../../test/masterHelpers';

const API = MASTER_API.branchCluster;
let t: TestApp;
let ho: Caller;
const clusterId: Record<string, number> = {};
const branchId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ho = await callerFor(t, 'ho_testdrive');
  for (const c of await t.db.select().from(cluster)) clusterId[c.clusterCode] = c.id;
  for (const b of await t.db.select().from(branch)) branchId[b.branchCode] = b.id;
});
afterAll(async () => {
  await t?.close();
});

const mappingCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(branchCluster)
      .where(eq(branchCluster.isActive, true))
  )[0]!.n;

type Reply = { clusterBranches: ClusterBranchMapping[]; total: number }[];
const call = async (caller: Caller, body: Record<string, unknown>) => {
  const response = await caller.post(API.command, body);
  return { status: response.statusCode, body: response.json(), first: response.json<Reply>()[0]! };
};
const pairs = (r: { clusterBranches: ClusterBranchMapping[] }) =>
  r.clusterBranches.map((m) => `${m.clusterCode} x ${m.branchCode}`);
const mappingOf = async (clusterCode: string, branchCode: string) =>
  (await call(ho, { action: 'Search', pageSize: 100 })).first.clusterBranches.find(
    (m) => m.clusterCode === clusterCode && m.branchCode === branchCode,
  )!;

describe('mapping reads', () => {
  it('searches by cluster and status, newest first', async () => {
    const { first } = await call(ho, { action: 'Search', clusterid: clusterId['CL-JKT-01'] });
    expect(pairs(first)).toEqual(['CL-JKT-01 x T010', 'CL-JKT-01 x T002']);
    expect(first.total).toBe(2);
    expect(first.clusterBranches[0]).toMatchObject({
      clusterDescription: 'Jakarta Utara & Timur',
      branchDescription: 'Auto2000 Kelapa Gading',
      isEnabled: true,
      version: 1,
    });
    expect((await call(ho, { action: 'Search', isEnabled: false })).first.total).toBe(0);
  });

  it('shows a branch user only the mappings of its branches', async () => {
    const pdi = await callerFor(t, 'pdi');
    expect(pairs((await call(pdi, { action: 'Search' })).first)).toEqual(['CL-JKT-01 x T010']);
    const other = await call(pdi, { action: 'Search', clusterid: clusterId['CL-JBR-01'] });
    expect(other.first.total).toBe(0);
    const t020 = await mappingOf('CL-JBR-01', 'T020');
    expect((await call(pdi, { action: 'Display', id: t020.id })).status).toBe(404);
  });

  it('sorts by each column either way, id breaking ties, within the branch scope', async () => {
    const sorted = async (caller: Caller, sortField: string, sortOrder: string, extra = {}) =>
      (await call(caller, { action: 'Search', pageSize: 100, sortField, sortOrder, ...extra }))
        .first;
    const ids = (r: { clusterBranches: ClusterBranchMapping[] }) =>
      r.clusterBranches.map((m) => m.id);
    const branches = (await sorted(ho, 'branchCode', 'ascend')).clusterBranches.map(
      (m) => m.branchCode,
    );
    expect(branches).toEqual([...branches].sort());
    expect(new Set(branches).size).toBeGreaterThan(2);
    const clusters = (await sorted(ho, 'clusterCode', 'descend')).clusterBranches.map(
      (m) => m.clusterCode,
    );
    expect(clusters).toEqual([...clusters].sort().reverse());
    for (const field of ['id', 'clusterDescription', 'branchDescription', 'isEnabled']) {
      const up = ids(await sorted(ho, field, 'ascend'));
      expect(up).toEqual(ids(await sorted(ho, field, 'descend')).reverse());
    }
    const up = ids(await sorted(ho, 'branchCode', 'ascend'));
    expect(ids(await sorted(ho, 'branchCode', 'ascend', { page: 2, pageSize: 2 }))).toEqual(
      up.slice(2, 4),
    );
    const plain = ids((await call(ho, { action: 'Search', pageSize: 100 })).first);
    expect(plain).toEqual(ids(await sorted(ho, 'id', 'descend')));
    const pdi = await callerFor(t, 'pdi');
    expect(pairs(await sorted(pdi, 'branchCode', 'descend'))).toEqual(['CL-JKT-01 x T010']);
    const bad = await call(ho, { action: 'Search', sortField: 'password' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('sortField');
  });

  it('offers only enabled mappings of enabled clusters (DisplayAll)', async () => {
    const { first } = await call(ho, { action: 'DisplayAll' });
    expect(first.total).toBe(6);
    expect(pairs(first)).toContain('CL-JTM-01 x T021');
  });
});

describe('mapping commands', () => {
  it('adds a disabled second mapping of a branch', async () => {
    const { status, first } = await call(ho, {
      action: 'Add',
      clusterBranchMapping: [
        { clusterId: clusterId['CL-JKT-01'], branchId: branchId['T012'], isEnabled: false },
      ],
    });
    expect(status).toBe(200);
    expect(first).toMatchObject({ acknowledge: 1, message: MASTER_MESSAGES.saved, total: 1 });
    expect(pairs(first)).toEqual(['CL-JKT-01 x T012']);
  });

  it('refuses a second enabled mapping of a branch and a repeated pair with 409', async () => {
    const before = await mappingCount();
    const second = await call(ho, {
      action: 'Add',
      clusterBranchMapping: [
        { clusterId: clusterId['CL-JKT-02'], branchId: branchId['T021'], isEnabled: true },
      ],
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Branch T021 already has an enabled mapping to CL-JTM-01',
      errors: [{ field: 'clusterBranchMapping.0.branchId' }],
    });
    const repeated = await call(ho, {
      action: 'Add',
      clusterBranchMapping: [
        { clusterId: clusterId['CL-JKT-02'], branchId: branchId['T002'], isEnabled: false },
        { clusterId: clusterId['CL-JKT-02'], branchId: branchId['T002'], isEnabled: false },
      ],
    });
    expect(repeated.body.errors).toEqual([
      {
        field: 'clusterBranchMapping.1.branchId',
        message: 'Branch T002 is already mapped to CL-JKT-02',
      },
    ]);
    expect(await mappingCount()).toBe(before);
  });

  it('refuses a disabled cluster, a body-paint branch and a missing field with 400', async () => {
    const before = await mappingCount();
    const refused = await call(ho, {
      action: 'Add',
      clusterBranchMapping: [
        { clusterId: clusterId['CL-BTN-01'], branchId: branchId['T013'], isEnabled: true },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'clusterBranchMapping.0.clusterId',
        message: `Cluster ${clusterId['CL-BTN-01']} does not exist or is not enabled`,
      },
      {
        field: 'clusterBranchMapping.0.branchId',
        message: `Branch ${branchId['T013']} does not exist or cannot be mapped`,
      },
    ]);
    const missing = await call(ho, {
      action: 'Add',
      clusterBranchMapping: [{ clusterId: clusterId['CL-JKT-01'], isEnabled: true }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('clusterBranchMapping.0.branchId');
    expect(await mappingCount()).toBe(before);
  });

  it('edits with the version read and refuses a stale edit', async () => {
    const m = await mappingOf('CL-JKT-01', 'T012');
    const edit = {
      action: 'Edit',
      id: m.id,
      version: m.version,
      clusterId: m.clusterId,
      branchId: m.branchId,
      isEnabled: false,
    };
    expect((await call(ho, edit)).first.clusterBranches[0]!.version).toBe(2);
    const stale = await call(ho, edit);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
  });

  it('refuses to activate a second enabled mapping in bulk, naming it', async () => {
    const m = await mappingOf('CL-JKT-01', 'T012');
    const response = await ho.post(API.bulk, {
      action: 'Active',
      items: [{ id: m.id, version: m.version }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().results).toEqual([
      {
        acknowledge: 0,
        id: m.id,
        key: '[CL-JKT-01 x T012]',
        message: 'Branch T012 already has an enabled mapping to CL-JBR-01',
      },
    ]);
  });

  it('bulk-deactivates and deletes with bracketed cluster x branch keys', async () => {
    const m = await mappingOf('CL-JTM-01', 'T021');
    const off = await ho.post(API.bulk, {
      action: 'InActive',
      items: [{ id: m.id, version: m.version }],
    });
    expect(off.json()).toMatchObject({
      acknowledge: 1,
      message: 'Data berhasil dinonaktifkan',
      results: [{ key: '[CL-JTM-01 x T021]', message: MASTER_MESSAGES.inactive }],
    });
    const removed = await call(ho, { action: 'Remove', id: m.id, version: m.version + 1 });
    expect(removed.first).toMatchObject({ acknowledge: 1, message: MASTER_MESSAGES.deleted });
    expect(await mappingOf('CL-JTM-01', 'T021')).toBeUndefined();
  });
});

describe('mapping upload', () => {
  const header = ['ClusterCode', 'BranchCode', 'Status'];

  it('has a template with the mandatory columns', async () => {
    const response = await ho.get(API.template);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=branchcluster-template.xlsx',
    );
    expect((await templateHeader(response.rawPayload)).header).toEqual(header);
  });

  it("refuses a yes/no cell other than 1 or 0 (e.g. 'yes'), naming row and column", async () => {
    const before = await mappingCount();
    const response = await ho.upload(
      API.upload,
      'flags.xlsx',
      await xlsx(header, [['CL-JKT-02', 'T021', 'yes']]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 2, column: 'Status', message: 'Status must be 1 or 0', kind: 'value' },
    ]);
    expect(await mappingCount()).toBe(before);
  });

  it('refuses missing cells, unknown codes and second enabled mappings, writing nothing', async () => {
    const before = await mappingCount();
    const missing = await ho.upload(
      API.upload,
      'm.xlsx',
      await xlsx(header, [['CL-JKT-02', '', 1]]),
    );
    expect(missing.json()).toMatchObject({
      message: UPLOAD_MESSAGES.mandatory,
      errors: [
        { row: 2, column: 'BranchCode', message: 'BranchCode is required', kind: 'required' },
      ],
    });
    const wrong = await ho.upload(
      API.upload,
      'm.xlsx',
      await xlsx(header, [
        ['CL-JKT-02', 'T999', 1],
        ['CL-BTN-01', 'T021', 1],
        ['CL-JKT-02', 'T010', 1],
        ['CL-JKT-02', 'T021', 1],
        ['CL-JTM-01', 'T021', 1],
      ]),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { row: 2, column: 'BranchCode', message: 'Unknown BranchCode T999', kind: 'code' },
      { row: 3, column: 'ClusterCode', message: 'Unknown ClusterCode CL-BTN-01', kind: 'code' },
      {
        row: 4,
        column: 'BranchCode',
        message: 'Enabled mapping of branch T010 already exists',
        kind: 'exists',
      },
      // One pass: row 3 (unknown cluster) still claims T021's one enabled mapping first.
      {
        row: 5,
        column: 'BranchCode',
        message: 'Enabled mapping of branch T021 is repeated (first in row 3)',
        kind: 'repeated',
      },
      {
        row: 6,
        column: 'BranchCode',
        message: 'Enabled mapping of branch T021 is repeated (first in row 3)',
        kind: 'repeated',
      },
    ]);
    expect(await mappingCount()).toBe(before);
  });

  it('inserts the rows of a correct csv', async () => {
    const response = await ho.upload(
      API.upload,
      'm.csv',
      csv(header, [
        ['CL-JTM-01', 'T021', '1'],
        ['CL-JKT-02', 'T002', '0'],
      ]),
    );
    expect(response.json()).toMatchObject({ acknowledge: 1, inserted: 2 });
    expect((await mappingOf('CL-JKT-02', 'T002')).isEnabled).toBe(false);
  });
});

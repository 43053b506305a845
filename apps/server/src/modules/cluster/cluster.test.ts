import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MASTER_API, MASTER_MESSAGES, UPLOAD_MESSAGES, type Cluster } from '@dealer/contracts';
import { cluster } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, csv, templateHeader, xlsx, type Caller } from '../../test/masterHelpers';

const API = MASTER_API.cluster;
let t: TestApp;
let ho: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ho = await callerFor(t, 'ho_testdrive');
});
afterAll(async () => {
  await t?.close();
});

const activeCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cluster)
      .where(eq(cluster.isActive, true))
  )[0]!.n;

const search = async (body: Record<string, unknown> = {}) =>
  (await ho.post(API.search, { pageSize: 100, ...body })).json<{
    listCluster: Cluster[];
    total: number;
  }>();

const byCode = async (code: string) =>
  (await search({ keyword: code })).listCluster.find((c) => c.clusterCode === code)!;

describe('cluster reads', () => {
  it('lists enabled clusters for forms (getall) without the disabled CL-BTN-01', async () => {
    const response = await ho.post(API.getAll, { ClusterTypeId: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ acknowledge: 1, message: 'Success' });
    expect(body.listCluster.map((c: Cluster) => c.clusterCode)).toEqual([
      'CL-JBR-01',
      'CL-JKT-01',
      'CL-JKT-02',
      'CL-JTM-01',
    ]);
    expect(body.total).toBe(4);
    expect((await ho.post(API.getAll, { ClusterTypeId: 99 })).json().listCluster).toEqual([]);
  });

  it('answers the cluster types with type 1 Test Drive Cluster', async () => {
    const response = await ho.get(API.types);
    expect(response.json()).toEqual({
      acknowledge: 1,
      message: 'Success',
      listClusterType: [{ id: 1, clusterTypeCode: 'TD', clusterTypeDesc: 'Test Drive Cluster' }],
    });
  });

  it('searches sorted by id descending with total and paging', async () => {
    const all = await search();
    const ids = all.listCluster.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.total).toBe(5);
    const page2 = await search({ page: 2, pageSize: 2 });
    expect(page2.listCluster.map((c) => c.id)).toEqual(ids.slice(2, 4));
    expect(page2.total).toBe(5);
    expect((await search({ isEnabled: false })).listCluster.map((c) => c.clusterCode)).toEqual([
      'CL-BTN-01',
    ]);
    const jkt = await search({ keyword: 'jkt', sortField: 'clusterCode', sortOrder: 'ascend' });
    expect(jkt.listCluster.map((c) => c.clusterCode)).toEqual(['CL-JKT-01', 'CL-JKT-02']);
  });

  it('answers getbyid with the cluster, and 404 Data not found! for an unknown id', async () => {
    const first = await byCode('CL-JKT-01');
    const response = await ho.post(API.getById, { clusterid: first.id });
    expect(response.json()).toMatchObject({
      acknowledge: 1,
      cluster: {
        clusterCode: 'CL-JKT-01',
        clusterDescription: 'Jakarta Utara & Timur',
        clusterTypeCode: 'TD',
        isEnabled: true,
        version: 1,
      },
    });
    const missing = await ho.post(API.getById, { clusterid: 99999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ acknowledge: 0, message: MASTER_MESSAGES.notFound });
  });
});

describe('adding clusters', () => {
  const row = (clusterCode: string) => ({
    clusterCode,
    clusterTypeId: 1,
    clusterDescription: `Cluster ${clusterCode}`,
    isEnabled: true,
  });

  it('adds several clusters in one call', async () => {
    const response = await ho.post(API.addMultiple, [row('CL-ADD-01'), row('CL-ADD-02')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      acknowledge: 1,
      message: MASTER_MESSAGES.saved,
      total: 2,
      listCluster: [{ clusterCode: 'CL-ADD-01', version: 1 }, { clusterCode: 'CL-ADD-02' }],
    });
  });

  it('refuses a missing field with 400 naming the row and field, writing nothing', async () => {
    const before = await activeCount();
    const response = await ho.post(API.addMultiple, [
      row('CL-OK-01'),
      { ...row(''), clusterCode: '' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      acknowledge: 0,
      code: 'VALIDATION',
      errors: [{ field: 'clusters.1.clusterCode', message: 'clusterCode is required' }],
    });
    const wrongType = await ho.post(API.addMultiple, [{ ...row('CL-X'), isEnabled: 'yes' }]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].field).toBe('clusters.0.isEnabled');
    const unknownType = await ho.post(API.addMultiple, [{ ...row('CL-X'), clusterTypeId: 7 }]);
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors).toEqual([
      { field: 'clusters.0.clusterTypeId', message: 'Cluster type 7 does not exist' },
    ]);
    expect(await activeCount()).toBe(before);
  });

  it('refuses a code that exists, or repeats in the request, with 409 naming the row', async () => {
    const before = await activeCount();
    const exists = await ho.post(API.addMultiple, [row('CL-NEW-01'), row('cl-jkt-01')]);
    expect(exists.statusCode).toBe(409);
    expect(exists.json()).toMatchObject({
      acknowledge: 0,
      code: 'CONFLICT',
      message: 'Cluster code cl-jkt-01 already exists',
      errors: [{ field: 'clusters.1.clusterCode' }],
    });
    const repeated = await ho.post(API.addMultiple, [row('CL-NEW-02'), row('CL-NEW-02')]);
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().errors).toEqual([
      {
        field: 'clusters.1.clusterCode',
        message: 'Cluster code CL-NEW-02 already exists in this request (also in clusters.0)',
      },
    ]);
    expect(await activeCount()).toBe(before);
  });
});

describe('editing and deleting a cluster', () => {
  it('edits with the version read, and refuses a stale version with 409 STALE_VERSION', async () => {
    const c = await byCode('CL-ADD-01');
    const edit = { ...c, clusterDescription: 'Renamed', version: c.version };
    const response = await ho.post(API.edit, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json().cluster).toMatchObject({ clusterDescription: 'Renamed', version: 2 });
    const stale = await ho.post(API.edit, { ...edit, clusterDescription: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      acknowledge: 0,
      code: 'STALE_VERSION',
      message: MASTER_MESSAGES.stale,
    });
    expect((await byCode('CL-ADD-01')).clusterDescription).toBe('Renamed');
  });

  it("refuses to take another cluster's code on edit", async () => {
    const c = await byCode('CL-ADD-01');
    const response = await ho.post(API.edit, { ...c, clusterCode: 'CL-JKT-02' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cluster code CL-JKT-02 already exists');
  });

  it('refuses to delete a cluster that still has branch mappings', async () => {
    const c = await byCode('CL-JKT-01');
    const response = await ho.post(API.delete, { clusterid: c.id, version: c.version });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Cluster CL-JKT-01 still has 2 branch mapping(s); delete them first',
    );
  });

  it('delete hides the cluster from every list and frees its code', async () => {
    const c = await byCode('CL-ADD-02');
    const response = await ho.post(API.delete, { clusterid: c.id, version: c.version });
    expect(response.json()).toEqual({ acknowledge: 1, message: MASTER_MESSAGES.deleted });
    expect(await byCode('CL-ADD-02')).toBeUndefined();
    expect((await ho.post(API.getById, { clusterid: c.id })).statusCode).toBe(404);
    const getAll = (await ho.post(API.getAll, {})).json().listCluster as Cluster[];
    expect(getAll.map((x) => x.id)).not.toContain(c.id);
    const again = await ho.post(API.addMultiple, [
      { clusterCode: 'CL-ADD-02', clusterTypeId: 1, clusterDescription: 'Reborn', isEnabled: true },
    ]);
    expect(again.statusCode).toBe(200);
  });
});

describe('bulk action', () => {
  it('deactivates and activates with the server texts the console keys on', async () => {
    const a = await byCode('CL-JKT-02');
    const b = await byCode('CL-JTM-01');
    const off = await ho.post(API.bulk, {
      action: 'InActive',
      items: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version },
      ],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      acknowledge: 1,
      message: 'Data berhasil dinonaktifkan',
      results: [
        { acknowledge: 1, id: a.id, key: '[CL-JKT-02]', message: MASTER_MESSAGES.inactive },
        { acknowledge: 1, id: b.id, key: '[CL-JTM-01]', message: MASTER_MESSAGES.inactive },
      ],
    });
    expect((await byCode('CL-JKT-02')).isEnabled).toBe(false);
    const on = await ho.post(API.bulk, {
      action: 'Active',
      items: [
        { id: a.id, version: a.version + 1 },
        { id: b.id, version: b.version + 1 },
      ],
    });
    expect(on.json().message).toBe('Data berhasil diaktifkan');
    expect(on.json().message).not.toContain('dinonaktifkan');
    expect(on.json().results[0].message).toBe(MASTER_MESSAGES.active);
  });

  it('changes nothing when one row is stale, and says which row failed', async () => {
    const a = await byCode('CL-JKT-02');
    const b = await byCode('CL-JTM-01');
    const response = await ho.post(API.bulk, {
      action: 'InActive',
      items: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version - 1 },
        { id: 99999, version: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      acknowledge: 0,
      code: 'STALE_VERSION',
      results: [
        { acknowledge: 0, key: '[CL-JKT-02]', message: 'Not changed: another selected row failed' },
        { acknowledge: 0, key: '[CL-JTM-01]', message: MASTER_MESSAGES.stale },
        { acknowledge: 0, key: '[#99999]', message: MASTER_MESSAGES.notFound },
      ],
    });
    expect(await byCode('CL-JKT-02')).toMatchObject({ isEnabled: true, version: a.version });
  });

  it('deletes in bulk all or nothing: a cluster in use refuses the whole action', async () => {
    const free = await byCode('CL-ADD-01');
    const used = await byCode('CL-JTM-01');
    const refused = await ho.post(API.bulk, {
      action: 'Delete',
      items: [
        { id: free.id, version: free.version },
        { id: used.id, version: used.version },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().results[1]).toMatchObject({
      key: '[CL-JTM-01]',
      message: 'Cluster CL-JTM-01 still has 1 branch mapping(s); delete them first',
    });
    expect(await byCode('CL-ADD-01')).toBeDefined();
    const deleted = await ho.post(API.bulk, {
      action: 'Delete',
      items: [{ id: free.id, version: free.version }],
    });
    expect(deleted.json()).toMatchObject({
      acknowledge: 1,
      message: 'Data berhasil dihapus',
      results: [{ key: '[CL-ADD-01]', message: MASTER_MESSAGES.deleted }],
    });
    expect(await byCode('CL-ADD-01')).toBeUndefined();
  });
});

describe('cluster upload', () => {
  const header = ['ClusterCode', 'ClusterTypeCode', 'ClusterDescription', 'Status'];

  it('downloads a template with the mandatory columns and an example row', async () => {
    const response = await ho.get(API.template);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=cluster-template.xlsx',
    );
    const { header: columns, example } = await templateHeader(response.rawPayload);
    expect(columns).toEqual(header);
    expect(example).toHaveLength(4);
  });

  it("refuses a yes/no cell other than 1 or 0 (e.g. 'yes'), naming row and column", async () => {
    const before = await activeCount();
    const response = await ho.upload(
      API.upload,
      'flags.xlsx',
      await xlsx(header, [
        ['CL-UP-Y1', 'TD', 'Yes status', 'yes'],
        ['CL-UP-Y2', 'TD', 'Aktif', 'aktif'],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 2, column: 'Status', message: 'Status must be 1 or 0', kind: 'value' },
      { row: 3, column: 'Status', message: 'Status must be 1 or 0', kind: 'value' },
    ]);
    expect(await activeCount()).toBe(before);
  });

  it('refuses a file with a missing mandatory cell, listing row and column, writing nothing', async () => {
    const before = await activeCount();
    const file = await xlsx(header, [
      ['CL-UP-01', 'TD', 'Upload one', 1],
      ['CL-UP-02', 'TD', '', 1],
      ['CL-UP-03', null, 'Upload three', 0],
    ]);
    const response = await ho.upload(API.upload, 'clusters.xlsx', file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      acknowledge: 0,
      code: 'VALIDATION',
      message: UPLOAD_MESSAGES.mandatory,
      inserted: 0,
      errors: [
        {
          row: 3,
          column: 'ClusterDescription',
          message: 'ClusterDescription is required',
          kind: 'required',
        },
        {
          row: 4,
          column: 'ClusterTypeCode',
          message: 'ClusterTypeCode is required',
          kind: 'required',
        },
      ],
    });
    expect(await activeCount()).toBe(before);
  });

  it('reports unknown codes and duplicates as row errors, writing nothing', async () => {
    const before = await activeCount();
    const file = await xlsx(header, [
      ['CL-UP-01', 'XX', 'Unknown type', 1],
      ['CL-JKT-01', 'TD', 'Exists', 1],
      ['CL-UP-02', 'TD', 'First', 1],
      ['cl-up-02', 'td', 'Repeated', 'maybe'],
    ]);
    const response = await ho.upload(API.upload, 'clusters.xlsx', file);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 2, column: 'ClusterTypeCode', message: 'Unknown ClusterTypeCode XX', kind: 'code' },
      {
        row: 3,
        column: 'ClusterCode',
        message: 'Cluster code CL-JKT-01 already exists',
        kind: 'exists',
      },
      // One pass: the repeat is found although the same row also has a bad Status.
      {
        row: 5,
        column: 'ClusterCode',
        message: 'Cluster code cl-up-02 is repeated (first in row 4)',
        kind: 'repeated',
      },
      { row: 5, column: 'Status', message: 'Status must be 1 or 0', kind: 'value' },
    ]);
    expect(await activeCount()).toBe(before);
  });

  it('inserts every row of a correct xlsx and of a correct csv', async () => {
    const before = await activeCount();
    const file = await xlsx(header, [
      ['CL-UP-01', 'TD', 'Upload one', 1],
      ['CL-UP-02', 'td', 'Upload two', 0],
    ]);
    const response = await ho.upload(API.upload, 'clusters.xlsx', file);
    expect(response.json()).toEqual({
      acknowledge: 1,
      message: '2 rows uploaded',
      inserted: 2,
      errors: [],
    });
    expect((await byCode('CL-UP-02')).isEnabled).toBe(false);
    const text = csv(
      ['clustercode', 'Cluster Type Code', 'ClusterDescription', 'status'],
      [['CL-UP-03', 'TD', 'From, csv', '1']],
    );
    const fromCsv = await ho.upload(API.upload, 'clusters.csv', text);
    expect(fromCsv.json()).toMatchObject({ acknowledge: 1, inserted: 1 });
    expect((await byCode('CL-UP-03')).clusterDescription).toBe('From, csv');
    expect(await activeCount()).toBe(before + 3);
  });

  it('refuses a file that is not a spreadsheet with a clear 400', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const renamed = await ho.upload(API.upload, 'clusters.xlsx', png);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('clusters.xlsx is not an Excel workbook (.xlsx)');
    const binaryCsv = await ho.upload(API.upload, 'clusters.csv', png);
    expect(binaryCsv.json().message).toBe('clusters.csv is not a CSV text file');
    const pdf = await ho.upload(API.upload, 'clusters.pdf', '%PDF-1.4');
    expect(pdf.json().message).toBe('Only .xlsx and .csv files can be uploaded, not clusters.pdf');
    const brokenZip = await ho.upload(API.upload, 'clusters.xlsx', Buffer.from('PK\x03\x04broken'));
    expect(brokenZip.statusCode).toBe(400);
    expect(brokenZip.json().message).toBe('clusters.xlsx cannot be read as xlsx');
  });
});

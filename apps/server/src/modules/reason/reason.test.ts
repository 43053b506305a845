import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MASTER_API, MASTER_MESSAGES, UPLOAD_MESSAGES, type Reason } from '@dealer/contracts';
import { reason } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, csv, templateHeader, xlsx, type Caller } from '../../test/masterHelpers';

const API = MASTER_API.reason;
let t: TestApp;
let ho: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ho = await callerFor(t, 'ho_testdrive');
});
afterAll(async () => {
  await t?.close();
});

const reasonCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reason)
      .where(eq(reason.isActive, true))
  )[0]!.n;

type Reply = {
  acknowledge: number;
  message: string;
  reasonListMappings: Reason[];
  total: number;
}[];
const call = async (caller: Caller, body: Record<string, unknown>) => {
  const response = await caller.post(API.command, body);
  return { status: response.statusCode, body: response.json(), first: response.json<Reply>()[0]! };
};
const texts = (r: { reasonListMappings: Reason[] }) =>
  r.reasonListMappings.map((x) => x.reasonDescription);
const find = async (text: string) =>
  (await call(ho, { action: 'Search', pageSize: 100 })).first.reasonListMappings.find(
    (r) => r.reasonDescription === text,
  )!;

describe('reason reads', () => {
  it('answers the categories with 11 BLOCK', async () => {
    const response = await ho.get(API.categories);
    expect(response.json().reasonCategoryModel).toContainEqual({
      id: 11,
      reasonCategoryCode: 'BLOCK',
      description: 'Block Vehicle',
    });
  });

  it('searches by category code and status, newest first', async () => {
    const block = await call(ho, { action: 'Search', reasonCategoryCode: 'BLOCK', pageSize: 100 });
    expect(block.first.total).toBe(6);
    expect(texts(block.first)[0]).toBe('Unit used for photo shoot');
    expect(block.first.reasonListMappings[0]).toMatchObject({
      reasonCategoryId: 11,
      reasonCategoryDescription: 'Block Vehicle',
      isEnabled: false,
    });
    const off = await call(ho, { action: 'Search', isEnabled: false });
    expect(texts(off.first)).toEqual(['Unit used for photo shoot']);
  });

  it('sorts by each column either way, id breaking ties, and pages in that order', async () => {
    const sorted = async (sortField: string, sortOrder: string, extra = {}) =>
      (await call(ho, { action: 'Search', pageSize: 100, sortField, sortOrder, ...extra })).first;
    const ids = (r: { reasonListMappings: Reason[] }) => r.reasonListMappings.map((x) => x.id);
    const byCategory = (await sorted('reasonCategoryCode', 'ascend')).reasonListMappings.map(
      (r) => r.reasonCategoryCode,
    );
    expect(new Set(byCategory).size).toBeGreaterThan(1);
    expect(byCategory).toEqual([...byCategory].sort());
    // Whatever the collation, ascending is descending reversed because id breaks every tie.
    for (const field of ['id', 'reasonCategoryCode', 'reasonDescription', 'isEnabled']) {
      const up = ids(await sorted(field, 'ascend'));
      expect(up).toEqual(ids(await sorted(field, 'descend')).reverse());
    }
    const up = ids(await sorted('reasonDescription', 'ascend'));
    expect(up).not.toEqual(ids(await sorted('id', 'ascend')));
    const page2 = await sorted('reasonDescription', 'ascend', { page: 2, pageSize: 3 });
    expect(ids(page2)).toEqual(up.slice(3, 6));
    expect((await sorted('isEnabled', 'ascend')).reasonListMappings[0]!.isEnabled).toBe(false);
    // The default stays newest first.
    const plain = ids((await call(ho, { action: 'Search', pageSize: 100 })).first);
    expect(plain).toEqual(ids(await sorted('id', 'descend')));
    const bad = await call(ho, { action: 'Search', sortField: 'password' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('sortField');
  });

  it('offers enabled reasons of a category to every test-drive role (block popup)', async () => {
    const pdi = await callerFor(t, 'pdi');
    const { status, first } = await call(pdi, { action: 'DisplayAll', reasonCategoryId: 11 });
    expect(status).toBe(200);
    expect(texts(first)).toEqual([
      'STNK being renewed',
      'Unit damaged',
      'Unit in service',
      'Unit used for event or roadshow',
      'Unit used for exhibition',
    ]);
    const one = first.reasonListMappings[0]!;
    const display = await call(pdi, { action: 'Display', reasonListMappings: [{ id: one.id }] });
    expect(display.first.reasonListMappings[0]!.reasonDescription).toBe('STNK being renewed');
    const missing = await call(pdi, { action: 'Display', reasonListMappings: [{ id: 99999 }] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MASTER_MESSAGES.notFound);
  });
});

describe('reason commands', () => {
  it('adds reasons; refuses an existing or repeated one with 409, writing nothing', async () => {
    const added = await call(ho, {
      action: 'Add',
      reasonListMappings: [
        { reasonCategoryId: 11, reasonDescription: 'Unit used for training', isEnabled: true },
      ],
    });
    expect(added.first).toMatchObject({ acknowledge: 1, message: MASTER_MESSAGES.saved, total: 1 });
    const before = await reasonCount();
    const exists = await call(ho, {
      action: 'Add',
      reasonListMappings: [
        { reasonCategoryId: 10, reasonDescription: 'Unit in service', isEnabled: true },
        { reasonCategoryId: 11, reasonDescription: 'unit in SERVICE', isEnabled: true },
      ],
    });
    expect(exists.status).toBe(409);
    expect(exists.body).toMatchObject({
      message: 'Reason unit in SERVICE already exists',
      errors: [{ field: 'reasonListMappings.1.reasonDescription' }],
    });
    const unknown = await call(ho, {
      action: 'Add',
      reasonListMappings: [{ reasonCategoryId: 77, reasonDescription: 'X', isEnabled: true }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('reasonListMappings.0.reasonCategoryId');
    const missing = await call(ho, {
      action: 'Add',
      reasonListMappings: [{ reasonCategoryId: 11, reasonDescription: ' ', isEnabled: true }],
    });
    expect(missing.body.errors[0]).toEqual({
      field: 'reasonListMappings.0.reasonDescription',
      message: 'reasonDescription is required',
      issue: { kind: 'required' },
    });
    expect(await reasonCount()).toBe(before);
  });

  it('edits with the version read and refuses a stale edit', async () => {
    const r = await find('Unit used for training');
    const edit = { ...r, reasonDescription: 'Unit used for sales training' };
    const ok = await call(ho, { action: 'Edit', reasonListMappings: [edit] });
    expect(ok.first.reasonListMappings[0]!.version).toBe(2);
    const stale = await call(ho, { action: 'Edit', reasonListMappings: [edit] });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
  });

  it('bulk-deactivates with #id keys, then removes one from every list', async () => {
    const r = await find('Unit used for sales training');
    const off = await ho.post(API.bulk, {
      action: 'InActive',
      items: [{ id: r.id, version: r.version }],
    });
    expect(off.json()).toMatchObject({
      message: 'Data berhasil dinonaktifkan',
      results: [{ key: `[#${r.id} Unit used for sales training]` }],
    });
    const removed = await call(ho, {
      action: 'Remove',
      reasonListMappings: [{ id: r.id, version: r.version + 1 }],
    });
    expect(removed.first.message).toBe(MASTER_MESSAGES.deleted);
    expect(await find('Unit used for sales training')).toBeUndefined();
  });
});

describe('reason upload', () => {
  const header = ['ReasonCategoryCode', 'ReasonDescription', 'IsEnabled'];

  it('has a template with the mandatory columns', async () => {
    const response = await ho.get(API.template);
    expect((await templateHeader(response.rawPayload)).header).toEqual(header);
  });

  it("refuses a yes/no cell other than 1 or 0 (e.g. 'yes'), naming row and column", async () => {
    const before = await reasonCount();
    const response = await ho.upload(
      API.upload,
      'flags.xlsx',
      await xlsx(header, [
        ['BLOCK', 'Status yes', 'yes'],
        ['BLOCK', 'Status no', 'N'],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 2, column: 'IsEnabled', message: 'IsEnabled must be 1 or 0', kind: 'value' },
      { row: 3, column: 'IsEnabled', message: 'IsEnabled must be 1 or 0', kind: 'value' },
    ]);
    expect(await reasonCount()).toBe(before);
  });

  it('refuses a missing cell, an unknown category and a duplicate; then inserts', async () => {
    const before = await reasonCount();
    const missing = await ho.upload(
      API.upload,
      'r.xlsx',
      await xlsx(header, [['BLOCK', 'A', null]]),
    );
    expect(missing.json()).toMatchObject({
      message: UPLOAD_MESSAGES.mandatory,
      errors: [{ row: 2, column: 'IsEnabled' }],
    });
    const wrong = await ho.upload(
      API.upload,
      'r.xlsx',
      await xlsx(header, [
        ['NOPE', 'A', 1],
        ['BLOCK', 'Unit damaged', 1],
        ['CANCEL', 'Unit damaged', 1],
      ]),
    );
    expect(wrong.json().errors).toEqual([
      {
        row: 2,
        column: 'ReasonCategoryCode',
        message: 'Unknown ReasonCategoryCode NOPE',
        kind: 'code',
      },
      {
        row: 3,
        column: 'ReasonDescription',
        message: 'Reason BLOCK Unit damaged already exists',
        kind: 'exists',
      },
    ]);
    expect(await reasonCount()).toBe(before);
    const ok = await ho.upload(
      API.upload,
      'r.csv',
      csv(header, [
        ['CANCEL', 'Unit damaged', 1],
        ['block', 'Flood in the area', 0],
      ]),
    );
    expect(ok.json()).toMatchObject({ acknowledge: 1, inserted: 2 });
    expect(await reasonCount()).toBe(before + 2);
  });
});

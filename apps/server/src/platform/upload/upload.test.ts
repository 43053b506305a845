import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MASTER_API,
  UPLOAD_MESSAGES,
  ZUploadResponse,
  type UploadErrorKind,
} from '@dealer/contracts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, multipartFile, xlsx, type Caller } from '../../test/masterHelpers';
import { BodyError } from '../http/errors';
import { runUpload } from './pipeline';
import type { UploadModule } from './types';

let t: TestApp;
let ho: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ho = await callerFor(t, 'ho_testdrive');
  await t.database.query('create table upload_probe (code text primary key, qty int not null)');
  await t.database.query("insert into upload_probe values ('OLD', 1)");
});
afterAll(async () => {
  await t?.close();
});

/** A tiny module over a scratch table, to test the pipeline's stages on their own. */
const probe: UploadModule<{ code: string; qty: number }, Set<string>> = {
  name: 'probe',
  columns: [
    { name: 'Code', mandatory: true, example: 'A' },
    { name: 'Qty', mandatory: true, example: '1' },
    { name: 'Group', mandatory: false, example: 'G1' },
  ],
  lookups: async () => new Set(['g1', 'g2']),
  toInput(row, groups) {
    const group = row.text('Group');
    if (group && !groups.has(group.toLowerCase())) row.unknown('Group', group);
    return { code: row.text('Code'), qty: row.number('Qty') };
  },
  schema: z.object({
    code: z.string().max(3, 'code has at most 3 characters'),
    qty: z.number().int().min(1),
  }),
  columnOf: { code: 'Code', qty: 'Qty' },
  unique: [
    {
      column: 'Code',
      label: 'Code',
      key: (r) => r.code,
      async taken(db, keys) {
        const found = await db.execute(sql`select lower(code) as code from upload_probe`);
        const existing = new Set(
          (found as unknown as { rows: { code: string }[] }).rows.map((r) => r.code),
        );
        return new Set(keys.filter((k) => existing.has(k)));
      },
    },
  ],
  async insert(tx, inputs) {
    await tx.execute(
      sql`insert into upload_probe (code, qty) values ${sql.join(
        inputs.map((i) => sql`(${i.code}, ${i.qty})`),
        sql`, `,
      )}`,
    );
    return inputs.length;
  },
};

const run = async (header: string[], rows: (string | number | null)[][]) => {
  const buffer = await xlsx(header, rows);
  return runUpload(t.db, probe, { fileName: 'p.xlsx', kind: 'xlsx', buffer }, 'test').catch(
    (e: unknown) => {
      if (e instanceof BodyError) return e.body;
      throw e;
    },
  );
};
// 'OLD' is there from the start (the 'exists' class of the one-pass tests).
const probeCount = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from upload_probe'))[0]!.n - 1;

describe('the upload pipeline', () => {
  it('names a missing mandatory column once, on the header row', async () => {
    expect(await run(['Code'], [['A']])).toMatchObject({
      message: UPLOAD_MESSAGES.mandatory,
      errors: [{ row: 1, column: 'Qty', message: 'Column Qty is missing' }],
    });
  });

  it('collects row errors of every stage, sorted by row, and writes nothing', async () => {
    const result = await run(
      ['Code', 'Qty', 'Group'],
      [
        ['A', 1, 'G1'],
        ['B', 'x', null],
        ['LONG', 2, null],
        ['C', 1, 'G9'],
        ['a', 3, null],
      ],
    );
    expect(result).toMatchObject({
      acknowledge: 0,
      message: '4 row(s) of p.xlsx have errors; nothing was saved',
      inserted: 0,
      errors: [
        { row: 3, column: 'Qty', message: 'Qty must be a number' },
        { row: 4, column: 'Code', message: 'code has at most 3 characters' },
        { row: 5, column: 'Group', message: 'Unknown Group G9' },
        { row: 6, column: 'Code', message: 'Code a is repeated (first in row 2)' },
      ],
    });
    expect(await probeCount()).toBe(0);
  });

  it('inserts every row in one go, then counts the existing ones as duplicates', async () => {
    expect(
      await run(
        ['code', 'QTY'],
        [
          ['A', 1],
          ['B', 2],
        ],
      ),
    ).toEqual({
      acknowledge: 1,
      message: '2 rows uploaded',
      inserted: 2,
      errors: [],
    });
    expect(await run(['Code', 'Qty'], [['b', 1]])).toMatchObject({
      errors: [{ row: 2, column: 'Code', message: 'Code b already exists' }],
    });
    expect(await probeCount()).toBe(2);
  });
});

/** The probe with one more mandatory column, Note, that a file can leave out (class 'column'). */
const probeWithNote: typeof probe = {
  ...probe,
  columns: [...probe.columns, { name: 'Note', mandatory: true, example: 'n' }],
};

/** One row (or two) per class of problem; every other row and cell of the file is right. */
const CLASS_ROWS: Record<Exclude<UploadErrorKind, 'column'>, (string | number | null)[][]> = {
  required: [['Q1', null, null, 'n']],
  code: [['Q2', 1, 'G9', 'n']],
  value: [['Q3', 'many', null, 'n']],
  repeated: [
    ['Q4', 1, null, 'n'],
    ['q4', 2, null, 'n'],
  ],
  exists: [['old', 1, 'G1', 'n']],
};
const ALL_KINDS: UploadErrorKind[] = ['column', 'required', 'code', 'value', 'repeated', 'exists'];
/** Every pair of classes (15), and all six at once. */
const combinations = [
  ...ALL_KINDS.flatMap((a, i) => ALL_KINDS.slice(i + 1).map((b) => [a, b])),
  ALL_KINDS,
];

const runWithNote = async (kinds: readonly UploadErrorKind[]) => {
  const withColumn = !kinds.includes('column');
  const rows = [
    ['OK1', 1, 'G2', 'n'],
    ...kinds.flatMap((k) => (k === 'column' ? [] : CLASS_ROWS[k])),
    ['OK2', 2, null, 'n'],
  ].map((r) => (withColumn ? r : r.slice(0, 3)));
  const header = withColumn ? ['Code', 'Qty', 'Group', 'Note'] : ['Code', 'Qty', 'Group'];
  const buffer = await xlsx(header, rows);
  return runUpload(t.db, probeWithNote, { fileName: 'c.xlsx', kind: 'xlsx', buffer }, 'test')
    .then(() => {
      throw new Error('the upload was accepted');
    })
    .catch((e: unknown) => {
      if (e instanceof BodyError) return ZUploadResponse.parse(e.body);
      throw e;
    });
};

describe('one pass over the whole file', () => {
  it.each(combinations.map((kinds) => [kinds.join(' + '), kinds] as const))(
    'reports %s in the same answer and writes nothing',
    async (_name, kinds) => {
      const before = await probeCount();
      const result = await runWithNote(kinds);
      expect(new Set(result.errors.map((e) => e.kind))).toEqual(new Set(kinds));
      expect(await probeCount()).toBe(before);
    },
  );

  it('names every problem of one row, each under its own column, without echoes', async () => {
    const buffer = await xlsx(
      ['Code', 'Qty', 'Group', 'Note'],
      [
        ['old', 'x', 'G7', null],
        ['TOOLONG', null, null, 'n'],
      ],
    );
    const result = await runUpload(
      t.db,
      probeWithNote,
      { fileName: 'r.xlsx', kind: 'xlsx', buffer },
      'test',
    ).catch((e: unknown) => (e instanceof BodyError ? e.body : Promise.reject(e)));
    expect(result).toEqual({
      acknowledge: 0,
      code: 'VALIDATION',
      message: UPLOAD_MESSAGES.mandatory,
      inserted: 0,
      errors: [
        { row: 2, column: 'Code', message: 'Code old already exists', kind: 'exists' },
        { row: 2, column: 'Qty', message: 'Qty must be a number', kind: 'value' },
        { row: 2, column: 'Group', message: 'Unknown Group G7', kind: 'code' },
        { row: 2, column: 'Note', message: 'Note is required', kind: 'required' },
        { row: 3, column: 'Code', message: 'code has at most 3 characters', kind: 'value' },
        { row: 3, column: 'Qty', message: 'Qty is required', kind: 'required' },
      ],
    });
  });

  it('a real module over HTTP: missing column, unknown code, bad value, duplicates in the file and in the database at once', async () => {
    const file = await xlsx(
      ['ClusterCode', 'ClusterTypeCode', 'ClusterDescription'],
      [
        ['CL-JKT-01', 'TD', 'Seeded already'],
        ['CL-NEW-77', 'XX', 'Unknown type'],
        ['CL-NEW-78', 'TD', 'x'.repeat(2000)],
        ['cl-new-77', 'TD', 'Twice in the file'],
      ],
    );
    const response = await ho.upload(MASTER_API.cluster.upload, 'clusters.xlsx', file);
    expect(response.statusCode).toBe(400);
    const kinds = new Set(
      (response.json() as { errors: { kind: string }[] }).errors.map((e) => e.kind),
    );
    expect(kinds).toEqual(new Set(['column', 'exists', 'code', 'value', 'repeated']));
  });
});

describe('receiving the file', () => {
  it('refuses a file over the size limit with 400', async () => {
    const big = Buffer.alloc(UPLOAD_MESSAGES.maxBytes + 10, 'a');
    const response = await ho.upload(MASTER_API.cluster.upload, 'big.csv', big);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('file is larger than 5 MB');
  });

  it('refuses a JSON body and a file in another field', async () => {
    const json = await ho.post(MASTER_API.cluster.upload, {});
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(
      'Send the spreadsheet as multipart/form-data in the field "file"',
    );
    const { access_token } = await t.signIn('ho_testdrive');
    const { payload, contentType } = multipartFile('a.csv', 'ClusterCode\nX', 'attachment');
    const other = await t.app.inject({
      method: 'POST',
      url: MASTER_API.cluster.upload,
      headers: { ...t.authHeader(access_token), 'content-type': contentType },
      payload,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Send the spreadsheet in the field "file", not "attachment"');
  });
});

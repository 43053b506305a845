import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MASTER_API, UPLOAD_MESSAGES } from '@dealer/contracts';
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
    if (group && !groups.has(group.toLowerCase())) row.error('Group', `Unknown Group ${group}`);
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
const probeCount = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from upload_probe'))[0]!.n;

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

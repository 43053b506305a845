import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePreparedQuery } from './pglitePrepared';

let client: PGlite;
let prepared: ReturnType<typeof pglitePreparedQuery>;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table item (id int primary key, name text not null, day date,
    tags text[], data jsonb, at timestamptz, enabled boolean)`);
  prepared = pglitePreparedQuery(client);
});
afterAll(() => client.close());

const namesPrepared = async () =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements order by name'))
    .rows;

const INSERT = `insert into item (id, name, day, tags, data, at, enabled)
  values ($1, $2, $3, $4, $5, $6, $7)`;
const SELECT = `select id, name, day, tags, data, at, enabled, $2::int + id as shifted
  from item where id = any($1::int[]) order by id`;

describe('named prepared statements on PGlite', () => {
  it('sends values and reads rows exactly as PGlite query does', async () => {
    const at = new Date('2026-11-25T06:00:00.000Z');
    await prepared('ins', INSERT, [
      1,
      'Ünït "one"',
      '2026-11-25',
      ['a', 'b,c'],
      { k: [1] },
      at,
      true,
    ]);
    await prepared('ins', INSERT, [2, 'two', null, null, null, null, false]);
    const ours = await prepared<Record<string, unknown>>('sel', SELECT, [[1, 2], 10]);
    const theirs = (await client.query(SELECT, [[1, 2], 10])).rows;
    expect(ours).toEqual(theirs);
    expect(ours[0]).toMatchObject({ name: 'Ünït "one"', tags: ['a', 'b,c'], data: { k: [1] } });
    expect(ours.map((r) => r['shifted'])).toEqual([11, 12]);
  });

  it('parses each name once and keeps it for the next calls', async () => {
    await prepared('sel', SELECT, [[1], 0]);
    await prepared('sel', SELECT, [[2], 0]);
    expect((await namesPrepared()).map((r) => r.name)).toEqual(['ins', 'sel']);
  });

  it('answers no rows for a statement that returns none', async () => {
    expect(await prepared('upd', 'update item set name = $1 where id = -1', ['x'])).toEqual([]);
  });

  it('throws the database error of a failing call and serves the next one', async () => {
    await expect(
      prepared('ins', INSERT, [1, 'again', null, null, null, null, null]),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(prepared('div', 'select 1 / $1::int as q', [0])).rejects.toMatchObject({
      code: '22012',
    });
    expect(await prepared('div', 'select 1 / $1::int as q', [1])).toEqual([{ q: 1 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into item (id, name) values (3, 'in flight')`);
      await held;
      await tx.rollback();
    });
    const read = prepared('sel', SELECT, [[3], 0]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect(await read).toEqual([]);
  });

  it('starts over past its limit of statements', async () => {
    const small = pglitePreparedQuery(client, 3);
    await client.exec('deallocate all');
    for (const n of [1, 2, 3]) await small(`s${n}`, `select ${n} as n`, []);
    expect(await namesPrepared()).toHaveLength(3);
    expect(await small('s4', 'select 4 as n', [])).toEqual([{ n: 4 }]);
    expect((await namesPrepared()).map((r) => r.name)).toEqual(['s4']);
    expect(await small('s1', 'select 1 as n', [])).toEqual([{ n: 1 }]);
  });
});

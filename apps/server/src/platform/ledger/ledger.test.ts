import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  balancesOf,
  bookEntries,
  entriesOfSource,
  LedgerShortError,
  reverseEntries,
  type LedgerEntryInput,
} from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Players of their own: the demo seed books opening balances for the demo salesmen.
  await t.database.query(
    `insert into salesman (employee_no, employee_name, branch_id, hpno, email)
     select no, 'Ledger test ' || no, (select min(id) from branch), '0812000000', 'ledger@test'
     from unnest(array['LEDGER-1', 'LEDGER-2', 'LEDGER-3']) as no`,
  );
});
afterAll(() => t.close());

const PLAYER = 'LEDGER-1';
const OTHER = 'LEDGER-2';

const entry = (key: string, amount: number, over: Partial<LedgerEntryInput> = {}) =>
  ({
    idempotencyKey: key,
    playerNo: PLAYER,
    pointsType: 'PointsBalance',
    amount,
    source: 'correction',
    sourceRef: 'test',
    createdBy: 'ledger-test',
    ...over,
  }) satisfies LedgerEntryInput;

/** Every balance row against the sum of its entries, and no entries without a balance row. */
async function mismatches(): Promise<unknown[]> {
  return rows(
    t.db,
    sql`select coalesce(b.player_no, e.player_no) as player, coalesce(b.points_type, e.points_type) as type,
          b.balance, e.total, b.entry_count, e.n
        from ledger_balance b
        full join (select player_no, points_type, sum(amount) as total, count(*) as n
                   from ledger_entry group by 1, 2) e
          on e.player_no = b.player_no and e.points_type = b.points_type
        where b.balance is distinct from e.total or b.entry_count is distinct from e.n`,
  );
}

async function balance(playerNo = PLAYER, pointsType = 'PointsBalance') {
  const found = await balancesOf(t.db, [playerNo]);
  return found.find((b) => b.pointsType === pointsType)?.balance ?? 0;
}

describe('the points ledger', () => {
  it('books entries and keeps every balance equal to the sum of its entries', async () => {
    const result = await bookEntries(t.db, [
      entry('t1:a', 100),
      entry('t1:b', 50, { pointsType: 'PodiumPoints' }),
      entry('t1:c', -30),
      entry('t1:d', 7, { playerNo: OTHER }),
    ]);
    expect(result.booked.map((e) => e.idempotencyKey)).toEqual(['t1:a', 't1:b', 't1:c', 't1:d']);
    expect(await balance()).toBe(70);
    expect(await balance(PLAYER, 'PodiumPoints')).toBe(50);
    expect(await balance(OTHER)).toBe(7);
    expect(await mismatches()).toEqual([]);
  });

  it('books the same idempotency key once, in one list and across calls', async () => {
    const before = await balance();
    const first = await bookEntries(t.db, [entry('t2:a', 5), entry('t2:a', 5)]);
    expect(first.booked).toHaveLength(1);
    expect(first.existing).toEqual([]);
    const again = await bookEntries(t.db, [entry('t2:a', 5)]);
    expect(again.booked).toEqual([]);
    expect(again.existing).toHaveLength(1);
    expect(await balance()).toBe(before + 5);
    expect(await mismatches()).toEqual([]);
  });

  it('is refused by the database on UPDATE, DELETE and TRUNCATE of entries and direct balance writes', async () => {
    const statements = [
      `update ledger_entry set amount = 1000 where idempotency_key = 't1:a'`,
      `delete from ledger_entry where idempotency_key = 't1:a'`,
      `truncate ledger_entry cascade`,
      `update ledger_balance set balance = 1000000`,
      `delete from ledger_balance`,
      `insert into ledger_balance (player_no, points_type, balance, entry_count, last_entry_id) values ('x', 'PointsBalance', 5, 1, 1)`,
    ];
    for (const statement of statements) {
      await expect(t.database.query(statement), statement).rejects.toThrow(
        /append-only|only through ledger entries/,
      );
    }
    expect(await mismatches()).toEqual([]);
  });

  it('refuses a booking that would overdraw a balance, booking nothing of its list', async () => {
    const before = await balance();
    await expect(
      bookEntries(t.db, [entry('t4:ok', 1), entry('t4:short', -(before + 2))]),
    ).rejects.toBeInstanceOf(LedgerShortError);
    expect(await balance()).toBe(before);
    expect(await entriesOfSource(t.db, 'correction', 'test')).not.toContainEqual(
      expect.objectContaining({ idempotencyKey: 't4:ok' }),
    );
  });

  it('reverses a set of entries to a net zero, once', async () => {
    const before = { mine: await balance(), podium: await balance(PLAYER, 'PodiumPoints') };
    const booked = await bookEntries(t.db, [
      entry('t5:a', 40, { sourceRef: 'batch-t5' }),
      entry('t5:b', -10, { sourceRef: 'batch-t5' }),
      entry('t5:c', 25, { sourceRef: 'batch-t5', pointsType: 'PodiumPoints' }),
    ]);
    const options = { sourceRef: 'batch-t5', reason: 'uploaded by mistake', createdBy: 'test' };
    const reversal = await reverseEntries(t.db, booked.booked, options);
    expect(reversal.booked.map((e) => e.amount)).toEqual([-40, 10, -25]);
    expect(reversal.booked.map((e) => e.reversesEntryId)).toEqual(booked.booked.map((e) => e.id));
    const again = await reverseEntries(t.db, booked.booked, options);
    expect(again.booked).toEqual([]);
    const net = await rows<{ net: number }>(
      t.db,
      sql`select sum(amount)::int as net from ledger_entry where idempotency_key like '%t5:%'`,
    );
    expect(net[0]!.net).toBe(0);
    expect(await balance()).toBe(before.mine);
    expect(await balance(PLAYER, 'PodiumPoints')).toBe(before.podium);
    // The database itself allows one reversal per entry, whatever the key.
    await expect(
      bookEntries(t.db, [
        entry('t5:other-key', 40, {
          source: 'reversal',
          reversesEntryId: booked.booked[0]!.id,
        }),
      ]),
    ).rejects.toThrow();
    expect(await mismatches()).toEqual([]);
  });

  it('lets exactly as many concurrent deductions through as the balance covers', async () => {
    const player = 'LEDGER-3';
    await bookEntries(t.db, [entry('t6:fund', 100, { playerNo: player })]);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.db.transaction((tx) =>
          bookEntries(tx, [entry(`t6:spend:${i}`, -10, { playerNo: player })]),
        ),
      ),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    const short = attempts.filter(
      (a) => a.status === 'rejected' && a.reason instanceof LedgerShortError,
    );
    expect(ok).toHaveLength(10);
    expect(short).toHaveLength(40);
    expect(await balance(player)).toBe(0);
    expect(await mismatches()).toEqual([]);
  });
});

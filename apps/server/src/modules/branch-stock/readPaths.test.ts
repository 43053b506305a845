import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { BOOKING_STATUS } from '@dealer/contracts';
import { compileHandWritten } from '../../db/compile';
import { rows } from '../../db/client';
import { businessToday } from '../../platform/time/businessDate';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bookedOn } from './dayState';
import { inTransaction, listUnits, type UnitFilter, type UnitRunner } from './query';

let t: TestApp;
const day = { date: businessToday('Asia/Jakarta'), timeZone: 'Asia/Jakarta' };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('branch-stock read paths', () => {
  it('lists a later page as the same rows, with the same lookups, as the longer first page', async () => {
    for (const sortField of ['id', 'policeRegNo', 'branchCode', 'modelMaterialDesc'] as const) {
      for (const sortOrder of ['ascend', 'descend'] as const) {
        const run = inTransaction(t.db);
        const scope = { scope: { all: true as const } };
        const long = await listUnits(
          run,
          scope,
          { page: 1, pageSize: 6, sortField, sortOrder },
          day,
        );
        const later = await listUnits(
          run,
          scope,
          { page: 2, pageSize: 3, sortField, sortOrder },
          day,
        );
        expect(long.units).toHaveLength(6);
        expect(later.units).toEqual(long.units.slice(3));
        expect(later.total).toBe(long.total);
      }
    }
  });

  it("compiles every unit search in one pass, to drizzle's text and parameters", async () => {
    // The hot search runs prepared through compileStatement's own walk (db/compile.ts).
    const dialect = new PgDialect();
    const seen: SQL[] = [];
    const run = inTransaction(t.db);
    const capture: UnitRunner = (statement) => {
      seen.push(statement);
      return run(statement);
    };
    const filters: UnitFilter[] = [
      { scope: { all: true } },
      { scope: { all: true }, branchId: 1, isEnabled: true, keyword: 'B 1' },
      { scope: { all: true }, clusterId: 1, modelMaterialId: 1, materialId: 1 },
      { scope: { all: true }, transmissionType: 'AT', bookingStatus: BOOKING_STATUS.blocked },
      { scope: { all: true }, ids: [1, 2, 3], bookingStatus: BOOKING_STATUS.nonBooking },
    ];
    for (const filter of filters)
      await listUnits(capture, filter, { page: 2, pageSize: 20, sortField: 'policeRegNo' }, day);
    expect(seen).toHaveLength(filters.length);
    for (const statement of seen) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      expect(compileHandWritten(statement)).toEqual({ sql: text, params });
    }
  });

  it("answers a unit's booked-today probe from the unit/start index alone (no order row read)", async () => {
    // Seq and bitmap scans are off so that the small demo table is read the way 1,000,000 orders
    // are; an index without end time and status would show 'Index Scan', reading each order.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select ${bookedOn(day, sql`u.id`)} from test_drive_unit u where u.id = 1`,
      );
    });
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Only Scan using test_drive_order_unit_start_idx');
  });
});

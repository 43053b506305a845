import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { BOOKING_STATUS, ZTestDriveUnit } from '@dealer/contracts';
import { compileHandWritten } from '../../db/compile';
import { createDatabase, rows, type Database } from '../../db/client';
import { businessToday } from '../../platform/time/businessDate';
import { planAtScale } from '../../test/planAtScale';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bookedOn, bookedUnitIds } from './dayState';
import {
  inTransaction,
  listUnits,
  listUnitsJson,
  prepared,
  type UnitFilter,
  type UnitRunner,
} from './query';

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

  it("writes each unit's JSON as JSON.stringify would, with every key of the contract and times as toISOString", async () => {
    // The search sends PostgreSQL's texts as they are (routes.ts), so the texts themselves must be
    // the contract: a time in another format or a missing key would reach the browser unchecked.
    await t.db.execute(sql`update test_drive_unit set updated_time = '2026-03-04 05:06:07.891234+00'
      where id = (select min(id) from test_drive_unit)`);
    const stored = await rows<{ id: number; createdTime: Date; updatedTime: Date | null }>(
      t.db,
      sql`select id, created_time as "createdTime", updated_time as "updatedTime"
        from test_drive_unit where is_active order by id`,
    );
    const page = stored.slice(0, 50);
    const { units, total } = await listUnitsJson(
      inTransaction(t.db),
      { scope: { all: true } },
      { page: 1, pageSize: 50, sortField: 'id', sortOrder: 'ascend' },
      day,
    );
    expect(total).toBe(stored.length);
    expect(units).toHaveLength(page.length);
    units.forEach((text, i) => {
      // Every key of the contract and no other, in JSON.stringify's own spelling.
      const unit = ZTestDriveUnit.strict().parse(JSON.parse(text));
      expect(text).toBe(JSON.stringify(JSON.parse(text)));
      const row = page[i]!;
      expect(unit.id).toBe(row.id);
      expect(unit.createdTime).toBe(new Date(row.createdTime).toISOString());
      expect(unit.updatedTime).toBe(
        row.updatedTime === null ? null : new Date(row.updatedTime).toISOString(),
      );
    });
    expect(JSON.parse(units[0]!).updatedTime).toBe('2026-03-04T05:06:07.891Z');
    // The demo blocks some of these units: their open blocks are written compact too.
    expect(units.some((text) => JSON.parse(text).blockageDetails.length > 0)).toBe(true);
  });

  it("gives a long list (the day's orders read once) the same booking states as pages that probe each unit", async () => {
    const run = inTransaction(t.db);
    const scope = { scope: { all: true as const } };
    const order = { sortField: 'id' as const, sortOrder: 'ascend' as const };
    const long = await listUnitsJson(run, scope, { page: 1, pageSize: 1000, ...order }, day);
    const paged: string[] = [];
    for (let page = 1; paged.length < long.total; page++) {
      const { units } = await listUnitsJson(run, scope, { page, pageSize: 20, ...order }, day);
      if (units.length === 0) break;
      paged.push(...units);
    }
    expect(long.units).toEqual(paged);
    // The demo books some units today and leaves others free: both answers are exercised.
    const states = new Set(long.units.map((text) => JSON.parse(text).bookingStatus));
    expect(states).toContain(BOOKING_STATUS.booking);
    expect(states).toContain(BOOKING_STATUS.nonBooking);
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
    const text = await planAtScale(
      t.db,
      sql`select ${bookedOn(day, sql`u.id`)} from test_drive_unit u where u.id = 1`,
    );
    expect(text).toContain('Index Only Scan using test_drive_order_unit_start_idx');
  });

  it("probes each listed unit's booking on the unit/start index, not by reading the day's orders, for a page of 50", async () => {
    // Written as EXISTS, PostgreSQL may run the probe as a hashed subplan over every order holding
    // a unit that day, and did at size (5,548 orders, 2.9 ms a page of 50 in the bench's data,
    // where 50 probes take 0.1 ms). A scalar subquery with LIMIT 1 is never hashed: its plan is a
    // Limit over one probe of the unit/start index, run per listed unit.
    let statement: SQL | undefined;
    const capture: UnitRunner = async (st) => {
      statement = st;
      return [];
    };
    await listUnitsJson(capture, { scope: { all: true } }, { page: 1, pageSize: 50 }, day);
    const text = await planAtScale(t.db, statement!);
    // SubPlan -> Limit (its InitPlans: the day's bounds) -> the index probe.
    expect(text).toMatch(
      /SubPlan \d+\n\s+-> {2}Limit.*\n(\s+(InitPlan \d+|-> {2}Result).*\n)*\s+-> {2}Index Only Scan using test_drive_order_unit_start_idx/,
    );
    expect(text).not.toContain('test_drive_order_start_idx');
  });

  it('reads the units booked today, for a filter by booking state, from the day and its four hours before, on the start index alone', async () => {
    // As above, the small demo table read the way 1,000,000 orders are: without
    // test_drive_order_start_idx the set was a scan of every order (110-180 ms a search there).
    const text = await planAtScale(
      t.db,
      sql`select u.id from test_drive_unit u where u.id in (${bookedUnitIds(day)})`,
    );
    expect(text).toContain('Index Only Scan using test_drive_order_start_idx');
    expect(text).toMatch(/Index Cond: \(\(start_date_time >= .*\) AND \(start_date_time < /);
  });

  it('plans the prepared search once: PostgreSQL moves to its generic plan after the first calls', async () => {
    // One connection, so that pg_prepared_statements is the searches' own session (PGlite has
    // only one). With LIMIT sent as a parameter the generic plan was priced for a tenth of the
    // units and PostgreSQL planned the search again on every call.
    // A stock of 2,000 units, as in production: on the demo's few units either plan is cheap.
    await t.db.execute(sql`insert into test_drive_unit (branch_id, model_material_id, material_id,
        model_material_color_id, transmission_type, equipment_no, police_reg_no, stnk_date)
      select u.branch_id, u.model_material_id, u.material_id, u.model_material_color_id,
        u.transmission_type, 'EQ-PLAN-' || g, 'B PLAN ' || g, u.stnk_date
      from (select * from test_drive_unit order by id limit 1) u, generate_series(1, 2000) g`);
    await t.db.execute(sql`analyze test_drive_unit`);
    // Branches of very different sizes (the 2,000 units stand at the first one), as the spread
    // asks for them: with the branch and the offset as plain parameters, each custom plan was
    // priced for its own branch and page, the small branches' below the generic plan's average,
    // and PostgreSQL planned the branch searches on every call (0 generic against 3,955 custom
    // in the bench, docs/history/performance-diary.md session 19).
    const branches = await rows<{ branchId: number }>(
      t.db,
      sql`select branch_id as "branchId" from test_drive_unit group by 1
        order by count(*) desc, 1`,
    );
    expect(branches.length).toBeGreaterThan(2);
    const database: Database = t.databaseUrl
      ? await createDatabase({ databaseUrl: t.databaseUrl, poolSize: 1 })
      : t.database;
    try {
      const run = prepared(database);
      for (const [i, page] of [1, 2, 1, 3, 1, 2, 1, 1, 2, 1].entries())
        await listUnits(
          run,
          { scope: { all: true }, branchId: branches[i % branches.length]!.branchId },
          { page, pageSize: 20 },
          day,
        );
      const [plans] = await database.query<{ generic: number; custom: number }>(
        `select generic_plans::int as generic, custom_plans::int as custom
         from pg_prepared_statements where name like 'units\\_%'`,
      );
      expect(plans).toEqual({ generic: 5, custom: 5 });
    } finally {
      if (database !== t.database) await database.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { testDriveOrder } from './schema/index';
import { compileHandWritten, compileStatement } from './compile';

const dialect = new PgDialect();
/** What the runners send: the text and the parameters (drizzle's typings are not sent). */
const drizzle = {
  sqlToQuery: (statement: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return { sql: text, params };
  },
};

describe('compiling hand-written statements', () => {
  it('gives the text and parameters drizzle gives, for text, nested sql, lists and values', () => {
    const when = new Date('2026-11-24T02:00:00.000Z');
    const statement = sql`select * from test_drive_order
      where status_code in ${[1, 2, 16]} and branch_id = ${7} and customer_name ilike ${'%a%'}
        and ${sql.join([sql`start_date_time >= ${when}`, sql`version > ${0n}`, sql.raw('true')], sql` and `)}
        and is_active = ${true} and comment is distinct from ${null} ${undefined}
      order by ${sql.identifier('say "hi"')} limit ${sql`${20}`}`;
    const own = compileHandWritten(statement);
    expect(own).toBeDefined();
    expect(own).toEqual(drizzle.sqlToQuery(statement));
    expect(own!.params).toEqual([1, 2, 16, 7, '%a%', when, 0n, true, null, 20]);
  });

  it("leaves columns, tables and drizzle's own parameters to drizzle, with the same result", () => {
    const statements = [
      sql`select ${testDriveOrder.id} from ${testDriveOrder} where id = ${5}`,
      sql`select 1 where ${sql.param(3)} = 3`,
      sql`select 1 where x = ${sql`${'inlined'}`.inlineParams()}`,
    ];
    for (const statement of statements) {
      expect(compileHandWritten(statement)).toBeUndefined();
      const { sql: text, params } = compileStatement(statement);
      expect({ sql: text, params }).toEqual(drizzle.sqlToQuery(statement));
    }
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../db/client';

/**
 * EXPLAIN of `statement` with sequential scans off (and bitmap scans too unless `bitmaps`), so
 * that the small demo tables are planned the way production's large ones are: a test then shows
 * which index a read would use at size.
 */
export async function planAtScale(
  db: DbOrTx,
  statement: SQL,
  options: { bitmaps?: boolean } = {},
): Promise<string> {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (!options.bitmaps) await tx.execute(sql`set local enable_bitmapscan = off`);
    return rows<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement}`);
  });
  return plan.map((line) => line['QUERY PLAN']).join('\n');
}

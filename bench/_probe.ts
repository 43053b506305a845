import { performance } from 'node:perf_hooks';
import { createDatabase } from '../apps/server/src/db/client';
import { preparedRunner, type Runner } from '../apps/server/src/db/prepared';
import { dashboardJson } from '../apps/server/src/modules/order/dashboard';
import { dashboardBodies, spreadRandom } from './support/spread';
import { businessToday } from '../apps/server/src/platform/time/businessDate';

const db = await createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench1m', poolSize: 1 });
const codes = (await db.query<{ c: string }>(`select branch_code c from branch where branch_code like 'T0%' order by 1`)).map((r) => r.c);
const base = preparedRunner(db, 'board');
const times: number[][] = [];
let cur: number[] = [];
const run: Runner = async (s) => { const t = performance.now(); const r = await base(s); cur.push(performance.now() - t); return r as never; };
const draw = dashboardBodies(spreadRandom(7), codes, businessToday('Asia/Jakarta'));
const user = { role: 'ho_testdrive' as const, branchCodes: [] };
const totals: number[] = [];
for (let i = 0; i < 600; i++) {
  cur = [];
  const t = performance.now();
  await dashboardJson(db.db, user, draw(), 'Asia/Jakarta', run);
  const total = performance.now() - t;
  if (i >= 100) { times.push(cur); totals.push(total); }
}
const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
console.log('codes', codes.length, 'total', mean(totals).toFixed(3));
console.log('counts', mean(times.map((c) => c[0]!)).toFixed(3), 'json', mean(times.filter((c) => c.length > 1).map((c) => c[1]!)).toFixed(3), 'with page', times.filter((c) => c.length > 1).length);
await db.close();

import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Measurement } from './support/budget';
import { benchAuth } from './auth.bench';
import { benchBrowser } from './browser.bench';
import { benchBundle } from './bundle.bench';
import { benchCampaign } from './campaign.bench';
import { benchContent } from './content.bench';
import { benchGrowth } from './growth.bench';
import { benchHub } from './hub.bench';
import { benchOrders } from './orders.bench';
import { benchPoints } from './points.bench';
import { benchQuest } from './quest.bench';
import { benchQuestEngine } from './quest-engine.bench';
import { benchReport } from './report.bench';
import { benchStart } from './start.bench';
import { benchStock } from './stock.bench';
import { benchTimeline } from './timeline.bench';

/**
 * `npm run bench [name ...]`: runs the performance budgets against the built app (run
 * `npm run build` first) and prints each figure with its budget. Results go to bench/results/.
 */
const BENCHES: Record<string, () => Promise<Measurement[]>> = {
  bundle: benchBundle,
  browser: benchBrowser,
  start: benchStart,
  auth: benchAuth,
  stock: benchStock,
  orders: benchOrders,
  hub: benchHub,
  timeline: benchTimeline,
  report: benchReport,
  quest: benchQuest,
  'quest-engine': benchQuestEngine,
  campaign: benchCampaign,
  content: benchContent,
  points: benchPoints,
  growth: benchGrowth,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length > 0 ? wanted : Object.keys(BENCHES);
const results: Measurement[] = [];
for (const name of names) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  console.log(`== ${name}`);
  for (const m of await bench()) {
    results.push(m);
    console.log(
      `${m.pass ? 'PASS' : 'MISS'}  ${m.name}: ${m.value} ${m.unit} (budget ${m.budget})`,
    );
    if (m.detail) console.log(`      ${m.detail}`);
  }
}
const dir = resolve(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  resolve(dir, 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
);
const missed = results.filter((m) => !m.pass).length;
console.log(`${results.length - missed} within budget, ${missed} missed`);
process.exit(missed > 0 ? 1 : 0);

import { QUEST_API, ZQuestListRequest, type QuestListRequest } from '@dealer/contracts/quest';
import { pick } from '../apps/server/src/seed/generate/random';
import { createDatabase, rows } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed/demo';
import { listQuests } from '../apps/server/src/modules/quest/list';
import { makeDataDir, startServer } from '../e2e/support/server';
import { atMost, type Measurement } from './support/budget';
import { createBenchDatabase } from './support/database';
import { describe, interleavedRounds, loadAverage } from './support/load';
import { helloLine } from './support/helloBaseline';
import { pageNumber, spreadRandom } from './support/spread';
import { signIn } from './support/signIn';
import { consoleHeaders } from './support/consoleHeaders';
import { sql } from 'drizzle-orm';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';

const QUESTS = 10_000;
const TZ = 'Asia/Jakarta';
const WORDS = ['Sprint', 'Drive', 'Claim', 'Avanza', 'Raize', 'Fortuner', 'Weekend', 'Monthly'];
const KEYWORDS = ['SPRINT', 'DRIVE', 'CLAIM', 'BONUS', 'PODIUM'];

/** A wire date (YYYY-MM-DD) `days` before today. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * 10,000 quests over the last year: every status, a name of two words and a number, a keyword,
 * one to four recurrences, and area / city / branch targeting on some of them.
 */
export async function seedQuests(
  database: Awaited<ReturnType<typeof createDatabase>>,
): Promise<void> {
  const [card] = await rows<{ fileId: string }>(
    database.db,
    sql`select file_id as "fileId" from quest limit 1`,
  );
  const words = `{${WORDS.join(',')}}`;
  const keywords = `{${KEYWORDS.join(',')}}`;
  await database.query(
    `insert into quest (quest_name, quest_type, keyword, max_player, file_id, recurrence_type, status,
       created_time, published_time, created_by)
     select ($2::text[])[1 + g % 8] || ' ' || ($2::text[])[1 + (g / 8) % 8] || ' ' || g,
       1 + g % 2, ($3::text[])[1 + (g / 3) % 5] || (g % 100), 99999, $4, g % 5, g % 6,
       now() - (g % 365) * interval '1 day',
       case when g % 6 = 0 then null else now() - (g % 365) * interval '1 day' + interval '2 days' end,
       'bench'
     from generate_series(1, $1) g`,
    [QUESTS, words, keywords, card!.fileId],
  );
  await database.query(
    `insert into quest_recurrence (quest_id, recurrence_no, valid_from, valid_to, valid_to_join, recurrence_status)
     select q.id, n, q.created_time + (n - 1) * interval '7 days', q.created_time + n * interval '7 days' - interval '1 minute',
       q.created_time + (n - 1) * interval '7 days' + interval '2 days', case when q.status = 0 then 0 else 1 end
     from quest q cross join lateral generate_series(1, 1 + q.id % 4) n
     where q.created_by = 'bench'`,
  );
  // Targeting: a third by area, a quarter by city, a fifth by branch (codes of the demo data).
  await database.query(
    `insert into quest_target (quest_id, kind, code)
     select q.id, 'area', (select region_code from region order by id offset q.id % (select count(*) from region) limit 1)
     from quest q where q.created_by = 'bench' and q.id % 3 = 0
     union all
     select q.id, 'city', (select city_code from city order by id offset q.id % (select count(*) from city) limit 1)
     from quest q where q.created_by = 'bench' and q.id % 4 = 0
     union all
     select q.id, 'branch', (select branch_code from branch where company_code = '0002' order by id
       offset q.id % (select count(*) from branch where company_code = '0002') limit 1)
     from quest q where q.created_by = 'bench' and q.id % 5 = 0`,
  );
  await database.query('analyze quest');
  await database.query('analyze quest_recurrence');
  await database.query('analyze quest_target');
}

/**
 * The quest list's budget (issue 13): 10,000 quests, every filter, p95 <= 50 ms on PostgreSQL,
 * through the built server at its default log level. Bodies are drawn: status (all or one),
 * name and keyword parts, area / city / branch, created and published ranges, and a page; each
 * filter present on about half the calls, all of them together on some. The baseline is the same
 * list through the database driver in this process, the same draw, interleaved round by round.
 */
export async function benchQuest(): Promise<Measurement[]> {
  const target = await createBenchDatabase();
  if (!target.url) throw new Error('the quest list bench needs the PostgreSQL server');
  const direct = await createDatabase({ databaseUrl: target.url, poolSize: 4 });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await direct.migrate();
    await seedDemo(direct.db);
    await seedQuests(direct);
    const codes = async (query: string) =>
      (await direct.query<{ code: string }>(query)).map((r) => r.code);
    const areas = await codes('select region_code as code from region');
    const cities = await codes('select city_code as code from city');
    const branches = await codes(
      `select branch_code as code from branch where company_code = '0002'`,
    );
    // The default log level: what a production server writes per request.
    server = await startServer({ DATABASE_URL: target.url, ...DEFAULT_LOG_LEVEL }, makeDataDir());
    const token = (await signIn(server.origin, 'astraquestadmin')).access_token;
    const headers = consoleHeaders(token);

    const bodies = (seed: number) => {
      const random = spreadRandom(seed);
      return (): QuestListRequest => {
        const every = random() < 0.2;
        const some = () => every || random() < 0.5;
        const body: QuestListRequest = {
          status: pick(random, [-1, -1, -1, 0, 1, 2, 3, 4, 5]),
          skip: (pageNumber(random, 20) - 1) * 100,
          limit: 100,
        };
        if (some()) body.questName = pick(random, WORDS).slice(0, 4 + Math.floor(random() * 3));
        if (some()) body.keyword = pick(random, KEYWORDS).slice(0, 3);
        if (some()) body.areaCode = pick(random, areas);
        if (some()) body.cityCode = pick(random, cities);
        if (some()) body.branchCode = pick(random, branches);
        if (some()) {
          const from = 30 + Math.floor(random() * 300);
          body.createdTimeFrom = daysAgo(from);
          body.createdTimeTo = daysAgo(from - 30);
        }
        if (some()) {
          const from = 30 + Math.floor(random() * 300);
          body.publishedTimeFrom = daysAgo(from);
          body.publishedTimeTo = daysAgo(from - 60);
        }
        return body;
      };
    };
    const request = (draw: () => QuestListRequest) => ({
      method: 'POST' as const,
      path: QUEST_API.list,
      headers,
      draw: () => JSON.stringify(draw()),
    });
    // Warm-up: connections, plans, the JIT of both sides.
    await interleavedRounds({
      url: server.origin,
      rounds: 1,
      seconds: 2,
      connections: 2,
      bodies: (seed) => bodies(seed + 50),
      request,
      direct: (body) => listQuests(direct.db, ZQuestListRequest.parse(body), TZ),
    });
    const load = loadAverage();
    const {
      http,
      sql: baseline,
      hello,
    } = await interleavedRounds({
      url: server.origin,
      rounds: 3,
      seconds: 5,
      connections: 4,
      bodies,
      request,
      direct: (body) => listQuests(direct.db, ZQuestListRequest.parse(body), TZ),
    });
    const [all] = await direct.query<{ n: number }>(`select count(*)::int as n from quest`);
    return [
      atMost(
        `quest list of ${(all?.n ?? 0).toLocaleString('en')} quests, drawn filters, p95 at 4 connections`,
        http.p95,
        50,
        'ms',
        `PostgreSQL, built server at log level info: ${describe(http)}, ${http.non2xx} non-2xx; baseline (listQuests through the driver, same draw): ${describe(baseline)}; HTTP floor: ${helloLine(4, hello)}; load average ${load} before, ${loadAverage()} after`,
      ),
    ];
  } finally {
    await server?.stop();
    await direct.close();
    await target.drop();
  }
}

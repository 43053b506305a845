import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runSeed } from '../../e2e/support/server';

/**
 * Benchmarks of data-heavy budgets run on a PostgreSQL server (production's database): a fresh
 * database per run, dropped afterwards. BENCH_DATABASE_URL names the server's maintenance
 * database; without a reachable server they fall back to the embedded PGlite and say so.
 */
export interface BenchDatabase {
  kind: 'postgresql' | 'pglite';
  /** A database named by BENCH_REUSE_DATABASE_URL: seeded already, kept afterwards. */
  reused?: boolean;
  url: string | undefined;
  drop(): Promise<void>;
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * BENCH_REUSE_DATABASE_URL names an already seeded database to measure instead (kept afterwards):
 * seeding 1,000,000 orders takes minutes, comparing before/after a change should not. Only the
 * benches of that volume (`volume: true`: stock, orders, report, hub) take it; the others seed
 * what they measure (players, quests, events, customers) into a fresh database, so that a run
 * neither measures nor leaves a previous run's rows (200 bench quests and 1,000,000 events left
 * in a reused database made the next run's quest engine bench fail on its event ids).
 */
export async function createBenchDatabase(
  options: { volume?: boolean } = {},
): Promise<BenchDatabase> {
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  if (reuse && options.volume) {
    return { kind: 'postgresql', url: reuse, reused: true, drop: async () => {} };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return { kind: 'pglite', url: undefined, drop: async () => {} };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind: 'postgresql',
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}

/**
 * Seeds the generated volume, except into a reused database: the generator tops every unit up to
 * its share of orders, which on a database a bench already wrote to adds orders for minutes.
 */
export async function seedUnlessReused(
  database: BenchDatabase,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  if (database.reused) return `reused database (${args.join(' ')} seeded before)`;
  return runSeed(args, env);
}

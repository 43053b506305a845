import { setFlagsFromString } from 'node:v8';
import { loadConfig } from './config';
import { buildApp } from './app';
import { createDatabase, type Database } from './db/client';
import type { OutageLogger } from './db/outageLog';
import { ensureFirstAdmin } from './seed/admin';
import { seedDemoRest, seedDemoSignIn } from './seed/demo';
import { startAutoRejectSweep } from './modules/order/public';
import { startQuestLifeSweep } from './modules/quest/public';
import { startEmbeddedBackups } from './platform/backup/embedded';
import { HEAP_GROWING_PERCENT } from './platform/heapTuning';
import { bufferedStdout } from './platform/log';
import { startup } from './platform/startup';

/**
 * Start-up: config -> database (+lock) -> migrations -> seed / first admin -> listen; a demo
 * server seeds what signing in needs before it listens and the rest of the demo after
 * (GET /readyz says when that is done), then starts the embedded backups.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    // A refused setting is the operator's to fix: its message, not a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // How far the old generation may grow between full GCs (platform/heapTuning.ts): read at every
  // limit recomputation, so it applies when set here.
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  if (!config.databaseUrl) {
    // PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline compiler
    // and then recompiles the functions that run hot with its optimising one; at start-up
    // that second compilation took ~0.25 s of CPU and ~50 MB resident, and measured here it
    // bought no CPU back on the queries after (docs/performance.md). Must run before PGlite
    // compiles its module, i.e. before createDatabase.
    setFlagsFromString('--liftoff-only');
  }
  let database: Database | undefined;
  // The pool reports outages before the app (and its logger) exists: to stderr until then.
  let appLog: OutageLogger | undefined;
  const databaseLog: OutageLogger = {
    warn: (details, message) =>
      appLog ? appLog.warn(details, message) : console.warn(message, details),
    info: (details, message) =>
      appLog ? appLog.info(details, message) : console.info(message, details),
  };
  try {
    database = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      log: databaseLog,
    });
    await database.migrate();
    const app = await buildApp({ config, database, logStream: bufferedStdout() });
    appLog = app.log;
    if (config.demo) {
      await seedDemoSignIn(database.db);
      startup.demoData = 'seeding';
      app.log.info('Demo mode: demo branches and accounts are in place (password Demo2026!)');
    } else {
      await ensureFirstAdmin(
        database.db,
        { userName: config.adminUsername, password: config.adminPassword },
        app.log,
      );
    }
    app.log.info(
      { database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL' },
      'database ready',
    );

    // The 30-minute rule; safe to run in every process (see autoReject.ts).
    const sweep = startAutoRejectSweep(database.db, {
      intervalMs: 60_000,
      log: (error) => app.log.error({ err: error }, 'auto-reject sweep failed'),
      info: (message) => app.log.info(message),
      changes: app.changes,
    });
    // Open quests become Active when their first recurrence starts; safe in every process too.
    const questLife = startQuestLifeSweep(database.db, {
      intervalMs: 60_000,
      log: (error) => app.log.error({ err: error }, 'quest life sweep failed'),
      info: (message) => app.log.info(message),
    });

    let stopping = false;
    // Embedded only: the backup socket for `npm run backup` and the daily backup (docs/backup.md).
    // Started once the demo data is complete (the first daily backup is written at once, and a
    // backup of half a demo is no use), after the server listens.
    let backups: { stop(): Promise<void> } | undefined;
    const startBackups = async (db: Database) => {
      if (db.kind !== 'pglite' || !config.dataDir || stopping) return;
      backups = await startEmbeddedBackups(db, config.dataDir, {
        info: (message) => app.log.info(message),
        error: (error, message) => app.log.error({ err: error }, message),
      });
    };

    // Close the HTTP server first (in-flight requests finish), then the database, exactly once.
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      try {
        await sweep.stop();
        await questLife.stop();
        await backups?.stop();
        await app.close();
        await database?.close();
        clearTimeout(force);
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGTERM', (signal) => void stop(signal));
    process.once('SIGINT', (signal) => void stop(signal));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Console at http://localhost:${config.port}${config.basePath}/`);

    const ready = database;
    const completeDemo = async () => {
      try {
        await seedDemoRest(ready.db, { timeZone: config.tzBusiness });
      } catch (error) {
        // Stopping while seeding closes the database under the seed: not a failure to report.
        if (stopping) return;
        startup.demoData = 'failed';
        app.log.error({ err: error }, 'demo seed failed; /readyz answers 503');
        return;
      }
      startup.demoData = 'ready';
      app.log.info('Demo mode: demo data in place');
      await startBackups(ready);
    };
    if (config.demo) {
      void completeDemo().catch((error: unknown) =>
        app.log.error({ err: error }, 'embedded backups did not start'),
      );
    } else {
      await startBackups(ready);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await database?.close().catch(() => {});
    process.exit(1);
  }
}

void main();
